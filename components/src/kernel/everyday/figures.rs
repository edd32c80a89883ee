//! The kinds of figure the everyday translator's run states (`shipped.rs` holds the values):
//! quality on the held-out test set, the validation checks, the sentences drawn to show, and the
//! cost of training it.

use super::corpus::Sentence;
use super::evaluate;
use crate::kernel::network::Shape;

/// Quality on a held-out set.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Quality {
    /// Corpus BLEU with every reference, × 100 (sacreBLEU's scale).
    pub bleu: f64,
    /// Modified n-gram precisions, n = 1 to 4 (0 to 1).
    pub precisions: [f64; 4],
    /// The brevity penalty.
    pub brevity_penalty: f64,
    /// Outputs that are exactly one of their references.
    pub exact: usize,
    /// Sentences in the set.
    pub sentences: usize,
}

impl Quality {
    /// The quality of `outputs` against `sentences`' references.
    pub fn of(outputs: &[String], sentences: &[Sentence]) -> Self {
        let b = evaluate::bleu(outputs, sentences);
        Self {
            bleu: b.score * 100.0,
            precisions: b.precisions,
            brevity_penalty: b.brevity_penalty,
            exact: evaluate::exact(outputs, sentences),
            sentences: sentences.len(),
        }
    }
}

/// The data as the run read it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Data {
    /// Pairs in the file.
    pub read: usize,
    /// Pairs kept (short enough).
    pub kept: usize,
    /// Pairs trained on.
    pub train: usize,
    /// Validation sentences.
    pub validation: usize,
    /// Test sentences.
    pub test: usize,
    /// References per test sentence, on average.
    pub mean_references: f64,
    /// The test sentence with the most references, and how many it has.
    pub most_references: (&'static str, usize),
}

/// A held-out test sentence drawn to show on the page, and what the model wrote for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Drawn {
    /// Its place in the test set, from 0.
    pub index: usize,
    /// The model's greedy French.
    pub output: &'static str,
}

/// Multiply-adds of one forward pass over a source of `n` pieces and a target of `m` (the end
/// piece counted), in a model of `shape`: the projections, the attention scores and weighted
/// sums, the feed-forward layers and the output layer.
pub fn forward_multiply_adds(shape: &Shape, n: u64, m: u64) -> u64 {
    let (d, f, v, layers) = (
        shape.d_model as u64,
        shape.d_ff as u64,
        shape.vocab as u64,
        shape.layers as u64,
    );
    let encoder = 4 * n * d * d + 2 * n * n * d + 2 * n * d * f;
    // The decoder's masked scores and sums count the full square: the forward pass computes
    // them all before the mask.
    let decoder =
        4 * m * d * d + 2 * m * m * d + 2 * (m + n) * d * d + 2 * m * n * d + 2 * m * d * f;
    layers * (encoder + decoder) + m * d * v
}

/// Floating-point operations to train on `pairs` (source and target lengths) once: a multiply-add
/// is two operations, and the backward pass costs about twice the forward pass, so three passes
/// in all.
pub fn training_flops(shape: &Shape, pairs: impl Iterator<Item = (usize, usize)>) -> f64 {
    pairs
        .map(|(n, m)| 6.0 * forward_multiply_adds(shape, n as u64, m as u64) as f64)
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_forward_pass_counts_its_products() {
        let shape = super::super::shape(4000);
        // One layer's worth at n = m = 1: 4d² + 2d + 2d·f (encoder), 4d² + 2d + 4d² + 2d + 2d·f
        // (decoder), and the output layer d·v.
        let (d, f) = (128u64, 512u64);
        let one = (4 * d * d + 2 * d + 2 * d * f) + (8 * d * d + 4 * d + 2 * d * f);
        assert_eq!(forward_multiply_adds(&shape, 1, 1), 2 * one + d * 4000);
        assert_eq!(
            training_flops(&shape, [(1, 1), (1, 1)].into_iter()),
            12.0 * (2 * one + d * 4000) as f64
        );
    }
}
