//! The switch between the English and the French page: a plain link ("Français", "English")
//! that, as it is followed, carries the section the reader is in, so they land on the same place
//! in the other language.

use wasm_bindgen::JsCast;

use components::ui::attach::listen_always as listen;

use super::dom::first;

/// The section the reader is in: the contents' current entry, else the address's anchor.
fn current_section() -> String {
    first(".toc a[aria-current]")
        .and_then(|a| a.get_attribute("href"))
        .filter(|h| h.starts_with('#'))
        .or_else(|| {
            web_sys::window()
                .and_then(|w| w.location().hash().ok())
                .filter(|h| !h.is_empty())
        })
        .unwrap_or_default()
}

/// Listens for the switch being followed (click, Enter, or a middle click) for the life of the
/// page.
pub fn install() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    for event in ["click", "auxclick", "keydown"] {
        listen(&doc, event, |ev| {
            let Some(link) = ev
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|el| el.closest("[data-language-switch]").ok().flatten())
            else {
                return;
            };
            let href = link.get_attribute("href").unwrap_or_default();
            let base = href.split('#').next().unwrap_or_default().to_string();
            link.set_attribute("href", &(base + &current_section()))
                .ok();
        });
    }
}
