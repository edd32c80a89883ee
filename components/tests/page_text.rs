//! The page's text lives in `index.html` (and in French in `fr/index.html`), so the browser can
//! show it before the app has loaded. These tests hold both to the code: every number they quote
//! is what the kernels compute, in the page's language (what a Python block prints, in Python's),
//! every equation's symbols have meanings, every term and every in-page link has its target; and
//! the two editions have the same sections, slots, equations, glossary terms and questions, in
//! the same order.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;

use components::content::equations;
use components::content::figures;
use components::locale::{self, Lang};

/// Each edition of the page: where it is, and its language.
const PAGES: [(&str, Lang); 2] = [
    (
        concat!(env!("CARGO_MANIFEST_DIR"), "/../index.html"),
        Lang::En,
    ),
    (
        concat!(env!("CARGO_MANIFEST_DIR"), "/../fr/index.html"),
        Lang::Fr,
    ),
];

fn read(path: &str) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Whether the text at `at` is inside a `<pre>`, `<samp>` or `<code>`: what a Python block
/// prints, which is Python's whatever the page's language.
fn printed(html: &str, at: usize) -> bool {
    let before = &html[..at];
    ["pre", "samp", "code"].iter().any(|tag| {
        let open = [format!("<{tag}>"), format!("<{tag} ")]
            .iter()
            .filter_map(|o| before.rfind(o.as_str()))
            .max();
        open.is_some_and(|o| before.rfind(&format!("</{tag}>")).is_none_or(|c| c < o))
    })
}

/// The figure `name` as the page shows it at `at`, in `lang` (or in English where printed).
fn figure_at(html: &str, at: usize, name: &str, lang: Lang) -> String {
    let lang = if printed(html, at) { Lang::En } else { lang };
    locale::with(lang, || figures::figure(name)).unwrap_or_else(|| panic!("unknown figure {name}"))
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

/// The page with every figure's span holding what the kernels compute (`./x generate` writes it
/// after a retrain).
fn with_figures(html: &str, lang: Lang) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(at) = rest.find(" data-figure=\"") {
        let after = &rest[at + " data-figure=\"".len()..];
        let name = &after[..after.find('"').expect("closing quote")];
        let open = at + " data-figure=\"".len() + after.find('>').expect("end of tag") + 1;
        let close = open + rest[open..].find("</span>").expect("a span per figure");
        let computed = figure_at(html, html.len() - rest.len() + at, name, lang);
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
fn with_drawn(html: &str, lang: Lang) -> String {
    const START: &str = "<!-- everyday-drawn: generated from the shipped run (./x generate) -->";
    const END: &str = "<!-- /everyday-drawn -->";
    let (Some(a), Some(b)) = (html.find(START), html.find(END)) else {
        panic!("index.html has lost the drawn sentences' markers");
    };
    let test = components::model::fixtures::everyday().test;
    format!(
        "{}{START}\n{}{}",
        &html[..a],
        locale::with(lang, || components::content::everyday::drawn_html(&test)),
        &html[b..]
    )
}

#[test]
fn the_generated_parts_are_up_to_date() {
    for (path, lang) in PAGES {
        let html = read(path);
        let want = with_drawn(&with_figures(&html, lang), lang);
        if std::env::var_os("UPDATE_GENERATED").is_some() {
            std::fs::write(path, &want).expect("write the page");
            continue;
        }
        assert!(
            html == want,
            "{path}'s figures or drawn sentences are out of date: run ./x generate"
        );
    }
}

#[test]
fn every_quoted_figure_is_what_the_kernels_compute() {
    for (path, lang) in PAGES {
        quoted_figures_are_computed(&read(path), lang);
    }
}

fn quoted_figures_are_computed(html: &str, lang: Lang) {
    let mut seen = BTreeSet::new();
    // Every wrong figure at once, so that a retrained model's new figures are one round of edits.
    let mut wrong = Vec::new();
    for (at, _) in html.match_indices(" data-figure=\"") {
        let rest = &html[at + " data-figure=\"".len()..];
        let name = &rest[..rest.find('"').expect("closing quote")];
        let text = &rest[rest.find('>').expect("end of tag") + 1..];
        let text = unescape(&text[..text.find("</span>").expect("a span per figure")]);
        let computed = figure_at(html, at, name, lang);
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
    for (path, lang) in PAGES {
        locale::with(lang, || symbols_have_meanings(&read(path)));
    }
}

fn symbols_have_meanings(html: &str) {
    let names = attribute_values(html, "data-eq");
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
            assert!(equations::note(name, Some(key)).starts_with(key));
        }
    }
}

#[test]
fn every_term_has_a_glossary_entry_and_every_link_a_target() {
    for (path, _) in PAGES {
        terms_and_links_have_targets(&read(path));
    }
}

fn terms_and_links_have_targets(html: &str) {
    let ids: Vec<&str> = attribute_values(html, "id");
    let unique: BTreeSet<&str> = ids.iter().copied().collect();
    assert_eq!(ids.len(), unique.len(), "ids are unique");
    let terms = attribute_values(html, "data-term");
    assert!(terms.len() >= 20);
    for term in terms {
        assert!(
            unique.contains(format!("term-{term}").as_str()),
            "glossary entry for {term}"
        );
    }
    for href in attribute_values(html, "href") {
        if let Some(id) = href.strip_prefix('#') {
            assert!(unique.contains(id), "target of {href}");
        }
    }
}

/// What the two editions must share, in order: section ids, widget slots, equations, glossary
/// entries, figures, self-check questions, Python blocks.
fn shape(html: &str) -> Vec<(&'static str, Vec<String>)> {
    let ids = |prefix: &str| -> Vec<String> {
        attribute_values(html, "id")
            .into_iter()
            .filter(|id| id.starts_with(prefix))
            .map(str::to_string)
            .collect()
    };
    let values = |name: &str| -> Vec<String> {
        attribute_values(html, name)
            .into_iter()
            .map(str::to_string)
            .collect()
    };
    let sections: Vec<String> = html
        .match_indices("<section ")
        .filter_map(|(at, _)| {
            let tag = &html[at..at + html[at..].find('>')?];
            let rest = &tag[tag.find(" id=\"")? + 5..];
            Some(rest[..rest.find('"')?].to_string())
        })
        .collect();
    vec![
        ("sections", sections),
        ("slots", values("data-slot")),
        ("equations", values("data-eq")),
        ("glossary", ids("term-")),
        ("figures", values("data-figure")),
        ("terms", values("data-term")),
        (
            "questions",
            vec![html.matches("class=\"question\"").count().to_string()],
        ),
        (
            "python",
            vec![html.matches("data-python").count().to_string()],
        ),
    ]
}

#[test]
fn the_two_editions_have_the_same_shape() {
    let [(en, _), (fr, _)] = PAGES;
    let (en, fr) = (read(en), read(fr));
    for ((what, a), (_, b)) in shape(&en).into_iter().zip(shape(&fr)) {
        assert_eq!(
            a, b,
            "the French page's {what} differ from the English page's"
        );
    }
    assert!(fr.contains("<html lang=\"fr\">"));
    assert!(fr.contains("data-language-switch") && en.contains("data-language-switch"));
}
