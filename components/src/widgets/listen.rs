//! `listen`: pick a word, see how much it attends to every other word; switch the last word.

use leptos::prelude::*;

use crate::format::percent;
use crate::kernel::listen::{Ending, words};
use crate::model::listen::ListenParams;
use crate::ui::{StatusLine, ToggleGroup};

/// The widget's view over its state.
pub fn view(state: RwSignal<ListenParams>) -> AnyView {
    view! { <ListenWidget state=state /> }.into_any()
}

/// The listen widget.
#[component]
pub fn ListenWidget(
    /// The ending and the picked word.
    state: RwSignal<ListenParams>,
) -> impl IntoView {
    let shares = Memo::new(move |_| state.with(ListenParams::shares));
    let summary = Memo::new(move |_| state.with(|p| p.summary(&shares.get())));
    let ending = Memo::new(move |_| state.with(|p| p.ending));
    let picked = Memo::new(move |_| state.with(|p| p.word));

    let columns = (0..11)
        .map(|j| {
            let word = move || words(ending.get())[j];
            let share = move || shares.with(|s| s[j]);
            view! {
                <div class="listen-col">
                    <div class="listen-track" aria-hidden="true">
                        <span class="listen-bar" style:--share=move || format!("{}%", share() * 100.0)></span>
                    </div>
                    <span class="listen-share">{move || percent(share())}</span>
                    <button
                        type="button"
                        class="word-button"
                        data-control=format!("word-{j}")
                        aria-pressed=move || (picked.get() == j).to_string()
                        on:click=move |_| state.update(|p| p.word = j)
                    >
                        {word}
                    </button>
                </div>
            }
        })
        .collect_view();

    view! {
        <div class="listen-widget">
            <ToggleGroup
                label="Ending:"
                name="ending"
                options=vec![("tired", "…too tired"), ("wide", "…too wide")]
                selected=Signal::derive(move || ending.get().word())
                on_select=Callback::new(move |v: &'static str| {
                    state.update(|p| p.ending = if v == "wide" { Ending::Wide } else { Ending::Tired })
                })
            />
            <p class="panel-title">"Pick a word. The bars show how much of its attention goes to each word."</p>
            <div class="listen-cols" role="group" aria-label="Words of the sentence">{columns}</div>
            <p class="honesty">
                "Where these numbers come from: not a trained model. Each word has a hand-made vector of seven features "
                "(creature, place, gets tired, can be wide, noun, pronoun, grammar word), and the bars are a real softmax(q·k / √d_k) over them. "
                "The query of “it” carries the last word's features, standing in for what earlier layers of a trained model would have mixed in. "
                "Trained models learn their vectors from data, and spread this work over many heads and layers."
            </p>
            <StatusLine text=summary />
        </div>
    }
}
