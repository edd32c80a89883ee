//! `subwords`: type a word or a sentence and replay, one at a time, the merges the everyday
//! translator learned, down to the pieces it reads.
//!
//! The subwords file (25 KB gzip) comes as the widget nears the screen (`ui::everyday`).

use leptos::prelude::*;

use crate::format::{count, group};
use crate::kernel::everyday::PIECES;
use crate::model::Widget;
use crate::model::subwords::{Replayed, S, STEP, SubwordsParams, label};
use crate::ui::everyday::SUBWORDS;
use crate::ui::fetched::Fetched;
use crate::ui::{ParamControl, ParamSlider, StatusLine, unique_id};

/// Words offered beside the box: English words, French ones, and a sentence.
const EXAMPLES: [&str; 5] = [
    "transformers",
    "unhappiness",
    "fatiguée",
    "anticonstitutionnellement",
    "Where is the station?",
];

impl super::WidgetView for SubwordsParams {
    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <SubwordsWidget state=state /> }.into_any()
    }
}

/// The subwords widget.
#[component]
pub fn SubwordsWidget(
    /// The text and the merges replayed.
    state: RwSignal<SubwordsParams>,
) -> impl IntoView {
    let root = NodeRef::<leptos::html::Div>::new();
    let subwords = SUBWORDS.when_near(root);
    let replayed: Memo<Option<Replayed>> = Memo::new(move |_| {
        let p = state.get();
        subwords.with(|s| match s {
            Fetched::Ready(s) => Some(p.compute(s)),
            _ => None,
        })
    });
    let summary = Memo::new(move |_| {
        subwords.with(|s| SUBWORDS.waiting(s)).unwrap_or_else(|| {
            replayed.with(|r| {
                r.as_ref()
                    .map(|r| state.with(|p| p.summary(r)))
                    .unwrap_or_default()
            })
        })
    });
    let total = Memo::new(move |_| replayed.with(|r| r.as_ref().map_or(0, |r| r.merges.len())));
    let step = Memo::new(move |_| replayed.with(|r| r.as_ref().map_or(0, |r| r.step)));
    // A new text starts with every merge replayed: the pieces the translator reads.
    let set_text = move |text: String| {
        state.update(|p| {
            p.text = text;
            p.step = PIECES;
        })
    };
    let input_id = unique_id("subwords-input");
    let examples = EXAMPLES
        .iter()
        .enumerate()
        .map(|(i, &e)| {
            view! {
                <button type="button" class="link-button" data-control=format!("example-{}", i + 1)
                    on:click=move |_| set_text(e.to_string())>{e}</button>
            }
        })
        .collect_view();
    view! {
        <div class="subwords-widget" node_ref=root>
            <ParamControl param=&S>
                <label class="translate-label" for=input_id.clone()>"Word or sentence"</label>
                <input
                    id=input_id
                    class="subwords-input"
                    type="text"
                    autocomplete="off"
                    spellcheck="false"
                    dir="auto"
                    maxlength="200"
                    data-control="s"
                    prop:value=move || state.with(|p| p.text.clone())
                    on:input=move |ev| set_text(event_target_value(&ev))
                />
                <p class="subwords-examples">"Try: " {examples}</p>
            </ParamControl>
            <div class="subwords-steps">
                <ParamSlider
                    param=&STEP
                    value=Signal::derive(move || step.get() as f64)
                    top=Signal::derive(move || total.get() as f64)
                    set=Callback::new(move |v: f64| state.update(|p| p.step = v.round().max(0.0) as usize))
                />
                <ParamControl param=&STEP>
                    <div class="subwords-buttons">
                        <button type="button" class="button" data-control="step-back"
                            disabled=move || step.get() == 0
                            on:click=move |_| state.update(|p| p.step = step.get_untracked().saturating_sub(1))>
                            "One merge back"
                        </button>
                        <button type="button" class="button" data-control="step-on"
                            disabled=move || { step.get() >= total.get() }
                            on:click=move |_| state.update(|p| p.step = (step.get_untracked() + 1).min(total.get_untracked()))>
                            "Next merge"
                        </button>
                    </div>
                </ParamControl>
            </div>
            {move || replayed.get().map(pieces)}
            {move || replayed.get().map(merges)}
            <StatusLine text=summary />
        </div>
    }
}

/// The pieces at this step, each a box (the space a word starts with shown as ▁).
fn pieces(r: Replayed) -> impl IntoView {
    let items = r
        .pieces
        .iter()
        .map(|p| {
            let unknown = p.id == crate::kernel::subwords::UNKNOWN;
            view! {
                <li class="subword-piece" class:unknown=unknown>
                    <span class="subword-text">{label(&p.text)}</span>
                    <span class="subword-id">{if unknown { "unknown".to_string() } else { format!("#{}", p.id) }}</span>
                </li>
            }
        })
        .collect_view();
    let note = if r.done() {
        format!(
            "These {} are what the everyday translator reads: each is one row of its {}-piece vocabulary (▁ marks the start of a word).",
            count(r.pieces.len(), "piece", "pieces"),
            group(r.vocabulary)
        )
    } else {
        format!(
            "After {} of the {} that apply: {}.",
            group(r.step),
            count(r.merges.len(), "merge", "merges"),
            count(r.pieces.len(), "piece", "pieces")
        )
    };
    view! {
        <ol class="subword-pieces" role="list" aria-label="The pieces at this step" dir="auto">{items}</ol>
        <p class="subwords-note">{note}</p>
    }
}

/// Every merge that applies, in the order learned: those replayed, the next, and the rest.
fn merges(r: Replayed) -> impl IntoView {
    let rows = r
        .merges
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let state = if i < r.step {
                "done"
            } else if i == r.step {
                "next"
            } else {
                "later"
            };
            view! {
                <li class=format!("subword-merge {state}")>
                    <span class="merge-pair">
                        {label(&m.left)} " + " {label(&m.right)} " → " <strong>{label(&format!("{}{}", m.left, m.right))}</strong>
                    </span>
                    <span class="merge-seen">
                        {format!("merge no. {}, seen {} times", group(m.rank), group(m.count))}
                    </span>
                    {(state == "next").then(|| view! { <span class="visually-hidden">" (next)"</span> })}
                </li>
            }
        })
        .collect_view();
    view! {
        <details class="subword-merges-box" open=true>
            <summary>{format!("The {} that apply, in the order they were learned", count(r.merges.len(), "merge", "merges"))}</summary>
            <ol class="subword-merges" role="list">{rows}</ol>
        </details>
    }
}
