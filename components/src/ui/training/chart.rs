//! The training chart: the loss after each step (and the previous run's, dashed), the held-out
//! share on a right-hand scale, and the learning-rate schedule in a strip under them.

use plotters::prelude::*;

use crate::format::{fixed, group, sci, with_percent};
use crate::i18n::m;
use crate::kernel::network::learning_rate;
use crate::model::charts::series::thin;
use crate::model::train::{Curves, TrainingChart};
use crate::ui::chart::{Area, Axes, Drawn, Surface, frame, text};

/// Draws the training chart: loss (and the previous run's, dashed) with held-out accuracy on a
/// right-hand scale, the learning-rate schedule in a strip under it with a marker at the step.
pub(crate) fn draw<DB: DrawingBackend>(
    area: &Area<DB>,
    s: &Surface,
    chart: &TrainingChart,
) -> Option<Drawn> {
    let t = s.theme;
    let end = chart.x_end() as f64;
    let (whole_top, bottom) = area.split_vertically((s.size.height * s.size.dpr * 0.7) as i32);
    // Both charts leave room on the right for the held-out scale's "100%", so their step axes
    // stay aligned and the label is not cut at the canvas's edge.
    let room = s.ipx(12.0);
    let top = whole_top.margin(0, 0, 0, room);
    let bottom = bottom.margin(0, 0, 0, room);
    let highest = chart
        .now
        .losses
        .iter()
        .chain(chart.before.iter().flat_map(|b| b.losses.iter()))
        .fold(2.5f32, |m, &l| if l.is_finite() { m.max(l) } else { m }) as f64;
    let y_top = (highest * 1.05 * 2.0).ceil() / 2.0;
    let x_labels = ((s.size.width - 90.0) / 60.0).clamp(2.0, 7.0) as usize;
    let mut c = frame(
        &top,
        s,
        Axes {
            x: 0f64..end,
            y: 0f64..y_top,
            x_name: "",
            y_name: m().train_chart_axes().0,
            x_label: &|v| group(v.round() as u64),
            y_label: &|v| fixed(*v, 1),
            x_labels,
            y_labels: 6,
        },
    )?;
    // A long run has far more steps than the chart has pixels: each line is drawn through at
    // most four points per pixel column (`thin`), which keeps its shape; the cursor still stops
    // at every step.
    let columns = (s.size.width * s.size.dpr).max(1.0) as usize;
    let line = |curves: &Curves| -> Vec<(f64, f64)> {
        curves
            .losses
            .iter()
            .enumerate()
            .filter(|(_, l)| l.is_finite())
            .map(|(i, &l)| ((i + 1) as f64, l as f64))
            .collect()
    };
    let accuracy = |curves: &Curves| -> Vec<(f64, f64)> {
        curves
            .checks
            .iter()
            .map(|&(step, share)| (step as f64, share as f64 * y_top))
            .collect()
    };
    if let Some(before) = &chart.before {
        let faint = s.stroke(t.grid, 2.0);
        c.draw_series(DashedLineSeries::new(
            thin(&line(before), end, columns),
            s.px(6.0) as u32,
            s.px(4.0) as u32,
            faint,
        ))
        .ok()?;
        c.draw_series(DashedLineSeries::new(
            thin(&accuracy(before), end, columns),
            s.px(3.0) as u32,
            s.px(3.0) as u32,
            faint,
        ))
        .ok()?;
    }
    let now = line(&chart.now);
    c.draw_series(LineSeries::new(
        thin(&now, end, columns),
        s.stroke(t.a, 2.0),
    ))
    .ok()?;
    let acc = accuracy(&chart.now);
    c.draw_series(LineSeries::new(
        thin(&acc, end, columns),
        s.stroke(t.b, 2.0),
    ))
    .ok()?;
    // A triangle is about eight pixels wide: more than one every few pixels is a smear.
    c.draw_series(
        thin(&acc, end, columns / 8)
            .iter()
            .map(|&p| TriangleMarker::new(p, s.ipx(4.0), t.b.filled())),
    )
    .ok()?;
    // The right-hand scale: the held-out share, on the same height as the loss axis.
    let (xs, ys) = c.plotting_area().get_pixel_range();
    for pct in [0.0, 50.0, 100.0] {
        let (_, y) = c.backend_coord(&(0.0, pct / 100.0 * y_top));
        text(
            &whole_top,
            (xs.end + s.ipx(4.0), y),
            &with_percent(&format!("{pct:.0}")),
            s.font(11.0).color(&t.b),
            (
                plotters::style::text_anchor::HPos::Left,
                plotters::style::text_anchor::VPos::Center,
            ),
        );
    }
    let step = chart.now.losses.len() as u32;
    let peak = learning_rate(chart.d_model, chart.warmup, chart.warmup) as f64;
    let mut r = frame(
        &bottom,
        s,
        Axes {
            x: 0f64..end,
            y: 0f64..peak * 1.2,
            x_name: m().train_chart_axes().1,
            y_name: m().train_chart_axes().2,
            x_label: &|v| group(v.round() as u64),
            y_label: &|v| if *v == 0.0 { "0".into() } else { sci(*v, 1) },
            x_labels,
            y_labels: 2,
        },
    )?;
    let schedule = (1..=chart.x_end())
        .step_by((chart.x_end() / 200).max(1) as usize)
        .map(|i| {
            (
                i as f64,
                learning_rate(chart.d_model, chart.warmup, i) as f64,
            )
        });
    r.draw_series(LineSeries::new(schedule, s.stroke(t.text, 1.0)))
        .ok()?;
    if step > 0 {
        let at = (
            step as f64,
            learning_rate(chart.d_model, chart.warmup, step) as f64,
        );
        r.draw_series(std::iter::once(Circle::new(at, s.ipx(4.0), t.b.filled())))
            .ok()?;
    }
    let stops = now.into_iter().map(|p| c.backend_coord(&p)).collect();
    Some(Drawn {
        x: xs,
        y: ys,
        stops,
        to_pixel: None,
    })
}
