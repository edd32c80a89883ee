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
use crate::model::scaling::{ScalingParams, saturation_at};
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
    let height = height_for(width);
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
    use crate::widgets::{kv_cache, learning_rate, multi_head, results, scaling, train};
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
        _ => return None,
    })
}
