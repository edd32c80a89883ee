//! A widget parameter, declared once.
//!
//! Each model lists its parameters as `const` [`Param`]s: name, kind, range, default, a one-line
//! description and, where it has one, a unit. Everything else is derived from that one
//! declaration: reading a link ([`super::ParamReader`]), writing one ([`LinkWriter`]), the
//! gallery's table and the generated embed reference ([`Param::range_text`],
//! [`Param::default_text`]), the end-to-end tests' catalogue, and the ranges of the widget's own
//! sliders ([`Param::int_range`], [`Param::snap`]). A default outside its range does not compile.

use crate::format::{group_signed, link_number, short};
use crate::i18n::m;
use crate::kernel::sampling::MAX_SEED as SEED_END;
use crate::locale::Text;

/// The largest seed: 2^53, the largest whole number JavaScript holds exactly.
const MAX_SEED: i64 = SEED_END as i64;

/// What kind of value a parameter takes, with its range and default.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Kind {
    /// A whole number from `min` to `max`.
    Int {
        /// Lowest value.
        min: i64,
        /// Highest value.
        max: i64,
        /// The value a bare link gives.
        default: i64,
    },
    /// A finite number from `min` to `max`.
    Float {
        /// Lowest value.
        min: f64,
        /// Highest value.
        max: f64,
        /// The value a bare link gives.
        default: f64,
    },
    /// One word out of a fixed set (matched without regard to case).
    Choice {
        /// Every word allowed, in the order the documentation lists them.
        options: &'static [&'static str],
        /// The word a bare link gives.
        default: &'static str,
    },
    /// Numbers separated by commas, each from `min` to `max`.
    List {
        /// Lowest entry.
        min: f64,
        /// Highest entry.
        max: f64,
        /// Fewest entries.
        min_len: usize,
        /// Most entries (further ones are dropped with a notice).
        max_len: usize,
        /// The list a bare link gives.
        default: &'static [f64],
    },
    /// Short words separated by commas.
    Text {
        /// Most entries.
        max_len: usize,
        /// Most characters in one entry.
        max_chars: usize,
        /// The words a bare link gives.
        default: &'static [&'static str],
    },
    /// Free text, commas and all (a sentence to translate); the widget reads its words.
    Sentence {
        /// Most characters.
        max_chars: usize,
        /// The text a bare link gives.
        default: &'static str,
    },
}

/// One URL parameter of a widget: the public contract of `?embed=NAME&name=value`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Param {
    /// The query key. Public: never renamed.
    pub name: &'static str,
    /// Kind, range and default.
    pub kind: Kind,
    /// What it sets, in a few words ("how many words the sentence has").
    pub about: Text,
    /// The unit of the value, where it has one ("tokens", "steps").
    pub unit: Option<Text>,
    /// Where the upper end depends on another parameter, that end in words ("n", "positions − 1");
    /// the model lowers it.
    pub up_to: Option<Text>,
    /// A rule the value must also follow, in words ("dividing dmodel"); the model applies it.
    pub rule: Option<Text>,
    /// How the widget's control for it looks and reads ([`Control`]).
    pub control: Control,
}

/// How a control sets a parameter: what it is called, how a slider runs along its range, how the
/// value is rounded and said. Every control of a parameter is made from this (`ui::controls`),
/// so its label, range, step, snapping and readout are declared once, beside its link name.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Control {
    /// The visible label ("Temperature"); a logarithmic slider adds its range.
    pub label: Text,
    /// How a slider's positions map onto the values.
    pub scale: Scale,
    /// The distance between two slider positions (in positions: log₁₀ units on a log scale).
    pub step: f64,
    /// Decimals a number keeps when set and when said; `None` says it as short as it reads.
    pub decimals: Option<usize>,
    /// How the value is said beside the control and to a screen reader.
    pub readout: Readout,
    /// What each of a choice's options (or a small whole number's values) is called on its
    /// button, in declaration order; empty: the option itself.
    pub option_labels: &'static [Text],
    /// Where a slider runs, where it covers less than a link may set (a link may ask for any
    /// d_ff; the slider runs through the sizes worth comparing); `None`: the whole range.
    pub slider_range: Option<(f64, f64)>,
}

/// How a slider's positions map onto a parameter's values.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Scale {
    /// Position = value.
    Linear,
    /// Position = log₁₀ value: each step of the track multiplies.
    Log10,
    /// Position = log₂ value.
    Log2,
}

