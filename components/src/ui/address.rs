//! An embedded widget keeps its state in the address bar, so a reload or a copied address shows
//! the same view.

use std::time::Duration;

use leptos::prelude::*;

use crate::params::Query;

/// How long the address waits after the last change before it is rewritten: dragging a slider
/// fires dozens of inputs a second, and browsers throttle pages that rewrite history that often.
const URL_SETTLE: Duration = Duration::from_millis(250);

/// The query string of the page's address, parsed: where an embed's state and the choice of app
/// (`?embed=NAME`, `?gallery`) come from. Both bundles read it here.
pub fn current_query() -> Query {
    Query::parse(&current_search().unwrap_or_default())
}

/// The start of the address's query string: what [`Query::parse`] reads of it and one more unit,
/// so it still sees where a longer one was cut. Cut on the JavaScript side, so a link of megabytes
/// is not copied into wasm whole (at least one byte per UTF-16 unit: no more than is read).
fn current_search() -> Option<String> {
    use wasm_bindgen::JsCast;
    let location = web_sys::window()?.location();
    let search: js_sys::JsString = js_sys::Reflect::get(&location, &"search".into())
        .ok()?
        .dyn_into()
        .ok()?;
    let read = (crate::params::query::MAX_QUERY_BYTES + 1) as u32;
    Some(search.slice(0, read.min(search.length())).into())
}

/// The place in the page the address names (`#id`), if it names one: where a link sends the
/// reader. Both bundles read it here.
pub fn current_target() -> Option<String> {
    let hash = web_sys::window().and_then(|w| w.location().hash().ok())?;
    target_of(&hash).map(str::to_owned)
}

/// The id an address's `#id` part names, if it names one (an empty `#` names none): for the
/// address now, a link's `href` and a navigation's destination alike.
pub fn target_of(hash: &str) -> Option<&str> {
    hash.strip_prefix('#').filter(|id| !id.is_empty())
}

/// Rewrites the address to `?embed=NAME&state` without adding a history entry or scrolling.
fn replace_address(name: &str, state: &Query) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(history) = window.history() else {
        return;
    };
    let url = crate::embed::embed_link("", name, state);
    let hash = window.location().hash().unwrap_or_default();
    history
        .replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("{url}{hash}")),
        )
        .ok();
}

/// Keeps the address at `?embed=NAME&…` with widget `name`'s current `state`, a moment after
/// each change, for as long as the current owner lives.
pub fn keep_in_address(name: &'static str, state: Signal<Query>) {
    let pending = StoredValue::new(None::<TimeoutHandle>);
    Effect::new(move |_| {
        let q = state.get();
        if let Some(h) = pending.get_value() {
            h.clear();
        }
        let handle = set_timeout_with_handle(move || replace_address(name, &q), URL_SETTLE).ok();
        pending.set_value(handle);
    });
}
