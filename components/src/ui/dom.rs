//! Small facts about the page every piece of the UI may need: a fresh element id, the page's own
//! address, the elements a selector matches, the size of a `rem`.

use std::sync::atomic::{AtomicUsize, Ordering};

use wasm_bindgen::JsCast;

/// The event on the document that asks each bundle to put all its widgets in now (a handout is
/// being prepared), and the class `<html>` wears meanwhile, which a bundle that starts later (and
/// a widget that loads weights only near the screen) reads.
pub const FILL_ALL: &str = "handout-fill";
/// See [`FILL_ALL`].
pub const HANDOUT: &str = "handout";

/// Whether a handout is being prepared: `<html>` wears [`HANDOUT`].
pub fn handout_on_its_way() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .is_some_and(|root| root.class_list().contains(HANDOUT))
}

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

/// Every element of the page that matches `selector`, in document order, as `T` (those that are
/// not a `T` left out).
pub fn all<T: JsCast>(selector: &str) -> Vec<T> {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector_all(selector).ok())
        .map(elements)
        .unwrap_or_default()
}

/// The nodes of `list` that are `T`, in order.
pub fn elements<T: JsCast>(list: web_sys::NodeList) -> Vec<T> {
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into().ok())
        .collect()
}

/// One `rem` in CSS pixels: the root element's font size (16 unless the reader changed it), for
/// widths a stylesheet gives in `rem`.
pub fn rem() -> f64 {
    web_sys::window()
        .and_then(|w| {
            let root = w.document()?.document_element()?;
            w.get_computed_style(&root).ok().flatten()
        })
        .and_then(|s| s.get_property_value("font-size").ok())
        .and_then(|v| v.trim_end_matches("px").parse::<f64>().ok())
        .unwrap_or(16.0)
}

/// Writes `text` into `el`, into the text node it already holds when it holds one (the first
/// child): a new node (`textContent`) is a new box for the browser to build and restyle, on every
/// press of a slider that rewrites many numbers.
pub fn set_text(el: &web_sys::Element, text: &str) {
    match el.first_child() {
        Some(node)
            if node.node_type() == web_sys::Node::TEXT_NODE && node.next_sibling().is_none() =>
        {
            node.set_node_value(Some(text))
        }
        _ => el.set_text_content(Some(text)),
    }
}
