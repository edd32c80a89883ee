//! The page's second wasm bundle: the views of the widgets far down the page (§4 on: cost,
//! learning rate, label smoothing, live training, results). The page's own bundle carries none
//! of them, so a reader who never scrolls that far never fetches them; the bundle is fetched the
//! first time one of their slots comes near the screen, a jump goes past them, or an embed or the
//! gallery shows one. It mounts each of its widgets into its slot (`src/bin/deferred_widgets.rs`).
//!
//! Trunk builds it as a classic script (`deferred_widgets.js`, which starts its own wasm when it
//! runs; see `scripts/post-build.mjs`). Once it is running, the page tells it about new slots
//! (an embed remounted, the gallery shown) with a `deferred-slots` event on the document.

use std::cell::Cell;

use components::registry;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

/// The bundle's script, next to the page (Trunk writes it there; `public_url` is relative).
const SCRIPT_URL: &str = "./deferred_widgets.js";
/// How far ahead of the screen a slot starts the fetch: about a screen, so on a phone's network
/// the bundle has usually arrived by the time the reader gets there.
const AHEAD: &str = "1000px";
/// What a slot says when the bundle could not be fetched or started.
const FAILED: &str = "This widget could not be loaded. Check the connection and reload the page.";

thread_local! {
    /// Whether the script has been put in the page.
    static REQUESTED: Cell<bool> = const { Cell::new(false) };
}

fn document() -> Option<web_sys::Document> {
    web_sys::window().and_then(|w| w.document())
}

/// Puts the bundle's script in the page once; later calls tell the running bundle to look for
/// new slots (after the current task, so the slot just rendered is in the document).
pub fn load() {
    if REQUESTED.with(|r| r.replace(true)) {
        leptos::prelude::queue_microtask(|| {
            if let Some(doc) = document() {
                if let Ok(ev) = web_sys::Event::new("deferred-slots") {
                    doc.dispatch_event(&ev).ok();
                }
            }
        });
        return;
    }
    let Some(doc) = document() else { return };
    let Ok(script) = doc.create_element("script") else {
        return;
    };
    // The page's own note says the widget needs JavaScript; now it is on its way.
    for slot in deferred_slots() {
        if let Ok(Some(note)) = slot.query_selector(".slot-note") {
            note.set_text_content(Some(registry::LOADING));
        }
    }
    script
        .set_attribute("src", &components::ui::assets::versioned(SCRIPT_URL))
        .ok();
    // The script also fires `error` when its wasm fails to start.
    let failed = Closure::once_into_js(move || {
        for slot in deferred_slots() {
            slot.set_attribute("role", "alert").ok();
            slot.set_text_content(Some(FAILED));
        }
    });
    script
        .add_event_listener_with_callback("error", failed.unchecked_ref())
        .ok();
    if let Some(head) = doc.head() {
        head.append_child(&script).ok();
    }
}

/// The deferred widgets' slots still waiting for their view.
fn deferred_slots() -> Vec<web_sys::Element> {
    crate::page::dom::all("[data-slot]:not([data-mounted])")
        .into_iter()
        .filter(is_deferred)
        .collect()
}

/// Whether the widget this slot names comes in the deferred bundle.
pub fn is_deferred(slot: &web_sys::Element) -> bool {
    slot.get_attribute("data-slot")
        .and_then(|name| registry::find(&name))
        .is_some_and(|spec| spec.deferred)
}

/// Loads the bundle the first time any of `slots` comes within [`AHEAD`] of the screen.
pub fn load_when_near(slots: &[web_sys::Element]) {
    if slots.is_empty() {
        return;
    }
    if let Some((observer, callback)) = components::ui::attach::near_observer(AHEAD, load) {
        for slot in slots {
            observer.observe(slot);
        }
        // Kept for the life of the page (the observer disconnects itself once it has fired).
        callback.forget();
    }
}
