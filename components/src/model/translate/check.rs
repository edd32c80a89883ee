//! Whether the sentence the translator read is one of its grammar's, and if so how the model's
//! French compares with the grammar's own, word by word: a reader who types a sentence should
//! know whether there is a right answer, and whether the model gave it.

use crate::i18n::m;
use crate::kernel::language::grammar::{self, END, Parsed, TOKENS};
use crate::kernel::language::reference::reference;

/// The grammar's verdict on a translation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Check {
    /// What the translator read is one of the grammar's sentences.
    Grammar {
        /// The grammar's French, as a reader writes it.
        right: String,
        /// Each of the model's French words, with whether it is the grammar's word there.
        words: Vec<(&'static str, bool)>,
        /// Whether the model's French is the grammar's, word for word and no longer.
        exact: bool,
        /// Words of the typed sentence left out before reading.
        left_out: usize,
    },
    /// It is not: the model's French is a guess at something it was never taught.
    Outside {
        /// Words of the typed sentence left out before reading.
        left_out: usize,
    },
}

fn words_of(tokens: &[usize]) -> Vec<&'static str> {
    tokens
        .iter()
        .map(|&t| TOKENS.get(t).copied().unwrap_or("?"))
        .take_while(|w| *w != END)
        .collect()
}

/// Checks the model's `output` (its French tokens) for the sentence read as `parsed`; `None` when
/// nothing was read.
pub fn check(parsed: &Parsed, output: &[usize]) -> Option<Check> {
    if parsed.tokens.is_empty() {
        return None;
    }
    let left_out = parsed.unknown.len();
    let Some(pair) = reference(&parsed.tokens).filter(|_| !parsed.cut) else {
        return Some(Check::Outside { left_out });
    };
    let (model, right) = (words_of(output), words_of(&pair.target));
    let words = model
        .iter()
        .enumerate()
        .map(|(i, w)| (*w, right.get(i) == Some(w)))
        .collect();
    Some(Check::Grammar {
        right: grammar::display(&pair.target),
        words,
        exact: model == right,
        left_out,
    })
}

/// Whether words were left out, as a clause: "" or "with 2 words left out, ".
fn with_left_out(left_out: usize) -> String {
    m().with_left_out(left_out)
}

impl Check {
    /// The sentence under the translation: whether there is a right French, and how the model's
    /// compares with it.
    pub fn note(&self) -> String {
        match self {
            Check::Grammar {
                right,
                words,
                exact,
                left_out,
            } => {
                let wrong: Vec<String> = words
                    .iter()
                    .enumerate()
                    .filter(|(_, (_, ok))| !ok)
                    .map(|(i, (w, _))| m().wrong_word(i + 1, w))
                    .collect();
                m().check_grammar(&with_left_out(*left_out), *exact, right, &wrong)
            }
            Check::Outside { left_out } => m().check_outside(&with_left_out(*left_out)),
        }
    }

    /// The summary's short form: "Right: the grammar's French." and so on.
    pub fn verdict(&self) -> String {
        match self {
            Check::Grammar { exact, right, .. } => m().check_verdict(true, *exact, right),
            Check::Outside { .. } => m().check_verdict(false, false, ""),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::language::grammar::{ids, parse};

    fn tokens(fr: &str) -> Vec<usize> {
        let mut t = ids(fr);
        t.push(0);
        t
    }

    #[test]
    fn a_grammar_sentence_is_marked_word_by_word() {
        let p = parse("The animal did not cross the street because it was too tired.");
        let right = tokens("l' animal n' a pas traversé la rue parce qu' il était trop fatigué");
        let c = check(&p, &right).unwrap();
        assert_eq!(c.verdict(), "Right: the grammar's own French.");
        assert!(c.note().ends_with("word for word."), "{}", c.note());
        let wrong = tokens("l' animal n' a pas traversé la rue parce qu' elle était trop fatiguée");
        let c = check(&p, &wrong).unwrap();
        assert_eq!(
            c.note(),
            "This is one of the grammar's sentences. Its right French is “l'animal n'a pas traversé la rue parce qu'il était trop fatigué”; the model's French is wrong at word 11 “elle”, word 14 “fatiguée”."
        );
    }

    #[test]
    fn a_sentence_outside_the_grammar_says_the_french_is_a_guess() {
        // "sat", "on" and "mat" are left out; "the cat the the" is not a sentence of the grammar.
        let p = parse("the cat sat on the mat");
        let c = check(&p, &tokens("le chat a traversé le chat")).unwrap();
        assert_eq!(c, Check::Outside { left_out: 3 });
        assert_eq!(
            c.note(),
            "This is not one of the grammar's sentences, even with the 3 unknown words left out, so there is no right French to compare with: the French above is the model's guess at something it was never taught."
        );
        assert!(check(&parse("  "), &[]).is_none());
        // What remains after leaving a word out can be one of the grammar's.
        let p = parse("the big red dog crossed the street");
        let c = check(&p, &tokens("le grand chien a traversé la rue")).unwrap();
        assert!(c.note().starts_with("What it read, with the unknown word left out, is one of the grammar's sentences, and"), "{}", c.note());
    }
}
