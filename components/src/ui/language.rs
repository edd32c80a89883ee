//! The page's language, as each bundle reads it when it starts: the document's `lang` ("fr" on
//! the page under `/fr/`), and where the build's files are from there.

use crate::locale::{self, Lang};

/// Makes the document's `lang` the language every message and number is written in. Each bundle
/// calls it first, before it writes anything.
pub fn from_document() {
    let tag = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .and_then(|e| e.get_attribute("lang"))
        .unwrap_or_default();
    locale::set(Lang::from_tag(&tag));
}
