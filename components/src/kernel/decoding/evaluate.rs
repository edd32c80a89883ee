//! How well a translator translates its held-out sentences: whole sentences right, the pronoun
//! and its adjective right on both families, and corpus BLEU.

use super::decode::greedy;
use crate::kernel::bleu::{Bleu, corpus_bleu};
use crate::kernel::language::grammar::{self, Family, token};
use crate::kernel::network::model::Model;

/// What greedy decoding makes of the held-out set.
#[derive(Debug, Clone, PartialEq)]
pub struct Quality {
    /// Held-out sentences translated exactly right.
    pub exact: usize,
    /// Held-out sentences in all.
    pub sentences: usize,
    /// Held-out family sentences whose pronoun and adjective both agree with the right noun.
    pub agreement: usize,
    /// Held-out family sentences in all (both orders).
    pub family: usize,
    /// Corpus BLEU over the held-out set (end tokens left out).
    pub bleu: Bleu,
}

impl Quality {
    /// Whether it meets the bar: at least 98% of sentences exact, and every held-out family
    /// sentence (both families) with its pronoun and adjective right.
    pub fn good_enough(&self) -> bool {
        self.exact * 100 >= self.sentences * 98 && self.agreement == self.family
    }
}

/// Whether a French output uses the pronoun and adjective form `f` needs.
pub fn agrees(f: Family, output: &[usize]) -> bool {
    let right = grammar::Pair::family(f).target;
    let after = |tokens: &[usize], word: &str| {
        let w = token(word)?;
        let at = tokens.iter().position(|&t| t == w)?;
        tokens.get(at + 1).copied()
    };
    after(output, "qu'") == after(&right, "qu'") && after(output, "trop") == after(&right, "trop")
}

/// Greedy decoding of every held-out sentence by the translator `model` with weights `w`,
/// measured.
pub fn quality(model: &Model, w: &[f32]) -> Quality {
    let held_out = grammar::HeldOut::new();
    let outputs: Vec<Vec<usize>> = held_out
        .pairs
        .iter()
        .map(|p| greedy(model, w, &p.source, Some(0)))
        .collect();
    score(&held_out, &outputs)
}

/// Measures `outputs`, one per held-out sentence in order, however they were decoded.
pub fn score(held_out: &grammar::HeldOut, outputs: &[Vec<usize>]) -> Quality {
    let pairs = &held_out.pairs;
    let exact = outputs
        .iter()
        .zip(pairs)
        .filter(|(o, p)| **o == p.target)
        .count();
    let family: Vec<(Family, &Vec<usize>)> = pairs
        .iter()
        .zip(outputs)
        .filter_map(|(p, o)| Some((p.family?, o)))
        .collect();
    let agreement = family.iter().filter(|(f, o)| agrees(*f, o)).count();
    let strip = |x: &[usize]| x.iter().take_while(|&&t| t != 0).count();
    let bleu_pairs: Vec<(&[usize], &[usize])> = outputs
        .iter()
        .zip(pairs)
        .map(|(o, p)| (&o[..strip(o)], &p.target[..strip(&p.target)]))
        .collect();
    Quality {
        exact,
        sentences: outputs.len(),
        agreement,
        family: family.len(),
        bleu: corpus_bleu(&bleu_pairs),
    }
}
