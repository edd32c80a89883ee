//! `?gallery`: the teacher's page. Every widget live, its parameters, and code ready to paste.

use components::embed::{embed_link, embed_title, iframe_code};
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
                            <td data-label="What it sets">{about}</td>
                            <td data-label="Allowed values">{p.range_text()}</td>
                            <td data-label="Default"><code>{p.default_text()}</code></td>
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
                        label=format!("Parameters of {}", spec.name)
                        caption="URL parameters".to_string()
                        head=&["Name", "What it sets", "Allowed values", "Default"]
                        class="params-table"
                    >
                        {params}
                    </DataTable>
                    <p class="code-label">"Paste this into your course page (default settings; use the widget's own “Share or embed” for its current state):"</p>
                    <pre class="code"><code>{code}</code></pre>
                    {registry::render(spec, &Query::default(), false).0}
                </section>
            }
        })
        .collect_view();
    // The widgets far down the explainer come in the deferred bundle: it fills their slots here.
    crate::deferred::load();
    view! {
        <header class="masthead">
            <p class="kicker">"For teachers"</p>
            <h1>"Embed a widget"</h1>
            <p class="byline">
                "Every widget of the explainer works on its own inside an iframe, with its settings in the link. "
                <a href="./">"Back to the explainer"</a>
            </p>
        </header>
        <main class="page gallery">
            <section aria-labelledby="how-h">
                <h2 id="how-h">"How it works"</h2>
                <ol>
                    <li>"Set a widget up the way you want it, below or anywhere in the explainer."</li>
                    <li>"Open its “Share or embed” panel and copy the iframe code."</li>
                    <li>"Paste the code into your course page's HTML editor (Canvas, Moodle, WordPress and plain HTML all accept iframes)."</li>
                </ol>
                <p>
                    "Students see exactly that widget in that state. Embedded widgets report their height to the page: Canvas and H5P hosts resize the frame by themselves; on any other page, add "
                    <code>"<script src=\"embed-host.js\" defer></script>"</code>
                    " (from this site) once and every widget iframe will size itself."
                </p>
            </section>
            {entries}
        </main>
    }
}
