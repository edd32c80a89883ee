//! What the translator's run keeps besides its last weights, and what they measure: an early
//! checkpoint, where greedy decoding and beam search still disagree, and the average of the run's
//! last checkpoints, as the paper averages its last five.

use super::beam::Search;
use super::evaluate::score;
use super::translator::Translator;
use crate::kernel::language::grammar::{self, HeldOut};

/// The step the early checkpoint (`translator-early.bin`) is saved at: far enough in to translate
/// most sentences, early enough that a beam often finds a better one than greedy decoding.
pub const EARLY_STEP: u32 = 250;
/// How many of the run's last checkpoints are averaged (the paper: 5 for its base models).
pub const AVERAGED: usize = 5;
/// The paper's length penalty, with which the held-out comparison is made.
pub const ALPHA: f64 = 0.6;
/// The widest beam compared (the widget's `k` goes as far).
pub const MAX_BEAM: usize = 8;
/// How many sentences where a beam of 4 and greedy decoding differ are listed.
pub const LISTED: usize = 6;

/// The element-wise mean of some checkpoints' weights, summed in checkpoint order.
pub fn average(checkpoints: &[Vec<f32>]) -> Vec<f32> {
    let Some(first) = checkpoints.first() else {
        return Vec::new();
    };
    let n = checkpoints.len() as f32;
    (0..first.len())
        .map(|i| checkpoints.iter().map(|w| w[i]).sum::<f32>() / n)
        .collect()
}

/// A beam's best sentence (its tokens, the stop token last if written).
pub fn best(search: &Search) -> Vec<usize> {
    search.best().map(|h| h.tokens.clone()).unwrap_or_default()
}

/// Beam search of width `k` over every held-out sentence, in order.
fn beam_outputs(t: &Translator, held_out: &HeldOut, k: usize) -> Vec<Vec<usize>> {
    held_out
        .pairs
        .iter()
        .map(|p| best(&t.beam(&p.source, k, ALPHA)))
        .collect()
}

/// How a beam of width `k` does on the held-out set, against greedy decoding (a beam of 1).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BeamFigure {
    /// The beam's width.
    pub k: usize,
    /// Held-out sentences exactly right.
    pub exact: usize,
    /// Held-out sentences in all.
    pub sentences: usize,
    /// Corpus BLEU, 0 to 1.
    pub bleu: f64,
    /// Sentences the beam gets right that greedy decoding gets wrong.
    pub better: usize,
    /// Sentences greedy decoding gets right that the beam gets wrong.
    pub worse: usize,
    /// Sentences whose output differs from greedy decoding's.
    pub differ: usize,
}

/// Beam widths 1 to [`MAX_BEAM`] on the held-out set, with [`ALPHA`].
pub fn beam_figures(t: &Translator) -> Vec<BeamFigure> {
    let held_out = HeldOut::new();
    let greedy = beam_outputs(t, &held_out, 1);
    (1..=MAX_BEAM)
        .map(|k| compared(&held_out, &greedy, k, beam_outputs(t, &held_out, k)))
        .collect()
}

/// A beam of width `k` on the held-out set, with [`ALPHA`], against greedy decoding.
pub fn beam_figure(t: &Translator, k: usize) -> BeamFigure {
    let held_out = HeldOut::new();
    let greedy = beam_outputs(t, &held_out, 1);
    compared(&held_out, &greedy, k, beam_outputs(t, &held_out, k))
}

/// A beam's held-out `outputs` measured against greedy decoding's.
fn compared(
    held_out: &HeldOut,
    greedy: &[Vec<usize>],
    k: usize,
    outputs: Vec<Vec<usize>>,
) -> BeamFigure {
    let right = |o: &[usize], i: usize| *o == held_out.pairs[i].target;
    let count = |f: &dyn Fn(usize) -> bool| (0..outputs.len()).filter(|&i| f(i)).count();
    let q = score(held_out, &outputs);
    BeamFigure {
        k,
        exact: q.exact,
        sentences: q.sentences,
        bleu: q.bleu.score,
        better: count(&|i| right(&outputs[i], i) && !right(&greedy[i], i)),
        worse: count(&|i| !right(&outputs[i], i) && right(&greedy[i], i)),
        differ: count(&|i| outputs[i] != greedy[i]),
    }
}

/// The first [`LISTED`] held-out sentences (English) on which a beam of 4 writes a different
/// French sentence from greedy decoding, and gets it right.
pub fn beam_wins(t: &Translator) -> Vec<String> {
    HeldOut::new()
        .pairs
        .iter()
        .filter(|p| {
            let beam = best(&t.beam(&p.source, 4, ALPHA));
            beam == p.target && beam != best(&t.beam(&p.source, 1, ALPHA))
        })
        .take(LISTED)
        .map(|p| grammar::words(&p.source))
        .collect()
}

/// The last checkpoint against the average of the last [`AVERAGED`], on the held-out set.
#[derive(Debug, Clone, PartialEq)]
pub struct AveragedFigure {
    /// The steps of the checkpoints averaged.
    pub steps: Vec<u32>,
    /// Held-out sentences in all.
    pub sentences: usize,
    /// The last checkpoint's exact sentences and corpus BLEU (0 to 1), greedy decoding.
    pub last: (usize, f64),
    /// The average's.
    pub average: (usize, f64),
}

/// Measures the last of `checkpoints` (each a step and its weights, in order) against the
/// average of the last [`AVERAGED`], both rounded to half floats as the page would ship them.
pub fn averaged(checkpoints: &[(u32, Vec<f32>)]) -> Option<AveragedFigure> {
    let tail = &checkpoints[checkpoints.len().saturating_sub(AVERAGED)..];
    let weights: Vec<Vec<f32>> = tail.iter().map(|(_, w)| w.clone()).collect();
    let measure = |w: &[f32]| {
        let t = Translator::new(super::translator::rounded(w))?;
        let q = super::evaluate::quality(&t.model, &t.weights);
        Some((q.sentences, (q.exact, q.bleu.score)))
    };
    let (sentences, last) = measure(&tail.last()?.1)?;
    let (_, average) = measure(&average(&weights))?;
    Some(AveragedFigure {
        steps: tail.iter().map(|(s, _)| *s).collect(),
        sentences,
        last,
        average,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_average_of_checkpoints_is_their_element_wise_mean() {
        let a = vec![1.0, -2.0, 0.5];
        let b = vec![3.0, 2.0, 0.5];
        assert_eq!(average(&[a.clone(), b]), vec![2.0, 0.0, 0.5]);
        assert_eq!(average(std::slice::from_ref(&a)), a);
        assert!(average(&[]).is_empty());
    }
}
