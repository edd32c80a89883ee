//! The translator widgets' sentence pieces: the English sentence box with its examples, and
//! words with a value under each.

use leptos::prelude::*;

use super::controls::ParamControl;
use super::dom::unique_id;
use crate::params::Param;

/// The English sentence box both translator widgets open with: a box that wraps, so a whole
/// sentence shows on a phone, the examples as a list of buttons (a textarea cannot have a
/// datalist), and the note on what the translator made of the sentence.
#[component]
pub fn SentenceBox(
    /// The parameter the sentence is (its control locks or hides as the lesson says).
    param: &'static Param,
    /// The start of the box's id, unique on the page once numbered.
    id: &'static str,
    /// The sentence as typed.
    #[prop(into)]
    sentence: Signal<String>,
    /// Called with the text after each edit.
    on_input: Callback<String>,
    /// The sentences offered.
    examples: &'static [&'static str],
    /// What the list of examples is called.
    examples_label: &'static str,
    /// Called with the example picked.
    on_pick: Callback<&'static str>,
    /// The note about the sentence (unknown words, too long, empty), if any.
    #[prop(into)]
    note: Signal<Option<String>>,
) -> impl IntoView {
    let input_id = unique_id(id);
    let items = examples
        .iter()
        .enumerate()
        .map(|(i, &e)| {
            view! {
                <li>
                    <button
                        type="button"
                        class="link-button"
                        data-control=format!("example-{}", i + 1)
                        on:click=move |_| on_pick.run(e)
                    >
                        {e}
                    </button>
                </li>
            }
        })
        .collect_view();
    view! {
        <ParamControl param=param>
        <label class="translate-label" for=input_id.clone()>{param.control.label_or_name(param.name)}</label>
        <textarea
            id=input_id
            class="translate-input"
            rows="2"
            autocomplete="off"
            spellcheck="false"
            data-control="sentence"
            prop:value=move || sentence.get()
            on:input=move |ev| on_input.run(event_target_value(&ev))
        ></textarea>
        // Paper has no text box: there the sentence is printed under its label instead. Screen
        // readers have the box, so this copy is hidden from them.
        <p class="print-sentence" lang="en" aria-hidden="true">{move || sentence.get()}</p>
        <details class="translate-examples">
            <summary>{examples_label}</summary>
            <ul role="list">{items}</ul>
        </details>
        </ParamControl>
        {move || note.get().map(|n| view! { <p class="translate-note" role="note">{n}</p> })}
    }
}

/// Words with a value under each (attention shares, scores), wrapping onto as many lines as the
/// width needs, so a sentence of any length fits a phone without sideways scrolling. `shade`
/// (0 to 1) tints each value's cell; the value is printed, so the tint only doubles it.
pub fn word_values<W: Into<String>>(
    words: Vec<W>,
    values: Vec<String>,
    shade: Vec<f64>,
    lang: &'static str,
) -> impl IntoView + use<W> {
    let items = words
        .into_iter()
        .zip(values)
        .zip(shade)
        .map(|((w, v), s)| {
            view! {
                <li>
                    <span class="wv-word" lang=lang>{w.into()}</span>
                    <span class="wv-value" style:--w=format!("{s:.3}")>{v}</span>
                </li>
            }
        })
        .collect_view();
    view! { <ol class="word-values" role="list">{items}</ol> }
}
