//! How numbers are written for a reader: one rule, so the eye, the ear and the tests agree, in
//! the style of the page's language (`locale`). English writes 1,048,576 and 62.9%; French writes
//! 1 048 576 and 62,9 %, a narrow no-break space (U+202F) between thousands and before the %
//! sign, and a decimal comma. What a machine reads (a link, an input's value, `aria-valuenow`)
//! keeps the point: [`link_number`] and [`plain`].

use crate::locale::{self, Lang};

/// The narrow no-break space French puts between thousands, before %, and before : ; ? !.
pub const NARROW_SPACE: char = '\u{202F}';

/// A share as a percentage with one decimal: 0.6285 → "62.9%" ("62,9 %" in French).
pub fn percent(share: f64) -> String {
    with_percent(&fixed(share * 100.0, 1))
}

/// What separates the numbers of a list written for a reader: ", " in English, " ; " in French,
/// where the comma is the decimal mark ("0.5, 1.5" but "0,5 ; 1,5").
pub fn list_separator() -> &'static str {
    match locale::current() {
        Lang::En => ", ",
        Lang::Fr => "\u{202F}; ",
    }
}

/// What separates the rows of a matrix written on one line: "; " in English, " | " in French
/// (whose entries are already separated by semicolons).
pub fn row_separator() -> &'static str {
    match locale::current() {
        Lang::En => "; ",
        Lang::Fr => " | ",
    }
}

/// A number already written, with the percent sign as the page's language writes it ("50%",
/// "50 %").
pub fn with_percent(number: &str) -> String {
    match locale::current() {
        Lang::En => format!("{number}%"),
        Lang::Fr => format!("{number}{NARROW_SPACE}%"),
    }
}

/// `s`, a number written with a point, in the page's style: the point a comma in French.
fn styled(s: String) -> String {
    match locale::current() {
        Lang::En => s,
        Lang::Fr => s.replace('.', ","),
    }
}

/// A number with `decimals` digits after the point (a comma in French), never "-0.0".
pub fn fixed(x: f64, decimals: usize) -> String {
    styled(fixed_point(x, decimals))
}

/// [`fixed`] always with a point, for what builds on it before the style is applied.
fn fixed_point(x: f64, decimals: usize) -> String {
    let s = format!("{x:.decimals$}");
    if s.starts_with('-') && s[1..].chars().all(|c| c == '0' || c == '.') {
        s[1..].to_string()
    } else {
        s
    }
}

/// [`fixed`] with a true minus sign (−), as the page prints signed values: −1.25.
pub fn fixed_signed(x: f64, decimals: usize) -> String {
    fixed(x, decimals).replacen('-', "−", 1)
}

/// An unsigned integer of any width, for [`group`] and [`count`].
pub trait Unsigned: Copy {
    /// The value, widened.
    fn widen(self) -> u128;
}

macro_rules! unsigned {
    ($($t:ty),*) => {
        $(impl Unsigned for $t {
            fn widen(self) -> u128 {
                self as u128
            }
        })*
    };
}
unsigned!(u8, u16, u32, u64, u128, usize);

/// An integer grouped by thousands: 1048576 → "1,048,576" ("1 048 576" in French, with narrow
/// no-break spaces).
pub fn group(n: impl Unsigned) -> String {
    let separator = match locale::current() {
        Lang::En => ',',
        Lang::Fr => NARROW_SPACE,
    };
    let digits = n.widen().to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(separator);
        }
        out.push(c);
    }
    out
}

/// A signed integer grouped by thousands.
pub fn group_signed(n: i64) -> String {
    if n < 0 {
        format!("-{}", group(n.unsigned_abs()))
    } else {
        group(n.unsigned_abs())
    }
}

/// A number in scientific notation with `digits` significant digits: 0.0007 → "7.0e-4"
/// ("7,0e-4" in French).
pub fn sci(x: f64, digits: usize) -> String {
    styled(format!("{:.*e}", digits.saturating_sub(1), x))
}

/// `x` to at most `decimals` digits after the point, trailing zeros dropped: (1.25, 3) → "1.25",
/// (2, 3) → "2", (−0.0001, 3) → "0"; a comma in French.
pub fn trimmed(x: f64, decimals: usize) -> String {
    styled(trimmed_point(x, decimals))
}

/// [`trimmed`] always with a point.
fn trimmed_point(x: f64, decimals: usize) -> String {
    let s = fixed_point(x, decimals);
    if !s.contains('.') {
        return s;
    }
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s.is_empty() || s == "-" {
        "0".into()
    } else {
        s.to_string()
    }
}

/// Short decimal form for small editable numbers: 2 → "2", 0.5 → "0.5", 1.25 → "1.25" (a comma
/// in French).
pub fn short(x: f64) -> String {
    trimmed(x, 3)
}

/// [`short`] as a machine reads it, whatever the page's language: the value of a number input,
/// `aria-valuenow`.
pub fn plain(x: f64) -> String {
    trimmed_point(x, 3)
}

