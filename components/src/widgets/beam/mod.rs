//! `beam`: the translator writing one sentence greedily, by beam search (the beam at each step,
//! kept and pruned, and the final ranking with the length penalty), or by sampling for contrast.
//!
//! Both checkpoints' weights come as the widget nears the screen (`ui::weights`).

mod tables;

use std::sync::Arc;

use leptos::prelude::*;

use crate::i18n::m;
use crate::kernel::decoding::beam::{Hypothesis, Search};
use crate::kernel::decoding::sample::Sample;
use crate::kernel::decoding::shipped::BEAM_WINS;
use crate::kernel::decoding::translator::Translator;
use crate::kernel::language::grammar::{self, parse};
use crate::kernel::sampling::next_seed;
use crate::model::Widget;
use crate::model::beam::{
    ALPHA_PARAM, BeamParams, CKPT, DRAWS, K, MODE, S, SEED, STEP, T, Way, Written, averaging_note,
    held_out_note, log_p, partial, shown_step,
};
use crate::model::translate::reading_note;
use crate::ui::background::{after_paint, in_slices};
use crate::ui::sentence::SentenceBox;
use crate::ui::weights::{Checkpoint, Weights, load_checkpoint_when_near};
use crate::ui::{ParamControl, ParamSlider, ParamToggle, StatusLine};
use tables::{held_out_table, ranked_table};

impl super::WidgetView for BeamParams {
    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <BeamWidget state=state /> }.into_any()
    }
}

/// One hypothesis as the beam's list writes it: the partial French and its log-probability.
#[derive(Clone, PartialEq)]
struct Line {
    text: String,
    score: String,
}

impl Line {
    fn of(h: &Hypothesis) -> Self {
        Self {
            text: partial(h),
            score: log_p(h.score),
        }
    }
}

/// The beam at the step shown, as lines: the kept, best first, then the best of the pruned.
type BeamLines = Option<(Vec<Line>, Vec<Line>)>;

/// The kept lines, or the pruned ones.
fn lines_of(lines: &BeamLines, kept: bool) -> Option<&Vec<Line>> {
    lines.as_ref().map(|(k, p)| if kept { k } else { p })
}

/// A list's items, kept or pruned: one item a line, each a place whose text follows its line, so
/// a press of a slider rewrites the text that changed and adds or removes only the items the
/// beam gained or lost (two lists built again on each press cost about 3 ms of script a press of
/// the width slider at 3.21x CPU). A pruned item is faded, and says so to a screen reader.
fn beam_items(lines: Memo<BeamLines>, kept: bool) -> impl IntoView {
    let count = move || lines.with(|l| lines_of(l, kept).map_or(0, Vec::len));
    let field = move |i: usize, part: fn(&Line) -> &str| {
        move || {
            lines.with(|l| {
                lines_of(l, kept)
                    .and_then(|v| v.get(i))
                    .map(|line| part(line).to_string())
                    .unwrap_or_default()
            })
        }
    };
    let hidden = if kept { "" } else { m().pruned() };
    view! {
        <For each=move || 0..count() key=|i| *i let(i)>
            <li class:pruned=!kept>
                <span class="beam-french" lang="fr">{field(i, |l| &l.text)}</span>
                <span class="beam-score">{field(i, |l| &l.score)}</span>
                <span class="visually-hidden">{hidden}</span>
            </li>
        </For>
    }
}

/// The searches of every beam width for one sentence and one set of weights.
#[derive(Default)]
struct Searches {
    /// The sentence's tokens and whether the weights are the early ones.
    key: (Vec<usize>, bool),
    /// Index k − 1.
    by_width: Vec<Option<Search>>,
}

impl Searches {
    fn get(&self, key: &(Vec<usize>, bool), k: usize) -> Option<Search> {
        (self.key == *key).then(|| self.by_width.get(k - 1).cloned().flatten())?
    }

