//! The page's second bundle: the widgets far down the explainer (the `deferred` rows of the
//! registry), which the page's own wasm does not carry. The page fetches this script when the
//! reader nears one of their slots (`src/deferred.rs`); it mounts each of them into its empty
//! slot, whether in the explainer, an embed (`?embed=train`) or the gallery, and from then on
//! answers the page's `deferred-slots` event: it drops the widgets whose slot has left the
//! document (an embed remounted) and fills any new slot.

use components::params::Query;
use components::registry;
use components::slots;
use components::ui::address::{current_query, current_target, keep_in_address};
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

#[path = "../panic.rs"]
mod panic;

#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// Where this bundle's element ids start: far above any the page's own bundle reaches.
const FIRST_ID: usize = 1 << 24;

fn document() -> Option<web_sys::Document> {
    web_sys::window().and_then(|w| w.document())
}

/// Whether the page is a single embedded widget (the page's bundle marks `<html>` so).
fn embedded() -> bool {
    document()
        .and_then(|d| d.document_element())
        .is_some_and(|root| root.class_list().contains("embedded"))
}

/// Drops the widgets whose slot has left the document, then mounts one into every empty slot
/// this bundle has a view for.
fn sweep() {
    slots::drop_gone();
    let embedded = embedded();
    // An embed's state is in its address; on the page and in the gallery, widgets start at
    // their defaults.
    let query = if embedded {
        current_query()
    } else {
        Query::default()
    };
    // The slots nearest the screen first, this task; the rest one by one in slices once the
    // browser is idle, nearest first, so the widget the reader is looking at is not kept waiting
    // behind the charts of ten others.
    let empty: Vec<_> = slots::empty()
        .into_iter()
        .filter_map(|slot| {
            let spec = slots::spec_of(&slot).filter(|spec| spec.deferred)?;
            Some((distance(&slot), slot, spec))
        })
        .collect();
    // A link to a section is where the reader is going: its first widget comes at once, even
    // while the page is still scrolling there, and the section's others lead the queue. They sit
    // below it, so mounting them later moves nothing the reader is looking at, and the first
    // answers sooner for not sharing its task with them (in the translator's section, the
    // sentence is shown without waiting for the beam and kv-cache widgets to be built).
    let target = current_target().and_then(|id| document()?.get_element_by_id(&id));
    let linked =
        |slot: &web_sys::HtmlElement| target.as_ref().is_some_and(|t| t.contains(Some(slot)));
    // `empty` is in page order: the first linked slot is the section's first widget.
    let first_linked = empty.iter().position(|s| linked(&s.1));
    let nearest = empty
        .iter()
        .map(|s| s.0)
        .min_by(f64::total_cmp)
        .unwrap_or(0.0);
    let mut later = Vec::new();
    for (i, (d, slot, spec)) in empty.into_iter().enumerate() {
        let at_once = match first_linked {
            Some(at) => i == at,
            None => d <= nearest.max(AT_ONCE),
        };
        if at_once {
            mount(slot, spec, &query, embedded);
        } else {
            later.push((!linked(&slot), d, slot, spec));
        }
    }
    // The rest nearest first, the linked section's own ahead of all.
    later.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1)));
    if later.is_empty() {
        slots::mark_ready_if_all_in();
        return;
    }
    let mut later = later.into_iter().map(|(_, _, slot, spec)| (slot, spec));
    // Once the browser is idle: the widgets just mounted have work of their own to finish first
    // (the translator's weights to read and a first sentence to translate).
    components::ui::background::when_idle(move || {
        components::ui::background::in_slices(move || match later.next() {
            Some((slot, spec)) => {
                // A slot another sweep has filled meanwhile, or one gone from the page, is left.
                if slot.is_connected() && !slot.has_attribute("data-mounted") {
                    mount(slot, spec, &query, embedded);
                }
                true
            }
            None => {
                slots::mark_ready_if_all_in();
                false
            }
        })
    });
}

/// How far from the viewport (CSS pixels) a slot may be and still be mounted at once.
const AT_ONCE: f64 = 200.0;

/// How far `el` is from the viewport, in CSS pixels: 0 when any of it is on screen.
fn distance(el: &web_sys::HtmlElement) -> f64 {
    let height = web_sys::window()
        .and_then(|w| w.inner_height().ok())
        .and_then(|h| h.as_f64())
        .unwrap_or(800.0);
    let r = el.get_bounding_client_rect();
    (r.top() - height).max(-r.bottom()).max(0.0)
}

/// Mounts `spec`'s view in `slot`, its state read from `query`.
fn mount(
    slot: web_sys::HtmlElement,
    spec: &'static registry::WidgetSpec,
    query: &Query,
    embedded: bool,
) {
    let query = query.clone();
    slots::mount(slot, spec, move || {
        let (view, state) = registry::render_deferred(spec, &query, embedded)
            .expect("every deferred widget has a view in this bundle");
        if embedded {
            keep_in_address(spec.name, state);
        }
        view
    });
}

fn main() {
    panic::install();
    components::ui::start_ids_at(FIRST_ID);
    sweep();
    let Some(doc) = document() else { return };
    let on_new_slots = Closure::<dyn Fn()>::new(sweep);
    doc.add_event_listener_with_callback("deferred-slots", on_new_slots.as_ref().unchecked_ref())
        .ok();
    // Listens for the life of the page.
    on_new_slots.forget();
}

/// Milliseconds per greedy translation of the paper's sentence by the translator whose weights
/// are `bytes` (the page's `translator.bin`), the best of five batches of `reps`: `./x bench` sets
/// it beside the native figure (`components/examples/bench_translate.rs`). Negative when `bytes`
/// is not a translator.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn bench_translate(bytes: &[u8], reps: usize) -> f64 {
    use components::kernel::decoding::translator::Translator;
    use components::kernel::language::grammar::parse;
    let Some(t) = Translator::from_bytes(bytes) else {
        return -1.0;
    };
    let source = parse("the animal didn't cross the street because it was too tired").tokens;
    let now = || {
        web_sys::window()
            .and_then(|w| w.performance())
            .map_or(0.0, |p| p.now())
    };
    let mut best = f64::INFINITY;
    let mut written = 0;
    for _ in 0..5 {
        let start = now();
        for _ in 0..reps.clamp(1, 1000) {
            written += t.translate(&source).output.len();
        }
        best = best.min((now() - start) / reps.clamp(1, 1000) as f64);
    }
    // Keep the optimiser from discarding the work.
    if written == 0 {
        web_sys::console::log_1(&"no translation".into());
    }
    best
}
