//! `learning-rate`: the warm-up schedule as a chart, with a warm-up slider and a step cursor.

use leptos::prelude::*;
use plotters::prelude::*;

use crate::kernel::format::{group, sci};
use crate::kernel::schedule::{learning_rate, peak};
use crate::model::learning_rate::{LearningRateParams, chart_end};
use crate::ui::chart::{Surface, live_chart, prepare, style_mesh};
use crate::ui::{Slider, StatusLine};

/// The widget's view over its state.
pub fn view(state: RwSignal<LearningRateParams>) -> AnyView {
    view! { <LearningRateWidget state=state /> }.into_any()
}

fn draw(
    canvas: &web_sys::HtmlCanvasElement,
    surface: &Surface,
    p: &LearningRateParams,
    curve: &[(f64, f64)],
) -> Option<()> {
    let (root, t) = prepare(canvas, surface)?;
    let end = chart_end(p.warmup) as f64;
    let top = peak(p.dmodel, p.warmup).1 * 1.15;
    let mut chart = ChartBuilder::on(&root)
        .margin(t.px(10.0))
        .margin_right(t.px(30.0))
        .x_label_area_size(t.px(36.0))
        .y_label_area_size(t.px(58.0))
        .build_cartesian_2d(0f64..end, 0f64..top)
        .ok()?;
    let mut mesh = chart.configure_mesh();
    style_mesh(&mut mesh, &t, "training step", "learning rate");
    mesh.x_labels(6)
        .y_labels(5)
        .x_label_formatter(&|v| group(*v as u128))
        .y_label_formatter(&|v| sci(*v, 2))
        .draw()
        .ok()?;
    chart
        .draw_series(LineSeries::new(
            curve.iter().copied(),
            t.a.stroke_width(t.px(2.0)),
        ))
        .ok()?;
    let s = p.step as f64;
    let r = learning_rate(p.step, p.dmodel, p.warmup);
    chart
        .draw_series(std::iter::once(PathElement::new(
            vec![(s, 0.0), (s, top)],
            t.b.stroke_width(t.px(1.0)),
        )))
        .ok()?;
    chart
        .draw_series(std::iter::once(Circle::new(
            (s, r),
            t.px(5.0),
            t.b.filled(),
        )))
        .ok()?;
    root.present().ok()
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
    let canvas = live_chart(move |c, s| {
        let p = state.get();
        curve.with(|curve| draw(c, s, &p, curve));
    });
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
                    min=0.0
                    max=5.0
                    step=0.01
                    value=Signal::derive(move || (shape.get().0 as f64).log10())
                    on_input=Callback::new(move |v: f64| {
                        let w = 10f64.powf(v).round().clamp(1.0, 100_000.0) as u64;
                        state.update(|p| {
                            p.warmup = w;
                            p.step = p.step.min(chart_end(w));
                        })
                    })
                    text=Signal::derive(move || format!("warm-up {}", group(shape.get().0 as u128)))
                />
                <Slider
                    label="Step cursor"
                    name="step"
                    min=0.0
                    max=Signal::derive(move || end.get() as f64)
                    step=100.0
                    value=Signal::derive(move || state.with(|p| p.step as f64))
                    on_input=Callback::new(move |v: f64| {
                        state.update(|p| p.step = (v.round() as u64).clamp(1, chart_end(p.warmup)))
                    })
                    text=Signal::derive(move || format!("step {}", group(state.with(|p| p.step) as u128)))
                />
            </div>
            <StatusLine text=summary />
        </div>
    }
}
