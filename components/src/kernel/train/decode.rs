//! Greedy decoding, shared by the trainer's accuracy checks and the shipped translator.

use super::model::{Model, predictions};

/// Greedy decoding: each output symbol the most likely given the ones before it, until `stop` is
/// written or the model's length cap is reached.
pub fn greedy(model: &Model, w: &[f32], source: &[usize], stop: Option<usize>) -> Vec<usize> {
    greedy_forced(model, w, source, stop, None)
}

/// One decoder cross-attention row forced onto one source word: (layer from 0, head from 0,
/// output row, source column). See [`Model::forward_forced`].
pub type Force = Option<(usize, usize, usize, usize)>;

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
    while answer.len() < shape.len {
        // The decoder reads the start token and the answer so far; its last row is the guess.
        let mut target_in = vec![shape.vocab];
        target_in.extend_from_slice(&answer);
        let next = match fixed.iter().find(|f| f.0 == answer.len()) {
            Some(&(_, token)) => token,
            None => {
                let trace = model.forward_forced(w, source, &target_in, force);
                *predictions(&trace.logits, shape.vocab).last().unwrap_or(&0)
            }
        };
        answer.push(next);
        if Some(next) == stop {
            break;
        }
    }
    answer
}
