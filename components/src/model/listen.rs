//! `listen`: who does each word listen to? The sentence with "tired" or "wide" at the end.

use super::{WidgetParams, default_from_link};
use crate::format::percent;
use crate::kernel::listen::{Ending, IT, shares, words};
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query};

/// `ending`: the sentence's last word.
pub const ENDING: Param = Param::choice("ending", &["tired", "wide"], "tired")
    .about("the last word of the sentence, which decides what “it” means");
/// `word`: the picked word.
pub const WORD: Param = Param::int("word", 0, 10, IT as i64)
    .about("the picked word's position in the sentence, counting from 0");

/// The state of the `listen` widget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ListenParams {
    /// The last word of the sentence.
    pub ending: Ending,
    /// The picked word, 0-based.
    pub word: usize,
}

default_from_link!(ListenParams);

impl WidgetParams for ListenParams {
    const PARAMS: &'static [Param] = &[ENDING, WORD];

    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let ending = match r.choice(&ENDING) {
            "wide" => Ending::Wide,
            _ => Ending::Tired,
        };
        let word = r.int(&WORD);
        (Self { ending, word }, r.finish())
    }

    fn to_query(&self) -> Query {
        LinkWriter::new()
            .choice(&ENDING, self.ending.word())
            .count(&WORD, self.word)
            .finish()
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
