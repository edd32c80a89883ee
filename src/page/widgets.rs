//! The widgets of the page, each mounted into its slot (`<div class="widget-slot"
//! data-slot="NAME">`) with its default state.
//!
//! The first goes in as soon as the parser has read past its slot, while the rest of the text may
//! still be arriving. Each of the others goes in when its slot comes within [`AHEAD`] of the
//! screen, in the next idle period, so a load does no work for widgets the reader has not reached
//! (the sections around them are not even laid out until then: `content-visibility: auto`), and
//! no mount holds up an input. A jump to a place further down puts that section's widgets in at
//! once (`before_jump`). The widgets of the deferred bundle are not mounted here: their slots fetch
//! that bundle when they come near, or before a jump to them (`crate::deferred`). When every slot
//! is filled, by either bundle, `<main>` gets `data-ready`.

use std::cell::RefCell;

use components::params::Query;
use components::registry;
use components::slots;
use components::ui::attach::{self, NearCallback};
use wasm_bindgen::JsCast;

use super::dom::{first, still_parsing};

/// How far ahead of the screen a slot's widget is put in: more than a phone's screen, so a reader
/// scrolling or tabbing down finds it in place, yet far enough from the top of the page that a
/// load mounts none but the first.
const AHEAD: &str = "1500px";

/// The page's own slots on their way in. (The mounts themselves are kept by `slots`.)
struct Filling {
    /// The slots still empty, in page order.
    waiting: Vec<web_sys::HtmlElement>,
    /// The slots that have come near the screen, waiting for an idle period, in arrival order.
    near: Vec<web_sys::HtmlElement>,
    /// Watches the waiting slots for the screen coming near, while any is left.
    watch: Option<(web_sys::IntersectionObserver, NearCallback)>,
}

thread_local! {
    /// The page's one [`Filling`]. It holds DOM elements and an observer, which no `static` may,
    /// and it lives from the page's start to its last mount, outside any reactive owner.
    static FILLING: RefCell<Filling> = const {
        RefCell::new(Filling {
            waiting: Vec::new(),
            near: Vec::new(),
            watch: None,
        })
    };
}

/// Mounts the widget its slot names, at its defaults, in place of the slot's note.
fn mount(slot: web_sys::HtmlElement) {
    if let Some(spec) = slots::spec_of(&slot).filter(|spec| !spec.deferred) {
        slots::mount(slot, spec, move || {
            registry::render(spec, &Query::default(), false).0
        });
    }
}

/// Mounts the next waiting widget; returns whether any is left after it.
fn mount_next() -> bool {
    let (next, left) = FILLING.with(|f| {
        let w = &mut f.borrow_mut().waiting;
        let next = (!w.is_empty()).then(|| w.remove(0));
        (next, !w.is_empty())
    });
    if let Some(slot) = next {
        mount(slot);
    }
    if !left {
        all_own_in();
    }
    left
}

/// Once every slot of the page's own bundle is filled: nothing is left to watch for, and `<main>`
/// may be ready.
fn all_own_in() {
    stop_watching();
    slots::mark_ready_if_all_in();
}

/// Mounts every widget still waiting, and fetches the deferred ones now: their script is asked
/// for first, so it comes over the network while this bundle's widgets are being mounted.
pub fn mount_all() {
    crate::deferred::load();
    while mount_next() {}
}

/// Before a jump to the section `id`: its own widgets in now, the deferred bundle on its way if
/// any of the section's widgets is in it, and the translator's weights if one reads them. The
/// other widgets keep waiting for the reader to come near. The sections the jump passes are not
/// laid out (`content-visibility: auto`, each sized by its `contain-intrinsic-size`), so what
/// comes into them later does not move the target, and the browser's scroll anchoring holds it
/// when a section above renders. Putting every widget in first, as the page did, cost a phone
/// (4× CPU) 130 ms of mounting and 200 ms of laying the whole page out before the jump.
pub fn before_jump(id: &str) {
    let Some(target) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
    else {
        return;
    };
    let here = slots::empty_in(&target);
    crate::deferred::ahead_of_jump(&here);
    for slot in &here {
        mount_if_waiting(slot);
    }
}

