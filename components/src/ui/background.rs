//! Work kept out of input handlers: painting once per frame, and computations too long for one
//! event, done in short slices between frames.
//!
//! An input handler should return within a couple of milliseconds so the browser can paint the
//! answer. A computation that takes tens of milliseconds (the saturation chart's 20,000 draws, say)
//! starts after the next frame instead, and gives the browser back control every few milliseconds,
//! or at once when the browser says input is waiting, so a reader's next key press or drag waits
//! for one step of it at most. And it waits while the reader is still pressing keys or dragging:
//! a step that starts between two presses of a held arrow key delays the second, so the slices
//! resume only once the page has had no input for a moment.

use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::time::Duration;

use leptos::prelude::{
    Effect, GetValue, Notify, RwSignal, SetValue, StoredValue, Track, Trigger, WithUntracked,
    request_animation_frame, set_timeout,
};
use wasm_bindgen::prelude::Closure;
use wasm_bindgen::{JsCast, JsValue};

/// Longest a slice runs before yielding, in milliseconds of the page's clock.
const SLICE_MS: f64 = 4.0;

fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// Runs `f` when the browser has a moment to spare (`requestIdleCallback`, at most half a second
/// late), so a reader's input always goes first; where there are no idle callbacks (Safari), on
/// the next task.
pub fn when_idle(f: impl FnOnce() + 'static) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let idle = js_sys::Reflect::get(&window, &"requestIdleCallback".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    match idle {
        Some(request) => {
            let options = js_sys::Object::new();
            js_sys::Reflect::set(&options, &"timeout".into(), &500.into()).ok();
            let callback = wasm_bindgen::closure::Closure::once_into_js(f);
            request.call2(&window, &callback, &options).ok();
        }
        None => set_timeout(f, Duration::ZERO),
    }
}

/// Calls `step` repeatedly, starting after the next frame is painted, until it returns `false`.
/// Between calls the browser gets control back whenever the current slice has run `SLICE_MS`.
pub fn in_slices(step: impl FnMut() -> bool + 'static) {
    let step: Rc<RefCell<dyn FnMut() -> bool>> = Rc::new(RefCell::new(step));
    // Start listening for input now, so a press before the first slice counts.
    LAST_INPUT.with(|_| ());
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

/// How long the page must have had no key press, pointer press or slider input before a slice
/// runs (ms): longer than the gap between a held key's repeats and a drag's events, short enough
/// that the work follows as soon as the reader stops.
const QUIET_MS: f64 = 150.0;

/// The events that say the reader is using the page: a key, a pointer pressed, an input moved.
/// Whatever should keep out of their way (slices here, the training worker) listens for these.
pub const READER_INPUT: [&str; 3] = ["keydown", "pointerdown", "input"];

thread_local! {
    /// When the reader last used the page ([`READER_INPUT`]), page clock (ms). Recorded by one
    /// capturing listener on the window, added the first time slices are asked for, for the
    /// page's lifetime: it is shared by every computation, not owned by a widget.
    static LAST_INPUT: Cell<f64> = {
        if let Some(window) = web_sys::window() {
            let on_input = Closure::<dyn Fn()>::new(|| LAST_INPUT.with(|last| last.set(now())));
            let options = web_sys::AddEventListenerOptions::new();
            options.set_capture(true);
            options.set_passive(true);
            for kind in READER_INPUT {
                window
                    .add_event_listener_with_callback_and_add_event_listener_options(
                        kind,
                        on_input.as_ref().unchecked_ref(),
                        &options,
                    )
                    .ok();
            }
            on_input.forget();
        }
        Cell::new(f64::NEG_INFINITY)
    };
}

/// Milliseconds until the page has been free of input for [`QUIET_MS`]; 0 when it has.
fn wait_for_quiet() -> f64 {
    let since = now() - LAST_INPUT.with(|last| last.get());
    (QUIET_MS - since).max(0.0)
}

fn run(step: Rc<RefCell<dyn FnMut() -> bool>>) {
    let wait = wait_for_quiet();
    if wait > 0.0 {
        set_timeout(move || run(step), Duration::from_millis(wait.ceil() as u64));
        return;
    }
    let start = now();
    loop {
        if !(step.borrow_mut())() {
            return;
        }
        // A reader's input waits at most one step, not the rest of the slice.
        if now() - start >= SLICE_MS || input_pending() || wait_for_quiet() > 0.0 {
            break;
        }
    }
    set_timeout(move || run(step), Duration::ZERO);
}

/// Calls `paint` with the newest `inputs()` at most once per animation frame, whenever the
/// signals `inputs` reads change.
///
/// The input handler only records what changed, so it returns at once; a drag that fires several
/// input events per frame costs one paint per frame, not one per event. The paint runs in the
/// animation frame callback, so the picture reaches the screen in the same frame as the rest of
/// the answer (the slider, its value, the summary): painting after that frame would cost every
/// key press a second frame of style, layout and compositing for the whole page
/// (docs/performance.md).
pub fn each_frame<T: 'static>(inputs: impl Fn() -> T + 'static, paint: impl Fn(T) + 'static) {
    // The newest inputs not painted yet; `Some` means a paint has already been asked for.
    let latest = Rc::new(RefCell::new(None::<T>));
    let paint = Rc::new(paint);
    Effect::new(move |_| {
        if latest.replace(Some(inputs())).is_some() {
            return;
        }
        let (latest, paint) = (latest.clone(), paint.clone());
        request_animation_frame(move || {
            if let Some(value) = latest.take() {
                paint(value);
            }
        });
    });
}

/// A widget's state as its heavy parts see it: it catches up with the state after the frame
/// answering each change has been painted, once for however many changes came in between.
///
/// A widget's controls read the state itself, so the slider and its readout answer in the next
/// frame; everything heavier (the kernel, the bars, the summary, the chart) reads through this,
/// so a press costs the reader one light frame before its answer is on screen instead of one
/// heavy frame, and presses that come faster than the widget can follow are folded into one
/// computation. It holds no copy of the state, only a trigger: a copy would be a reactive value
/// of each widget's own type, code repeated once per widget in the wasm.
pub struct AfterPaint<T: 'static> {
    source: RwSignal<T>,
    painted: Trigger,
}

impl<T> Clone for AfterPaint<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for AfterPaint<T> {}

impl<T: Send + Sync + 'static> AfterPaint<T> {
    /// Reads the state with `f`, and subscribes the caller to the catch-ups (not to the state).
    pub fn with<U>(&self, f: impl FnOnce(&T) -> U) -> U {
        self.painted.track();
        self.source.with_untracked(f)
    }
}

/// Follows `source` after each painted frame: see [`AfterPaint`].
pub fn after_paint<T: Send + Sync + 'static>(source: RwSignal<T>) -> AfterPaint<T> {
    let painted = Trigger::new();
    let asked = StoredValue::new(false);
    Effect::new(move |before: Option<()>| {
        source.track();
        // Not for the first run: the widget was just built from the state as it is.
        if before.is_some() {
            ask_after_paint(asked, painted);
        }
    });
    AfterPaint { source, painted }
}

/// Notifies `painted` in the first task after the next frame, unless that is already asked for.
/// Not generic, so every widget shares this one scheduling code.
fn ask_after_paint(asked: StoredValue<bool>, painted: Trigger) {
    if asked.get_value() {
        return;
    }
    asked.set_value(true);
    request_animation_frame(move || {
        set_timeout(
            move || {
                // `try_`: the widget may have left the page since.
                if asked.try_set_value(false).is_none() {
                    painted.notify();
                }
            },
            Duration::ZERO,
        )
    });
}
