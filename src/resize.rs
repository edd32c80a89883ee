//! Telling the host page how tall the embedded widget is, in the three dialects hosts speak:
//! the project's own message (read by `assets/embed-host.js`), Canvas LMS's `lti.frameResize`, and
//! the H5P resizer handshake. Messages from anywhere but the parent frame are ignored.

use components::ui::attach::{listen, observe_size};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Window};

/// The project's own message type.
pub const MESSAGE_TYPE: &str = "attention-widget:resize";

/// What `embed-host.js` sends each iframe when it starts, asking for the height again: a widget
/// that loaded first (a cached one, or a host page that defers the helper) reported its height
/// before anyone listened, and would otherwise not report again until it changed size.
pub const MEASURE_TYPE: &str = "attention-widget:measure";

fn object(pairs: &[(&str, wasm_bindgen::JsValue)]) -> js_sys::Object {
    let o = js_sys::Object::new();
    for (k, v) in pairs {
        js_sys::Reflect::set(&o, &(*k).into(), v).ok();
    }
    o
}

/// The parent frame, when this page is inside one.
fn parent(window: &Window) -> Option<Window> {
    let parent = window.parent().ok().flatten()?;
    let same: &wasm_bindgen::JsValue = parent.as_ref();
    (!js_sys::Object::is(same, window.as_ref())).then_some(parent)
}

/// Whether `ev` came from the parent frame (the only sender this page listens to).
fn from_parent(window: &Window, ev: &MessageEvent) -> bool {
    match (parent(window), ev.source()) {
        (Some(p), Some(src)) => js_sys::Object::is(p.as_ref(), src.as_ref()),
        _ => false,
    }
}

fn document_height() -> i32 {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .map_or(0, |e| e.scroll_height())
}

/// Posts the height of `main` to the parent once it is built, whenever it changes and whenever
/// `embed-host.js` asks, and answers the H5P handshake.
pub fn report_height(main: NodeRef<leptos::html::Main>, widget: &'static str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(host) = parent(&window) else { return };
    let h5p_ready = StoredValue::new(false);
    // The last height posted, shared by the size observer and the handshake: when the parent's
    // hello and the first layout both arrive, the host hears that height once, not twice.
    let last = StoredValue::new(-1);

    let post = {
        let host = host.clone();
        move |height: i32| {
            last.try_set_value(height);
            let h = wasm_bindgen::JsValue::from(height);
            let own = object(&[
                ("type", MESSAGE_TYPE.into()),
                ("widget", widget.into()),
                ("height", h.clone()),
            ]);
            host.post_message(&own, "*").ok();
            let canvas = format!("{{\"subject\":\"lti.frameResize\",\"height\":{height}}}");
            host.post_message(&canvas.into(), "*").ok();
            if h5p_ready.get_value() {
                let prepare = object(&[
                    ("context", "h5p".into()),
                    ("action", "prepareResize".into()),
                    ("scrollHeight", h.clone()),
                    ("clientHeight", h),
                ]);
                host.post_message(&prepare, "*").ok();
            }
        }
    };

    // H5P: announce ourselves; resize once the parent answers, and again whenever it is ready.
    host.post_message(
        &object(&[("context", "h5p".into()), ("action", "hello".into())]),
        "*",
    )
    .ok();
    let on_message = {
        let host = host.clone();
        let window = window.clone();
        let post = post.clone();
        move |ev: web_sys::Event| {
            let Some(ev) = ev.dyn_ref::<MessageEvent>() else {
                return;
            };
            if !from_parent(&window, ev) {
                return;
            }
            let data = ev.data();
            let field = |k: &str| {
                js_sys::Reflect::get(&data, &k.into())
                    .ok()
                    .and_then(|v| v.as_string())
            };
            if field("type").as_deref() == Some(MEASURE_TYPE) {
                post(document_height());
                return;
            }
            if field("context").as_deref() != Some("h5p") {
                return;
            }
            match field("action").as_deref() {
                Some("hello") => {
                    h5p_ready.set_value(true);
                    post(document_height());
                }
                Some("resizePrepared") => {
                    let resize = object(&[
                        ("context", "h5p".into()),
                        ("action", "resize".into()),
                        ("scrollHeight", document_height().into()),
                    ]);
                    host.post_message(&resize, "*").ok();
                }
                _ => {}
            }
        }
    };
    // The listener and the observer go when the widget does (an embed remounted in place).
    listen(&window, "message", on_message);

    Effect::new(move |_| {
        let Some(el) = main.get() else { return };
        let post = post.clone();
        let post_changed = move || {
            let h = document_height();
            if last.try_get_value().is_some_and(|seen| seen != h) {
                post(h);
            }
        };
        // Chromium renders no frame of a cross-origin iframe below the host page's fold, so its
        // size observer stays silent until the reader scrolls there, and the host would keep its
        // placeholder height until then. A timer still runs in such a frame, and reading the
        // height lays the page out: the first height (what is built before the first frame) goes
        // out now, and the observer sends the rest once the frame is rendered.
        set_timeout(post_changed.clone(), std::time::Duration::ZERO);
        observe_size(&el, move |_| post_changed());
    });
}
