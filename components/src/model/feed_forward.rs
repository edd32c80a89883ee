//! `feed-forward`: the position-wise network on a tiny example, and its size at real widths.

use super::{Widget, WidgetParams, default_from_link};
use crate::format::group;
use crate::i18n::m;
use crate::kernel::blocks::feed_forward::{FeedForwardSteps, example_weights, feed_forward};
use crate::kernel::cost::shapes::feed_forward_params;
use crate::model::residual_norm::vector_text;
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query, Readout};

/// `x`: the tiny example's input.
pub const X: Param = Param::list("x", (-10.0, 10.0), (2, 2), &[1.0, -1.0])
    .about(
        "the tiny example's input vector",
        "le vecteur d'entrée du petit exemple",
    )
    .label("Input x", "Entrée x");
/// `dmodel`: the model width the parameter count is for.
pub const DMODEL: Param = Param::int("dmodel", 1, 8192, 512)
    .about(
        "the model width d_model for the parameter count",
        "la largeur du modèle d_model pour le nombre de paramètres",
    )
    .unit("dimensions", "dimensions")
    .label("d_model", "d_model")
    .step(64.0)
    .slider_range(64.0, 2048.0)
    .reads(Readout::Equals("d_model"));
/// `dff`: the inner width the parameter count is for.
pub const DFF: Param = Param::int("dff", 1, 65_536, 2048)
    .about(
        "the inner width d_ff for the parameter count",
        "la largeur interne d_ff pour le nombre de paramètres",
    )
    .unit("dimensions", "dimensions")
    .label("d_ff (inner width)", "d_ff (largeur interne)")
    .step(256.0)
    .slider_range(256.0, 8192.0)
    .reads(Readout::Equals("d_ff"));

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

default_from_link!(FeedForwardParams);

impl WidgetParams for FeedForwardParams {
    const PARAMS: &'static [Param] = &[X, DMODEL, DFF];

    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let (x, dmodel, dff) = (r.list(&X), r.int(&DMODEL), r.int(&DFF));
        (Self { x, dmodel, dff }, r.finish())
    }

    fn to_query(&self) -> Query {
        LinkWriter::new()
            .list(&X, &self.x)
            .int(&DMODEL, self.dmodel)
            .int(&DFF, self.dff)
            .finish()
    }
}

impl FeedForwardParams {
    /// Parameters at the configured widths.
    pub fn params(&self) -> u64 {
        feed_forward_params(self.dmodel, self.dff)
    }
}

impl Widget for FeedForwardParams {
    const EXAMPLE: &'static str = "x=2,1&dmodel=1024&dff=4096";
    type Input = ();
    type Output = FeedForwardSteps;

    /// The tiny example's steps.
    fn compute(&self, _: &()) -> FeedForwardSteps {
        let (w1, w2) = example_weights();
        feed_forward(&self.x, &w1, &[], &w2, &[])
    }

    /// The live summary.
    fn summary(&self, s: &FeedForwardSteps) -> String {
        m().feed_forward_summary(
            &vector_text(&self.x),
            &vector_text(&s.hidden),
            &vector_text(&s.activated),
            &vector_text(&s.output),
            &group(self.dmodel),
            &group(self.dff),
            &group(self.params()),
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
            p.summary(&p.compute(&())),
            "x = (1, −1): widen to x·W1 = (1, −1, −2), ReLU gives (1, 0, 0), narrow to the output (2, 0). At d_model = 512 and d_ff = 2,048 one feed-forward layer has 2,099,712 parameters."
        );
    }
}