    fn put(&mut self, key: &(Vec<usize>, bool), k: usize, search: Search) {
        if self.key != *key {
            self.key = key.clone();
            self.by_width = vec![None; K.int_range().1 as usize];
        }
        if let Some(slot) = self.by_width.get_mut(k - 1) {
            *slot = Some(search);
        }
    }

    /// The narrowest width not searched yet for `key`.
    fn missing(&self, key: &(Vec<usize>, bool)) -> Option<usize> {
        (self.key == *key).then(|| {
            self.by_width
                .iter()
                .position(Option::is_none)
                .map(|i| i + 1)
        })?
    }
}

/// Searches the widths still missing for `key`, one per background slice, until the key changes.
fn fill_in_background(
    searches: StoredValue<Searches>,
    tr: Arc<Translator>,
    key: (Vec<usize>, bool),
) {
    in_slices(move || {
        // `try_`: the widget may have gone.
        let Some(Some(k)) = searches.try_with_value(|c| c.missing(&key)) else {
            return false;
        };
        let found = tr.beam(&key.0, k, 0.0);
        searches
            .try_update_value(|c| c.put(&key, k, found))
            .is_some()
    });
}

/// The beam widget.
#[component]
pub fn BeamWidget(
    /// The sentence, the beam's width and penalty, the weights, and the sampling settings.
    state: RwSignal<BeamParams>,
) -> impl IntoView {
    let root = NodeRef::<leptos::html::Div>::new();
    let early = Memo::new(move |_| state.with(|p| p.early));
    let weights = load_checkpoint_when_near(
        root,
        Signal::derive(move || {
            if early.get() {
                Checkpoint::Early
            } else {
                Checkpoint::Final
            }
        }),
    );
    let translator = Signal::derive(move || match weights.get() {
        Weights::Ready(t) => Some(t),
        _ => None,
    });

    // The controls read the state; the search, the draws and everything they feed read it
    // after the frame that answers a press is painted, so a slider moves at once and a beam of 8
    // is searched once for however many presses came meanwhile.
    let shown = after_paint(state);
    let sentence = Memo::new(move |_| state.with(|p| p.sentence.clone()));
    let parsed = Memo::new(move |_| shown.with(|p| parse(&p.sentence)));
    let note = Memo::new(move |_| parsed.with(reading_note));
    let source = Memo::new(move |_| parsed.with(|p| p.tokens.clone()));
    let k = Memo::new(move |_| state.with(|p| p.k));
    let alpha = Memo::new(move |_| state.with(|p| p.alpha));
    let sampling = Memo::new(move |_| state.with(|p| p.sample));
    let t = Memo::new(move |_| state.with(|p| p.t));
    let step = Memo::new(move |_| state.with(|p| p.step));
    let k_shown = Memo::new(move |_| shown.with(|p| p.k));
    let alpha_shown = Memo::new(move |_| shown.with(|p| p.alpha));
    let sampling_shown = Memo::new(move |_| shown.with(|p| p.sample));
    let drawn_with = Memo::new(move |_| shown.with(|p| (p.t, p.seed)));
    let step_shown = Memo::new(move |_| shown.with(|p| p.step));

    let ready = move || -> Option<(Arc<Translator>, Vec<usize>)> {
        let source = source.get();
        (!source.is_empty()).then_some(())?;
        Some((translator.get()?, source))
    };
    let greedy = Memo::new(move |_| {
        ready().map(|(tr, source)| grammar::display(&tr.translate(&source).output))
    });
    // Every width's search for the sentence and weights shown, filled in background slices once
    // the first is shown, so that moving k only looks one up (a beam of 8 on a sentence that runs
    // to the length cap is a long task on a slow phone).
    let searches: StoredValue<Searches> = StoredValue::new(Searches::default());
    let search: Memo<Option<Search>> = Memo::new(move |_| {
        if sampling_shown.get() {
            return None;
        }
        let (tr, source) = ready()?;
        let key = (source, early.get_untracked());
        let k = k_shown.get();
        // α only ranks the finished sentences (`model::beam::ranking`), so moving it searches
        // nothing again.
        if let Some(found) = searches.with_value(|c| c.get(&key, k)) {
            return Some(found);
        }
        let found = tr.beam(&key.0, k, 0.0);
        searches.update_value(|c| c.put(&key, k, found.clone()));
        fill_in_background(searches, tr, key);
        Some(found)
    });
    let draws: Memo<Option<Vec<Sample>>> = Memo::new(move |_| {
        if !sampling_shown.get() {
            return None;
        }
        let (t, seed) = drawn_with.get();
        ready().map(|(tr, source)| tr.samples(&source, t, seed, DRAWS))
    });
    let summary = Memo::new(move |_| {
        if let Some(w) = weights.with(Weights::waiting) {
            return w;
        }
        // The memos' search or draws, as the widget's output.
        let written = Written {
            way: match (draws.get(), search.get()) {
                (Some(d), _) => Way::Sample(d),
                (None, Some(s)) => Way::Search(s),
                (None, None) => Way::Nothing,
            },
            greedy: greedy.get().unwrap_or_default(),
        };
        shown.with(|p| p.summary(&written))
    });

    // A new sentence shows its search's last step.
    let set_sentence = move |text: String| {
        state.update(|p| {
            p.sentence = text;
            p.step = 0;
        })
    };

    let total = Memo::new(move |_| search.with(|s| s.as_ref().map_or(0, |s| s.steps.len())));
    let at = Memo::new(move |_| {
        search.with(|s| s.as_ref().map_or(0, |s| shown_step(s, step_shown.get())))
    });
    let steps = Steps {
        search,
        total,
        at,
        step,
        sampling,
    };

    view! {
        <div class="beam-widget" node_ref=root>
            <SentenceBox
                param=&S
                id="beam-input"
                sentence=sentence
                on_input=Callback::new(set_sentence)
                examples=BEAM_WINS
                examples_label=m().beam_examples()
                on_pick=Callback::new(move |e: &'static str| set_sentence(e.to_string()))
                note=note
            />
            {controls(state, early, sampling, k, alpha, t)}
            {move || greedy.get().map(|g| view! {
                <p class="beam-greedy">{m().greedy_label()} <span lang="fr">{g}</span></p>
            })}
            {steps.slider(state)}
            {steps.beam()}
            <Show when=move || search.with(Option::is_some)>
                {ranked_table(search, alpha_shown)}
            </Show>
            {move || draws.get().map(|d| sampled_list(&d, &greedy.get().unwrap_or_default()))}
            {move || held_out_table(early.get(), k_shown)}
            <p class="honesty">{move || held_out_note(early.get())}</p>
            <p class="honesty">{averaging_note()}</p>
            <StatusLine text=summary />
        </div>
    }
}

/// The weights, the way of writing, and the settings of that way.
fn controls(
    state: RwSignal<BeamParams>,
    early: Memo<bool>,
    sampling: Memo<bool>,
    k: Memo<usize>,
    alpha: Memo<f64>,
    t: Memo<f64>,
) -> impl IntoView {
    view! {
        <div class="controls">
            <ParamToggle
                param=&CKPT
                value=Signal::derive(move || if early.get() { "early" } else { "final" })
                set=Callback::new(move |v: &'static str| state.update(|p| p.early = v == "early"))
            />
            <ParamToggle
                param=&MODE
                value=Signal::derive(move || if sampling.get() { "sample" } else { "search" })
                set=Callback::new(move |v: &'static str| state.update(|p| p.sample = v == "sample"))
            />
            {move || if sampling.get() {
                view! {
                    <ParamSlider param=&T value=t set=Callback::new(move |v: f64| state.update(|p| p.t = v)) />
                    <ParamControl param=&SEED>
                        <button
                            type="button"
                            class="button"
                            data-control="reroll"
                            on:click=move |_| state.update(|p| p.seed = next_seed(p.seed))
                        >
                            {m().draw_again()}
                        </button>
                    </ParamControl>
                }
                .into_any()
            } else {
                view! {
                    <ParamSlider
                        param=&K
                        value=Signal::derive(move || k.get() as f64)
                        set=Callback::new(move |v: f64| state.update(|p| {
                            p.k = v as usize;
                            p.step = 0;
                        }))
                    />
                    <ParamSlider
                        param=&ALPHA_PARAM
                        value=alpha
                        set=Callback::new(move |v: f64| state.update(|p| p.alpha = v))
                    />
                }
                .into_any()
            }}
        </div>
    }
}

/// The search step by step: which step is shown, and the beam there.
#[derive(Clone, Copy)]
struct Steps {
    search: Memo<Option<Search>>,
    /// Steps the search took.
    total: Memo<usize>,
    /// The step shown, from 0.
    at: Memo<usize>,
    /// The link's step (0 for the last).
    step: Memo<usize>,
    sampling: Memo<bool>,
}

impl Steps {
    /// The step slider, over the search's own steps, 1 to its last (0 in a link means the last).
    /// Outside the list it moves, so that it keeps its focus while the list is drawn again.
    fn slider(self, state: RwSignal<BeamParams>) -> impl IntoView {
        let Steps {
            total,
            at,
            step,
            sampling,
            ..
        } = self;
        view! {
            <div class="beam-step" hidden=move || sampling.get() || total.get() == 0>
                <ParamSlider
                    param=&STEP
                    values=Signal::derive(move || (1..=total.get().max(2)).map(|s| s as f64).collect::<Vec<_>>())
                    value=Signal::derive(move || {
                        let (s, n) = (step.get(), total.get());
                        (if (1..=n).contains(&s) { s } else { n.max(1) }) as f64
                    })
                    set=Callback::new(move |v: f64| state.update(|p| {
                        p.step = (v as usize).min(total.get_untracked().max(1));
                    }))
                    says=Signal::derive(move || m().step_of(at.get() + 1, total.get()))
                />
            </div>
        }
    }

    /// The beam at the step shown: kept hypotheses, best first, then the best of the pruned.
    fn beam(self) -> impl IntoView {
        let Steps { search, at, .. } = self;
        let lines: Memo<BeamLines> = Memo::new(move |_| {
            search.with(|s| {
                let shown = &s.as_ref()?.steps[at.get()];
                Some((
                    shown.kept.iter().map(Line::of).collect(),
                    shown.pruned.iter().map(Line::of).collect(),
                ))
            })
        });
        let n = move || at.get() + 1;
        let caption = move || {
            let kept = lines.with(|l| lines_of(l, true).map_or(0, Vec::len));
            m().beam_caption(n(), kept)
        };
        view! {
            <Show when=move || lines.with(Option::is_some)>
                <p class="beam-caption">{caption}</p>
                <ol class="beam-list" role="list" aria-label=move || m().beam_lists(n()).0>
                    {beam_items(lines, true)}
                </ol>
                <ol class="beam-list" role="list" aria-label=move || m().beam_lists(n()).1>
                    {beam_items(lines, false)}
                </ol>
            </Show>
        }
    }
}

/// The sampled sentences, those that are greedy decoding's marked.
fn sampled_list(draws: &[Sample], greedy: &str) -> impl IntoView + use<> {
    let items = draws
        .iter()
        .map(|s| {
            let french = grammar::display(&s.tokens);
            let same = french == greedy;
            view! {
                <li class:same=same>
                    <span class="beam-french" lang="fr">{french}</span>
                    <span class="beam-score">{log_p(s.score)}</span>
                </li>
            }
        })
        .collect_view();
    view! {
        <p class="beam-caption">{m().sampled(DRAWS).0}</p>
        <ol class="beam-list" role="list" aria-label=m().sampled(DRAWS).1>{items}</ol>
    }
}