/// How a value is said: "d_model = 512", "temperature 0.50", "20 tokens".
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Readout {
    /// The value alone.
    Value,
    /// "{symbol} = {value}".
    Equals(&'static str),
    /// "{word} {value}".
    Prefix(Text),
    /// "1 {one}", "20 {many}".
    Count(Text, Text),
    /// Words of the widget's own for each whole value from the lowest (a step's name,
    /// "k = 1 (greedy)").
    Words(&'static [Text]),
}

impl Control {
    /// The label in the page's language, or the link name where none is declared.
    pub fn label_or_name(&self, name: &'static str) -> &'static str {
        if self.label.is_empty() {
            name
        } else {
            self.label.get()
        }
    }

    /// A parameter with no control declared: no label, a plain slider, the value said alone.
    pub(super) const PLAIN: Control = Control {
        label: Text::same(""),
        scale: Scale::Linear,
        step: 1.0,
        decimals: None,
        readout: Readout::Value,
        option_labels: &[],
        slider_range: None,
    };
}

impl Param {
    const fn new(name: &'static str, kind: Kind) -> Self {
        Self {
            name,
            kind,
            about: Text::same(""),
            unit: None,
            up_to: None,
            rule: None,
            control: Control::PLAIN,
        }
    }

    /// A whole number in `min..=max`.
    pub const fn int(name: &'static str, min: i64, max: i64, default: i64) -> Self {
        assert!(min <= default && default <= max, "default out of range");
        Self::new(name, Kind::Int { min, max, default })
    }

    /// A seed for a random draw: any whole number from 0 to 2^53, so a link's number is exact in
    /// JavaScript too.
    pub const fn seed(name: &'static str, default: i64) -> Self {
        Self::int(name, 0, MAX_SEED, default).about(
            "the seed of the random draw: the same seed, the same numbers",
            "la graine du tirage au hasard : même graine, mêmes nombres",
        )
    }

    /// A finite number in `min..=max`.
    pub const fn float(name: &'static str, min: f64, max: f64, default: f64) -> Self {
        assert!(min <= default && default <= max, "default out of range");
        Self::new(name, Kind::Float { min, max, default })
    }

    /// One of `options`.
    pub const fn choice(
        name: &'static str,
        options: &'static [&'static str],
        default: &'static str,
    ) -> Self {
        Self::new(name, Kind::Choice { options, default })
    }

    /// `min_len..=max_len` numbers in `min..=max`, separated by commas.
    pub const fn list(
        name: &'static str,
        (min, max): (f64, f64),
        (min_len, max_len): (usize, usize),
        default: &'static [f64],
    ) -> Self {
        assert!(
            min_len <= default.len() && default.len() <= max_len,
            "default length"
        );
        let mut i = 0;
        while i < default.len() {
            assert!(
                min <= default[i] && default[i] <= max,
                "default out of range"
            );
            i += 1;
        }
        Self::new(
            name,
            Kind::List {
                min,
                max,
                min_len,
                max_len,
                default,
            },
        )
    }

    /// Up to `max_len` words of at most `max_chars` characters, separated by commas.
    pub const fn text(
        name: &'static str,
        max_len: usize,
        max_chars: usize,
        default: &'static [&'static str],
    ) -> Self {
        Self::new(
            name,
            Kind::Text {
                max_len,
                max_chars,
                default,
            },
        )
    }

    /// Free text of at most `max_chars` characters.
    pub const fn sentence(name: &'static str, max_chars: usize, default: &'static str) -> Self {
        Self::new(name, Kind::Sentence { max_chars, default })
    }

    /// With its one-line description, in English and in French.
    pub const fn about(self, en: &'static str, fr: &'static str) -> Self {
        Self {
            about: Text::new(en, fr),
            ..self
        }
    }

    /// With its unit, in English and in French.
    pub const fn unit(self, en: &'static str, fr: &'static str) -> Self {
        Self {
            unit: Some(Text::new(en, fr)),
            ..self
        }
    }

    /// With an upper end that another parameter lowers, in words, in English and in French.
    pub const fn up_to(self, en: &'static str, fr: &'static str) -> Self {
        Self {
            up_to: Some(Text::new(en, fr)),
            ..self
        }
    }

    /// With a rule beyond its range, in words, in English and in French.
    pub const fn rule(self, en: &'static str, fr: &'static str) -> Self {
        Self {
            rule: Some(Text::new(en, fr)),
            ..self
        }
    }

    /// `(min, max)` of a whole-number parameter, for a slider or a clamp.
    pub const fn int_range(&self) -> (i64, i64) {
        match self.kind {
            Kind::Int { min, max, .. } => (min, max),
            _ => (0, 0),
        }
    }

    /// `(min, max)` of a number or of a list's entries.
    pub const fn float_range(&self) -> (f64, f64) {
        match self.kind {
            Kind::Float { min, max, .. } | Kind::List { min, max, .. } => (min, max),
            Kind::Int { min, max, .. } => (min as f64, max as f64),
            _ => (0.0, 0.0),
        }
    }

    /// A slider's position rounded to the nearest whole number in range, as the type it is used
    /// as.
    pub fn snap<T: TryFrom<i64> + Default>(&self, position: f64) -> T {
        let (min, max) = self.int_range();
        let v = if position.is_nan() {
            min
        } else {
            // `as` saturates, so ±∞ land on the ends.
            (position.round() as i64).clamp(min, max)
        };
        T::try_from(v).unwrap_or_default()
    }

    /// The default as a link writes it.
    pub fn default_text(&self) -> String {
        match self.kind {
            Kind::Int { default, .. } => default.to_string(),
            Kind::Float { default, .. } => link_number(default),
            Kind::Choice { default, .. } => default.to_string(),
            Kind::List { default, .. } => list_text(default),
            Kind::Text { default, .. } => default.join(","),
            Kind::Sentence { default, .. } => default.to_string(),
        }
    }

    /// The allowed values in words, as the gallery and the embed reference list them, in the
    /// page's language: "1 to 1024", "2 to 8 numbers from -10 to 10", "tired or wide".
    pub fn range_text(&self) -> String {
        let t = m();
        let ends = |min: String, max: String| match self.up_to {
            Some(end) => t.range_to(&min, end.get()),
            None => t.range_to(&min, &max),
        };
        let text = match self.kind {
            Kind::Int { min, max, .. } => ends(int_text(min), int_text(max)),
            Kind::Float { min, max, .. } => ends(short(min), short(max)),
            Kind::Choice { options, .. } => t.or_list(options),
            Kind::List {
                min,
                max,
                min_len,
                max_len,
                ..
            } => t.numbers_from(min_len, max_len, &short(min), &short(max)),
            Kind::Text {
                max_len, max_chars, ..
            } => t.words_up_to(max_len, max_chars),
            Kind::Sentence { max_chars, .. } => t.text_up_to(max_chars),
        };
        match self.rule {
            Some(rule) => format!("{text}, {}", rule.get()),
            None => text,
        }
    }
}

/// Bounds written as a reader would: grouped by thousands, and 2^53 rather than its sixteen
/// digits.
fn int_text(v: i64) -> String {
    if v == MAX_SEED {
        "2^53".into()
    } else {
        group_signed(v)
    }
}

/// Numbers as a link lists them: "2,1,0.5".
pub fn list_text(values: &[f64]) -> String {
    values
        .iter()
        .map(|v| link_number(*v))
        .collect::<Vec<_>>()
        .join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn documents_itself() {
        let keys = Param::int("keys", 2, 16, 8)
            .about("how many keys", "combien de clés")
            .unit("keys", "clés");
        assert_eq!(keys.range_text(), "2 to 16");
        assert_eq!(Param::int("n", 1, 100_000, 1).range_text(), "1 to 100,000");
        assert_eq!(keys.default_text(), "8");
        let seed = Param::seed("seed", 1);
        assert_eq!(seed.range_text(), "0 to 2^53");
        let row = Param::int("row", 1, 12, 3).up_to("n", "n");
        assert_eq!(row.range_text(), "1 to n");
        let q = Param::list("q", (-5.0, 5.0), (6, 6), &[1.0, 0.5, 0.0, 1.0, 1.0, 1.0])
            .rule("3 rows of 2", "3 lignes de 2");
        assert_eq!(q.range_text(), "6 numbers from -5 to 5, 3 rows of 2");
        assert_eq!(q.default_text(), "1,0.5,0,1,1,1");
        let t = Param::float("t", 0.1, 10.0, 1.0);
        assert_eq!(
            (t.range_text(), t.default_text()),
            ("0.1 to 10".into(), "1".into())
        );
        let c = Param::choice("ending", &["tired", "wide"], "tired");
        assert_eq!(c.range_text(), "tired or wide");
        let w = Param::text("labels", 8, 16, &["a", "b"]);
        assert_eq!(w.range_text(), "up to 8 words of up to 16 characters");
        assert_eq!(w.default_text(), "a,b");
    }

    #[test]
    fn snaps_slider_positions_into_range() {
        let n = Param::int("n", 1, 12, 6);
        assert_eq!(n.snap::<usize>(3.4), 3);
        assert_eq!(n.snap::<usize>(-7.0), 1);
        assert_eq!(n.snap::<u64>(f64::INFINITY), 12);
        assert_eq!(n.snap::<u32>(f64::NAN), 1);
    }
}
