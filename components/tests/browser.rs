//! Component tests in a real browser (headless Chromium through wasm-bindgen-test): a widget from
//! the registry mounts, shows its kernel's figures, and answers keyboard and slider input.
#![cfg(target_arch = "wasm32")]

use components::params::Query;
use components::registry;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{
    Element, EventInit, HtmlElement, HtmlInputElement, KeyboardEvent, KeyboardEventInit,
};

wasm_bindgen_test_configure!(run_in_browser);

#[path = "shared/replay.rs"]
mod replay;

/// The training model in wasm gives the bits the native run pinned (`tests/training.rs`).
#[wasm_bindgen_test]
fn a_training_run_replays_natively_to_the_last_bit() {
    let (losses, fingerprint) = replay::replay();
    assert_eq!(
        (losses.as_slice(), fingerprint),
        (&replay::EXPECTED.0[..], replay::EXPECTED.1)
    );
}

#[wasm_bindgen_test]
fn the_translator_s_run_replays_natively_to_the_last_bit() {
    let (losses, fingerprint) = replay::translator_replay();
    assert_eq!(
        (losses.as_slice(), fingerprint),
        (
            &replay::EXPECTED_TRANSLATOR.0[..],
            replay::EXPECTED_TRANSLATOR.1
        )
    );
}

/// Mounts widget `name` with `query` into a fresh element and returns that element.
/// After a jump, a widget whose files another of its section reads with more waits for that one
/// (`slots::fill_in`): which covers which comes from the files each reads.
#[wasm_bindgen_test]
fn the_everyday_translator_s_files_cover_the_subwords_and_no_more() {
    use registry::Reads;
    assert!(Reads::Everyday.covers(Reads::Subwords));
    assert!(!Reads::Subwords.covers(Reads::Everyday));
    assert!(!Reads::Translator.covers(Reads::Subwords));
    assert!(!Reads::Everyday.covers(Reads::Translator));
    assert!(Reads::Translator.covers(Reads::Translator));
}

fn mount(name: &str, query: &str) -> Element {
    let doc = web_sys::window().unwrap().document().unwrap();
    let host = doc.create_element("div").unwrap();
    doc.body().unwrap().append_child(&host).unwrap();
    let spec = registry::find(name).expect("widget is registered");
    let query = Query::parse(query);
    let handle = leptos::mount::mount_to(host.clone().unchecked_into::<HtmlElement>(), move || {
        // A deferred widget's view, as its bundle builds it; any other, as the page's does.
        registry::render_deferred(spec, &query, false)
            .unwrap_or_else(|| registry::render(spec, &query, false))
            .0
    });
    // Keep the view alive for the rest of the test.
    std::mem::forget(handle);
    host
}

fn status(host: &Element) -> String {
    host.query_selector("[role=status]")
        .unwrap()
        .expect("a status line")
        .text_content()
        .unwrap()
}

fn key(target: &Element, key: &str) {
    let init = KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    init.set_cancelable(true);
    let ev = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    target.dispatch_event(&ev).unwrap();
}

fn set_range(input: &HtmlInputElement, value: &str) {
    input.set_value(value);
    let init = EventInit::new();
    init.set_bubbles(true);
    let ev = web_sys::Event::new_with_event_init_dict("input", &init).unwrap();
    input.dispatch_event(&ev).unwrap();
}

#[wasm_bindgen_test]
async fn softmax_states_the_worked_example() {
    let host = mount("softmax", "");
    leptos::task::tick().await;
    assert_eq!(
        status(&host),
        "At temperature 1.00, the shares are: animal 62.9%, tired 23.1%, street 14.0%."
    );
    assert_eq!(host.query_selector_all(".share-row").unwrap().length(), 3);
}

