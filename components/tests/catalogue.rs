//! The catalogue, from its rows and the one declaration of each parameter: a link that spells out
//! every documented default shows what the bare link shows, every example link differs from the
//! defaults, and the files made from the catalogue (the end-to-end tests' catalogue with each
//! example's summary, the embed reference, the README's widget table) are up to date.
//!
//! `./x generate` (`UPDATE_GENERATED=1` on this test) rewrites them after the catalogue changes.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;

use components::locale::{self, Lang};
use components::params::{BIDI_CONTROLS, Kind, Param, Query, ZERO_WIDTH, defaults_query};
use components::registry::{WIDGETS, WidgetSpec};
use serde_json::{Value, json};

#[test]
fn spelling_out_the_defaults_changes_nothing() {
    for w in WIDGETS {
        let spelled = defaults_query(w.params);
        let (bare, bare_notices) = (w.read)(&Query::default());
        let (full, full_notices) = (w.read)(&spelled);
        assert!(bare_notices.is_empty(), "{}: {bare_notices:?}", w.name);
        assert!(full_notices.is_empty(), "{}: {full_notices:?}", w.name);
        assert_eq!(full, bare, "{}: the spelled-out defaults differ", w.name);
        // The bare link's state, written back, is the documented defaults in declared order.
        assert_eq!(bare, spelled, "{}: defaults or link order", w.name);
    }
}

#[test]
fn every_parameter_is_declared_once_and_described() {
    let mut names = BTreeSet::new();
    for w in WIDGETS {
        assert!(names.insert(w.name), "{} twice", w.name);
        let mut keys = BTreeSet::new();
        for p in w.params {
            assert!(keys.insert(p.name), "{}: {} twice", w.name, p.name);
            assert!(
                !components::params::SHARED_NAMES.contains(&p.name),
                "{}: “{}” is the page's or a lesson's",
                w.name,
                p.name
            );
            assert!(
                !p.about.is_empty(),
                "{}: {} has no description",
                w.name,
                p.name
            );
        }
    }
}

#[test]
fn every_widget_keeps_its_state_through_its_own_link() {
    for w in WIDGETS {
        for p in w.params {
            // One non-default value per parameter, taken from its declaration.
            let value = match p.kind {
                Kind::Int { min, max, default } => {
                    (if default == max { min } else { max }).to_string()
                }
                Kind::Float { min, .. } => min.to_string(),
                Kind::Choice { options, default } => options
                    .iter()
                    .find(|o| **o != default)
                    .unwrap_or(&default)
                    .to_string(),
                Kind::List { min, min_len, .. } => vec![min.to_string(); min_len].join(","),
                Kind::Text { .. } => "a,b".to_string(),
                Kind::Sentence { .. } => "the dog saw the cat, twice".to_string(),
            };
            let (state, _) = (w.read)(&Query::from_pairs([(p.name, value)]));
            let (again, notices) = (w.read)(&state);
            assert_eq!(
                again, state,
                "{} {}: the link does not reproduce the state",
                w.name, p.name
            );
            assert!(notices.is_empty(), "{} {}: {notices:?}", w.name, p.name);
        }
    }
}

fn param_json(p: &Param) -> Value {
    let mut v = json!({
        "name": p.name,
        "range": p.range_text(),
        "default": p.default_text(),
        "about": p.about.en,
        "unit": p.unit.map(|u| u.en),
    });
    let (kind, extra) = match p.kind {
        Kind::Int { min, max, .. } => ("integer", json!({ "min": min, "max": max })),
        Kind::Float { min, max, .. } => ("float", json!({ "min": min, "max": max })),
        Kind::Choice { options, .. } => ("choice", json!({ "options": options })),
        Kind::List {
            min,
            max,
            min_len,
            max_len,
            ..
        } => (
            "list",
            json!({ "min": min, "max": max, "minLength": min_len, "maxLength": max_len }),
        ),
        Kind::Text {
            max_len, max_chars, ..
        } => (
            "text",
            json!({ "maxLength": max_len, "maxChars": max_chars }),
        ),
        Kind::Sentence { max_chars, .. } => ("sentence", json!({ "maxChars": max_chars })),
    };
    v["kind"] = kind.into();
    for (k, x) in extra.as_object().into_iter().flatten() {
        v[k] = x.clone();
    }
    v
}

fn catalogue_json() -> String {
    let widgets: Vec<Value> = WIDGETS
        .iter()
        .map(|w: &WidgetSpec| {
            json!({
                "name": w.name,
                "title": w.title.en,
                "title_fr": w.title.fr,
                "section": w.section,
                "height": w.height,
                "deferred": w.deferred,
                "weights": w.reads != components::registry::Reads::Nothing,
                "params": w.params.iter().map(param_json).collect::<Vec<_>>(),
                // A link other than the defaults, and what the widget says for it, computed
                // natively (one summary per test input: before and after what it waits for).
                "example": {
                    "link": w.example,
                    "says": (w.summaries)(&Query::parse(w.example)),
                },
                // Each widget's summary pinned in both languages: for its defaults and for the
                // example link, as the French page (`fr/`) says them.
                "fr": {
                    "default": locale::with(Lang::Fr, || (w.summaries)(&Query::parse(""))),
                    "example": locale::with(Lang::Fr, || (w.summaries)(&Query::parse(w.example))),
                },
                "default": (w.summaries)(&Query::parse("")),
            })
        })
        .collect();
    serde_json::to_string_pretty(&json!({
        "generatedBy": "components/tests/catalogue.rs from the catalogue and each widget's declarations",
        "widgets": widgets,
    }))
    .expect("plain values serialise")
        + "\n"
}

