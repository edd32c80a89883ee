//! `translate`: type or pick an English sentence; the shipped translator writes the French, and a
//! table shows each French word's cross-attention over the English words, per layer and head.
//!
//! The weights come as the widget nears the screen (`ui::weights`).

mod follow;

use leptos::prelude::*;

use crate::format::percent;
use crate::i18n::m;
use crate::kernel::decoding::translator::Translation;
use crate::kernel::decoding::translator::Translator;
use crate::kernel::language::grammar::{self, Parsed, TOKENS, parse};
use crate::model::Widget;
use crate::model::translate::check::{Check, check};
use crate::model::translate::{
    EXAMPLES, FIX, HEAD, LAYER, S, TranslateParams, Translated, WORD, cross_row, described,
    fixed_tokens, french_words, known_words, most_likely, quality_note, reading_note,
    resolution_note,
};
use crate::svg::Svg;
use crate::svg::shapes::grid;
use crate::ui::figure::{Extra, Figure, FigureSpec, Needs, saying};
use crate::ui::figure_save::SaveFigure;
use crate::ui::sentence::{SentenceBox, word_values};
use crate::ui::weights::{Weights, load_when_near};
use crate::ui::{ParamControl, ParamToggle, StatusLine};
use follow::FollowSentence;

impl super::WidgetView for TranslateParams {
    const FIGURES: &'static [FigureSpec] =
        &[FigureSpec::needing("cross-attention", Needs::Translator)];

    fn figure(&self, id: &str, extra: &Extra, _: f64) -> Option<Figure> {
        (id == "cross-attention").then(|| Some(cross_figure(self, extra.translator?).into()))?
    }

    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <TranslateWidget state=state /> }.into_any()
    }
}

