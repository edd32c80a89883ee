//! Small facts about the page every piece of the UI may need: a fresh element id, the page's own
//! address.

use std::sync::atomic::{AtomicUsize, Ordering};

/// The number the next [`unique_id`] ends in.
static NEXT: AtomicUsize = AtomicUsize::new(0);

/// A document-unique id (`prefix-N`), so labels find their inputs even with a widget shown twice.
pub fn unique_id(prefix: &str) -> String {
    format!("{prefix}-{}", NEXT.fetch_add(1, Ordering::Relaxed))
}

/// Makes this wasm's ids start at `first`. The page's two bundles each count their own ids in
/// the same document: the deferred one starts far above anything the page's own reaches.
pub fn start_ids_at(first: usize) {
    NEXT.fetch_max(first, Ordering::Relaxed);
}

/// The address of this build's page (origin and path, no query): share links start from it, so
/// they keep working under any sub-path.
pub fn page_address() -> String {
    web_sys::window()
        .and_then(|w| {
            let l = w.location();
            Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?))
        })
        .unwrap_or_default()
}
