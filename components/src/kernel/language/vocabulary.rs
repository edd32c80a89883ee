//! The translator's words: one vocabulary for English and French, as the paper shares one between
//! the two languages, and the conversions between tokens and text (a typed sentence read, a
//! translation written the way a reader writes French).

/// The end-of-sentence token: the decoder writes it last.
pub const END: &str = "</s>";

/// Every token, English and French in one list, as the paper shares one vocabulary (and one
/// embedding matrix) between the two languages. Index 0 is the end of a sentence; the start token
/// `<s>` is the model's extra embedding row, never an output, so it is not listed.
#[rustfmt::skip]
pub const TOKENS: &[&str] = &[
    END,
    // English (43 words, "," included)
    "the", "didn't", "cross", "crossed", "see", "saw", "like", "liked", "because", "it", "was",
    "too", ",", "and", "animal", "dog", "horse", "cat", "cow", "mouse", "goat", "animals", "dogs",
    "horses", "cats", "cows", "mice", "goats", "street", "road", "river", "bridge", "field",
    "path", "tired", "hungry", "scared", "wide", "long", "busy", "black", "white", "big",
    // French (58 words of its own; "animal", "long" and "," are shared with English)
    "le", "la", "l'", "les", "n'", "a", "ont", "pas", "traversé", "vu", "aimé", "parce", "qu'",
    "il", "elle", "était", "trop", "et", "chien", "cheval", "chat", "vache", "souris", "chèvre",
    "animaux", "chiens", "chevaux", "chats", "vaches", "chèvres", "rue", "route", "rivière",
    "pont", "champ", "chemin", "fatigué", "fatiguée", "affamé", "affamée", "effrayé", "effrayée",
    "large", "longue", "animé", "animée", "noir", "noire", "noirs", "noires", "blanc", "blanche",
    "blancs", "blanches", "grand", "grande", "grands", "grandes",
];

/// The longest sentence, in tokens, counting the end token: the model's positional encodings
/// reach this far.
pub const MAX_LEN: usize = 16;

/// The index of a token, if it is one.
pub fn token(word: &str) -> Option<usize> {
    TOKENS.iter().position(|&t| t == word)
}

pub(crate) fn ids(words: &str) -> Vec<usize> {
    words
        .split_whitespace()
        .map(|w| token(w).unwrap_or_else(|| panic!("not a token: {w}")))
        .collect()
}

/// Tokens as text, one space between them.
pub fn words(tokens: &[usize]) -> String {
    tokens
        .iter()
        .map(|&t| TOKENS.get(t).copied().unwrap_or("?"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// French tokens as a reader writes them: elisions joined to the next word ("l' animal" →
/// "l'animal"), no space before a comma, and no end token.
pub fn display(tokens: &[usize]) -> String {
    let mut out = String::new();
    for &t in tokens {
        let w = TOKENS.get(t).copied().unwrap_or("?");
        if w == END {
            break;
        }
        if !out.is_empty() && !out.ends_with('\'') && w != "," {
            out.push(' ');
        }
        out.push_str(w);
    }
    out
}

/// What [`parse`] makes of a typed sentence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parsed {
    /// The tokens it knows, in order, at most `MAX_LEN - 1` of them.
    pub tokens: Vec<usize>,
    /// Words it does not know, as typed, each once.
    pub unknown: Vec<String>,
    /// Whether the sentence was cut to fit.
    pub cut: bool,
}

/// Reads a typed English sentence: lower case, commas apart, the words the grammar knows.
pub fn parse(text: &str) -> Parsed {
    let spaced = text
        .to_lowercase()
        .replace(',', " , ")
        .replace(['.', '!', '?'], " ");
    let mut parsed = Parsed {
        tokens: Vec::new(),
        unknown: Vec::new(),
        cut: false,
    };
    for w in spaced.split_whitespace() {
        let w = w.replace('’', "'");
        match token(&w).filter(|&t| t < FRENCH_START) {
            Some(t) if parsed.tokens.len() < MAX_LEN - 1 => parsed.tokens.push(t),
            Some(_) => parsed.cut = true,
            None if !parsed.unknown.contains(&w) => parsed.unknown.push(w),
            None => {}
        }
    }
    parsed
}

/// The index of the first French-only token.
pub const FRENCH_START: usize = 44;
