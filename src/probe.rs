//! Small functions the benchmark and the tests call from JavaScript
//! (`window.wasmBindings`): the size of wasm memory, a remount. The kernels' timings are in the
//! deferred bundle (`src/bin/deferred_widgets.rs`), which carries the attention widgets: every
//! reader of `/` would otherwise fetch the benchmark's code.

use wasm_bindgen::prelude::wasm_bindgen;

/// Bytes of linear memory the wasm module holds now.
#[wasm_bindgen]
pub fn wasm_memory_bytes() -> f64 {
    use wasm_bindgen::JsCast;
    let memory: js_sys::WebAssembly::Memory = wasm_bindgen::memory().unchecked_into();
    memory
        .buffer()
        .unchecked_into::<js_sys::ArrayBuffer>()
        .byte_length() as f64
}

/// Takes the app out of the page and mounts it again from the current address, without a reload:
/// the browser fuzz test puts a random query string in the address (`history.replaceState`) and
/// calls this, a thousand times per widget.
#[wasm_bindgen]
pub fn remount() {
    crate::app::mount();
}
