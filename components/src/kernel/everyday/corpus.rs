//! The everyday translator's data: Tatoeba's English–French pairs (the manythings.org release of
//! 2019-04-07, CC BY 2.0), cleaned, kept when short, and split by English sentence.

use std::collections::BTreeMap;

use crate::kernel::subwords::normalise::{normalise, words};

/// The longest English sentence kept, in words: 85% of the pairs (142,973 of 167,130), the
/// everyday sentences the page is about; past it the pairs thin out fast (9 words: 9,162 pairs,
/// 12 words: 2,151), and each costs more to train on.
pub const MAX_ENGLISH_WORDS: usize = 8;

/// The longest French translation kept, in words: drops the 394 translations of a short English
/// sentence that say much more than it.
pub const MAX_FRENCH_WORDS: usize = 12;

/// One English sentence and every French translation the data gives it: the references BLEU
/// counts against.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sentence {
    /// The English.
    pub english: String,
    /// Its French translations, in the data's order.
    pub references: Vec<String>,
}

/// Which part of the data an English sentence belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Split {
    /// Trained on.
    Train,
    /// Watched during training, to pick the checkpoint that ships.
    Validation,
    /// Never seen until the end: the figures the page states.
    Test,
}

/// The split of an English sentence: decided by its text alone (2% test, 1% validation), so every
/// translation of one English sentence lands in the same split.
pub fn split_of(english: &str) -> Split {
    match fnv1a(english.bytes()) % 100 {
        0 | 1 => Split::Test,
        2 => Split::Validation,
        _ => Split::Train,
    }
}

/// FNV-1a, 64 bits, of `bytes`: a hash whose value never changes. The standard library's hasher
/// promises no stable value across releases, and the split (and the pinned runs' checksums) must
/// never move.
pub fn fnv1a(bytes: impl IntoIterator<Item = u8>) -> u64 {
    bytes.into_iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The data, cleaned and split.
#[derive(Debug, Clone, PartialEq)]
pub struct Corpus {
    /// Training pairs (English, French), in the data's order.
    pub train: Vec<(String, String)>,
    /// Validation sentences with their references, in the order first met.
    pub validation: Vec<Sentence>,
    /// Test sentences with their references, in the order first met.
    pub test: Vec<Sentence>,
    /// Pairs read in all, and pairs kept.
    pub counts: (usize, usize),
}

impl Corpus {
    /// Reads the data's lines, `English<TAB>French`: both sides normalised
    /// ([`normalise`]), pairs longer than [`MAX_ENGLISH_WORDS`] or [`MAX_FRENCH_WORDS`] dropped.
    pub fn read(tsv: &str) -> Self {
        let mut train = Vec::new();
        let mut held: [BTreeMap<String, usize>; 2] = Default::default();
        let mut sentences: [Vec<Sentence>; 2] = Default::default();
        let (mut read, mut kept) = (0, 0);
        for line in tsv.lines().filter(|l| !l.is_empty()) {
            read += 1;
            let Some((en, fr)) = line.split_once('\t') else {
                continue;
            };
            let (en, fr) = (normalise(en), normalise(fr));
            if en.is_empty()
                || fr.is_empty()
                || words(&en) > MAX_ENGLISH_WORDS
                || words(&fr) > MAX_FRENCH_WORDS
            {
                continue;
            }
            kept += 1;
            let part = match split_of(&en) {
                Split::Train => {
                    train.push((en, fr));
                    continue;
                }
                Split::Validation => 0,
                Split::Test => 1,
            };
            let at = *held[part].entry(en.clone()).or_insert_with(|| {
                sentences[part].push(Sentence {
                    english: en,
                    references: Vec::new(),
                });
                sentences[part].len() - 1
            });
            sentences[part][at].references.push(fr);
        }
        let [validation, test] = sentences;
        Self {
            train,
            validation,
            test,
            counts: (read, kept),
        }
    }
}

/// Held-out sentences as a text file, one a line: the English, then each reference, separated by
/// tabs (the page's "Try a held-out sentence" reads it).
pub fn to_text(sentences: &[Sentence]) -> String {
    sentences
        .iter()
        .map(|s| format!("{}\t{}\n", s.english, s.references.join("\t")))
        .collect()
}

/// Reads [`to_text`]'s file back; `None` if a line has no reference.
pub fn from_text(text: &str) -> Option<Vec<Sentence>> {
    text.lines()
        .map(|line| {
            let mut fields = line.split('\t').map(str::to_string);
            let english = fields.next()?;
            let references: Vec<String> = fields.collect();
            (!references.is_empty()).then_some(Sentence {
                english,
                references,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_are_cleaned_kept_when_short_and_grouped_by_english() {
        let data = "Run!\tCours\u{202F}!\nRun!\tCourez\u{202F}!\n\
                    One two three four five six seven eight nine.\tTrop long.\n\
                    Hi.\t\n";
        let c = Corpus::read(data);
        assert_eq!(c.counts, (4, 2));
        let all: Vec<(String, String)> = c
            .train
            .iter()
            .cloned()
            .chain(
                c.validation
                    .iter()
                    .chain(&c.test)
                    .flat_map(|s| s.references.iter().map(|r| (s.english.clone(), r.clone()))),
            )
            .collect();
        assert_eq!(
            all,
            [
                ("Run!".to_string(), "Cours !".to_string()),
                ("Run!".to_string(), "Courez !".to_string())
            ]
        );
    }

    #[test]
    fn the_split_depends_on_the_english_alone_and_is_about_two_and_one_percent() {
        let sentences: Vec<String> = (0..20_000).map(|i| format!("Sentence {i}.")).collect();
        let test = sentences
            .iter()
            .filter(|s| split_of(s) == Split::Test)
            .count();
        let validation = sentences
            .iter()
            .filter(|s| split_of(s) == Split::Validation)
            .count();
        assert!((300..500).contains(&test), "{test}");
        assert!((130..270).contains(&validation), "{validation}");
        assert_eq!(split_of("I am hungry."), split_of("I am hungry."));
    }

    #[test]
    fn held_out_sentences_read_back() {
        let s = vec![Sentence {
            english: "Run!".into(),
            references: vec!["Cours !".into(), "Courez !".into()],
        }];
        assert_eq!(from_text(&to_text(&s)), Some(s));
        assert_eq!(from_text("Run!\n"), None);
    }
}
