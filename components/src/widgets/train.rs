//! `train`: the paper's model in miniature, trained live in a Web Worker while the reader watches
//! its loss fall and its attention form.
//!
//! The page only sends [`Command`]s and draws the [`Report`]s that come back; the training itself
//! (`kernel::train`) runs in the worker's own wasm (`src/bin/train_worker.rs`), which is fetched
//! when the widget comes near the screen or Train is pressed, never with the page.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use leptos::html::{Canvas, Div};
use leptos::prelude::*;
use plotters::prelude::*;
use send_wrapper::SendWrapper;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

use crate::format::{fixed, group, sci};
use crate::kernel::train::{AttentionMaps, Task, learning_rate};
use crate::model::train::{
    Attempt, Command, Curves, DFF, DMODEL, EPS, LEN, Report, Snapshot, TASK_NAMES, TrainParams,
    TrainingChart, WARMUP, describe_map, example_sequence, parse_sequence, status, symbols_text,
    task_name,
};
use crate::ui::attach::{listen, when_near, while_on_screen};
use crate::ui::background::READER_INPUT;
use crate::ui::canvas::{paint, resolve_colour};
use crate::ui::chart::{Area, Axes, Drawn, Surface, frame, readable_chart, text};
use crate::ui::{Slider, StatusLine, ToggleGroup};

/// The widget's view over its state.
pub fn view(state: RwSignal<TrainParams>) -> AnyView {
    view! { <TrainWidget state=state /> }.into_any()
}

/// The worker's loader, next to the page (Trunk writes it there; `public_url` is relative).
const WORKER_URL: &str = "./train_worker_loader.js";
/// How often the status line may speak while training (ms): a screen reader should hear the run
/// progress, not a stream of numbers.
const STATUS_EVERY_MS: f64 = 2_000.0;

/// What the page knows of the run.
#[derive(Debug, Clone, Default, PartialEq)]
struct Live {
    /// The latest snapshot.
    last: Option<Snapshot>,
    /// This run's curves.
    now: Arc<Curves>,
    /// The previous run's, kept when a new run starts.
    before: Option<Arc<Curves>>,
    /// Snapshots of the run before a reset are still on their way; they are dropped until the
    /// new run's first (at step 0) arrives.
    awaiting_reset: bool,
    /// Why the worker could not be used, if it could not.
    problem: Option<String>,
}

/// The page's end of the worker.
#[derive(Default)]
struct Connection {
    worker: Option<web_sys::Worker>,
    ready: bool,
    queue: Vec<String>,
    handlers: Vec<Closure<dyn FnMut(web_sys::MessageEvent)>>,
    errors: Vec<Closure<dyn FnMut(web_sys::Event)>>,
}

type Shared = Rc<RefCell<Connection>>;

/// The least time between two [`Command::Yield`]s the page sends (ms); the worker holds back
/// for a little longer than this after each.
const YIELD_EVERY_MS: f64 = 100.0;

fn post(worker: &web_sys::Worker, text: &str) {
    worker
        .post_message(&wasm_bindgen::JsValue::from_str(text))
        .ok();
}

/// Sends `command` now if the worker listens, or once it does.
fn send(conn: &Shared, command: &Command) {
    let text = command.encode();
    let c = &mut *conn.borrow_mut();
    match (&c.worker, c.ready) {
        (Some(w), true) => post(w, &text),
        _ => c.queue.push(text),
    }
}

