//! The `listen` widget's link: its parameters, reading and writing its sentence, and which words
//! each slot of the sentence offers.

use crate::i18n::m;
use crate::kernel::language::grammar::{self, Family, Pair, Story};
use crate::locale::Text;
use crate::model::{WidgetParams, default_from_link};
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query};

// Both families' words, the paper's first; names only grow. A subject picks its family, and the
// place and adjective must be that family's.
const ENDINGS: [&str; 9] = [
    "tired", "hungry", "scared", "wide", "long", "busy", "big", "small", "narrow",
];
const SUBJECTS: [&str; 13] = [
    "animal", "dog", "horse", "cat", "cow", "mouse", "goat", "trophy", "book", "ball", "guitar",
    "lamp", "bottle",
];
const PLACES: [&str; 10] = [
    "street", "road", "river", "bridge", "field", "path", "suitcase", "box", "bag", "drawer",
];
/// Every word a family sentence can have, for `force`, "none" first.
pub(super) const FORCEABLE: [&str; 43] = [
    "none", "the", "didn't", "cross", "because", "it", "was", "too", ",", "animal", "dog", "horse",
    "cat", "cow", "mouse", "goat", "street", "road", "river", "bridge", "field", "path", "tired",
    "hungry", "scared", "wide", "long", "busy", "fit", "in", "trophy", "book", "ball", "guitar",
    "lamp", "bottle", "suitcase", "box", "bag", "drawer", "big", "small", "narrow",
];

/// `ending`: the sentence's adjective.
pub const ENDING: Param = Param::choice("ending", &ENDINGS, "tired")
    .about("the adjective at the end, which decides what “it” means: tired to busy for an animal, big, wide, small or narrow for an object", "l'adjectif final, qui décide de ce que désigne « it » : de tired à busy pour un animal, big, wide, small ou narrow pour un objet")
    .label("Adjective", "Adjectif");
/// `subject`: the animal.
pub const SUBJECT: Param = Param::choice("subject", &SUBJECTS, "animal")
    .about("the animal that didn't cross, or the object that didn't fit (trophy to bottle), which picks the sentence", "l'animal qui n'a pas traversé, ou l'objet qui n'est pas entré (de trophy à bottle), qui choisit la phrase")
    .label("Subject", "Sujet");
/// `place`: the place.
pub const PLACE: Param = Param::choice("place", &PLACES, "street")
    .about("the place the animal didn't cross (street to path), or what the object didn't fit in (suitcase to drawer)", "le lieu que l'animal n'a pas traversé (de street à path), ou ce dans quoi l'objet n'est pas entré (de suitcase à drawer)")
    .label("Place", "Lieu");
/// `order`: the seed's word order or "because" first.
pub const ORDER: Param = Param::choice("order", &["plain", "because-first"], "plain")
    .about(
        "the sentence as the paper has it, or starting with “because it was too …”",
        "la phrase telle que l'article l'écrit, ou commençant par « because it was too… »",
    )
    .label("Order:", "Ordre :")
    .option_labels(&[
        Text::new("as in the paper", "comme dans l'article"),
        Text::new("“because” first", "« because » d'abord"),
    ]);
/// `view`: which attention is shown.
pub const VIEW: Param = Param::choice("view", &["cross", "encoder"], "cross")
    .about("the decoder's cross-attention (a French word looking at the English) or the encoder's self-attention (an English word looking at the English)", "l'attention croisée du décodeur (un mot français qui regarde l'anglais) ou l'auto-attention de l'encodeur (un mot anglais qui regarde l'anglais)")
    .label("Show:", "Montrer :")
    .option_labels(&[Text::new("French → English", "français → anglais"), Text::new("English → English", "anglais → anglais")]);
/// `word`: the picked word.
pub const WORD: Param = Param::int("word", -1, 15, -1).about("the picked word's position, counting from 0: a French word in the cross view, an English word in the encoder view; -1 picks the French pronoun, or “it”", "la position du mot choisi, à partir de 0 : un mot français dans la vue croisée, un mot anglais dans la vue de l'encodeur ; -1 choisit le pronom français, ou « it »")
    .label("Picked word", "Mot choisi");
