//! Every "In Python" block on the page runs, and prints exactly what the page shows under it, on
//! the English page and on the French one (whose comments and printed words are French).
//!
//! The blocks are plain Python 3 with the standard library only, so a reader can paste them
//! anywhere. Each one is run here with `python3`; its output must equal the page's "It prints"
//! text character for character. The numbers in that text are `data-figure` spans, which
//! `page_text.rs` holds to the kernels, so a printed figure is what the widgets compute too.
#![cfg(not(target_arch = "wasm32"))]

use std::process::Command;

/// Both editions of the page.
fn pages() -> [String; 2] {
    ["/../index.html", "/../fr/index.html"].map(|p| {
        let path = format!("{}{p}", env!("CARGO_MANIFEST_DIR"));
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
    })
}

/// The text inside the first `<open…>…</close>` after `from`, and where it ends.
fn inner<'a>(html: &'a str, open: &str, close: &str) -> &'a str {
    let start = html.find(open).expect("opening tag");
    let body = &html[start..];
    let body = &body[body.find('>').expect("end of the opening tag") + 1..];
    &body[..body.find(close).expect("closing tag")]
}

/// Text content: tags dropped, entities read.
fn text(html: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    out.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// (name, code, what the page says it prints) for every block.
fn blocks() -> Vec<(String, String, String)> {
    pages().iter().flat_map(|html| blocks_of(html)).collect()
}

/// The blocks of one page.
fn blocks_of(html: &str) -> Vec<(String, String, String)> {
    html.match_indices("data-python=\"")
        .map(|(at, key)| {
            let rest = &html[at + key.len()..];
            let name = rest[..rest.find('"').expect("closing quote")].to_string();
            let block = &rest[..rest.find("\n            </div>").expect("end of the block")];
            let code = text(inner(block, "<code", "</code>"));
            let shown = text(inner(block, "<samp", "</samp>"));
            (name, code, shown)
        })
        .collect()
}

#[test]
fn every_python_block_prints_what_the_page_shows() {
    let blocks = blocks();
    assert!(blocks.len() >= 18, "{} blocks", blocks.len());
    for (name, code, shown) in blocks {
        let run = Command::new("python3")
            .arg("-c")
            .arg(&code)
            .env("PYTHONIOENCODING", "utf-8")
            .output()
            .expect("python3 runs (./x test installs it when it is missing)");
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert!(run.status.success(), "block {name} failed:\n{stderr}");
        let printed = String::from_utf8(run.stdout).expect("UTF-8 output");
        assert_eq!(printed.trim_end_matches('\n'), shown, "block {name}");
    }
}

#[test]
fn the_blocks_use_the_standard_library_only() {
    const STANDARD: &[&str] = &["math", "random", "statistics", "fractions", "collections"];
    for (name, code, _) in blocks() {
        for line in code.lines().map(str::trim) {
            if let Some(module) = line.strip_prefix("import ").or_else(|| {
                line.strip_prefix("from ")
                    .and_then(|l| l.split_whitespace().next())
            }) {
                let module = module.split([' ', ',', '.']).next().unwrap_or_default();
                assert!(STANDARD.contains(&module), "block {name} imports {module}");
            }
        }
    }
}