/// The translate widget.
#[component]
pub fn TranslateWidget(
    /// The sentence, the layer and head shown, and the word described.
    state: RwSignal<TranslateParams>,
) -> impl IntoView {
    let root = NodeRef::<leptos::html::Div>::new();
    let weights = load_when_near(root);

    let sentence = Memo::new(move |_| state.with(|p| p.sentence.clone()));
    let parsed = Memo::new(move |_| parse(&sentence.get()));
    let note = Memo::new(move |_| parsed.with(reading_note));
    // The model's own translation, and the one with the reader's fixed words (the same when
    // none is fixed): the summary says what fixing changed.
    let free: Memo<Option<Translation>> = Memo::new(move |_| {
        let tokens = parsed.with(|p| p.tokens.clone());
        weights.with(|w| match w {
            Weights::Ready(t) if !tokens.is_empty() => Some(t.translate(&tokens)),
            _ => None,
        })
    });
    let fix = Memo::new(move |_| state.with(|p| p.fix.clone()));
    let word = Memo::new(move |_| state.with(|p| p.word));
    let translation: Memo<Option<Translation>> = Memo::new(move |_| {
        let fixed = fixed_tokens(&fix.get());
        if fixed.is_empty() {
            return free.get();
        }
        let tokens = parsed.with(|p| p.tokens.clone());
        weights.with(|w| match w {
            Weights::Ready(t) if !tokens.is_empty() => Some(t.translate_fixed(&tokens, &fixed)),
            _ => None,
        })
    });
    // The five most likely words where the described word is, given the words before it.
    let likely = Memo::new(move |_| {
        translation.with(|t| {
            let t = t.as_ref()?;
            let at = described(t, word.get());
            Some((at, most_likely(&t.probabilities(at), 5)))
        })
    });
    let layer = Memo::new(move |_| state.with(|p| p.layer));
    let head = Memo::new(move |_| state.with(|p| p.head));
    let summary = Memo::new(move |_| {
        weights.with(Weights::waiting).unwrap_or_else(|| {
            // The memos' steps, as the widget's output.
            let out = Translated {
                parsed: parsed.get(),
                free: free.get(),
                shown: translation.get(),
            };
            state.with(|p| p.summary(&out))
        })
    });

    // Picking or typing a sentence starts over: no word described, none fixed.
    let set_sentence = move |text: String| {
        state.update(|p| {
            p.sentence = text;
            p.word = 0;
            p.fix.clear();
        })
    };

    view! {
        <div class="translate-widget" node_ref=root>
            <SentenceBox
                param=&S
                id="translate-input"
                sentence=sentence
                on_input=Callback::new(set_sentence)
                examples=&EXAMPLES
                examples_label=m().examples()
                on_pick=Callback::new(move |e: &'static str| set_sentence(e.to_string()))
                note=note
            />
            <details class="translate-known">
                <summary>{m().known_words()}</summary>
                <p>{known_words().join(" · ")}</p>
            </details>
            <div class="translate-heads">
                <ParamToggle
                    param=&LAYER
                    value=Signal::derive(move || LAYER.word(layer.get() as f64))
                    set=Callback::new(move |v: &'static str| state.update(|p| p.layer = v.parse().unwrap_or(2)))
                />
                <ParamToggle
                    param=&HEAD
                    value=Signal::derive(move || HEAD.word(head.get() as f64))
                    set=Callback::new(move |v: &'static str| state.update(|p| p.head = v.parse().unwrap_or(1)))
                />
            </div>
            {output(state, translation, word)}
            {move || {
                let c = translation.with(|t| {
                    let t = t.as_ref()?;
                    parsed.with(|p| check(p, &t.output))
                });
                c.map(checked)
            }}
            {move || likely.get().map(|(at, words)| likely_words(state, fix, at, words))}
            {table(parsed, translation, word, layer, head)}
            <SaveFigure figure="cross-attention" />
            <FollowSentence
                state=state
                source=Signal::derive(move || parsed.with(|p| p.tokens.clone()))
                translation=translation
                weights=weights
            />
            <p class="honesty">{quality_note()} " " {resolution_note()}</p>
            <StatusLine text=summary />
        </div>
    }
}

/// The French the model writes, and its words as the picker of the word described.
fn output(
    state: RwSignal<TranslateParams>,
    translation: Memo<Option<Translation>>,
    word: Memo<usize>,
) -> impl IntoView {
    move || {
        translation.get().map(|t| {
            let words = french_words(&t);
            let picked = described(&t, word.get());
            let buttons = words
                .iter()
                .enumerate()
                .map(|(i, w)| {
                    view! {
                        <button
                            type="button"
                            class="word-button"
                            data-control=format!("out-{}", i + 1)
                            aria-pressed=(i == picked).to_string()
                            on:click=move |_| state.update(|p| p.word = i + 1)
                        >
                            {*w}
                        </button>
                    }
                })
                .collect_view();
            view! {
                <p class="translate-output" lang="fr">
                    <span class="translate-french">{grammar::display(&t.output)}</span>
                </p>
                <ParamControl param=&WORD>
                    <div class="translate-words" role="group" aria-label=m().french_words_group() lang="fr">
                        {buttons}
                    </div>
                </ParamControl>
            }
        })
    }
}

/// Whether the sentence is one of the grammar's, and the model's words marked right or wrong
/// against the grammar's French (marks in words and signs, not colour alone).
fn checked(c: Check) -> impl IntoView {
    let marks = match &c {
        Check::Grammar {
            words,
            exact: false,
            ..
        } => Some(
            words
                .iter()
                .map(|&(w, ok)| {
                    view! {
                        <li class=if ok { "mark-right" } else { "mark-wrong" }>
                            <span lang="fr">{w}</span>
                            <span aria-hidden="true">{if ok { " ✓" } else { " ✗" }}</span>
                            <span class="visually-hidden">{m().mark(ok)}</span>
                        </li>
                    }
                })
                .collect_view(),
        ),
        _ => None,
    };
    view! {
        <p class="translate-check">{c.note()}</p>
        {marks.map(|m| view! { <ol class="translate-marks" aria-label=crate::i18n::m().marks_group()>{m}</ol> })}
    }
}

/// The five most likely words at position `at` (from 0), each a button that fixes it there and
/// translates the rest again.
fn likely_words(
    state: RwSignal<TranslateParams>,
    fix: Memo<Vec<(usize, String)>>,
    at: usize,
    words: Vec<(&'static str, f64)>,
) -> impl IntoView {
    let buttons = words
        .into_iter()
        .enumerate()
        .map(|(k, (w, p))| {
            let fixed_here = fix.with(|f| f.iter().any(|x| x.0 == at + 1 && x.1 == w));
            view! {
                <button
                    type="button"
                    class="word-button"
                    data-control=format!("likely-{}", k + 1)
                    aria-pressed=fixed_here.to_string()
                    on:click=move |_| state.update(|s| {
                        s.fix.retain(|x| x.0 != at + 1);
                        s.fix.push((at + 1, w.to_string()));
                        s.fix.sort();
                        s.word = at + 1;
                    })
                >
                    {format!("{w} {}", percent(p))}
                </button>
            }
        })
        .collect_view();
    view! {
        <ParamControl param=&FIX>
        <div class="translate-likely" role="group" aria-label=m().likely_group(at + 1) lang="fr">
            <span class="toggle-label" aria-hidden="true">{m().likely_label(at + 1)}</span>
            {buttons}
            {move || (!fix.with(Vec::is_empty)).then(|| view! {
                <button type="button" class="button" data-control="unfix" on:click=move |_| state.update(|s| s.fix.clear())>
                    {m().unfix()}
                </button>
            })}
        </div>
        </ParamControl>
    }
}

/// The cross-attention of every French word over the English in the layer and head shown; on a
/// narrow screen, the described word's row alone.
fn table(
    parsed: Memo<Parsed>,
    translation: Memo<Option<Translation>>,
    word: Memo<usize>,
    layer: Memo<usize>,
    head: Memo<usize>,
) -> impl IntoView {
    move || {
        let source = parsed.with(|p| p.tokens.clone());
        translation.get().map(|t| {
            let words = french_words(&t);
            let picked = described(&t, word.get());
            let (l, h) = (layer.get(), head.get());
            let header = source
                .iter()
                .map(|&s| view! { <th scope="col">{TOKENS[s]}</th> })
                .collect_view();
            let rows = words
                .iter()
                .enumerate()
                .map(|(i, w)| {
                    let cells = cross_row(&t, l, h, i)
                        .iter()
                        .map(|&x| {
                            view! {
                                <td style:--w=format!("{:.3}", x)>{format!("{:.0}", x * 100.0)}</td>
                            }
                        })
                        .collect_view();
                    view! {
                        <tr class:picked=i == picked>
                            <th scope="row" lang="fr">{*w}</th>
                            {cells}
                        </tr>
                    }
                })
                .collect_view();
            // On a narrow screen, the picked word's row alone, wrapping, in place of the table (a
            // container query in style.css shows one or the other).
            let english: Vec<&'static str> = source.iter().map(|&k| TOKENS[k]).collect();
            let row = cross_row(&t, l, h, picked);
            let narrow = view! {
                <div class="translate-narrow">
                    <p class="translate-caption">
                        {m().row_caption(words.get(picked).copied().unwrap_or("?"), picked + 1, l, h)}
                    </p>
                    {word_values(
                        english,
                        row.iter().map(|x| format!("{:.0}", x * 100.0)).collect(),
                        row.iter().map(|&x| x as f64).collect(),
                        "en",
                    )}
                </div>
            };
            view! {
                {narrow}
                <div class="translate-full">
                <p class="translate-caption">
                    {m().table_caption(l, h)}
                </p>
                <div class="translate-grid-wrap" tabindex="0" role="region" aria-label=m().table_region()>
                    <table class="translate-grid">
                        <caption class="visually-hidden">
                            {m().table_hidden_caption(l, h)}
                        </caption>
                        <thead><tr><td></td>{header}</tr></thead>
                        <tbody>{rows}</tbody>
                    </table>
                </div>
                </div>
            }
        })
    }
}

/// The cross-attention table of the layer and head shown, for saving.
fn cross_figure(p: &TranslateParams, t: &Translator) -> Svg {
    let out = p.compute(t);
    let Some(tr) = out.shown.as_ref() else {
        return saying(m().nothing_to_save());
    };
    let french = french_words(tr);
    let english: Vec<&str> = out
        .parsed
        .tokens
        .iter()
        .map(|&k| TOKENS.get(k).copied().unwrap_or("?"))
        .collect();
    let cells: Vec<Vec<Option<f64>>> = (0..french.len())
        .map(|i| {
            cross_row(tr, p.layer, p.head, i)
                .iter()
                .map(|&v| Some(v as f64))
                .collect()
        })
        .collect();
    let heading = m().cross_figure(
        p.layer,
        p.head,
        described(tr, p.word) + 1,
        french.get(described(tr, p.word)).copied().unwrap_or("?"),
    );
    grid(&heading, &french, &english, &cells)
}
