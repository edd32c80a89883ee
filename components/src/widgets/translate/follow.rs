//! The translate widget's stepper: one sentence followed through the shipped translator, stage
//! by stage, with the numbers the model computed at each (`kernel::decoding::walk`).

use leptos::prelude::*;

use crate::format::fixed_signed;
use crate::i18n::m;
use crate::kernel::decoding::translator::Translation;
use crate::kernel::decoding::walk::{STAGES, Walk, walk};
use crate::kernel::language::grammar::TOKENS;
use crate::model::translate::follow::{
    before_chosen, focus_word, highest, in_decoder, stage_text, written,
};
use crate::model::translate::{POS, STAGE, TranslateParams};
use crate::ui::ParamControl;
use crate::ui::sentence::word_values;
use crate::ui::weights::Weights;

/// A number as the stepper prints it: two decimals, a true minus sign.
fn number(x: f64) -> String {
    fixed_signed(x, 2)
}

/// A row of numbers, each cell shaded by its size against the largest in the row (blue above
/// zero, vermillion below; the sign is printed too, so the colour only doubles it).
fn vector(label: String, values: &[f64]) -> impl IntoView + use<> {
    let largest = values.iter().fold(0.0f64, |m, v| m.max(v.abs())).max(1e-9);
    let cells = values
        .iter()
        .map(|&v| {
            view! {
                <li
                    class:negative=v < 0.0
                    style:--w=format!("{:.3}", v.abs() / largest)
                >
                    {number(v)}
                </li>
            }
        })
        .collect_view();
    view! {
        <figure class="stepper-figure">
            <figcaption>{label.clone()}</figcaption>
            <ol class="vector" role="list" aria-label=label>{cells}</ol>
        </figure>
    }
}

/// One row of an attention map (or any row over words) under its caption: each word with its
/// value; `shade` holds each value's shade from 0 to 1.
fn word_row(
    caption: String,
    words: Vec<&'static str>,
    values: Vec<String>,
    shade: Vec<f64>,
    lang: &'static str,
) -> impl IntoView + use<> {
    view! {
        <figure class="stepper-figure">
            <figcaption>{caption}</figcaption>
            {word_values(words, values, shade, lang)}
        </figure>
    }
}

fn words(tokens: &[usize]) -> Vec<&'static str> {
    tokens
        .iter()
        .map(|&t| TOKENS.get(t).copied().unwrap_or("?"))
        .collect()
}

fn percents(values: &[f64]) -> (Vec<String>, Vec<f64>) {
    (
        values.iter().map(|p| format!("{:.0}", p * 100.0)).collect(),
        values.to_vec(),
    )
}

