//! The frame around every widget: title, notices about the link, body, share control.

use leptos::prelude::*;

use crate::i18n::m;
use crate::params::lesson::Lesson;
use crate::params::{Notice, Param, Query, settings_text};
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
                <p class="notices-title">{m().notices_title()}</p>
                <ul>{notices.into_iter().map(|n| view! { <li>{n.0}</li> }).collect_view()}</ul>
            </div>
        }
    })
}

/// A lesson's instruction above the widget, as plain text, and the button that puts the widget
/// back as the link had it.
#[component]
fn LessonBar(
    /// The lesson.
    lesson: Lesson,
    /// Puts the widget back as the link had it.
    reset: Callback<()>,
) -> impl IntoView {
    (!lesson.is_empty()).then(|| {
        view! {
            <div class="lesson-bar">
                {lesson.ask.map(|ask| view! { <p class="lesson-ask" data-lesson="ask">{ask}</p> })}
                <button type="button" class="button" data-control="restart" on:click=move |_| reset.run(())>
                    {m().back_to_start()}
                </button>
            </div>
        }
    })
}

/// A widget's outer box: heading, a lesson's instruction, notices, the widget's own body, then
/// sharing (with the lesson builder).
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
    /// Every parameter the widget declares.
    params: &'static [Param],
    /// The widget's current state, for its share link (its own parameters only).
    state: Signal<Query>,
    /// The lesson the link gave it.
    lesson: Lesson,
    /// Puts the widget back as the link had it.
    reset: Callback<()>,
    /// The parameters whose controls the view made, for the lesson builder.
    controls: StoredValue<Vec<&'static str>>,
    /// Whether the widget is shown alone in an iframe (then it links back to its section).
    embedded: bool,
    /// The widget itself.
    children: Children,
) -> impl IntoView {
    view! {
        <figure class="widget" data-widget=name aria-label=title>
            <figcaption class="widget-title">{title}</figcaption>
            // The widget's controls are a form of their own, which nothing submits: Chromium's
            // autofill, which reads the form of any list whose choice changes after a key press,
            // then reads this widget's few controls instead of every control on the page that
            // belongs to no form (docs/performance.md). It takes no box of its own.
            <form class="widget-form" on:submit=|ev| ev.prevent_default()>
                <LessonBar lesson=lesson.clone() reset=reset />
                <NoticeList notices=notices />
                {children()}
                // On paper, where no control can be moved, the values they were left at.
                <p class="print-settings">
                    {move || state.with(|q| {
                        let text = settings_text(params, q);
                        (!text.is_empty()).then(|| m().settings_printed(&text))
                    })}
                </p>
                <div class="widget-foot">
                    <SharePanel
                        name=name
                        title=title
                        height=height
                        state=state
                        lesson=lesson
                        params=params
                        controls=controls
                    />
                    {embedded.then(|| view! {
                        <a class="back-link" href=format!("./#{section}") target="_blank" rel="noopener">
                            {m().explained_in_page()}
                        </a>
                    })}
                </div>
            </form>
        </figure>
    }
}
