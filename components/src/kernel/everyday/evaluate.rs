//! How good a translation is: multi-reference BLEU over held-out sentences, as sacreBLEU counts it
//! (its default "13a" words, corpus level, every reference), and how often the output is exactly
//! one of the references.

use super::corpus::Sentence;
use crate::kernel::bleu::{Bleu, corpus_bleu_multi, tokenize_13a};

/// BLEU of `outputs` (one French sentence per held-out sentence, in order) against every
/// reference of each.
pub fn bleu(outputs: &[String], sentences: &[Sentence]) -> Bleu {
    let words = |s: &str| tokenize_13a(s);
    let candidates: Vec<Vec<String>> = outputs.iter().map(|o| words(o)).collect();
    let references: Vec<Vec<Vec<String>>> = sentences
        .iter()
        .map(|s| s.references.iter().map(|r| words(r)).collect())
        .collect();
    let pairs: Vec<(&[String], Vec<&[String]>)> = candidates
        .iter()
        .zip(&references)
        .map(|(c, refs)| (c.as_slice(), refs.iter().map(Vec::as_slice).collect()))
        .collect();
    corpus_bleu_multi(&pairs)
}

/// How many outputs are exactly one of their sentence's references.
pub fn exact(outputs: &[String], sentences: &[Sentence]) -> usize {
    outputs
        .iter()
        .zip(sentences)
        .filter(|(o, s)| s.references.iter().any(|r| r == *o))
        .count()
}
