//! `softmax`: scores the reader drags, a temperature, and the shares that always add up to 100%.

use super::{Widget, WidgetParams, default_from_link};
use crate::format::percent;
use crate::i18n::m;
use crate::kernel::blocks::softmax::softmax;
use crate::locale::Text;
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query, Readout};

/// The worked example of §3.2.1: the scores of "it" against three words.
const DEFAULT_SCORES: [f64; 3] = [2.0, 1.0, 0.5];
/// The words those scores belong to.
const DEFAULT_LABELS: [&str; 3] = ["animal", "tired", "street"];

/// `scores`: one score per bar.
pub const SCORES: Param = Param::list("scores", (-10.0, 10.0), (2, 8), &DEFAULT_SCORES)
    .about(
        "the scores before the softmax, one per bar",
        "les scores avant le softmax, un par barre",
    )
    .label("Scores", "Scores");
/// `labels`: one word per bar.
pub const LABELS: Param = Param::text("labels", 8, 16, &DEFAULT_LABELS)
    .rule("one per score", "un par score")
    .about(
        "the word each score belongs to",
        "le mot auquel appartient chaque score",
    );
/// `t`: the temperature (the slider is logarithmic across it).
pub const T: Param = Param::float("t", 0.1, 10.0, 1.0)
    .about(
        "the temperature the scores are divided by first",
        "la température qui divise d'abord les scores",
    )
    .label("Temperature", "Température")
    .log(0.01)
    .decimals(2)
    .reads(Readout::Prefix(Text::new("temperature", "température")));

/// Lowest and highest score a bar can take.
pub const SCORE_RANGE: (f64, f64) = SCORES.float_range();
/// Temperature range.
pub const T_RANGE: (f64, f64) = T.float_range();

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

default_from_link!(SoftmaxParams);

/// The label a bar gets when the link gives none for it: the defaults, then "token 4", "token 5"….
pub fn fallback_label(i: usize) -> String {
    DEFAULT_LABELS
        .get(i)
        .map_or_else(|| m().softmax_token(i + 1), |s| s.to_string())
}

impl WidgetParams for SoftmaxParams {
    const PARAMS: &'static [Param] = &[SCORES, LABELS, T];

    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let scores = r.list(&SCORES);
        let given_labels = r.has(LABELS.name);
        let mut labels = r.text(&LABELS);
        if labels.len() != scores.len() {
            if given_labels {
                r.notice(m().softmax_labels_count(labels.len(), scores.len()));
            }
            labels.truncate(scores.len());
            while labels.len() < scores.len() {
                labels.push(fallback_label(labels.len()));
            }
        }
        let t = r.float(&T);
        (Self { scores, labels, t }, r.finish())
    }

    fn to_query(&self) -> Query {
        LinkWriter::new()
            .list(&SCORES, &self.scores)
            .text(&LABELS, &self.labels)
            .float(&T, self.t)
            .finish()
    }
}

impl Widget for SoftmaxParams {
    const EXAMPLE: &'static str = "scores=3,0&labels=yes,no&t=0.5";
    type Input = ();
    /// The shares, one per score.
    type Output = Vec<f64>;

    /// The shares. The ranges the parser enforces make the softmax infallible in practice; should
    /// it ever fail, every bar gets an equal share rather than the widget breaking.
    fn compute(&self, _: &()) -> Vec<f64> {
        softmax(&self.scores, self.t)
            .unwrap_or_else(|_| vec![1.0 / self.scores.len().max(1) as f64; self.scores.len()])
    }

    /// Each label with its share.
    fn summary(&self, shares: &Vec<f64>) -> String {
        let parts: Vec<String> = self
            .labels
            .iter()
            .zip(shares)
            .map(|(l, s)| format!("{l} {}", percent(*s)))
            .collect();
        m().softmax_summary(self.t, &parts)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_summary_states_the_worked_example() {
        let p = SoftmaxParams::default();
        let s = p.summary(&p.compute(&()));
        assert_eq!(
            s,
            "At temperature 1.00, the shares are: animal 62.9%, tired 23.1%, street 14.0%."
        );
        let (p, _) = SoftmaxParams::from_query(&Query::parse("t=0.5"));
        let s = crate::locale::with(crate::locale::Lang::Fr, || p.summary(&p.compute(&())));
        assert_eq!(
            s,
            "À la température 0,50, les parts sont\u{202F}: animal 84,4\u{202F}%, tired 11,4\u{202F}%, street 4,2\u{202F}%."
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