/// Draws the training chart: loss (and the previous run's, dashed) with held-out accuracy on a
/// right-hand scale, the learning-rate schedule in a strip under it with a marker at the step.
fn draw(area: &Area, s: &Surface, chart: &TrainingChart) -> Option<Drawn> {
    let t = s.theme;
    let end = chart.x_end() as f64;
    let (whole_top, bottom) = area.split_vertically((s.size.height * s.size.dpr * 0.7) as i32);
    // Both charts leave room on the right for the held-out scale's "100%", so their step axes
    // stay aligned and the label is not cut at the canvas's edge.
    let room = s.ipx(12.0);
    let top = whole_top.margin(0, 0, 0, room);
    let bottom = bottom.margin(0, 0, 0, room);
    let highest = chart
        .now
        .losses
        .iter()
        .chain(chart.before.iter().flat_map(|b| b.losses.iter()))
        .fold(2.5f32, |m, &l| if l.is_finite() { m.max(l) } else { m }) as f64;
    let y_top = (highest * 1.05 * 2.0).ceil() / 2.0;
    let x_labels = ((s.size.width - 90.0) / 60.0).clamp(2.0, 7.0) as usize;
    let mut c = frame(
        &top,
        s,
        Axes {
            x: 0f64..end,
            y: 0f64..y_top,
            x_name: "",
            y_name: "loss (line); held-out % (triangles)",
            x_label: &|v| group(v.round() as u64),
            y_label: &|v| fixed(*v, 1),
            x_labels,
            y_labels: 6,
        },
    )?;
    let line = |curves: &Curves| -> Vec<(f64, f64)> {
        curves
            .losses
            .iter()
            .enumerate()
            .filter(|(_, l)| l.is_finite())
            .map(|(i, &l)| ((i + 1) as f64, l as f64))
            .collect()
    };
    let accuracy = |curves: &Curves| -> Vec<(f64, f64)> {
        curves
            .checks
            .iter()
            .map(|&(step, share)| (step as f64, share as f64 * y_top))
            .collect()
    };
    if let Some(before) = &chart.before {
        let faint = s.stroke(t.grid, 2.0);
        c.draw_series(DashedLineSeries::new(
            line(before),
            s.px(6.0) as u32,
            s.px(4.0) as u32,
            faint,
        ))
        .ok()?;
        c.draw_series(DashedLineSeries::new(
            accuracy(before),
            s.px(3.0) as u32,
            s.px(3.0) as u32,
            faint,
        ))
        .ok()?;
    }
    c.draw_series(LineSeries::new(line(&chart.now), s.stroke(t.a, 2.0)))
        .ok()?;
    let acc = accuracy(&chart.now);
    c.draw_series(LineSeries::new(acc.clone(), s.stroke(t.b, 2.0)))
        .ok()?;
    c.draw_series(
        acc.iter()
            .map(|&p| TriangleMarker::new(p, s.ipx(4.0), t.b.filled())),
    )
    .ok()?;
    // The right-hand scale: the held-out share, on the same height as the loss axis.
    let (xs, ys) = c.plotting_area().get_pixel_range();
    for pct in [0.0, 50.0, 100.0] {
        let (_, y) = c.backend_coord(&(0.0, pct / 100.0 * y_top));
        text(
            &whole_top,
            (xs.end + s.ipx(4.0), y),
            &format!("{pct:.0}%"),
            s.font(11.0).color(&t.b),
            (
                plotters::style::text_anchor::HPos::Left,
                plotters::style::text_anchor::VPos::Center,
            ),
        );
    }
    let step = chart.now.losses.len() as u32;
    let peak = learning_rate(chart.d_model, chart.warmup, chart.warmup) as f64;
    let mut r = frame(
        &bottom,
        s,
        Axes {
            x: 0f64..end,
            y: 0f64..peak * 1.2,
            x_name: "training step",
            y_name: "rate",
            x_label: &|v| group(v.round() as u64),
            y_label: &|v| if *v == 0.0 { "0".into() } else { sci(*v, 1) },
            x_labels,
            y_labels: 2,
        },
    )?;
    let schedule = (1..=chart.x_end())
        .step_by((chart.x_end() / 200).max(1) as usize)
        .map(|i| {
            (
                i as f64,
                learning_rate(chart.d_model, chart.warmup, i) as f64,
            )
        });
    r.draw_series(LineSeries::new(schedule, s.stroke(t.text, 1.0)))
        .ok()?;
    if step > 0 {
        let at = (
            step as f64,
            learning_rate(chart.d_model, chart.warmup, step) as f64,
        );
        r.draw_series(std::iter::once(Circle::new(at, s.ipx(4.0), t.b.filled())))
            .ok()?;
    }
    let stops = line(&chart.now)
        .into_iter()
        .map(|p| c.backend_coord(&p))
        .collect();
    Some(Drawn {
        x: xs,
        y: ys,
        stops,
        to_pixel: None,
    })
}

