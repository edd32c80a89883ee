//! `subwords`: byte-pair encoding as the everyday translator learned it. A word or a sentence is
//! cut into single characters, then the learned merges that apply to it are replayed one at a
//! time, in the order they were learned, down to the pieces the translator reads.

use super::{Widget, WidgetParams, default_from_link};
use crate::i18n::m;
use crate::kernel::everyday::PIECES;
use crate::kernel::subwords::{Piece, Subwords, UNKNOWN, normalise};
use crate::locale::Text;
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query, Readout};

/// The text a bare link cuts.
pub const DEFAULT_TEXT: &str = "transformers";

/// `s`: the word or sentence.
pub const S: Param = Param::sentence("s", 200, DEFAULT_TEXT)
    .about(
        "a word or a sentence, in English or French, to cut into the translator's pieces",
        "un mot ou une phrase, en anglais ou en français, à découper en morceaux du traducteur",
    )
    .label("Word or sentence", "Mot ou phrase");
/// `step`: how many of the merges that apply are replayed.
pub const STEP: Param = Param::int("step", 0, PIECES as i64, PIECES as i64)
    .about("how many of the merges that apply are replayed, from 0 (single characters); the default, or any number past the last, replays them all: the pieces the translator reads", "combien des fusions qui s'appliquent sont rejouées, à partir de 0 (caractères seuls) ; la valeur par défaut, ou tout nombre au-delà de la dernière, les rejoue toutes : les morceaux que lit le traducteur")
    .up_to("the merges that apply", "les fusions qui s'appliquent")
    .label("Merges replayed", "Fusions rejouées")
    .reads(Readout::Count(Text::new("merge", "fusion"), Text::new("merges", "fusions")));

/// The state of the `subwords` widget.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubwordsParams {
    /// The text as typed.
    pub text: String,
    /// Merges replayed (clamped to those that apply when shown).
    pub step: usize,
}

default_from_link!(SubwordsParams);

impl WidgetParams for SubwordsParams {
    const PARAMS: &'static [Param] = &[S, STEP];

    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let text = r.sentence(&S);
        let step = r.int(&STEP);
        (Self { text, step }, r.finish())
    }

    fn to_query(&self) -> Query {
        LinkWriter::new()
            .sentence(&S, &self.text)
            .count(&STEP, self.step)
            .finish()
    }
}

/// One learned merge that applies to the text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applied {
    /// Its rank: the order it was learned in, from 1.
    pub rank: usize,
    /// The two pieces it joins.
    pub left: String,
    /// The right one.
    pub right: String,
    /// How often the pair stood side by side in the training text when it was learned.
    pub count: u64,
}

/// What the widget shows.
#[derive(Debug, Clone, PartialEq)]
pub struct Replayed {
    /// The text as read.
    pub text: String,
    /// Every merge that applies, in the order replayed.
    pub merges: Vec<Applied>,
    /// Merges replayed so far.
    pub step: usize,
    /// The pieces after them.
    pub pieces: Vec<Piece>,
    /// Characters the translator never saw, each once.
    pub unknown: Vec<char>,
    /// The vocabulary's size.
    pub vocabulary: usize,
}

impl Replayed {
    /// Whether every merge that applies has been replayed: these are the pieces the translator
    /// reads.
    pub fn done(&self) -> bool {
        self.step == self.merges.len()
    }
}

/// Pieces as the page writes them: a piece that starts a word (its text starts with the space
/// learning gave it) after a space, the others joined to the one before by a middle dot.
pub fn spelled(pieces: &[Piece]) -> String {
    let mut out = String::new();
    for p in pieces {
        match p.text.strip_prefix(' ') {
            Some(word) => {
                if !out.is_empty() {
                    out.push(' ');
                }
                out.push_str(word);
            }
            None => {
                if !out.is_empty() {
                    out.push('·');
                }
                out.push_str(&p.text);
            }
        }
    }
    out
}

