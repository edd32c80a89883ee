//! Reading a decimal number ("0.05", "-1.5e3", "2.") without the standard library's float parser.
//!
//! `str::parse::<f64>` is correct for every input, and pays for it with 10 KB of 128-bit powers of
//! five and the code around them: 14 KB of the gzipped wasm, more than any single widget. Links
//! and number fields only ever hold short numbers, so this reader is exact where they live and
//! close everywhere else:
//!
//! - exact (the nearest double, as the standard parser gives) for up to 19 significant digits
//!   times 10^e with −21 ≤ e ≤ 19, which covers every number [`crate::format::link_number`]
//!   writes from 1e-4 up to 1e15, so a shared link reads back bit for bit;
//! - within a few units in the last place beyond that (1e-300, 6.02e23).

/// 10^k for k in 0..=38, exactly.
const fn power_of_ten(k: u32) -> u128 {
    let mut p = 1u128;
    let mut i = 0;
    while i < k {
        p *= 10;
        i += 1;
    }
    p
}

/// 2^e as a double, exactly, for −1022 ≤ e ≤ 1023.
fn power_of_two(e: i32) -> f64 {
    f64::from_bits(((1023 + e) as u64) << 52)
}

/// `m` × 10^`e`, rounded to the nearest double where the note above says so.
fn scale(m: u64, e: i32) -> f64 {
    if (0..=19).contains(&e) {
        // At most 38 digits: fits in u128, and the cast rounds to nearest.
        return (m as u128 * power_of_ten(e as u32)) as f64;
    }
    if (-21..0).contains(&e) {
        // Put m's top bit at bit 127, divide by 10^k (< 2^70) to keep at least 57 bits, and fold
        // any remainder into the lowest bit so a value just above a tie never rounds down.
        let shift = (m as u128).leading_zeros() as i32;
        let n = (m as u128) << shift;
        let d = power_of_ten(e.unsigned_abs());
        let q = (n / d) | u128::from(n % d != 0);
        return q as f64 * power_of_two(-shift);
    }
    // Far out: scale in steps of 10^22, each exact, so each step rounds once.
    let mut x = m as f64;
    let mut e = e;
    while e > 0 {
        let step = e.min(22);
        x *= power_of_ten(step as u32) as f64;
        e -= step;
    }
    while e < 0 {
        let step = (-e).min(22);
        x /= power_of_ten(step as u32) as f64;
        e += step;
    }
    x
}

/// Reads `[+-]digits[.digits][(e|E)[+-]digits]` with at least one digit before the exponent,
/// the whole text and nothing else. `None` for anything else and for a value too large for a
/// double.
pub fn parse(s: &str) -> Option<f64> {
    let b = s.as_bytes();
    let mut i = 0;
    let negative = match b.first() {
        Some(b'-') => {
            i = 1;
            true
        }
        Some(b'+') => {
            i = 1;
            false
        }
        _ => false,
    };
    let (mut m, mut kept, mut e, mut digits, mut point) = (0u64, 0, 0i32, false, false);
    while let Some(&c) = b.get(i) {
        match c {
            b'0'..=b'9' => {
                digits = true;
                let d = u64::from(c - b'0');
                if m == 0 && d == 0 {
                    // A leading zero only moves the point.
                    e -= i32::from(point);
                } else if kept < 19 {
                    m = m * 10 + d;
                    kept += 1;
                    e -= i32::from(point);
                } else {
                    // Past 19 digits: only the magnitude counts.
                    e += i32::from(!point);
                }
            }
            b'.' if !point => point = true,
            _ => break,
        }
        i += 1;
    }
    if !digits {
        return None;
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        i += 1;
        let sign = match b.get(i) {
            Some(b'-') => {
                i += 1;
                -1
            }
            Some(b'+') => {
                i += 1;
                1
            }
            _ => 1,
        };
        let start = i;
        let mut exponent = 0i32;
        while let Some(&c @ b'0'..=b'9') = b.get(i) {
            exponent = (exponent * 10 + i32::from(c - b'0')).min(100_000);
            i += 1;
        }
        if i == start {
            return None;
        }
        e = e.saturating_add(sign * exponent);
    }
    if i != b.len() {
        return None;
    }
    let x = if m == 0 { 0.0 } else { scale(m, e) };
    let x = if negative { -x } else { x };
    x.is_finite().then_some(x)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::link_number;

    #[test]
    fn reads_what_people_and_links_write() {
        for (s, x) in [
            ("0", 0.0),
            ("2", 2.0),
            ("-1.5", -1.5),
            ("+.5", 0.5),
            ("2.", 2.0),
            ("0.05", 0.05),
            ("007", 7.0),
            ("1e3", 1000.0),
            ("1E-3", 0.001),
            ("2.5e+2", 250.0),
            ("0.30000000000000004", 0.1 + 0.2),
            ("0.3333333333333333", 1.0 / 3.0),
            ("123456789012345678901234", 1.2345678901234568e23),
        ] {
            assert_eq!(parse(s), Some(x), "{s}");
        }
        assert!(parse("-0").is_some_and(|x| x == 0.0 && x.is_sign_negative()));
    }

    #[test]
    fn refuses_what_is_not_a_plain_number() {
        for s in [
            "", "-", "+", ".", "e5", "1e", "1e+", "1.2.3", "1e5.0", "--1", "+-1", "1 ", " 1",
            "0x10", "inf", "NaN", "1,5", "1e400", "-1e400",
        ] {
            assert_eq!(parse(s), None, "{s:?}");
        }
    }

    #[test]
    fn extremes_come_close() {
        for x in [
            1e-300,
            6.02e23,
            -2.5e20,
            1.7976931348623157e308,
            5e-324,
            1e-22,
        ] {
            let y = parse(&link_number(x)).expect("a number");
            assert!((y - x).abs() <= x.abs() * 1e-15, "{x} read as {y}");
        }
    }

    #[cfg(not(target_arch = "wasm32"))]
    mod properties {
        use super::*;
        use proptest::prelude::*;

        proptest! {
            /// Every number a link writes in plain decimal form reads back bit for bit.
            #[test]
            fn links_read_back_exactly(x in 1e-4f64..1e15, negative: bool) {
                let x = if negative { -x } else { x };
                prop_assert_eq!(parse(&link_number(x)), Some(x));
            }

            /// Short decimals, as typed or stepped by a slider, read as the standard parser does.
            #[test]
            fn short_decimals_agree_with_the_standard_parser(m in 0u64..10_000_000_000, e in -21i32..=19) {
                let s = format!("{m}e{e}");
                prop_assert_eq!(parse(&s), s.parse::<f64>().ok());
            }
        }
    }
}
