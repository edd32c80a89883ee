//! The translator's task: a small English grammar and its French translation, generated from a
//! seed, with a held-out set the model never trains on.
//!
//! At its heart is the family of the paper's most quoted sentence, "the A didn't cross the P
//! because it was too ADJ", in both orders ("because it was too ADJ , the A didn't cross the P").
//! French must say *il* or *elle*, and agree the adjective, with whichever noun the adjective is
//! about, so the model can only translate "it" by working out what it refers to. Around the family,
//! other verbs, negation, plurals, "and" and adjectives that go before the noun in French (grand)
//! or after it (noir, blanc) keep the model translating rather than copying word for word.
//!
//! Sentences are words separated by spaces; French elisions are tokens of their own ("l'",
//! "n'", "qu'"), joined back for display by [`display`].

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha12Rng;

pub use super::vocabulary::*;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Gender {
    M,
    F,
}

/// A noun: English singular and plural, French singular and plural, and its gender.
pub(crate) struct Noun {
    pub(crate) en: &'static str,
    pub(crate) en_plural: &'static str,
    fr: &'static str,
    fr_plural: &'static str,
    gender: Gender,
}

const fn noun(
    en: &'static str,
    en_plural: &'static str,
    fr: &'static str,
    fr_plural: &'static str,
    gender: Gender,
) -> Noun {
    Noun {
        en,
        en_plural,
        fr,
        fr_plural,
        gender,
    }
}

/// The animals, in the order the family's links number them.
pub(crate) const ANIMALS: [Noun; 7] = [
    noun("animal", "animals", "animal", "animaux", Gender::M),
    noun("dog", "dogs", "chien", "chiens", Gender::M),
    noun("horse", "horses", "cheval", "chevaux", Gender::M),
    noun("cat", "cats", "chat", "chats", Gender::M),
    noun("cow", "cows", "vache", "vaches", Gender::F),
    noun("mouse", "mice", "souris", "souris", Gender::F),
    noun("goat", "goats", "chèvre", "chèvres", Gender::F),
];

/// The places (singular only).
pub(crate) const PLACES: [Noun; 6] = [
    noun("street", "", "rue", "", Gender::F),
    noun("road", "", "route", "", Gender::F),
    noun("river", "", "rivière", "", Gender::F),
    noun("bridge", "", "pont", "", Gender::M),
    noun("field", "", "champ", "", Gender::M),
    noun("path", "", "chemin", "", Gender::M),
];

/// An adjective of the family: English, French masculine and feminine, and whether it is said of
/// the animal (or else of the place).
pub(crate) struct Ending {
    pub(crate) en: &'static str,
    m: &'static str,
    f: &'static str,
    of_animal: bool,
}

pub(crate) const ENDINGS: [Ending; 6] = [
    Ending {
        en: "tired",
        m: "fatigué",
        f: "fatiguée",
        of_animal: true,
    },
    Ending {
        en: "hungry",
        m: "affamé",
        f: "affamée",
        of_animal: true,
    },
    Ending {
        en: "scared",
        m: "effrayé",
        f: "effrayée",
        of_animal: true,
    },
    Ending {
        en: "wide",
        m: "large",
        f: "large",
        of_animal: false,
    },
    Ending {
        en: "long",
        m: "long",
        f: "longue",
        of_animal: false,
    },
    Ending {
        en: "busy",
        m: "animé",
        f: "animée",
        of_animal: false,
    },
];

/// The adjectives of noun phrases: English, French forms (m, f, m plural, f plural), and whether
/// French puts it before the noun.
pub(crate) const DESCRIBERS: [(&str, [&str; 4], bool); 3] = [
    ("black", ["noir", "noire", "noirs", "noires"], false),
    ("white", ["blanc", "blanche", "blancs", "blanches"], false),
    ("big", ["grand", "grande", "grands", "grandes"], true),
];

/// The animals' English names, in order (the `listen` widget's `subject` values).
pub fn animals() -> impl Iterator<Item = &'static str> {
    ANIMALS.iter().map(|n| n.en)
}

/// The places' English names, in order.
pub fn places() -> impl Iterator<Item = &'static str> {
    PLACES.iter().map(|n| n.en)
}

/// The family's adjectives, in order: three about the animal, then three about the place.
pub fn endings() -> impl Iterator<Item = &'static str> {
    ENDINGS.iter().map(|e| e.en)
}

/// One sentence of the "didn't cross" family.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Family {
    /// Which animal (index into [`animals`]).
    pub animal: usize,
    /// Which place (index into [`places`]).
    pub place: usize,
    /// Which adjective (index into [`endings`]).
    pub ending: usize,
    /// "because it was too ADJ , the A didn't cross the P" instead of the seed's order.
    pub because_first: bool,
}

/// The family's combinations: 7 animals × 6 places × 6 adjectives.
pub const FAMILY: usize = 7 * 6 * 6;

