//! `?embed=NAME`: one widget alone, no page chrome, for an `<iframe>` in a course page.
//!
//! The embedded widget keeps its state in the address bar (so reload and copy-paste keep the view)
//! and tells the host page its height (see `resize`).

use components::params::Query;
use components::registry;
use components::ui::address::keep_in_address;
use leptos::prelude::*;

use crate::resize;

/// The embedded widget, or the list of valid names when `name` is not one.
#[component]
pub fn Embed(
    /// The requested widget.
    name: String,
    /// The whole query, the widget's parameters included.
    query: Query,
) -> impl IntoView {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        root.class_list().add_1("embedded").ok();
    }
    let main = NodeRef::<leptos::html::Main>::new();
    let reported = registry::find(&name).map_or("unknown", |s| s.name);
    resize::report_height(main, reported);

    match registry::find(&name) {
        Some(spec) => {
            let (view, state) = registry::render(spec, &query, true);
            if spec.deferred {
                // The deferred bundle mounts the widget in the slot `render` left, and keeps the
                // address itself.
                crate::deferred::load();
                spec.reads.prefetch();
            } else {
                keep_in_address(spec.name, state);
            }
            view! {
                <main class="embed" node_ref=main>
                    <h1 class="visually-hidden">{components::embed::embed_title(spec.title.get())}</h1>
                    {view}
                </main>
            }
            .into_any()
        }
        None => {
            let shown: String = components::params::clean_text(&name)
                .chars()
                .take(40)
                .collect();
            view! {
                <main class="embed" node_ref=main>
                    <h1 class="visually-hidden">{components::i18n::m().embed_unknown(&shown).0}</h1>
                    <div class="notices" role="alert">
                        <p>{components::i18n::m().embed_unknown(&shown).1}</p>
                        <ul class="widget-names">
                            {registry::names()
                                .into_iter()
                                .map(|n| view! { <li><a href=format!("?embed={n}")><code>{n}</code></a></li> })
                                .collect_view()}
                        </ul>
                    </div>
                </main>
            }
            .into_any()
        }
    }
}
