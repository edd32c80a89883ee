//! A training run in the worker, as a widget holds it: the worker started when the widget nears
//! the screen (or a button is pressed), its reports kept as [`Run`] keeps them, a run nobody can
//! see paused, the worker asked to hold back while the reader uses the page, and the row of
//! buttons and the chart that show it. The `train` and `robot` widgets both hold one
//! ([`LiveRun`]), so both train, fail and recover the same way.

pub(crate) mod chart;
mod worker;

use std::rc::Rc;

use leptos::html::Div;
use leptos::prelude::*;
use send_wrapper::SendWrapper;

use crate::i18n::m;
use crate::model::train::{Attempt, Command, Report, Run, Snapshot, TrainParams, TrainingChart};
use crate::ui::attach::{listen, when_near, while_on_screen};
use crate::ui::background::READER_INPUT;
use crate::ui::chart::readable_chart;
use worker::{Heard, Shared};

/// A widget's run in the training worker.
#[derive(Clone, Copy)]
pub struct LiveRun {
    /// The run as the page knows it.
    pub run: RwSignal<Run>,
    /// The run as the widget draws it: as it is while the widget is on screen (or nearly), as it
    /// was when it left, so a run going on elsewhere on the page costs no drawing at all.
    pub drawn: Memo<Run>,
    /// Whether it trains.
    pub running: Memo<bool>,
    /// Whether it cannot go on (diverged, or at its step limit).
    pub stopped: Memo<bool>,
    /// Whether the chart shows the run before, dashed.
    pub compare: RwSignal<bool>,
    params: Signal<TrainParams>,
    conn: StoredValue<Shared, LocalStorage>,
    on_report: StoredValue<Rc<dyn Fn(Report)>, LocalStorage>,
    on_reset: Callback<()>,
}

impl LiveRun {
    /// A run of `params` (a change of them starts a new run) in a worker started once `root`
    /// comes within 400 px of the screen. `speak` words a snapshot for the status line;
    /// `on_attempt` takes the model's answers to [`LiveRun::ask`]; `on_reset` hears every new
    /// run and every failure (the widget drops answers of the model that was).
    pub fn new(
        params: Signal<TrainParams>,
        root: NodeRef<Div>,
        speak: impl Fn(&Snapshot) -> String + 'static,
        on_attempt: impl Fn(Attempt) + 'static,
        on_reset: Callback<()>,
    ) -> Self {
        let run = RwSignal::new(Run::default());
        let conn: StoredValue<Shared, LocalStorage> = StoredValue::new_local(Shared::default());
        let send = move |command: Command| conn.with_value(|c| c.borrow_mut().send(&command));
        let on_report: Rc<dyn Fn(Report)> = Rc::new(move |report: Report| match report {
            Report::Snapshot(snap) => {
                let clock = js_sys::Date::now();
                if let Some(c) = run
                    .try_update(|r| r.snapshot(snap, clock, page_hidden(), &speak))
                    .flatten()
                {
                    send(c);
                }
            }
            Report::Attempt(a) => on_attempt(a),
        });
        let in_view = RwSignal::new(false);
        let live = Self {
            run,
            drawn: Memo::new(move |before: Option<&Run>| match before {
                Some(before) if !in_view.get() => before.clone(),
                _ => run.get(),
            }),
            running: Memo::new(move |_| run.with(Run::running)),
            stopped: Memo::new(move |_| run.with(|r| r.stopped_for_good(params.with(|p| p.steps)))),
            compare: RwSignal::new(true),
            params,
            conn,
            on_report: StoredValue::new_local(on_report),
            on_reset,
        };
        // The worker goes when the widget does.
        let held = SendWrapper::new(conn);
        on_cleanup(move || held.take().with_value(|c| c.borrow_mut().stop()));
        // Settings changed: a new run (the effect's first pass only reads them).
        Effect::new(move |first: Option<()>| {
            let p = params.get();
            if first.is_some() && conn.with_value(|c| c.borrow().is_started()) {
                live.reset(p);
            }
        });
        Effect::new(move |_| {
            if let Some(el) = root.get() {
                let el: web_sys::Element = el.into();
                while_on_screen(&el, "200px", move |on| in_view.set(on));
                when_near(&el, "400px", move || {
                    live.start();
                    if params.get_untracked().run {
                        live.send(Command::Run);
                    }
                });
            }
        });
        live.hold_back_for_the_reader();
        live
    }

    /// Sends `command` to the worker now, or once it listens.
    pub fn send(&self, command: Command) {
        self.conn.with_value(|c| c.borrow_mut().send(&command));
    }

