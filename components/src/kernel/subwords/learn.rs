//! Learning the merges from a corpus: count every chunk, start from its characters, and merge
//! the most frequent pair of neighbours until the vocabulary is the size asked for.
//!
//! Deterministic from the data alone: chunks are taken in sorted order, and a tie between pairs
//! seen equally often goes to the pair of lower ids (the older pieces, then the alphabet's order).

use std::collections::{BTreeMap, BTreeSet, HashMap};

use super::normalise::chunks;
use super::{Merge, SPECIAL, Subwords};

/// Learns a vocabulary of `size` pieces ([`super::END`] and [`super::UNKNOWN`] included) from
/// normalised `texts`: every character they hold, then merges until `size` (or until no pair is
/// left to merge).
pub fn learn<'a>(texts: impl IntoIterator<Item = &'a str>, size: usize) -> Subwords {
    let mut counts: BTreeMap<String, u64> = BTreeMap::new();
    for text in texts {
        for chunk in chunks(text) {
            *counts.entry(chunk).or_default() += 1;
        }
    }
    let alphabet: Vec<char> = counts
        .keys()
        .flat_map(|c| c.chars())
        .collect::<BTreeSet<char>>()
        .into_iter()
        .collect();
    let id = |c: char| (SPECIAL + alphabet.binary_search(&c).expect("in the alphabet")) as u32;
    let mut words: Vec<(Vec<u32>, u64)> = counts
        .iter()
        .map(|(chunk, &n)| (chunk.chars().map(id).collect(), n))
        .collect();
    let mut pairs = Pairs::default();
    for (w, (symbols, n)) in words.iter().enumerate() {
        pairs.add(w, symbols, *n as i64);
    }
    let mut merges = Vec::new();
    while SPECIAL + alphabet.len() + merges.len() < size {
        let Some(((left, right), count)) = pairs.best() else {
            break;
        };
        let new = (SPECIAL + alphabet.len() + merges.len()) as u32;
        merges.push(Merge { left, right, count });
        for w in pairs.take_words(left, right) {
            let (symbols, n) = &mut words[w];
            if !symbols.windows(2).any(|p| p == [left, right]) {
                continue;
            }
            pairs.add(w, symbols, -(*n as i64));
            *symbols = merged(symbols, (left, right), new);
            pairs.add(w, symbols, *n as i64);
        }
    }
    Subwords::new(alphabet, merges).expect("learned merges make a vocabulary")
}

/// `symbols` with every `(left, right)` side by side, from the left, made `new`.
fn merged(symbols: &[u32], (left, right): (u32, u32), new: u32) -> Vec<u32> {
    let mut out = Vec::with_capacity(symbols.len());
    let mut i = 0;
    while i < symbols.len() {
        if i + 1 < symbols.len() && symbols[i] == left && symbols[i + 1] == right {
            out.push(new);
            i += 2;
        } else {
            out.push(symbols[i]);
            i += 1;
        }
    }
    out
}

/// How often each pair of neighbouring pieces occurs over all chunks, and which chunks hold it.
#[derive(Default)]
struct Pairs {
    counts: HashMap<(u32, u32), i64>,
    /// The chunks each pair was seen in (some may no longer hold it: they are checked on use).
    words: HashMap<(u32, u32), Vec<usize>>,
}

impl Pairs {
    /// Counts chunk `w`'s pairs `n` times more (or fewer, for a negative `n`).
    fn add(&mut self, w: usize, symbols: &[u32], n: i64) {
        for p in symbols.windows(2) {
            let key = (p[0], p[1]);
            let c = self.counts.entry(key).or_default();
            *c += n;
            if *c == 0 {
                self.counts.remove(&key);
            }
            if n > 0 {
                self.words.entry(key).or_default().push(w);
            }
        }
    }

    /// The most frequent pair and its count; of equals, the lowest ids.
    fn best(&self) -> Option<((u32, u32), u64)> {
        self.counts
            .iter()
            .filter(|&(_, &c)| c > 0)
            .max_by(|a, b| a.1.cmp(b.1).then(b.0.cmp(a.0)))
            .map(|(&pair, &c)| (pair, c as u64))
    }

    /// The chunks that held the pair, each once, in order; the pair is forgotten.
    fn take_words(&mut self, left: u32, right: u32) -> Vec<usize> {
        let mut w = self.words.remove(&(left, right)).unwrap_or_default();
        w.sort_unstable();
        w.dedup();
        w
    }
}
