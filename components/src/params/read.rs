//! A widget's state in the URL: parsing, clamping and defaulting, with a polite notice for every
//! value that could not be used as given.
//!
//! Links are pasted into course pages and edited by hand, so nothing here trusts its input: every
//! value is checked, and a bad one never breaks the widget. It falls back to the default (or is
//! clamped into range) and the reader is told, in words, what was ignored.

use crate::kernel::format::{group, short};

/// The longest value read at all; longer ones are ignored whole (a list of 8 numbers needs far less).
pub const MAX_VALUE_CHARS: usize = 200;

/// A query string split into `(key, value)` pairs, percent-decoded, in their original order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Query {
    pairs: Vec<(String, String)>,
}

impl Query {
    /// Parses `a=1&b=x%20y` (with or without a leading `?`; `+` is a space).
    pub fn parse(search: &str) -> Self {
        let search = search.strip_prefix('?').unwrap_or(search);
        let pairs = search
            .split('&')
            .filter(|p| !p.is_empty())
            .map(|p| {
                let (k, v) = p.split_once('=').unwrap_or((p, ""));
                (decode(k), decode(v))
            })
            .collect();
        Self { pairs }
    }

    /// A query from pairs (used when building links).
    pub fn from_pairs<K: Into<String>, V: Into<String>>(
        pairs: impl IntoIterator<Item = (K, V)>,
    ) -> Self {
        Self {
            pairs: pairs
                .into_iter()
                .map(|(k, v)| (k.into(), v.into()))
                .collect(),
        }
    }