fn embed_reference() -> String {
    let mut out = String::from(
        "# Embed reference\n\n\
         Generated from each widget's parameter declarations by `components/tests/catalogue.rs`;\n\
         do not edit by hand. `./?embed=NAME&PARAM=VALUE…` shows one widget alone; a value that\n\
         cannot be used falls back to its default (or is clamped into range) with a notice.\n\n\
         In French: the same link under `fr/` (`./fr/?embed=softmax&t=0.5`) shows the widget in\n\
         French, with French numbers; names, parameters and values are the same. Each widget's\n\
         French title is given beside its English one below.\n",
    );
    out += &lesson_parameters();
    for w in WIDGETS {
        out += &format!(
            "\n## `{}`: {}\n\nIn French: “{}”.\n\n",
            w.name, w.title.en, w.title.fr
        );
        out += "| parameter | what it sets | allowed values | unit | default |\n";
        out += "|---|---|---|---|---|\n";
        for p in w.params {
            out += &format!(
                "| `{}` | {} | {} | {} | `{}` |\n",
                p.name,
                p.about.en,
                p.range_text(),
                p.unit.map_or("", |u| u.en),
                p.default_text()
            );
        }
    }
    out
}

/// The reference's table of the lesson parameters, which every widget reads besides its own.
fn lesson_parameters() -> String {
    use components::params::lesson::{ASK, ASK_CHARS, HIDE, LOCK};
    format!(
        "\n## Lesson parameters (every widget)\n\n\
         A teacher's link can add these to any widget's own; the share panel's lesson builder\n\
         writes them. No widget parameter will ever take one of these names.\n\n\
         | parameter | what it sets | allowed values | default |\n\
         |---|---|---|---|\n\
         | `{ASK}` | an instruction shown above the widget, as plain text (never markup) | up to \
         {ASK_CHARS} characters; control, bidirectional and zero-width characters are left out, a \
         longer one is cut with a notice | none |\n\
         | `{LOCK}` | parameters whose controls are shown, disabled, with their value and a lock \
         mark; the link's values hold | the widget's parameter names, separated by commas | none |\n\
         | `{HIDE}` | parameters whose controls are not shown | the widget's parameter names, \
         separated by commas | none |\n\n\
         With a lesson, an embed has a Back to the start button, which puts back the link's \
         state. An unknown name in `{LOCK}` or `{HIDE}` is left out with a notice.\n"
    )
}

/// Compares a derived file with what the declarations give, or rewrites it on request.
fn check_generated(relative: &str, want: String) {
    let path = format!("{}/../{relative}", env!("CARGO_MANIFEST_DIR"));
    if std::env::var_os("UPDATE_GENERATED").is_some() {
        std::fs::write(&path, &want).expect("write the derived file");
        return;
    }
    let have = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        have == want,
        "{relative} is out of date with the catalogue: run ./x generate"
    );
}

/// The README's widget table, between its two markers, from the catalogue rows.
fn readme_table(readme: &str) -> String {
    const START: &str =
        "<!-- widgets: generated from the catalogue (components/src/catalogue.rs) -->";
    const END: &str = "<!-- /widgets -->";
    let (Some(a), Some(b)) = (readme.find(START), readme.find(END)) else {
        panic!("README.md has lost its widget table's markers");
    };
    let mut table =
        String::from("| name | what the reader moves and sees | embed |\n|---|---|---|\n");
    for w in WIDGETS {
        table += &format!("| `{}` | {} | `?embed={}` |\n", w.name, w.about.en, w.name);
    }
    format!("{}{START}\n{table}{}", &readme[..a], &readme[b..])
}

#[test]
fn derived_files_are_up_to_date() {
    check_generated("tests/e2e/catalogue.json", catalogue_json());
    check_generated("docs/embed-reference.md", embed_reference());
    let readme = std::fs::read_to_string(format!("{}/../README.md", env!("CARGO_MANIFEST_DIR")))
        .expect("README.md");
    check_generated("README.md", readme_table(&readme));
}

#[test]
fn every_example_link_is_read_without_a_notice_and_differs_from_the_defaults() {
    for w in WIDGETS {
        let (state, notices) = (w.read)(&Query::parse(w.example));
        assert!(notices.is_empty(), "{}: {notices:?}", w.name);
        assert_ne!(
            state,
            (w.read)(&Query::default()).0,
            "{}: the example is the defaults",
            w.name
        );
    }
}

#[test]
fn no_text_a_link_carries_keeps_a_bidi_control_or_a_zero_width_character() {
    // Every parameter that takes the reader's own words, given each character alone and inside a
    // word: none of them reaches the state, its link or what the widget says.
    for w in WIDGETS {
        for p in w.params {
            if !matches!(p.kind, Kind::Text { .. } | Kind::Sentence { .. }) {
                continue;
            }
            for c in BIDI_CONTROLS.iter().chain(&ZERO_WIDTH) {
                for value in [format!("ani{c}mal,{c}tired,street{c}"), c.to_string()] {
                    let link = Query::from_pairs([(p.name, value.as_str())]);
                    let (state, _) = (w.read)(&link);
                    let encoded = state.first(p.name).unwrap_or_default().to_string();
                    assert!(
                        !encoded.contains(*c),
                        "{} {}: U+{:04X} kept in the state",
                        w.name,
                        p.name,
                        *c as u32
                    );
                    for said in (w.summaries)(&link) {
                        assert!(
                            !said.contains(*c),
                            "{} {}: U+{:04X} in “{said}”",
                            w.name,
                            p.name,
                            *c as u32
                        );
                    }
                }
            }
        }
    }
}
