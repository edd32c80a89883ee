//! `results`: BLEU against training cost (log axis) for the paper's Table 2.

use leptos::prelude::*;
use plotters::prelude::*;

use crate::model::results::{ResultsParams, Task};
use crate::ui::chart::{Surface, live_chart, prepare, style_mesh};
use crate::ui::{StatusLine, ToggleGroup};

/// The widget's view over its state.
pub fn view(state: RwSignal<ResultsParams>) -> AnyView {
    view! { <ResultsWidget state=state /> }.into_any()
}

fn draw(canvas: &web_sys::HtmlCanvasElement, surface: &Surface, p: &ResultsParams) -> Option<()> {
    let (root, t) = prepare(canvas, surface)?;
    let pts = p.points();
    let (lo, hi) = pts.iter().fold((f64::MAX, f64::MIN), |(lo, hi), q| {
        (lo.min(q.2), hi.max(q.2))
    });
    let mut chart = ChartBuilder::on(&root)
        .margin(t.px(10.0))
        .margin_right(t.px(24.0))
        .x_label_area_size(t.px(36.0))
        .y_label_area_size(t.px(44.0))
        .build_cartesian_2d((1e18f64..3e21f64).log_scale(), (lo - 0.8)..(hi + 0.8))
        .ok()?;
    let mut mesh = chart.configure_mesh();
    style_mesh(&mut mesh, &t, "training cost, FLOPs (log scale)", "BLEU");
    mesh.x_labels(5)
        .x_label_formatter(&|v| format!("{v:.0e}"))
        .y_label_formatter(&|v| format!("{v:.1}"))
        .draw()
        .ok()?;
    for (name, cost, bleu, ours) in pts {
        if ours {
            chart
                .draw_series(std::iter::once(TriangleMarker::new(
                    (cost, bleu),
                    t.px(7.0),
                    t.a.filled(),
                )))
                .ok()?;
        } else {
            chart
                .draw_series(std::iter::once(Circle::new(
                    (cost, bleu),
                    t.px(5.0),
                    t.b.stroke_width(t.px(2.0)),
                )))
                .ok()?;
        }
        let label = name
            .replace(" Ensemble", " ens.")
            .replace("Transformer", "▲ Transformer");
        chart
            .draw_series(std::iter::once(Text::new(
                label,
                (cost * 1.15, bleu + 0.05),
                t.font(11.0),
            )))
            .ok()?;
    }
    root.present().ok()
}

/// The results widget.
#[component]
pub fn ResultsWidget(
    /// Which task is shown.
    state: RwSignal<ResultsParams>,
) -> impl IntoView {
    let summary = Memo::new(move |_| state.with(ResultsParams::summary));
    let canvas = live_chart(move |c, s| {
        draw(c, s, &state.get());
    });
    view! {
        <div class="results-widget">
            <ToggleGroup
                label="Task:"
                name="task"
                options=vec![("en-de", "English→German"), ("en-fr", "English→French")]
                selected=Signal::derive(move || state.with(|p| p.task.slug()))
                on_select=Callback::new(move |v: &'static str| {
                    state.update(|p| p.task = if v == "en-fr" { Task::EnFr } else { Task::EnDe })
                })
            />
            <div class="chart-box">
                <canvas
                    node_ref=canvas
                    class="chart chart-tall"
                    role="img"
                    aria-label="Chart of the paper's Table 2: BLEU against training cost. Transformers are filled triangles, earlier models open circles. Figures in the summary below."
                ></canvas>
            </div>
            <p class="honesty">"Up and to the left is better: a higher score for less training. Models that report no cost (ByteNet) have no point here."</p>
            <StatusLine text=summary />
        </div>
    }
}