    /// The first value of `key`.
    pub fn first(&self, key: &str) -> Option<&str> {
        self.pairs
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// Every value of `key`, in order.
    pub fn all(&self, key: &str) -> Vec<&str> {
        self.pairs
            .iter()
            .filter(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
            .collect()
    }

    /// The pairs in order.
    pub fn pairs(&self) -> &[(String, String)] {
        &self.pairs
    }

    /// Back to `a=1&b=x%20y` form (no leading `?`).
    pub fn encode(&self) -> String {
        self.pairs
            .iter()
            .map(|(k, v)| format!("{}={}", encode(k), encode(v)))
            .collect::<Vec<_>>()
            .join("&")
    }
}

fn hex(b: u8) -> Option<u8> {
    (b as char).to_digit(16).map(|d| d as u8)
}

/// Percent-decoding; malformed escapes are kept as they are, invalid UTF-8 is replaced.
pub fn decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                match (
                    bytes.get(i + 1).copied().and_then(hex),
                    bytes.get(i + 2).copied().and_then(hex),
                ) {
                    (Some(h), Some(l)) => {
                        out.push(h * 16 + l);
                        i += 2;
                    }
                    _ => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Percent-encoding for a query value: letters, digits and `-._~,` stay as they are.
pub fn encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~,".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// A short, polite sentence about one value that was not used as given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice(pub String);

impl std::fmt::Display for Notice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// How the reader's own text is quoted back in a notice: short, one line, nothing invisible.
fn quote(raw: &str) -> String {
    let clean: String = raw.chars().filter(|c| !c.is_control()).take(24).collect();
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

    /// The one usable raw value of `name`, after the checks every kind of value shares.
    fn raw(&mut self, name: &'static str, default_text: &str) -> Option<&'a str> {
        self.seen.push(name);
        let values = self.query.all(name);
        let first = *values.first()?;
        if values.len() > 1 {
            self.notice(format!(
                "“{name}” was given {} times; the first one is used.",
                values.len()
            ));
        }
        if first.trim().is_empty() {
            self.notice(format!(
                "“{name}” was empty, so the default, {default_text}, is used."
            ));
            return None;
        }
        if first.chars().count() > MAX_VALUE_CHARS {
            self.notice(format!(
                "“{name}” was too long to read ({} characters), so the default, {default_text}, is used.",
                group(first.chars().count() as u128)
            ));
            return None;
        }
        Some(first.trim())
    }

    /// A whole number in `min..=max`: out-of-range values are clamped, anything else defaults.
    pub fn int(&mut self, name: &'static str, min: i64, max: i64, default: i64) -> i64 {
        let default_text = group_i(default);
        let Some(raw) = self.raw(name, &default_text) else {
            return default;
        };
        match parse_int(raw) {
            Ok(v) => self.clamp_int(name, v, min, max),
            Err(why) => {
                self.notice(format!(
                    "“{name}” should be {why}, not {}, so the default, {default_text}, is used.",
                    quote(raw)
                ));
                default
            }
        }
    }

    fn clamp_int(&mut self, name: &str, v: i128, min: i64, max: i64) -> i64 {
        if v < min as i128 {
            self.notice(format!(
                "“{name}” can be no less than {}, so it was raised to that.",
                group_i(min)
            ));
            min
        } else if v > max as i128 {
            self.notice(format!(
                "“{name}” can be at most {}, so it was lowered to that.",
                group_i(max)
            ));
            max
        } else {
            v as i64
        }
    }

    /// A finite number in `min..=max`: out-of-range values are clamped, anything else defaults.
    pub fn float(&mut self, name: &'static str, min: f64, max: f64, default: f64) -> f64 {
        let default_text = short(default);
        let Some(raw) = self.raw(name, &default_text) else {
            return default;
        };
        match parse_float(raw) {
            Some(v) => self.clamp_float(name, v, min, max),
            None => {
                self.notice(format!(
                    "“{name}” should be a number, not {}, so the default, {default_text}, is used.",
                    quote(raw)
                ));
                default
            }
        }
    }

    fn clamp_float(&mut self, name: &str, v: f64, min: f64, max: f64) -> f64 {
        if v < min {
            self.notice(format!(
                "“{name}” can be no less than {}, so it was raised to that.",
                short(min)
            ));
            min
        } else if v > max {
            self.notice(format!(
                "“{name}” can be at most {}, so it was lowered to that.",
                short(max)
            ));
            max
        } else {
            v
        }
    }

    /// One of `options` (case-insensitive); anything else defaults.
    pub fn choice(
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
        self.notice(format!(
            "“{name}” can be {}, not {}, so the default, {default}, is used.",
            or_list(options),
            quote(raw)
        ));
        default
    }

    /// A comma-separated list of `min_len..=max_len` numbers, each clamped into `min..=max`.
    /// A list with a bad entry or too few entries defaults whole; a long one keeps its first `max_len`.
    pub fn floats(
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
            self.notice(format!(
                "“{name}” should be numbers separated by commas, not {}, so the default, {default_text}, is used.",
                quote(raw)
            ));
            return default.to_vec();
        };
        if values.len() < min_len {
            self.notice(format!("“{name}” needs at least {min_len} numbers, so the default, {default_text}, is used."));
            return default.to_vec();
        }
        if values.len() > max_len {
            self.notice(format!(
                "“{name}” takes at most {max_len} numbers; the first {max_len} are used."
            ));
            values.truncate(max_len);
        }
        let mut clamped = false;
        for v in &mut values {
            let c = v.clamp(min, max);
            clamped |= c != *v;
            *v = c;
        }
        if clamped {
            self.notice(format!("“{name}” values must lie from {} to {}; those outside were moved to the nearest end.", short(min), short(max)));
        }
        values
    }

    /// A comma-separated list of up to `max_len` short words (each at most `max_chars` characters).
    pub fn words(
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
        let mut words: Vec<String> = raw
            .split(',')
            .map(|w| {
                w.chars()
                    .filter(|c| !c.is_control())
                    .collect::<String>()
                    .trim()
                    .to_string()
            })
            .collect();
        if words.iter().any(String::is_empty) {
            self.notice(format!(
                "“{name}” had an empty entry, so the default, {default_text}, is used."
            ));
            return default.iter().map(|s| s.to_string()).collect();
        }
        if words.len() > max_len {
            self.notice(format!(
                "“{name}” takes at most {max_len} entries; the first {max_len} are used."
            ));
            words.truncate(max_len);
        }
        if words.iter().any(|w| w.chars().count() > max_chars) {
            self.notice(format!(
                "“{name}” entries are cut to {max_chars} characters."
            ));
            for w in &mut words {
                *w = w.chars().take(max_chars).collect();
            }
        }
        words
    }

    /// The notices, plus one for every parameter the widget does not have (`embed` is the page's).
    pub fn finish(mut self) -> Vec<Notice> {
        let mut unknown: Vec<&str> = Vec::new();
        for (k, _) in self.query.pairs() {
            if k != "embed" && !self.seen.contains(&k.as_str()) && !unknown.contains(&k.as_str()) {
                unknown.push(k);
            }
        }
        for k in unknown {
            self.notices.push(Notice(format!(
                "This widget has no setting called {}, so it was ignored.",
                quote(k)
            )));
        }
        self.notices
    }
}

fn group_i(v: i64) -> String {
    crate::kernel::format::group_signed(v)
}

/// "a, b or c".
pub fn or_list(options: &[&str]) -> String {
    match options {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// A finite number in plain decimal or exponent form; "NaN", "inf" and overflow (1e309) are refused.
pub fn parse_float(s: &str) -> Option<f64> {
    crate::kernel::decimal::parse(s.trim())
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
mod tests {
    use super::*;

    #[test]
    fn parses_and_decodes() {
        let q = Query::parse("?embed=softmax&labels=a%20b,c+d&t=2&t=3&bad=%zz");
        assert_eq!(q.first("labels"), Some("a b,c d"));
        assert_eq!(q.all("t"), vec!["2", "3"]);
        assert_eq!(q.first("bad"), Some("%zz"));
        assert_eq!(Query::parse("").pairs().len(), 0);
        assert_eq!(Query::parse("a").first("a"), Some(""));
        assert_eq!(decode("%"), "%");
        assert_eq!(decode("%4"), "%4");
        assert_eq!(decode("%C3%A9"), "é");
    }

    #[test]
    fn encodes_round_trip() {
        let q = Query::from_pairs([("labels", "a b,é&c"), ("t", "1.5")]);
        assert_eq!(Query::parse(&q.encode()), q);
        assert_eq!(encode("2,1,0.5"), "2,1,0.5");
    }

    #[test]
    fn numbers_fall_back_or_clamp_with_a_notice() {
        let q = Query::parse("a=abc&b=NaN&c=Infinity&d=1e309&e=-1&f=&g=5000&h=3.5&i=8.0");
        let mut r = ParamReader::new(&q);
        assert_eq!(r.float("a", 0.1, 10.0, 1.0), 1.0);
        assert_eq!(r.float("b", 0.1, 10.0, 1.0), 1.0);
        assert_eq!(r.float("c", 0.1, 10.0, 1.0), 1.0);
        assert_eq!(r.float("d", 0.1, 10.0, 1.0), 1.0);
        assert_eq!(r.float("e", 0.1, 10.0, 1.0), 0.1);
        assert_eq!(r.int("f", 1, 1024, 64), 64);
        assert_eq!(r.int("g", 1, 1024, 64), 1024);
        assert_eq!(r.int("h", 1, 1024, 64), 64);
        assert_eq!(r.int("i", 1, 1024, 64), 8);
        let notices = r.finish();
        assert_eq!(notices.len(), 8, "{notices:?}");
        assert!(
            notices[0].0.contains("should be a number"),
            "{}",
            notices[0]
        );
        assert!(notices[4].0.contains("no less than 0.1"), "{}", notices[4]);
        assert!(notices[6].0.contains("at most 1,024"), "{}", notices[6]);
    }

    #[test]
    fn repeated_long_and_unknown_values_are_noticed() {
        let long = "9".repeat(10_000);
        let q = Query::parse(&format!("embed=x&t=2&t=3&dk={long}&zzz=1&zzz=2"));
        let mut r = ParamReader::new(&q);
        assert_eq!(r.float("t", 0.1, 10.0, 1.0), 2.0);
        assert_eq!(r.int("dk", 1, 1024, 64), 64);
        let notices = r.finish();
        assert_eq!(notices.len(), 3, "{notices:?}");
        assert!(notices[1].0.contains("10,000 characters"));
        assert!(notices[2].0.contains("“zzz”"));
    }

    #[test]
    fn lists_and_choices() {
        let q = Query::parse("s=1,2,x&u=1,2,3,4,5,6,7,8,9&v=40,-40&w=a,,b&c=WIDE&d=huh&e=1");
        let mut r = ParamReader::new(&q);
        let d = [2.0, 1.0, 0.5];
        assert_eq!(r.floats("s", (-10.0, 10.0), (2, 8), &d), d.to_vec());
        assert_eq!(r.floats("u", (-10.0, 10.0), (2, 8), &d).len(), 8);
        assert_eq!(r.floats("v", (-10.0, 10.0), (2, 8), &d), vec![10.0, -10.0]);
        assert_eq!(r.floats("e", (-10.0, 10.0), (2, 8), &d), d.to_vec());
        assert_eq!(r.words("w", 8, 16, &["x"]), vec!["x".to_string()]);
        assert_eq!(r.choice("c", &["tired", "wide"], "tired"), "wide");
        assert_eq!(r.choice("d", &["tired", "wide"], "tired"), "tired");
        let notices = r.finish();
        assert_eq!(notices.len(), 6, "{notices:?}");
        assert!(notices[5].0.contains("tired or wide"));
    }

    #[test]
    fn never_panics_on_junk() {
        for junk in [
            "",
            "%",
            "%%%",
            "=",
            "&&&",
            "a=%FF%FE",
            "\u{0}",
            "x=\u{202e}",
            "===",
        ] {
            let q = Query::parse(junk);
            let mut r = ParamReader::new(&q);
            let _ = r.float("x", 0.0, 1.0, 0.5);
            let _ = r.words("x", 3, 5, &["a"]);
            let _ = r.finish();
        }
    }
}
