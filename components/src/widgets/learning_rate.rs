//! `learning-rate`: the warm-up schedule as a chart, with a warm-up slider and a step cursor.

use leptos::prelude::*;

use crate::format::{group, sci};
use crate::kernel::schedule::{learning_rate, peak};
use crate::kernel::ticks::linear_ticks;
use crate::model::learning_rate::{LearningRateParams, WARMUP, chart_end};
use crate::ui::chart::{Axis, Margins, Plot, Surface, labelled, live_chart};
use crate::ui::{Slider, StatusLine};

/// The widget's view over its state.
pub fn view(state: RwSignal<LearningRateParams>) -> AnyView {
    view! { <LearningRateWidget state=state /> }.into_any()
}

/// Draws the schedule and the step cursor; `None` while the canvas is not laid out.
fn draw(
    canvas: &web_sys::HtmlCanvasElement,
    surface: &Surface,
    p: &LearningRateParams,
    curve: &[(f64, f64)],
) -> Option<()> {
    let end = chart_end(p.warmup) as f64;
    let top = peak(p.dmodel, p.warmup).1 * 1.15;
    let margins = Margins {
        top: 10.0,
        right: 30.0,
        bottom: 42.0,
        left: 72.0,
    };
    let plot = Plot::new(
        canvas,
        surface,
        margins,
        Axis::Linear(0.0, end),
        Axis::Linear(0.0, top),
    )?;
    let t = plot.theme;
    // Labels such as "100,000" need about 64 px each; fewer of them on a phone.
    let x_ticks = plot.x_ticks_room(64.0).clamp(2, 5);
    plot.axes(
        &labelled(linear_ticks(0.0, end, x_ticks), |v| group(v as u64)),
        &labelled(linear_ticks(0.0, top, 4), |v| {
            if v == 0.0 { "0".to_string() } else { sci(v, 2) }
        }),
        "training step",
        "learning rate",
    );
    plot.line(curve, t.a, 2.0);
    let s = p.step as f64;
    plot.rule(s, t.b, 1.0);
    plot.dot((s, learning_rate(p.step, p.dmodel, p.warmup)), 5.0, t.b);
    Some(())
}

/// The learning-rate widget.
#[component]
pub fn LearningRateWidget(
    /// Warm-up, width and cursor.
    state: RwSignal<LearningRateParams>,
) -> impl IntoView {
    let shape = Memo::new(move |_| state.with(|p| (p.warmup, p.dmodel)));
    let curve = Memo::new(move |_| {
        shape.track();
        state.with_untracked(LearningRateParams::curve)
    });
    let summary = Memo::new(move |_| state.with(LearningRateParams::summary));
    // The chart redraws for any change (the step cursor moves over it), reading the curve where it
    // is kept rather than copying it each time.
    let canvas = live_chart(
        move || {
            curve.track();
            state.get()
        },
        move |c, s, p| {
            curve.try_with_untracked(|curve| draw(c, s, p, curve));
        },
    );
    let end = Memo::new(move |_| chart_end(shape.get().0));

    view! {
        <div class="learning-rate-widget">
            <div class="chart-box">
                <canvas
                    node_ref=canvas
                    class="chart"
                    role="img"
                    aria-label="Chart: the learning rate rises in a straight line during warm-up, then falls with one over the square root of the step. Figures in the summary below."
                ></canvas>
            </div>
            <div class="controls">
                <Slider
                    label="Warm-up steps (logarithmic: 1 to 100,000)"
                    name="warmup"
                    min=(WARMUP.float_range().0).log10()
                    max=(WARMUP.float_range().1).log10()
                    step=0.01
                    value=Signal::derive(move || (shape.get().0 as f64).log10())
                    on_input=Callback::new(move |v: f64| {
                        state.update(|p| p.set_warmup(10f64.powf(v)))
                    })
                    text=Signal::derive(move || format!("warm-up {}", group(shape.get().0)))
                />
                <Slider
                    label="Step cursor"
                    name="step"
                    min=0.0
                    max=Signal::derive(move || end.get() as f64)
                    step=100.0
                    value=Signal::derive(move || state.with(|p| p.step as f64))
                    on_input=Callback::new(move |v: f64| {
                        state.update(|p| p.set_step(v))
                    })
                    text=Signal::derive(move || format!("step {}", group(state.with(|p| p.step))))
                />
            </div>
            <StatusLine text=summary />
        </div>
    }
}
