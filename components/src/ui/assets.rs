//! The URLs of the files the page fetches after it has loaded (the deferred widgets' bundle, the
//! training worker), with the build's version in their query.
//!
//! A release build names its version in `<meta name="explainer-build">` (`scripts/post-build.mjs`).
//! Those files have no hash in their names, so without it a page left open across a deploy, or a
//! cache that keeps one of them past the deploy, could pair one build's glue with another's wasm.
//! The glue passes its own query on to its wasm, so the pair is always one build's.
//!
//! The French page, one folder down (`fr/`), names the folder of the build's files in
//! `<meta name="explainer-root" content="../">`: a path `./x` is then `../x`.

use crate::params::with_version;

/// `path` with `?v=` and this build's version, or `path` as it is when the page names none
/// (`trunk serve`, which rebuilds every file together).
pub fn versioned(path: &str) -> String {
    let rooted = match (meta("explainer-root"), path.strip_prefix("./")) {
        (Some(root), Some(rest)) => format!("{root}{rest}"),
        _ => path.to_string(),
    };
    with_version(&rooted, meta("explainer-build").as_deref())
}

/// The content of the page's `<meta name="NAME">`.
fn meta(name: &str) -> Option<String> {
    web_sys::window()?
        .document()?
        .query_selector(&format!(r#"meta[name="{name}"]"#))
        .ok()??
        .get_attribute("content")
}
