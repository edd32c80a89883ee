//! `?embed=NAME`: one widget alone, no page chrome, for an `<iframe>` in a course page.

use components::params::Query;
use components::registry;
use leptos::prelude::*;

/// The embedded widget, or the list of valid names when `name` is not one.
#[component]
pub fn Embed(
    /// The requested widget.
    name: String,
    /// The whole query, the widget's parameters included.
    query: Query,
) -> impl IntoView {
    if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
        if let Some(root) = doc.document_element() {
            root.class_list().add_1("embedded").ok();
        }
    }
    match registry::find(&name) {
        Some(spec) => {
            let (view, _state) = registry::render(spec, &query);
            view! { <main class="embed">{view}</main> }.into_any()
        }
        None => {
            let shown: String = name.chars().filter(|c| !c.is_control()).take(40).collect();
            view! {
                <main class="embed">
                    <div class="notices" role="alert">
                        <p>{format!("There is no widget called “{shown}”. These are the ones you can embed:")}</p>
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
