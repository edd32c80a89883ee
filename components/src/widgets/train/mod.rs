//! `train`: the paper's model in miniature, trained live in a Web Worker while the reader watches
//! its loss fall and its attention form.
//!
//! The page only sends [`Command`]s and draws the [`Report`]s that come back; the training itself
//! (`kernel::network`) runs in the worker's own wasm (`worker/src/main.rs`), which is fetched
//! when the widget comes near the screen or Train is pressed, never with the page.

pub(crate) mod chart;
mod maps;
mod settings;
mod worker;

use std::rc::Rc;

use leptos::html::Div;
use leptos::prelude::*;
use send_wrapper::SendWrapper;

use crate::kernel::network::Task;
use crate::model::Widget;
use crate::model::train::{
    Attempt, Command, Report, Run, RunFigure, Snapshot, TrainParams, TrainingChart, attempt_line,
    example_sequence, map_hint, parse_sentence, parse_sequence, watched_line,
};
use crate::ui::attach::{listen, when_near, while_on_screen};
use crate::ui::background::READER_INPUT;
use crate::ui::chart::readable_chart;
use crate::ui::figure_save::SaveFigure;
use crate::ui::{StatusLine, ToggleGroup};
use maps::layer_maps;
use worker::{Heard, Shared};

impl crate::widgets::WidgetView for TrainParams {
    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <TrainWidget state=state /> }.into_any()
    }
}

