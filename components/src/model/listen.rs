//! `listen`: who does each word listen to? The "didn't cross" sentence with any animal, place and
//! adjective of the translator's grammar, in either order, read by the shipped translator: the
//! decoder's cross-attention at the step that writes il / elle, or the encoder's row of "it".

use super::{Widget, WidgetParams, default_from_link};
use crate::format::percent;
use crate::kernel::decoding::cached::{Attention, Override};
use crate::kernel::decoding::translator::{Translation, Translator};
use crate::kernel::language::grammar::{self, Family, Pair, TOKENS};
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query};

const ENDINGS: [&str; 6] = ["tired", "hungry", "scared", "wide", "long", "busy"];
const SUBJECTS: [&str; 7] = ["animal", "dog", "horse", "cat", "cow", "mouse", "goat"];
const PLACES: [&str; 6] = ["street", "road", "river", "bridge", "field", "path"];
/// Every word a family sentence can have, for `force`, "none" first.
const FORCEABLE: [&str; 28] = [
    "none", "the", "didn't", "cross", "because", "it", "was", "too", ",", "animal", "dog", "horse",
    "cat", "cow", "mouse", "goat", "street", "road", "river", "bridge", "field", "path", "tired",
    "hungry", "scared", "wide", "long", "busy",
];

/// `ending`: the sentence's adjective.
pub const ENDING: Param = Param::choice("ending", &ENDINGS, "tired")
    .about("the adjective at the end, which decides what “it” means")
    .label("Adjective");
/// `subject`: the animal.
pub const SUBJECT: Param = Param::choice("subject", &SUBJECTS, "animal")
    .about("the animal that didn't cross")
    .label("Animal");
/// `place`: the place.
pub const PLACE: Param = Param::choice("place", &PLACES, "street")
    .about("the place it didn't cross")
    .label("Place");
/// `order`: the seed's word order or "because" first.
pub const ORDER: Param = Param::choice("order", &["plain", "because-first"], "plain")
    .about("the sentence as the paper has it, or starting with “because it was too …”")
    .label("Order:")
    .option_labels(&["as in the paper", "“because” first"]);
/// `view`: which attention is shown.
pub const VIEW: Param = Param::choice("view", &["cross", "encoder"], "cross")
    .about(
        "the decoder's cross-attention (a French word looking at the English) or the encoder's self-attention (an English word looking at the English)",
    )
    .label("Show:")
    .option_labels(&["French → English", "English → English"]);
/// `word`: the picked word.
pub const WORD: Param = Param::int("word", -1, 15, -1).about(
    "the picked word's position, counting from 0: a French word in the cross view, an English word in the encoder view; -1 picks the French pronoun, or “it”",
)
    .label("Picked word");
/// `layer`: the layer shown.
pub const LAYER: Param = Param::int("layer", 1, 2, 2)
    .about("the layer shown")
    .label("Layer:");
/// `head`: the head shown.
pub const HEAD: Param = Param::int("head", 1, 2, 1)
    .about("the head shown")
    .label("Head:");
/// `force`: a word the shown cross-attention head is made to look at alone.
pub const FORCE: Param = Param::choice("force", &FORCEABLE, "none")
    .about(
        "a word of the sentence that the shown decoder head looks at alone when the pronoun is written, and the sentence is translated again",
    )
    .label("Make this head look only at");

/// Which attention the widget shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    /// The decoder's cross-attention.
    Cross,
    /// The encoder's self-attention.
    Encoder,
}

/// The state of the `listen` widget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ListenParams {
    /// The sentence.
    pub family: Family,
    /// Which attention.
    pub view: View,
    /// The picked word, from 0; `None` for the pronoun (cross) or "it" (encoder).
    pub word: Option<usize>,
    /// Layer shown, from 1.
    pub layer: usize,
    /// Head shown, from 1.
    pub head: usize,
    /// The forced word, as an index into the forceable words (0 = none).
    pub force: usize,
}

default_from_link!(ListenParams);

fn index_of(options: &[&str], value: &str) -> usize {
    options.iter().position(|o| *o == value).unwrap_or(0)
}

