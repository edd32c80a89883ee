//! The "Share or embed" control: the link to this exact state and the iframe code, each with a
//! copy button, and a lesson builder that adds an instruction, locks and hidden controls to both.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::dom::{page_address, unique_id};
use crate::embed::{embed_link, embed_title, iframe_code};
use crate::i18n::m;
use crate::params::lesson::{ASK_CHARS, Lesson};
use crate::params::{Param, Query};
use crate::ui::clipboard::copy_text;

/// Copies `text`; says so, or selects `field` so the reader can copy by hand.
fn copy(text: String, field: web_sys::HtmlElement, note: WriteSignal<String>) {
    let select = move || {
        if let Some(i) = field.dyn_ref::<web_sys::HtmlInputElement>() {
            i.select();
        } else if let Some(t) = field.dyn_ref::<web_sys::HtmlTextAreaElement>() {
            t.select();
        }
    };
    copy_text(text, select, move |said| note.set(said.into()));
}

/// What a lesson does with one control.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Hold {
    Free,
    Locked,
    Hidden,
}

impl Hold {
    const ALL: [Hold; 3] = [Hold::Free, Hold::Locked, Hold::Hidden];

    /// What the lesson builder calls it.
    fn words(self) -> &'static str {
        m().holds()[self as usize]
    }

    fn of(lesson: &Lesson, name: &str) -> Hold {
        if lesson.hides(name) {
            Hold::Hidden
        } else if lesson.locks(name) {
            Hold::Locked
        } else {
            Hold::Free
        }
    }
}

/// The lesson builder: the instruction, and for each control of the widget whether the student
/// can use it, sees it locked, or does not see it; then a preview of the lesson's link.
#[component]
fn LessonBuilder(
    /// The lesson being built (the link's, to start with).
    lesson: RwSignal<Lesson>,
    /// Every parameter the widget declares.
    params: &'static [Param],
    /// The parameters whose controls the widget shows, in its order.
    controls: StoredValue<Vec<&'static str>>,
    /// The lesson's link, for the preview.
    #[prop(into)]
    link: Signal<String>,
    /// The height of the widget's iframe.
    height: u32,
) -> impl IntoView {
    let ask_id = unique_id("lesson-ask");
    let shown: Vec<&'static Param> = controls.with_value(|c| {
        c.iter()
            .filter_map(|name| params.iter().find(|p| p.name == *name))
            .collect()
    });
    let rows = shown
        .into_iter()
        .map(|param| {
            let label = param
                .control
                .label_or_name(param.name)
                .trim_end_matches(':');
            let group = unique_id("lesson-hold");
            let choices = Hold::ALL
                .into_iter()
                .map(|hold| {
                    let words = hold.words();
                    let group = group.clone();
                    view! {
                        <label class="lesson-choice">
                            <input
                                type="radio"
                                name=group
                                data-control=format!("lesson-{}-{}", param.name, match hold {
                                    Hold::Free => "free",
                                    Hold::Locked => "lock",
                                    Hold::Hidden => "hide",
                                })
                                prop:checked=move || lesson.with(|l| Hold::of(l, param.name) == hold)
                                on:change=move |_| lesson.update(|l| {
                                    l.locked.retain(|n| *n != param.name);
                                    l.hidden.retain(|n| *n != param.name);
                                    match hold {
                                        Hold::Free => {}
                                        Hold::Locked => l.locked.push(param.name),
                                        Hold::Hidden => l.hidden.push(param.name),
                                    }
                                    // In the widget's own order, as a link reads them.
                                    let order = |n: &&str| params.iter().position(|p| p.name == *n);
                                    l.locked.sort_by_key(order);
                                    l.hidden.sort_by_key(order);
                                })
                            />
                            " "
                            {words}
                        </label>
                    }
                })
                .collect_view();
            view! {
                <fieldset class="lesson-control">
                    <legend>{label}</legend>
                    {choices}
                </fieldset>
            }
        })
        .collect_view();
    let preview = RwSignal::new(false);
    view! {
        <details class="lesson-builder" data-control="lesson-builder">
            <summary>{m().make_it_a_lesson()}</summary>
            <label for=ask_id.clone()>{m().instruction_field(ASK_CHARS)}</label>
            <textarea
                id=ask_id
                rows="2"
                maxlength=ASK_CHARS
                data-control="lesson-ask"
                prop:value=move || lesson.with(|l| l.ask.clone().unwrap_or_default())
                on:input=move |ev| {
                    let text = crate::params::clean_text(&event_target_value(&ev));
                    lesson.update(|l| l.ask = (!text.is_empty()).then_some(text));
                }
            ></textarea>
            <div class="lesson-controls">{rows}</div>
            <p class="hint">{m().lesson_hint()}</p>
            <button
                type="button"
                class="button"
                data-control="lesson-preview"
                aria-expanded=move || preview.get().to_string()
                on:click=move |_| preview.update(|p| *p = !*p)
            >
                {move || m().preview_button(preview.get())}
            </button>
            {move || preview.get().then(|| view! {
                <iframe
                    class="lesson-preview"
                    title=m().preview_title()
                    src=link.get()
                    height=height
                ></iframe>
            })}
        </details>
    }
}

