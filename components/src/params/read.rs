//! Reading a widget's state out of a link: parsing, clamping and defaulting by each parameter's
//! declaration, with a polite notice for every value that could not be used as given.
//!
//! Links are pasted into course pages and edited by hand, so nothing here trusts its input: every
//! value is checked, and a bad one never breaks the widget. It falls back to the default (or is
//! clamped into range) and the reader is told, in words, what was ignored.

use super::declare::{Kind, Param};
use super::query::{MAX_PAIRS, MAX_QUERY_BYTES, Query};
use crate::format::short;
use crate::i18n::m;
use crate::kernel::text::invisible;
pub use crate::kernel::text::{BIDI_CONTROLS, ZERO_WIDTH};

/// How many unknown parameters a notice names one by one; the rest are counted in one more.
pub const NAMED_UNKNOWN: usize = 5;

/// The longest value read at all; longer ones are ignored whole (a list of 8 numbers needs far less).
pub const MAX_VALUE_CHARS: usize = 200;

/// A short, polite sentence about one value that was not used as given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice(pub String);

impl std::fmt::Display for Notice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// The names every widget's link may carry besides its own: the page's `embed`, and a lesson's
/// `ask`, `lock` and `hide` (`super::lesson`). No widget may declare one of them.
pub const SHARED_NAMES: [&str; 4] = ["embed", "ask", "lock", "hide"];

/// Any text a link carries into the page (labels, sentences, fixed words, a lesson's instruction,
/// the quoted values of a notice), as the page shows it: every control character, bidirectional
/// control and zero-width character dropped, and the ends trimmed. The one cleaning all of them
/// go through.
pub fn clean_text(raw: &str) -> String {
    raw.chars()
        .filter(|c| !invisible(*c))
        .collect::<String>()
        .trim()
        .to_string()
}

/// How the reader's own text is quoted back in a notice: short, one line, nothing invisible.
fn quote(raw: &str) -> String {
    let clean: String = clean_text(raw).chars().take(24).collect();
    if raw.chars().count() > 24 {
        format!("“{clean}…”")
    } else {
        format!("“{clean}”")
    }
}

/// Reads typed parameters out of a [`Query`], collecting a [`Notice`] for each bad value.
pub struct ParamReader<'a> {
    query: &'a Query,
    seen: Vec<&'static str>,
    notices: Vec<Notice>,
}

/// The value of `param` that divides `width` nearest to `given` (the smaller of two as near),
/// within the parameter's range: the head count a width allows.
pub fn nearest_divisor(param: &Param, width: u64, given: u64) -> u64 {
    if given > 0 && width.is_multiple_of(given) {
        return given;
    }
    let (min, max) = param.int_range();
    (min.max(1) as u64..=max as u64)
        .filter(|h| width.is_multiple_of(*h))
        .min_by_key(|h| (h.abs_diff(given), *h))
        .unwrap_or(1)
}

impl<'a> ParamReader<'a> {
    /// A reader over `query`.
    pub fn new(query: &'a Query) -> Self {
        Self {
            query,
            seen: Vec::new(),
            notices: Vec::new(),
        }
    }

    /// Adds a notice of the caller's own (a rule between two parameters, say).
    pub fn notice(&mut self, text: impl Into<String>) {
        self.notices.push(Notice(text.into()));
    }

    /// Whether the query names `name` at all.
    pub fn has(&self, name: &str) -> bool {
        self.query.first(name).is_some()
    }

    /// A whole number, as the type it is used as: out of range is clamped, anything else defaults.
    pub fn int<T: TryFrom<i64> + Default>(&mut self, param: &'static Param) -> T {
        let (min, max) = param.int_range();
        self.int_up_to(param, max.max(min))
    }

    /// A whole number whose upper end another parameter lowers to `end` (a row of an n-row grid);
    /// the default is lowered with it.
    pub fn int_up_to<T: TryFrom<i64> + Default>(&mut self, param: &'static Param, end: i64) -> T {
        let Kind::Int { min, max, default } = param.kind else {
            debug_assert!(false, "{} is not a whole number", param.name);
            return T::default();
        };
        let max = max.min(end).max(min);
        let v = self.int_in(param.name, min, max, default.clamp(min, max));
        T::try_from(v).unwrap_or_default()
    }

    /// A head count that must divide `width` (d_model): read as [`ParamReader::int`], then, if it
    /// does not divide, the nearest that does within the parameter's range (the smaller of two
    /// as near), with a notice saying so.
    pub fn heads_dividing(&mut self, param: &'static Param, width: u64) -> u64 {
        let given: u64 = self.int(param);
        if width.is_multiple_of(given) {
            return given;
        }
        let nearest = nearest_divisor(param, width, given);
        self.notice(m().heads_divide(param.name, width, given, nearest));
        nearest
    }