impl Family {
    /// The combination numbered `i` (below [`FAMILY`]) in the given order.
    pub fn nth(i: usize, because_first: bool) -> Self {
        Self {
            animal: i / 36,
            place: i / 6 % 6,
            ending: i % 6,
            because_first,
        }
    }

    /// Its number among the combinations.
    pub fn index(self) -> usize {
        self.animal * 36 + self.place * 6 + self.ending
    }

    /// Whether "it" is the animal (else the place).
    pub fn refers_to_animal(self) -> bool {
        ENDINGS[self.ending].of_animal
    }

    /// Whether the animal and the place differ in gender, so that il / elle tells which one
    /// "it" is.
    pub fn nouns_differ(self) -> bool {
        ANIMALS[self.animal].gender != PLACES[self.place].gender
    }

    /// The noun "it" refers to, in English.
    pub fn referent(self) -> &'static str {
        if self.refers_to_animal() {
            ANIMALS[self.animal].en
        } else {
            PLACES[self.place].en
        }
    }

    /// The French pronoun the translation must use.
    pub fn pronoun(self) -> &'static str {
        let gender = if self.refers_to_animal() {
            ANIMALS[self.animal].gender
        } else {
            PLACES[self.place].gender
        };
        match gender {
            Gender::M => "il",
            Gender::F => "elle",
        }
    }

    /// The English sentence and its French translation.
    pub fn pair(self) -> (String, String) {
        let (a, p, e) = (
            &ANIMALS[self.animal],
            &PLACES[self.place],
            &ENDINGS[self.ending],
        );
        let adjective = if self.pronoun() == "il" { e.m } else { e.f };
        let main_en = format!("the {} didn't cross the {}", a.en, p.en);
        let cause_en = format!("because it was too {}", e.en);
        let main_fr = format!(
            "{} n' a pas traversé {}",
            phrase(a, false, None),
            phrase(p, false, None)
        );
        let cause_fr = format!("parce qu' {} était trop {adjective}", self.pronoun());
        if self.because_first {
            (
                format!("{cause_en} , {main_en}"),
                format!("{cause_fr} , {main_fr}"),
            )
        } else {
            (
                format!("{main_en} {cause_en}"),
                format!("{main_fr} {cause_fr}"),
            )
        }
    }
}

/// A French noun phrase: article (elided before a vowel), the noun, and an adjective in its place.
pub(crate) fn phrase(n: &Noun, plural: bool, describer: Option<usize>) -> String {
    let form = usize::from(n.gender == Gender::F) + 2 * usize::from(plural);
    let adjective = describer.map(|i| (DESCRIBERS[i].1[form], DESCRIBERS[i].2));
    let noun = if plural { n.fr_plural } else { n.fr };
    let before = matches!(adjective, Some((_, true)));
    let article = if plural {
        "les"
    } else if !before && noun.starts_with(['a', 'e', 'é', 'i', 'o', 'u']) {
        "l'"
    } else if n.gender == Gender::M {
        "le"
    } else {
        "la"
    };
    match adjective {
        Some((adj, true)) => format!("{article} {adj} {noun}"),
        Some((adj, false)) => format!("{article} {noun} {adj}"),
        None => format!("{article} {noun}"),
    }
}

/// The English noun phrase to match [`phrase`].
fn english(n: &Noun, plural: bool, describer: Option<usize>) -> String {
    let noun = if plural { n.en_plural } else { n.en };
    match describer {
        Some(i) => format!("the {} {noun}", DESCRIBERS[i].0),
        None => format!("the {noun}"),
    }
}

/// A random noun phrase: English, French, and whether it is plural.
fn noun_phrase(rng: &mut ChaCha12Rng, nouns: &[Noun], plurals: bool) -> (String, String, bool) {
    let n = &nouns[rng.random_range(0..nouns.len())];
    let plural = plurals && rng.random_range(0..3) == 0;
    let describer = (rng.random_range(0..3) == 0).then(|| rng.random_range(0..DESCRIBERS.len()));
    (
        english(n, plural, describer),
        phrase(n, plural, describer),
        plural,
    )
}

/// A sentence of the rest of the grammar: one or two animals (joined by "and") crossed, saw or
/// liked a place or an animal, or didn't.
fn other(rng: &mut ChaCha12Rng) -> (String, String) {
    let (mut en, mut fr, mut plural) = noun_phrase(rng, &ANIMALS, true);
    if rng.random_range(0..10) < 3 {
        let (e2, f2, _) = noun_phrase(rng, &ANIMALS, true);
        en = format!("{en} and {e2}");
        fr = format!("{fr} et {f2}");
        plural = true;
    }
    // (English positive, English negative, French participle, whether its object is a place).
    let verbs = [
        ("crossed", "cross", "traversé", true),
        ("saw", "see", "vu", rng.random_range(0..2) == 0),
        ("liked", "like", "aimé", rng.random_range(0..2) == 0),
    ];
    let (past, bare, participle, of_place) = verbs[rng.random_range(0..verbs.len())];
    let negative = rng.random_range(0..3) == 0;
    let (oe, of, _) = if of_place {
        noun_phrase(rng, &PLACES, false)
    } else {
        noun_phrase(rng, &ANIMALS, true)
    };
    let aux = if plural { "ont" } else { "a" };
    if negative {
        (
            format!("{en} didn't {bare} {oe}"),
            format!("{fr} n' {aux} pas {participle} {of}"),
        )
    } else {
        (
            format!("{en} {past} {oe}"),
            format!("{fr} {aux} {participle} {of}"),
        )
    }
}

