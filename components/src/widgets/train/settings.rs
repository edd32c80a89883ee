//! The training widget's settings and ablations: the task, the two switches the paper's argument
//! rests on (scaling, positions) and the model's sizes. Each change starts a new run.

use leptos::prelude::*;

use crate::i18n::m;
use crate::kernel::network::Task;
use crate::model::train::{
    DFF, DMODEL, EPS, HEADS, LAYERS, LEN, PE, SCALE, TASK, TASK_NAMES, TrainParams, WARMUP,
    task_name,
};
use crate::ui::{ParamSlider, ParamToggle};

/// `on` or `off`, as a switch's link word.
fn switch(on: bool) -> &'static str {
    if on { "on" } else { "off" }
}

/// The settings panel over `state`; `task` and `layers` are the widget's memos of them.
pub(super) fn panel(
    state: RwSignal<TrainParams>,
    task: Memo<Task>,
    layers: Memo<usize>,
) -> impl IntoView {
    let set = move |f: &dyn Fn(&mut TrainParams)| state.update(|p| f(p));
    let shape = move || state.with(|p| p.settings.shape);
    view! {
        <details class="train-settings">
            <summary>{m().train_settings()}</summary>
            <ParamToggle
                param=&TASK
                value=Signal::derive(move || task_name(task.get()))
                set=Callback::new(move |v: &'static str| {
                    let i = TASK_NAMES.iter().position(|n| *n == v).unwrap_or(0);
                    set(&|p| p.set_task([Task::Reverse, Task::Copy, Task::Sort, Task::Translate][i]));
                })
            />
            <ParamToggle
                param=&SCALE
                value=Signal::derive(move || switch(shape().scaled))
                set=Callback::new(move |v: &'static str| set(&|p| p.settings.shape.scaled = v == "on"))
            />
            <ParamToggle
                param=&PE
                value=Signal::derive(move || switch(shape().positions))
                set=Callback::new(move |v: &'static str| set(&|p| p.settings.shape.positions = v == "on"))
            />
            // The translator's sentences have their own lengths.
            <div hidden=move || task.get() == Task::Translate>
                <ParamSlider
                    param=&LEN
                    value=Signal::derive(move || shape().len as f64)
                    set=Callback::new(move |v: f64| set(&|p| p.settings.shape.len = v as usize))
                />
            </div>
            <ParamSlider
                param=&EPS
                value=Signal::derive(move || shape().smoothing)
                set=Callback::new(move |v: f64| set(&|p| p.settings.shape.smoothing = v))
            />
            <ParamSlider
                param=&HEADS
                value=Signal::derive(move || shape().heads as f64)
                set=Callback::new(move |v: f64| set(&|p| p.set_heads(v as usize)))
                says=Signal::derive(move || {
                    let s = shape();
                    m().train_heads_of(s.heads, s.d_model / s.heads)
                })
            />
            <ParamSlider
                param=&LAYERS
                value=Signal::derive(move || layers.get() as f64)
                set=Callback::new(move |v: f64| set(&|p| p.settings.shape.layers = v as usize))
            />
            <ParamSlider
                param=&DMODEL
                value=Signal::derive(move || shape().d_model as f64)
                set=Callback::new(move |v: f64| set(&|p| p.set_dmodel(v as usize)))
            />
            <ParamSlider
                param=&DFF
                value=Signal::derive(move || shape().d_ff as f64)
                set=Callback::new(move |v: f64| set(&|p| p.settings.shape.d_ff = v as usize))
            />
            <ParamSlider
                param=&WARMUP
                value=Signal::derive(move || state.with(|p| p.settings.warmup) as f64)
                set=Callback::new(move |v: f64| set(&|p| p.settings.warmup = v as u32))
            />
        </details>
    }
}
