//! Small helpers over the page's DOM that every part of the page uses.

use wasm_bindgen::JsCast;

/// Every element of the page that matches `selector`, in document order.
pub fn all(selector: &str) -> Vec<web_sys::Element> {
    components::ui::all(selector)
}

/// The first element of the page that matches `selector`.
pub fn first(selector: &str) -> Option<web_sys::Element> {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten())
}

/// Whether the browser is still reading the page's HTML. The loader starts the app as soon as
/// the app has arrived (scripts/post-build.mjs), often before the end of the text has.
pub fn still_parsing() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .is_some_and(|d| d.ready_state() == "loading")
}

/// Runs `f` in a task of its own, ahead of the parser's and other waiting tasks where the browser
/// can be told so (`scheduler.postTask` at `user-blocking` priority), else in the next timer task.
pub fn in_own_task_first(f: impl FnOnce() + 'static) {
    let post = web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &"scheduler".into()).ok())
        .filter(|s| s.is_object())
        .and_then(|s| {
            let post = js_sys::Reflect::get(&s, &"postTask".into()).ok()?;
            Some((s, post.dyn_into::<js_sys::Function>().ok()?))
        });
    match post {
        Some((scheduler, post)) => {
            let options = js_sys::Object::new();
            js_sys::Reflect::set(&options, &"priority".into(), &"user-blocking".into()).ok();
            let callback = wasm_bindgen::closure::Closure::once_into_js(f);
            // The promise it returns only says when `f` ran; a failure would already show.
            post.call2(&scheduler, &callback, &options).ok();
        }
        None => leptos::prelude::set_timeout(f, std::time::Duration::ZERO),
    }
}
