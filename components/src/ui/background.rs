//! Work kept out of input handlers: painting once per frame, and computations too long for one
//! event, done in short slices between frames.
//!
//! An input handler should return within a couple of milliseconds so the browser can paint the
//! answer. A computation that takes tens of milliseconds (the saturation chart's 20,000 draws, say)
//! starts after the next frame instead, and gives the browser back control every few milliseconds,
//! or at once when the browser says input is waiting, so a reader's next key press or drag waits
//! for one step of it at most.

use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;

use leptos::prelude::{Effect, request_animation_frame, set_timeout};
use wasm_bindgen::{JsCast, JsValue};

/// Longest a slice runs before yielding, in milliseconds of the page's clock.
const SLICE_MS: f64 = 4.0;

fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// Calls `step` repeatedly, starting after the next frame is painted, until it returns `false`.
/// Between calls the browser gets control back whenever the current slice has run `SLICE_MS`.
pub fn in_slices(step: impl FnMut() -> bool + 'static) {
    let step: Rc<RefCell<dyn FnMut() -> bool>> = Rc::new(RefCell::new(step));
    request_animation_frame(move || set_timeout(move || run(step), Duration::ZERO));
}

thread_local! {
    /// `navigator.scheduling.isInputPending`, where the browser has it (Chromium does).
    static INPUT_PENDING: Option<(JsValue, js_sys::Function)> = web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w.navigator(), &"scheduling".into()).ok())
        .filter(|s| s.is_object())
        .and_then(|s| {
            let f = js_sys::Reflect::get(&s, &"isInputPending".into()).ok()?;
            Some((s, f.dyn_into().ok()?))
        });
}

/// Whether a key press, click or touch is waiting for the main thread. Where the browser cannot
/// tell, `false`: the slice then ends on time alone.
fn input_pending() -> bool {
    INPUT_PENDING.with(|pending| {
        pending.as_ref().is_some_and(|(scheduling, is_pending)| {
            is_pending.call0(scheduling).is_ok_and(|v| v.is_truthy())
        })
    })
}

fn run(step: Rc<RefCell<dyn FnMut() -> bool>>) {
    let start = now();
    loop {
        if !(step.borrow_mut())() {
            return;
        }
        // A reader's input waits at most one step, not the rest of the slice.
        if now() - start >= SLICE_MS || input_pending() {
            break;
        }
    }
    set_timeout(move || run(step), Duration::ZERO);
}

/// Calls `paint` with the newest `inputs()` at most once per animation frame, whenever the
/// signals `inputs` reads change.
///
/// The input handler only records what changed, so it returns at once; a drag that fires several
/// input events per frame costs one paint per frame, not one per event. The first picture is
/// painted before the frame that shows the widget; every later one just after the next frame,
/// so the answer to a key press or a drag (the slider, its value, the summary) reaches the
/// screen without waiting for the drawing, which follows a frame later.
pub fn each_frame<T: 'static>(inputs: impl Fn() -> T + 'static, paint: impl Fn(T) + 'static) {
    // The newest inputs not painted yet; `Some` means a paint has already been asked for.
    let latest = Rc::new(RefCell::new(None::<T>));
    let paint = Rc::new(paint);
    let shown = Rc::new(std::cell::Cell::new(false));
    Effect::new(move |_| {
        if latest.replace(Some(inputs())).is_some() {
            return;
        }
        let (latest, paint) = (latest.clone(), paint.clone());
        let run = move || {
            if let Some(value) = latest.take() {
                paint(value);
            }
        };
        if shown.replace(true) {
            request_animation_frame(move || set_timeout(run, Duration::ZERO));
        } else {
            request_animation_frame(run);
        }
    });
}
