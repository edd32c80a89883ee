//! `?gallery`: the teacher's page. Every widget live, its parameters, and code ready to paste.

use components::embed::{embed_link, embed_title, iframe_code};
use components::i18n::m;
use components::params::Query;
use components::registry::{self, WIDGETS};
use components::ui::{DataTable, page_address};
use leptos::prelude::*;

/// The gallery of embeddable widgets.
#[component]
pub fn Gallery() -> impl IntoView {
    let base = page_address();
    let entries = WIDGETS
        .iter()
        .map(|spec| {
            let code = iframe_code(
                &embed_link(&base, spec.name, &Query::default()),
                &embed_title(spec.title.get()),
                spec.height,
            );
            let (table, caption, heads) = m().gallery_params(spec.name);
            let params = spec
                .params
                .iter()
                .map(|p| {
                    let about = match p.unit {
                        Some(unit) => format!("{} ({})", p.about.get(), unit.get()),
                        None => p.about.get().to_string(),
                    };
                    view! {
                        <tr>
                            <th scope="row"><code>{p.name}</code></th>
                            <td data-label=heads[1]>{about}</td>
                            <td data-label=heads[2]>{p.range_text()}</td>
                            <td data-label=heads[3]><code>{p.default_text()}</code></td>
                        </tr>
                    }
                })
                .collect_view();
            let heading_id = format!("gallery-{}", spec.name);
            let labelled_by = heading_id.clone();
            view! {
                <section class="gallery-entry" aria-labelledby=labelled_by>
                    <h2 id=heading_id>
                        <code>{spec.name}</code>
                        ": "
                        {spec.title.get()}
                    </h2>
                    <DataTable
                        label=table
                        caption=caption.to_string()
                        head=heads
                        class="params-table"
                    >
                        {params}
                    </DataTable>
                    <p class="code-label">{m().gallery_paste()}</p>
                    <pre class="code"><code>{code}</code></pre>
                    {registry::render(spec, &Query::default(), false).0}
                </section>
            }
        })
        .collect_view();
    // The widgets far down the explainer come in the deferred bundle: it fills their slots here.
    crate::deferred::load();
    let (head, how, resize) = (m().gallery_head(), m().gallery_how(), m().gallery_resize());
    view! {
        <header class="masthead">
            <p class="kicker">{head[0]}</p>
            <h1>{head[1]}</h1>
            <p class="byline">
                {head[2]}
                <a href="./">{head[3]}</a>
            </p>
        </header>
        <main class="page gallery">
            <section aria-labelledby="how-h">
                <h2 id="how-h">{how[0]}</h2>
                <ol>
                    <li>{how[1]}</li>
                    <li>{how[2]}</li>
                    <li>{how[3]}</li>
                </ol>
                <p>
                    {resize.0}
                    <code>"<script src=\"embed-host.js\" defer></script>"</code>
                    {resize.1}
                </p>
            </section>
            {entries}
        </main>
    }
}
