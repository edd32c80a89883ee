//! `everyday-translate`: any English sentence through the everyday translator, trained by this
//! project on Tatoeba's everyday sentences: the French with each piece's probability, greedy or
//! beam, and the alignment grid of its cross-attention.
//!
//! Its files (1.4 MB of weights, gzip) come as the widget nears the screen (`ui::everyday`).

use leptos::prelude::*;

use crate::format::percent;
use crate::i18n::m;
use crate::kernel::everyday::translator::{Reading, Written};
use crate::model::Widget;
use crate::model::everyday_translate::{
    EXAMPLES, EverydayTranslateParams, HEAD, K, LAYER, MODE, PIECE, S, SEED, Translated,
};
use crate::model::subwords::label;
use crate::params::Kind;
use crate::ui::background::after_paint;
use crate::ui::everyday::EVERYDAY;
use crate::ui::fetched::Fetched;
use crate::ui::figure::{Extra, Figure, FigureSpec, Needs, saying};
use crate::ui::figure_save::SaveFigure;
use crate::ui::sentence::{SentenceBox, word_values};
use crate::ui::{ParamControl, ParamSlider, ParamToggle, StatusLine};

impl super::WidgetView for EverydayTranslateParams {
    const FIGURES: &'static [FigureSpec] = &[FigureSpec::needing("alignment", Needs::Everyday)];

    fn figure(&self, id: &str, extra: &Extra, _: f64) -> Option<Figure> {
        (id == "alignment")
            .then(|| Some(alignment_figure(self, &self.compute(extra.everyday?)).into()))?
    }

    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <EverydayTranslateWidget state=state /> }.into_any()
    }
}

/// The most characters the box keeps: what a link can carry.
const MAX_CHARS: usize = match S.kind {
    Kind::Sentence { max_chars, .. } => max_chars,
    _ => 200,
};