/// The `n` highest values over the vocabulary as a two-column table.
fn ranking(
    caption: String,
    rows: Vec<(&'static str, f64)>,
    as_percent: bool,
) -> impl IntoView + use<> {
    let body = rows
        .into_iter()
        .map(|(w, v)| {
            let shown = if as_percent {
                crate::format::percent(v)
            } else {
                number(v)
            };
            view! { <tr><th scope="row" lang="fr">{w}</th><td>{shown}</td></tr> }
        })
        .collect_view();
    view! {
        <table class="stepper-ranking">
            <caption>{caption}</caption>
            <tbody>{body}</tbody>
        </table>
    }
}

/// The numbers of stage `stage` (from 1).
fn numbers(w: &Walk, stage: usize) -> AnyView {
    let captions = m().stepper_weights(
        TOKENS.get(w.source[w.focus]).copied().unwrap_or("?"),
        w.d_k,
        w.d_model,
    );
    let f = TOKENS.get(w.source[w.focus]).copied().unwrap_or("?");
    let src = words(&w.source);
    match stage {
        1 => {
            let ids: Vec<String> = w.source.iter().map(|t| t.to_string()).collect();
            let shade = vec![0.0; ids.len()];
            word_row(m().stepper_row_numbers().into(), src, ids, shade, "en").into_any()
        }
        2 => vector(m().stepper_embedding(f, w.d_model), &w.embedded).into_any(),
        3 => view! {
            {vector(m().stepper_position(w.focus, f, w.d_model).0, &w.position)}
            {vector(m().stepper_position(w.focus, f, w.d_model).1, &w.input)}
        }
        .into_any(),
        4 => {
            let shade: Vec<f64> = {
                let top = w.scores.iter().fold(1e-9f64, |m, s| m.max(s.abs()));
                w.scores.iter().map(|s| s.max(0.0) / top).collect()
            };
            word_row(
                m().stepper_scores(f, w.head + 1),
                src,
                w.scores.iter().map(|&s| number(s)).collect(),
                shade,
                "en",
            )
            .into_any()
        }
        5 => {
            let (v, s) = percents(&w.weights);
            view! {
                {word_row(captions[0].clone(), src, v, s, "en")}
                {vector(captions[1].clone(), &w.head_out)}
                {vector(captions[2].clone(), &w.attended)}
            }
            .into_any()
        }
        6 => vector(m().stepper_normed(f), &w.normed).into_any(),
        7 => view! {
            {vector(m().stepper_ffn(w.d_ff, f).0, &w.hidden)}
            {vector(m().stepper_ffn(w.d_ff, f).1, &w.encoded)}
        }
        .into_any(),
        8 => {
            let (mv, ms) = percents(&w.masked);
            let (cv, cs) = percents(&w.cross);
            let (l, h) = (w.layer + 1, w.head + 1);
            view! {
                {word_row(m().stepper_decoder(l, h).0, written(w), mv, ms, "fr")}
                {word_row(m().stepper_decoder(l, h).1, src, cv, cs, "en")}
            }
            .into_any()
        }
        9 => ranking(
            m().stepper_ranking(false, w.vocab),
            highest(&w.logits, 5),
            false,
        )
        .into_any(),
        10 => ranking(
            m().stepper_ranking(true, w.vocab),
            highest(&w.probabilities, 5),
            true,
        )
        .into_any(),
        _ => {
            let chosen = TOKENS.get(w.chosen).copied().unwrap_or("?");
            view! {
                <p class="stepper-chosen" lang="fr">
                    {before_chosen(w)}<mark>{chosen}</mark>
                </p>
            }
            .into_any()
        }
    }
}

/// The stepper, under the translate widget's table.
#[component]
pub fn FollowSentence(
    /// The widget's state: `stage`, `pos`, `layer` and `head` are read and written here.
    state: RwSignal<TranslateParams>,
    /// The English tokens.
    #[prop(into)]
    source: Signal<Vec<usize>>,
    /// The translation shown above (with any fixed words).
    translation: Memo<Option<Translation>>,
    /// The shipped weights.
    weights: Signal<Weights>,
) -> impl IntoView {
    let stage = Memo::new(move |_| state.with(|p| p.stage));
    let length = Memo::new(move |_| translation.with(|t| t.as_ref().map_or(0, |t| t.output.len())));
    let pos = Memo::new(move |_| state.with(|p| p.pos).clamp(1, length.get().max(1)));
    let walked: Memo<Option<Walk>> = Memo::new(move |_| {
        let stage = stage.get();
        if stage == 0 {
            return None;
        }
        let (layer, head) = state.with(|p| (p.layer, p.head));
        let tokens = source.get();
        translation.with(|t| {
            let t = t.as_ref()?;
            weights.with(|w| match w {
                Weights::Ready(tr) => walk(
                    &tr.model,
                    &tr.weights,
                    (&tokens, &t.output),
                    focus_word(&tokens),
                    (layer - 1, head - 1),
                    pos.get() - 1,
                ),
                _ => None,
            })
        })
    });

    let panel = move || {
        walked.with(|w| {
            w.as_ref().map(|w| {
                let k = stage.get();
                let t = stage_text(w, k);
                view! {
                    <div class="stepper-panel">
                        <p class="stepper-title">{t.title}</p>
                        <p class="stepper-shape">{m().stepper_shape(&t.shape)}</p>
                        <p>{t.text}</p>
                        {numbers(w, k)}
                    </div>
                }
            })
        })
    };

    view! {
        <div class="stepper">
            <ParamControl param=&STAGE>
            <button
                type="button"
                class="button"
                data-control="stepper"
                aria-expanded=move || (stage.get() > 0).to_string()
                on:click=move |_| state.update(|p| p.stage = if p.stage == 0 { 1 } else { 0 })
            >
                {move || m().stepper_button(stage.get() > 0)}
            </button>
            </ParamControl>
            <Show when=move || { stage.get() > 0 }>
                <ParamControl param=&STAGE>
                    <ol class="stepper-stages" role="list" aria-label=m().stepper_stages()>{stage_list(state, stage)}</ol>
                </ParamControl>
                {panel}
                {navigation(state, stage, pos, length)}
            </Show>
        </div>
    }
}

/// The stages, each a button that opens it.
fn stage_list(state: RwSignal<TranslateParams>, stage: Memo<usize>) -> impl IntoView {
    m().stage_names()
        .into_iter()
        .enumerate()
        .map(|(i, name)| {
            let k = i + 1;
            view! {
                <li>
                    <button
                        type="button"
                        class="stepper-stage"
                        data-control=format!("stage-{k}")
                        aria-current=move || (stage.get() == k).then_some("step")
                        on:click=move |_| state.update(|p| p.stage = k)
                    >
                        {format!("{k}. {name}")}
                    </button>
                </li>
            }
        })
        .collect_view()
}

/// The word the decoder writes (at its stages), and the previous and next stage.
fn navigation(
    state: RwSignal<TranslateParams>,
    stage: Memo<usize>,
    pos: Memo<usize>,
    length: Memo<usize>,
) -> impl IntoView {
    let nav = m().stepper_nav();
    view! {
    <Show when=move || in_decoder(stage.get())>
        <ParamControl param=&POS>
        <div class="stepper-pos" role="group" aria-label=nav[0]>
            <button
                type="button"
                class="button"
                data-control="pos-prev"
                disabled={move || pos.get() <= 1}
                on:click=move |_| {
                    // Read before the update: the memo reads the state it writes.
                    let before = pos.get_untracked().saturating_sub(1).max(1);
                    state.update(|p| p.pos = before);
                }
            >
                {nav[1]}
            </button>
            <span>{move || m().stepper_word(pos.get(), length.get())}</span>
            <button
                type="button"
                class="button"
                data-control="pos-next"
                disabled={move || pos.get() >= length.get()}
                on:click=move |_| {
                    let after = (pos.get_untracked() + 1).min(length.get_untracked());
                    state.update(|p| p.pos = after);
                }
            >
                {nav[2]}
            </button>
        </div>
        </ParamControl>
    </Show>
    <ParamControl param=&STAGE>
    <div class="stepper-nav">
        <button
            type="button"
            class="button"
            data-control="stage-prev"
            disabled={move || stage.get() <= 1}
            on:click=move |_| state.update(|p| p.stage = p.stage.saturating_sub(1).max(1))
        >
            {nav[3]}
        </button>
        <button
            type="button"
            class="button"
            data-control="stage-next"
            disabled={move || stage.get() >= STAGES}
            on:click=move |_| state.update(|p| p.stage = (p.stage + 1).min(STAGES))
        >
            {nav[4]}
        </button>
    </div>
    </ParamControl>
    }
}
