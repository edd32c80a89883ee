//! Work too long for one input event, done in short slices between frames.
//!
//! An input handler should return within a couple of milliseconds so the browser can paint the
//! answer. A computation that takes tens of milliseconds (the saturation chart's 20,000 draws, say)
//! starts after the next frame instead, and gives the browser back control every few milliseconds
//! so a reader's next key press or drag is never kept waiting behind it.

use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;

use leptos::prelude::{request_animation_frame, set_timeout};

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

fn run(step: Rc<RefCell<dyn FnMut() -> bool>>) {
    let start = now();
    loop {
        if !(step.borrow_mut())() {
            return;
        }
        if now() - start >= SLICE_MS {
            break;
        }
    }
    set_timeout(move || run(step), Duration::ZERO);
}
