//! How good a translation is: multi-reference BLEU over held-out sentences, as sacreBLEU counts it
//! (its default "13a" words, corpus level, every reference), and how often the output is exactly
//! one of the references.

use super::corpus::Sentence;
use super::translator::{Everyday, Search};
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

/// The French `t` writes for every sentence, in order, the sentences shared out over `threads`
/// (natively: the trainer's checks and the tests; the page translates one sentence at a time).
pub fn translate_all(
    t: &Everyday,
    sentences: &[Sentence],
    search: Search,
    threads: usize,
) -> Vec<String> {
    parallel(sentences, threads, |s| {
        t.translate(&t.read(&s.english), search).french
    })
}

/// `f` of every item, in order, the items cut into `threads` runs computed side by side.
pub fn parallel<T: Sync, R: Send>(
    items: &[T],
    threads: usize,
    f: impl Fn(&T) -> R + Sync,
) -> Vec<R> {
    if threads <= 1 {
        return items.iter().map(f).collect();
    }
    let per = items.len().div_ceil(threads).max(1);
    let f = &f;
    std::thread::scope(|scope| {
        let handles: Vec<_> = items
            .chunks(per)
            .map(|part| scope.spawn(move || part.iter().map(f).collect::<Vec<R>>()))
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a translating thread finished"))
            .collect()
    })
}
