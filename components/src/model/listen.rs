//! `listen`: who does each word listen to? The sentence with "tired" or "wide" at the end.

use super::WidgetParams;
use crate::kernel::format::percent;
use crate::kernel::listen::{Ending, IT, shares, words};
use crate::params::{Notice, ParamReader, Query};

/// The state of the `listen` widget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ListenParams {
    /// The last word of the sentence.
    pub ending: Ending,
    /// The picked word, 0-based.
    pub word: usize,
}

impl Default for ListenParams {
    fn default() -> Self {
        Self {
            ending: Ending::Tired,
            word: IT,
        }
    }
}

impl WidgetParams for ListenParams {
    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let ending = match r.choice("ending", &["tired", "wide"], "tired") {
            "wide" => Ending::Wide,
            _ => Ending::Tired,
        };
        let word = r.int("word", 0, 10, IT as i64) as usize;
        (Self { ending, word }, r.finish())
    }

    fn to_query(&self) -> Query {
        Query::from_pairs([
            ("ending", self.ending.word().to_string()),
            ("word", self.word.to_string()),
        ])
    }
}

impl ListenParams {
    /// The shares the picked word gives every word.
    pub fn shares(&self) -> Vec<f64> {
        shares(self.ending, self.word)
    }

    /// The live summary: the picked word and its three largest shares.
    pub fn summary(&self, shares: &[f64]) -> String {
        let ws = words(self.ending);
        let order = crate::kernel::softmax::ranked(&shares[..ws.len().min(shares.len())]);
        let top: Vec<String> = order[..3]
            .iter()
            .map(|&j| format!("“{}” {}", ws[j], percent(shares[j])))
            .collect();
        format!(
            "Ending “{}”. The word “{}” (word {}) listens most to {}.",
            self.ending.word(),
            ws[self.word],
            self.word + 1,
            top.join(", ")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_summary_puts_animal_first() {
        let p = ListenParams::default();
        let s = p.summary(&p.shares());
        assert!(
            s.starts_with("Ending “tired”. The word “it” (word 8) listens most to “animal” "),
            "{s}"
        );
        let w = ListenParams {
            ending: Ending::Wide,
            ..p
        };
        assert!(w.summary(&w.shares()).contains("listens most to “street” "));
        let (q, n) = ListenParams::from_query(&Query::parse("ending=WIDE&word=99"));
        assert_eq!((q.ending, q.word, n.len()), (Ending::Wide, 10, 1));
    }
}
