//! The frame around every widget: title, notices about the link, body, live summary.

use leptos::prelude::*;

use crate::params::Notice;

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

/// A widget's outer box: heading, notices, then the widget's own body.
#[component]
pub fn WidgetFrame(
    /// The registry name (`data-widget`), used by the embed API and the tests.
    name: &'static str,
    /// The heading.
    title: &'static str,
    /// Notices from parsing the link.
    notices: Vec<Notice>,
    /// The widget itself.
    children: Children,
) -> impl IntoView {
    view! {
        <figure class="widget" data-widget=name aria-label=title>
            <figcaption class="widget-title">{title}</figcaption>
            <NoticeList notices=notices />
            {children()}
        </figure>
    }
}
