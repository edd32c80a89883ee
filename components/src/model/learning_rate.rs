//! `learning-rate`: warm-up, then decay with the inverse square root of the step.

use super::WidgetParams;
use crate::kernel::format::{group, sci};
use crate::kernel::schedule::{learning_rate, peak};
use crate::params::{Notice, ParamReader, Query};

/// The state of the `learning-rate` widget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LearningRateParams {
    /// Warm-up steps.
    pub warmup: u64,
    /// Model width (the schedule scales with d_model^-0.5).
    pub dmodel: u64,
    /// The cursor's step.
    pub step: u64,
}

impl Default for LearningRateParams {
    fn default() -> Self {
        Self {
            warmup: 4000,
            dmodel: 512,
            step: 4000,
        }
    }
}

/// The last step the chart shows: the paper's 100,000, or further when the warm-up is long.
pub fn chart_end(warmup: u64) -> u64 {
    100_000.max(warmup * 3)
}

impl WidgetParams for LearningRateParams {
    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let warmup = r.int("warmup", 1, 100_000, 4000) as u64;
        let dmodel = r.int("dmodel", 1, 8192, 512) as u64;
        let step = r.int("step", 1, chart_end(warmup) as i64, 4000) as u64;
        (
            Self {
                warmup,
                dmodel,
                step,
            },
            r.finish(),
        )
    }

    fn to_query(&self) -> Query {
        Query::from_pairs([
            ("warmup", self.warmup.to_string()),
            ("dmodel", self.dmodel.to_string()),
            ("step", self.step.to_string()),
        ])
    }
}

impl LearningRateParams {
    /// (step, rate) pairs for the chart: 400 points from step 1 to the end.
    pub fn curve(&self) -> Vec<(f64, f64)> {
        let end = chart_end(self.warmup) as f64;
        (0..=400)
            .map(|i| {
                let s = (1.0 + (end - 1.0) * i as f64 / 400.0).round();
                (s, learning_rate(s as u64, self.dmodel, self.warmup))
            })
            .collect()
    }

    /// The live summary.
    pub fn summary(&self) -> String {
        let (ps, pr) = peak(self.dmodel, self.warmup);
        format!(
            "With warm-up {} and d_model = {}, the rate peaks at step {} at {}. At step {} it is {}.",
            group(self.warmup as u128),
            group(self.dmodel as u128),
            group(ps as u128),
            sci(pr, 2),
            group(self.step as u128),
            sci(learning_rate(self.step, self.dmodel, self.warmup), 2)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paper_numbers() {
        let p = LearningRateParams::default();
        assert_eq!(
            p.summary(),
            "With warm-up 4,000 and d_model = 512, the rate peaks at step 4,000 at 7.0e-4. At step 4,000 it is 7.0e-4."
        );
        let late = LearningRateParams { step: 100_000, ..p };
        assert!(late.summary().ends_with("At step 100,000 it is 1.4e-4."));
        assert_eq!(p.curve().len(), 401);
    }
}
