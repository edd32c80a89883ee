//! The page's text lives in `index.html`, so the browser can show it before the app has loaded.
//! These tests hold that text to the code: every number it quotes is what the kernels compute,
//! every equation's symbols have meanings, every term and every in-page link has its target.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;

use components::content::equations;
use components::content::figures;

fn page() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../index.html");
    std::fs::read_to_string(path).expect("index.html beside the workspace's Cargo.toml")
}

/// The values of every `NAME="…"` attribute in `html`, in order.
fn attribute_values<'a>(html: &'a str, name: &str) -> Vec<&'a str> {
    let key = format!(" {name}=\"");
    html.match_indices(&key)
        .filter_map(|(at, _)| {
            let rest = &html[at + key.len()..];
            rest.find('"').map(|end| &rest[..end])
        })
        .collect()
}

/// Undoes the escapes an HTML serialiser writes in text.
fn unescape(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&nbsp;", "\u{a0}")
        .replace("&amp;", "&")
}

/// Where `index.html` is.
const PAGE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../index.html");

/// The page with every figure's span holding what the kernels compute (`./x generate` writes it
/// after a retrain).
fn with_figures(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(at) = rest.find(" data-figure=\"") {
        let after = &rest[at + " data-figure=\"".len()..];
        let name = &after[..after.find('"').expect("closing quote")];
        let open = at + " data-figure=\"".len() + after.find('>').expect("end of tag") + 1;
        let close = open + rest[open..].find("</span>").expect("a span per figure");
        let computed = figures::figure(name).unwrap_or_else(|| panic!("unknown figure {name}"));
        out.push_str(&rest[..open]);
        out.push_str(
            &computed
                .replace('&', "&amp;")
                .replace('<', "&lt;")
                .replace('>', "&gt;"),
        );
        rest = &rest[close..];
    }
    out.push_str(rest);
    out
}

/// The page with the drawn test sentences' rows between their markers.
fn with_drawn(html: &str) -> String {
    const START: &str = "<!-- everyday-drawn: generated from the shipped run (./x generate) -->";
    const END: &str = "<!-- /everyday-drawn -->";
    let (Some(a), Some(b)) = (html.find(START), html.find(END)) else {
        panic!("index.html has lost the drawn sentences' markers");
    };
    let test = components::model::fixtures::everyday().test;
    format!(
        "{}{START}\n{}{}",
        &html[..a],
        components::content::everyday::drawn_html(&test),
        &html[b..]
    )
}

#[test]
fn the_generated_parts_are_up_to_date() {
    let html = page();
    let want = with_drawn(&with_figures(&html));
    if std::env::var_os("UPDATE_GENERATED").is_some() {
        std::fs::write(PAGE, &want).expect("write index.html");
        return;
    }
    assert!(
        html == want,
        "index.html's figures or drawn sentences are out of date: run ./x generate"
    );
}

#[test]
fn every_quoted_figure_is_what_the_kernels_compute() {
    let html = page();
    let mut seen = BTreeSet::new();
    // Every wrong figure at once, so that a retrained model's new figures are one round of edits.
    let mut wrong = Vec::new();
    for (at, _) in html.match_indices(" data-figure=\"") {
        let rest = &html[at + " data-figure=\"".len()..];
        let name = &rest[..rest.find('"').expect("closing quote")];
        let text = &rest[rest.find('>').expect("end of tag") + 1..];
        let text = unescape(&text[..text.find("</span>").expect("a span per figure")]);
        let computed = figures::figure(name).unwrap_or_else(|| panic!("unknown figure {name}"));
        if text != computed {
            wrong.push(format!(
                "{name}: the page says “{text}”, the kernels “{computed}”"
            ));
        }
        seen.insert(name);
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    for name in figures::NAMES {
        assert!(seen.contains(name), "figure {name} is never quoted");
    }
}

#[test]
fn every_equation_symbol_has_a_meaning_and_every_meaning_a_symbol() {
    let html = page();
    let names = attribute_values(&html, "data-eq");
    assert_eq!(names.len(), 9, "{names:?}");
    for name in names {
        let start = html
            .find(&format!("data-eq=\"{name}\""))
            .expect("found above");
        let math = &html[start..];
        let math = &math[..math.find("</math>").expect("MathML in every equation")];
        let focusable: BTreeSet<&str> = math
            .match_indices(" data-sym=\"")
            .filter_map(|(at, _)| {
                let rest = &math[at + " data-sym=\"".len()..];
                let key = &rest[..rest.find('"')?];
                let tag_end = rest.find('>')?;
                rest[..tag_end].contains("tabindex=\"0\"").then_some(key)
            })
            .collect();
        let meant: BTreeSet<&str> = equations::symbols(name).iter().map(|s| s.0).collect();
        assert_eq!(focusable, meant, "equation {name}");
        for key in meant {
            assert!(equations::note(name, Some(key)).starts_with(&format!("{key}: ")));
        }
    }
}

#[test]
fn every_term_has_a_glossary_entry_and_every_link_a_target() {
    let html = page();
    let ids: Vec<&str> = attribute_values(&html, "id");
    let unique: BTreeSet<&str> = ids.iter().copied().collect();
    assert_eq!(ids.len(), unique.len(), "ids are unique");
    let terms = attribute_values(&html, "data-term");
    assert!(terms.len() >= 20);
    for term in terms {
        assert!(
            unique.contains(format!("term-{term}").as_str()),
            "glossary entry for {term}"
        );
    }
    for href in attribute_values(&html, "href") {
        if let Some(id) = href.strip_prefix('#') {
            assert!(unique.contains(id), "target of {href}");
        }
    }
}