/// A piece's text as a label: its starting space shown as `▁`, as SentencePiece writes it.
pub fn label(text: &str) -> String {
    text.replace(' ', "▁")
}

impl Widget for SubwordsParams {
    const EXAMPLE: &'static str = "s=Where%20is%20the%20station%3F&step=3";
    type Input = Subwords;
    type Output = Replayed;

    /// Reads the text and replays the merges that apply to it, up to the state's step.
    fn compute(&self, subwords: &Subwords) -> Replayed {
        let text = normalise(&self.text);
        let ranks = subwords.replay(&text);
        let step = self.step.min(ranks.len());
        let merges = ranks
            .iter()
            .map(|&r| {
                let m = subwords.merges()[r as usize];
                Applied {
                    rank: r as usize + 1,
                    left: subwords.piece(m.left).to_string(),
                    right: subwords.piece(m.right).to_string(),
                    count: m.count,
                }
            })
            .collect();
        let pieces = subwords.after(&text, step);
        let mut unknown: Vec<char> = Vec::new();
        for c in pieces
            .iter()
            .filter(|p| p.id == UNKNOWN)
            .flat_map(|p| p.text.chars())
        {
            if !unknown.contains(&c) {
                unknown.push(c);
            }
        }
        Replayed {
            text,
            merges,
            step,
            pieces,
            unknown,
            vocabulary: subwords.len(),
        }
    }

    /// The text, its pieces at this step, and how many merges made them.
    fn summary(&self, r: &Replayed) -> String {
        if r.text.is_empty() {
            return m().subwords_empty().into();
        }
        let t = m();
        let merges = t.merges_replayed(r.step, r.merges.len(), r.done());
        let mut s = t.subwords_summary(
            &r.text,
            &spelled(&r.pieces),
            &merges,
            &t.pieces(r.pieces.len()),
        );
        if !r.unknown.is_empty() {
            let chars: String = r.unknown.iter().collect();
            s.push_str(&t.subwords_unknown(&chars));
        }
        s.push('.');
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::fixtures;

    #[test]
    fn pieces_are_spelled_by_word() {
        let p = |id: u32, t: &str| Piece { id, text: t.into() };
        let pieces = [
            p(9, " un"),
            p(9, "believ"),
            p(9, "ably"),
            p(9, " J'ai"),
            p(9, "."),
        ];
        assert_eq!(spelled(&pieces), "un·believ·ably J'ai·.");
        assert_eq!(label(" un"), "▁un");
    }

    #[test]
    fn the_replay_ends_at_the_pieces_the_translator_reads() {
        let subwords = fixtures::subwords();
        let all = SubwordsParams::default().compute(&subwords);
        assert!(all.done() && !all.merges.is_empty());
        assert_eq!(all.pieces, subwords.encode(DEFAULT_TEXT));
        let none = SubwordsParams {
            step: 0,
            ..Default::default()
        }
        .compute(&subwords);
        // Every character one piece, the word's starting space included.
        assert_eq!(none.pieces.len(), DEFAULT_TEXT.chars().count() + 1);
        let said = SubwordsParams::default().summary(&all);
        assert!(said.starts_with("transformers: "), "{said}");
        assert!(
            said.contains(&format!("after {} merges", all.merges.len())),
            "{said}"
        );
    }

    #[test]
    fn unseen_characters_are_named() {
        let p = SubwordsParams {
            text: "robot 🤖".into(),
            step: PIECES,
        };
        let r = p.compute(&fixtures::subwords());
        assert_eq!(r.unknown, ['🤖']);
        assert!(p.summary(&r).contains("read as unknown: 🤖"));
    }

    #[test]
    fn the_link_reads_back() {
        let (p, n) = SubwordsParams::from_query(&Query::parse(SubwordsParams::EXAMPLE));
        assert!(n.is_empty());
        assert_eq!(p.step, 3);
        assert_eq!(SubwordsParams::from_query(&p.to_query()).0, p);
    }
}
