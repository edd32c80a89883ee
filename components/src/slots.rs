//! The page's widget slots (`<div class="widget-slot" data-slot="NAME">`): when and in what
//! order they fill, mounting a widget into one, and keeping what was mounted.
//!
//! Both of the page's bundles fill slots: the page's own (the first sections' widgets, an embed,
//! the gallery) and the deferred one (the widgets far down the page). Each is its own wasm
//! instance with its own state here; each hands [`fill`] only what it carries and how it mounts
//! a widget ([`Bundle`]), and the one policy below decides the rest:
//!
//! - a slot of the section the address links to comes first: its widgets that read files at once
//!   (one per set of files, the one reading the most; their reading starts at once too), or its
//!   first widget if none reads any, the section's others ahead of every other;
//! - a slot on screen (or within [`AT_ONCE`] of it) is mounted at once, except after a jump, when
//!   one outside the linked section (the end of the section above) comes after that section's;
//! - any other comes in when the screen comes within [`AHEAD`] of it, one per idle period, so a
//!   load does no work for widgets the reader has not reached, and no mount holds up an input;
//! - printing puts every widget in ([`fill_all`]), and a jump its section's ([`fill_section`]);
//! - a slot that leaves the document (an embed remounted) lets its widget go, and [`fill`] again
//!   finds the new ones.
//!
//! When every slot of the page is filled, by either bundle, `<main>` gets `data-ready`. It sits
//! above the registry rather than in `ui` because a slot is known by its registry name.

use std::any::Any;
use std::cell::RefCell;

use leptos::prelude::IntoView;
use wasm_bindgen::JsCast;

use crate::registry::{self, WidgetSpec};
use crate::ui::attach::{self, NearCallback};
use crate::ui::background::when_idle;
use crate::ui::user_timing::measured;

/// The slots whose widget is not in yet.
const EMPTY: &str = "[data-slot]:not([data-mounted])";
/// The slots whose widget is in.
const MOUNTED_SLOT: &str = "[data-slot][data-mounted]";

/// The slots that fill as the reader scrolls, in page order. A slot marked `data-on-demand` sits
/// in a closed `<details>` (the trophy's answer in the first section): it fills like any other
/// once the reader opens it and it comes into view, but it is never the page's first widget and
/// the page is ready without it.
pub const SCROLLED: &str = "[data-slot]:not([data-on-demand])";

/// The scrolled slots whose widget is not in yet: the page is ready when there are none.
const SCROLLED_EMPTY: &str = "[data-slot]:not([data-on-demand]):not([data-mounted])";

/// How far from the viewport (CSS pixels) a slot may be and still be mounted at once.
pub const AT_ONCE: f64 = 200.0;

/// The page's sections, which the browser skips while they are far from the screen
/// (`content-visibility: auto` in style.css).
const SKIPPED_WHEN_FAR: &str = ".paper-section";

/// How far ahead of the screen a slot's widget is put in: more than a phone's screen, so a reader
/// scrolling or tabbing down finds it in place, yet far enough from the top of the page that a
/// load mounts none but the first.
pub const AHEAD: &str = "1500px";

// The handout's event and class live with the page's other small facts, where a widget's weights
// read them too.
pub use crate::ui::{FILL_ALL, HANDOUT, handout_on_its_way};

