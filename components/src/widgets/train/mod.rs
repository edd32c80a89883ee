//! `train`: the paper's model in miniature, trained live in a Web Worker while the reader watches
//! its loss fall and its attention form.
//!
//! The page only sends [`Command`]s and draws the [`Report`]s that come back; the training itself
//! (`kernel::network`) runs in the worker's own wasm (`worker/src/main.rs`), which is fetched
//! when the widget comes near the screen or Train is pressed, never with the page.

mod chart;
mod maps;
mod settings;
mod worker;

use std::rc::Rc;

use leptos::html::Div;
use leptos::prelude::*;
use send_wrapper::SendWrapper;

use crate::format::group;
use crate::kernel::network::Task;
use crate::model::Widget;
use crate::model::train::{
    Attempt, Command, Curves, Report, Snapshot, TrainParams, TrainingChart, example_sequence,
    parse_sentence, parse_sequence, sequence_text,
};
use crate::ui::attach::{listen, when_near, while_on_screen};
use crate::ui::background::READER_INPUT;
use crate::ui::chart::readable_chart;
use crate::ui::{StatusLine, ToggleGroup};
use maps::layer_maps;
use worker::{Heard, Shared};

impl crate::widgets::WidgetView for TrainParams {
    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <TrainWidget state=state /> }.into_any()
    }
}

/// How often the status line may speak while training (ms): a screen reader should hear the run
/// progress, not a stream of numbers.
const STATUS_EVERY_MS: f64 = 2_000.0;

/// What the page knows of the run.
#[derive(Debug, Clone, Default, PartialEq)]
struct Live {
    /// The latest snapshot.
    last: Option<Snapshot>,
    /// This run's curves.
    now: Curves,
    /// The previous run's, kept when a new run starts.
    before: Option<Curves>,
    /// Snapshots of the run before a reset are still on their way; they are dropped until the
    /// new run's first (at step 0) arrives.
    awaiting_reset: bool,
    /// Why the worker could not be used, if it could not.
    problem: Option<String>,
}

/// The least time between two [`Command::Yield`]s the page sends (ms); the worker holds back
/// for a little longer than this after each.
const YIELD_EVERY_MS: f64 = 100.0;

