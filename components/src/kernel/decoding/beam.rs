//! Beam search, as the paper decodes (beam 4, length penalty α = 0.6): the k best partial
//! sentences are kept at every step instead of the one best word.
//!
//! Each hypothesis carries its own key–value cached decoder, so extending it costs one row. A
//! hypothesis's score is the sum of the model's log-probabilities of its words; the final ranking
//! divides it by the length penalty lp(Y) = ((5 + |Y|) / 6)^α of Wu et al. (2016), which the paper
//! uses, so longer sentences are not punished merely for having more words.

use super::cached::CachedDecoder;
use crate::kernel::network::model::Model;

/// One partial (or finished) sentence.
#[derive(Debug, Clone, PartialEq)]
pub struct Hypothesis {
    /// Its tokens so far (the stop token last, if it has ended).
    pub tokens: Vec<usize>,
    /// The sum of the log-probabilities of its tokens.
    pub score: f64,
    /// Whether it has written the stop token (or reached the length cap).
    pub ended: bool,
}

/// One step of the search: the hypotheses kept, best first, and the best of those pruned.
#[derive(Debug, Clone, PartialEq)]
pub struct Step {
    /// Kept, best first.
    pub kept: Vec<Hypothesis>,
    /// The next best after them, which the beam had no room for (at most as many as kept).
    pub pruned: Vec<Hypothesis>,
}

/// A whole search: every step, and the final ranking.
#[derive(Debug, Clone, PartialEq)]
pub struct Search {
    /// Each step's beam.
    pub steps: Vec<Step>,
    /// Every finished hypothesis, in the order the search finished them.
    pub finished: Vec<Hypothesis>,
    /// Every finished hypothesis with its length-penalised score, best first.
    pub ranking: Vec<(Hypothesis, f64)>,
}

impl Search {
    /// The chosen sentence: the best by the penalised score.
    pub fn best(&self) -> Option<&Hypothesis> {
        self.ranking.first().map(|(h, _)| h)
    }

    /// The finished hypotheses ranked with length penalty `alpha`, best first. The search itself
    /// does not depend on α (it compares raw scores at every step), so another α needs only this.
    pub fn ranked(&self, alpha: f64) -> Vec<(Hypothesis, f64)> {
        let mut ranking: Vec<(Hypothesis, f64)> = self
            .finished
            .iter()
            .map(|h| (h.clone(), h.score / length_penalty(h.tokens.len(), alpha)))
            .collect();
        ranking.sort_by(|a, b| b.1.total_cmp(&a.1));
        ranking
    }
}

/// The paper's length penalty: ((5 + length) / 6)^α.
pub fn length_penalty(length: usize, alpha: f64) -> f64 {
    ((5 + length) as f64 / 6.0).powf(alpha)
}

/// Natural logs of the softmax of `logits`, in f64.
pub fn log_softmax(logits: &[f32]) -> Vec<f64> {
    let max = logits
        .iter()
        .fold(f64::NEG_INFINITY, |m, &x| m.max(x as f64));
    let total: f64 = logits.iter().map(|&x| libm::exp(x as f64 - max)).sum();
    let log_total = libm::log(total);
    logits.iter().map(|&x| x as f64 - max - log_total).collect()
}

/// Puts the `n` best candidates first, best first, as a stable sort by score would (of equal
/// scores, the one that came first), leaving the rest unordered after them: with thousands of
/// candidates a step and only twice the beam's width read, a full sort was most of a step's work.
fn best_first(candidates: &mut [(f64, usize, usize)], n: usize) {
    // Descending score, then the candidate's order (hypothesis, then token), which is what a
    // stable sort keeps among equals.
    let order = |a: &(f64, usize, usize), b: &(f64, usize, usize)| {
        b.0.total_cmp(&a.0).then((a.1, a.2).cmp(&(b.1, b.2)))
    };
    if n < candidates.len() {
        candidates.select_nth_unstable_by(n, order);
    }
    let n = n.min(candidates.len());
    candidates[..n].sort_unstable_by(order);
}

/// Beam search of width `k` (at least 1) over `source`, ending hypotheses at `stop` or at the
/// model's length cap, ranked with length penalty `alpha`.
pub fn beam_search(
    model: &Model,
    w: &[f32],
    source: &[usize],
    k: usize,
    alpha: f64,
    stop: Option<usize>,
) -> Search {
    beam_search_from(CachedDecoder::new(model, w, source, None), k, alpha, stop)
}

/// [`beam_search`] from a decoder readied for its source (with its output layer made once, say).
pub fn beam_search_from(
    start: CachedDecoder<'_>,
    k: usize,
    alpha: f64,
    stop: Option<usize>,
) -> Search {
    let model = start.model();
    let k = k.max(1);
    let cap = model.shape.len;
    // (hypothesis, its decoder, the token to feed it next)
    let mut live: Vec<(Hypothesis, CachedDecoder, usize)> = vec![(
        Hypothesis {
            tokens: Vec::new(),
            score: 0.0,
            ended: false,
        },
        start,
        model.shape.vocab,
    )];
    let mut steps = Vec::new();
    let mut finished: Vec<Hypothesis> = Vec::new();
    while !live.is_empty() {
        // Every extension of every live hypothesis as (score, hypothesis, token), in order
        // (hypothesis, then token), so that a stable sort breaks ties as greedy decoding does:
        // the first best token. Only the ones kept or shown as pruned become sentences.
        let mut candidates: Vec<(f64, usize, usize)> = Vec::new();
        for (i, (h, decoder, fed)) in live.iter_mut().enumerate() {
            let log_p = log_softmax(&decoder.step(*fed));
            candidates.extend(
                log_p
                    .into_iter()
                    .enumerate()
                    .map(|(token, lp)| (h.score + lp, i, token)),
            );
        }
        best_first(&mut candidates, 2 * k);
        let extend = |&(score, from, token): &(f64, usize, usize)| {
            let mut tokens = live[from].0.tokens.clone();
            tokens.push(token);
            let ended = Some(token) == stop || tokens.len() >= cap;
            Hypothesis {
                tokens,
                score,
                ended,
            }
        };
        let pruned: Vec<Hypothesis> = candidates.iter().skip(k).take(k).map(extend).collect();
        let chosen: Vec<(Hypothesis, usize)> = candidates
            .iter()
            .take(k)
            .map(|c| (extend(c), c.1))
            .collect();
        let kept: Vec<Hypothesis> = chosen.iter().map(|c| c.0.clone()).collect();
        let mut next = Vec::with_capacity(k);
        for (h, from) in chosen {
            if h.ended {
                finished.push(h);
            } else {
                let decoder = live[from].1.clone();
                let fed = *h.tokens.last().unwrap_or(&0);
                next.push((h, decoder, fed));
            }
        }
        steps.push(Step { kept, pruned });
        live = next;
    }
    let mut search = Search {
        steps,
        finished,
        ranking: Vec::new(),
    };
    search.ranking = search.ranked(alpha);
    search
}
