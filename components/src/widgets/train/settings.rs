//! The training widget's settings and ablations: the task, the two switches the paper's argument
//! rests on (scaling, positions) and the model's sizes. Each change starts a new run.

use leptos::prelude::*;

use crate::format::{fixed, group};
use crate::kernel::network::Task;
use crate::model::train::{DFF, DMODEL, EPS, LEN, TASK_NAMES, TrainParams, WARMUP, task_name};
use crate::ui::{Slider, ToggleGroup};

/// The settings panel over `state`; `task` and `layers` are the widget's memos of them.
pub(super) fn panel(
    state: RwSignal<TrainParams>,
    task: Memo<Task>,
    layers: Memo<usize>,
) -> impl IntoView {
    let set = move |f: &dyn Fn(&mut TrainParams)| state.update(|p| f(p));
    view! {
        <details class="train-settings">
            <summary>"Settings and ablations (each starts a new run)"</summary>
            <ToggleGroup
                label="Task"
                options=vec![("reverse", "Reverse"), ("copy", "Copy"), ("sort", "Sort"), ("translate", "Translate")]
                selected=Signal::derive(move || task_name(task.get()))
                on_select=Callback::new(move |v: &'static str| {
                    let i = TASK_NAMES.iter().position(|n| *n == v).unwrap_or(0);
                    set(&|p| p.set_task([Task::Reverse, Task::Copy, Task::Sort, Task::Translate][i]));
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
            // The translator's sentences have their own lengths.
            <div hidden=move || task.get() == Task::Translate>
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
            </div>
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
    }
}