/// The share panel of one widget.
#[component]
pub fn SharePanel(
    /// The embed name of the widget being shared.
    name: &'static str,
    /// Its title (the iframe's `title`).
    title: &'static str,
    /// The height the iframe code asks for.
    height: u32,
    /// Its current state (its own parameters).
    state: Signal<Query>,
    /// The lesson its link carried, which the builder starts from.
    lesson: Lesson,
    /// Every parameter the widget declares.
    params: &'static [Param],
    /// The parameters whose controls the widget shows.
    controls: StoredValue<Vec<&'static str>>,
) -> impl IntoView {
    let base = page_address();
    let lesson = RwSignal::new(lesson);
    let link =
        Memo::new(move |_| lesson.with(|l| state.with(|q| embed_link(&base, name, &l.add_to(q)))));
    let title = embed_title(title);
    let code = Memo::new(move |_| iframe_code(&link.get(), &title, height));
    let (note, set_note) = signal(String::new());
    // The link and the code are worked out only while the panel is open: a closed panel costs
    // nothing when a slider moves.
    let (open, set_open) = signal(false);
    let shown = move |text: Memo<String>| {
        if open.get() {
            text.get()
        } else {
            String::new()
        }
    };
    let link_ref = NodeRef::<leptos::html::Input>::new();
    let code_ref = NodeRef::<leptos::html::Textarea>::new();
    // Nor is the panel's body built before it is first opened: most panels never are, and every
    // widget's first paint is quicker for the elements it does not make.
    let built = Memo::new(move |was: Option<&bool>| was.copied().unwrap_or(false) || open.get());
    let body = move || {
        let link_id = unique_id("share-link");
        let code_id = unique_id("share-code");
        view! {
            <div class="share-body">
                <label for=link_id.clone()>{m().link_to_this_view()}</label>
                <div class="share-row-field">
                    <input id=link_id type="text" readonly node_ref=link_ref prop:value=move || shown(link) data-field="link" />
                    <button
                        type="button"
                        class="button"
                        data-control="copy-link"
                        on:click=move |_| {
                            if let Some(el) = link_ref.get() {
                                copy(link.get_untracked(), el.into(), set_note);
                            }
                        }
                    >
                        {m().copy_link()}
                    </button>
                </div>
                <label for=code_id.clone()>{m().code_for_course_page()}</label>
                <div class="share-row-field">
                    <textarea id=code_id readonly rows="3" node_ref=code_ref prop:value=move || shown(code) data-field="code"></textarea>
                    <button
                        type="button"
                        class="button"
                        data-control="copy-code"
                        on:click=move |_| {
                            if let Some(el) = code_ref.get() {
                                copy(code.get_untracked(), el.into(), set_note);
                            }
                        }
                    >
                        {m().copy_code()}
                    </button>
                </div>
                <p class="copy-note" aria-live="polite">{move || note.get()}</p>
                <LessonBuilder lesson=lesson params=params controls=controls link=link height=height />
            </div>
        }
    };

    view! {
        <details
            class="share"
            data-control="share"
            on:toggle=move |ev| {
                let now = ev
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::HtmlDetailsElement>().ok())
                    .is_some_and(|d| d.open());
                set_open.set(now);
            }
        >
            <summary>{m().share_or_embed()}</summary>
            {move || built.get().then(body)}
        </details>
    }
}
