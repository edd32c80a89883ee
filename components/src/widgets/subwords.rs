//! `subwords`: type a word or a sentence and replay, one at a time, the merges the everyday
//! translator learned, down to the pieces it reads.
//!
//! The subwords file (25 KB gzip) comes as the widget nears the screen (`ui::everyday`).

use leptos::prelude::*;

use crate::format::group;
use crate::i18n::m;
use crate::kernel::everyday::PIECES;
use crate::model::Widget;
use crate::model::subwords::{Replayed, S, STEP, SubwordsParams, label};
use crate::ui::everyday::SUBWORDS;
use crate::ui::fetched::Fetched;
use crate::ui::figure::{Extra, Figure, FigureSpec, Needs};
use crate::ui::figure_save::SaveFigure;
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
    const FIGURES: &'static [FigureSpec] = &[FigureSpec::needing("pieces", Needs::Subwords)];

    fn figure(&self, id: &str, extra: &Extra, width: f64) -> Option<Figure> {
        (id == "pieces")
            .then(|| Some(pieces_figure(&self.compute(extra.subwords?), width).into()))?
    }

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
    let controls = m().subwords_controls();
    view! {
        <div class="subwords-widget" node_ref=root>
            <ParamControl param=&S>
                <label class="translate-label" for=input_id.clone()>{S.control.label_or_name(S.name)}</label>
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
                // Paper has no text box: there the text is printed under its label instead.
                // Screen readers have the box, so this copy is hidden from them.
                <p class="print-sentence" aria-hidden="true">{move || state.with(|p| p.text.clone())}</p>
                <p class="subwords-examples">{controls[0]} {examples}</p>
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
                            {controls[1]}
                        </button>
                        <button type="button" class="button" data-control="step-on"
                            disabled=move || { step.get() >= total.get() }
                            on:click=move |_| state.update(|p| p.step = (step.get_untracked() + 1).min(total.get_untracked()))>
                            {controls[2]}
                        </button>
                    </div>
                </ParamControl>
            </div>
            {move || replayed.get().map(pieces)}
            {move || replayed.get().map(merges)}
            <SaveFigure figure="pieces" />
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
                    <span class="subword-id">{if unknown { m().unknown_piece().to_string() } else { format!("#{}", p.id) }}</span>
                </li>
            }
        })
        .collect_view();
    let note = m().subwords_note(
        r.done(),
        r.pieces.len(),
        r.vocabulary,
        r.step,
        r.merges.len(),
    );
    view! {
        <ol class="subword-pieces" role="list" aria-label=m().pieces_group() dir="auto">{items}</ol>
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
                        {crate::i18n::m().merge_seen(&group(m.rank), &group(m.count))}
                    </span>
                    {(state == "next").then(|| view! { <span class="visually-hidden">{crate::i18n::m().merge_next()}</span> })}
                </li>
            }
        })
        .collect_view();
    view! {
        <details class="subword-merges-box" open=true>
            <summary>{m().merges_title(r.merges.len())}</summary>
            <div class="subword-merges-scroll" tabindex="0" role="region" aria-label=m().merges_region()>
                <ol class="subword-merges" role="list">{rows}</ol>
            </div>
        </details>
    }
}

/// The pieces at this step as boxes, and the merges that made them, for saving.
fn pieces_figure(r: &Replayed, width: f64) -> crate::svg::Svg {
    use crate::svg::{Svg, light};
    const CHAR: f64 = 8.4;
    let (pad, gap, box_h, line) = (8.0, 6.0, 44.0, 17.0);
    // The boxes, laid out in rows that fit the width.
    let mut at = (pad, 40.0);
    let mut boxes = Vec::with_capacity(r.pieces.len());
    for p in &r.pieces {
        let text = label(&p.text);
        let w = (text.chars().count().max(3) as f64 * CHAR + 16.0).max(40.0);
        if at.0 + w > width - pad && at.0 > pad {
            at = (pad, at.1 + box_h + gap);
        }
        boxes.push((at, w, text, p.id));
        at.0 += w + gap;
    }
    let merges_top = at.1 + box_h + 28.0;
    let shown = r.merges.iter().take(r.step).count();
    let height = merges_top + shown as f64 * line + 12.0;
    let mut svg = Svg::new(width, height);
    let merges = m().merges_replayed(r.step, r.merges.len(), r.done());
    svg.bold(
        (pad, 22.0),
        &m().subwords_figure(&r.text, &merges, &m().pieces(r.pieces.len())),
        14.0,
        "start",
        light::TEXT,
    );
    for ((x, y), w, text, id) in boxes {
        let unknown = id == crate::kernel::subwords::UNKNOWN;
        svg.rect(
            x,
            y,
            w,
            box_h,
            light::SURFACE,
            Some(if unknown {
                light::ACCENT_2
            } else {
                light::BORDER
            }),
        );
        svg.bold((x + w / 2.0, y + 19.0), &text, 13.0, "middle", light::TEXT);
        let under = if unknown {
            m().unknown_piece().to_string()
        } else {
            format!("#{id}")
        };
        svg.text(
            (x + w / 2.0, y + 36.0),
            &under,
            10.0,
            "middle",
            light::MUTED,
        );
    }
    svg.text(
        (pad, merges_top - 8.0),
        m().subwords_figure_merges(),
        12.0,
        "start",
        light::MUTED,
    );
    for (i, m) in r.merges.iter().take(shown).enumerate() {
        svg.text(
            (pad, merges_top + (i as f64 + 0.8) * line),
            &format!(
                "{} + {} → {}   ({})",
                label(&m.left),
                label(&m.right),
                label(&format!("{}{}", m.left, m.right)),
                crate::i18n::m().merge_seen(&group(m.rank), &group(m.count))
            ),
            12.0,
            "start",
            light::TEXT,
        );
    }
    svg
}