impl WidgetParams for ListenParams {
    const PARAMS: &'static [Param] = &[
        ENDING, SUBJECT, PLACE, ORDER, VIEW, WORD, LAYER, HEAD, FORCE,
    ];

    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let ending = index_of(&ENDINGS, r.choice(&ENDING));
        let animal = index_of(&SUBJECTS, r.choice(&SUBJECT));
        let place = index_of(&PLACES, r.choice(&PLACE));
        let because_first = r.choice(&ORDER) == "because-first";
        let view = if r.choice(&VIEW) == "encoder" {
            View::Encoder
        } else {
            View::Cross
        };
        let word: i64 = r.int(&WORD);
        let layer = r.int(&LAYER);
        let head = r.int(&HEAD);
        let mut force = index_of(&FORCEABLE, r.choice(&FORCE));
        let family = Family {
            animal,
            place,
            ending,
            because_first,
        };
        let source = Pair::family(family).source;
        if force > 0
            && !grammar::words(&source)
                .split(' ')
                .any(|w| w == FORCEABLE[force])
        {
            r.notice(format!(
                "“force” must be a word of the sentence, and “{}” is not, so nothing is forced.",
                FORCEABLE[force]
            ));
            force = 0;
        }
        let mut p = Self {
            family,
            view,
            word: usize::try_from(word).ok(),
            layer,
            head,
            force,
        };
        let len = p.row_words_len();
        if let Some(w) = p.word.filter(|&w| w >= len) {
            r.notice(format!(
                "“word” must be below {len} for this sentence, not {w}, so the {} is picked.",
                if view == View::Cross {
                    "French pronoun"
                } else {
                    "word “it”"
                }
            ));
            p.word = None;
        }
        (p, r.finish())
    }

    fn to_query(&self) -> Query {
        let f = self.family;
        LinkWriter::new()
            .choice(&ENDING, ENDINGS[f.ending])
            .choice(&SUBJECT, SUBJECTS[f.animal])
            .choice(&PLACE, PLACES[f.place])
            .choice(
                &ORDER,
                if f.because_first {
                    "because-first"
                } else {
                    "plain"
                },
            )
            .choice(
                &VIEW,
                if self.view == View::Cross {
                    "cross"
                } else {
                    "encoder"
                },
            )
            .int(&WORD, self.word.map_or(-1, |w| w as i64))
            .count(&LAYER, self.layer)
            .count(&HEAD, self.head)
            .choice(&FORCE, FORCEABLE[self.force])
            .finish()
    }
}

