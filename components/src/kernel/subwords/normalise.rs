//! The text the subwords are learned from and read: one cleaning for the training sentences and
//! for whatever a reader types, and the cut into chunks that merges never cross.

use crate::kernel::text::invisible;

/// `raw` as the everyday translator reads it: every kind of space (the French no-break spaces
/// before `?`, `!`, `:` and inside « », tabs, line breaks) made a plain space, runs of spaces made
/// one, the ends trimmed; curly apostrophes made straight (the data writes `'` 140,000 times and
/// `’` 900); control, direction and zero-width characters and the soft hyphen dropped.
pub fn normalise(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut space = false;
    for c in raw.chars() {
        let c = match c {
            '\u{2019}' | '\u{2018}' => '\'',
            c if c.is_whitespace() => ' ',
            c => c,
        };
        if c == ' ' {
            space = !out.is_empty();
            continue;
        }
        if invisible(c) || c == '\u{00AD}' {
            continue;
        }
        if space {
            out.push(' ');
            space = false;
        }
        out.push(c);
    }
    out
}

/// Whether `c` continues a word: letters and digits of any script, the apostrophe ("don't",
/// "l'eau") and the hyphen ("peut-être"), so that a merge may join across them.
pub fn continues_word(c: char) -> bool {
    c.is_alphanumeric() || c == '\'' || c == '-'
}

/// The chunks of a normalised text, which merges never cross: a space (the text gets one in
/// front, so the first word is spelled as every other) with the run of word characters after it,
/// or with the one other character after it (punctuation, a symbol). Joined, they give back
/// `" " + text`.
pub fn chunks(text: &str) -> Vec<String> {
    if text.is_empty() {
        return Vec::new();
    }
    let spaced: Vec<char> = std::iter::once(' ').chain(text.chars()).collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < spaced.len() {
        let begin = i;
        if spaced[i] == ' ' {
            i += 1;
        }
        if i < spaced.len() && continues_word(spaced[i]) {
            while i < spaced.len() && continues_word(spaced[i]) {
                i += 1;
            }
        } else if i < spaced.len() && spaced[i] != ' ' {
            i += 1;
        }
        out.push(spaced[begin..i].iter().collect());
    }
    out
}

/// How many words a normalised sentence has: its runs of characters between spaces.
pub fn words(text: &str) -> usize {
    text.split(' ').filter(|w| !w.is_empty()).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spaces_quotes_and_invisible_characters_are_cleaned() {
        assert_eq!(normalise("  Où est la gare\u{202F}?  "), "Où est la gare ?");
        assert_eq!(normalise("«\u{00A0}Regarde.\u{00A0}»"), "« Regarde. »");
        assert_eq!(normalise("I don\u{2019}t\tknow\n"), "I don't know");
        assert_eq!(normalise("a\u{200B}b\u{00AD}c\u{202E}d\u{0007}"), "abcd");
        assert_eq!(normalise(" \u{200B} "), "");
    }

    #[test]
    fn chunks_keep_the_space_in_front_and_split_off_punctuation() {
        assert_eq!(chunks("J'ai faim."), [" J'ai", " faim", "."]);
        assert_eq!(
            chunks("Où est la gare ?"),
            [" Où", " est", " la", " gare", " ?"]
        );
        assert_eq!(chunks("«Va-t'en!»"), [" «", "Va-t'en", "!", "»"]);
        assert_eq!(chunks(""), Vec::<String>::new());
        for s in ["Hi.", "Tom, 3,5 kg !", "« Non », dit-il."] {
            assert_eq!(chunks(s).concat(), format!(" {s}"));
        }
    }
}
