//! `results`: BLEU against training cost (log axis) for the paper's Table 2.

use leptos::prelude::*;

use crate::format::fixed;
use crate::kernel::ticks::{linear_ticks, power_ticks};
use crate::model::results::{ResultsParams, Task};
use crate::ui::chart::{Axis, Margins, Plot, Surface, labelled, live_chart};
use crate::ui::{StatusLine, ToggleGroup};

/// The widget's view over its state.
pub fn view(state: RwSignal<ResultsParams>) -> AnyView {
    view! { <ResultsWidget state=state /> }.into_any()
}

/// Draws BLEU against training cost for every model of the task; `None` while not laid out.
fn draw(canvas: &web_sys::HtmlCanvasElement, surface: &Surface, p: &ResultsParams) -> Option<()> {
    let pts = p.points();
    let (lo, hi) = pts.iter().fold((f64::MAX, f64::MIN), |(lo, hi), q| {
        (lo.min(q.2), hi.max(q.2))
    });
    let margins = Margins {
        top: 10.0,
        right: 24.0,
        bottom: 42.0,
        left: 52.0,
    };
    let (x_lo, x_hi) = (1e18, 3e21);
    let plot = Plot::new(
        canvas,
        surface,
        margins,
        Axis::Log(x_lo, x_hi),
        Axis::Linear(lo - 0.8, hi + 0.8),
    )?;
    let t = plot.theme;
    plot.axes(
        &labelled(power_ticks(x_lo, x_hi, 10.0), |v| {
            format!("1e{}", v.log10().round() as i64)
        }),
        &labelled(linear_ticks(lo - 0.8, hi + 0.8, 5), |v| fixed(v, 1)),
        "training cost, FLOPs (log scale)",
        "BLEU",
    );
    for (name, cost, bleu, ours) in pts {
        if ours {
            plot.triangle((cost, bleu), 7.0, t.a);
        } else {
            plot.ring((cost, bleu), 5.0, t.b, 2.0);
        }
        let label = name
            .replace(" Ensemble", " ens.")
            .replace("Transformer", "▲ Transformer");
        plot.label((cost * 1.15, bleu + 0.05), &label, 11.0);
    }
    Some(())
}

/// The results widget.
#[component]
pub fn ResultsWidget(
    /// Which task is shown.
    state: RwSignal<ResultsParams>,
) -> impl IntoView {
    let summary = Memo::new(move |_| state.with(ResultsParams::summary));
    let canvas = live_chart(
        move || state.get(),
        |c, s, p| {
            draw(c, s, p);
        },
    );
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
