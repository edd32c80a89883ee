//! The grammar's nouns and adjectives, English and French, with their genders, and how a French
//! noun phrase is written.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Gender {
    M,
    F,
}

impl Gender {
    /// The French subject pronoun for a noun of this gender.
    pub(crate) fn pronoun(self) -> &'static str {
        match self {
            Gender::M => "il",
            Gender::F => "elle",
        }
    }
}

/// A noun: English singular and plural, French singular and plural, and its gender.
pub(crate) struct Noun {
    pub(crate) en: &'static str,
    pub(crate) en_plural: &'static str,
    pub(crate) fr: &'static str,
    pub(crate) fr_plural: &'static str,
    pub(crate) gender: Gender,
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

/// The things that would not fit (singular only).
pub(crate) const OBJECTS: [Noun; 6] = [
    noun("trophy", "", "trophée", "", Gender::M),
    noun("book", "", "livre", "", Gender::M),
    noun("ball", "", "ballon", "", Gender::M),
    noun("guitar", "", "guitare", "", Gender::F),
    noun("lamp", "", "lampe", "", Gender::F),
    noun("bottle", "", "bouteille", "", Gender::F),
];

/// What they would not fit in (singular only).
pub(crate) const CONTAINERS: [Noun; 4] = [
    noun("suitcase", "", "valise", "", Gender::F),
    noun("box", "", "boîte", "", Gender::F),
    noun("bag", "", "sac", "", Gender::M),
    noun("drawer", "", "tiroir", "", Gender::M),
];

/// An adjective of a family: English, French masculine and feminine, and whether it is said of
/// the sentence's subject (the animal, the object) or else of its place (the place, the container).
pub(crate) struct Ending {
    pub(crate) en: &'static str,
    pub(crate) m: &'static str,
    pub(crate) f: &'static str,
    pub(crate) of_subject: bool,
}

const fn ending(en: &'static str, m: &'static str, f: &'static str, of_subject: bool) -> Ending {
    Ending {
        en,
        m,
        f,
        of_subject,
    }
}

/// The trophy family's adjectives: two about the object, two about the container.
pub(crate) const FIT_ENDINGS: [Ending; 4] = [
    ending("big", "grand", "grande", true),
    ending("wide", "large", "large", true),
    ending("small", "petit", "petite", false),
    ending("narrow", "étroit", "étroite", false),
];

pub(crate) const ENDINGS: [Ending; 6] = [
    Ending {
        en: "tired",
        m: "fatigué",
        f: "fatiguée",
        of_subject: true,
    },
    Ending {
        en: "hungry",
        m: "affamé",
        f: "affamée",
        of_subject: true,
    },
    Ending {
        en: "scared",
        m: "effrayé",
        f: "effrayée",
        of_subject: true,
    },
    Ending {
        en: "wide",
        m: "large",
        f: "large",
        of_subject: false,
    },
    Ending {
        en: "long",
        m: "long",
        f: "longue",
        of_subject: false,
    },
    Ending {
        en: "busy",
        m: "animé",
        f: "animée",
        of_subject: false,
    },
];

/// The adjectives of noun phrases: English, French forms (m, f, m plural, f plural), and whether
/// French puts it before the noun.
pub(crate) const DESCRIBERS: [(&str, [&str; 4], bool); 3] = [
    ("black", ["noir", "noire", "noirs", "noires"], false),
    ("white", ["blanc", "blanche", "blancs", "blanches"], false),
    ("big", ["grand", "grande", "grands", "grandes"], true),
];

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
