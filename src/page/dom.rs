//! Small helpers over the page's DOM that every part of the page uses.

use wasm_bindgen::JsCast;

/// Every element of the page that matches `selector`, in document order.
pub fn all(selector: &str) -> Vec<web_sys::Element> {
    let Some(list) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector_all(selector).ok())
    else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<web_sys::Element>().ok())
        .collect()
}

/// The first element of the page that matches `selector`.
pub fn first(selector: &str) -> Option<web_sys::Element> {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten())
}

/// Adds `handler` for `kind` on `target` for the life of the page (the listener is never taken
/// off, so its closure is kept).
pub fn listen(
    target: &web_sys::EventTarget,
    kind: &str,
    handler: impl Fn(web_sys::Event) + 'static,
) {
    let closure = wasm_bindgen::closure::Closure::<dyn Fn(web_sys::Event)>::new(handler);
    target
        .add_event_listener_with_callback(kind, closure.as_ref().unchecked_ref())
        .ok();
    closure.forget();
}

/// Whether the browser is still reading the page's HTML. The loader starts the app as soon as
/// the app has arrived (scripts/post-build.mjs), often before the end of the text has.
pub fn still_parsing() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .is_some_and(|d| d.ready_state() == "loading")
}