/// The training widget.
#[component]
pub fn TrainWidget(
    /// The run's settings, step limit and autostart.
    state: RwSignal<TrainParams>,
) -> impl IntoView {
    let live = RwSignal::new(Live::default());
    let attempt = RwSignal::new(None::<Attempt>);
    let said = RwSignal::new(String::new());
    let last_said = StoredValue::new(0.0f64);
    let conn: StoredValue<Shared, LocalStorage> = StoredValue::new_local(Shared::default());
    let root = NodeRef::<Div>::new();
    let task = Memo::new(move |_| state.with(|p| p.settings.task));

    // A new run: the page keeps the curves of the one that had started, for comparison.
    let reset = move |p: TrainParams| {
        live.update(|l| {
            if !l.now.losses.is_empty() {
                l.before = Some(l.now.clone());
            }
            l.now = Curves::default();
            l.awaiting_reset = true;
        });
        attempt.set(None);
        conn.with_value(|c| c.borrow_mut().send(&Command::Reset(p)));
    };

    // A run nobody can see is paused: a hidden tab, or an embed in a page left in the
    // background, would otherwise take a core for nothing, without end when the link sets no
    // step limit. The reader is told when they come back.
    let paused_unseen = StoredValue::new(false);
    let pause_unseen = move || {
        paused_unseen.set_value(true);
        conn.with_value(|c| c.borrow_mut().send(&Command::Pause));
    };

    let on_report = move |report: Report| match report {
        Report::Snapshot(snap) => {
            if snap.running && page_hidden() {
                pause_unseen();
            }
            let mut speak = None;
            live.update(|l| {
                if l.awaiting_reset && snap.step != 0 {
                    return;
                }
                l.awaiting_reset = false;
                let clock = js_sys::Date::now();
                // The first check at 99% or more is news worth saying at once.
                let was = l.now.checks.last().map_or(0.0, |c| c.1);
                let milestone = was < 0.99 && snap.checks.iter().any(|c| c.1 >= 0.99);
                if !snap.running || milestone || clock - last_said.get_value() >= STATUS_EVERY_MS {
                    last_said.set_value(clock);
                    speak = Some(state.with_untracked(|p| p.summary(&Some(snap.clone()))));
                }
                l.now.extend(&snap);
                l.last = Some(snap);
            });
            if let Some(text) = speak {
                said.set(text);
            }
        }
        Report::Attempt(a) => attempt.set(Some(a)),
    };

    // Starts a worker unless one runs: it gets the current settings once it listens. When it
    // fails, the widget goes back to an untrained model with the reason above it, and the next
    // Train, Step or Reset starts a fresh worker.
    let start = move || {
        let shared = conn.with_value(Rc::clone);
        let started = worker::start(
            &shared,
            move || Command::Reset(state.get_untracked()),
            move |heard| match heard {
                Heard::Ready => live.update(|l| l.problem = None),
                Heard::Report(report) => on_report(report),
                Heard::Failed(why) => {
                    live.update(|l| {
                        *l = Live {
                            before: l.before.take(),
                            problem: Some(why),
                            ..Live::default()
                        }
                    });
                    attempt.set(None);
                    said.set(String::new());
                }
            },
        );
        if started {
            // Its first snapshot is the fresh run's, at step 0.
            live.update(|l| l.awaiting_reset = true);
        }
    };

    // The worker goes when the widget does.
    let held = SendWrapper::new(conn);
    on_cleanup(move || held.take().with_value(|c| c.borrow_mut().stop()));

    // Settings changed: a new run (the effect's first pass only reads them).
    Effect::new(move |first: Option<()>| {
        let p = state.get();
        if first.is_some() && conn.with_value(|c| c.borrow().is_started()) {
            reset(p);
        }
    });

    // What the chart and the maps draw: the run as it is while the widget is on screen (or
    // nearly), and as it was when it left, so a run going on while the reader is elsewhere on
    // the page costs the page no drawing at all; the picture catches up when they come back.
    // Copies of the curves share their values, so keeping the drawn one costs no copy.
    let in_view = RwSignal::new(false);
    let drawn_live = Memo::new(move |before: Option<&Live>| match before {
        Some(before) if !in_view.get() => before.clone(),
        _ => live.get(),
    });

    Effect::new(move |_| {
        if let Some(el) = root.get() {
            let el: web_sys::Element = el.into();
            while_on_screen(&el, "200px", move |on| in_view.set(on));
            when_near(&el, "400px", move || {
                start();
                if state.get_untracked().run {
                    conn.with_value(|c| c.borrow_mut().send(&Command::Run));
                }
            });
        }
    });

    let running = Memo::new(move |_| live.with(|l| l.last.as_ref().is_some_and(|s| s.running)));
    Effect::new(move |_| {
        let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        listen(&doc, "visibilitychange", move |_| {
            if page_hidden() {
                if running.get_untracked() {
                    pause_unseen();
                }
            } else if paused_unseen.get_value() {
                paused_unseen.set_value(false);
                let step = live.with_untracked(|l| l.last.as_ref().map_or(0, |s| s.step));
                said.set(format!(
                    "Paused at step {} while the page was hidden. Press Train to go on.",
                    group(step)
                ));
            }
        });
    });
    // While it trains, the reader's key presses, pointer presses and slider moves anywhere on
    // the page ask the worker to hold back for a moment (at most ten times a second): on a
    // two-core machine the worker otherwise takes the core the page's frames need. The listeners
    // are there only while it trains: every press on the page pays for each listener it calls.
    let last_yield = Rc::new(std::cell::Cell::new(f64::NEG_INFINITY));
    Effect::new(move |_| {
        let Some(window) = web_sys::window().filter(|_| running.get()) else {
            return;
        };
        for kind in READER_INPUT {
            let last_yield = last_yield.clone();
            listen(&window, kind, move |_| {
                let clock = js_sys::Date::now();
                if clock - last_yield.get() >= YIELD_EVERY_MS {
                    last_yield.set(clock);
                    conn.with_value(|c| c.borrow().send_if_ready(&Command::Yield));
                }
            });
        }
    });
    let stopped_for_good = Memo::new(move |_| {
        live.with(|l| {
            l.last.as_ref().is_some_and(|s| {
                s.diverged.is_some() || {
                    let limit = state.with_untracked(|p| p.steps);
                    limit > 0 && s.step >= limit
                }
            })
        })
    });
    let toggle = move |_| {
        start();
        let command = if running.get_untracked() {
            Command::Pause
        } else {
            Command::Run
        };
        conn.with_value(|c| c.borrow_mut().send(&command));
    };
    let step_once = move |_| {
        start();
        conn.with_value(|c| c.borrow_mut().send(&Command::Step));
    };
    let compare = RwSignal::new(true);
    let chart = readable_chart(
        "Chart of training: the loss after each step, the share of held-out sequences solved at \
         each check, and the learning rate under them. Arrow keys read it step by step.",
        "chart chart-tall",
        move || {
            let l = drawn_live.get();
            let p = state.get();
            TrainingChart {
                now: l.now,
                before: l.before.filter(|_| compare.get()),
                warmup: p.settings.warmup,
                d_model: p.settings.shape.d_model,
                limit: p.steps,
                task: p.settings.task,
            }
        },
        chart::draw,
    );
    let summary = Signal::derive(move || {
        let text = said.get();
        if text.is_empty() {
            state.with(|p| p.summary(&None))
        } else {
            text
        }
    });
    let example_maps =
        Signal::derive(move || drawn_live.with(|l| l.last.as_ref().map(|s| s.maps.clone())));
    let layers = Memo::new(move |_| state.with(|p| p.settings.shape.layers));
    let heads = Memo::new(move |_| state.with(|p| p.settings.shape.heads));
    let layer = RwSignal::new(0usize);
    Effect::new(move |_| {
        if layer.get_untracked() >= layers.get() {
            layer.set(0);
        }
    });
    let example_line = move || {
        drawn_live.with(|l| {
            l.last.as_ref().map_or_else(
                || "Watched example: the model has not answered yet.".to_string(),
                |s| {
                    let task = task.get();
                    let right = task.answer(&s.example) == s.answer;
                    format!(
                        "Watched example: {} → the model answers {} ({}).",
                        sequence_text(task, &s.example, false),
                        sequence_text(task, &s.answer, true),
                        if right { "right" } else { "not yet right" }
                    )
                },
            )
        })
    };
    let typed = RwSignal::new(String::new());
    let typed_error = RwSignal::new(None::<String>);
    let try_it = move || {
        let len = state.with_untracked(|p| p.settings.shape.len);
        let parsed = if task.get_untracked() == Task::Translate {
            parse_sentence(&typed.get_untracked())
        } else {
            parse_sequence(&typed.get_untracked(), len)
        };
        match parsed {
            Ok(seq) => {
                typed_error.set(None);
                start();
                conn.with_value(|c| c.borrow_mut().send(&Command::Try(seq)));
            }
            Err(e) => typed_error.set(Some(e)),
        }
    };
    let attempt_maps = Signal::derive(move || attempt.with(|a| a.as_ref().map(|a| a.maps.clone())));

    view! {
        <div class="train-widget" node_ref=root>
            {move || {
                live.with(|l| l.problem.clone())
                    .map(|p| view! { <p class="notices" role="alert">{p}</p> })
            }}
            <div class="train-buttons">
                <button
                    type="button"
                    class="button primary"
                    data-control="train"
                    on:click=toggle
                    prop:disabled=move || stopped_for_good.get()
                >
                    {move || if running.get() { "Pause" } else { "Train" }}
                </button>
                <button
                    type="button"
                    class="button"
                    data-control="step"
                    on:click=step_once
                    prop:disabled=move || running.get() || stopped_for_good.get()
                >
                    "Step"
                </button>
                <button
                    type="button"
                    class="button"
                    data-control="reset"
                    on:click=move |_| {
                        start();
                        reset(state.get_untracked());
                    }
                >
                    "Reset"
                </button>
                <label class="check">
                    <input
                        type="checkbox"
                        data-control="compare"
                        prop:checked=move || compare.get()
                        on:change=move |ev| compare.set(event_target_checked(&ev))
                    />
                    " Compare with the previous run (dashed grey)"
                </label>
            </div>
            {chart}
            <StatusLine text=summary />
            <div class="train-maps">
                <p class="panel-title">
                    {example_line}
                </p>
                <p class="hint">
                    "Each square is one map: row i is output (or position) i, column j what it attends to; the stronger the colour, the more attention. "
                    {move || match task.get() {
                        Task::Translate => "For translation, each row of a cross-attention map is a French word of the watched example and each column an English word: as the model learns, the rows find the words they translate, and in layer 2 the pronoun's row (the eleventh) finds the noun “it” stands for.",
                        Task::Copy => "For copying, the cross-attention becomes a diagonal as the model learns: output 1 looks at input 1, output 2 at input 2, and so on.",
                        _ => "For reversal, the cross-attention becomes an anti-diagonal as the model learns: output 1 looks at the last input, output 2 at the one before, and so on.",
                    }}
                </p>
                {move || {
                    (layers.get() > 1)
                        .then(|| {
                            view! {
                                <ToggleGroup
                                    label="Layer"
                                    options=vec![("1", "Layer 1"), ("2", "Layer 2")]
                                    selected=Signal::derive(move || if layer.get() == 0 { "1" } else { "2" })
                                    on_select=Callback::new(move |v: &'static str| layer.set(if v == "2" { 1 } else { 0 }))
                                    name="layer"
                                />
                            }
                        })
                }}
                {layer_maps(example_maps, layer.into(), false, heads)}
            </div>
            <div class="train-try">
                <label for="train-try-input">
                    {move || {
                        let len = state.with(|p| p.settings.shape.len);
                        if task.get() == Task::Translate {
                            "Try it: type an English sentence of the grammar (e.g. the dog saw the white cat)".to_string()
                        } else {
                            format!("Try it: type {len} digits (e.g. {})", example_sequence(len))
                        }
                    }}
                </label>
                <div class="try-row">
                    <input
                        id="train-try-input"
                        type="text"
                        inputmode=move || if task.get() == Task::Translate { "text" } else { "numeric" }
                        autocomplete="off"
                        data-control="try-input"
                        prop:value=move || typed.get()
                        on:input=move |ev| typed.set(event_target_value(&ev))
                        on:keydown=move |ev| {
                            if ev.key() == "Enter" {
                                try_it();
                            }
                        }
                    />
                    <button type="button" class="button" data-control="try" on:click=move |_| try_it()>
                        "Answer"
                    </button>
                </div>
                <p class="try-result" aria-live="polite">
                    {move || {
                        typed_error
                            .get()
                            .or_else(|| {
                                attempt.with(|a| {
                                    a.as_ref().map(|a| {
                                        let task = task.get();
                                        let right = task.answer(&a.input) == a.answer;
                                        format!(
                                            "{} → {} ({}).",
                                            sequence_text(task, &a.input, false),
                                            sequence_text(task, &a.answer, true),
                                            if right { "right" } else { "wrong" }
                                        )
                                    })
                                })
                            })
                    }}
                </p>
                {move || {
                    attempt.with(|a| a.is_some())
                        .then(|| layer_maps(attempt_maps, layer.into(), true, heads))
                }}
            </div>
            {settings::panel(state, task, layers)}
        </div>
    }
}

/// Whether the page is hidden (another tab in front, the window minimised).
fn page_hidden() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .is_some_and(|d| d.hidden())
}
