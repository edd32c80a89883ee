//! The page's second wasm bundle: the views of the widgets whose catalogue row says `deferred`
//! or `translator` (`components/src/catalogue.rs`), those far down the page. The page's own
//! bundle carries none of them, so a reader who never scrolls that far never fetches them; the
//! bundle is fetched the first time one of their slots comes near the screen, a jump goes past
//! them, or an embed or the gallery shows one. It hands its slots to the slot scheduler
//! (`src/bin/deferred_widgets.rs`).
//!
//! Trunk builds it as a classic script (`deferred_widgets.js`, which starts its own wasm when it
//! runs; see `scripts/post-build.mjs`). Once it is running, the page tells it about new slots
//! (an embed remounted, the gallery shown) with a `deferred-slots` event on the document.

use std::sync::atomic::{AtomicBool, Ordering};

use components::registry::Reads;
use components::{registry, slots};
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

/// The bundle's script, next to the page (Trunk writes it there; `public_url` is relative).
const SCRIPT_URL: &str = "./deferred_widgets.js";
/// How far ahead of the screen a slot starts the fetch: about a screen, so on a phone's network
/// the bundle has usually arrived by the time the reader gets there.
const AHEAD: &str = "1000px";

/// Whether the script has been put in the page.
static REQUESTED: AtomicBool = AtomicBool::new(false);

fn document() -> Option<web_sys::Document> {
    web_sys::window().and_then(|w| w.document())
}

/// Puts the bundle's script in the page once; later calls tell the running bundle to look for
/// new slots (after the current task, so the slot just rendered is in the document).
pub fn load() {
    if REQUESTED.swap(true, Ordering::Relaxed) {
        leptos::prelude::queue_microtask(|| {
            if let Some(doc) = document()
                && let Ok(ev) = web_sys::Event::new("deferred-slots")
            {
                doc.dispatch_event(&ev).ok();
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
            note.set_text_content(Some(registry::loading()));
        }
    }
    compile_ahead();
    script
        .set_attribute("src", &components::ui::assets::versioned(SCRIPT_URL))
        .ok();
    // The script also fires `error` when its wasm fails to start.
    let failed = Closure::once_into_js(move || {
        for slot in deferred_slots() {
            slot.set_attribute("role", "alert").ok();
            slot.set_text_content(Some(components::i18n::m().widget_failed()));
        }
    });
    script
        .add_event_listener_with_callback("error", failed.unchecked_ref())
        .ok();
    if let Some(head) = doc.head() {
        head.append_child(&script).ok();
    }
}

/// The bundle's wasm, next to its script.
const WASM_URL: &str = "./deferred_widgets_bg.wasm";

/// Starts fetching and compiling the bundle's wasm at once, beside its script, and leaves the
/// compiling module on the window (`__deferredModule`) for the script's start to use
/// (`scripts/post-build.mjs`). The script's own fetch would begin only once the script has run,
/// which the browser puts behind the layout and painting of a page just jumped across; the
/// compilation runs off the main thread meanwhile.
fn compile_ahead() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let response = window.fetch_with_str(&components::ui::assets::versioned(WASM_URL));
    let module = js_sys::WebAssembly::compile_streaming(&response);
    js_sys::Reflect::set(&window, &"__deferredModule".into(), &module).ok();
}

/// The deferred widgets' slots still waiting for their view.
fn deferred_slots() -> Vec<web_sys::HtmlElement> {
    slots::empty()
        .into_iter()
        .filter(|slot| slots::is_deferred(slot))
        .collect()
}

/// Loads the bundle the first time any of `slots` comes within [`AHEAD`] of the screen, and
/// starts fetching a widget's files (the translators' weights) the first time its slot comes as
/// near as the widget itself would start them (600 px): then the files and the bundle travel
/// together, instead of the files waiting for the bundle to arrive, start and lay the widget out.
pub fn load_when_near(deferred: &[web_sys::HtmlElement]) {
    if deferred.is_empty() {
        return;
    }
    when_any_near(AHEAD, deferred.iter(), load);
    for reads in [Reads::Translator, Reads::Everyday, Reads::Subwords] {
        when_any_near(
            "600px",
            deferred
                .iter()
                .filter(|slot| slots::spec_of(slot).is_some_and(|spec| spec.reads == reads)),
            move || reads.prefetch(),
        );
    }
}

/// Before a jump to a section whose empty slots are `target_slots`: the bundle is fetched now if
/// one of them is its, and the files its widgets read, rather than once the page has scrolled
/// there.
pub fn ahead_of_jump(target_slots: &[web_sys::HtmlElement]) {
    if target_slots.iter().any(|slot| slots::is_deferred(slot)) {
        load();
    }
    for slot in target_slots {
        if let Some(spec) = slots::spec_of(slot) {
            spec.reads.prefetch();
        }
    }
}

/// Calls `then` once, the first time any of `slots` comes within `margin` of the screen.
fn when_any_near<'a>(
    margin: &str,
    slots: impl Iterator<Item = &'a web_sys::HtmlElement>,
    then: impl Fn() + 'static,
) {
    let Some((observer, callback)) = components::ui::attach::near_observer(margin, then) else {
        return;
    };
    for slot in slots {
        observer.observe(slot);
    }
    // Kept for the life of the page (the observer disconnects itself once it has fired).
    callback.forget();
}
