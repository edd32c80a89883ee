//! `residual-norm`: the residual connection and layer norm, post-norm (the paper) or pre-norm.

use super::{WidgetParams, default_from_link};
use crate::format::short;
use crate::kernel::norm::{NormOrder, add, layer_norm, mean_and_sd};
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query};

/// Entries allowed in x and Sublayer(x).
pub const RANGE: (f64, f64) = (-10.0, 10.0);

/// `x`: the vector entering the sub-layer.
pub const X: Param =
    Param::list("x", RANGE, (2, 2), &[2.0, 0.0]).about("the vector x that enters the sub-layer");
/// `sub`: what the sub-layer proposes to add.
pub const SUB: Param =
    Param::list("sub", RANGE, (2, 2), &[1.0, 1.0]).about("what the sub-layer proposes to add to x");
/// `order`: where the layer norm goes.
pub const ORDER: Param = Param::choice("order", &["post", "pre"], "post")
    .about("layer norm after the sum (post, the paper) or before the sub-layer (pre)");

/// The state of the `residual-norm` widget.
#[derive(Debug, Clone, PartialEq)]
pub struct ResidualNormParams {
    /// The input vector x.
    pub x: Vec<f64>,
    /// What the sub-layer proposes to add.
    pub sub: Vec<f64>,
    /// Post-norm (the paper) or pre-norm.
    pub order: NormOrder,
}

default_from_link!(ResidualNormParams);

impl WidgetParams for ResidualNormParams {
    const PARAMS: &'static [Param] = &[X, SUB, ORDER];

    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let (x, sub) = (r.list(&X), r.list(&SUB));
        let order = if r.choice(&ORDER) == "pre" {
            NormOrder::Pre
        } else {
            NormOrder::Post
        };
        (Self { x, sub, order }, r.finish())
    }

    fn to_query(&self) -> Query {
        let order = match self.order {
            NormOrder::Pre => "pre",
            NormOrder::Post => "post",
        };
        LinkWriter::new()
            .list(&X, &self.x)
            .list(&SUB, &self.sub)
            .choice(&ORDER, order)
            .finish()
    }
}

/// The vectors along the way, in order.
#[derive(Debug, Clone, PartialEq)]
pub struct NormSteps {
    /// Post: x + Sublayer(x). Pre: LayerNorm(x), what the sub-layer sees.
    pub first: Vec<f64>,
    /// Post: LayerNorm of the sum. Pre: x + Sublayer(LayerNorm(x)).
    pub result: Vec<f64>,
    /// Mean and standard deviation of the vector that was normalised.
    pub stats: (f64, f64),
}

/// "(1, −1)".
pub fn vector_text(v: &[f64]) -> String {
    format!(
        "({})",
        v.iter()
            .map(|x| short(*x).replace('-', "−"))
            .collect::<Vec<_>>()
            .join(", ")
    )
}

impl ResidualNormParams {
    /// The steps for the chosen order. In pre-norm, `sub` is taken as the sub-layer's output.
    pub fn steps(&self) -> NormSteps {
        match self.order {
            NormOrder::Post => {
                let sum = add(&self.x, &self.sub);
                NormSteps {
                    stats: mean_and_sd(&sum),
                    result: layer_norm(&sum, 0.0),
                    first: sum,
                }
            }
            NormOrder::Pre => NormSteps {
                first: layer_norm(&self.x, 0.0),
                stats: mean_and_sd(&self.x),
                result: add(&self.x, &self.sub),
            },
        }
    }

    /// The live summary.
    pub fn summary(&self, s: &NormSteps) -> String {
        match self.order {
            NormOrder::Post => format!(
                "Post-norm, as in the paper: x + Sublayer(x) = {}; its mean is {} and its standard deviation {}, so LayerNorm gives {}.",
                vector_text(&s.first),
                short(s.stats.0),
                short(s.stats.1),
                vector_text(&s.result)
            ),
            NormOrder::Pre => format!(
                "Pre-norm, as most models since: the sub-layer sees LayerNorm(x) = {}, and its output is added to the untouched x, giving {}; the sum is not normalised here.",
                vector_text(&s.first),
                vector_text(&s.result)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn worked_example() {
        let p = ResidualNormParams::default();
        assert_eq!(
            p.summary(&p.steps()),
            "Post-norm, as in the paper: x + Sublayer(x) = (3, 1); its mean is 2 and its standard deviation 1, so LayerNorm gives (1, −1)."
        );
        let pre = ResidualNormParams {
            order: NormOrder::Pre,
            ..p
        };
        assert_eq!(pre.steps().first, vec![1.0, -1.0]);
        assert_eq!(pre.steps().result, vec![3.0, 1.0]);
    }
}
