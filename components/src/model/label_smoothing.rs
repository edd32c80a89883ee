//! `label-smoothing`: the training target with ε of its mass spread over the vocabulary.

use super::{Widget, WidgetParams, default_from_link};
use crate::format::{fixed, group, short};
use crate::i18n::m;
use crate::kernel::smoothing::smoothed_target;
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query, Readout};

/// `eps`: how much of the target is spread over the other tokens.
pub const EPS: Param = Param::float("eps", 0.0, 0.5, 0.1)
    .about(
        "ε, the share of the target spread over all the other tokens",
        "ε, la part de la cible répartie sur tous les autres tokens",
    )
    .label(
        "ε, the share taken from the correct token",
        "ε, la part retirée au bon token",
    )
    .step(0.01)
    .reads(Readout::Equals("ε"));
/// `vocab`: how many tokens the target covers (the slider is logarithmic across it).
pub const VOCAB: Param = Param::int("vocab", 2, 100_000, 37_000)
    .about("the vocabulary size K", "la taille du vocabulaire K")
    .unit("tokens", "tokens")
    .label("Vocabulary size K", "Taille du vocabulaire K")
    .log(0.01)
    .reads(Readout::Equals("K"));

/// The state of the `label-smoothing` widget.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LabelSmoothingParams {
    /// ε, the mass taken from the correct token.
    pub eps: f64,
    /// Vocabulary size K.
    pub vocab: u64,
}

default_from_link!(LabelSmoothingParams);

impl WidgetParams for LabelSmoothingParams {
    const PARAMS: &'static [Param] = &[EPS, VOCAB];

    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let (eps, vocab) = (r.float(&EPS), r.int(&VOCAB));
        (Self { eps, vocab }, r.finish())
    }

    fn to_query(&self) -> Query {
        LinkWriter::new()
            .float(&EPS, self.eps)
            .int(&VOCAB, self.vocab)
            .finish()
    }
}

/// Decimals that show two significant digits of the other tokens' share `other`, so that both
/// shares visibly differ from 0 and 1 and the correct one shows its ε/K on top of 1 − ε.
pub fn decimals_for(other: f64) -> usize {
    if other <= 0.0 {
        0
    } else {
        ((-other.log10()).floor().max(0.0) as usize) + 2
    }
}

impl LabelSmoothingParams {
    /// (correct, other).
    pub fn target(&self) -> (f64, f64) {
        smoothed_target(self.eps, self.vocab)
    }

    /// The target's mass on all the other tokens together: the K − 1 equal shares.
    pub fn others_total(&self) -> f64 {
        self.target().1 * (self.vocab.max(1) - 1) as f64
    }
}

impl Widget for LabelSmoothingParams {
    const EXAMPLE: &'static str = "eps=0.5&vocab=2";
    type Input = ();
    /// The target's share for the correct token and for every other token.
    type Output = (f64, f64);

    fn compute(&self, _: &()) -> (f64, f64) {
        self.target()
    }

    /// The live summary.
    fn summary(&self, &(c, o): &(f64, f64)) -> String {
        let d = decimals_for(o);
        let others = self.vocab - 1;
        m().smoothing_summary(
            &short(self.eps),
            &group(self.vocab),
            others as usize,
            &group(others),
            &fixed(c, d),
            &fixed(o, d),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn others_together_take_what_the_correct_token_gives_up() {
        let p = LabelSmoothingParams {
            eps: 0.1,
            vocab: 37_000,
        };
        assert!((p.others_total() - 0.1 * 36_999.0 / 37_000.0).abs() < 1e-15);
        assert!((p.target().0 + p.others_total() - 1.0).abs() < 1e-12);
        let one = LabelSmoothingParams { eps: 0.3, vocab: 1 };
        assert_eq!(one.others_total(), 0.0);
    }

    #[test]
    fn paper_numbers() {
        assert_eq!(
            LabelSmoothingParams::default().summary_with(&()),
            "With ε = 0.1 over 37,000 tokens, the target gives the correct token 0.9000027 and each of the other 36,999 tokens 0.0000027."
        );
        assert_eq!(decimals_for(0.25), 2);
        let none = LabelSmoothingParams {
            eps: 0.0,
            vocab: 10,
        };
        assert!(
            none.summary_with(&())
                .contains("correct token 1 and each of the other 9 tokens 0.")
        );
        let two = LabelSmoothingParams { eps: 0.5, vocab: 2 };
        assert!(
            two.summary_with(&())
                .ends_with("the correct token 0.75 and the other token 0.25.")
        );
    }
}
