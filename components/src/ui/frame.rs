//! The frame around every widget: title, notices about the link, body, share control.

use leptos::prelude::*;

use crate::params::{Notice, Query};
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
    /// The embed name (`data-widget`).
    name: &'static str,
    /// The heading.
    title: &'static str,
    /// The id of the page section the widget is explained in.
    section: &'static str,
    /// The height its iframe code asks for.
    height: u32,
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
        <figure class="widget" data-widget=name aria-label=title>
            <figcaption class="widget-title">{title}</figcaption>
            <NoticeList notices=notices />
            {children()}
            <div class="widget-foot">
                <SharePanel name=name title=title height=height state=state />
                {embedded.then(|| view! {
                    <a class="back-link" href=format!("./#{section}") target="_blank" rel="noopener">
                        "Explained in “Attention Is All You Need”, explorable ↗"
                    </a>
                })}
            </div>
        </figure>
    }
}
