//! In-page links: the address's `#anchor` and clicks on contents and cross-references.
//!
//! The browser jumps to `#anchor` while the page loads, before the target's widgets are in; and
//! sections far from view are laid out at an estimated height until they are near
//! (`content-visibility: auto`). So a jump puts its target's widgets in, then is repeated,
//! instantly, until the target stays put, instead of the browser's smooth scroll aiming at a
//! target that moves.

use std::sync::atomic::{AtomicBool, Ordering};

use wasm_bindgen::JsCast;

use components::slots;
use components::ui::address::{current_target, target_of};
use components::ui::attach::listen_always as listen;

/// Jumps for every settle: the first [`ALWAYS`] whatever happens, the rest only while a widget is
/// still on its way (the deferred bundle may arrive seconds later, over a slow network).
const TRIES: u32 = 60;
/// See [`TRIES`].
const ALWAYS: u32 = 12;

/// Whether the reader has scrolled, typed or touched since the last jump began: from then on the
/// page is theirs and the jump stops correcting itself.
static READER_MOVED: AtomicBool = AtomicBool::new(false);

/// Settles on the address's `#anchor`, if it names one.
pub fn scroll_to_hash() {
    if let Some(id) = current_target() {
        settle(id);
    }
}

/// Starts settling on `#id`.
fn settle(id: String) {
    READER_MOVED.store(false, Ordering::Relaxed);
    watch_reader(true);
    settle_on(id, TRIES);
}

/// What says the reader has taken the page over.
const READER_MOVES: [&str; 3] = ["wheel", "touchstart", "keydown"];

thread_local! {
    /// Notes that the reader moved and stops listening: one function for the page's lifetime,
    /// added while a jump settles and taken off after, so that the reader's key presses and
    /// scrolls the rest of the time do not call into the page for nothing.
    static ON_READER_MOVE: js_sys::Function = {
        let closure = wasm_bindgen::closure::Closure::<dyn Fn()>::new(|| {
            READER_MOVED.store(true, Ordering::Relaxed);
            watch_reader(false);
        });
        closure.into_js_value().unchecked_into()
    };
}

/// Listens for the reader's own moves (`true`) or stops listening (`false`).
fn watch_reader(on: bool) {
    let Some(window) = web_sys::window() else {
        return;
    };
    ON_READER_MOVE.with(|f| {
        for kind in READER_MOVES {
            if on {
                window.add_event_listener_with_callback(kind, f).ok();
            } else {
                window.remove_event_listener_with_callback(kind, f).ok();
            }
        }
    });
}

/// Handles a plain click on an `<a href="#id">`: record the anchor in history, then settle on it.
/// Any other click is left to the browser.
fn follow_in_page_link(ev: &web_sys::MouseEvent, before_jump: fn(&str)) {
    if ev.default_prevented()
        || ev.button() != 0
        || ev.ctrl_key()
        || ev.meta_key()
        || ev.shift_key()
        || ev.alt_key()
    {
        return;
    }
    let link = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|el| el.closest("a[href^='#']").ok().flatten());
    let Some(href) = link.and_then(|a| a.get_attribute("href")) else {
        return;
    };
    let Some(id) = target_of(&href) else {
        return;
    };
    ev.prevent_default();
    before_jump(id);
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        history
            .push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&href))
            .ok();
    }
    settle(id.to_owned());
}

/// Jumps to `#id` now and again every 60 ms while it is not at the top: [`ALWAYS`] times, then
/// while some widget is still to come, until the reader moves.
fn settle_on(id: String, tries: u32) {
    if READER_MOVED.load(Ordering::Relaxed) {
        return;
    }
    let Some(el) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(&id))
    else {
        return;
    };
    if el.get_bounding_client_rect().top().abs() > 2.0 {
        let options = web_sys::ScrollIntoViewOptions::new();
        options.set_behavior(web_sys::ScrollBehavior::Instant);
        el.scroll_into_view_with_scroll_into_view_options(&options);
    }
    // While a widget of the target's own is still to come (the deferred bundle may arrive seconds
    // later over a slow network), the target may still move.
    let waiting = !slots::empty_in(&el).is_empty();
    if tries > TRIES - ALWAYS || (tries > 0 && waiting) {
        leptos::prelude::set_timeout(
            move || settle_on(id, tries - 1),
            std::time::Duration::from_millis(60),
        );
    }
}

/// Listens for in-page link clicks and hash changes for the life of the page; `before_jump` runs
/// before each jump, with the target's id (the page puts the target's widgets in), and `ahead`
/// as early as the browser tells of a jump to come (the page starts fetching what the target's
/// widgets need).
pub fn install(before_jump: fn(&str), ahead: fn(&str)) {
    let Some(window) = web_sys::window() else {
        return;
    };
    announce_jumps(&window, ahead);
    listen(&window, "click", move |ev| {
        if let Some(click) = ev.dyn_ref::<web_sys::MouseEvent>() {
            follow_in_page_link(click, before_jump);
        }
    });
    listen(&window, "hashchange", move |_| {
        if let Some(id) = current_target() {
            before_jump(&id);
            settle(id);
        }
    });
}

/// Calls `ahead` with the target's id when the Navigation API announces a change of `#anchor`
/// (a script setting `location.hash`, the address bar, back and forward), where there is one.
/// A browser runs such a jump's layout before it sends `hashchange`: 150 to 250 ms of a slow
/// phone's main thread for a section far down (traced at 6× CPU), which the fetches would
/// otherwise wait behind, while network and compiling go on beside it.
fn announce_jumps(window: &web_sys::Window, ahead: fn(&str)) {
    let Some(navigation) = js_sys::Reflect::get(window, &"navigation".into())
        .ok()
        .and_then(|n| n.dyn_into::<web_sys::EventTarget>().ok())
    else {
        return;
    };
    listen(&navigation, "navigate", move |ev| {
        let field = |target: &wasm_bindgen::JsValue, name: &str| {
            js_sys::Reflect::get(target, &name.into()).unwrap_or_default()
        };
        if field(ev.as_ref(), "hashChange").as_bool() != Some(true) {
            return;
        }
        let url = field(&field(ev.as_ref(), "destination"), "url").as_string();
        let hash = url
            .and_then(|u| web_sys::Url::new(&u).ok())
            .map(|u| u.hash());
        if let Some(id) = hash.as_deref().and_then(target_of) {
            ahead(id);
        }
    });
}