/// What a bundle gives the scheduler.
#[derive(Clone, Copy)]
pub struct Bundle {
    /// Whether this bundle carries the widget of a registry row.
    pub carries: fn(&WidgetSpec) -> bool,
    /// Puts `spec`'s widget into the slot (through [`mount`]).
    pub mount: fn(web_sys::HtmlElement, &'static WidgetSpec),
    /// Starts reading the files `spec`'s widget reads, ahead of its mount (called only for a
    /// widget that reads some).
    pub warm: fn(&'static WidgetSpec),
}

/// This bundle's slots on their way in.
struct Filling {
    /// The bundle, once it has asked to fill.
    bundle: Option<Bundle>,
    /// The slots still empty, in page order.
    waiting: Vec<web_sys::HtmlElement>,
    /// The slots due next, one per idle period, in order.
    due: Vec<web_sys::HtmlElement>,
    /// Whether a chain of idle callbacks is draining `due`.
    draining: bool,
    /// Watches the waiting slots for the screen coming near.
    watch: Option<(web_sys::IntersectionObserver, NearCallback)>,
}

thread_local! {
    /// This bundle's mounted widgets, with their slots. A mount handle holds JavaScript objects,
    /// which no `static` may, and it must outlive every reactive owner (dropping it unmounts the
    /// widget), so it is kept here rather than in a signal.
    static MOUNTED: RefCell<Vec<(web_sys::Element, Box<dyn Any>)>> =
        const { RefCell::new(Vec::new()) };
    /// This bundle's [`Filling`]: DOM elements and an observer, which no `static` may hold, for
    /// the life of the page.
    static FILLING: RefCell<Filling> = const {
        RefCell::new(Filling {
            bundle: None,
            waiting: Vec::new(),
            due: Vec::new(),
            draining: false,
            watch: None,
        })
    };
}

/// The registry row of the widget `slot` names, if it names one.
pub fn spec_of(slot: &web_sys::Element) -> Option<&'static WidgetSpec> {
    slot.get_attribute("data-slot")
        .and_then(|name| registry::find(&name))
}

/// Whether the widget `slot` names comes in the deferred bundle.
pub fn is_deferred(slot: &web_sys::Element) -> bool {
    spec_of(slot).is_some_and(|spec| spec.deferred)
}

/// The slots still waiting for their widget, in page order.
pub fn empty() -> Vec<web_sys::HtmlElement> {
    crate::ui::all(EMPTY)
}

/// The slots inside `root` still waiting for their widget, in page order.
pub fn empty_in(root: &web_sys::Element) -> Vec<web_sys::HtmlElement> {
    root.query_selector_all(EMPTY)
        .map(crate::ui::elements)
        .unwrap_or_default()
}

/// Mounts `view` into `slot` in place of its note, for `spec`'s widget, and keeps it until its
/// slot leaves the page. A user-timing entry per widget (`mount NAME` in the browser's
/// performance panel) shows what each costs to put in, where the long tasks are.
pub fn mount<V: IntoView + 'static>(
    slot: web_sys::HtmlElement,
    spec: &'static WidgetSpec,
    view: impl FnOnce() -> V + 'static,
) {
    slot.set_text_content(None);
    slot.set_attribute("data-mounted", "").ok();
    // A slot that said its bundle failed to load was an alert; the widget is not.
    slot.remove_attribute("role").ok();
    let handle = measured(&format!("mount {}", spec.name), || {
        leptos::mount::mount_to(slot.clone(), view)
    });
    MOUNTED.with(|m| m.borrow_mut().push((slot.into(), Box::new(handle))));
}

/// Whether this bundle has mounted any widget yet.
pub fn any_mounted() -> bool {
    MOUNTED.with(|m| !m.borrow().is_empty())
}

/// Finds this bundle's empty slots and fills them by the policy above: the linked section's
/// first at once, any on screen at once, the others as the screen nears them. Called when the
/// bundle starts, and again whenever slots may have come or gone (an embed remounted, the
/// gallery shown): widgets whose slot has left the document are let go first.
pub fn fill(bundle: Bundle) {
    MOUNTED.with(|m| m.borrow_mut().retain(|(slot, _)| slot.is_connected()));
    let mine: Vec<_> = empty()
        .into_iter()
        .filter(|slot| spec_of(slot).is_some_and(|s| (bundle.carries)(s)))
        .collect();
    FILLING.with(|f| {
        let mut f = f.borrow_mut();
        f.bundle = Some(bundle);
        f.waiting
            .retain(|s| s.is_connected() && !s.has_attribute("data-mounted"));
        for slot in &mine {
            if !f.waiting.contains(slot) {
                f.waiting.push(slot.clone());
            }
        }
    });
    // Measured before anything is mounted, so the page is laid out once for all of them rather
    // than again after the first mount.
    let on_screen: Vec<_> = mine.iter().filter(|s| near(s, AT_ONCE)).collect();
    // A link to a section is where the reader is going: its widgets that read files (or its
    // first) come at once, even while the page is still scrolling there, and the section's
    // others lead the queue.
    let target = crate::ui::address::current_target()
        .and_then(|id| web_sys::window()?.document()?.get_element_by_id(&id));
    if let Some(target) = &target {
        fill_in(target);
    }
    // After a jump the reader waits on the linked section; a slot near the screen outside it
    // (the section above, whose end the jump may leave in view) comes next.
    let (now, next): (Vec<_>, Vec<_>) = on_screen
        .into_iter()
        .partition(|slot| target.as_ref().is_none_or(|t| t.contains(Some(slot))));
    for slot in now {
        mount_if_waiting(slot);
    }
    queue(next.into_iter().cloned());
    watch();
    ready_if_all_in();
}

