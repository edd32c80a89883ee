//! `train`: the paper's model in miniature, trained live in a Web Worker while the reader watches
//! its loss fall and its attention form.
//!
//! The page only sends [`Command`]s and draws the [`Report`]s that come back; the training itself
//! (`kernel::network`) runs in the worker's own wasm (`worker/src/main.rs`), which is fetched
//! when the widget comes near the screen or Train is pressed, never with the page.

mod maps;
mod settings;

use leptos::html::Div;
use leptos::prelude::*;

use crate::i18n::m;
use crate::kernel::network::Task;
use crate::model::Widget;
use crate::model::train::{
    Attempt, Run, RunFigure, Snapshot, TrainParams, attempt_line, example_sequence, map_hint,
    parse_sentence, parse_sequence, watched_line,
};
use crate::ui::figure::{Extra, Figure, FigureSpec, Needs, on_svg};
use crate::ui::figure_save::SaveFigure;
use crate::ui::training::LiveRun;
use crate::ui::{StatusLine, ToggleGroup};
use maps::layer_maps;

impl crate::widgets::WidgetView for TrainParams {
    const FIGURES: &'static [FigureSpec] = &[
        FigureSpec::needing("curves", Needs::Run),
        FigureSpec::needing("maps", Needs::Run),
    ];

    fn figure(&self, id: &str, extra: &Extra, width: f64) -> Option<Figure> {
        let run = extra.run.as_ref()?;
        match id {
            "curves" => Some(on_svg(width, |a, s| {
                crate::ui::training::chart::draw(a, s, &run.chart)
            })),
            "maps" => Some(maps_figure(run)?.into()),
            _ => None,
        }
    }

    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <TrainWidget state=state /> }.into_any()
    }
}

/// The training widget: the worker's run ([`LiveRun`]), its buttons, chart, watched maps, the
/// box to try the model, and the settings.
#[component]
pub fn TrainWidget(
    /// The run's settings, step limit and autostart.
    state: RwSignal<TrainParams>,
) -> impl IntoView {
    let attempt = RwSignal::new(None::<Attempt>);
    let root = NodeRef::<Div>::new();
    let task = Memo::new(move |_| state.with(|p| p.settings.task));
    let live = LiveRun::new(
        state.into(),
        root,
        move |s: &Snapshot| state.with_untracked(|p| p.summary(&Some(s.clone()))),
        move |a| attempt.set(Some(a)),
        Callback::new(move |_| attempt.set(None)),
    );
    let run = live.run;
    let summary = Signal::derive(move || {
        run.with(|r| {
            if r.said.is_empty() {
                state.with(|p| p.summary(&None))
            } else {
                r.said.clone()
            }
        })
    });
    let layers = Memo::new(move |_| state.with(|p| p.settings.shape.layers));
    let heads = Memo::new(move |_| state.with(|p| p.settings.shape.heads));
    let layer = RwSignal::new(0usize);
    Effect::new(move |_| {
        if layer.get_untracked() >= layers.get() {
            layer.set(0);
        }
    });
    // The numbers the saved training figures are drawn from (the run lives in the worker).
    let run_numbers = Callback::new(move |_| {
        let r = run.get_untracked();
        let p = state.get_untracked();
        RunFigure {
            chart: live.chart_data(&r, &p, live.compare.get_untracked()),
            maps: r.last.map(|s| s.maps),
            answer: None,
        }
        .encode()
    });
    let ask = Callback::new(move |seq: Vec<usize>| live.ask(seq));

    view! {
        <div class="train-widget" node_ref=root>
            {live.problem()}
            {live.buttons()}
            {live.chart(m().train_chart())}
            <SaveFigure figure="curves" data=run_numbers />
            <StatusLine text=summary />
            {watched(live.drawn, task, layers, heads, layer)}
            <SaveFigure figure="maps" data=run_numbers />
            {try_box(state, task, attempt, ask, layer, heads)}
            {settings::panel(state, task, layers)}
        </div>
    }
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
            None => m().train_not_answered().to_string(),
        })
    };
    view! {
        <div class="train-maps">
            <p class="panel-title">{line}</p>
            <p class="hint">
                {m().train_maps_hint()}
                {move || map_hint(task.get())}
            </p>
            {move || {
                (layers.get() > 1)
                    .then(|| {
                        view! {
                            <ToggleGroup
                                label=m().train_layers().0
                                options=vec![("1", m().train_layers().1), ("2", m().train_layers().2)]
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
                        m().train_try_sentence().to_string()
                    } else {
                        m().train_try_digits(len, &example_sequence(len))
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
                    {m().train_answer()}
                </button>
            </div>
            <p class="try-result" aria-live="polite">{answer}</p>
            {move || attempt.with(|a| a.is_some()).then(|| layer_maps(maps, layer.into(), true, heads))}
        </div>
    }
}

/// Head 1 of layer 1's cross-attention on the watched example (the map the section asks the
/// reader to watch form), for saving.
fn maps_figure(run: &RunFigure) -> Option<crate::svg::Svg> {
    let m = run.maps.as_ref()?;
    let (rows, cols) = (m.target, m.source);
    let label = |n: usize, word: &str| (1..=n).map(|i| format!("{word} {i}")).collect::<Vec<_>>();
    let words = crate::i18n::m().train_figure_axes();
    let (outs, ins) = (label(rows, words.0), label(cols, words.1));
    let outs: Vec<&str> = outs.iter().map(String::as_str).collect();
    let ins: Vec<&str> = ins.iter().map(String::as_str).collect();
    let cells: Vec<Vec<Option<f64>>> = (0..rows)
        .map(|i| {
            (0..cols)
                .map(|j| m.cross.get(i * cols + j).map(|&v| v as f64))
                .collect()
        })
        .collect();
    (m.cross.len() >= rows * cols)
        .then(|| crate::svg::shapes::grid(crate::i18n::m().train_figure_map(), &outs, &ins, &cells))
}
