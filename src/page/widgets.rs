//! The widgets of the page's own bundle, each mounted into its slot (`<div class="widget-slot"
//! data-slot="NAME">`) with its default state, by the one slot scheduler (`components::slots`).
//!
//! The first goes in as soon as the parser has read past its slot, while the rest of the text may
//! still be arriving; the scheduler puts the others in as the reader nears them. The widgets of
//! the deferred bundle are not mounted here: their slots fetch that bundle when they come near,
//! or before a jump to them (`crate::deferred`).

use components::params::Query;
use components::registry::{self, WidgetSpec};
use components::slots::{self, Bundle};
use wasm_bindgen::JsCast;

use super::dom::{first, still_parsing};

/// Mounts the widget `spec` names, at its defaults, in place of the slot's note.
fn mount(slot: web_sys::HtmlElement, spec: &'static WidgetSpec) {
    slots::mount(slot, spec, move || {
        registry::render(spec, &Query::default(), false).0
    });
}

/// What this bundle gives the scheduler: the widgets it carries, and how it mounts one.
const PAGE: Bundle = Bundle {
    carries: |spec| !spec.deferred,
    mount,
    // None of the page's widgets reads files.
    warm: |_| {},
};

/// Mounts every widget still waiting, and fetches the deferred ones now (printing).
pub fn mount_all() {
    crate::deferred::load();
    slots::fill_all();
}

/// Before a jump to the section `id`: its own widgets in, the deferred bundle on its way if any
/// of the section's widgets is in it, and the translator's weights if one reads them. The other
/// widgets keep waiting for the reader to come near. The sections the jump passes are not laid
/// out (`content-visibility: auto`, each sized by its `contain-intrinsic-size`), so what comes
/// into them later does not move the target.
pub fn before_jump(id: &str) {
    fetch_ahead(id);
    slots::fill_section(id);
}

/// Before a jump to the section `id`, as soon as the browser announces it: the deferred bundle
/// on its way if one of the section's widgets is in it, and the files they read. Nothing is
/// mounted yet; [`before_jump`] does that (and asks again, which fetches nothing twice).
pub fn fetch_ahead(id: &str) {
    if let Some(target) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
    {
        crate::deferred::ahead_of_jump(&slots::empty_in(&target));
    }
}

/// Mounts the page's first widget while the HTML is still arriving, as soon as the parser has
/// read past its slot (so nothing the parser adds later lands inside the widget): checked once a
/// frame, which is when the parser pauses. Once the page is parsed, [`start`] takes over.
pub fn mount_first_soon() {
    if !still_parsing() {
        return;
    }
    if first(slots::SCROLLED).is_some_and(|slot| slot.next_sibling().is_some()) {
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
    if let Some(Ok(slot)) =
        first(slots::SCROLLED).map(|slot| slot.dyn_into::<web_sys::HtmlElement>())
        && let Some(spec) = slots::spec_of(&slot).filter(|spec| !spec.deferred)
    {
        mount(slot, spec);
    }
}

/// Hands the slots to the scheduler, after [`mount_first`], and the deferred ones to their
/// bundle's loader; for a deep link (`jump_to`, the target's id) the target's own first, then
/// `settle` scrolls to it. `then` runs at once for a deep link, else in the first idle period.
pub fn start(jump_to: Option<String>, settle: fn(), then: impl FnOnce() + 'static) {
    let deferred: Vec<_> = slots::empty()
        .into_iter()
        .filter(|slot| slots::is_deferred(slot))
        .collect();
    crate::deferred::load_when_near(&deferred);
    slots::fill(PAGE);
    match jump_to {
        Some(id) => {
            before_jump(&id);
            then();
            settle();
        }
        None => components::ui::background::when_idle(then),
    }
}