/// The everyday translator widget.
#[component]
pub fn EverydayTranslateWidget(
    /// The sentence, how it is written, the grid's layer and head, the piece described.
    state: RwSignal<EverydayTranslateParams>,
) -> impl IntoView {
    let root = NodeRef::<leptos::html::Div>::new();
    let files = EVERYDAY.when_near(root);
    let ready = move || {
        files.with(|f| match f {
            Fetched::Ready(t) => Some(t.clone()),
            _ => None,
        })
    };
    // The box and the controls read `state`; the translation follows it after the frame that
    // shows the key press, and only the sentence and the way of writing translate again: the
    // layer, head and piece shown rearrange the translation there is.
    let shown = after_paint(state);
    let writing = Memo::new(move |_| shown.with(|p| (p.sentence.clone(), p.beam, p.k)));
    let translated: Memo<Option<(Reading, Option<Written>)>> = Memo::new(move |_| {
        // Read, not only tracked: a memo nothing reads never runs, so it would never hear that
        // the sentence changed (a typed sentence was not translated until this read it).
        writing.with(|_| ());
        let t = ready()?;
        Some(state.with_untracked(|p| p.translate(&t)))
    });
    let out: Memo<Option<Translated>> = Memo::new(move |_| {
        let (reading, written) = translated.get()?;
        let t = ready()?;
        Some(shown.with(|p| p.arrange(&t, reading, written)))
    });
    let summary = Memo::new(move |_| {
        files.with(|f| EVERYDAY.waiting(f)).unwrap_or_else(|| {
            out.with(|o| {
                o.as_ref()
                    .map(|o| shown.with(|p| p.summary(o)))
                    .unwrap_or_default()
            })
        })
    });
    let cut = RwSignal::new(false);
    let set_sentence = move |text: String| {
        cut.set(text.chars().count() > MAX_CHARS);
        state.update(|p| {
            p.sentence = text.chars().take(MAX_CHARS).collect();
            p.piece = 1;
        })
    };
    let note = Signal::derive(move || cut.get().then(|| m().everyday_chars_kept(MAX_CHARS)));
    let draw = move |_| {
        if let Some(t) = ready() {
            state.update(|p| {
                p.seed += 1;
                if let Some(s) = t.draw(p.seed) {
                    p.sentence = s.english.clone();
                    p.piece = 1;
                }
            });
            cut.set(false);
        }
    };
    let credit = m().everyday_credit();
    view! {
        <div class="everyday-widget" node_ref=root>
            <SentenceBox
                param=&S
                id="everyday-input"
                sentence=Signal::derive(move || state.with(|p| p.sentence.clone()))
                on_input=Callback::new(set_sentence)
                examples=&EXAMPLES
                examples_label=m().examples()
                on_pick=Callback::new(move |e: &'static str| set_sentence(e.to_string()))
                note=note
            />
            <ParamControl param=&SEED>
                <div class="everyday-actions">
                    <button type="button" class="button" data-control="held-out" on:click=draw>
                        {m().everyday_try_held_out()}
                    </button>
                </div>
            </ParamControl>
            <div class="everyday-writing">
                <ParamToggle
                    param=&MODE
                    value=Signal::derive(move || if state.with(|p| p.beam) { "beam" } else { "greedy" })
                    set=Callback::new(move |v: &'static str| state.update(|p| p.beam = v == "beam"))
                />
                {move || state.with(|p| p.beam).then(|| view! {
                    <ParamSlider
                        param=&K
                        value=Signal::derive(move || state.with(|p| p.k as f64))
                        set=Callback::new(move |v: f64| state.update(|p| p.k = v.round() as usize))
                    />
                })}
            </div>
            {move || out.with(|o| o.as_ref().map(|o| notes(&o.notes)))}
            {move || out.get().map(|o| output(state, o))}
            <div class="translate-heads">
                <ParamToggle
                    param=&LAYER
                    value=Signal::derive(move || LAYER.word(state.with(|p| p.layer) as f64))
                    set=Callback::new(move |v: &'static str| state.update(|p| p.layer = v.parse().unwrap_or(2)))
                />
                <ParamToggle
                    param=&HEAD
                    value=Signal::derive(move || head_word(state.with(|p| p.head)))
                    set=Callback::new(move |v: &'static str| state.update(|p| p.head = v.parse().unwrap_or(0)))
                />
            </div>
            {move || out.get().map(|o| grid(state, o))}
            <SaveFigure figure="alignment" />
            {move || out.get().and_then(|o| o.held_out.clone()).map(|h| view! {
                <div class="everyday-held-out">
                    <p>
                        {m().everyday_references(h.references.len(), h.matched)}
                    </p>
                    <ul class="everyday-references" lang="fr">
                        {h.references.into_iter().map(|r| view! { <li>{r}</li> }).collect_view()}
                    </ul>
                </div>
            })}
            <p class="everyday-credit">
                {credit[0]}
                <a href="https://tatoeba.org" rel="noopener">"tatoeba.org"</a>
                {credit[1]}
                <a href="https://www.manythings.org/anki/" rel="noopener">"www.manythings.org/anki"</a>
                {credit[2]}
                <a href="https://creativecommons.org/licenses/by/2.0/" rel="noopener">"CC BY 2.0"</a>
                {credit[3]}
            </p>
            <StatusLine text=summary />
        </div>
    }
}

/// `head` as its toggle's option: "avg" for the average, else the head's number.
fn head_word(head: usize) -> &'static str {
    match head {
        1 => "1",
        2 => "2",
        3 => "3",
        4 => "4",
        _ => "avg",
    }
}

/// What the reader should know about the text.
fn notes(notes: &[String]) -> impl IntoView + use<> {
    (!notes.is_empty()).then(|| {
        let items = notes
            .iter()
            .map(|n| view! { <li>{n.clone()}</li> })
            .collect_view();
        view! { <ul class="everyday-notes" role="list">{items}</ul> }
    })
}

/// The French, each piece a button (to describe its attention) shaded by its probability.
fn output(state: RwSignal<EverydayTranslateParams>, o: Translated) -> impl IntoView {
    let Some(w) = o.written.clone() else {
        return ().into_any();
    };
    let buttons = w
        .pieces
        .iter()
        .enumerate()
        .map(|(i, _)| {
            let p = w.probabilities.get(i).copied().unwrap_or(0.0);
            let text = o.french.get(i).cloned().unwrap_or_default();
            view! {
                <button
                    type="button"
                    class="word-button piece-button"
                    data-control=format!("piece-{}", i + 1)
                    aria-pressed=(i == o.piece).to_string()
                    style:--w=format!("{p:.3}")
                    on:click=move |_| state.update(|s| s.piece = i + 1)
                >
                    <span class="piece-text">{label(&text)}</span>
                    <span class="piece-p">{percent(p)}</span>
                </button>
            }
        })
        .collect_view();
    let ended = (!w.finished).then(|| {
        view! { <p class="translate-note">{m().everyday_unfinished()}</p> }
    });
    view! {
        <p class="translate-output" lang="fr">{w.french.clone()}</p>
        <ParamControl param=&PIECE>
            <div class="translate-words" role="group" aria-label=m().everyday_pieces_group() lang="fr">
                {buttons}
            </div>
        </ParamControl>
        {ended}
    }
    .into_any()
}

/// The alignment grid: each French piece's attention over the English pieces, in percent; on a
/// narrow screen, the described piece's row alone.
fn grid(state: RwSignal<EverydayTranslateParams>, o: Translated) -> impl IntoView {
    let (layer, head) = state.with_untracked(|p| (p.layer, p.head));
    let which = m().everyday_which(layer, head);
    let english: Vec<String> = o.reading.pieces.iter().map(|p| label(&p.text)).collect();
    let header = english
        .iter()
        .map(|e| view! { <th scope="col">{e.clone()}</th> })
        .collect_view();
    let rows = o
        .grid
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let cells = row
                .iter()
                .map(|&x| view! { <td style:--w=format!("{x:.3}")>{format!("{:.0}", x * 100.0)}</td> })
                .collect_view();
            view! {
                <tr class:picked=i == o.piece>
                    <th scope="row" lang="fr">{o.french.get(i).map(|f| label(f)).unwrap_or_default()}</th>
                    {cells}
                </tr>
            }
        })
        .collect_view();
    let picked = o.grid.get(o.piece).cloned().unwrap_or_default();
    let narrow = view! {
        <div class="translate-narrow">
            <p class="translate-caption">
                {m().everyday_row(
                    &o.french.get(o.piece).map(|f| f.trim_start().to_string()).unwrap_or_default(),
                    o.piece + 1,
                    &which,
                )}
            </p>
            {word_values(
                english.clone(),
                picked.iter().map(|x| format!("{:.0}", x * 100.0)).collect(),
                picked.clone(),
                "en",
            )}
        </div>
    };
    view! {
        {narrow}
        <div class="translate-full">
            <p class="translate-caption">
                {m().everyday_grid(&which)}
            </p>
            <div class="translate-grid-wrap" tabindex="0" role="region" aria-label=m().everyday_grid_region()>
                <table class="translate-grid">
                    <caption class="visually-hidden">{m().everyday_grid_hidden(&which)}</caption>
                    <thead><tr><td></td>{header}</tr></thead>
                    <tbody>{rows}</tbody>
                </table>
            </div>
        </div>
    }
}

/// The alignment grid of the layer and head shown, for saving.
fn alignment_figure(p: &EverydayTranslateParams, o: &Translated) -> crate::svg::Svg {
    let Some(w) = &o.written else {
        return saying(m().nothing_to_save());
    };
    let french: Vec<String> = o.french.iter().map(|f| label(f)).collect();
    let english: Vec<String> = o.reading.pieces.iter().map(|e| label(&e.text)).collect();
    let rows: Vec<&str> = french.iter().map(String::as_str).collect();
    let cols: Vec<&str> = english.iter().map(String::as_str).collect();
    let cells: Vec<Vec<Option<f64>>> = o
        .grid
        .iter()
        .map(|row| row.iter().map(|&x| Some(x)).collect())
        .collect();
    let which = m().everyday_figure_which(p.layer, p.head);
    crate::svg::shapes::grid(
        &m().everyday_figure(&o.reading.text, &w.french, &which),
        &rows,
        &cols,
        &cells,
    )
}
