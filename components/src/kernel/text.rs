//! What counts as invisible in text a reader brings: characters that show as nothing or turn the
//! text around them. A link's values (`params::clean_text`) and a sentence given to the everyday
//! translator (`subwords::normalise`) both drop them.

/// The bidirectional controls: marks, embeddings, overrides and isolates. Each can turn the text
/// around it, so a link could make a label or a quoted value read backwards.
pub const BIDI_CONTROLS: [char; 12] = [
    '\u{061C}', '\u{200E}', '\u{200F}', '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}',
    '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}',
];

/// Characters shown as nothing: zero-width spaces and joiners, the word joiner, the invisible
/// operators, the Mongolian vowel separator and the byte-order mark. Each can hide inside a word
/// so that two words look alike and are not.
pub const ZERO_WIDTH: [char; 10] = [
    '\u{200B}', '\u{200C}', '\u{200D}', '\u{2060}', '\u{2061}', '\u{2062}', '\u{2063}', '\u{2064}',
    '\u{180E}', '\u{FEFF}',
];

/// Whether `c` is dropped from text a reader brings: a control character, a bidirectional control
/// or a zero-width character.
pub fn invisible(c: char) -> bool {
    c.is_control() || BIDI_CONTROLS.contains(&c) || ZERO_WIDTH.contains(&c)
}
