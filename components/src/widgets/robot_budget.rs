//! `robot-budget`: a robot's tokens and what they cost, with a chart of the key–value cache
//! against the frames of history kept and the onboard memory drawn across it.

use leptos::prelude::*;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, VPos};

use crate::format::{fixed, group};
use crate::i18n::m;
use crate::kernel::robot::budget::Setup;
use crate::model::Widget;
use crate::model::charts::ChartData;
use crate::model::robot_budget::{
    BITS, BudgetChart, CAMERAS, DMODEL, FRAMES, LAYERS, MEMORY, PATCH, RES, RobotBudgetParams,
    WORDS, big_text, bytes_text,
};
use crate::params::Param;
use crate::ui::background::after_paint;
use crate::ui::chart::{Area, Axes, Drawn, Mark, Surface, frame, readable_chart_with_mark, text};
use crate::ui::figure::{Extra, Figure, FigureSpec, on_svg};
use crate::ui::figure_save::SaveFigure;
use crate::ui::{DataTable, ParamSlider, ParamToggle, StatusLine};

impl super::WidgetView for RobotBudgetParams {
    const FIGURES: &'static [FigureSpec] = &[FigureSpec::link("chart")];

    fn figure(&self, id: &str, _: &Extra, width: f64) -> Option<Figure> {
        (id == "chart").then(|| {
            let chart = BudgetChart { setup: self.setup };
            on_svg(width, |a, s| {
                let d = draw(a, s, &chart)?;
                draw_here(a, s, &d, &chart);
                Some(d)
            })
        })
    }

    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <RobotBudgetWidget state=state /> }.into_any()
    }
}

/// Draws the cache against the frames kept and the onboard memory across it; the setup's own
/// point is the chart's mark ([`draw_here`]), so the frames slider moves only that.
pub(crate) fn draw<DB: DrawingBackend>(
    area: &Area<DB>,
    s: &Surface,
    chart: &BudgetChart,
) -> Option<Drawn> {
    let t = s.theme;
    let gb = |bytes: u128| bytes as f64 / 1e9;
    let points: Vec<(f64, f64)> = chart
        .frames()
        .map(|f| (f as f64, gb(chart.at(f).cache_bytes)))
        .collect();
    let memory = chart.setup.memory_gb;
    let highest = points.last().map_or(1.0, |p| p.1);
    let y_end = highest.max(memory) * 1.1;
    let x_end = *chart.frames().end() as f64;
    let mut c = frame(
        area,
        s,
        Axes {
            x: 1f64..x_end,
            y: 0f64..y_end,
            x_name: m().budget_axes().0,
            y_name: m().budget_axes().1,
            x_label: &|v| group(v.round() as u64),
            y_label: &|v| fixed(*v, if y_end < 10.0 { 1 } else { 0 }),
            x_labels: 6,
            y_labels: 5,
        },
    )?;
    c.draw_series(DashedLineSeries::new(
        [(1.0, memory), (x_end, memory)],
        s.px(6.0) as u32,
        s.px(4.0) as u32,
        s.stroke(t.b, 2.0),
    ))
    .ok()?;
    c.draw_series(LineSeries::new(points.clone(), s.stroke(t.a, 2.0)))
        .ok()?;
    let (x, y) = c.backend_coord(&(1.0, memory));
    text(
        area,
        (x + s.ipx(4.0), y - s.ipx(3.0)),
        &m().budget_memory_line(&crate::format::trimmed(memory, 1)),
        s.font(12.0).color(&t.b),
        (HPos::Left, VPos::Bottom),
    );
    let (xs, ys) = c.plotting_area().get_pixel_range();
    Some(Drawn {
        x: xs,
        y: ys,
        stops: points.iter().map(|p| c.backend_coord(p)).collect(),
        to_pixel: None,
    })
}

