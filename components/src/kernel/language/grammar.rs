//! The translator's task: a small English grammar and its French translation, generated from a
//! seed, with a held-out set the model never trains on.
//!
//! At its heart are two families of sentences whose "it" only the adjective resolves: the paper's
//! most quoted sentence, "the A didn't cross the P because it was too ADJ", and the reference's
//! own question, "the O didn't fit in the C because it was too ADJ" (the trophy and the suitcase),
//! each in both orders ("because it was too ADJ , the A didn't cross the P"). French must say *il*
//! or *elle*, and agree the adjective, with whichever noun the adjective is about, so the model can
//! only translate "it" by working out what it refers to. Around the families,
//! other verbs, negation, plurals, "and" and adjectives that go before the noun in French (grand)
//! or after it (noir, blanc) keep the model translating rather than copying word for word.
//!
//! Sentences are words separated by spaces; French elisions are tokens of their own ("l'",
//! "n'", "qu'"), joined back for display by [`display`].

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha12Rng;

pub(crate) use super::vocabulary::ids;
pub use super::vocabulary::{
    END, FRENCH_START, MAX_LEN, Parsed, TOKENS, display, parse, token, words,
};

mod family;
mod nouns;
pub use family::{FAMILY, Family, Story, animals, endings, places};
pub(crate) use nouns::{ANIMALS, DESCRIBERS, Noun, PLACES, phrase};

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
    /// Which family sentence it is, if it is one.
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

/// How many of the paper's family's combinations are held out (in both orders).
pub const HELD_OUT_CROSS: usize = 63;
/// How many of the trophy family's combinations are held out (in both orders).
pub const HELD_OUT_FIT: usize = 24;
/// How many family combinations are held out in all (in both orders).
pub const HELD_OUT_FAMILY: usize = HELD_OUT_CROSS + HELD_OUT_FIT;
/// Other sentences held out.
pub const HELD_OUT_OTHER: usize = 500;

/// The held-out set's seed: the same for every run.
const HELD_OUT_SEED: u64 = 2017;

/// The family combinations held out: the seed sentences of each family (the animal and the
/// street, "tired" and "wide"; the trophy and the suitcase, "big" and "small"), then more drawn once, a quarter of each family, so every noun and
/// adjective still appears in training, only never in these combinations. The paper's family's
/// draw is the one it had before the trophy family came.
pub fn held_out_family() -> Vec<usize> {
    let seed = |story: Story, ending: usize| {
        Family {
            story,
            subject: 0,
            place: 0,
            ending,
            because_first: false,
        }
        .index()
    };
    let mut chosen = Vec::new();
    for (story, endings, count, salt) in [
        (Story::Cross, [0, 3], HELD_OUT_CROSS, 0),
        (Story::Fit, [0, 2], HELD_OUT_FIT, 2),
    ] {
        let mut these = vec![seed(story, endings[0]), seed(story, endings[1])];
        let mut rng = ChaCha12Rng::seed_from_u64(HELD_OUT_SEED + salt);
        while these.len() < count {
            let i = story.first() + rng.random_range(0..story.combinations());
            if !these.contains(&i) {
                these.push(i);
            }
        }
        chosen.extend(these);
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

/// Draws a training pair: a quarter a family sentence in the seed's order, a quarter one in the
/// other order (either family, every trained combination as likely as any other), half the rest
/// of the grammar; never a held-out sentence.
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