    /// A finite number: out of range is clamped, anything else defaults.
    pub fn float(&mut self, param: &'static Param) -> f64 {
        let Kind::Float { min, max, default } = param.kind else {
            debug_assert!(false, "{} is not a number", param.name);
            return 0.0;
        };
        self.float_in(param.name, min, max, default)
    }

    /// One of the parameter's words (whatever the case it was typed in).
    pub fn choice(&mut self, param: &'static Param) -> &'static str {
        let Kind::Choice { options, default } = param.kind else {
            debug_assert!(false, "{} is not a choice", param.name);
            return "";
        };
        self.choice_of(param.name, options, default)
    }

    /// A list of numbers: a bad entry or too few entries default the whole list, a long one keeps
    /// its first entries, entries out of range are clamped.
    pub fn list(&mut self, param: &'static Param) -> Vec<f64> {
        let Kind::List {
            min,
            max,
            min_len,
            max_len,
            default,
        } = param.kind
        else {
            debug_assert!(false, "{} is not a list", param.name);
            return Vec::new();
        };
        self.floats(param.name, (min, max), (min_len, max_len), default)
    }

    /// A list of short words.
    pub fn text(&mut self, param: &'static Param) -> Vec<String> {
        let Kind::Text {
            max_len,
            max_chars,
            default,
        } = param.kind
        else {
            debug_assert!(false, "{} is not text", param.name);
            return Vec::new();
        };
        self.words(param.name, max_len, max_chars, default)
    }

    /// Free text, cut to its length with a notice.
    pub fn sentence(&mut self, param: &'static Param) -> String {
        let Kind::Sentence { max_chars, default } = param.kind else {
            debug_assert!(false, "{} is not a sentence", param.name);
            return String::new();
        };
        let Some(raw) = self.raw(param.name, default) else {
            return default.to_string();
        };
        let text = clean_text(raw);
        if text.is_empty() {
            // Only control characters: nothing a link could write back.
            self.notice(m().empty_default(param.name, default));
            return default.to_string();
        }
        if text.chars().count() > max_chars {
            self.notice(m().cut_to_chars(param.name, max_chars));
            return text
                .chars()
                .take(max_chars)
                .collect::<String>()
                .trim_end()
                .to_string();
        }
        text
    }

    /// The one usable raw value of `name`, after the checks every kind of value shares.
    fn raw(&mut self, name: &'static str, default_text: &str) -> Option<&'a str> {
        self.seen.push(name);
        let values = self.query.all(name);
        let first = *values.first()?;
        if values.len() > 1 {
            self.notice(m().given_times(name, values.len()));
        }
        if first.trim().is_empty() {
            self.notice(m().empty_default(name, default_text));
            return None;
        }
        if first.chars().count() > MAX_VALUE_CHARS {
            self.notice(m().too_long_default(name, first.chars().count(), default_text));
            return None;
        }
        Some(first.trim())
    }

    fn int_in(&mut self, name: &'static str, min: i64, max: i64, default: i64) -> i64 {
        let default_text = group_i(default);
        let Some(raw) = self.raw(name, &default_text) else {
            return default;
        };
        match parse_int(raw) {
            Ok(v) => self.clamp_int(name, v, min, max),
            Err(_) => {
                self.notice(m().not_whole_default(name, &quote(raw), &default_text));
                default
            }
        }
    }

    fn clamp_int(&mut self, name: &str, v: i128, min: i64, max: i64) -> i64 {
        if v < min as i128 {
            self.notice(m().raised(name, &group_i(min)));
            min
        } else if v > max as i128 {
            self.notice(m().lowered(name, &group_i(max)));
            max
        } else {
            v as i64
        }
    }

    fn float_in(&mut self, name: &'static str, min: f64, max: f64, default: f64) -> f64 {
        let default_text = short(default);
        let Some(raw) = self.raw(name, &default_text) else {
            return default;
        };
        match parse_float(raw) {
            Some(v) => self.clamp_float(name, v, min, max),
            None => {
                self.notice(m().not_number_default(name, &quote(raw), &default_text));
                default
            }
        }
    }

    fn clamp_float(&mut self, name: &str, v: f64, min: f64, max: f64) -> f64 {
        if v < min {
            self.notice(m().raised(name, &short(min)));
            min
        } else if v > max {
            self.notice(m().lowered(name, &short(max)));
            max
        } else {
            v
        }
    }

    fn choice_of(
        &mut self,
        name: &'static str,
        options: &[&'static str],
        default: &'static str,
    ) -> &'static str {
        let Some(raw) = self.raw(name, default) else {
            return default;
        };
        if let Some(o) = options.iter().find(|o| o.eq_ignore_ascii_case(raw)) {
            return o;
        }
        self.notice(m().not_choice_default(name, &m().or_list(options), &quote(raw), default));
        default
    }

    fn floats(
        &mut self,
        name: &'static str,
        (min, max): (f64, f64),
        (min_len, max_len): (usize, usize),
        default: &[f64],
    ) -> Vec<f64> {
        let default_text = default
            .iter()
            .map(|v| short(*v))
            .collect::<Vec<_>>()
            .join(",");
        let Some(raw) = self.raw(name, &default_text) else {
            return default.to_vec();
        };
        let items: Vec<&str> = raw.split(',').map(str::trim).collect();
        let parsed: Option<Vec<f64>> = items.iter().map(|s| parse_float(s)).collect();
        let Some(mut values) = parsed else {
            self.notice(m().not_numbers_default(name, &quote(raw), &default_text));
            return default.to_vec();
        };
        if values.len() < min_len {
            self.notice(m().too_few_numbers(name, min_len, &default_text));
            return default.to_vec();
        }
        if values.len() > max_len {
            self.notice(m().too_many_numbers(name, max_len));
            values.truncate(max_len);
        }
        let mut clamped = false;
        for v in &mut values {
            let c = v.clamp(min, max);
            clamped |= c != *v;
            *v = c;
        }
        if clamped {
            self.notice(m().numbers_moved(name, &short(min), &short(max)));
        }
        values
    }

    fn words(
        &mut self,
        name: &'static str,
        max_len: usize,
        max_chars: usize,
        default: &[&str],
    ) -> Vec<String> {
        let default_text = default.join(",");
        let Some(raw) = self.raw(name, &default_text) else {
            return default.iter().map(|s| s.to_string()).collect();
        };
        let mut words: Vec<String> = raw.split(',').map(clean_text).collect();
        if words.iter().any(String::is_empty) {
            self.notice(m().empty_entry_default(name, &default_text));
            return default.iter().map(|s| s.to_string()).collect();
        }
        if words.len() > max_len {
            self.notice(m().too_many_entries(name, max_len));
            words.truncate(max_len);
        }
        if words.iter().any(|w| w.chars().count() > max_chars) {
            self.notice(m().entries_cut(name, max_chars));
            for w in &mut words {
                *w = w
                    .chars()
                    .take(max_chars)
                    .collect::<String>()
                    .trim_end()
                    .to_string();
            }
        }
        words
    }

    /// The notices, plus one for each of the first [`NAMED_UNKNOWN`] parameters the widget does not
    /// have (`embed` is the page's) and one counting the rest, and one if the link was cut.
    pub fn finish(mut self) -> Vec<Notice> {
        // Plain lists: a query holds at most `MAX_PAIRS` pairs, so looking each one up in them is
        // cheap, and a hash set would add its code to the first load for nothing.
        let mut unknown: Vec<&str> = Vec::new();
        for (k, _) in self.query.pairs() {
            let k = k.as_str();
            if !SHARED_NAMES.contains(&k) && !self.seen.contains(&k) && !unknown.contains(&k) {
                unknown.push(k);
            }
        }
        for k in unknown.iter().take(NAMED_UNKNOWN) {
            self.notices.push(Notice(m().no_such_setting(&quote(k))));
        }
        if unknown.len() > NAMED_UNKNOWN {
            let more = unknown.len() - NAMED_UNKNOWN;
            self.notices.push(Notice(m().and_more_settings(more)));
        }
        if self.query.was_cut() {
            self.notices
                .push(Notice(m().link_cut(MAX_QUERY_BYTES, MAX_PAIRS)));
        }
        self.notices
    }
}

fn group_i(v: i64) -> String {
    crate::format::group_signed(v)
}

/// A finite number in plain decimal or exponent form, read by the standard library; "NaN", "inf"
/// and overflow (1e309) are refused.
pub fn parse_float(s: &str) -> Option<f64> {
    s.trim().parse::<f64>().ok().filter(|v| v.is_finite())
}

/// A whole number; "8.0" counts, "8.5" does not. Huge values saturate so they can be clamped.
fn parse_int(s: &str) -> Result<i128, &'static str> {
    let v = parse_float(s).ok_or("a whole number")?;
    if v.fract() != 0.0 {
        return Err("a whole number");
    }
    Ok(if v.abs() < 1e30 {
        v as i128
    } else if v > 0.0 {
        i128::MAX
    } else {
        i128::MIN
    })
}

#[cfg(test)]
#[path = "read_tests.rs"]
mod tests;
