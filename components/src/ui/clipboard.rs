//! Copying text for the reader: the clipboard when the page may use it, else a selection ready
//! for Ctrl+C, and a word about which happened.

use wasm_bindgen::JsCast;

use crate::i18n::m;

/// Copies `text`, then calls `say` with "Copied."; where the clipboard cannot be used (it needs
/// a secure context, which plain-http hosts are not, or the browser refused), calls `select` to
/// put the text in a selection instead and says how to copy it.
pub fn copy_text(text: String, select: impl Fn() + 'static, say: impl Fn(&'static str) + 'static) {
    let fallback = move |say: &dyn Fn(&'static str)| {
        select();
        say(m().selected_to_copy());
    };
    let Some(clipboard) = web_sys::window().map(|w| w.navigator().clipboard()) else {
        fallback(&say);
        return;
    };
    // In an insecure context `navigator.clipboard` is undefined even though the binding returns it.
    if JsCast::unchecked_ref::<wasm_bindgen::JsValue>(&clipboard).is_undefined() {
        fallback(&say);
        return;
    }
    let promise = clipboard.write_text(&text);
    leptos::task::spawn_local(async move {
        match wasm_bindgen_futures::JsFuture::from(promise).await {
            Ok(_) => say(m().copied()),
            Err(_) => fallback(&say),
        }
    });
}
