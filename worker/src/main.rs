//! The `train` widget's Web Worker: it owns a training [`Session`] and runs it in slices, so the
//! page never waits on a step. Trunk builds it as its own wasm (`data-type="worker"` in
//! `index.html`), which the page fetches only when the reader reaches the widget or presses Train.
//!
//! Page → worker: each [`Command`] as one `Float64Array`. Worker → page: the string "ready" once
//! it listens, then each [`Report`] as one `Float64Array`, a few times a second while training and
//! once after every command but `Yield`, which only holds the steps back while the reader uses the
//! page.

use std::cell::RefCell;
use std::rc::Rc;

use components::model::train::{Command, Report, Session};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

// The allocator the page's bundles use (Cargo.toml says why): a step allocates its activations
// and gradients afresh, and talc serves them faster than the default dlmalloc.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// How long one slice of steps may run before the worker looks at its messages again (ms).
const SLICE_MS: f64 = 40.0;
/// How often a snapshot goes to the page while training (ms): often enough to watch, rarely
/// enough that the page's work per snapshot stays small.
const POST_EVERY_MS: f64 = 250.0;
/// How long a [`Command::Yield`] holds training back (ms): a little longer than the page's gap
/// between two of them while the reader keeps pressing or dragging.
const YIELD_MS: f64 = 150.0;

struct Worker {
    scope: DedicatedWorkerGlobalScope,
    session: Option<Session>,
    last_post: f64,
    tick: Option<Closure<dyn FnMut()>>,
    /// Posting into this port runs the next slice at once: a chain of `setTimeout(…, 0)` is
    /// clamped to 4 ms from its fifth link on (HTML's timer nesting rule, in workers too), idle
    /// time after every slice.
    wake: Option<web_sys::MessagePort>,
    scheduled: bool,
    /// No steps before this time (ms): the page asked for the CPU back.
    held_until: f64,
}

fn now() -> f64 {
    js_sys::Date::now()
}

impl Worker {
    fn post(&mut self, report: Report) {
        let numbers = report.encode();
        let array = js_sys::Float64Array::from(numbers.as_slice());
        self.scope.post_message(&array).ok();
        self.last_post = now();
    }

    fn post_snapshot(&mut self) {
        if let Some(s) = self.session.as_mut() {
            let snap = s.snapshot();
            self.post(Report::Snapshot(snap));
        }
    }

    /// Asks for the next slice: as soon as messages are read, or once a yield is over.
    fn schedule(&mut self) {
        if self.scheduled {
            return;
        }
        let wait = (self.held_until - now()).max(0.0).ceil() as i32;
        if wait == 0
            && let Some(wake) = &self.wake
        {
            self.scheduled = wake.post_message(&JsValue::NULL).is_ok();
            if self.scheduled {
                return;
            }
        }
        if let Some(tick) = &self.tick {
            self.scheduled = self
                .scope
                .set_timeout_with_callback_and_timeout_and_arguments_0(
                    tick.as_ref().unchecked_ref(),
                    wait,
                )
                .is_ok();
        }
    }

    fn handle(&mut self, command: Command) {
        match command {
            Command::Reset(params) => {
                self.session = Some(Session::new(params));
                self.post_snapshot();
            }
            Command::Run => {
                if let Some(s) = self.session.as_mut()
                    && s.can_step()
                {
                    s.running = true;
                    self.schedule();
                }
            }
            Command::Pause => {
                if let Some(s) = self.session.as_mut() {
                    s.running = false;
                    s.check();
                }
                self.post_snapshot();
            }
            Command::Step => {
                if let Some(s) = self.session.as_mut()
                    && !s.running
                {
                    s.advance(true);
                }
                self.post_snapshot();
            }
            Command::Yield => {
                // The slice already asked for runs, finds the hold and asks again after it.
                self.held_until = now() + YIELD_MS;
            }
            Command::Try(input) => {
                if let Some(a) = self.session.as_ref().and_then(|s| s.attempt(input)) {
                    self.post(Report::Attempt(a));
                }
            }
        }
    }

    /// One slice of training; the next is scheduled as a task, so messages get in between.
    fn run_slice(&mut self) {
        self.scheduled = false;
        if now() < self.held_until {
            if self.session.as_ref().is_some_and(|s| s.running) {
                self.schedule();
            }
            return;
        }
        let Some(s) = self.session.as_mut() else {
            return;
        };
        let start = now();
        // The first check at 99% or more is the news a reader waits for: it goes out at once,
        // not with the next snapshot up to 250 ms later.
        let solved_before = s.latest_share() >= 0.99;
        let mut news = false;
        while s.running && now() - start < SLICE_MS && !news {
            s.advance(false);
            news = !solved_before && s.latest_share() >= 0.99;
        }
        let running = s.running;
        if !running || news || now() - self.last_post >= POST_EVERY_MS {
            self.post_snapshot();
        }
        if running {
            self.schedule();
        }
    }
}

fn main() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let worker = Rc::new(RefCell::new(Worker {
        scope: scope.clone(),
        session: None,
        last_post: 0.0,
        tick: None,
        wake: None,
        scheduled: false,
        held_until: 0.0,
    }));
    let w = worker.clone();
    let tick = Closure::<dyn FnMut()>::new(move || w.borrow_mut().run_slice());
    // One port listens (and runs a slice on each message), the other is posted into; the
    // channel lives as long as the worker.
    if let Ok(channel) = web_sys::MessageChannel::new() {
        channel
            .port1()
            .set_onmessage(Some(tick.as_ref().unchecked_ref()));
        worker.borrow_mut().wake = Some(channel.port2());
    }
    worker.borrow_mut().tick = Some(tick);
    let w = worker.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let numbers = e.data().dyn_into::<js_sys::Float64Array>().ok();
        if let Some(command) = numbers.and_then(|a| Command::decode(&a.to_vec())) {
            w.borrow_mut().handle(command);
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as the page keeps it; so do its handlers.
    on_message.forget();
    std::mem::forget(worker);
    scope.post_message(&JsValue::from_str("ready")).ok();
}

/// Milliseconds per step, held-out checks (every 25 steps) included, of `steps` steps of the
/// default link's run with `seed`, trained here without slices, snapshots or messages: what the
/// worker's wasm computes at, apart from how the worker runs it. `./x bench` sets it between the
/// native figure (`components/examples/train.rs`, the same loop) and the time from Train to the
/// last step, so the gap between those two splits into the wasm's and the worker's.
#[wasm_bindgen]
pub fn bench_train(seed: u32, steps: u32) -> f64 {
    use components::kernel::network::{Settings, Trainer};
    let clock = js_sys::global()
        .dyn_into::<web_sys::WorkerGlobalScope>()
        .ok()
        .and_then(|g| g.performance());
    let now = || clock.as_ref().map_or_else(now, |p| p.now());
    let mut t = Trainer::new(Settings {
        seed: u64::from(seed),
        ..Settings::default()
    });
    let start = now();
    while t.step < steps {
        if !bench_step(&mut t) {
            return -1.0;
        }
    }
    (now() - start) / f64::from(steps.max(1))
}

/// One step of [`bench_train`], and the held-out check when it is due; whether the step was
/// taken. A call of its own, as a worker's slice is: V8 moves a wasm function to its optimised
/// code only for the calls after it is ready, so a whole run inlined into one call would run
/// much of its time in baseline code and measure slower than the worker.
#[inline(never)]
fn bench_step(t: &mut components::kernel::network::Trainer) -> bool {
    let Ok(r) = t.train_step() else {
        return false;
    };
    if r.step % 25 == 0 {
        std::hint::black_box(t.held_out_solved());
    }
    true
}