/// The choices of the sentence's three slots, for the widget's menus.
pub fn choices() -> [(&'static str, &'static [&'static str]); 3] {
    [
        ("subject", &SUBJECTS),
        ("place", &PLACES),
        ("ending", &ENDINGS),
    ]
}

/// The words `force` can name.
pub fn forceable() -> &'static [&'static str] {
    &FORCEABLE
}

/// What the translator does with the widget's sentence.
#[derive(Debug, Clone, PartialEq)]
pub struct Listening {
    /// The English tokens.
    pub source: Vec<usize>,
    /// The translation and its attention.
    pub translation: Translation,
    /// The words the picked word is chosen from: French in the cross view, English in the
    /// encoder view.
    pub words: Vec<&'static str>,
    /// The picked word's position in `words`.
    pub picked: usize,
    /// Its shares of attention over the English words.
    pub shares: Vec<f64>,
    /// Where the pronoun is in the French (its output position), if the model wrote one.
    pub pronoun_at: Option<usize>,
    /// The pronoun written and its probability.
    pub pronoun: Option<(&'static str, f64)>,
    /// With `force`: the pronoun then written and its probability, and the French then written.
    pub forced: Option<WhatIf>,
}

/// What the translator writes when the shown head is made to look only at one word at the
/// pronoun's step.
#[derive(Debug, Clone, PartialEq)]
pub struct WhatIf {
    /// The pronoun then written.
    pub pronoun: &'static str,
    /// Its probability.
    pub probability: f64,
    /// The French then written, word by word, each with whether it differs from the model's own
    /// word at that position.
    pub words: Vec<(&'static str, bool)>,
    /// The French then written, as text.
    pub french: String,
}

/// The translation of the widget's sentence, before any head or word is picked.
#[derive(Debug, Clone, PartialEq)]
pub struct Translated {
    /// The English tokens.
    pub source: Vec<usize>,
    /// The translation and its attention.
    pub translation: Translation,
    /// Where the pronoun is in the French (its output position), if the model wrote one.
    pub pronoun_at: Option<usize>,
    /// The pronoun written and its probability.
    pub pronoun: Option<(&'static str, f64)>,
}

/// The French words written, the end token left out.
fn french_words(t: &Translation) -> Vec<&'static str> {
    t.output
        .iter()
        .map(|&k| token_text(k))
        .take_while(|w| *w != grammar::END)
        .collect()
}

fn token_text(t: usize) -> &'static str {
    TOKENS.get(t).copied().unwrap_or("?")
}

impl ListenParams {
    /// The English sentence.
    pub fn source(&self) -> Vec<usize> {
        Pair::family(self.family).source
    }

    /// How many words the picked word is chosen from (the reference translation's French words,
    /// or the English words).
    fn row_words_len(&self) -> usize {
        let pair = Pair::family(self.family);
        match self.view {
            View::Cross => pair.target.len() - 1,
            View::Encoder => pair.source.len(),
        }
    }

    /// The translator's own translation of the sentence, and the pronoun it writes: what depends
    /// on the sentence alone, so the widget computes it again only when the sentence changes.
    pub fn translated(&self, t: &Translator) -> Translated {
        let source = self.source();
        let translation = t.translate(&source);
        let pronoun_at = french_words(&translation)
            .iter()
            .position(|w| *w == "qu'")
            .map(|q| q + 1)
            .filter(|&p| p < french_words(&translation).len());
        let pronoun = pronoun_at.map(|p| {
            let k = translation.output[p];
            let probs = translation.probabilities(p);
            (token_text(k), probs.get(k).copied().unwrap_or(0.0))
        });
        Translated {
            source,
            translation,
            pronoun_at,
            pronoun,
        }
    }

    /// With `force`: the translation again with the shown head's row at the pronoun forced onto
    /// the named word, and what changed.
    pub fn forced(&self, t: &Translator, tr: &Translated) -> Option<WhatIf> {
        let (l, h) = (self.layer.clamp(1, 2) - 1, self.head.clamp(1, 2) - 1);
        let p = tr.pronoun_at.filter(|_| self.force > 0)?;
        let column = tr
            .source
            .iter()
            .position(|&k| token_text(k) == FORCEABLE[self.force])
            .unwrap_or(0);
        let over = Override::one_hot(Attention::Cross, (l, h, p), column, tr.source.len());
        let again = t.translate_with(&tr.source, over);
        let k = again.output.get(p).copied().unwrap_or(0);
        let before = french_words(&tr.translation);
        let words = french_words(&again)
            .into_iter()
            .enumerate()
            .map(|(i, w)| (w, before.get(i) != Some(&w)))
            .collect();
        Some(WhatIf {
            pronoun: token_text(k),
            probability: again.probabilities(p).get(k).copied().unwrap_or(0.0),
            words,
            french: grammar::display(&again.output),
        })
    }

    /// The picked word's attention in the shown layer and head, read from the translation.
    pub fn read(&self, tr: Translated, forced: Option<WhatIf>) -> Listening {
        let Translated {
            source,
            translation,
            pronoun_at,
            pronoun,
        } = tr;
        let it = source
            .iter()
            .position(|&k| token_text(k) == "it")
            .unwrap_or(0);
        let (l, h) = (self.layer.clamp(1, 2) - 1, self.head.clamp(1, 2) - 1);
        let m = &translation.maps;
        let n = m.source;
        let (words, picked, shares) = match self.view {
            View::Cross => {
                let french = french_words(&translation);
                let picked = self
                    .word
                    .filter(|&w| w < french.len())
                    .or(pronoun_at)
                    .unwrap_or(0);
                let at = ((l * m.heads + h) * m.target + picked) * n;
                let row = m.cross.get(at..at + n).unwrap_or(&[]);
                (french, picked, row.iter().map(|&x| x as f64).collect())
            }
            View::Encoder => {
                let english: Vec<&'static str> = source.iter().map(|&k| token_text(k)).collect();
                let picked = self.word.filter(|&w| w < english.len()).unwrap_or(it);
                let at = ((l * m.heads + h) * n + picked) * n;
                let row = m.encoder.get(at..at + n).unwrap_or(&[]);
                (english, picked, row.iter().map(|&x| x as f64).collect())
            }
        };
        Listening {
            source,
            translation,
            words,
            picked,
            shares,
            pronoun_at,
            pronoun,
            forced,
        }
    }
}

impl Widget for ListenParams {
    const EXAMPLE: &'static str = "ending=wide&subject=cow&place=bridge";
    type Input = Translator;
    type Output = Listening;

    /// Runs the translator on the sentence and reads the picked word's attention: the three
    /// steps the view memoises one by one ([`ListenParams::translated`], then
    /// [`ListenParams::forced`], then [`ListenParams::read`]).
    fn compute(&self, t: &Translator) -> Listening {
        let translated = self.translated(t);
        let forced = self.forced(t, &translated);
        self.read(translated, forced)
    }

    /// The live summary: the picked word, its three largest shares, and the pronoun written
    /// (before and after forcing, with `force`).
    fn summary(&self, l: &Listening) -> String {
        let english: Vec<&str> = l.source.iter().map(|&k| token_text(k)).collect();
        let order = crate::kernel::blocks::softmax::ranked(&l.shares);
        let top: Vec<String> = order
            .iter()
            .take(3)
            .map(|&j| {
                format!(
                    "“{}” {}",
                    english.get(j).unwrap_or(&"?"),
                    percent(l.shares[j])
                )
            })
            .collect();
        let (what, whose) = match self.view {
            View::Cross => ("Cross-attention", "French word"),
            View::Encoder => ("Encoder self-attention", "English word"),
        };
        let mut s = format!(
            "{what}, layer {}, head {}: the {whose} “{}” (word {}) listens most to {}.",
            self.layer,
            self.head,
            l.words.get(l.picked).unwrap_or(&"?"),
            l.picked + 1,
            top.join(", ")
        );
        match (l.pronoun, &l.forced) {
            (Some((p, prob)), None) => {
                s.push_str(&format!(" The model writes “{p}” ({}).", percent(prob)));
            }
            (Some((p, prob)), Some(what)) => {
                let fp = what.pronoun;
                let verb = if fp == p { "still writes" } else { "writes" };
                s.push_str(&format!(
                    " Made to look only at “{}”, the model {verb} “{fp}” ({}); left alone it writes “{p}” ({}).",
                    FORCEABLE[self.force],
                    percent(what.probability),
                    percent(prob)
                ));
            }
            (None, _) => s.push_str(" The model writes no pronoun here."),
        }
        s
    }
}

/// The page's sentence beside the "look only at" control: how often forcing the shown head onto
/// the other noun turns the pronoun over, measured on the held-out family (`layer`, `head` from
/// 1).
pub fn flip_note(layer: usize, head: usize) -> String {
    let Some(f) = crate::kernel::decoding::shipped::measured().flip(layer, head) else {
        return String::new();
    };
    let outcome = match f.flipped {
        0 => "in none of them: this head does not decide the pronoun".to_string(),
        n if n == f.total => "in every one of them".to_string(),
        n => format!("in {n} of them"),
    };
    format!(
        "Measured over the {} held-out “didn't cross” sentences whose two nouns differ in gender: when layer {layer}, head {head} is made to look only at the other noun as the pronoun is written, il turns into elle, or elle into il, {outcome}.",
        f.total
    )
}

#[cfg(test)]
pub(crate) mod tests;
