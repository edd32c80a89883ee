//! The URLs of the files the page fetches after it has loaded (the deferred widgets' bundle, the
//! training worker), with the build's version in their query.
//!
//! A release build names its version in `<meta name="explainer-build">` (`scripts/post-build.mjs`).
//! Those files have no hash in their names, so without it a page left open across a deploy, or a
//! cache that keeps one of them past the deploy, could pair one build's glue with another's wasm.
//! The glue passes its own query on to its wasm, so the pair is always one build's.

use crate::params::with_version;

/// `path` with `?v=` and this build's version, or `path` as it is when the page names none
/// (`trunk serve`, which rebuilds every file together).
pub fn versioned(path: &str) -> String {
    with_version(path, build_version().as_deref())
}

/// The build's version, as the page's `<meta name="explainer-build">` names it.
fn build_version() -> Option<String> {
    web_sys::window()?
        .document()?
        .query_selector(r#"meta[name="explainer-build"]"#)
        .ok()??
        .get_attribute("content")
}
