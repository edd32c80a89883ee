//! Greedy decoding, shared by the trainer's accuracy checks and the shipped translator.

use super::cached::CachedDecoder;
use super::model::{Model, predictions};

/// Greedy decoding: each output symbol the most likely given the ones before it, until `stop` is
/// written or the model's length cap is reached.
pub fn greedy(model: &Model, w: &[f32], source: &[usize], stop: Option<usize>) -> Vec<usize> {
    greedy_forced(model, w, source, stop, None)
}

pub use super::model::Force;

/// [`greedy`] with a cross-attention row forced.
pub fn greedy_forced(
    model: &Model,
    w: &[f32],
    source: &[usize],
    stop: Option<usize>,
    force: Force,
) -> Vec<usize> {
    greedy_steered(model, w, source, stop, force, &[])
}

/// [`greedy`] with a cross-attention row forced and some output words fixed: `fixed` holds
/// (output position from 0, token) pairs, written there whatever the model would choose, the
/// words after them decoded from them.
pub fn greedy_steered(
    model: &Model,
    w: &[f32],
    source: &[usize],
    stop: Option<usize>,
    force: Force,
    fixed: &[(usize, usize)],
) -> Vec<usize> {
    let shape = model.shape;
    let mut answer = Vec::with_capacity(shape.len);
    let mut decoder = CachedDecoder::new(model, w, source, force);
    let mut fed = shape.vocab;
    while answer.len() < shape.len {
        // The decoder has read the start token and the answer so far; it is fed the newest word
        // and guesses the next. A fixed word is still fed, so the cache holds its row.
        let logits = decoder.step(fed);
        let next = match fixed.iter().find(|f| f.0 == answer.len()) {
            Some(&(_, token)) => token,
            None => predictions(&logits, shape.vocab)[0],
        };
        answer.push(next);
        fed = next;
        if Some(next) == stop {
            break;
        }
    }
    answer
}

/// [`greedy`] the slow way: the whole model run again over the source and the answer so far for
/// every word written. What the key–value cache saves; the tests check both write the same.
pub fn greedy_recomputed(
    model: &Model,
    w: &[f32],
    source: &[usize],
    stop: Option<usize>,
) -> Vec<usize> {
    let shape = model.shape;
    let mut answer = Vec::with_capacity(shape.len);
    while answer.len() < shape.len {
        // The decoder reads the start token and the answer so far; its last row is the guess.
        let mut target_in = vec![shape.vocab];
        target_in.extend_from_slice(&answer);
        let trace = model.forward(w, source, &target_in);
        let next = *predictions(&trace.logits, shape.vocab).last().unwrap_or(&0);
        answer.push(next);
        if Some(next) == stop {
            break;
        }
    }
    answer
}