/// The setup's own point on the curve: the stop its frames kept are (where the cursor starts),
/// as the picture placed it.
pub(crate) fn draw_here<DB: DrawingBackend>(
    area: &Area<DB>,
    s: &Surface,
    drawn: &Drawn,
    chart: &BudgetChart,
) {
    let Some(&here) = drawn.stops.get(chart.start()) else {
        return;
    };
    area.draw(&Circle::new(here, s.ipx(5.0), s.theme.a.filled()))
        .ok();
}

/// What the picture under the point shows: everything of the setup but the frames kept.
fn picture(chart: &BudgetChart) -> Setup {
    Setup {
        frames: 0,
        ..chart.setup
    }
}

/// A slider for one of the setup's whole numbers.
fn slider(
    state: RwSignal<RobotBudgetParams>,
    param: &'static Param,
    get: fn(&RobotBudgetParams) -> u64,
    put: fn(&mut RobotBudgetParams, u64),
) -> impl IntoView {
    view! {
        <ParamSlider
            param=param
            value=Signal::derive(move || state.with(|p| get(p) as f64))
            set=Callback::new(move |v: f64| state.update(|p| put(p, v.round() as u64)))
        />
    }
}

/// The token-budget widget.
#[component]
pub fn RobotBudgetWidget(
    /// The robot's cameras, history, instruction and model.
    state: RwSignal<RobotBudgetParams>,
) -> impl IntoView {
    let shown = after_paint(state);
    let budget = Memo::new(move |_| shown.with(|p| p.compute(&())));
    let summary = Memo::new(move |_| shown.with(|p| budget.with(|b| p.summary(b))));
    let chart = readable_chart_with_mark(
        m().budget_chart(),
        "chart",
        move || BudgetChart {
            setup: shown.with(|p| p.setup),
        },
        draw,
        Mark {
            picture,
            draw: draw_here,
        },
    );
    let rows = move || {
        budget.with(|b| {
            let s = shown.with(|p| p.setup);
            let t = m();
            let names = t.budget_rows();
            [
                (names[0], t.budget_patches(&group(b.per_image), b.side)),
                (names[1], group(b.tokens)),
                (names[2], t.multiply_adds(&big_text(b.attention_per_layer))),
                (names[3], t.multiply_adds(&big_text(b.attention_all_layers))),
                (names[4], t.budget_cache(&bytes_text(b.cache_bytes), s.bits)),
                (names[5], crate::format::percent(b.memory_share)),
            ]
            .into_iter()
            .map(|(what, value)| view! { <tr><th scope="row">{what}</th><td>{value}</td></tr> })
            .collect_view()
        })
    };
    view! {
        <div class="budget-widget">
            {chart}
            <SaveFigure figure="chart" />
            <DataTable label=m().budget_table().0 caption=Signal::derive(|| m().budget_table().1.to_string())>
                {rows}
            </DataTable>
            <div class="controls">
                {slider(state, &CAMERAS, |p| p.setup.cameras, |p, v| p.setup.cameras = v)}
                {slider(state, &RES, |p| p.setup.resolution, |p, v| p.setup.resolution = v)}
                {slider(state, &PATCH, |p| p.setup.patch, |p, v| p.setup.patch = v)}
                {slider(state, &FRAMES, |p| p.setup.frames, |p, v| p.setup.frames = v)}
                {slider(state, &WORDS, |p| p.setup.words, |p, v| p.setup.words = v)}
                {slider(state, &DMODEL, |p| p.setup.d_model, |p, v| p.setup.d_model = v)}
                {slider(state, &LAYERS, |p| p.setup.layers, |p, v| p.setup.layers = v)}
                {slider(state, &MEMORY, |p| p.setup.memory_gb as u64, |p, v| p.setup.memory_gb = v as f64)}
                <ParamToggle
                    param=&BITS
                    value=Signal::derive(move || if state.with(|p| p.setup.bits) == 32 { "32" } else { "16" })
                    set=Callback::new(move |v: &'static str| state.update(|p| p.setup.bits = if v == "32" { 32 } else { 16 }))
                />
            </div>
            <StatusLine text=summary />
        </div>
    }
}