/// One attention map: a `len × len` canvas, one pixel per cell scaled up by CSS, darker where
/// more weight goes, with the map in words as its accessible name.
#[component]
fn AttentionMap(
    /// The map's title, e.g. "Cross-attention, head 1": the start of its accessible name.
    title: String,
    /// The visible caption under it, e.g. "head 1" (its kind is the row's heading).
    caption: String,
    /// Rows then columns: `len × len` weights.
    #[prop(into)]
    weights: Signal<Vec<f32>>,
    /// The map's side.
    #[prop(into)]
    len: Signal<usize>,
    /// What a row is ("output") and what a column is ("input").
    words: (&'static str, &'static str),
) -> impl IntoView {
    let canvas = NodeRef::<Canvas>::new();
    Effect::new(move |_| {
        let (w, n) = (weights.get(), len.get());
        let Some(c) = canvas.get() else { return };
        if n == 0 || w.len() != n * n {
            return;
        }
        let colour = web_sys::window()
            .and_then(|win| win.get_computed_style(&c).ok().flatten())
            .and_then(|st| st.get_property_value("--accent").ok())
            .and_then(|v| resolve_colour(v.trim()))
            .unwrap_or((0, 89, 166));
        let rgba: Vec<u8> = w
            .iter()
            .flat_map(|&p| {
                let a = (p.clamp(0.0, 1.0) * 255.0).round() as u8;
                [colour.0, colour.1, colour.2, a]
            })
            .collect();
        paint(&c, n, n, &rgba);
    });
    let label = move || {
        let words = describe_map(&weights.get(), len.get(), words.0, words.1);
        if words.is_empty() {
            format!("{title}: waiting for the model's first answer")
        } else {
            format!("{title}: {words}")
        }
    };
    view! {
        <figure class="attention-map">
            <canvas node_ref=canvas class="map-canvas" role="img" aria-label=label></canvas>
            <figcaption>{caption}</figcaption>
        </figure>
    }
}