/// A number as a link writes it: the shortest text that reads back as exactly the same number
/// ("0.5", "1e-300"), so a shared link reproduces the state bit for bit.
pub fn link_number(x: f64) -> String {
    if x == 0.0 {
        "0".into()
    } else if (1e-4..1e15).contains(&x.abs()) {
        format!("{x}")
    } else {
        format!("{x:e}")
    }
}

/// A count with its noun in the right number: (1, "token", "tokens") → "1 token"; French takes
/// the singular for 0 as well ("0 tête").
pub fn count(n: impl Unsigned, one: &str, many: &str) -> String {
    let singular = locale::current().singular(n.widen());
    format!("{} {}", group(n), if singular { one } else { many })
}

/// Escapes text for a double-quoted HTML attribute.
pub fn attr_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            c => out.push(c),
        }
    }
    out
}

/// The `clip-path` that shows a bar drawn across its whole track up to `share` (0 to 1) of it.
///
/// A bar's length set as its width lays the page out again at every change; a clip is only
/// painted, and leaves a hatched bar's pattern where it was (docs/performance.md).
pub fn bar_clip(share: f64) -> String {
    let hidden = if share.is_nan() {
        100.0
    } else {
        (1.0 - share).clamp(0.0, 1.0) * 100.0
    };
    format!("inset(0 {hidden}% 0 0)")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn french_numbers_take_a_comma_and_narrow_spaces() {
        let fr = |f: fn() -> String| locale::with(Lang::Fr, f);
        assert_eq!(fr(|| percent(0.6287)), "62,9\u{202F}%");
        assert_eq!(fr(|| group(1_048_576u64)), "1\u{202F}048\u{202F}576");
        assert_eq!(fr(|| fixed(0.5, 2)), "0,50");
        assert_eq!(fr(|| short(1.25)), "1,25");
        assert_eq!(fr(|| sci(0.0007, 2)), "7,0e-4");
        assert_eq!(fr(|| count(0u32, "tête", "têtes")), "0 tête");
        assert_eq!(fr(|| count(2u32, "tête", "têtes")), "2 têtes");
        assert_eq!(fr(|| plain(0.5)), "0.5");
        assert_eq!(fr(|| link_number(0.5)), "0.5");
        assert_eq!(percent(0.6287), "62.9%");
        assert_eq!(group(1_048_576u64), "1,048,576");
        assert_eq!(count(0u32, "head", "heads"), "0 heads");
    }

    #[test]
    fn bar_clips() {
        assert_eq!(bar_clip(0.25), "inset(0 75% 0 0)");
        assert_eq!(bar_clip(1.0), "inset(0 0% 0 0)");
        assert_eq!(bar_clip(0.0), "inset(0 100% 0 0)");
        // Out of range or not a number: an empty or a full bar, never an invalid clip.
        assert_eq!(bar_clip(1.5), "inset(0 0% 0 0)");
        assert_eq!(bar_clip(-0.5), "inset(0 100% 0 0)");
        assert_eq!(bar_clip(f64::NAN), "inset(0 100% 0 0)");
    }

    #[test]
    fn formats() {
        assert_eq!(percent(0.62853), "62.9%");
        assert_eq!(percent(0.0), "0.0%");
        assert_eq!(fixed_signed(-1.23456, 3), "−1.235");
        assert_eq!(fixed_signed(-0.0001, 3), "0.000");
        assert_eq!(fixed_signed(2.5, 1), "2.5");
        assert_eq!(percent(1.0), "100.0%");
        assert_eq!(fixed(-0.00001, 3), "0.000");
        assert_eq!(fixed(-0.5, 1), "-0.5");
        assert_eq!(group(1_048_576u64), "1,048,576");
        assert_eq!(
            group(u128::MAX),
            "340,282,366,920,938,463,463,374,607,431,768,211,455"
        );
        assert_eq!(group(7usize), "7");
        assert_eq!(count(3u8, "head", "heads"), "3 heads");
        assert_eq!(group(999u32), "999");
        assert_eq!(group(0u64), "0");
        assert_eq!(group(1000u64), "1,000");
        assert_eq!(group_signed(-1234), "-1,234");
        assert_eq!(sci(7.0e-4, 2), "7.0e-4");
        assert_eq!(sci(2.3e19, 2), "2.3e19");
        assert_eq!(short(2.0), "2");
        assert_eq!(short(0.5), "0.5");
        assert_eq!(short(-1.25), "-1.25");
        assert_eq!(short(-0.0001), "0");
        assert_eq!(trimmed(1.224_744_9, 4), "1.2247");
        assert_eq!(trimmed(-1.5, 4), "-1.5");
        assert_eq!(trimmed(7.0, 0), "7");
        for x in [0.5, 1e-300, -2.5e20, 0.1 + 0.2, 1.0 / 3.0, -0.0] {
            assert_eq!(link_number(x).parse::<f64>().unwrap(), x);
        }
        assert_eq!(link_number(0.5), "0.5");
        assert_eq!(link_number(1e-300), "1e-300");
        assert_eq!(count(1u64, "token", "tokens"), "1 token");
        assert_eq!(count(1200usize, "token", "tokens"), "1,200 tokens");
    }
}
