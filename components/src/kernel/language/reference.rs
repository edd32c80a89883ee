//! The grammar's own French for an English sentence: a reader that parses the sentence back
//! into the grammar's parts and writes them in French, the right answer every translation is
//! measured against.

use super::grammar::{ANIMALS, DESCRIBERS, Family, Noun, PLACES, Pair, Story, TOKENS, ids, phrase};

/// Reads the English side of a pair word by word, for [`reference`].
struct Reader<'a> {
    words: &'a [&'a str],
    at: usize,
}

impl Reader<'_> {
    fn take(&mut self, word: &str) -> Option<()> {
        (self.words.get(self.at) == Some(&word)).then(|| self.at += 1)
    }

    fn one_of<T: Copy>(&mut self, choices: impl Iterator<Item = (&'static str, T)>) -> Option<T> {
        let w = *self.words.get(self.at)?;
        let found = choices.into_iter().find(|(c, _)| *c == w)?.1;
        self.at += 1;
        Some(found)
    }

    /// "the [black|white|big] noun", returning the French and whether it is plural.
    fn noun_phrase(&mut self, nouns: &[Noun]) -> Option<(String, bool)> {
        self.take("the")?;
        let describer = self.one_of(DESCRIBERS.iter().enumerate().map(|(i, d)| (d.0, i)));
        let singular = nouns.iter().map(|n| (n.en, (n, false)));
        let plural = nouns
            .iter()
            .filter(|n| !n.en_plural.is_empty())
            .map(|n| (n.en_plural, (n, true)));
        let (n, is_plural) = self.one_of(singular.chain(plural))?;
        Some((phrase(n, is_plural, describer), is_plural))
    }

    fn family(&mut self, story: Story, because_first: bool) -> Option<Family> {
        let ending = |r: &mut Self| {
            r.take("because")?;
            r.take("it")?;
            r.take("was")?;
            r.take("too")?;
            r.one_of(story.endings().iter().enumerate().map(|(i, e)| (e.en, i)))
        };
        let main = |r: &mut Self| {
            r.take("the")?;
            let subject = r.one_of(story.subjects().iter().enumerate().map(|(i, n)| (n.en, i)))?;
            r.take("didn't")?;
            match story {
                Story::Cross => r.take("cross")?,
                Story::Fit => {
                    r.take("fit")?;
                    r.take("in")?
                }
            }
            r.take("the")?;
            let place = r.one_of(story.places().iter().enumerate().map(|(i, n)| (n.en, i)))?;
            Some((subject, place))
        };
        let (subject, place, ending) = if because_first {
            let e = ending(self)?;
            self.take(",")?;
            let (s, p) = main(self)?;
            (s, p, e)
        } else {
            let (s, p) = main(self)?;
            (s, p, ending(self)?)
        };
        Some(Family {
            story,
            subject,
            place,
            ending,
            because_first,
        })
    }

    fn other(&mut self) -> Option<String> {
        let (mut fr, mut plural) = self.noun_phrase(&ANIMALS)?;
        if self.take("and").is_some() {
            fr = format!("{fr} et {}", self.noun_phrase(&ANIMALS)?.0);
            plural = true;
        }
        let negative = self.take("didn't").is_some();
        let verbs = [
            ("crossed", "cross", "traversé"),
            ("saw", "see", "vu"),
            ("liked", "like", "aimé"),
        ];
        let (word, participle) = if negative {
            self.one_of(verbs.iter().map(|v| (v.1, (v.1, v.2))))?
        } else {
            self.one_of(verbs.iter().map(|v| (v.0, (v.0, v.2))))?
        };
        let crossing = word.starts_with("cross");
        let object = if crossing {
            self.noun_phrase(&PLACES)?.0
        } else {
            let at = self.at;
            self.noun_phrase(&PLACES).map(|p| p.0).or_else(|| {
                self.at = at;
                self.noun_phrase(&ANIMALS).map(|p| p.0)
            })?
        };
        let aux = if plural { "ont" } else { "a" };
        Some(if negative {
            format!("{fr} n' {aux} pas {participle} {object}")
        } else {
            format!("{fr} {aux} {participle} {object}")
        })
    }
}

/// The grammar's own French for an English sentence, if the sentence is one of the grammar's (the
/// right answer the model is measured against).
pub fn reference(source: &[usize]) -> Option<Pair> {
    let words: Vec<&str> = source
        .iter()
        .map(|&t| *TOKENS.get(t).unwrap_or(&""))
        .collect();
    let whole = |r: &Reader| r.at == words.len();
    for story in Story::ALL {
        for because_first in [false, true] {
            let mut r = Reader {
                words: &words,
                at: 0,
            };
            if let Some(f) = r.family(story, because_first).filter(|_| whole(&r)) {
                return Some(Pair::family(f));
            }
        }
    }
    let mut r = Reader {
        words: &words,
        at: 0,
    };
    let fr = r.other().filter(|_| whole(&r))?;
    let mut target = ids(&fr);
    target.push(0);
    Some(Pair {
        source: source.to_vec(),
        target,
        family: None,
    })
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_chacha::ChaCha12Rng;

    use super::*;
    use crate::kernel::language::grammar::{HeldOut, draw, parse, words};

    #[test]
    fn the_reference_reads_back_every_sentence_the_grammar_makes() {
        let mut rng = ChaCha12Rng::seed_from_u64(9);
        let h = HeldOut::new();
        for _ in 0..5_000 {
            let p = draw(&mut rng, &h);
            assert_eq!(
                reference(&p.source).as_ref(),
                Some(&p),
                "{}",
                words(&p.source)
            );
        }
        for p in &h.pairs {
            assert_eq!(reference(&p.source).as_ref(), Some(p));
        }
        assert_eq!(reference(&parse("the dog crossed").tokens), None);
        assert_eq!(reference(&parse("the dog crossed the cat").tokens), None);
    }
}
