//! Greedy decoding, shared by the trainer's accuracy checks and the shipped translator.

use super::cached::{CachedDecoder, Override};
use crate::kernel::network::model::{AttentionMaps, Model, predictions};

/// Greedy decoding: each output symbol the most likely given the ones before it, until `stop` is
/// written or the model's length cap is reached.
pub fn greedy(model: &Model, w: &[f32], source: &[usize], stop: Option<usize>) -> Vec<usize> {
    run(CachedDecoder::new(model, w, source, None), (stop, &[])).0
}

/// What the decoder wrote, the scores it chose each word from, and every attention weight.
#[derive(Debug, Clone, PartialEq)]
pub struct Decoded {
    /// The output tokens (the stop token last, if written).
    pub output: Vec<usize>,
    /// For each output position, the scores of every token there.
    pub logits: Vec<Vec<f32>>,
    /// The attention weights of the pass (rows: output positions).
    pub maps: AttentionMaps,
}

/// [`greedy`] with an experiment: `over` replaces one head's attention row at one step, and
/// `fixed` holds (output position from 0, token) pairs written there whatever the model would
/// choose, the words after them decoded from them. Returns the scores and attention too.
pub fn decode(
    model: &Model,
    w: &[f32],
    source: &[usize],
    stop: Option<usize>,
    over: Option<Override>,
    fixed: &[(usize, usize)],
) -> Decoded {
    decode_from(CachedDecoder::new(model, w, source, over), stop, fixed)
}

/// [`decode`] from a decoder readied for its source (with its output layer made once, say).
pub fn decode_from(
    start: CachedDecoder<'_>,
    stop: Option<usize>,
    fixed: &[(usize, usize)],
) -> Decoded {
    let (output, logits, decoder) = run(start, (stop, fixed));
    Decoded {
        output,
        logits,
        maps: decoder.maps(),
    }
}

fn run<'a>(
    mut decoder: CachedDecoder<'a>,
    (stop, fixed): (Option<usize>, &[(usize, usize)]),
) -> (Vec<usize>, Vec<Vec<f32>>, CachedDecoder<'a>) {
    let shape = decoder.model().shape;
    let mut answer = Vec::with_capacity(shape.len);
    let mut scores = Vec::with_capacity(shape.len);
    let mut fed = shape.vocab;
    while answer.len() < shape.len {
        // The decoder has read the start token and the answer so far; it is fed the newest word
        // and guesses the next. A fixed word is still fed, so the cache holds its row.
        let logits = decoder.step(fed);
        let next = match fixed.iter().find(|f| f.0 == answer.len()) {
            Some(&(_, token)) => token,
            None => predictions(&logits, shape.vocab)[0],
        };
        scores.push(logits);
        answer.push(next);
        fed = next;
        if Some(next) == stop {
            break;
        }
    }
    (answer, scores, decoder)
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
