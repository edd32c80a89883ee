//! Sampling, for contrast with search: each word drawn at random from the model's softmax at a
//! temperature, instead of picked as the most likely. Seeded, so a link shows the same draws.

use rand::SeedableRng;
use rand::distr::Distribution;
use rand::distr::weighted::WeightedIndex;
use rand_chacha::ChaCha12Rng;

use super::beam::log_softmax;
use super::cached::CachedDecoder;
use crate::kernel::blocks::softmax::softmax;
use crate::kernel::network::model::Model;

/// One sentence drawn from the model.
#[derive(Debug, Clone, PartialEq)]
pub struct Sample {
    /// Its tokens (the stop token last, if drawn before the length cap).
    pub tokens: Vec<usize>,
    /// The sum of the model's own log-probabilities of its words (at temperature 1), so it
    /// compares with a beam's score.
    pub score: f64,
}

/// `count` sentences drawn one after the other from one stream seeded `seed`, each word from the
/// softmax of the model's scores divided by `t`, until the stop token (0) or the length cap.
pub fn samples(
    model: &Model,
    w: &[f32],
    source: &[usize],
    t: f64,
    seed: u64,
    count: usize,
) -> Vec<Sample> {
    let mut rng = ChaCha12Rng::seed_from_u64(seed);
    let start = CachedDecoder::new(model, w, source, None);
    (0..count)
        .map(|_| {
            let mut decoder = start.clone();
            let mut fed = model.shape.vocab;
            let mut sample = Sample {
                tokens: Vec::new(),
                score: 0.0,
            };
            while sample.tokens.len() < model.shape.len {
                let logits = decoder.step(fed);
                let scores: Vec<f64> = logits.iter().map(|&x| x as f64).collect();
                let probabilities = softmax(&scores, t).unwrap_or_default();
                let token = WeightedIndex::new(&probabilities)
                    .map(|d| d.sample(&mut rng))
                    .unwrap_or(0);
                sample.score += log_softmax(&logits)[token];
                sample.tokens.push(token);
                if token == 0 {
                    break;
                }
                fed = token;
            }
            sample
        })
        .collect()
}
