//! The page's widget slots (`<div class="widget-slot" data-slot="NAME">`): finding the empty
//! ones, mounting a widget into one, and keeping what was mounted.
//!
//! Both of the page's bundles fill slots: the page's own (`src/page/widgets.rs`, and the slot an
//! embed or the gallery renders) and the deferred one (`src/bin/deferred_widgets.rs`). Each is
//! its own wasm instance with its own list of mounts, but both find, mount and keep through this
//! module. It sits above the registry rather than in `ui` because a slot is known by its
//! registry name.

use std::any::Any;
use std::cell::RefCell;

use leptos::prelude::IntoView;

use crate::registry::{self, WidgetSpec};

/// The slots whose widget is not in yet.
const EMPTY: &str = "[data-slot]:not([data-mounted])";

thread_local! {
    /// This bundle's mounted widgets, with their slots. A mount handle holds JavaScript objects,
    /// which no `static` may, and it must outlive every reactive owner (dropping it unmounts the
    /// widget), so it is kept here rather than in a signal.
    static MOUNTED: RefCell<Vec<(web_sys::Element, Box<dyn Any>)>> =
        const { RefCell::new(Vec::new()) };
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
/// slot leaves the page ([`drop_gone`]). A user-timing entry per widget (`mount NAME` in the
/// browser's performance panel) shows what each costs to put in, where the long tasks are.
pub fn mount<V: IntoView + 'static>(
    slot: web_sys::HtmlElement,
    spec: &'static WidgetSpec,
    view: impl FnOnce() -> V + 'static,
) {
    slot.set_text_content(None);
    slot.set_attribute("data-mounted", "").ok();
    // A slot that said its bundle failed to load was an alert; the widget is not.
    slot.remove_attribute("role").ok();
    let performance = web_sys::window().and_then(|w| w.performance());
    let start = format!("mount:{}", spec.name);
    if let Some(p) = &performance {
        p.mark(&start).ok();
    }
    let handle = leptos::mount::mount_to(slot.clone(), view);
    if let Some(p) = &performance {
        p.measure_with_start_mark(&format!("mount {}", spec.name), &start)
            .ok();
    }
    MOUNTED.with(|m| m.borrow_mut().push((slot.into(), Box::new(handle))));
}

/// Whether this bundle has mounted any widget yet.
pub fn any_mounted() -> bool {
    MOUNTED.with(|m| !m.borrow().is_empty())
}

/// Unmounts the widgets whose slot has left the document (an embed remounted in place).
pub fn drop_gone() {
    MOUNTED.with(|m| m.borrow_mut().retain(|(slot, _)| slot.is_connected()));
}

/// Marks `<main>` with `data-ready` once every slot of the page has its widget. Both bundles call
/// this after filling slots, since either may fill the last one.
pub fn mark_ready_if_all_in() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if doc.query_selector(EMPTY).ok().flatten().is_none() {
        if let Ok(Some(main)) = doc.query_selector("main") {
            main.set_attribute("data-ready", "true").ok();
        }
    }
}
