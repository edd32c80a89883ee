//! What the model learns: to reverse, copy or sort a sequence of symbols, with fresh random
//! sequences for training and a fixed held-out set it never trains on; or to translate (the
//! sentences are in [`crate::kernel::language::grammar`]).

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha12Rng;

use super::model::VOCAB;
use crate::kernel::language::reference::reference;
use crate::kernel::robot::scene::Scene;

/// The tasks, from easy to hard.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Task {
    /// Output the input backwards: output i must look at input len − 1 − i.
    Reverse,
    /// Output the input as it is: output i looks at input i.
    Copy,
    /// Output the input's symbols in increasing order: needs to count, not only to look.
    Sort,
    /// Translate a sentence of a small English grammar into French.
    Translate,
    /// Send a robot's gripper to the object its instruction names, on a table seen as tokens
    /// (the scenes are in [`crate::kernel::robot::scene`]; the answer is the object's cell).
    Table,
}

impl Task {
    /// The right answer for `input` (for a translation: the grammar's French, the end token last,
    /// or nothing if `input` is not one of the grammar's sentences).
    pub fn answer(self, input: &[usize]) -> Vec<usize> {
        match self {
            Task::Translate => reference(input).map(|p| p.target).unwrap_or_default(),
            Task::Table => Scene::from_symbols(input)
                .and_then(|s| s.target_cell())
                .into_iter()
                .collect(),
            Task::Reverse => input.iter().rev().copied().collect(),
            Task::Copy => input.to_vec(),
            // Counting sort: ten symbols, so a tally is all it takes (and the page's wasm carries
            // no general sort for it).
            Task::Sort => {
                let mut tally = [0usize; VOCAB];
                for &s in input {
                    tally[s.min(VOCAB - 1)] += 1;
                }
                (0..VOCAB)
                    .flat_map(|s| std::iter::repeat_n(s, tally[s]))
                    .collect()
            }
        }
    }
}

/// The decoder's input for an answer: the start token (`start`, one past the last output symbol),
/// then the answer without its last symbol.
pub fn shifted(answer: &[usize], start: usize) -> Vec<usize> {
    std::iter::once(start)
        .chain(answer[..answer.len() - 1].iter().copied())
        .collect()
}

/// How many held-out sequences accuracy is measured on.
pub const HELD_OUT: usize = 1_000;

/// The held-out set's seed: the same set for every run of a length, whatever the run's seed, so
/// runs can be compared.
const HELD_OUT_SEED: u64 = 2017;

/// A sequence as one number, for quick membership tests (at most 16 symbols of 10).
fn key(seq: &[usize]) -> u64 {
    seq.iter().fold(0, |k, &s| k * VOCAB as u64 + s as u64)
}

fn draw(rng: &mut ChaCha12Rng, len: usize) -> Vec<usize> {
    (0..len).map(|_| rng.random_range(0..VOCAB)).collect()
}

/// The held-out sequences of a length (distinct), and their keys sorted for lookup.
#[derive(Debug, Clone)]
pub struct HeldOut {
    /// The sequences, in the order drawn.
    pub sequences: Vec<Vec<usize>>,
    keys: Vec<u64>,
}

impl HeldOut {
    /// The held-out set for sequences of `len` symbols.
    pub fn new(len: usize) -> Self {
        let mut rng = ChaCha12Rng::seed_from_u64(HELD_OUT_SEED);
        let mut sequences = Vec::with_capacity(HELD_OUT);
        let mut keys = Vec::with_capacity(HELD_OUT);
        while sequences.len() < HELD_OUT {
            let seq = draw(&mut rng, len);
            let k = key(&seq);
            if let Err(at) = keys.binary_search(&k) {
                keys.insert(at, k);
                sequences.push(seq);
            }
        }
        Self { sequences, keys }
    }

    /// Whether `seq` is one of the held-out sequences.
    pub fn contains(&self, seq: &[usize]) -> bool {
        self.keys.binary_search(&key(seq)).is_ok()
    }
}

/// A seeded stream of training sequences that skips every held-out one.
#[derive(Debug, Clone)]
pub struct Stream {
    rng: ChaCha12Rng,
    len: usize,
}

impl Stream {
    /// The stream of a run's seed.
    pub fn new(seed: u64, len: usize) -> Self {
        Self {
            rng: ChaCha12Rng::seed_from_u64(seed),
            len,
        }
    }

    /// The next training sequence.
    pub fn next(&mut self, held_out: &HeldOut) -> Vec<usize> {
        loop {
            let seq = draw(&mut self.rng, self.len);
            if !held_out.contains(&seq) {
                return seq;
            }
        }
    }

    /// The random stream itself, for the translator's sentences.
    pub fn rng(&mut self) -> &mut ChaCha12Rng {
        &mut self.rng
    }

    /// A uniform draw in (−a, a), for the initial weights.
    pub fn uniform(&mut self, a: f64) -> f64 {
        (self.rng.random::<f64>() * 2.0 - 1.0) * a
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers() {
        let x = [3, 1, 4, 1, 5];
        assert_eq!(Task::Reverse.answer(&x), vec![5, 1, 4, 1, 3]);
        assert_eq!(Task::Copy.answer(&x), x.to_vec());
        assert_eq!(Task::Sort.answer(&x), vec![1, 1, 3, 4, 5]);
        assert_eq!(shifted(&[5, 1, 4], VOCAB), vec![VOCAB, 5, 1]);
    }

    #[test]
    fn held_out_is_fixed_distinct_and_never_trained_on() {
        let h = HeldOut::new(4);
        assert_eq!(h.sequences.len(), HELD_OUT);
        assert_eq!(HeldOut::new(4).sequences, h.sequences);
        let mut s = Stream::new(1, 4);
        for _ in 0..5_000 {
            assert!(!h.contains(&s.next(&h)));
        }
        assert!(h.contains(&h.sequences[17]));
    }
}