/// The training widget: the worker's run as [`Run`] keeps it, its buttons, chart, watched maps,
/// the box to try the model, and the settings.
#[component]
pub fn TrainWidget(
    /// The run's settings, step limit and autostart.
    state: RwSignal<TrainParams>,
) -> impl IntoView {
    let run = RwSignal::new(Run::default());
    let attempt = RwSignal::new(None::<Attempt>);
    let conn: StoredValue<Shared, LocalStorage> = StoredValue::new_local(Shared::default());
    let root = NodeRef::<Div>::new();
    let task = Memo::new(move |_| state.with(|p| p.settings.task));
    let send = move |command: Command| conn.with_value(|c| c.borrow_mut().send(&command));

    // A new run: the page keeps the curves of the one that had started, for comparison.
    let reset = move |p: TrainParams| {
        run.update(Run::reset);
        attempt.set(None);
        send(Command::Reset(p));
    };
    let on_report = move |report: Report| match report {
        Report::Snapshot(snap) => {
            let clock = js_sys::Date::now();
            let speak = |s: &Snapshot| state.with_untracked(|p| p.summary(&Some(s.clone())));
            if let Some(c) = run
                .try_update(|r| r.snapshot(snap, clock, page_hidden(), speak))
                .flatten()
            {
                send(c);
            }
        }
        Report::Attempt(a) => attempt.set(Some(a)),
    };
    // Starts a worker unless one runs: it gets the current settings once it listens. When it
    // fails, the widget goes back to an untrained model with the reason above it.
    let start = move || {
        let shared = conn.with_value(Rc::clone);
        let started = worker::start(
            &shared,
            move || Command::Reset(state.get_untracked()),
            move |heard| match heard {
                Heard::Ready => run.update(|r| r.problem = None),
                Heard::Report(report) => on_report(report),
                Heard::Failed(why) => {
                    run.update(|r| r.failed(why));
                    attempt.set(None);
                }
            },
        );
        if started {
            run.update(Run::started);
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
    let in_view = RwSignal::new(false);
    let drawn = Memo::new(move |before: Option<&Run>| match before {
        Some(before) if !in_view.get() => before.clone(),
        _ => run.get(),
    });
    Effect::new(move |_| {
        if let Some(el) = root.get() {
            let el: web_sys::Element = el.into();
            while_on_screen(&el, "200px", move |on| in_view.set(on));
            when_near(&el, "400px", move || {
                start();
                if state.get_untracked().run {
                    send(Command::Run);
                }
            });
        }
    });
    let running = Memo::new(move |_| run.with(Run::running));
    hold_back_for_the_reader(run, running, conn);

    let summary = Signal::derive(move || {
        run.with(|r| {
            if r.said.is_empty() {
                state.with(|p| p.summary(&None))
            } else {
                r.said.clone()
            }
        })
    });
    let stopped = Memo::new(move |_| run.with(|r| r.stopped_for_good(state.with(|p| p.steps))));
    let compare = RwSignal::new(true);
    let layers = Memo::new(move |_| state.with(|p| p.settings.shape.layers));
    let heads = Memo::new(move |_| state.with(|p| p.settings.shape.heads));
    let layer = RwSignal::new(0usize);
    Effect::new(move |_| {
        if layer.get_untracked() >= layers.get() {
            layer.set(0);
        }
    });
    let buttons = Buttons {
        running,
        stopped,
        compare,
        toggle: Callback::new(move |_| {
            start();
            send(if running.get_untracked() {
                Command::Pause
            } else {
                Command::Run
            });
        }),
        step: Callback::new(move |_| {
            start();
            send(Command::Step);
        }),
        reset: Callback::new(move |_| {
            start();
            reset(state.get_untracked());
        }),
    };
    // The numbers the saved training figures are drawn from (the run lives in the worker).
    let run_numbers = Callback::new(move |_| {
        let r = run.get_untracked();
        let p = state.get_untracked();
        RunFigure {
            chart: TrainingChart {
                now: r.now,
                before: r.before.filter(|_| compare.get_untracked()),
                warmup: p.settings.warmup,
                d_model: p.settings.shape.d_model,
                limit: p.steps,
                task: p.settings.task,
            },
            maps: r.last.map(|s| s.maps),
        }
        .encode()
    });
    let ask = Callback::new(move |seq: Vec<usize>| {
        start();
        send(Command::Try(seq));
    });

    view! {
        <div class="train-widget" node_ref=root>
            {move || run.with(|r| r.problem.clone()).map(|p| view! { <p class="notices" role="alert">{p}</p> })}
            {buttons.view()}
            {training_chart(state, drawn, compare)}
            <SaveFigure figure="curves" data=run_numbers />
            <StatusLine text=summary />
            {watched(drawn, task, layers, heads, layer)}
            <SaveFigure figure="maps" data=run_numbers />
            {try_box(state, task, attempt, ask, layer, heads)}
            {settings::panel(state, task, layers)}
        </div>
    }
}

/// While it trains, the reader's key presses, pointer presses and slider moves anywhere on the
/// page ask the worker to hold back for a moment (at most ten times a second): on a two-core
/// machine the worker otherwise takes the core the page's frames need. The listeners are there
/// only while it trains: every press on the page pays for each listener it calls.
fn hold_back_for_the_reader(
    run: RwSignal<Run>,
    running: Memo<bool>,
    conn: StoredValue<Shared, LocalStorage>,
) {
    Effect::new(move |_| {
        let Some(window) = web_sys::window().filter(|_| running.get()) else {
            return;
        };
        for kind in READER_INPUT {
            listen(&window, kind, move |_| {
                if run.try_update(|r| r.reader_input(js_sys::Date::now())) == Some(true) {
                    conn.with_value(|c| c.borrow().send_if_ready(&Command::Yield));
                }
            });
        }
    });
    // A run nobody can see is paused; the reader is told when they come back.
    Effect::new(move |_| {
        let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        listen(&doc, "visibilitychange", move |_| {
            if let Some(Some(c)) = run.try_update(|r| r.visibility(page_hidden())) {
                conn.with_value(|conn| conn.borrow_mut().send(&c));
            }
        });
    });
}

/// The row of buttons: Train or Pause, Step, Reset, and whether to draw the run before.
struct Buttons {
    running: Memo<bool>,
    stopped: Memo<bool>,
    compare: RwSignal<bool>,
    toggle: Callback<()>,
    step: Callback<()>,
    reset: Callback<()>,
}

impl Buttons {
    fn view(self) -> impl IntoView {
        let Buttons {
            running,
            stopped,
            compare,
            toggle,
            step,
            reset,
        } = self;
        view! {
            <div class="train-buttons">
                <button
                    type="button"
                    class="button primary"
                    data-control="train"
                    on:click=move |_| toggle.run(())
                    prop:disabled=move || stopped.get()
                >
                    {move || if running.get() { "Pause" } else { "Train" }}
                </button>
                <button
                    type="button"
                    class="button"
                    data-control="step"
                    on:click=move |_| step.run(())
                    prop:disabled=move || running.get() || stopped.get()
                >
                    "Step"
                </button>
                <button type="button" class="button" data-control="reset" on:click=move |_| reset.run(())>
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
        }
    }
}

/// The chart of the run: loss, held-out checks and the learning rate, and the run before.
fn training_chart(
    state: RwSignal<TrainParams>,
    drawn: Memo<Run>,
    compare: RwSignal<bool>,
) -> impl IntoView {
    readable_chart(
        "Chart of training: the loss after each step, the share of held-out sequences solved at \
         each check, and the learning rate under them. Arrow keys read it step by step.",
        "chart chart-tall",
        move || {
            let r = drawn.get();
            let p = state.get();
            TrainingChart {
                now: r.now,
                before: r.before.filter(|_| compare.get()),
                warmup: p.settings.warmup,
                d_model: p.settings.shape.d_model,
                limit: p.steps,
                task: p.settings.task,
            }
        },
        chart::draw,
    )
}

/// The watched example's line and its attention maps, with a layer picker for two layers.
fn watched(
    drawn: Memo<Run>,
    task: Memo<Task>,
    layers: Memo<usize>,
    heads: Memo<usize>,
    layer: RwSignal<usize>,
) -> impl IntoView {
    let maps = Signal::derive(move || drawn.with(|r| r.last.as_ref().map(|s| s.maps.clone())));
    let line = move || {
        drawn.with(|r| match &r.last {
            Some(s) => watched_line(task.get(), &s.example, &s.answer),
            None => "Watched example: the model has not answered yet.".to_string(),
        })
    };
    view! {
        <div class="train-maps">
            <p class="panel-title">{line}</p>
            <p class="hint">
                "Each square is one map: row i is output (or position) i, column j what it attends to; the stronger the colour, the more attention. "
                {move || map_hint(task.get())}
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
            {layer_maps(maps, layer.into(), false, heads)}
        </div>
    }
}

/// "Try it": a typed sequence or sentence, the model's answer and its cross-attention.
fn try_box(
    state: RwSignal<TrainParams>,
    task: Memo<Task>,
    attempt: RwSignal<Option<Attempt>>,
    ask: Callback<Vec<usize>>,
    layer: RwSignal<usize>,
    heads: Memo<usize>,
) -> impl IntoView {
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
                ask.run(seq);
            }
            Err(e) => typed_error.set(Some(e)),
        }
    };
    let maps = Signal::derive(move || attempt.with(|a| a.as_ref().map(|a| a.maps.clone())));
    let answer = move || {
        typed_error.get().or_else(|| {
            attempt.with(|a| {
                a.as_ref()
                    .map(|a| attempt_line(task.get(), &a.input, &a.answer))
            })
        })
    };
    view! {
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
            <p class="try-result" aria-live="polite">{answer}</p>
            {move || attempt.with(|a| a.is_some()).then(|| layer_maps(maps, layer.into(), true, heads))}
        </div>
    }
}

/// Whether the page is hidden (another tab in front, the window minimised).
fn page_hidden() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .is_some_and(|d| d.hidden())
}
