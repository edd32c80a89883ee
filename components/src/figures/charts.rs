//! The plotters charts, drawn again by the widgets' own draw functions onto plotters' SVG
//! backend, with the mark the page draws over them (the widget's own setting).

use std::sync::Arc;

use plotters::prelude::*;

use super::figure::{Extra, Figure};
use crate::kernel::sampling::CURVE_DKS;
use crate::model::WidgetParams;
use crate::model::charts::{AblationChart, ResultsChart, SaturationChart, ScheduleChart};
use crate::model::kv_cache::{CostChart, KvCacheParams};
use crate::model::learning_rate::LearningRateParams;
use crate::model::multi_head::MultiHeadParams;
use crate::model::results::ResultsParams;
use crate::model::robot::{RobotParams, RobotSeen};
use crate::model::robot_budget::{BudgetChart, RobotBudgetParams};
use crate::model::scaling::{ScalingParams, saturation_at};
use crate::model::train::Attempt;
use crate::params::Query;
use crate::ui::canvas::CanvasBox;
use crate::ui::chart::{Area, Drawn, Surface};
use crate::ui::plot::Theme;

/// The chart's height for its width: the page's proportions.
fn height_for(width: f64) -> f64 {
    (width * 0.55).clamp(260.0, 520.0)
}

/// The chart `draw` draws (with its mark over it) on an SVG `width` CSS pixels wide.
fn on_svg(
    width: f64,
    draw: impl FnOnce(&Area<SVGBackend<'_>>, &Surface) -> Option<Drawn>,
) -> Figure {
    on_svg_sized(width, height_for(width), draw)
}

/// What `draw` draws on an SVG of `width × height` CSS pixels.
fn on_svg_sized(
    width: f64,
    height: f64,
    draw: impl FnOnce(&Area<SVGBackend<'_>>, &Surface) -> Option<Drawn>,
) -> Figure {
    let surface = Surface {
        size: CanvasBox {
            width,
            height,
            dpr: 1.0,
        },
        theme: Theme::LIGHT,
    };
    let mut svg = String::new();
    {
        let backend = SVGBackend::with_string(&mut svg, (width as u32, height as u32));
        let area = backend.into_drawing_area();
        draw(&area, &surface);
        area.present().ok();
    }
    Figure { svg, width, height }
}

/// The chart of widget `name` in the state `query` describes.
pub(super) fn draw(name: &str, query: &Query, extra: &Extra, width: f64) -> Option<Figure> {
    use crate::ui::training as train;
    use crate::widgets::{kv_cache, learning_rate, multi_head, results, robot_budget, scaling};
    Some(match name {
        "scaling" => {
            let p = ScalingParams::from_query(query).0;
            let chart = SaturationChart {
                curve: CURVE_DKS
                    .iter()
                    .map(|&d| saturation_at(p.keys, d))
                    .collect::<Arc<[_]>>(),
                dk: p.dk,
            };
            on_svg(width, |a, s| {
                let d = scaling::draw_chart(a, s, &chart)?;
                scaling::draw_dk(a, s, &d, &chart);
                Some(d)
            })
        }
        "multi-head" => {
            let p = MultiHeadParams::from_query(query).0;
            let chart = AblationChart { heads: p.heads };
            on_svg(width, |a, s| {
                let d = multi_head::draw_ablation(a, s, &chart)?;
                multi_head::ring_heads(a, s, &d, &chart);
                Some(d)
            })
        }
        "learning-rate" => {
            let p = LearningRateParams::from_query(query).0;
            let chart = ScheduleChart {
                warmup: p.warmup,
                dmodel: p.dmodel,
                step: p.step,
            };
            on_svg(width, |a, s| {
                let d = learning_rate::draw(a, s, &chart)?;
                learning_rate::draw_step(a, s, &d, &chart);
                Some(d)
            })
        }
        "results" => {
            let p = ResultsParams::from_query(query).0;
            on_svg(width, |a, s| {
                results::draw(a, s, &ResultsChart { task: p.task })
            })
        }
        "kv-cache" => {
            let p = KvCacheParams::from_query(query).0;
            let chart = CostChart {
                dmodel: p.dmodel,
                layers: p.layers,
                n: p.n,
            };
            on_svg(width, |a, s| kv_cache::draw(a, s, &chart))
        }
        "train" => {
            let chart = &extra.run.as_ref()?.chart;
            on_svg(width, |a, s| train::chart::draw(a, s, chart))
        }
        "robot" => {
            let chart = &extra.run.as_ref()?.chart;
            on_svg(width, |a, s| train::chart::draw(a, s, chart))
        }
        "robot-budget" => {
            let p = RobotBudgetParams::from_query(query).0;
            let chart = BudgetChart { setup: p.setup };
            on_svg(width, |a, s| {
                let d = robot_budget::draw(a, s, &chart)?;
                robot_budget::draw_here(a, s, &d, &chart);
                Some(d)
            })
        }
        _ => return None,
    })
}

/// The robot's table as the page drew it: the scene from the link, the model's answer from the
/// page's numbers (none yet: the table alone), square, at most 720 CSS pixels across.
pub(super) fn robot_table(query: &Query, extra: &Extra, width: f64) -> Figure {
    use crate::model::Widget;
    use crate::widgets::robot::table::{TablePicture, draw};
    let p = RobotParams::from_query(query).0;
    let run = extra.run.as_ref();
    let answer = run.and_then(|r| {
        let (input, answer) = r.answer.clone()?;
        Some(Attempt {
            input,
            answer,
            maps: r.maps.clone()?,
        })
    });
    let view = p.compute(&RobotSeen { run: None, answer });
    let side = width.min(720.0);
    on_svg_sized(side, side, |a, s| {
        draw(
            a,
            s,
            &TablePicture {
                view,
                dragging: None,
                selected: None,
            },
        );
        None
    })
}
