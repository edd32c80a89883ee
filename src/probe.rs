//! Small functions the benchmark and the tests call from JavaScript
//! (`window.wasmBindings`): kernel timing inside the browser, the size of wasm memory, a remount.

use components::kernel::blocks::attention::attention;
use components::kernel::blocks::matrix::Matrix;
use components::kernel::sampling::Gaussian;
use wasm_bindgen::prelude::wasm_bindgen;

/// Milliseconds per call of scaled dot-product attention on `n` tokens of width `dk`
/// (Q, K, V drawn from seed 1), averaged over `reps` calls.
#[wasm_bindgen]
pub fn bench_attention(n: usize, dk: usize, reps: usize) -> f64 {
    let (n, dk, reps) = (n.clamp(1, 2048), dk.clamp(1, 1024), reps.clamp(1, 10_000));
    let mut g = Gaussian::new(1);
    let mut m = || Matrix::from_vec(n, dk, g.normals(n * dk)).expect("n × dk entries");
    let (q, k, v) = (m(), m(), m());
    let now = || {
        web_sys::window()
            .and_then(|w| w.performance())
            .map_or(0.0, |p| p.now())
    };
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