/// Before a jump to the element `id`: its widgets that read files at once (or its first), its
/// others next. The other widgets keep waiting for the reader to come near.
pub fn fill_section(id: &str) {
    if let Some(target) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
    {
        fill_in(&target);
    }
}

/// Every widget this bundle carries, now (a printed page has no reader to come near a slot).
pub fn fill_all() {
    let waiting = FILLING.with(|f| f.borrow().waiting.clone());
    for slot in &waiting {
        mount_if_waiting(slot);
    }
}

/// Mounts this bundle's waiting slots inside `root` whose widget reads files now, one per set of
/// files (their reading starts first), or the first if none reads any; puts the others at the
/// head of the queue.
fn fill_in(root: &web_sys::Element) {
    let inside: Vec<_> = FILLING.with(|f| {
        f.borrow()
            .waiting
            .iter()
            .filter(|s| root.contains(Some(s)))
            .cloned()
            .collect()
    });
    let Some(bundle) = FILLING.with(|f| f.borrow().bundle) else {
        return;
    };
    // A widget that reads files shows nothing until they are read and made into its model: that
    // starts now, and the first widget reading each kind of file goes in now too, so what it
    // shows follows as soon as they are made rather than after an idle period. Others reading
    // the same files wait their turn: the toy translator's section has four, and mounting them
    // all at once held its first translation back by about a third.
    let readers: Vec<_> = inside
        .iter()
        .map(|slot| spec_of(slot).filter(|spec| spec.reads != registry::Reads::Nothing))
        .collect();
    readers
        .iter()
        .flatten()
        .for_each(|spec| (bundle.warm)(spec));
    // What the section's widgets already in read counts too: this may be the second pass over
    // the section (a jump announced, then made, while the bundle had started in between).
    let already: Vec<_> = root
        .query_selector_all(MOUNTED_SLOT)
        .map(crate::ui::elements::<web_sys::Element>)
        .unwrap_or_default()
        .iter()
        .filter_map(|slot| spec_of(slot).map(|spec| spec.reads))
        .filter(|&r| r != registry::Reads::Nothing)
        .collect();
    let reads: Vec<_> = readers.iter().flatten().map(|spec| spec.reads).collect();
    // A widget whose files another of the section reads along with more (the subwords, which
    // the everyday translator reads too) waits for that one: it makes the same files, and the
    // reader is waiting on the one that reads them all.
    let covered = |r: registry::Reads| reads.iter().chain(&already).any(|&o| o != r && o.covers(r));
    let any_reader = !reads.is_empty();
    let mut shown = already.clone();
    let (mut now, mut later) = (Vec::new(), Vec::new());
    for (i, (slot, reader)) in inside.into_iter().zip(readers).enumerate() {
        let first_of_its_files = reader.is_some_and(|spec| {
            let first = !shown.contains(&spec.reads) && !covered(spec.reads);
            if first {
                shown.push(spec.reads);
            }
            first
        });
        // The section's first widget comes at once unless one of its widgets reads files: then
        // those are what the reader waits on, and the others follow them.
        if (i == 0 && !any_reader) || first_of_its_files {
            now.push(slot);
        } else {
            later.push(slot);
        }
    }
    for slot in &now {
        mount_if_waiting(slot);
    }
    FILLING.with(|f| {
        let due = &mut f.borrow_mut().due;
        due.retain(|s| !later.contains(s));
        due.splice(0..0, later);
    });
    drain_when_idle();
}

/// Mounts `slot`'s widget if it is still waiting (a jump, printing or another pass of [`fill`]
/// may have put it in since it was queued).
fn mount_if_waiting(slot: &web_sys::HtmlElement) {
    let found = FILLING.with(|f| {
        let mut f = f.borrow_mut();
        let at = f.waiting.iter().position(|s| s == slot)?;
        let slot = f.waiting.remove(at);
        Some((slot, f.bundle?))
    });
    let Some((slot, bundle)) = found else { return };
    if slot.is_connected()
        && !slot.has_attribute("data-mounted")
        && let Some(spec) = spec_of(&slot)
    {
        (bundle.mount)(slot, spec);
    }
    ready_if_all_in();
}

