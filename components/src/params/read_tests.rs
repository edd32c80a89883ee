//! Tests of reading links: fallbacks, clamps, notices, caps, and junk that must never panic.

use super::*;

#[test]
fn numbers_fall_back_or_clamp_with_a_notice() {
    let q = Query::parse("a=abc&b=NaN&c=Infinity&d=1e309&e=-1&f=&g=5000&h=3.5&i=8.0");
    let mut r = ParamReader::new(&q);
    assert_eq!(r.float_in("a", 0.1, 10.0, 1.0), 1.0);
    assert_eq!(r.float_in("b", 0.1, 10.0, 1.0), 1.0);
    assert_eq!(r.float_in("c", 0.1, 10.0, 1.0), 1.0);
    assert_eq!(r.float_in("d", 0.1, 10.0, 1.0), 1.0);
    assert_eq!(r.float_in("e", 0.1, 10.0, 1.0), 0.1);
    assert_eq!(r.int_in("f", 1, 1024, 64), 64);
    assert_eq!(r.int_in("g", 1, 1024, 64), 1024);
    assert_eq!(r.int_in("h", 1, 1024, 64), 64);
    assert_eq!(r.int_in("i", 1, 1024, 64), 8);
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
    assert_eq!(r.float_in("t", 0.1, 10.0, 1.0), 2.0);
    assert_eq!(r.int_in("dk", 1, 1024, 64), 64);
    let notices = r.finish();
    assert_eq!(notices.len(), 3, "{notices:?}");
    assert!(notices[1].0.contains("10,000 characters"));
    assert!(notices[2].0.contains("“zzz”"));
}

#[test]
fn a_huge_link_is_cut_and_its_unknown_keys_counted_not_listed() {
    // 200,000 distinct keys, about 2 MB: only the first 64 pairs are read.
    let huge: String = (0..200_000).map(|i| format!("k{i}=1&")).collect();
    let q = Query::parse(&format!("t=2&{huge}"));
    assert!(q.was_cut());
    assert!(q.pairs().len() <= MAX_PAIRS);
    let mut r = ParamReader::new(&q);
    assert_eq!(r.float_in("t", 0.1, 10.0, 1.0), 2.0);
    let notices = r.finish();
    assert_eq!(notices.len(), NAMED_UNKNOWN + 2, "{notices:?}");
    assert!(notices[0].0.contains("“k0”"));
    assert_eq!(
        notices[NAMED_UNKNOWN].0,
        "…and 58 more settings this widget does not have were ignored."
    );
    assert!(
        notices[NAMED_UNKNOWN + 1]
            .0
            .contains("only its start was read")
    );
    // One byte past the cap, in the middle of a character, is cut at the character before.
    let q = Query::parse(&format!("{}é", "a".repeat(MAX_QUERY_BYTES - 1)));
    assert!(q.was_cut());
    assert_eq!(q.pairs()[0].0.len(), MAX_QUERY_BYTES - 1);
    assert!(!Query::parse("t=2&t=3").was_cut());
}

#[test]
fn quotes_show_no_invisible_or_reordering_characters() {
    let q = Query::parse("a%E2%80%AEb%E2%80%8Bc%E2%81%A6d=1");
    let notices = ParamReader::new(&q).finish();
    assert_eq!(
        notices[0].0,
        "This widget has no setting called “abcd”, so it was ignored."
    );
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
    assert_eq!(r.choice_of("c", &["tired", "wide"], "tired"), "wide");
    assert_eq!(r.choice_of("d", &["tired", "wide"], "tired"), "tired");
    let notices = r.finish();
    assert_eq!(notices.len(), 6, "{notices:?}");
    assert!(notices[5].0.contains("tired or wide"));
}

#[test]
fn declared_parameters_read_as_their_type() {
    const N: Param = Param::int("n", 1, 12, 6);
    const ROW: Param = Param::int("row", 1, 12, 3).up_to("n", "n");
    const T: Param = Param::float("t", 0.1, 10.0, 1.0);
    let q = Query::parse("n=2&row=9&t=20");
    let mut r = ParamReader::new(&q);
    let n: usize = r.int(&N);
    let row: u32 = r.int_up_to(&ROW, n as i64);
    assert_eq!((n, row, r.float(&T)), (2, 2, 10.0));
    assert_eq!(r.finish().len(), 2);
    // The default is lowered with the upper end, and says nothing.
    let q = Query::parse("n=1");
    let mut r = ParamReader::new(&q);
    let n: i64 = r.int(&N);
    assert_eq!(r.int_up_to::<u8>(&ROW, n), 1);
    assert!(r.finish().is_empty());
}

#[test]
fn numbers_are_read_by_the_standard_library_and_must_be_finite() {
    for x in [
        0.5,
        -2.0,
        1e-300,
        6.02e23,
        0.1 + 0.2,
        1.0 / 3.0,
        0.0,
        37_000.0,
    ] {
        let written = crate::format::link_number(x);
        assert_eq!(
            parse_float(&written).map(f64::to_bits),
            Some(x.to_bits()),
            "{written}"
        );
    }
    assert_eq!(parse_float(" 2.5 "), Some(2.5));
    assert_eq!(parse_float("1E3"), Some(1000.0));
    for junk in [
        "",
        "inf",
        "-Infinity",
        "NaN",
        "nan",
        "1e309",
        "0x10",
        "1_000",
        "1,5",
        "½",
    ] {
        assert_eq!(parse_float(junk), None, "{junk}");
    }
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
        let _ = r.float_in("x", 0.0, 1.0, 0.5);
        let _ = r.words("x", 3, 5, &["a"]);
        let _ = r.finish();
    }
}