/// Mounts `slot`'s widget if it is still waiting (a jump or printing may have put it in since the
/// slot came near; a slot of the other bundle is never waiting here).
fn mount_if_waiting(slot: &web_sys::HtmlElement) {
    let waiting = FILLING.with(|f| {
        let w = &mut f.borrow_mut().waiting;
        let at = w.iter().position(|s| s == slot);
        at.map(|i| w.remove(i))
    });
    if let Some(slot) = waiting {
        mount(slot);
        if FILLING.with(|f| f.borrow().waiting.is_empty()) {
            all_own_in();
        }
    }
}

/// Mounts the slots that came near, one per idle period, nearest to the top first.
fn mount_near_when_idle() {
    components::ui::background::when_idle(|| {
        let next = FILLING.with(|f| {
            let n = &mut f.borrow_mut().near;
            (!n.is_empty()).then(|| n.remove(0))
        });
        if let Some(slot) = next {
            mount_if_waiting(&slot);
        }
        if FILLING.with(|f| !f.borrow().near.is_empty()) {
            mount_near_when_idle();
        }
    });
}

/// Watches the waiting slots: each that comes within [`AHEAD`] of the screen is mounted in the
/// next idle period.
fn watch(slots: &[web_sys::HtmlElement]) {
    let closure = NearCallback::new(
        move |entries: js_sys::Array, observer: web_sys::IntersectionObserver| {
            let mut near: Vec<web_sys::HtmlElement> = entries
                .iter()
                .map(|e| e.unchecked_into::<web_sys::IntersectionObserverEntry>())
                .filter(|e| e.is_intersecting())
                .filter_map(|e| e.target().dyn_into().ok())
                .collect();
            if near.is_empty() {
                return;
            }
            for slot in &near {
                observer.unobserve(slot);
            }
            let idle = FILLING.with(|f| {
                let n = &mut f.borrow_mut().near;
                let idle = n.is_empty();
                n.append(&mut near);
                idle
            });
            // One chain of idle callbacks at a time drains the list.
            if idle {
                mount_near_when_idle();
            }
        },
    );
    let Some(observer) = attach::intersection_observer(AHEAD, &closure) else {
        // No observer (a very old browser): put them all in, one per idle period.
        FILLING.with(|f| f.borrow_mut().near.extend(slots.iter().cloned()));
        mount_near_when_idle();
        return;
    };
    for slot in slots {
        observer.observe(slot);
    }
    FILLING.with(|f| f.borrow_mut().watch = Some((observer, closure)));
}

/// Stops watching once every slot is filled, and lets the observer and its callback go.
fn stop_watching() {
    if let Some((observer, _closure)) = FILLING.with(|f| f.borrow_mut().watch.take()) {
        observer.disconnect();
    }
}

/// Mounts the page's first widget while the HTML is still arriving, as soon as the parser has
/// read past its slot (so nothing the parser adds later lands inside the widget): checked once a
/// frame, which is when the parser pauses. Once the page is parsed, [`start`] takes over.
pub fn mount_first_soon() {
    if !still_parsing() {
        return;
    }
    if first("[data-slot]").is_some_and(|slot| slot.next_sibling().is_some()) {
        mount_first();
    } else {
        leptos::prelude::request_animation_frame(mount_first_soon);
    }
}

/// Mounts the page's first widget now, unless it is in already (once the page is parsed, for a
/// page whose parser finished before the app started).
pub fn mount_first() {
    if slots::any_mounted() {
        return;
    }
    if let Some(Ok(slot)) = first("[data-slot]").map(|slot| slot.dyn_into()) {
        mount(slot);
    }
}

/// Finds the slots still empty, after [`mount_first`], and starts filling them, each as the screen
/// comes near it; for a deep link (`jump_to`, the target's id) the target's own first, then
/// `settle` scrolls to it. `then` runs at once for a deep link, else in the first idle period.
pub fn start(jump_to: Option<String>, settle: fn(), then: impl FnOnce() + 'static) {
    let (deferred, own): (Vec<_>, Vec<_>) = slots::empty()
        .into_iter()
        .partition(|slot| slots::is_deferred(slot));
    FILLING.with(|f| f.borrow_mut().waiting = own.clone());
    crate::deferred::load_when_near(&deferred);
    if own.is_empty() {
        all_own_in();
    } else {
        watch(&own);
    }
    match jump_to {
        Some(id) => {
            before_jump(&id);
            then();
            settle();
        }
        None => components::ui::background::when_idle(then),
    }
}
