//! `residual-norm`: the residual connection and layer norm, post-norm (the paper) or pre-norm.

use super::WidgetParams;
use crate::kernel::format::{link_number, short};
use crate::kernel::norm::{NormOrder, add, layer_norm, mean_and_sd};
use crate::params::{Notice, ParamReader, Query};

/// Entries allowed in x and Sublayer(x).
pub const RANGE: (f64, f64) = (-10.0, 10.0);

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

impl Default for ResidualNormParams {
    fn default() -> Self {
        Self {
            x: vec![2.0, 0.0],
            sub: vec![1.0, 1.0],
            order: NormOrder::Post,
        }
    }
}

impl WidgetParams for ResidualNormParams {
    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let x = r.floats("x", RANGE, (2, 2), &[2.0, 0.0]);
        let sub = r.floats("sub", RANGE, (2, 2), &[1.0, 1.0]);
        let order = if r.choice("order", &["post", "pre"], "post") == "pre" {
            NormOrder::Pre
        } else {
            NormOrder::Post
        };
        (Self { x, sub, order }, r.finish())
    }

    fn to_query(&self) -> Query {
        let list = |v: &[f64]| {
            v.iter()
                .map(|x| link_number(*x))
                .collect::<Vec<_>>()
                .join(",")
        };
        Query::from_pairs([
            ("x", list(&self.x)),
            ("sub", list(&self.sub)),
            (
                "order",
                if self.order == NormOrder::Pre {
                    "pre"
                } else {
                    "post"
                }
                .to_string(),
            ),
        ])
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
