//! `feed-forward`: the position-wise network on a tiny example, and its size at real widths.

use super::WidgetParams;
use crate::kernel::feed_forward::{FeedForwardSteps, example_weights, feed_forward};
use crate::kernel::format::group;
use crate::kernel::shapes::feed_forward_params;
use crate::model::residual_norm::vector_text;
use crate::params::{Notice, ParamReader, Query};

/// The state of the `feed-forward` widget.
#[derive(Debug, Clone, PartialEq)]
pub struct FeedForwardParams {
    /// The tiny example's input.
    pub x: Vec<f64>,
    /// Model width for the parameter count.
    pub dmodel: u64,
    /// Inner width for the parameter count.
    pub dff: u64,
}

impl Default for FeedForwardParams {
    fn default() -> Self {
        Self {
            x: vec![1.0, -1.0],
            dmodel: 512,
            dff: 2048,
        }
    }
}

impl WidgetParams for FeedForwardParams {
    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let x = r.floats("x", (-10.0, 10.0), (2, 2), &[1.0, -1.0]);
        let dmodel = r.int("dmodel", 1, 8192, 512) as u64;
        let dff = r.int("dff", 1, 65_536, 2048) as u64;
        (Self { x, dmodel, dff }, r.finish())
    }

    fn to_query(&self) -> Query {
        let x = self
            .x
            .iter()
            .map(|v| crate::kernel::format::link_number(*v))
            .collect::<Vec<_>>()
            .join(",");
        Query::from_pairs([
            ("x", x),
            ("dmodel", self.dmodel.to_string()),
            ("dff", self.dff.to_string()),
        ])
    }
}

impl FeedForwardParams {
    /// The tiny example's steps.
    pub fn steps(&self) -> FeedForwardSteps {
        let (w1, w2) = example_weights();
        feed_forward(&self.x, &w1, &[], &w2, &[])
    }

    /// Parameters at the configured widths.
    pub fn params(&self) -> u64 {
        feed_forward_params(self.dmodel, self.dff)
    }

    /// The live summary.
    pub fn summary(&self, s: &FeedForwardSteps) -> String {
        format!(
            "x = {}: widen to x·W1 = {}, ReLU gives {}, narrow to the output {}. At d_model = {} and d_ff = {} one feed-forward layer has {} parameters.",
            vector_text(&self.x),
            vector_text(&s.hidden),
            vector_text(&s.activated),
            vector_text(&s.output),
            group(self.dmodel as u128),
            group(self.dff as u128),
            group(self.params() as u128)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn worked_example() {
        let p = FeedForwardParams::default();
        assert_eq!(
            p.summary(&p.steps()),
            "x = (1, −1): widen to x·W1 = (1, −1, −2), ReLU gives (1, 0, 0), narrow to the output (2, 0). At d_model = 512 and d_ff = 2,048 one feed-forward layer has 2,099,712 parameters."
        );
    }
}
