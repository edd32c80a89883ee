//! What each chart's cursor can stop on and what its readout says there, in words and numbers.
//!
//! A chart is read by moving a cursor along its data (pointer or arrow keys); the readout is the
//! text alternative to the picture at that spot, so it is written here, beside the summaries, and
//! tested natively. The views only draw.

pub mod series;

use std::sync::Arc;

use crate::format::{fixed, group, percent, sci};
use crate::i18n::m;
use crate::kernel::sampling::Saturation;
use crate::kernel::schedule::learning_rate;
use crate::model::Widget;
use crate::model::learning_rate::{LearningRateParams, chart_end};
use crate::model::multi_head::ablation_curve;
use crate::model::results::{ResultsParams, Task};

/// A chart's data as its cursor sees it.
pub trait ChartData: Clone + PartialEq + Send + Sync + 'static {
    /// How many places the cursor can stop at (0 while there is nothing to read yet).
    fn stops(&self) -> usize;
    /// Where the cursor starts: the stop nearest the widget's own setting.
    fn start(&self) -> usize {
        0
    }
    /// The readout at stop `i` (below [`ChartData::stops`]).
    fn reading(&self, i: usize) -> String;
    /// Whether a pointer picks the stop nearest it across (a curve) rather than nearest in both
    /// directions (a scatter of points).
    fn by_x(&self) -> bool {
        true
    }
}

/// The index in `xs` nearest `x` on a log scale (the charts' x axes are logarithmic).
fn nearest_log(xs: impl Iterator<Item = f64>, x: f64) -> usize {
    xs.enumerate()
        .min_by(|a, b| {
            let da = (a.1.ln() - x.ln()).abs();
            let db = (b.1.ln() - x.ln()).abs();
            da.total_cmp(&db)
        })
        .map_or(0, |(i, _)| i)
}

/// The `scaling` chart: the average largest share against d_k, at the current key count.
#[derive(Debug, Clone, PartialEq)]
pub struct SaturationChart {
    /// One point per width, narrowest first; empty while it is being computed.
    pub curve: Arc<[Saturation]>,
    /// The widget's d_k, marked on the chart.
    pub dk: usize,
}

impl ChartData for SaturationChart {
    fn stops(&self) -> usize {
        self.curve.len()
    }

    fn start(&self) -> usize {
        nearest_log(self.curve.iter().map(|p| p.dk as f64), self.dk as f64)
    }

    fn reading(&self, i: usize) -> String {
        let p = self.curve[i];
        m().saturation_reading(&group(p.dk), &percent(p.unscaled), &percent(p.scaled))
    }
}

/// Stops along the learning-rate chart.
const SCHEDULE_STOPS: u64 = 200;

/// The `learning-rate` chart: the schedule from step 1 to the chart's end.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ScheduleChart {
    /// Warm-up steps.
    pub warmup: u64,
    /// Model width.
    pub dmodel: u64,
    /// The widget's step cursor.
    pub step: u64,
}

impl ScheduleChart {
    /// The schedule drawn: (step, rate) from step 1 to the chart's end.
    pub fn curve(&self) -> Vec<(f64, f64)> {
        LearningRateParams {
            warmup: self.warmup,
            dmodel: self.dmodel,
            step: self.step,
        }
        .curve()
    }

    /// The training step at stop `i`: evenly across the chart, never below step 1.
    pub fn step_at(&self, i: usize) -> u64 {
        (chart_end(self.warmup) * i as u64 / SCHEDULE_STOPS).max(1)
    }
}

impl ChartData for ScheduleChart {
    fn stops(&self) -> usize {
        SCHEDULE_STOPS as usize + 1
    }

    fn start(&self) -> usize {
        let end = chart_end(self.warmup);
        ((self.step * SCHEDULE_STOPS + end / 2) / end) as usize
    }

    fn reading(&self, i: usize) -> String {
        let s = self.step_at(i);
        m().schedule_reading(
            &group(s),
            &sci(learning_rate(s, self.dmodel, self.warmup), 2),
        )
    }
}

/// The `multi-head` chart: the paper's BLEU for each head count it tried (Table 3, rows A).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct AblationChart {
    /// The widget's head count.
    pub heads: u64,
}

impl ChartData for AblationChart {
    fn stops(&self) -> usize {
        ablation_curve().len()
    }

    fn start(&self) -> usize {
        nearest_log(
            ablation_curve().iter().map(|p| p.0 as f64),
            self.heads as f64,
        )
    }

    fn reading(&self, i: usize) -> String {
        let (heads, bleu) = ablation_curve()[i];
        m().ablation_reading(&group(heads), heads == 1, &fixed(bleu, 1))
    }
}

/// The `results` chart: each model of Table 2 that reports a cost, cheapest first.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ResultsChart {
    /// The task plotted.
    pub task: Task,
}

