//! The code's layers go one way. In the components crate: catalogue → locale → format → svg →
//! kernel → paper → i18n → params → model → content → embed → ui → widgets → registry → slots, each
//! using only those before it.
//! In both crates, no file reaches back to a file that reaches it, however long the way round,
//! and no source file is over 500 lines.
//!
//! Read from the source text: every `crate::…`, `super::…` and `self::…` path in code (comments
//! left out) is an edge from its file to the module it names. `mod` declarations are not uses.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The components crate's top-level modules, lowest layer first.
const LAYERS: &[&str] = &[
    "catalogue",
    "locale",
    "format",
    "svg",
    "kernel",
    "paper",
    "i18n",
    "params",
    "model",
    "content",
    "embed",
    "ui",
    "widgets",
    "registry",
    "slots",
];

/// A module path, e.g. `["model", "mask"]`; the crate root is `[]`.
type ModPath = Vec<String>;

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("source folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module a file holds: `a/b.rs` and `a/b/mod.rs` are `a::b`; `lib.rs`, `main.rs` the root.
fn module_of(root: &Path, file: &Path) -> ModPath {
    let rel = file.strip_prefix(root).expect("file under root");
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

/// The code of a file without its comments (a doc link such as [`crate::x`] is not a use).
fn code_of(text: &str) -> String {
    text.lines()
        .map(|l| match l.find("//") {
            // A `//` inside a string such as "https://…" would cut code; no path follows one here.
            Some(at) => &l[..at],
            None => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The inline modules of a file (`mod tests { … }`): where each body starts and ends, and its name.
fn inline_modules(code: &str) -> Vec<(usize, usize, String)> {
    let bytes = code.as_bytes();
    let mut spans = Vec::new();
    for (at, _) in code.match_indices("mod ") {
        if at > 0 && (bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_') {
            continue;
        }
        let rest = &code[at + 4..];
        let name_len = rest
            .bytes()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == b'_')
            .count();
        let after = rest[name_len..].trim_start();
        if name_len == 0 || !after.starts_with('{') {
            continue;
        }
        let open = code.len() - after.len();
        let mut depth = 0usize;
        let close = code[open..]
            .char_indices()
            .find(|&(_, c)| {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ => {}
                }
                depth == 0
            })
            .map_or(code.len(), |(i, _)| open + i);
        spans.push((open, close, rest[..name_len].to_string()));
    }
    spans
}

/// Reads a path or a use tree at the start of `text` (`a::b`, `a::{b, c::d}`), as segment lists.
fn use_tree(text: &str) -> Vec<Vec<String>> {
    fn tree(text: &str, at: &mut usize) -> Vec<Vec<String>> {
        let bytes = text.as_bytes();
        let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
        let skip_space = |at: &mut usize| {
            while *at < bytes.len() && bytes[*at].is_ascii_whitespace() {
                *at += 1;
            }
        };
        let mut prefix: Vec<String> = Vec::new();
        loop {
            skip_space(at);
            if *at < bytes.len() && bytes[*at] == b'{' {
                *at += 1;
                let mut out = Vec::new();
                loop {
                    skip_space(at);
                    if *at >= bytes.len() {
                        return out;
                    }
                    if bytes[*at] == b'}' {
                        *at += 1;
                        return out;
                    }
                    if bytes[*at] == b',' {
                        *at += 1;
                        continue;
                    }
                    for sub in tree(text, at) {
                        let mut p = prefix.clone();
                        p.extend(sub);
                        out.push(p);
                    }
                    // Past an `as` rename (or anything unread) to the next item.
                    while *at < bytes.len() && bytes[*at] != b',' && bytes[*at] != b'}' {
                        *at += 1;
                    }
                }
            }
            let len = bytes[*at..].iter().take_while(|c| ident(**c)).count();
            if len == 0 {
                return vec![prefix];
            }
            prefix.push(text[*at..*at + len].to_string());
            *at += len;
            if text[*at..].starts_with("::") {
                *at += 2;
            } else {
                // `as` renames and `*` globs name nothing further.
                return vec![prefix];
            }
        }
    }
    tree(text, &mut 0)
}

/// Every module path `code` names, resolved to absolute segments: paths anywhere that start at
/// `crate`, `super` or `self`, and `use` paths that start at a module of the file's own.
fn paths_in(code: &str, here: &ModPath) -> Vec<ModPath> {
    let inline = inline_modules(code);
    let bytes = code.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let within_at = |at: usize| {
        let mut within = here.clone();
        within.extend(
            inline
                .iter()
                .filter(|(open, close, _)| *open < at && at < *close)
                .map(|(_, _, name)| name.clone()),
        );
        within
    };
    let mut out = Vec::new();
    let mut starts: Vec<usize> = Vec::new();
    for start in ["crate::", "super::", "self::"] {
        for (at, _) in code.match_indices(start) {
            // Whole words only (`$crate::` counts as `crate::`).
            if at == 0 || !ident(bytes[at - 1]) {
                starts.push(at);
            }
        }
    }
    // Paths that start at a child module this file declares (`mod widgets;` …
    // `widgets::start()`), which name it without `self::`.
    for (at, _) in code.match_indices("mod ") {
        if at > 0 && ident(bytes[at - 1]) {
            continue;
        }
        let name: String = code[at + 4..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        if name.is_empty() || !code[at + 4 + name.len()..].trim_start().starts_with(';') {
            continue;
        }
        for (use_at, _) in code.match_indices(&format!("{name}::")) {
            if use_at == 0 || !(ident(bytes[use_at - 1]) || bytes[use_at - 1] == b':') {
                starts.push(use_at);
            }
        }
    }
    // `use name::…` where `name` is not crate, super or self: relative to this module (it may
    // also be another crate, which resolves to no module of this one).
    for (at, _) in code.match_indices("use ") {
        if at > 0 && ident(bytes[at - 1]) {
            continue;
        }
        let path_at = at + 4 + code[at + 4..].len() - code[at + 4..].trim_start().len();
        let rest = &code[path_at..];
        if !["crate::", "super::", "self::", "::"]
            .iter()
            .any(|s| rest.starts_with(s))
        {
            for segments in use_tree(rest) {
                let mut p = within_at(at);
                p.extend(segments);
                out.push(p);
            }
        }
    }
    for at in starts {
        let mut within = within_at(at);
        let mut rest = &code[at..];
        if let Some(r) = rest.strip_prefix("crate::") {
            within.clear();
            rest = r;
        } else if let Some(r) = rest.strip_prefix("self::") {
            rest = r;
        }
        // Each `super::` is one step up: in `a/b.rs` and in `a/b/mod.rs` (both module a::b),
        // `super` is `a`.
        while let Some(r) = rest.strip_prefix("super::") {
            within.pop();
            rest = r;
        }
        for segments in use_tree(rest) {
            let mut p = within.clone();
            p.extend(segments);
            out.push(p);
        }
    }
    out
}

/// Module → the modules it uses, for every file of the crate at `root`.
fn graph(root: &Path) -> BTreeMap<ModPath, BTreeSet<ModPath>> {
    let mut files = Vec::new();
    rust_files(root, &mut files);
    let modules: BTreeSet<ModPath> = files.iter().map(|f| module_of(root, f)).collect();
    let mut edges: BTreeMap<ModPath, BTreeSet<ModPath>> = BTreeMap::new();
    for file in &files {
        let here = module_of(root, file);
        let code = code_of(&std::fs::read_to_string(file).expect("readable source"));
        let targets = edges.entry(here.clone()).or_default();
        for path in paths_in(&code, &here) {
            // The longest prefix that is a module of its own file.
            let target = (0..=path.len())
                .rev()
                .map(|n| path[..n].to_vec())
                .find(|p| modules.contains(p))
                .unwrap_or_default();
            if target != here {
                targets.insert(target);
            }
        }
    }
    edges
}

/// A cycle in `edges`, if there is one, as the modules around it.
fn find_cycle(edges: &BTreeMap<ModPath, BTreeSet<ModPath>>) -> Option<Vec<ModPath>> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        Open,
        Done,
    }
    fn visit(
        node: &ModPath,
        edges: &BTreeMap<ModPath, BTreeSet<ModPath>>,
        marks: &mut BTreeMap<ModPath, Mark>,
        stack: &mut Vec<ModPath>,
    ) -> Option<Vec<ModPath>> {
        match marks.get(node) {
            Some(Mark::Done) => return None,
            Some(Mark::Open) => {
                let from = stack.iter().position(|n| n == node).unwrap_or(0);
                let mut cycle = stack[from..].to_vec();
                cycle.push(node.clone());
                return Some(cycle);
            }
            None => {}
        }
        marks.insert(node.clone(), Mark::Open);
        stack.push(node.clone());
        for next in edges.get(node).into_iter().flatten() {
            if let Some(c) = visit(next, edges, marks, stack) {
                return Some(c);
            }
        }
        stack.pop();
        marks.insert(node.clone(), Mark::Done);
        None
    }
    let mut marks = BTreeMap::new();
    edges
        .keys()
        .find_map(|n| visit(n, edges, &mut marks, &mut Vec::new()))
}

fn show(cycle: &[ModPath]) -> String {
    cycle
        .iter()
        .map(|m| {
            if m.is_empty() {
                "crate".to_string()
            } else {
                m.join("::")
            }
        })
        .collect::<Vec<_>>()
        .join(" → ")
}

fn components_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn app_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../src")
}

#[test]
fn no_module_reaches_back_to_one_that_reaches_it() {
    for root in [components_root(), app_root()] {
        let edges = graph(&root);
        assert!(edges.len() > 5, "{} has its modules", root.display());
        if let Some(cycle) = find_cycle(&edges) {
            panic!("import cycle in {}: {}", root.display(), show(&cycle));
        }
    }
}

/// The most lines a source file may have: past this a file holds more than one idea, and a
/// newcomer must read it all to find the one they came for.
const MOST_LINES: usize = 500;

#[test]
fn no_source_file_is_over_500_lines() {
    let mut files = Vec::new();
    for root in [
        components_root(),
        app_root(),
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests"),
        Path::new(env!("CARGO_MANIFEST_DIR")).join("examples"),
    ] {
        rust_files(&root, &mut files);
    }
    let long: Vec<String> = files
        .iter()
        .map(|f| (f, std::fs::read_to_string(f).expect("readable source")))
        .filter(|(_, text)| text.lines().count() > MOST_LINES)
        .map(|(f, text)| format!("{} ({} lines)", f.display(), text.lines().count()))
        .collect();
    assert!(files.len() > 50, "the sources are found");
    assert!(long.is_empty(), "over {MOST_LINES} lines: {long:?}");
}

#[test]
fn each_components_layer_uses_only_the_layers_below_it() {
    let rank = |m: &ModPath| {
        m.first()
            .and_then(|top| LAYERS.iter().position(|l| l == top))
            .unwrap_or(LAYERS.len())
    };
    let mut wrong = Vec::new();
    for (from, targets) in graph(&components_root()) {
        for to in targets {
            if rank(&to) > rank(&from) {
                wrong.push(show(&[from.clone(), to]));
            }
        }
    }
    assert!(wrong.is_empty(), "uses that go up a layer: {wrong:#?}");
}

#[test]
fn the_reader_of_the_source_sees_a_cycle_when_there_is_one() {
    // The checks above are only as good as the graph: a known cycle must be found.
    let here: ModPath = vec!["page".into(), "links".into()];
    let paths: BTreeSet<ModPath> = paths_in(
        "use super::{dom::listen, widgets}; let x = crate::page::toc::all(\"a\");\n\
         pub use tips::{One, Two as Three};\n\
         mod tests { use super::*; }",
        &here,
    )
    .into_iter()
    .collect();
    let want = [
        "page::dom::listen",
        "page::widgets",
        "page::toc::all",
        "page::links::tips::One",
        "page::links::tips::Two",
        "page::links",
    ];
    let want: BTreeSet<ModPath> = want
        .iter()
        .map(|p| p.split("::").map(str::to_string).collect())
        .collect();
    assert_eq!(paths, want);
    // A child module named bare, as `page/mod.rs` names its own.
    let bare = paths_in(
        "mod widgets;\nfn f() { widgets::start(); other::widgets::x(); }",
        &vec!["page".into()],
    );
    let start: ModPath = vec!["page".into(), "widgets".into(), "start".into()];
    assert_eq!(bare, vec![start]);
    let a: ModPath = vec!["a".into()];
    let b: ModPath = vec!["b".into()];
    let edges = BTreeMap::from([
        (a.clone(), BTreeSet::from([b.clone()])),
        (b.clone(), BTreeSet::from([a.clone()])),
    ]);
    assert_eq!(find_cycle(&edges), Some(vec![a.clone(), b, a]));
}
