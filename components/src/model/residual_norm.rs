//! `residual-norm`: the residual connection and layer norm, post-norm (the paper) or pre-norm.

use super::{Widget, WidgetParams, default_from_link};
use crate::format::{list_separator, trimmed};
use crate::i18n::m;
use crate::kernel::blocks::norm::{NormOrder, add, layer_norm, mean_and_sd};
use crate::locale::Text;
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query};

/// Entries allowed in x and Sublayer(x).
pub const RANGE: (f64, f64) = (-10.0, 10.0);

/// Fewest and most numbers in the vectors: on two, layer norm always gives ±(1, −1).
pub const LENGTHS: (usize, usize) = (2, 8);

/// `x`: the vector entering the sub-layer.
pub const X: Param = Param::list("x", RANGE, LENGTHS, &[2.0, 0.0])
    .about(
        "the vector x that enters the sub-layer",
        "le vecteur x qui entre dans la sous-couche",
    )
    .label("Vector x", "Vecteur x");
/// `sub`: what the sub-layer proposes to add.
pub const SUB: Param = Param::list("sub", RANGE, LENGTHS, &[1.0, 1.0])
    .rule("as many as x", "autant que x")
    .about(
        "what the sub-layer proposes to add to x (1 for each entry when not given)",
        "ce que la sous-couche propose d'ajouter à x (1 pour chaque entrée si rien n'est donné)",
    )
    .label("Sub-layer output", "Sortie de la sous-couche");
/// `order`: where the layer norm goes.
pub const ORDER: Param = Param::choice("order", &["post", "pre"], "post")
    .about(
        "layer norm after the sum (post, the paper) or before the sub-layer (pre)",
        "la normalisation de couche après la somme (post, l'article) ou avant la sous-couche (pre)",
    )
    .label("Order:", "Ordre :")
    .option_labels(&[
        Text::new("Post-norm (the paper)", "Post-norm (l'article)"),
        Text::new(
            "Pre-norm (most models since)",
            "Pre-norm (la plupart des modèles depuis)",
        ),
    ]);

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
        let x = r.list(&X);
        let given = r.has(SUB.name);
        let mut sub = r.list(&SUB);
        if sub.len() != x.len() {
            if given {
                r.notice(m().residual_sub_length(sub.len(), x.len()));
                sub.resize(x.len(), 0.0);
            } else {
                // Not given: the default proposes +1 to every entry, however many there are.
                sub = vec![1.0; x.len()];
            }
        }
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

/// A number to four decimals at most, trailing zeros dropped, with a true minus: 1.2247, 2, −0.5.
pub fn number_text(x: f64) -> String {
    trimmed(x, 4).replace('-', "−")
}

/// "(1, −1)", "(0, −1.2247, 1.2247)".
pub fn vector_text(v: &[f64]) -> String {
    format!(
        "({})",
        v.iter()
            .map(|x| number_text(*x))
            .collect::<Vec<_>>()
            .join(list_separator())
    )
}

impl ResidualNormParams {
    /// One more number at the end of both vectors (0 in x, 0 proposed), up to eight.
    pub fn lengthen(&mut self) {
        if self.x.len() < LENGTHS.1 {
            self.x.push(0.0);
            self.sub.push(0.0);
        }
    }

    /// The last number of both vectors dropped, down to two.
    pub fn shorten(&mut self) {
        if self.x.len() > LENGTHS.0 {
            self.x.pop();
            self.sub.pop();
        }
    }
}

impl Widget for ResidualNormParams {
    const EXAMPLE: &'static str = "x=2,0,4&sub=1,1,1";
    type Input = ();
    type Output = NormSteps;

    /// The steps for the chosen order. In pre-norm, `sub` is taken as the sub-layer's output.
    fn compute(&self, _: &()) -> NormSteps {
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
    fn summary(&self, s: &NormSteps) -> String {
        match self.order {
            NormOrder::Post => m().residual_post(
                &vector_text(&s.first),
                &number_text(s.stats.0),
                &number_text(s.stats.1),
                &vector_text(&s.result),
            ),
            NormOrder::Pre => m().residual_pre(&vector_text(&s.first), &vector_text(&s.result)),
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
            p.summary(&p.compute(&())),
            "Post-norm, as in the paper: x + Sublayer(x) = (3, 1); its mean is 2 and its standard deviation 1, so LayerNorm gives (1, −1)."
        );
        let pre = ResidualNormParams {
            order: NormOrder::Pre,
            ..p
        };
        assert_eq!(pre.compute(&()).first, vec![1.0, -1.0]);
        assert_eq!(pre.compute(&()).result, vec![3.0, 1.0]);
    }

    #[test]
    fn three_numbers_show_what_layer_norm_does() {
        let (p, notices) = ResidualNormParams::from_query(&Query::parse("x=2,0,4&sub=1,1,1"));
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(
            p.summary(&p.compute(&())),
            "Post-norm, as in the paper: x + Sublayer(x) = (3, 1, 5); its mean is 3 and its \
             standard deviation 1.633, so LayerNorm gives (0, −1.2247, 1.2247)."
        );
        // sub left out: +1 to every entry, as the default does.
        let (q, notices) = ResidualNormParams::from_query(&Query::parse("x=2,0,4"));
        assert_eq!((q, notices.len()), (p.clone(), 0));
    }

    #[test]
    fn vectors_of_unequal_length_are_matched_to_x_with_a_notice() {
        let (p, notices) = ResidualNormParams::from_query(&Query::parse("x=1,2,3,4&sub=5"));
        assert_eq!(notices.len(), 2, "{notices:?}");
        assert_eq!(
            p.sub,
            ResidualNormParams::default()
                .sub
                .iter()
                .chain(&[0.0, 0.0])
                .copied()
                .collect::<Vec<_>>()
        );
        let (p, notices) = ResidualNormParams::from_query(&Query::parse("x=1,2&sub=1,2,3"));
        assert_eq!((p.sub, notices.len()), (vec![1.0, 2.0], 1));
        let mut p = ResidualNormParams::default();
        for _ in 0..10 {
            p.lengthen();
        }
        assert_eq!((p.x.len(), p.sub.len()), (8, 8));
        for _ in 0..10 {
            p.shorten();
        }
        assert_eq!((p.x.len(), p.sub.len()), (2, 2));
    }
}
