//! The figures the explainer's text quotes (`data-figure="NAME"`), written from the kernels.
//!
//! The page's own copy already says the same (`components/tests/page_text.rs` checks it in both
//! languages), so nothing on screen moves: this makes the numbers shown the ones computed here.
//! The deferred bundle writes them, not the page's first one: the figures' code and both
//! languages' words for them would otherwise add about 20 KB gzip to what `/` loads, for text
//! that is already right.

use wasm_bindgen::JsCast;

use crate::locale::{self, Lang};

/// Writes every quoted figure in the document. Figures in a Python block (`pre`, `samp`, `code`)
/// are written as Python prints them ("0.63", not "0,63"), whatever the page's language.
pub fn write_all() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Ok(found) = doc.query_selector_all("[data-figure]") else {
        return;
    };
    for i in 0..found.length() {
        let Some(el) = found
            .item(i)
            .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
        else {
            continue;
        };
        let name = el.get_attribute("data-figure").unwrap_or_default();
        let printed = el.closest("pre, samp, code").ok().flatten().is_some();
        let lang = if printed { Lang::En } else { locale::current() };
        if let Some(text) = locale::with(lang, || crate::content::figures::figure(&name)) {
            el.set_text_content(Some(&text));
        }
    }
}
