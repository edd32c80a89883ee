//! The two families whose "it" only the adjective resolves: which nouns and adjectives each has,
//! how their combinations are numbered, and each sentence's English and French.

use super::nouns::{
    ANIMALS, CONTAINERS, ENDINGS, Ending, FIT_ENDINGS, Gender, Noun, OBJECTS, PLACES, phrase,
};

/// Which family a sentence belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Story {
    /// "the A didn't cross the P because it was too ADJ": the paper's sentence.
    Cross,
    /// "the O didn't fit in the C because it was too ADJ": the trophy and the suitcase.
    Fit,
}

impl Story {
    /// Both families, the paper's first.
    pub const ALL: [Story; 2] = [Story::Cross, Story::Fit];

    pub(crate) fn subjects(self) -> &'static [Noun] {
        match self {
            Story::Cross => &ANIMALS,
            Story::Fit => &OBJECTS,
        }
    }

    pub(crate) fn places(self) -> &'static [Noun] {
        match self {
            Story::Cross => &PLACES,
            Story::Fit => &CONTAINERS,
        }
    }

    pub(crate) fn endings(self) -> &'static [Ending] {
        match self {
            Story::Cross => &ENDINGS,
            Story::Fit => &FIT_ENDINGS,
        }
    }

    /// The subjects' English names, in order (the `listen` widget's `subject` values).
    pub fn subject_names(self) -> impl Iterator<Item = &'static str> {
        self.subjects().iter().map(|n| n.en)
    }

    /// The places' (or containers') English names, in order.
    pub fn place_names(self) -> impl Iterator<Item = &'static str> {
        self.places().iter().map(|n| n.en)
    }

    /// The adjectives' English names, in order: those about the subject first.
    pub fn ending_names(self) -> impl Iterator<Item = &'static str> {
        self.endings().iter().map(|e| e.en)
    }

    /// How many combinations the family has.
    pub const fn combinations(self) -> usize {
        match self {
            Story::Cross => 7 * 6 * 6,
            Story::Fit => 6 * 4 * 4,
        }
    }

    /// The number of its first combination among both families'.
    pub(crate) const fn first(self) -> usize {
        match self {
            Story::Cross => 0,
            Story::Fit => Story::Cross.combinations(),
        }
    }

    /// The English verb phrase between the two nouns, and its French, given whether the subject
    /// is feminine.
    fn verb(self, feminine: bool) -> (&'static str, &'static str) {
        match (self, feminine) {
            (Story::Cross, _) => ("didn't cross", "n' a pas traversé"),
            (Story::Fit, false) => ("didn't fit in", "n' est pas entré dans"),
            (Story::Fit, true) => ("didn't fit in", "n' est pas entrée dans"),
        }
    }
}

/// The animals' English names, in order (the `listen` widget's `subject` values).
pub fn animals() -> impl Iterator<Item = &'static str> {
    Story::Cross.subject_names()
}

/// The places' English names, in order.
pub fn places() -> impl Iterator<Item = &'static str> {
    Story::Cross.place_names()
}

/// The first family's adjectives, in order: three about the animal, then three about the place.
pub fn endings() -> impl Iterator<Item = &'static str> {
    Story::Cross.ending_names()
}

/// One sentence of either family.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Family {
    /// Which family.
    pub story: Story,
    /// Which subject: the animal, or the object that would not fit (index into
    /// [`Story::subject_names`]).
    pub subject: usize,
    /// Which place: the place crossed, or the container (index into [`Story::place_names`]).
    pub place: usize,
    /// Which adjective (index into [`Story::ending_names`]).
    pub ending: usize,
    /// "because it was too ADJ , the A didn't cross the P" instead of the seed's order.
    pub because_first: bool,
}

/// Both families' combinations: 7 animals × 6 places × 6 adjectives, then 6 objects × 4
/// containers × 4 adjectives.
pub const FAMILY: usize = Story::Cross.combinations() + Story::Fit.combinations();

impl Family {
    /// The combination numbered `i` (below [`FAMILY`]) in the given order: the paper's family's
    /// first, then the trophy's.
    pub fn nth(i: usize, because_first: bool) -> Self {
        let story = if i < Story::Fit.first() {
            Story::Cross
        } else {
            Story::Fit
        };
        let (places, endings) = (story.places().len(), story.endings().len());
        let j = i - story.first();
        Self {
            story,
            subject: j / (places * endings),
            place: j / endings % places,
            ending: j % endings,
            because_first,
        }
    }

    /// Its number among the combinations.
    pub fn index(self) -> usize {
        let (places, endings) = (self.story.places().len(), self.story.endings().len());
        self.story.first() + (self.subject * places + self.place) * endings + self.ending
    }

    fn subject_noun(self) -> &'static Noun {
        &self.story.subjects()[self.subject]
    }

    fn place_noun(self) -> &'static Noun {
        &self.story.places()[self.place]
    }

    /// Whether "it" is the subject (the animal, the object), else the place (or container).
    pub fn refers_to_subject(self) -> bool {
        self.story.endings()[self.ending].of_subject
    }

    /// Whether the subject and the place differ in gender, so that il / elle tells which one
    /// "it" is.
    pub fn nouns_differ(self) -> bool {
        self.subject_noun().gender != self.place_noun().gender
    }

    /// The English subject ("animal", "trophy").
    pub fn subject_word(self) -> &'static str {
        self.subject_noun().en
    }

    /// The English place ("street", "suitcase").
    pub fn place_word(self) -> &'static str {
        self.place_noun().en
    }

    /// The noun "it" refers to, in English.
    pub fn referent(self) -> &'static str {
        if self.refers_to_subject() {
            self.subject_word()
        } else {
            self.place_word()
        }
    }

    /// The French pronoun the translation must use.
    pub fn pronoun(self) -> &'static str {
        let noun = if self.refers_to_subject() {
            self.subject_noun()
        } else {
            self.place_noun()
        };
        noun.gender.pronoun()
    }

    /// The English noun a French pronoun would name in this sentence ("trophy" for il, "suitcase"
    /// for elle), whatever the grammar says "it" is: what a translation's pronoun shows the model
    /// decided. None when the word is no pronoun or the nouns share a gender.
    pub fn named_by(self, pronoun: &str) -> Option<&'static str> {
        [self.subject_noun(), self.place_noun()]
            .into_iter()
            .filter(|_| self.nouns_differ())
            .find(|noun| noun.gender.pronoun() == pronoun)
            .map(|noun| noun.en)
    }

    /// The French noun phrase a pronoun would name ("le trophée" for il, "la valise" for elle):
    /// [`Family::named_by`] for a French reader.
    pub fn named_by_french(self, pronoun: &str) -> Option<String> {
        [self.subject_noun(), self.place_noun()]
            .into_iter()
            .filter(|_| self.nouns_differ())
            .find(|noun| noun.gender.pronoun() == pronoun)
            .map(|noun| phrase(noun, false, None).replace("' ", "'"))
    }

    /// The English sentence and its French translation.
    pub fn pair(self) -> (String, String) {
        let (s, p, e) = (
            self.subject_noun(),
            self.place_noun(),
            &self.story.endings()[self.ending],
        );
        let adjective = if self.pronoun() == "il" { e.m } else { e.f };
        let (verb_en, verb_fr) = self.story.verb(s.gender == Gender::F);
        let main_en = format!("the {} {verb_en} the {}", s.en, p.en);
        let cause_en = format!("because it was too {}", e.en);
        let main_fr = format!(
            "{} {verb_fr} {}",
            phrase(s, false, None),
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