/// `layer`: the layer shown.
pub const LAYER: Param = Param::int("layer", 1, 2, 2)
    .about("the layer shown", "la couche montrée")
    .label("Layer:", "Couche :");
/// `head`: the head shown.
pub const HEAD: Param = Param::int("head", 1, 2, 2)
    .about(
        "the head shown (the default is the head that resolves “it”)",
        "la tête montrée (par défaut, celle qui résout « it »)",
    )
    .label("Head:", "Tête :");
/// `force`: a word the shown cross-attention head is made to look at alone.
pub const FORCE: Param = Param::choice("force", &FORCEABLE, "none")
    .about("a word of the sentence that the shown decoder head looks at alone when the pronoun is written, and the sentence is translated again", "un mot de la phrase que la tête du décodeur montrée regarde seul quand le pronom est écrit, puis la phrase est traduite à nouveau")
    .label("Make this head look only at", "Forcer cette tête à ne regarder que");

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

/// The words `force` can name.
pub fn forceable() -> &'static [&'static str] {
    &FORCEABLE
}

pub(super) fn index_of(options: &[&str], value: &str) -> usize {
    options.iter().position(|o| *o == value).unwrap_or(0)
}

impl WidgetParams for ListenParams {
    const PARAMS: &'static [Param] = &[
        ENDING, SUBJECT, PLACE, ORDER, VIEW, WORD, LAYER, HEAD, FORCE,
    ];

    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let (ending, subject, place) = (r.choice(&ENDING), r.choice(&SUBJECT), r.choice(&PLACE));
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
        // The subject picks the family; a place or adjective of the other family is noticed (if
        // the link gave it) and the family's own first one taken.
        let story = story_of(subject);
        let mut slot = |param: &Param, word: &str, names: Vec<&str>, is_place: bool| {
            names.iter().position(|w| *w == word).unwrap_or_else(|| {
                if r.has(param.name) {
                    r.notice(m().wrong_family(param.name, is_place, subject, word, names[0]));
                }
                0
            })
        };
        let place = slot(&PLACE, place, story.place_names().collect(), true);
        let ending = slot(&ENDING, ending, story.ending_names().collect(), false);
        let family = Family {
            story,
            subject: story
                .subject_names()
                .position(|w| w == subject)
                .unwrap_or(0),
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
            r.notice(m().not_in_sentence(FORCEABLE[force]));
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
            r.notice(m().word_too_far(len, w, view == View::Cross));
            p.word = None;
        }
        (p, r.finish())
    }

    fn to_query(&self) -> Query {
        let f = self.family;
        LinkWriter::new()
            .choice(
                &ENDING,
                f.story.ending_names().nth(f.ending).unwrap_or("tired"),
            )
            .choice(&SUBJECT, f.subject_word())
            .choice(&PLACE, f.place_word())
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

/// The family a subject's sentence belongs to.
pub fn story_of(subject: &str) -> Story {
    if Story::Fit.subject_names().any(|w| w == subject) {
        Story::Fit
    } else {
        Story::Cross
    }
}

/// The words a slot of the sentence offers in `story` (`subject`, `place` or `ending`), for the
/// widget's menus: every subject (a subject of the other family switches the sentence), the
/// family's own places and adjectives.
pub fn slot_words(slot: &str, story: Story) -> Vec<&'static str> {
    match slot {
        "subject" => SUBJECTS.to_vec(),
        "place" => story.place_names().collect(),
        _ => story.ending_names().collect(),
    }
}

impl ListenParams {
    /// The sentence with `slot` (`subject`, `place` or `ending`) set to `word`, no word picked
    /// and nothing forced. A subject of the other family starts that family's sentence with its
    /// first place and adjective.
    pub fn with_slot(&self, slot: &str, word: &str) -> Self {
        let mut f = self.family;
        let index = |names: Vec<&str>| names.iter().position(|w| *w == word).unwrap_or(0);
        match slot {
            "subject" => {
                let story = story_of(word);
                if story != f.story {
                    (f.place, f.ending) = (0, 0);
                }
                f.story = story;
                f.subject = index(story.subject_names().collect());
            }
            "place" => f.place = index(f.story.place_names().collect()),
            _ => f.ending = index(f.story.ending_names().collect()),
        }
        Self {
            family: f,
            word: None,
            force: 0,
            ..*self
        }
    }
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
}