/// An English sentence, its French translation (as tokens, ending with the end token), and the
/// family member it is, if it is one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pair {
    /// The English tokens.
    pub source: Vec<usize>,
    /// The French tokens, the end token last.
    pub target: Vec<usize>,
    /// Which "didn't cross" sentence it is, if it is one.
    pub family: Option<Family>,
}

impl Pair {
    fn of(en: &str, fr: &str, family: Option<Family>) -> Self {
        let mut target = ids(fr);
        target.push(0);
        Self {
            source: ids(en),
            target,
            family,
        }
    }

    /// A family sentence as a pair.
    pub fn family(f: Family) -> Self {
        let (en, fr) = f.pair();
        Self::of(&en, &fr, Some(f))
    }
}

/// How many family combinations are held out (in both orders), and how many other sentences.
pub const HELD_OUT_FAMILY: usize = 63;
/// Other sentences held out.
pub const HELD_OUT_OTHER: usize = 500;

/// The held-out set's seed: the same for every run.
const HELD_OUT_SEED: u64 = 2017;

/// The family combinations held out: both of the seed's sentences ("the animal didn't cross the
/// street because it was too tired / wide"), then 61 more drawn once, so every animal, place and
/// adjective still appears in training, only never in these combinations.
pub fn held_out_family() -> Vec<usize> {
    let seed = |ending: usize| Family {
        animal: 0,
        place: 0,
        ending,
        because_first: false,
    };
    let mut chosen = vec![seed(0).index(), seed(3).index()];
    let mut rng = ChaCha12Rng::seed_from_u64(HELD_OUT_SEED);
    while chosen.len() < HELD_OUT_FAMILY {
        let i = rng.random_range(0..FAMILY);
        if !chosen.contains(&i) {
            chosen.push(i);
        }
    }
    chosen.sort_unstable();
    chosen
}

/// The sentences a run is measured on and never trains on.
#[derive(Debug, Clone)]
pub struct HeldOut {
    /// The family's held-out combinations in both orders, then the other sentences.
    pub pairs: Vec<Pair>,
    /// Sorted sources, for the training stream to skip.
    sources: Vec<Vec<usize>>,
    /// Sorted numbers of the held-out family combinations.
    family: Vec<usize>,
    /// The other combinations: the ones training draws from.
    trained: Vec<usize>,
}

impl HeldOut {
    /// The held-out set (the same for every run).
    pub fn new() -> Self {
        let family = held_out_family();
        let mut pairs: Vec<Pair> = [false, true]
            .iter()
            .flat_map(|&order| {
                family
                    .iter()
                    .map(move |&i| Pair::family(Family::nth(i, order)))
            })
            .collect();
        let mut sources: Vec<Vec<usize>> = pairs.iter().map(|p| p.source.clone()).collect();
        sources.sort_unstable();
        let mut rng = ChaCha12Rng::seed_from_u64(HELD_OUT_SEED + 1);
        let mut others = 0;
        while others < HELD_OUT_OTHER {
            let (en, fr) = other(&mut rng);
            let pair = Pair::of(&en, &fr, None);
            if let Err(at) = sources.binary_search(&pair.source) {
                sources.insert(at, pair.source.clone());
                pairs.push(pair);
                others += 1;
            }
        }
        let trained = (0..FAMILY)
            .filter(|i| family.binary_search(i).is_err())
            .collect();
        Self {
            pairs,
            sources,
            family,
            trained,
        }
    }

    /// Whether a family combination is held out.
    pub fn holds_family(&self, index: usize) -> bool {
        self.family.binary_search(&index).is_ok()
    }

    /// Whether an English sentence is held out.
    pub fn contains(&self, source: &[usize]) -> bool {
        self.sources.binary_search_by(|s| s[..].cmp(source)).is_ok()
    }
}

impl Default for HeldOut {
    fn default() -> Self {
        Self::new()
    }
}

/// Draws a training pair: a quarter family in the seed's order, a quarter family in the other
/// order, half the rest of the grammar; never a held-out sentence.
pub fn draw(rng: &mut ChaCha12Rng, held_out: &HeldOut) -> Pair {
    loop {
        let kind = rng.random_range(0..4);
        let pair = if kind < 2 {
            let i = held_out.trained[rng.random_range(0..held_out.trained.len())];
            Pair::family(Family::nth(i, kind == 1))
        } else {
            let (en, fr) = other(rng);
            Pair::of(&en, &fr, None)
        };
        if !held_out.contains(&pair.source) {
            return pair;
        }
    }
}

#[cfg(test)]
mod tests;
