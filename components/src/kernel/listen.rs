//! A tiny, hand-built attention layer over one sentence, for the `listen` widget.
//!
//! Nothing here is trained. Each word gets a short vector of hand-picked features, and the shares
//! are an honest softmax(q·k / √d) over them. "it" is given the final adjective's features in its
//! query, standing in for what earlier layers of a real model would have mixed in. The point is to
//! show the mechanism carrying the change of one word, not to report a real model's weights.

use super::matrix::dot;
use super::softmax::softmax;

/// The two endings of the sentence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// "…because it was too tired" (it = the animal).
    Tired,
    /// "…because it was too wide" (it = the street).
    Wide,
}

impl Ending {
    /// The last word.
    pub fn word(self) -> &'static str {
        match self {
            Ending::Tired => "tired",
            Ending::Wide => "wide",
        }
    }
}

/// The words of the sentence with `ending`.
pub fn words(ending: Ending) -> [&'static str; 11] {
    [
        "The",
        "animal",
        "didn't",
        "cross",
        "the",
        "street",
        "because",
        "it",
        "was",
        "too",
        ending.word(),
    ]
}

/// Position of "it".
pub const IT: usize = 7;

/// Feature names, in vector order.
pub const FEATURES: [&str; 7] = [
    "creature",
    "place",
    "gets tired",
    "can be wide",
    "noun",
    "pronoun",
    "grammar word",
];

fn features(word: &str) -> [f64; 7] {
    match word {
        "animal" => [1.0, 0.0, 1.0, 0.0, 1.0, 0.0, 0.0],
        "street" => [0.0, 1.0, 0.0, 1.0, 1.0, 0.0, 0.0],
        "it" => [0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0],
        "tired" => [0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0],
        "wide" => [0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0],
        "cross" => [0.5, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0],
        _ => [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0],
    }
}

/// How sharply a query picks out the features it looks for.
const QUERY_GAIN: f64 = 4.0;

/// The shares word `i` gives every word of the sentence (its own position included).
pub fn shares(ending: Ending, i: usize) -> Vec<f64> {
    let ws = words(ending);
    let i = i.min(ws.len() - 1);
    let mut q = features(ws[i]);
    if ws[i] == "it" {
        // A pronoun looks for a noun, and for one that fits what is said about it: the adjective's
        // features stand in for the context an earlier layer would have mixed into "it".
        q = features(ending.word());
        q[4] = 1.0;
    }
    let q: Vec<f64> = q.iter().map(|v| v * QUERY_GAIN).collect();
    let scale = 1.0 / (FEATURES.len() as f64).sqrt();
    let scores: Vec<f64> = ws.iter().map(|w| dot(&q, &features(w)) * scale).collect();
    softmax(&scores, 1.0).expect("eleven finite scores")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_follows_the_ending() {
        let tired = shares(Ending::Tired, IT);
        let wide = shares(Ending::Wide, IT);
        assert!(tired[1] > 0.5 && tired[1] > 2.0 * tired[5], "{tired:?}");
        assert!(wide[5] > 0.5 && wide[5] > 2.0 * wide[1], "{wide:?}");
        assert!((tired.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        assert_eq!(words(Ending::Wide)[10], "wide");
    }
}
