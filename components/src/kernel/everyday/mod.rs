//! The everyday translator: a small English→French model of the paper's shape, trained by the
//! project's own trainer (`./x train everyday`) on real everyday sentences (Tatoeba), reading and
//! writing subwords it learned from the same sentences.

pub mod corpus;
pub mod evaluate;
pub mod figures;
pub mod file;
pub mod shipped;
pub mod translator;

use crate::kernel::network::Shape;
use crate::kernel::network::corpus::{CorpusSettings, Example};
use crate::kernel::subwords::learn::learn;
use crate::kernel::subwords::{END, Subwords};
use corpus::Corpus;

/// The vocabulary's size, in pieces, both languages together and the end and unknown pieces
/// included: the size of the reference run's (`REAL-TRANSLATOR.md`). The paper's English–French
/// model read 32,000 word-pieces (§5.1); a vocabulary that large would be most of this model.
pub const PIECES: usize = 4_000;

/// The longest sentence the model reads or writes, in pieces: its positional encodings reach this
/// far, and a longer input is cut here. The longest training sentences are 26 pieces of English
/// and 38 of French.
pub const MAX_PIECES: usize = 64;

/// A sentence of ten everyday words, the one `./x bench` translates in wasm and natively.
pub const BENCH_SENTENCE: &str = "I think that Tom will be coming back later tonight.";

/// The model's shape for a vocabulary of `pieces`: the paper's encoder–decoder with N = 2,
/// d_model = 128, four heads, d_ff = 512, label smoothing 0.1 (the reference run's size, which
/// fits the page's 1.5 MB budget for its weights at 8 bits each).
pub fn shape(pieces: usize) -> Shape {
    Shape {
        len: MAX_PIECES,
        vocab: pieces,
        layers: 2,
        d_model: 128,
        heads: 4,
        d_ff: 512,
        scaled: true,
        positions: true,
        smoothing: 0.1,
    }
}

/// The shipped run's settings: seed 1, batches of 128 pairs (about 2,200 pieces), the paper's
/// schedule with 800 warm-up steps, dropout 0.1 as the paper's base model.
pub fn settings(pieces: usize) -> CorpusSettings {
    CorpusSettings {
        seed: 1,
        shape: shape(pieces),
        warmup: 800,
        batch: 128,
        dropout: 0.1,
    }
}

/// The training data as the trainer reads it: the subwords learned from the training pairs, and
/// each pair as pieces (the French ending with [`END`]).
pub struct Prepared {
    /// The vocabulary.
    pub subwords: Subwords,
    /// The training pairs as piece ids.
    pub pairs: Vec<Example>,
}

/// Learns the subwords from `corpus`'s training pairs (English and French together) and reads
/// every training pair with them.
pub fn prepare(corpus: &Corpus) -> Prepared {
    let subwords = learn(
        corpus
            .train
            .iter()
            .flat_map(|(en, fr)| [en.as_str(), fr.as_str()]),
        PIECES,
    );
    let pairs = corpus
        .train
        .iter()
        .map(|(en, fr)| {
            let source = subwords.ids(en).into_iter().map(|id| id as usize).collect();
            let mut target: Vec<usize> =
                subwords.ids(fr).into_iter().map(|id| id as usize).collect();
            target.push(END as usize);
            (source, target)
        })
        .collect();
    Prepared { subwords, pairs }
}
