//! The shipped everyday translator: its subwords and weights, what it makes of a reader's text
//! (cleaned, cut into pieces, too long or holding characters it never saw), and the French it
//! writes, greedily or by beam search, with each piece's probability and the attention behind it.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha12Rng;

use super::corpus::{self, MAX_ENGLISH_WORDS, Sentence};
use super::{MAX_PIECES, file, shape};
use crate::kernel::decoding::beam::beam_search_from;
use crate::kernel::decoding::cached::{CachedDecoder, OutputLayer};
use crate::kernel::decoding::decode::decode_from;
use crate::kernel::network::model::{AttentionMaps, Model};
use crate::kernel::subwords::normalise::{normalise, words};
use crate::kernel::subwords::{END, Piece, Subwords, UNKNOWN};

/// The longest English the model was trained on, in pieces: past it, it reads sentences longer
/// than any it saw.
pub const LONGEST_TRAINED: usize = 26;

/// A trained everyday translator.
#[derive(Debug, Clone)]
pub struct Everyday {
    /// The pieces it reads and writes.
    pub subwords: Subwords,
    /// Its layout.
    pub model: Model,
    /// Its parameters.
    pub weights: Vec<f32>,
    /// The held-out test sentences, with their references.
    pub test: Vec<Sentence>,
    /// Its output layer, made once from `weights`.
    output: OutputLayer,
}

/// How the French is written.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Search {
    /// Each piece the most likely given the ones before it.
    Greedy,
    /// The `k` best partial sentences kept at each step, the finished ones ranked with the
    /// paper's length penalty α.
    Beam {
        /// The beam's width.
        k: usize,
        /// The length penalty's α.
        alpha: f64,
    },
}

/// What the translator makes of a reader's text before translating it.
#[derive(Debug, Clone, PartialEq)]
pub struct Reading {
    /// The text as read: spaces and apostrophes made plain, invisible characters dropped.
    pub text: String,
    /// Whether cleaning changed more than spaces (control, direction or zero-width characters
    /// dropped).
    pub cleaned: bool,
    /// The pieces the model reads (at most [`MAX_PIECES`]).
    pub pieces: Vec<Piece>,
    /// If the text was longer than [`MAX_PIECES`] pieces: the text the model reads, up to where
    /// it was cut.
    pub cut: Option<String>,
    /// The characters it never saw in training, each once, in order.
    pub unknown: Vec<char>,
    /// Words in the text.
    pub words: usize,
}

impl Reading {
    /// Whether the text is longer than every training sentence: more than eight words, or more
    /// pieces than the longest English the model saw.
    pub fn longer_than_trained(&self) -> bool {
        self.words > MAX_ENGLISH_WORDS || self.pieces.len() > LONGEST_TRAINED
    }

    /// Whether the text has a letter or a digit to translate.
    pub fn has_words(&self) -> bool {
        self.text.chars().any(char::is_alphanumeric)
    }

    /// The text's French words, when it looks French: at least two of its words, and a third of
    /// them, are common French words English does not use.
    pub fn french_words(&self) -> Vec<String> {
        let words: Vec<String> = self
            .text
            .split(|c: char| !(c.is_alphanumeric() || c == '\''))
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect();
        let french: Vec<String> = words
            .iter()
            .filter(|w| FRENCH.contains(&w.as_str()))
            .cloned()
            .collect();
        if french.len() >= 2 && french.len() * 3 >= words.len() {
            french
        } else {
            Vec::new()
        }
    }
}

/// Common French words that are not English words: what tells a French sentence typed into the
/// English box.
const FRENCH: &[&str] = &[
    "je", "j'ai", "tu", "il", "elle", "nous", "vous", "ils", "elles", "suis", "es", "est",
    "sommes", "êtes", "sont", "ai", "avons", "avez", "ont", "les", "des", "une", "du", "au", "aux",
    "ce", "cette", "ces", "mon", "ma", "mes", "ton", "ta", "tes", "pas", "ne", "avec", "pour",
    "dans", "sur", "mais", "très", "où", "qui", "que", "quoi", "c'est", "n'est", "bonjour",
    "merci", "oui", "non", "et", "le", "la", "qu'il", "faim", "gare",
];

/// The French the model wrote, and how.
#[derive(Debug, Clone, PartialEq)]
pub struct Written {
    /// The pieces written, the end piece left out.
    pub pieces: Vec<u32>,
    /// Whether the model ended the sentence (else it reached the length cap).
    pub finished: bool,
    /// Each written piece's probability, given the pieces before it, then the end piece's if it
    /// was written.
    pub probabilities: Vec<f64>,
    /// The attention of the pass that wrote them (rows: French pieces, the end piece's last).
    pub maps: AttentionMaps,
    /// The French as text.
    pub french: String,
}