#[wasm_bindgen_test]
async fn softmax_answers_the_keyboard_and_the_temperature_slider() {
    let host = mount("softmax", "scores=1,1&labels=cat,dog");
    leptos::task::tick().await;
    assert_eq!(
        status(&host),
        "At temperature 1.00, the shares are: cat 50.0%, dog 50.0%."
    );

    let first = host
        .query_selector("[data-control=score-0]")
        .unwrap()
        .unwrap();
    key(&first, "PageUp"); // 1 → 2
    leptos::task::tick().await;
    // The bar answers at once; the shares and the summary once that frame is painted.
    assert_eq!(first.get_attribute("aria-valuenow").as_deref(), Some("2"));
    settled().await;
    // softmax(2, 1) = (0.731, 0.269)
    assert_eq!(
        status(&host),
        "At temperature 1.00, the shares are: cat 73.1%, dog 26.9%."
    );

    let t: HtmlInputElement = host
        .query_selector("input[data-control=t]")
        .unwrap()
        .unwrap()
        .unchecked_into();
    set_range(&t, "1"); // log10 t = 1, so t = 10: softmax(0.2, 0.1)
    settled().await;
    assert_eq!(
        status(&host),
        "At temperature 10.00, the shares are: cat 52.5%, dog 47.5%."
    );
    assert_eq!(
        t.get_attribute("aria-valuetext").as_deref(),
        Some("temperature 10.00")
    );
}

#[wasm_bindgen_test]
async fn bad_links_show_notices_and_defaults() {
    let host = mount("softmax", "t=hot&scores=1,x&nonsense=1");
    leptos::task::tick().await;
    assert_eq!(host.query_selector_all(".notices li").unwrap().length(), 3);
    assert_eq!(
        status(&host),
        "At temperature 1.00, the shares are: animal 62.9%, tired 23.1%, street 14.0%."
    );
}

#[wasm_bindgen_test]
fn the_registry_holds_the_public_catalogue() {
    // ../shared/WIDGETS.md: these names are a public contract and only ever grow, so each must
    // still be there; a new widget needs no line here.
    let names = registry::names();
    let contract = [
        "scaling",
        "softmax",
        "mask",
        "pe",
        "cost",
        "architecture",
        "listen",
        "dot-product",
        "multi-head",
        "residual-norm",
        "feed-forward",
        "learning-rate",
        "label-smoothing",
        "train",
        "translate",
        "beam",
        "kv-cache",
        "results",
    ];
    let gone: Vec<_> = contract.iter().filter(|n| !names.contains(n)).collect();
    assert!(
        gone.is_empty(),
        "embed names are a public contract: {gone:?} went"
    );
    let mut unique = names.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), names.len(), "each name once");
}

#[wasm_bindgen_test]
fn the_deferred_bundle_has_a_view_for_exactly_the_deferred_widgets() {
    for spec in registry::WIDGETS {
        assert_eq!(
            registry::deferred_body(spec.name).is_some(),
            spec.deferred,
            "{}",
            spec.name
        );
        assert_eq!(
            registry::page_body(spec.name).is_some(),
            !spec.deferred,
            "{}",
            spec.name
        );
    }
}

#[wasm_bindgen_test]
fn a_deferred_widget_renders_as_its_empty_slot_in_the_page_bundle() {
    let doc = web_sys::window().unwrap().document().unwrap();
    let host = doc.create_element("div").unwrap();
    doc.body().unwrap().append_child(&host).unwrap();
    let spec = registry::find("train").unwrap();
    let handle = leptos::mount::mount_to(host.clone().unchecked_into::<HtmlElement>(), move || {
        registry::render(spec, &Query::default(), false).0
    });
    std::mem::forget(handle);
    let slot = host
        .query_selector("[data-slot=train]")
        .unwrap()
        .expect("a slot");
    assert!(!slot.has_attribute("data-mounted"));
    assert!(host.query_selector("[role=status]").unwrap().is_none());
}

#[wasm_bindgen_test]
async fn every_widget_mounts_with_defaults_and_one_summary() {
    for name in registry::names() {
        let host = mount(name, "");
        leptos::task::tick().await;
        assert_eq!(
            host.query_selector_all("[role=status]").unwrap().length(),
            1,
            "{name}"
        );
        assert!(status(&host).len() > 20, "{name}: {}", status(&host));
        assert_eq!(
            host.query_selector_all(".notices").unwrap().length(),
            0,
            "{name}"
        );
    }
}