impl ResultsChart {
    /// The plotted models, cheapest first: name, cost in FLOPs, BLEU, whether it is a Transformer.
    pub fn points(&self) -> Vec<(&'static str, f64, f64, bool)> {
        let mut points = ResultsParams { task: self.task }.compute(&()).points;
        // Unstable sort with a total order: the stable one would add its own few KB of wasm.
        points.sort_unstable_by(|a, b| {
            (a.1.total_cmp(&b.1))
                .then(a.2.total_cmp(&b.2))
                .then(a.0.cmp(b.0))
        });
        points
    }
}

impl ChartData for ResultsChart {
    fn stops(&self) -> usize {
        self.points().len()
    }

    fn reading(&self, i: usize) -> String {
        let (name, cost, bleu, _) = self.points()[i];
        m().results_reading(name, &fixed(bleu, 1), &sci(cost, 2))
    }

    fn by_x(&self) -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::sampling::{CURVE_DKS, saturation_point};

    #[test]
    fn the_saturation_readout_names_width_and_both_shares() {
        let curve: Arc<[Saturation]> = CURVE_DKS[..14]
            .iter()
            .map(|&dk| saturation_point(dk, 8))
            .collect();
        let chart = SaturationChart {
            curve: curve.clone(),
            dk: 100,
        };
        assert_eq!(chart.stops(), 14);
        // 100 lies nearest 91 on a log scale.
        assert_eq!(curve[chart.start()].dk, 91);
        let p = curve[13];
        assert_eq!(
            chart.reading(13),
            format!(
                "d_k = 128: unscaled {}, scaled {}",
                percent(p.unscaled),
                percent(p.scaled)
            )
        );
        let empty = SaturationChart {
            curve: Arc::from([]),
            dk: 64,
        };
        assert_eq!((empty.stops(), empty.start()), (0, 0));
    }

    #[test]
    fn the_schedule_readout_at_step_12000() {
        let chart = ScheduleChart {
            warmup: 4000,
            dmodel: 512,
            step: 4000,
        };
        assert_eq!(chart.stops(), 201);
        assert_eq!(chart.start(), 8);
        assert_eq!(chart.step_at(0), 1);
        assert_eq!(chart.step_at(200), 100_000);
        assert_eq!(chart.reading(24), "step 12,000: rate 4.0e-4");
    }

    #[test]
    fn the_ablation_readout() {
        let chart = AblationChart { heads: 8 };
        assert_eq!(chart.stops(), 5);
        assert_eq!(chart.reading(chart.start()), "8 heads: BLEU 25.8");
        assert_eq!(chart.reading(0), "1 head: BLEU 24.9");
        // 64 heads was not tried; the cursor starts at the nearest that was.
        assert_eq!(AblationChart { heads: 64 }.start(), 4);
    }

    /// The results chart's labels at the widths a page gives it, mapped as the chart maps them
    /// (log cost across, BLEU up), with text as wide as a sans-serif 11 px at its widest: every
    /// name finds a place on a desktop, and none ever overlaps another or leaves the plot.
    #[test]
    fn the_results_labels_fit_without_overlapping() {
        use crate::kernel::labels::{Prefer, Rect, place_labels};
        use crate::model::results::short_name;
        for task in [Task::EnDe, Task::EnFr] {
            let points = ResultsChart { task }.points();
            let (lo, hi) = points.iter().fold((f64::MAX, f64::MIN), |(lo, hi), p| {
                (lo.min(p.2), hi.max(p.2))
            });
            for (width, height) in [(680.0, 260.0), (460.0, 240.0), (250.0, 220.0)] {
                let bounds = Rect::at(0.0, 0.0, (width, height));
                let at = |cost: f64, bleu: f64| {
                    let fx = (cost.ln() - 1e18f64.ln()) / (3e21f64.ln() - 1e18f64.ln());
                    let fy = (bleu - (lo - 0.8)) / (hi - lo + 1.6);
                    (fx * width, (1.0 - fy) * height)
                };
                let centres: Vec<(f64, f64)> = points.iter().map(|p| at(p.1, p.2)).collect();
                let sizes: Vec<(f64, f64)> = points
                    .iter()
                    .map(|p| (short_name(p.0).chars().count() as f64 * 6.5, 13.0))
                    .collect();
                let spots = place_labels(&centres, &sizes, bounds, 7.0, 3.0, Prefer::Beside);
                let placed: Vec<Rect> = spots.iter().flatten().copied().collect();
                if width > 600.0 {
                    assert_eq!(placed.len(), points.len(), "{task:?} at {width}: {spots:?}");
                }
                for (i, a) in placed.iter().enumerate() {
                    assert!(a.inside(&bounds));
                    assert!(
                        placed[i + 1..].iter().all(|b| !a.overlaps(b)),
                        "{task:?} {width}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_results_readout_goes_cheapest_first() {
        let chart = ResultsChart { task: Task::EnDe };
        let points = chart.points();
        assert!(points.windows(2).all(|w| w[0].1 <= w[1].1));
        let big = points
            .iter()
            .position(|p| p.0 == "Transformer (big)")
            .expect("plotted");
        assert_eq!(
            chart.reading(big),
            "Transformer (big): BLEU 28.4 for 2.3e19 FLOPs of training"
        );
        assert!(!chart.by_x());
    }
}
