//! The docs that are made from something else stay what it says: `docs/performance.md`'s table of
//! latest figures is the one `./x bench` last wrote (`docs/bench-latest.json`), and the docs read
//! as references, not as logs (each of them short enough to read; history is in git).
//!
//! `UPDATE_GENERATED=1 cargo test -p components --no-default-features --test docs` rewrites the
//! table from the JSON; `./x bench` runs that after writing the JSON.

use std::path::PathBuf;

use serde_json::Value;

const BEGIN: &str = "<!-- The latest figures: written by `./x bench` from docs/bench-latest.json; do not edit by hand. -->";
const END: &str = "<!-- End of the latest figures. -->";

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A table cell: the text as given, with its pipes escaped so the row stays one row.
fn cell(v: &Value) -> String {
    v.as_str().unwrap_or_default().replace('|', "\\|")
}

/// The section between the markers, from the bench's JSON.
fn table(json: &Value) -> String {
    let text = |key: &str| json[key].as_str().unwrap_or("unknown").to_string();
    let mut out = format!(
        "{BEGIN}\n\n`./x bench` on commit {}, {}: {}, Chromium {}, the browser figures at ×{} CPU.\n\n\
         | measure | figure | budget | verdict |\n|---|---|---|---|\n",
        text("commit"),
        text("date").get(..10).unwrap_or("unknown"),
        text("machine"),
        text("chromium"),
        json["throttle"]["multiplier"],
    );
    for row in json["rows"].as_array().into_iter().flatten() {
        out += &format!(
            "| {} | {} | {} | {} |\n",
            cell(&row["measure"]),
            cell(&row["figure"]),
            cell(&row["budget"]),
            cell(&row["verdict"])
        );
    }
    out + "\n" + END
}

#[test]
fn the_latest_figures_are_the_benchs_last_run() {
    let json: Value = serde_json::from_str(&read("docs/bench-latest.json"))
        .expect("docs/bench-latest.json is JSON");
    let doc = read("docs/performance.md");
    let (Some(start), Some(end)) = (doc.find(BEGIN), doc.find(END)) else {
        panic!("docs/performance.md has no latest-figures markers");
    };
    let now = &doc[start..end + END.len()];
    let want = table(&json);
    if now != want {
        if std::env::var_os("UPDATE_GENERATED").is_some() {
            let updated = format!("{}{want}{}", &doc[..start], &doc[end + END.len()..]);
            std::fs::write(root().join("docs/performance.md"), updated).expect("docs are writable");
        } else {
            panic!(
                "docs/performance.md's latest figures differ from docs/bench-latest.json: \
                 run `UPDATE_GENERATED=1 cargo test -p components --no-default-features --test docs`"
            );
        }
    }
}

#[test]
fn the_docs_read_as_references_not_logs() {
    // The longest a doc may grow before it wants cutting: the history of a figure is in git.
    for (doc, most) in [
        ("docs/performance.md", 400),
        ("docs/testing.md", 250),
        ("docs/design.md", 400),
        ("docs/translator.md", 250),
        ("docs/everyday.md", 200),
    ] {
        let lines = read(doc).lines().count();
        assert!(lines <= most, "{doc} is {lines} lines, more than {most}");
    }
}
