//! `trophy`: the no-maths section's question answered by the page's translator. The reference's
//! sentence with either ending, the French the model writes for it, and the English word the
//! head that resolves "it" looked back at when it wrote il or elle.

use super::{Widget, WidgetParams, default_from_link};
use crate::format::percent;
use crate::i18n::m;
use crate::kernel::decoding::shipped;
use crate::kernel::decoding::translator::{Positions, Translator, View, row};
use crate::kernel::language::grammar::{self, Family, Pair, Story};
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query};

/// `ending`: the sentence's last word.
pub const ENDING: Param = Param::choice("ending", &["big", "small"], "big")
    .about(
        "the sentence's last word: big (it is the trophy) or small (it is the suitcase)",
        "le dernier mot de la phrase : big (c'est le trophée) ou small (c'est la valise)",
    )
    .label("It was too", "It was too");

/// The state of the `trophy` widget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TrophyParams {
    /// Whether the sentence ends in "small" (else "big").
    pub small: bool,
}

default_from_link!(TrophyParams);

impl WidgetParams for TrophyParams {
    const PARAMS: &'static [Param] = &[ENDING];

    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let small = r.choice(&ENDING) == "small";
        (Self { small }, r.finish())
    }

    fn to_query(&self) -> Query {
        LinkWriter::new().choice(&ENDING, self.ending()).finish()
    }
}

/// What the translator makes of the sentence.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    /// The English sentence.
    pub english: String,
    /// The French the model writes.
    pub french: String,
    /// The pronoun it writes, if it writes one.
    pub pronoun: Option<&'static str>,
    /// The noun the pronoun stands for in the French the model wrote ("trophy" for il).
    pub means: Option<&'static str>,
    /// The same noun as a French reader is told it ("le trophée").
    pub means_french: Option<String>,
    /// Where the resolving head looked as it wrote the pronoun: the trophy's share and the
    /// suitcase's, in that order.
    pub looked: [(&'static str, f64); 2],
    /// The head, layer and head from 1.
    pub head: (usize, usize),
}

impl TrophyParams {
    /// The sentence's last word, one of the grammar's endings and `ENDING`'s choices.
    pub fn ending(&self) -> &'static str {
        if self.small { "small" } else { "big" }
    }

    /// The sentence as one of the grammar's: the trophy, the suitcase and the ending, looked up
    /// by name (a name the grammar lacks falls back to its first, and the tests would say so).
    pub fn family(&self) -> Family {
        Family {
            story: Story::Fit,
            subject: index_of(Story::Fit.subject_names(), "trophy"),
            place: index_of(Story::Fit.place_names(), "suitcase"),
            ending: index_of(Story::Fit.ending_names(), self.ending()),
            because_first: false,
        }
    }
}

/// Where `name` stands among `names`, or 0.
fn index_of(mut names: impl Iterator<Item = &'static str>, name: &str) -> usize {
    names.position(|n| n == name).unwrap_or_default()
}

impl Widget for TrophyParams {
    const EXAMPLE: &'static str = "ending=small";
    type Input = Translator;
    type Output = Answer;

    /// Translates the sentence and reads the resolving head's cross-attention at the step that
    /// writes the pronoun, the decoder fed the model's own words.
    fn compute(&self, t: &Translator) -> Answer {
        let f = self.family();
        let pair = Pair::family(f);
        let tr = t.translate(&pair.source);
        let p = Positions::of(f);
        // The word the model wrote where the pronoun goes, and the noun it names, if it is one.
        let written = tr
            .output
            .get(p.pronoun)
            .and_then(|&k| grammar::TOKENS.get(k));
        let means = written.and_then(|w| f.named_by(w));
        let pronoun = written.copied().filter(|_| means.is_some());
        let head = shipped::measured().trophy_resolving();
        let maps = &tr.maps;
        let weights = row(maps, View::Cross, p, head.layer - 1, head.head - 1);
        let share = |at: usize| weights.get(at).copied().unwrap_or(0.0) as f64;
        Answer {
            english: grammar::words(&pair.source),
            french: grammar::display(&tr.output),
            pronoun,
            means,
            means_french: written.and_then(|w| f.named_by_french(w)),
            looked: [
                (f.subject_word(), share(p.subject)),
                (f.place_word(), share(p.place)),
            ],
            head: (head.layer, head.head),
        }
    }

    /// The sentence, the French, which noun the pronoun makes "it", and where the head looked.
    fn summary(&self, a: &Answer) -> String {
        // Only the sentence's end: the whole of it is the reference's own, and the summary is
        // written into files of the project (the e2e catalogue) that quote no seed at length.
        let t = m();
        let mut s = t.trophy_sentence(self.ending(), &a.french);
        match (a.pronoun, a.means, &a.means_french) {
            (Some(p), Some(means), Some(french)) => s.push_str(&t.trophy_means(
                p,
                (means, french),
                a.head.0,
                a.head.1,
                [
                    (a.looked[0].0, &percent(a.looked[0].1)),
                    (a.looked[1].0, &percent(a.looked[1].1)),
                ],
            )),
            _ => s.push_str(t.no_pronoun()),
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::listen::tests::shipped as shipped_translator;

    #[test]
    fn big_is_the_trophy_and_small_the_suitcase() {
        let t = shipped_translator();
        let big = TrophyParams::default();
        let a = big.compute(&t);
        assert_eq!(
            a.french,
            "le trophée n'est pas entré dans la valise parce qu'il était trop grand"
        );
        assert_eq!((a.pronoun, a.means), (Some("il"), Some("trophy")));
        assert!(a.looked[0].1 > 0.9 && a.looked[1].1 < 0.1, "{:?}", a.looked);
        let said = big.summary(&a);
        assert!(said.contains("The model writes “il”, so for it “it” is the trophy. As it wrote “il”, the head that does this (layer 2, head 2) looked at “trophy”"), "{said}");
        let small = TrophyParams { small: true };
        let a = small.compute(&t);
        assert_eq!(
            a.french,
            "le trophée n'est pas entré dans la valise parce qu'elle était trop petite"
        );
        assert_eq!((a.pronoun, a.means), (Some("elle"), Some("suitcase")));
        assert!(a.looked[1].1 > 0.9, "{:?}", a.looked);
    }

    #[test]
    fn the_endings_name_the_grammar_s_sentences_and_pronouns_name_their_nouns() {
        for (small, referent) in [(false, "trophy"), (true, "suitcase")] {
            let f = TrophyParams { small }.family();
            assert_eq!(f.subject_word(), "trophy");
            assert_eq!(f.place_word(), "suitcase");
            assert_eq!(f.referent(), referent);
            assert_eq!(f.named_by("il"), Some("trophy"));
            assert_eq!(f.named_by("elle"), Some("suitcase"));
            assert_eq!(f.named_by("trop"), None);
        }
    }

    #[test]
    fn the_link_reads_back() {
        let (p, n) = TrophyParams::from_query(&Query::parse("ending=small"));
        assert!(n.is_empty());
        assert_eq!(TrophyParams::from_query(&p.to_query()).0, p);
        let (q, n) = TrophyParams::from_query(&Query::parse("ending=huge"));
        assert_eq!((q, n.len()), (TrophyParams::default(), 1));
    }
}