impl Everyday {
    /// The translator of these subwords and weights, if they fit each other.
    pub fn new(subwords: Subwords, weights: Vec<f32>) -> Option<Self> {
        let model = Model::new(shape(subwords.len()));
        (weights.len() == model.size).then(|| Self {
            output: OutputLayer::of(&model, &weights),
            subwords,
            model,
            weights,
            test: Vec::new(),
        })
    }

    /// The shipped files' translator: the weights (`everyday.bin`), the subwords
    /// (`everyday-subwords.txt`) and the held-out test sentences (`everyday-test.txt`).
    pub fn from_files(weights: &[u8], subwords: &str, test: &str) -> Option<Self> {
        let subwords = Subwords::from_text(subwords)?;
        let model = Model::new(shape(subwords.len()));
        let weights = file::decode(&model, weights)?;
        Some(Self {
            output: OutputLayer::of(&model, &weights),
            subwords,
            model,
            weights,
            test: corpus::from_text(test)?,
        })
    }

    /// The decoder readied for `source`.
    fn decoder(&self, source: &[usize]) -> CachedDecoder<'_> {
        CachedDecoder::with_output(&self.model, &self.weights, &self.output, source, None)
    }

    /// The held-out test sentence seed `seed` draws (`None` without a test set).
    pub fn draw(&self, seed: u64) -> Option<&Sentence> {
        if self.test.is_empty() {
            return None;
        }
        let i = ChaCha12Rng::seed_from_u64(seed).random_range(0..self.test.len());
        self.test.get(i)
    }

    /// The held-out test sentence whose English is `text` (normalised), if it is one.
    pub fn held_out(&self, text: &str) -> Option<&Sentence> {
        self.test.iter().find(|s| s.english == text)
    }

    /// Reads a reader's text: cleaned, cut into pieces, cut short past [`MAX_PIECES`].
    pub fn read(&self, raw: &str) -> Reading {
        let text = normalise(raw);
        let spaced: String = raw.split_whitespace().collect::<Vec<_>>().join(" ");
        let cleaned = spaced.replace(['\u{2019}', '\u{2018}'], "'") != text;
        let mut pieces = self.subwords.encode(&text);
        let mut unknown: Vec<char> = Vec::new();
        for p in pieces.iter().filter(|p| p.id == UNKNOWN) {
            for c in p.text.chars() {
                if !unknown.contains(&c) {
                    unknown.push(c);
                }
            }
        }
        let cut = (pieces.len() > MAX_PIECES).then(|| {
            pieces.truncate(MAX_PIECES);
            Subwords::join(&pieces)
        });
        Reading {
            words: words(&text),
            text,
            cleaned,
            pieces,
            cut,
            unknown,
        }
    }

    /// Translates what [`read`](Self::read) made of a text.
    pub fn translate(&self, reading: &Reading, search: Search) -> Written {
        let source: Vec<usize> = reading.pieces.iter().map(|p| p.id as usize).collect();
        let stop = Some(END as usize);
        // The source is encoded once, for the beam and the pass after it.
        let start = self.decoder(&source);
        let fixed: Vec<(usize, usize)> = match search {
            Search::Greedy => Vec::new(),
            Search::Beam { k, alpha } => {
                let found = beam_search_from(start.clone(), k, alpha, stop);
                found
                    .best()
                    .map_or_else(Vec::new, |h| h.tokens.iter().copied().enumerate().collect())
            }
        };
        // The beam's sentence is written again with every piece fixed: the same pass as greedy
        // decoding's, so both come with their probabilities and attention.
        let d = decode_from(start, stop, &fixed);
        let probabilities = d
            .output
            .iter()
            .zip(&d.logits)
            .map(|(&t, logits)| {
                crate::kernel::decoding::beam::log_softmax(logits)
                    .get(t)
                    .map_or(0.0, |lp| lp.exp())
            })
            .collect();
        let finished = d.output.last() == Some(&(END as usize));
        let pieces: Vec<u32> = d
            .output
            .iter()
            .take_while(|&&t| t != END as usize)
            .map(|&t| t as u32)
            .collect();
        Written {
            french: self.subwords.decode(&pieces),
            pieces,
            finished,
            probabilities,
            maps: d.maps,
        }
    }
}