    /// A new run of `p`: the curves of the one that had started are kept for comparison.
    fn reset(&self, p: TrainParams) {
        self.run.update(Run::reset);
        self.on_reset.run(());
        self.send(Command::Reset(p));
    }

    /// Starts a worker unless one runs: it gets the current settings once it listens. When it
    /// fails, the widget goes back to an untrained model with the reason above it.
    pub fn start(&self) {
        let (run, params, on_reset) = (self.run, self.params, self.on_reset);
        let report = self.on_report.get_value();
        let shared = self.conn.with_value(Rc::clone);
        let started = worker::start(
            &shared,
            move || Command::Reset(params.get_untracked()),
            move |heard| match heard {
                Heard::Ready => run.update(|r| r.problem = None),
                Heard::Report(r) => report(r),
                Heard::Failed(why) => {
                    run.update(|r| r.failed(why));
                    on_reset.run(());
                }
            },
        );
        if started {
            run.update(Run::started);
        }
    }

    /// Asks the model for its answer to `symbols` (starting the worker if need be).
    pub fn ask(&self, symbols: Vec<usize>) {
        self.start();
        self.send(Command::Try(symbols));
    }

    /// Whether a worker runs or is starting.
    pub fn is_started(&self) -> bool {
        self.conn.with_value(|c| c.borrow().is_started())
    }

    /// While it trains, the reader's key presses, pointer presses and slider moves anywhere on
    /// the page ask the worker to hold back for a moment (at most ten times a second): on a
    /// two-core machine the worker otherwise takes the core the page's frames need. The
    /// listeners are there only while it trains: every press on the page pays for each listener
    /// it calls. A run nobody can see is paused; the reader is told when they come back.
    fn hold_back_for_the_reader(&self) {
        let (run, running, conn) = (self.run, self.running, self.conn);
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

    /// The chart's numbers: the run's curves, its schedule and limit.
    pub fn chart_data(&self, run: &Run, p: &TrainParams, compare: bool) -> TrainingChart {
        TrainingChart {
            now: run.now.clone(),
            before: run.before.clone().filter(|_| compare),
            warmup: p.settings.warmup,
            d_model: p.settings.shape.d_model,
            limit: p.steps,
            task: p.settings.task,
        }
    }

    /// The chart of the run: loss, held-out checks and the learning rate, and the run before;
    /// `name` is its accessible name.
    pub fn chart(self, name: &'static str) -> AnyView {
        let live = self;
        readable_chart(
            name,
            "chart chart-tall",
            move || {
                live.drawn.with(|r| {
                    live.params
                        .with(|p| live.chart_data(r, p, live.compare.get()))
                })
            },
            chart::draw,
        )
    }

    /// The row of buttons: Train or Pause, Step, Reset, and whether to draw the run before.
    pub fn buttons(self) -> impl IntoView {
        let live = self;
        let (running, stopped, compare) = (self.running, self.stopped, self.compare);
        let toggle = move |_| {
            live.start();
            live.send(if running.get_untracked() {
                Command::Pause
            } else {
                Command::Run
            });
        };
        let step = move |_| {
            live.start();
            live.send(Command::Step);
        };
        let reset = move |_| {
            live.start();
            live.reset(live.params.get_untracked());
        };
        view! {
            <div class="train-buttons">
                <button
                    type="button"
                    class="button primary"
                    data-control="train"
                    on:click=toggle
                    prop:disabled=move || stopped.get()
                >
                    {move || if running.get() { m().train_buttons()[1] } else { m().train_buttons()[0] }}
                </button>
                <button
                    type="button"
                    class="button"
                    data-control="step"
                    on:click=step
                    prop:disabled=move || running.get() || stopped.get()
                >
                    {m().train_buttons()[2]}
                </button>
                <button type="button" class="button" data-control="reset" on:click=reset>
                    {m().train_buttons()[3]}
                </button>
                <label class="check">
                    <input
                        type="checkbox"
                        data-control="compare"
                        prop:checked=move || compare.get()
                        on:change=move |ev| compare.set(event_target_checked(&ev))
                    />
                    {m().train_buttons()[4]}
                </label>
            </div>
        }
    }

    /// The problem that stopped the worker, above the widget, if there is one.
    pub fn problem(self) -> impl IntoView {
        let run = self.run;
        move || {
            run.with(|r| r.problem.clone())
                .map(|p| view! { <p class="notices" role="alert">{p}</p> })
        }
    }
}

/// Whether the page is hidden (another tab in front, the window minimised).
fn page_hidden() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .is_some_and(|d| d.hidden())
}
