//! The page's second bundle: the widgets far down the explainer (the `deferred` rows of the
//! registry), which the page's own wasm does not carry. The page fetches this script when the
//! reader nears one of their slots (`src/deferred.rs`); it hands the slot scheduler
//! (`components::slots`) what it carries and how it mounts one, whether in the explainer, an
//! embed (`?embed=train`) or the gallery, and from then on asks it to fill again at the page's
//! `deferred-slots` event (an embed remounted, the gallery shown).

use components::params::Query;
use components::registry;
use components::slots;
use components::slots::Bundle;
use components::ui::address::{current_query, keep_in_address};
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

/// Mounts `spec`'s view in `slot`: in an embed with the state its address holds (and keeps the
/// address in step with the widget), elsewhere (the page, the gallery) at its defaults.
fn mount(slot: web_sys::HtmlElement, spec: &'static registry::WidgetSpec) {
    let embedded = embedded();
    let query = if embedded {
        current_query()
    } else {
        Query::default()
    };
    slots::mount(slot, spec, move || {
        let (view, state) = registry::render_deferred(spec, &query, embedded)
            .expect("every deferred widget has a view in this bundle");
        if embedded {
            keep_in_address(spec.name, state);
        }
        view
    });
}

/// What this bundle gives the slot scheduler: the deferred widgets, and how it mounts one.
const DEFERRED: Bundle = Bundle {
    carries: |spec| spec.deferred,
    mount,
    warm: |spec| spec.reads.read_now(),
};

fn main() {
    panic::install();
    components::ui::language::from_document();
    components::ui::start_ids_at(FIRST_ID);
    slots::fill(DEFERRED);
    let Some(doc) = document() else { return };
    // The explainer's quoted figures, from the kernels (none in an embed or the gallery), in an
    // idle period: the copy already says the same, and the widgets the reader is nearing come
    // first. This bundle comes after the page is parsed: it is fetched as the reader nears a slot.
    components::ui::background::when_idle(components::ui::page_figures::write_all);
    // New slots (an embed remounted, the gallery shown): fill again.
    let on_new_slots = Closure::<dyn Fn()>::new(|| slots::fill(DEFERRED));
    doc.add_event_listener_with_callback("deferred-slots", on_new_slots.as_ref().unchecked_ref())
        .ok();
    // Listens for the life of the page.
    on_new_slots.forget();
    // A printed page has no reader to come near a slot: every widget goes in, for printing and
    // for a handout (whose preparation may have begun before this bundle ran).
    if let Some(window) = web_sys::window() {
        components::ui::attach::listen_always(&window, "beforeprint", |_| slots::fill_all());
    }
    components::ui::attach::listen_always(&doc, slots::FILL_ALL, |_| slots::fill_all());
    if slots::handout_on_its_way() {
        slots::fill_all();
    }
}

/// The page's clock, in milliseconds.
fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// Milliseconds per call of scaled dot-product attention on `n` tokens of width `dk` (Q, K, V
/// drawn from seed 1), averaged over `reps` calls: `./x bench` sets it beside the native figure
/// (`components/examples/bench_attention.rs`).
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn bench_attention(n: usize, dk: usize, reps: usize) -> f64 {
    use components::kernel::blocks::attention::attention;
    use components::kernel::blocks::matrix::Matrix;
    use components::kernel::sampling::Gaussian;
    let (n, dk, reps) = (n.clamp(1, 2048), dk.clamp(1, 1024), reps.clamp(1, 10_000));
    let mut g = Gaussian::new(1);
    let mut m = || Matrix::from_vec(n, dk, g.normals(n * dk)).expect("n × dk entries");
    let (q, k, v) = (m(), m(), m());
    let start = now();
    let mut checksum = 0.0;
    for _ in 0..reps {
        let steps = attention(&q, &k, &v, false).expect("matching shapes");
        checksum += steps.output.get(0, 0);
    }
    let elapsed = now() - start;
    // Keep the optimiser from discarding the work.
    if checksum.is_nan() {
        web_sys::console::log_1(&"unexpected NaN".into());
    }
    elapsed / reps as f64
}

/// Milliseconds per greedy translation of the paper's sentence by the translator whose weights
/// are `bytes` (the page's `translator.bin`), the best of five batches of `reps`: `./x bench` sets
/// it beside the native figure (`components/examples/bench_translate.rs`). Negative when `bytes`
/// is not a translator.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn bench_translate(bytes: &[u8], reps: usize) -> f64 {
    use components::kernel::decoding::translator::Translator;
    use components::kernel::language::grammar::parse;
    use components::kernel::timing::best_ms_per_call;
    let Some(t) = Translator::from_bytes(bytes) else {
        return -1.0;
    };
    let source = parse("the animal didn't cross the street because it was too tired").tokens;
    best_ms_per_call(reps, now, || t.translate(&source).output.len()).0
}

/// Milliseconds per greedy translation of a ten-word sentence (`BENCH_SENTENCE`) by the everyday
/// translator whose files are given (`everyday.bin`, its subwords and its test sentences), the
/// best of five batches of `reps`: `./x bench` sets it beside the native figure
/// (`components/examples/bench_everyday.rs`). Negative when the files are not the translator.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn bench_everyday(weights: &[u8], subwords: &str, test: &str, reps: usize) -> f64 {
    use components::kernel::everyday::BENCH_SENTENCE;
    use components::kernel::everyday::translator::{Everyday, Search};
    use components::kernel::timing::best_ms_per_call;
    let Some(t) = Everyday::from_files(weights, subwords, test) else {
        return -1.0;
    };
    let reading = t.read(BENCH_SENTENCE);
    best_ms_per_call(reps, now, || {
        t.translate(&reading, Search::Greedy).pieces.len()
    })
    .0
}
