//! `cost`: work per layer of self-attention (n²·d) against a recurrent layer (n·d²).

use super::{Widget, WidgetParams, default_from_link};
use crate::format::{fixed, group};
use crate::i18n::m;
use crate::kernel::cost::per_layer::{Cheaper, CostComparison, compare, crossover};
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query, Readout};

/// `n`: the sequence length (the slider is logarithmic across it).
pub const N: Param = Param::int("n", 1, 100_000, 50)
    .about("the sequence length", "la longueur de la séquence")
    .unit("tokens", "tokens")
    .label("Sequence length n", "Longueur de la séquence n")
    .log(0.01)
    .reads(Readout::Equals("n"));
/// `d`: the model width.
pub const D: Param = Param::int("d", 1, 4096, 512)
    .about(
        "the width of each token's vector",
        "la largeur du vecteur de chaque token",
    )
    .unit("dimensions", "dimensions")
    .label("Width d", "Largeur d")
    .reads(Readout::Equals("d"));

/// The state of the `cost` widget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CostParams {
    /// Sequence length.
    pub n: u64,
    /// Model width.
    pub d: u64,
}

default_from_link!(CostParams);

impl WidgetParams for CostParams {
    const PARAMS: &'static [Param] = &[N, D];

    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let (n, d) = (r.int(&N), r.int(&D));
        (Self { n, d }, r.finish())
    }

    fn to_query(&self) -> Query {
        LinkWriter::new().int(&N, self.n).int(&D, self.d).finish()
    }
}

/// The factor in words: whole numbers plainly, others to two decimals.
pub fn factor_text(factor: f64) -> String {
    if factor.fract() == 0.0 {
        group(factor as u64)
    } else {
        fixed(factor, 2)
    }
}

impl Widget for CostParams {
    const EXAMPLE: &'static str = "n=512&d=512";
    type Input = ();
    type Output = CostComparison;

    /// Both counts and how they compare.
    fn compute(&self, _: &()) -> CostComparison {
        compare(self.n, self.d)
    }

    /// The live summary.
    fn summary(&self, c: &CostComparison) -> String {
        let t = m();
        let attention = match c.cheaper {
            Cheaper::Attention => Some(true),
            Cheaper::Recurrent => Some(false),
            Cheaper::Neither => None,
        };
        t.cost_summary(
            &group(c.n),
            &group(c.d),
            &group(c.attention),
            &group(c.recurrent),
            &t.cost_verdict(attention, &factor_text(c.factor)),
            &group(crossover(c.d)),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_summary() {
        let p = CostParams::default();
        assert_eq!(
            p.summary(&p.compute(&())),
            "At n = 50 and d = 512: self-attention does 1,280,000 operations per layer (n²·d) and a \
             recurrent layer 13,107,200 (n·d²). Self-attention is cheaper, by a factor of 10.24. They \
             cross at n = d = 512."
        );
        let p = CostParams { n: 1024, d: 512 };
        assert!(
            p.summary(&p.compute(&()))
                .contains("The recurrent layer is cheaper, by a factor of 2.")
        );
        let p = CostParams { n: 512, d: 512 };
        assert!(p.summary(&p.compute(&())).contains("this is the crossover"));
    }
}