/// Resolves once the browser calls back the function `schedule` hands it.
async fn called_back(schedule: impl Fn(&web_sys::Window, &js_sys::Function)) {
    let promise = js_sys::Promise::new(&mut |done, _| schedule(&web_sys::window().unwrap(), &done));
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}

/// Waits until a widget has followed its last input: the frame that answers it, then the task
/// after it in which the picture and the summary catch up (`ui::background::after_paint`).
async fn settled() {
    // The input's effects first: they ask for the frame the catch-up comes after.
    leptos::task::tick().await;
    frames(1).await;
    called_back(|window, done| {
        window.set_timeout_with_callback(done).unwrap();
    })
    .await;
    leptos::task::tick().await;
}

/// Resolves once the browser has run `n` animation frames (charts paint in frames).
async fn frames(n: u32) {
    for _ in 0..n {
        called_back(|window, done| {
            window.request_animation_frame(done).unwrap();
        })
        .await;
    }
}

/// The pixels of the first canvas in `host`.
fn pixels(host: &Element) -> Vec<u8> {
    let canvas: web_sys::HtmlCanvasElement = host
        .query_selector("canvas")
        .unwrap()
        .expect("a canvas")
        .unchecked_into();
    let ctx: web_sys::CanvasRenderingContext2d =
        canvas.get_context("2d").unwrap().unwrap().unchecked_into();
    let (w, h) = (canvas.width() as f64, canvas.height() as f64);
    ctx.get_image_data(0.0, 0.0, w, h).unwrap().data().0
}

/// A chart's mark (the schedule's step, the saturation chart's d_k) moves over the picture kept
/// off screen: moving its slider away changes the canvas, moving it back gives every pixel back.
/// (In this debug build, drawing the mark also checks its mapping against plotters' own.)
#[wasm_bindgen_test]
async fn a_chart_mark_moves_over_the_same_picture() {
    for (name, query, control, away) in [
        ("learning-rate", "step=4000", "step", "20000"),
        ("scaling", "dk=64", "dk", "3"),
    ] {
        let host = mount(name, query);
        // The saturation curve is computed in slices once the page is quiet: wait for it.
        let canvas = host.query_selector("canvas").unwrap().expect("a canvas");
        for _ in 0..600 {
            frames(1).await;
            if canvas
                .get_attribute("aria-valuemax")
                .is_some_and(|stops| stops != "1")
            {
                break;
            }
        }
        frames(5).await;
        let before = pixels(&host);
        assert!(before.iter().any(|&b| b != 0), "{name}: the chart is drawn");
        let input: HtmlInputElement = host
            .query_selector(&format!("input[data-control={control}]"))
            .unwrap()
            .expect("the mark's slider")
            .unchecked_into();
        let was = input.value();
        set_range(&input, away);
        frames(5).await;
        assert_ne!(pixels(&host), before, "{name}: the mark moved");
        set_range(&input, &was);
        frames(5).await;
        assert!(
            pixels(&host) == before,
            "{name}: the picture under the mark is untouched"
        );
    }
}

/// A widget's heavy part follows its controls after the frame that answers them: not before that
/// frame, then with the newest value, once for several changes made in between.
#[wasm_bindgen_test]
async fn a_widget_catches_up_after_the_paint_once_with_the_newest_value() {
    use components::ui::background::after_paint;
    use leptos::prelude::*;

    let owner = Owner::new();
    owner.set();
    let source = RwSignal::new(0);
    let shown = after_paint(source);
    let seen = StoredValue::new(Vec::<i32>::new());
    Effect::new(move |_| {
        let v = shown.with(|v| *v);
        seen.update_value(|s| s.push(v));
    });
    settled().await;
    assert_eq!(seen.get_value(), [0], "no catch-up without a change");
    for v in 1..=3 {
        source.set(v);
        leptos::task::tick().await;
    }
    assert_eq!(seen.get_value(), [0], "nothing before the frame is painted");
    settled().await;
    assert_eq!(seen.get_value(), [0, 3], "one catch-up for three changes");
}