/// Puts `slots` at the end of the due queue (those not in it already) and drains it.
fn queue(slots: impl IntoIterator<Item = web_sys::HtmlElement>) {
    FILLING.with(|f| {
        let due = &mut f.borrow_mut().due;
        for slot in slots {
            if !due.contains(&slot) {
                due.push(slot);
            }
        }
    });
    drain_when_idle();
}

/// Mounts the due slots, one per idle period, in order.
fn drain_when_idle() {
    let start = FILLING.with(|f| !std::mem::replace(&mut f.borrow_mut().draining, true));
    if !start {
        return;
    }
    fn next() {
        when_idle(|| {
            let slot = FILLING.with(|f| {
                let due = &mut f.borrow_mut().due;
                (!due.is_empty()).then(|| due.remove(0))
            });
            if let Some(slot) = slot {
                mount_if_waiting(&slot);
            }
            let more = FILLING.with(|f| {
                let mut f = f.borrow_mut();
                f.draining = !f.due.is_empty();
                f.draining
            });
            if more {
                next();
            }
        });
    }
    next();
}

/// Watches the waiting slots: each that comes within [`AHEAD`] of the screen is due.
fn watch() {
    let observer = FILLING.with(|f| f.borrow().watch.as_ref().map(|w| w.0.clone()));
    let observer = observer.or_else(|| {
        let closure = NearCallback::new(
            move |entries: js_sys::Array, observer: web_sys::IntersectionObserver| {
                let near: Vec<web_sys::HtmlElement> = entries
                    .iter()
                    .map(|e| e.unchecked_into::<web_sys::IntersectionObserverEntry>())
                    .filter(|e| e.is_intersecting())
                    .filter_map(|e| e.target().dyn_into().ok())
                    .collect();
                for slot in &near {
                    observer.unobserve(slot);
                }
                queue(near);
            },
        );
        let observer = attach::intersection_observer(AHEAD, &closure)?;
        FILLING.with(|f| f.borrow_mut().watch = Some((observer.clone(), closure)));
        Some(observer)
    });
    let waiting = FILLING.with(|f| f.borrow().waiting.clone());
    match observer {
        Some(observer) => waiting.iter().for_each(|slot| observer.observe(slot)),
        // No observer (a very old browser): they all come in, one per idle period.
        None => {
            FILLING.with(|f| f.borrow_mut().due.extend(waiting));
            drain_when_idle();
        }
    }
}

/// Whether any of `el` is on screen or within `margin` CSS pixels of it.
fn near(el: &web_sys::HtmlElement, margin: f64) -> bool {
    let height = web_sys::window()
        .and_then(|w| w.inner_height().ok())
        .and_then(|h| h.as_f64())
        .unwrap_or(800.0);
    let within = |r: web_sys::DomRect| (r.top() - height).max(-r.bottom()) <= margin;
    // A section far from the screen is skipped by the browser (`content-visibility: auto`), and
    // measuring a slot inside it lays the whole section out first: ten such slots cost ten
    // layouts in the task that starts the deferred bundle (about a fifth of a second at 6× CPU
    // after a jump). The section's own box is laid out, and a slot is inside it, so a section
    // that is not near says the same for its slots.
    if let Some(section) = el.closest(SKIPPED_WHEN_FAR).ok().flatten()
        && !within(section.get_bounding_client_rect())
    {
        return false;
    }
    within(el.get_bounding_client_rect())
}

/// Once this bundle has nothing left to mount it stops watching; once every slot of the page is
/// filled, by either bundle, `<main>` gets `data-ready`.
fn ready_if_all_in() {
    let done = FILLING.with(|f| f.borrow().waiting.is_empty());
    if done && let Some((observer, _closure)) = FILLING.with(|f| f.borrow_mut().watch.take()) {
        observer.disconnect();
    }
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if doc.query_selector(SCROLLED_EMPTY).ok().flatten().is_none()
        && let Ok(Some(main)) = doc.query_selector("main")
    {
        main.set_attribute("data-ready", "true").ok();
    }
}
