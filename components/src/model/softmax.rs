//! `softmax`: scores the reader drags, a temperature, and the shares that always add up to 100%.

use super::WidgetParams;
use crate::kernel::format::{fixed, link_number, percent};
use crate::kernel::softmax::softmax;
use crate::params::{Notice, ParamReader, Query};

/// Lowest and highest score a bar can take.
pub const SCORE_RANGE: (f64, f64) = (-10.0, 10.0);
/// Fewest and most bars.
pub const COUNT_RANGE: (usize, usize) = (2, 8);
/// Temperature range (the slider is logarithmic across it).
pub const T_RANGE: (f64, f64) = (0.1, 10.0);
/// The worked example of §3.2.1: the scores of "it" against three words.
pub const DEFAULT_SCORES: [f64; 3] = [2.0, 1.0, 0.5];
/// The words those scores belong to.
pub const DEFAULT_LABELS: [&str; 3] = ["animal", "tired", "street"];
/// Longest label kept.
pub const MAX_LABEL_CHARS: usize = 16;

/// The state of the `softmax` widget.
#[derive(Debug, Clone, PartialEq)]
pub struct SoftmaxParams {
    /// One score per bar.
    pub scores: Vec<f64>,
    /// One label per bar, as many as there are scores.
    pub labels: Vec<String>,
    /// Softmax temperature: scores are divided by it first.
    pub t: f64,
}

impl Default for SoftmaxParams {
    fn default() -> Self {
        Self {
            scores: DEFAULT_SCORES.to_vec(),
            labels: DEFAULT_LABELS.iter().map(|s| s.to_string()).collect(),
            t: 1.0,
        }
    }
}

/// The label a bar gets when the link gives none for it: the defaults, then "token 4", "token 5"….
pub fn fallback_label(i: usize) -> String {
    DEFAULT_LABELS
        .get(i)
        .map_or_else(|| format!("token {}", i + 1), |s| s.to_string())
}

impl WidgetParams for SoftmaxParams {
    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let scores = r.floats("scores", SCORE_RANGE, COUNT_RANGE, &DEFAULT_SCORES);
        let given_labels = r.has("labels");
        let mut labels = r.words("labels", COUNT_RANGE.1, MAX_LABEL_CHARS, &DEFAULT_LABELS);
        if labels.len() != scores.len() {
            if given_labels {
                r.notice(format!(
                    "“labels” has {} entries for {} scores; missing ones are numbered and extra ones dropped.",
                    labels.len(),
                    scores.len()
                ));
            }
            labels.truncate(scores.len());
            while labels.len() < scores.len() {
                labels.push(fallback_label(labels.len()));
            }
        }
        let t = r.float("t", T_RANGE.0, T_RANGE.1, 1.0);
        (Self { scores, labels, t }, r.finish())
    }

    fn to_query(&self) -> Query {
        let scores = self
            .scores
            .iter()
            .map(|s| link_number(*s))
            .collect::<Vec<_>>()
            .join(",");
        Query::from_pairs([
            ("scores", scores),
            ("labels", self.labels.join(",")),
            ("t", link_number(self.t)),
        ])
    }
}

impl SoftmaxParams {
    /// The shares, one per score. The ranges the parser enforces make this infallible in practice;
    /// should it ever fail, every bar gets an equal share rather than the widget breaking.
    pub fn shares(&self) -> Vec<f64> {
        softmax(&self.scores, self.t)
            .unwrap_or_else(|_| vec![1.0 / self.scores.len().max(1) as f64; self.scores.len()])
    }

    /// The live summary: each label with its share.
    pub fn summary(&self, shares: &[f64]) -> String {
        let parts: Vec<String> = self
            .labels
            .iter()
            .zip(shares)
            .map(|(l, s)| format!("{l} {}", percent(*s)))
            .collect();
        format!(
            "At temperature {}, the shares are: {}.",
            fixed(self.t, 2),
            parts.join(", ")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_summary_states_the_worked_example() {
        let p = SoftmaxParams::default();
        let s = p.summary(&p.shares());
        assert_eq!(
            s,
            "At temperature 1.00, the shares are: animal 62.9%, tired 23.1%, street 14.0%."
        );
    }

    #[test]
    fn round_trips_through_a_link() {
        let p = SoftmaxParams {
            scores: vec![1.5, -2.0],
            labels: vec!["a b".into(), "ç".into()],
            t: 0.25,
        };
        let (back, notices) = SoftmaxParams::from_query(&p.to_query());
        assert_eq!(back, p);
        assert!(notices.is_empty());
    }

    #[test]
    fn labels_follow_the_score_count() {
        let (p, n) = SoftmaxParams::from_query(&Query::parse("scores=1,2,3,4"));
        assert_eq!(p.labels, vec!["animal", "tired", "street", "token 4"]);
        assert!(n.is_empty());
        let (p, n) = SoftmaxParams::from_query(&Query::parse("scores=1,2&labels=x,y,z"));
        assert_eq!(p.labels, vec!["x", "y"]);
        assert_eq!(n.len(), 1);
    }

    #[test]
    fn bad_values_fall_back() {
        let (p, n) = SoftmaxParams::from_query(&Query::parse("t=hot&scores=NaN"));
        assert_eq!(p, SoftmaxParams::default());
        assert_eq!(n.len(), 2);
    }
}
