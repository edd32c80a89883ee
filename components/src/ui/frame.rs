//! The frame around every widget: title, notices about the link, body, share control.

use leptos::prelude::*;

use crate::params::{Notice, Query};
use crate::registry::WidgetSpec;
use crate::ui::share::SharePanel;

/// The one live text summary of a widget (`role="status"`): its figures in words and numbers.
#[component]
pub fn StatusLine(
    /// The summary text; recomputed from the same memo that feeds the picture.
    #[prop(into)]
    text: Signal<String>,
) -> impl IntoView {
    view! { <p class="summary" role="status">{move || text.get()}</p> }
}

/// Polite notes about link values that were clamped or replaced by defaults.
#[component]
pub fn NoticeList(
    /// The notices from parsing the link; nothing is shown when empty.
    notices: Vec<Notice>,
) -> impl IntoView {
    (!notices.is_empty()).then(|| {
        view! {
            <div class="notices">
                <p class="notices-title">"Some settings in this link could not be used as given:"</p>
                <ul>{notices.into_iter().map(|n| view! { <li>{n.0}</li> }).collect_view()}</ul>
            </div>
        }
    })
}

/// A widget's outer box: heading, notices, the widget's own body, then sharing.
#[component]
pub fn WidgetFrame(
    /// The registry entry (name, title, section, iframe height).
    spec: &'static WidgetSpec,
    /// Notices from parsing the link.
    notices: Vec<Notice>,
    /// The widget's current state, for its share link.
    state: Signal<Query>,
    /// Whether the widget is shown alone in an iframe (then it links back to its section).
    embedded: bool,
    /// The widget itself.
    children: Children,
) -> impl IntoView {
    view! {
        <figure class="widget" data-widget=spec.name aria-label=spec.title>
            <figcaption class="widget-title">{spec.title}</figcaption>
            <NoticeList notices=notices />
            {children()}
            <div class="widget-foot">
                <SharePanel spec=spec state=state />
                {embedded.then(|| view! {
                    <a class="back-link" href=format!("./#{}", spec.section) target="_blank" rel="noopener">
                        "Explained in “Attention Is All You Need”, explorable ↗"
                    </a>
                })}
            </div>
        </figure>
    }
}