/// The maps of one layer: each kind of attention, each head.
fn layer_maps(
    maps: Signal<Option<AttentionMaps>>,
    layer: Signal<usize>,
    cross_only: bool,
    heads: Memo<usize>,
) -> impl IntoView {
    let kinds: [(&'static str, u8, (&'static str, &'static str)); 3] = [
        ("Encoder self-attention", 0, ("position", "position")),
        ("Decoder masked self-attention", 1, ("output", "output")),
        ("Cross-attention", 2, ("output", "input")),
    ];
    let kinds = kinds.into_iter().filter(move |k| !cross_only || k.1 == 2);
    // The settings' head count, not the snapshot's: the maps take their room before the first
    // snapshot arrives, so nothing below them moves when it does.
    let len = Signal::derive(move || maps.with(|m| m.as_ref().map_or(0, |m| m.len)));
    view! {
        <div class="map-grid">
            {kinds
                .map(|(name, kind, words)| {
                    view! {
                        <div class="map-row">
                            <p class="map-kind">{name}</p>
                            <div class="map-heads">
                                {move || {
                                    (0..heads.get())
                                        .map(|h| {
                                            let weights = Signal::derive(move || {
                                                maps.with(|m| {
                                                    m.as_ref()
                                                        .map(|m| {
                                                            let part = match kind {
                                                                0 => &m.encoder,
                                                                1 => &m.decoder,
                                                                _ => &m.cross,
                                                            };
                                                            let size = m.len * m.len;
                                                            let at = (layer.get() * m.heads + h) * size;
                                                            part.get(at..at + size)
                                                                .map(<[f32]>::to_vec)
                                                                .unwrap_or_default()
                                                        })
                                                        .unwrap_or_default()
                                                })
                                            });
                                            view! {
                                                <AttentionMap
                                                    title=format!("{name}, head {}", h + 1)
                                                    caption=format!("head {}", h + 1)
                                                    weights=weights
                                                    len=len
                                                    words=words
                                                />
                                            }
                                        })
                                        .collect_view()
                                }}
                            </div>
                        </div>
                    }
                })
                .collect_view()}
        </div>
    }
}

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
            l.now = Arc::new(Curves::default());
            l.awaiting_reset = true;
        });
        attempt.set(None);
        conn.with_value(|c| send(c, &Command::Reset(p)));
    };

    let on_report = move |report: Report| match report {
        Report::Snapshot(snap) => {
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
                    speak = Some(status(task.get_untracked(), &snap));
                }
                let mut now = (*l.now).clone();
                now.losses.extend_from_slice(&snap.losses);
                now.checks.extend_from_slice(&snap.checks);
                l.now = Arc::new(now);
                l.last = Some(snap);
            });
            if let Some(text) = speak {
                said.set(text);
            }
        }
        Report::Attempt(a) => attempt.set(Some(a)),
    };

    // Starts the worker once; it says "ready" when it listens, then gets the current settings.
    let start = move || {
        conn.with_value(|c| {
            if c.borrow().worker.is_some() {
                return;
            }
            let worker = match web_sys::Worker::new(WORKER_URL) {
                Ok(w) => w,
                Err(_) => {
                    live.update(|l| {
                        l.problem = Some(
                            "This browser would not start the training worker, so the model \
                             cannot train here. The rest of the page works as before."
                                .into(),
                        )
                    });
                    return;
                }
            };
            let shared = c.clone();
            let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(
                move |e: web_sys::MessageEvent| {
                    let data = e.data();
                    if data.as_string().as_deref() == Some("ready") {
                        let (worker, queue) = {
                            let mut c = shared.borrow_mut();
                            c.ready = true;
                            (c.worker.clone(), std::mem::take(&mut c.queue))
                        };
                        if let Some(w) = worker {
                            post(&w, &Command::Reset(state.get_untracked()).encode());
                            for text in queue.iter().filter(|t| !t.starts_with("reset")) {
                                post(&w, text);
                            }
                        }
                        return;
                    }
                    if let Some(report) = data
                        .dyn_into::<js_sys::Float64Array>()
                        .ok()
                        .and_then(|a| Report::decode(&a.to_vec()))
                    {
                        on_report(report);
                    }
                },
            );
            let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
                e.prevent_default();
                let why = e
                    .dyn_ref::<web_sys::ErrorEvent>()
                    .map(|e| e.message())
                    .filter(|m| !m.is_empty())
                    .unwrap_or_else(|| "its script could not be loaded".into());
                live.update(|l| {
                    l.problem = Some(format!(
                        "The training worker stopped ({why}), so the model cannot train here. \
                         The rest of the page works as before."
                    ))
                });
            });
            worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
            worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
            let mut c = c.borrow_mut();
            c.handlers.push(on_message);
            c.errors.push(on_error);
            c.worker = Some(worker);
            // Its first snapshot is the fresh run's, at step 0.
            live.update(|l| l.awaiting_reset = true);
        });
    };

    // The worker goes when the widget does.
    let held = SendWrapper::new(conn);
    on_cleanup(move || {
        held.take().with_value(|c| {
            if let Some(w) = c.borrow_mut().worker.take() {
                w.terminate();
            }
        });
    });

    // Settings changed: a new run (the effect's first pass only reads them).
    Effect::new(move |first: Option<()>| {
        let p = state.get();
        if first.is_some() && conn.with_value(|c| c.borrow().worker.is_some()) {
            reset(p);
        }
    });

    // What the chart and the maps draw: the run as it is while the widget is on screen (or
    // nearly), and as it was when it left, so a run going on while the reader is elsewhere on
    // the page costs the page no drawing at all; the picture catches up when they come back.
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
                    conn.with_value(|c| send(c, &Command::Run));
                }
            });
        }
    });

    let running = Memo::new(move |_| live.with(|l| l.last.as_ref().is_some_and(|s| s.running)));
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
                    conn.with_value(|c| {
                        let c = c.borrow();
                        if let (Some(w), true) = (&c.worker, c.ready) {
                            post(w, &Command::Yield.encode());
                        }
                    });
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
        conn.with_value(|c| send(c, &command));
    };
    let step_once = move |_| {
        start();
        conn.with_value(|c| send(c, &Command::Step));
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
        draw,
    );
    let summary = Signal::derive(move || {
        let text = said.get();
        if text.is_empty() {
            format!(
                "Step 0: not trained yet. Press Train to start; the model learns to {} {} symbols.",
                task_name(task.get()),
                state.with(|p| p.settings.shape.len)
            )
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
                    let right = task.get().answer(&s.example) == s.answer;
                    format!(
                        "Watched example: {} → the model answers {} ({}).",
                        symbols_text(&s.example),
                        symbols_text(&s.answer),
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
        match parse_sequence(&typed.get_untracked(), len) {
            Ok(seq) => {
                typed_error.set(None);
                start();
                conn.with_value(|c| send(c, &Command::Try(seq)));
            }
            Err(e) => typed_error.set(Some(e)),
        }
    };
    let attempt_maps = Signal::derive(move || attempt.with(|a| a.as_ref().map(|a| a.maps.clone())));
    let set = move |f: &dyn Fn(&mut TrainParams)| state.update(|p| f(p));

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
                    "Each square is one map: row i is output (or position) i, column j what it attends to; the stronger the colour, the more attention. For reversal, the cross-attention becomes an anti-diagonal as the model learns: output 1 looks at the last input, output 2 at the one before, and so on."
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
                        format!("Try it: type {len} digits (e.g. {})", example_sequence(len))
                    }}
                </label>
                <div class="try-row">
                    <input
                        id="train-try-input"
                        type="text"
                        inputmode="numeric"
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
                                        let right = task.get().answer(&a.input) == a.answer;
                                        format!(
                                            "{} → {} ({}).",
                                            symbols_text(&a.input),
                                            symbols_text(&a.answer),
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
            <details class="train-settings">
                <summary>"Settings and ablations (each starts a new run)"</summary>
                <ToggleGroup
                    label="Task"
                    options=vec![("reverse", "Reverse"), ("copy", "Copy"), ("sort", "Sort")]
                    selected=Signal::derive(move || task_name(task.get()))
                    on_select=Callback::new(move |v: &'static str| {
                        let i = TASK_NAMES.iter().position(|n| *n == v).unwrap_or(0);
                        set(&|p| p.settings.task = [Task::Reverse, Task::Copy, Task::Sort][i]);
                    })
                    name="task"
                />
                <ToggleGroup
                    label="Scale scores by 1/√d_k"
                    options=vec![("on", "Scaled"), ("off", "Unscaled")]
                    selected=Signal::derive(move || if state.with(|p| p.settings.shape.scaled) { "on" } else { "off" })
                    on_select=Callback::new(move |v: &'static str| set(&|p| p.settings.shape.scaled = v == "on"))
                    name="scale"
                />
                <ToggleGroup
                    label="Positional encoding"
                    options=vec![("on", "Positions on"), ("off", "Positions off")]
                    selected=Signal::derive(move || if state.with(|p| p.settings.shape.positions) { "on" } else { "off" })
                    on_select=Callback::new(move |v: &'static str| set(&|p| p.settings.shape.positions = v == "on"))
                    name="pe"
                />
                <Slider
                    label="Sequence length"
                    name="len"
                    min=LEN.float_range().0
                    max=LEN.float_range().1
                    step=1.0
                    value=Signal::derive(move || state.with(|p| p.settings.shape.len as f64))
                    on_input=Callback::new(move |v: f64| set(&|p| p.settings.shape.len = LEN.snap(v)))
                    text=Signal::derive(move || format!("{} symbols", state.with(|p| p.settings.shape.len)))
                />
                <Slider
                    label="Label smoothing ε"
                    name="eps"
                    min=EPS.float_range().0
                    max=EPS.float_range().1
                    step=0.05
                    value=Signal::derive(move || state.with(|p| p.settings.shape.smoothing))
                    on_input=Callback::new(move |v: f64| set(&|p| p.settings.shape.smoothing = (v * 100.0).round() / 100.0))
                    text=Signal::derive(move || format!("ε = {}", fixed(state.with(|p| p.settings.shape.smoothing), 2)))
                />
                <Slider
                    label="Heads"
                    name="heads"
                    min=1.0
                    max=4.0
                    step=1.0
                    value=Signal::derive(move || state.with(|p| p.settings.shape.heads as f64))
                    on_input=Callback::new(move |v: f64| set(&|p| p.set_heads(v.round() as usize)))
                    text=Signal::derive(move || {
                        state.with(|p| {
                            let s = p.settings.shape;
                            format!("{} heads of d_k = {}", s.heads, s.d_model / s.heads)
                        })
                    })
                />
                <Slider
                    label="Layers per stack (N)"
                    name="layers"
                    min=1.0
                    max=2.0
                    step=1.0
                    value=Signal::derive(move || layers.get() as f64)
                    on_input=Callback::new(move |v: f64| set(&|p| p.settings.shape.layers = v.round().clamp(1.0, 2.0) as usize))
                    text=Signal::derive(move || format!("N = {}", layers.get()))
                />
                <Slider
                    label="Model width d_model"
                    name="dmodel"
                    min=DMODEL.float_range().0
                    max=DMODEL.float_range().1
                    step=8.0
                    value=Signal::derive(move || state.with(|p| p.settings.shape.d_model as f64))
                    on_input=Callback::new(move |v: f64| set(&|p| p.set_dmodel(DMODEL.snap(v))))
                    text=Signal::derive(move || format!("d_model = {}", state.with(|p| p.settings.shape.d_model)))
                />
                <Slider
                    label="Feed-forward width d_ff"
                    name="dff"
                    min=DFF.float_range().0
                    max=DFF.float_range().1
                    step=16.0
                    value=Signal::derive(move || state.with(|p| p.settings.shape.d_ff as f64))
                    on_input=Callback::new(move |v: f64| set(&|p| p.settings.shape.d_ff = DFF.snap(v)))
                    text=Signal::derive(move || format!("d_ff = {}", state.with(|p| p.settings.shape.d_ff)))
                />
                <Slider
                    label="Warm-up steps (logarithmic)"
                    name="warmup"
                    min=0.0
                    max=(WARMUP.float_range().1).log10()
                    step=0.01
                    value=Signal::derive(move || (state.with(|p| p.settings.warmup) as f64).log10())
                    on_input=Callback::new(move |v: f64| set(&|p| p.settings.warmup = WARMUP.snap(10f64.powf(v))))
                    text=Signal::derive(move || format!("warm-up {}", group(state.with(|p| p.settings.warmup))))
                />
            </details>
        </div>
    }
}
