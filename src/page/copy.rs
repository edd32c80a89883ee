//! The Copy buttons of the "In Python" blocks: one delegated listener for the whole page copies
//! the block's code, and a polite live region says "Copied." (or, where the clipboard may not be
//! used, that the code is selected for Ctrl+C).

use components::ui::clipboard::copy_text;
use wasm_bindgen::JsCast;

use super::dom::first;
use components::ui::attach::listen_always as listen;

/// The code of the block a Copy button belongs to, and the element that shows it.
fn code_of(button: &web_sys::Element) -> Option<(String, web_sys::Element)> {
    let block = button.closest("[data-python]").ok()??;
    let code = block.query_selector("pre code").ok()??;
    Some((code.text_content()?, code))
}

/// Listens for clicks on `[data-copy]` buttons for the life of the page.
pub fn install() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    listen(&doc, "click", |ev| {
        let Some(button) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.closest("[data-copy]").ok().flatten())
        else {
            return;
        };
        let Some((text, code)) = code_of(&button) else {
            return;
        };
        let select = move || {
            if let Some(selection) =
                web_sys::window().and_then(|w| w.get_selection().ok().flatten())
            {
                selection.select_all_children(&code).ok();
            }
        };
        copy_text(text, select, |said| {
            if let Some(status) = first("#copy-status") {
                // Emptied first, so saying the same words twice is still heard twice.
                status.set_text_content(None);
                status.set_text_content(Some(said));
            }
        });
    });
}
