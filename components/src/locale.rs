//! Which language the page speaks: English at `/`, French under `/fr/` (the document's `lang`),
//! read once when a bundle starts; and the texts fixed in the code's declarations (a parameter's
//! label, a widget's title), each written in both languages side by side ([`Text`]), so that one
//! missing its French does not compile.
//!
//! Everything a reader is shown goes through the current language: numbers through `format`,
//! sentences through `i18n::m()` (one typed method per message, one implementation per language).

use std::cell::Cell;

/// A language the page is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Lang {
    /// English, the page at `/`.
    #[default]
    En,
    /// French, the page under `/fr/`.
    Fr,
}

impl Lang {
    /// The language of a document whose `lang` attribute is `tag` ("fr", "fr-CA"…); English for
    /// anything else.
    pub fn from_tag(tag: &str) -> Self {
        if tag.to_ascii_lowercase().starts_with("fr") {
            Lang::Fr
        } else {
            Lang::En
        }
    }

    /// Its BCP 47 tag, as `lang` and `hreflang` write it.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    /// Whether `n` things take the singular: English says "1 token" but "0 tokens", French
    /// "0 token" and "1 token" alike.
    pub fn singular(self, n: u128) -> bool {
        match self {
            Lang::En => n == 1,
            Lang::Fr => n <= 1,
        }
    }
}

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// The language the page speaks.
pub fn current() -> Lang {
    CURRENT.with(Cell::get)
}

/// Makes `lang` the page's language (each bundle, as it starts, from the document's `lang`).
pub fn set(lang: Lang) {
    CURRENT.with(|c| c.set(lang));
}

/// `f` run with `lang` as the language, the previous one put back after (tests, and the figures a
/// page prints as Python prints them, whatever its language).
pub fn with<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    let before = current();
    set(lang);
    let out = f();
    set(before);
    out
}

/// A text fixed in a declaration, in both languages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Text {
    /// The English.
    pub en: &'static str,
    /// The French.
    pub fr: &'static str,
}

impl Text {
    /// The text in both languages.
    pub const fn new(en: &'static str, fr: &'static str) -> Self {
        Self { en, fr }
    }

    /// The same words in both (a symbol, a name that does not translate).
    pub const fn same(both: &'static str) -> Self {
        Self { en: both, fr: both }
    }

    /// The text in `lang`.
    pub const fn of(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Fr => self.fr,
        }
    }

    /// The text in the current language.
    pub fn get(&self) -> &'static str {
        self.of(current())
    }

    /// Whether there are no words in it.
    pub const fn is_empty(&self) -> bool {
        self.en.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_comes_from_the_tag_and_goes_back_after_with() {
        assert_eq!(Lang::from_tag("fr"), Lang::Fr);
        assert_eq!(Lang::from_tag("FR-ca"), Lang::Fr);
        assert_eq!(Lang::from_tag("en-GB"), Lang::En);
        assert_eq!(Lang::from_tag(""), Lang::En);
        assert_eq!(with(Lang::Fr, current), Lang::Fr);
        assert_eq!(current(), Lang::En);
        let t = Text::new("head", "tête");
        assert_eq!((t.get(), with(Lang::Fr, || t.get())), ("head", "tête"));
    }

    #[test]
    fn french_takes_the_singular_for_zero_and_one() {
        assert!(!Lang::En.singular(0) && Lang::En.singular(1) && !Lang::En.singular(2));
        assert!(Lang::Fr.singular(0) && Lang::Fr.singular(1) && !Lang::Fr.singular(2));
    }
}
