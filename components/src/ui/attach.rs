//! Browser observers and listeners that live exactly as long as the widget that made them.
//!
//! A widget is dropped when an embed is remounted or the gallery leaves the page; whatever it
//! attached to the window, a media query or an element must go with it, or every remount leaves
//! one more observer running and one more closure that can never be freed. Each helper here
//! registers its undo with the current reactive owner (`on_cleanup`), so the release happens
//! wherever the widget is dropped, and inside an `Effect` also whenever the effect runs again.

use leptos::html::Div;
use leptos::prelude::{Effect, Get, GetUntracked, NodeRef, RwSignal, Set, on_cleanup};
use send_wrapper::SendWrapper;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

/// Calls `handler` for every `kind` event on `target` until the current owner is cleaned up.
pub fn listen(
    target: &web_sys::EventTarget,
    kind: &'static str,
    handler: impl Fn(web_sys::Event) + 'static,
) {
    let closure = Closure::<dyn Fn(web_sys::Event)>::new(handler);
    if target
        .add_event_listener_with_callback(kind, closure.as_ref().unchecked_ref())
        .is_err()
    {
        return;
    }
    let held = SendWrapper::new((target.clone(), closure));
    on_cleanup(move || {
        // Cleanups run on the thread that registered them: the browser's only one.
        let (target, closure) = held.take();
        target
            .remove_event_listener_with_callback(kind, closure.as_ref().unchecked_ref())
            .ok();
    });
}

/// Calls `handler` for every `kind` event on `target` for the life of the page: for the page's
/// own parts, which no widget owns (the listener is never taken off, so its closure is kept).
pub fn listen_always(
    target: &web_sys::EventTarget,
    kind: &str,
    handler: impl Fn(web_sys::Event) + 'static,
) {
    let closure = Closure::<dyn Fn(web_sys::Event)>::new(handler);
    target
        .add_event_listener_with_callback(kind, closure.as_ref().unchecked_ref())
        .ok();
    closure.forget();
}

/// Calls `on_resize` with the observer's entries whenever `el` changes size (and once when it is
/// first laid out), until the current owner is cleaned up.
pub fn observe_size(el: &web_sys::Element, on_resize: impl Fn(js_sys::Array) + 'static) {
    let closure = Closure::<dyn Fn(js_sys::Array)>::new(on_resize);
    let Ok(observer) = web_sys::ResizeObserver::new(closure.as_ref().unchecked_ref()) else {
        return;
    };
    observer.observe(el);
    until_cleanup(observer, closure, |o| o.disconnect());
}

/// Keeps `observer` and the `closure` it calls alive until the current owner is cleaned up, then
/// stops it with `stop`.
fn until_cleanup<O: 'static, C: 'static>(observer: O, closure: C, stop: fn(&O)) {
    let held = SendWrapper::new((observer, closure));
    on_cleanup(move || {
        let (observer, _closure) = held.take();
        stop(&observer);
    });
}

/// Calls `on_change` whenever the media query `query` starts or stops matching (the colour
/// scheme flips, the window moves to a screen of another pixel density), until the current owner
/// is cleaned up.
pub fn on_media_change(query: &str, on_change: impl Fn() + 'static) {
    let Some(list) = web_sys::window().and_then(|w| w.match_media(query).ok().flatten()) else {
        return;
    };
    listen(&list, "change", move |_| on_change());
}

/// The callback a [`near_observer`] holds.
pub type NearCallback = Closure<dyn Fn(js_sys::Array, web_sys::IntersectionObserver)>;

/// An IntersectionObserver that calls `on_near` once, the first time anything it observes comes
/// within `margin` (a CSS length, e.g. "400px") of the viewport, and then disconnects itself. The
/// caller observes what it wants and decides how long the callback lives (it must outlive the
/// observer's use).
pub fn near_observer(
    margin: &str,
    on_near: impl Fn() + 'static,
) -> Option<(web_sys::IntersectionObserver, NearCallback)> {
    let done = std::cell::Cell::new(false);
    let closure = NearCallback::new(
        move |entries: js_sys::Array, observer: web_sys::IntersectionObserver| {
            let near = entries.iter().any(|e| {
                e.unchecked_into::<web_sys::IntersectionObserverEntry>()
                    .is_intersecting()
            });
            if near && !done.replace(true) {
                observer.disconnect();
                on_near();
            }
        },
    );
    let observer = intersection_observer(margin, &closure)?;
    Some((observer, closure))
}

/// An IntersectionObserver with `margin` around the viewport that calls `closure`; the caller
/// keeps `closure` alive as long as the observer is in use.
pub fn intersection_observer(
    margin: &str,
    closure: &NearCallback,
) -> Option<web_sys::IntersectionObserver> {
    let init = web_sys::IntersectionObserverInit::new();
    init.set_root_margin(margin);
    web_sys::IntersectionObserver::new_with_options(closure.as_ref().unchecked_ref(), &init).ok()
}

/// Calls `on_near` once, the first time `el` comes within `margin` (a CSS length, e.g. "400px")
/// of the viewport, unless the current owner is cleaned up first.
pub fn when_near(el: &web_sys::Element, margin: &str, on_near: impl Fn() + 'static) {
    let Some((observer, closure)) = near_observer(margin, on_near) else {
        return;
    };
    observer.observe(el);
    until_cleanup(observer, closure, |o| o.disconnect());
}

/// Calls `on_change(true)` whenever `el` comes within `margin` (a CSS length) of the viewport and
/// `on_change(false)` whenever it leaves, until the current owner is cleaned up.
pub fn while_on_screen(el: &web_sys::Element, margin: &str, on_change: impl Fn(bool) + 'static) {
    let closure = NearCallback::new(move |entries: js_sys::Array, _| {
        // The newest entry says where the element is now.
        if let Some(last) = entries.iter().last() {
            on_change(
                last.unchecked_into::<web_sys::IntersectionObserverEntry>()
                    .is_intersecting(),
            );
        }
    });
    let Some(observer) = intersection_observer(margin, &closure) else {
        return;
    };
    observer.observe(el);
    until_cleanup(observer, closure, |o| o.disconnect());
}

/// Whether `el`'s content box is narrower than `width()` CSS pixels, kept up to date by a size
/// observer for as long as the current owner lives. A widget that lays out differently in a
/// narrow box marks itself with this rather than being a CSS size container: a container's
/// every layout restyles what its queries touch, which doubled the mask grid's layout per press.
/// The observer reports before the first paint, so the widget is never painted in the wrong
/// layout.
pub fn narrower_than(
    el: NodeRef<Div>,
    width: impl Fn() -> f64 + Clone + Send + Sync + 'static,
) -> RwSignal<bool> {
    let narrow = RwSignal::new(false);
    Effect::new(move |_| {
        let Some(el) = el.get() else { return };
        let width = width.clone();
        // The box's width when it was last compared. A box also reports every change of its
        // height (a table gaining a row on a slider's press), and reading the threshold asks the
        // browser for a computed style: the mask's and the beam's presses each paid for that.
        let compared = std::cell::Cell::new(f64::NAN);
        observe_size(&el, move |entries: js_sys::Array| {
            let Ok(entry) = entries.get(0).dyn_into::<web_sys::ResizeObserverEntry>() else {
                return;
            };
            let box_width = entry.content_rect().width();
            if box_width == compared.replace(box_width) {
                return;
            }
            let is_narrow = box_width < width();
            // `try_`: a callback may still be queued when the widget leaves the page.
            if narrow.try_get_untracked() != Some(is_narrow) {
                narrow.try_set(is_narrow);
            }
        });
    });
    narrow
}
