//! `results`: BLEU against training cost (log axis) for the paper's Table 2.

use leptos::prelude::*;

use plotters::prelude::*;

use crate::format::fixed;
use crate::i18n::m;
use crate::kernel::labels::Prefer;
use crate::model::Widget;
use crate::model::charts::ResultsChart;
use crate::model::results::{ResultsParams, TASK, Task, short_name};
use crate::ui::chart::{Area, Axes, Drawn, Surface, frame, point_labels, readable_chart};
use crate::ui::figure::{Extra, Figure, FigureSpec, on_svg};
use crate::ui::figure_save::SaveFigure;
use crate::ui::{ParamToggle, StatusLine};

impl super::WidgetView for ResultsParams {
    const FIGURES: &'static [FigureSpec] = &[FigureSpec::link("chart")];

    fn figure(&self, id: &str, _: &Extra, width: f64) -> Option<Figure> {
        (id == "chart").then(|| on_svg(width, |a, s| draw(a, s, &ResultsChart { task: self.task })))
    }

    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <ResultsWidget state=state /> }.into_any()
    }
}

/// Draws BLEU against training cost for every model of the task that reports one: Transformers
/// as filled triangles, earlier models as open circles, each named where its name fits.
pub(crate) fn draw<DB: DrawingBackend>(
    area: &Area<DB>,
    s: &Surface,
    chart: &ResultsChart,
) -> Option<Drawn> {
    let t = s.theme;
    let points = chart.points();
    let (lo, hi) = points.iter().fold((f64::MAX, f64::MIN), |(lo, hi), p| {
        (lo.min(p.2), hi.max(p.2))
    });
    let cost = (1e18f64..3e21f64)
        .log_scale()
        .with_key_points(vec![1e18, 1e19, 1e20, 1e21]);
    let mut c = frame(
        area,
        s,
        Axes {
            x: cost,
            y: (lo - 0.8)..(hi + 0.8),
            x_name: m().results_x_axis(),
            y_name: "BLEU",
            x_label: &|v| format!("1e{}", v.log10().round() as i64),
            y_label: &|v| fixed(*v, 1),
            x_labels: 4,
            y_labels: 5,
        },
    )?;
    c.draw_series(
        points
            .iter()
            .filter(|p| p.3)
            .map(|p| TriangleMarker::new((p.1, p.2), s.ipx(7.0), t.a.filled())),
    )
    .ok()?;
    c.draw_series(
        points
            .iter()
            .filter(|p| !p.3)
            .map(|p| Circle::new((p.1, p.2), s.ipx(5.0), s.stroke(t.b, 2.0))),
    )
    .ok()?;
    let stops: Vec<(i32, i32)> = points
        .iter()
        .map(|p| c.backend_coord(&(p.1, p.2)))
        .collect();
    let (xs, ys) = c.plotting_area().get_pixel_range();
    let names: Vec<String> = points.iter().map(|p| short_name(p.0)).collect();
    point_labels(area, s, &stops, &names, (&xs, &ys), 7.0, Prefer::Beside);
    Some(Drawn {
        x: xs,
        y: ys,
        stops,
        to_pixel: None,
    })
}

/// The results widget.
#[component]
pub fn ResultsWidget(
    /// Which task is shown.
    state: RwSignal<ResultsParams>,
) -> impl IntoView {
    let summary = Memo::new(move |_| state.with(|p| p.summary(&p.compute(&()))));
    let chart = readable_chart(
        m().results_chart(),
        "chart chart-tall",
        move || ResultsChart {
            task: state.with(|p| p.task),
        },
        draw,
    );
    view! {
        <div class="results-widget">
            <ParamToggle
                param=&TASK
                value=Signal::derive(move || state.with(|p| p.task.slug()))
                set=Callback::new(move |v: &'static str| {
                    state.update(|p| p.task = if v == "en-fr" { Task::EnFr } else { Task::EnDe })
                })
            />
            {chart}
            <SaveFigure figure="chart" />
            <p class="honesty">{m().results_note()}</p>
            <StatusLine text=summary />
        </div>
    }
}
