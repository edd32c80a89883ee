//! `learning-rate`: the warm-up schedule as a chart, with a warm-up slider and a step cursor.

use leptos::prelude::*;

use plotters::prelude::*;

use crate::format::{group, sci};
use crate::i18n::m;
use crate::kernel::schedule::{learning_rate, peak};
use crate::model::Widget;
use crate::model::charts::{ChartData, ScheduleChart};
use crate::model::learning_rate::{LearningRateParams, STEP, WARMUP, chart_end};
use crate::ui::background::after_paint;
use crate::ui::chart::{
    Area, Axes, Drawn, Mark, Surface, frame, readable_chart_with_mark, to_pixel,
};
use crate::ui::figure::{Extra, Figure, FigureSpec, on_svg};
use crate::ui::figure_save::SaveFigure;
use crate::ui::{ParamSlider, StatusLine};

impl super::WidgetView for LearningRateParams {
    const FIGURES: &'static [FigureSpec] = &[FigureSpec::link("schedule")];

    fn figure(&self, id: &str, _: &Extra, width: f64) -> Option<Figure> {
        (id == "schedule").then(|| {
            let chart = ScheduleChart {
                warmup: self.warmup,
                dmodel: self.dmodel,
                step: self.step,
            };
            on_svg(width, |a, s| {
                let d = draw(a, s, &chart)?;
                draw_step(a, s, &d, &chart);
                Some(d)
            })
        })
    }

    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <LearningRateWidget state=state /> }.into_any()
    }
}

/// Draws the schedule (the widget's step is its mark, [`draw_step`]).
pub(crate) fn draw<DB: DrawingBackend>(
    area: &Area<DB>,
    s: &Surface,
    chart: &ScheduleChart,
) -> Option<Drawn> {
    let t = s.theme;
    let end = chart_end(chart.warmup) as f64;
    let top = peak(chart.dmodel, chart.warmup).1 * 1.15;
    // Labels such as "100,000" need about 70 CSS pixels each; fewer of them on a phone.
    let x_labels = ((s.size.width - 90.0) / 70.0).clamp(2.0, 6.0) as usize;
    let mut c = frame(
        area,
        s,
        Axes {
            x: 0f64..end,
            y: 0f64..top,
            x_name: m().rate_axes().0,
            y_name: m().rate_axes().1,
            x_label: &|v| group(v.round() as u64),
            y_label: &|v| if *v == 0.0 { "0".into() } else { sci(*v, 2) },
            x_labels,
            y_labels: 5,
        },
    )?;
    c.draw_series(LineSeries::new(chart.curve(), s.stroke(t.a, 2.0)))
        .ok()?;
    let (xs, ys) = c.plotting_area().get_pixel_range();
    let stops = (0..chart.stops())
        .map(|i| {
            let s = chart.step_at(i);
            c.backend_coord(&(s as f64, learning_rate(s, chart.dmodel, chart.warmup)))
        })
        .collect();
    let to_pixel = to_pixel(&c, 0f64..end, 0f64..top, (end / 2.0, top / 2.0));
    Some(Drawn {
        x: xs,
        y: ys,
        stops,
        to_pixel: Some(to_pixel),
    })
}

/// Marks the widget's step over the schedule: a rule across the plot and a dot on the curve. A
/// mark rather than part of the picture, so that the step slider redraws only this.
pub(crate) fn draw_step<DB: DrawingBackend>(
    area: &Area<DB>,
    s: &Surface,
    drawn: &Drawn,
    chart: &ScheduleChart,
) {
    let Some(to_pixel) = &drawn.to_pixel else {
        return;
    };
    let rate = learning_rate(chart.step, chart.dmodel, chart.warmup);
    let (x, y) = to_pixel((chart.step as f64, rate));
    area.draw(&PathElement::new(
        vec![(x, drawn.y.start), (x, drawn.y.end)],
        s.stroke(s.theme.b, 1.0),
    ))
    .ok();
    area.draw(&Circle::new((x, y), s.ipx(5.0), s.theme.b.filled()))
        .ok();
}

/// The learning-rate widget.
#[component]
pub fn LearningRateWidget(
    /// Warm-up, width and cursor.
    state: RwSignal<LearningRateParams>,
) -> impl IntoView {
    // The sliders read `state`; the chart and the summary follow it after the press's frame.
    let shown = after_paint(state);
    let shape = Memo::new(move |_| state.with(|p| (p.warmup, p.dmodel)));
    let summary = Memo::new(move |_| shown.with(|p| p.summary(&p.compute(&()))));
    let chart = readable_chart_with_mark(
        m().rate_chart(),
        "chart",
        move || {
            shown.with(|p| ScheduleChart {
                warmup: p.warmup,
                dmodel: p.dmodel,
                step: p.step,
            })
        },
        draw,
        Mark {
            picture: |chart: &ScheduleChart| (chart.warmup, chart.dmodel),
            draw: draw_step,
        },
    );
    let end = Memo::new(move |_| chart_end(shape.get().0));

    view! {
        <div class="learning-rate-widget">
            {chart}
            <SaveFigure figure="schedule" />
            <div class="controls">
                <ParamSlider
                    param=&WARMUP
                    value=Signal::derive(move || shape.get().0 as f64)
                    set=Callback::new(move |v: f64| state.update(|p| p.set_warmup(v)))
                />
                <ParamSlider
                    param=&STEP
                    value=Signal::derive(move || state.with(|p| p.step as f64))
                    top=Signal::derive(move || end.get() as f64)
                    set=Callback::new(move |v: f64| state.update(|p| p.set_step(v)))
                />
            </div>
            <StatusLine text=summary />
        </div>
    }
}
