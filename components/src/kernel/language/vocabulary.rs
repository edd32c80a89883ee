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
    // English (57 words, "," included)
    "the", "didn't", "cross", "crossed", "see", "saw", "like", "liked", "because", "it", "was",
    "too", ",", "and", "animal", "dog", "horse", "cat", "cow", "mouse", "goat", "animals", "dogs",
    "horses", "cats", "cows", "mice", "goats", "street", "road", "river", "bridge", "field",
    "path", "tired", "hungry", "scared", "wide", "long", "busy", "black", "white", "big",
    "fit", "in", "trophy", "book", "ball", "guitar", "lamp", "bottle", "suitcase", "box", "bag",
    "drawer", "small", "narrow",
    // French (76 words of its own; "animal", "long" and "," are shared with English)
    "le", "la", "l'", "les", "n'", "a", "ont", "pas", "traversé", "vu", "aimé", "parce", "qu'",
    "il", "elle", "était", "trop", "et", "chien", "cheval", "chat", "vache", "souris", "chèvre",
    "animaux", "chiens", "chevaux", "chats", "vaches", "chèvres", "rue", "route", "rivière",
    "pont", "champ", "chemin", "fatigué", "fatiguée", "affamé", "affamée", "effrayé", "effrayée",
    "large", "longue", "animé", "animée", "noir", "noire", "noirs", "noires", "blanc", "blanche",
    "blancs", "blanches", "grand", "grande", "grands", "grandes", "est", "entré", "entrée",
    "dans", "trophée", "livre", "ballon", "guitare", "lampe", "bouteille", "valise", "boîte", "sac",
    "tiroir", "petit", "petite", "étroit", "étroite",
];

/// The longest sentence, in tokens, counting the end token: the model's positional encodings
/// reach this far.
pub const MAX_LEN: usize = 17;

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
    /// Each way of writing the grammar's words it read as the grammar's own (what was typed, what
    /// it was read as), once each: "did not" as "didn't".
    pub read_as: Vec<(String, String)>,
}

/// Other ways readers write the grammar's own words, and the grammar's spelling: each is read
/// as the grammar's, and said so. Longer first, so "would not fit into" is one reading.
const SPELLINGS: [(&[&str], &[&str]); 7] = [
    (&["would", "not", "fit", "into"], &["didn't", "fit", "in"]),
    (&["wouldn't", "fit", "into"], &["didn't", "fit", "in"]),
    (&["wouldnt", "fit", "into"], &["didn't", "fit", "in"]),
    (&["didn't", "fit", "into"], &["didn't", "fit", "in"]),
    (&["did", "not"], &["didn't"]),
    (&["didnt"], &["didn't"]),
    (&["fit", "into"], &["fit", "in"]),
];

/// Reads a typed English sentence: lower case, commas apart, curly apostrophes straight, a final
/// full stop dropped, other spellings of the grammar's words read as its own ([`SPELLINGS`]),
/// then the words the grammar knows.
pub fn parse(text: &str) -> Parsed {
    let spaced = text
        .to_lowercase()
        .replace(['’', '‘', 'ʼ', '`'], "'")
        .replace(',', " , ")
        .replace(['.', '!', '?'], " ");
    let typed: Vec<&str> = spaced.split_whitespace().collect();
    let mut parsed = Parsed {
        tokens: Vec::new(),
        unknown: Vec::new(),
        cut: false,
        read_as: Vec::new(),
    };
    let mut words: Vec<&str> = Vec::with_capacity(typed.len());
    let mut at = 0;
    while at < typed.len() {
        let rest = &typed[at..];
        match SPELLINGS.iter().find(|(from, _)| rest.starts_with(from)) {
            Some((from, to)) => {
                let reading = (from.join(" "), to.join(" "));
                if !parsed.read_as.contains(&reading) {
                    parsed.read_as.push(reading);
                }
                words.extend_from_slice(to);
                at += from.len();
            }
            None => {
                words.push(rest[0]);
                at += 1;
            }
        }
    }
    for w in words {
        match token(w).filter(|&t| t < FRENCH_START) {
            Some(t) if parsed.tokens.len() < MAX_LEN - 1 => parsed.tokens.push(t),
            Some(_) => parsed.cut = true,
            None if !parsed.unknown.iter().any(|u| u == w) => parsed.unknown.push(w.to_string()),
            None => {}
        }
    }
    parsed
}

/// The index of the first French-only token.
pub const FRENCH_START: usize = 58;
