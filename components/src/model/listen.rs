//! `listen`: who does each word listen to? The "didn't cross" sentence with any animal, place and
//! adjective of the translator's grammar, or the trophy's "didn't fit in" with any object,
//! container and adjective, in either order, read by the shipped translator: the decoder's
//! cross-attention at the step that writes il / elle, or the encoder's row of "it".

mod params;

use super::Widget;
use crate::format::{list_separator, percent};
use crate::i18n::m;
use crate::kernel::decoding::cached::{Attention, Override};
use crate::kernel::decoding::translator::{Translation, Translator};
use crate::kernel::language::grammar::{self, Story, TOKENS};
use params::FORCEABLE;
pub use params::{
    ENDING, FORCE, HEAD, LAYER, ListenParams, ORDER, PLACE, SUBJECT, VIEW, View, WORD, forceable,
    slot_words, story_of,
};

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
            .map(|&j| m().word_share(english.get(j).unwrap_or(&"?"), &percent(l.shares[j])))
            .collect();
        let mut s = m().listen_summary(
            self.view == View::Cross,
            self.layer,
            self.head,
            l.words.get(l.picked).unwrap_or(&"?"),
            l.picked + 1,
            &top.join(list_separator()),
        );
        match (l.pronoun, &l.forced) {
            (Some((p, prob)), None) => {
                s.push_str(&m().writes_pronoun(p, &percent(prob)));
            }
            (Some((p, prob)), Some(what)) => {
                s.push_str(&m().forced_pronoun(
                    FORCEABLE[self.force],
                    what.pronoun,
                    &percent(what.probability),
                    p,
                    &percent(prob),
                ));
            }
            (None, _) => s.push_str(m().no_pronoun()),
        }
        s
    }
}

/// The page's sentence beside the "look only at" control: how often forcing the shown head onto
/// the other noun turns the pronoun over, measured on the held-out sentences of the shown family
/// (`layer`, `head` from 1).
pub fn flip_note(story: Story, layer: usize, head: usize) -> String {
    let s = crate::kernel::decoding::shipped::measured();
    let figure = match story {
        Story::Cross => s.flip(layer, head),
        Story::Fit => s.trophy_flip(layer, head),
    };
    let Some(f) = figure else {
        return String::new();
    };
    m().flip_note(f.total, story == Story::Fit, layer, head, f.flipped)
}

#[cfg(test)]
pub(crate) mod tests;
