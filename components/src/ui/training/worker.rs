//! The page's end of the training worker: it starts the worker, holds commands until the worker
//! says "ready", and turns every way a worker can fail into one plain sentence and a worker gone.
//!
//! A worker fails in four ways, and each ends the same: its script does not load (an `error`
//! event), its wasm does not arrive, compile or start (the loader `scripts/post-build.mjs` writes
//! posts a message starting with "failed"), it never says "ready" (a timeout), or it stops while
//! training (an `error` event). The worker is then terminated and forgotten, so the next Train,
//! Step or Reset starts a fresh one.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

use crate::i18n::m;
use crate::model::train::{Command, Report};
use crate::ui::assets::versioned;

/// The worker's loader, next to the page (Trunk writes it there; `public_url` is relative).
const WORKER_URL: &str = "./train_worker_loader.js";
/// How long the worker may take to say "ready" (ms): its wasm is about 300 KB, so this allows a
/// slow phone connection, and still ends a wait that would otherwise never end.
const READY_WITHIN_MS: i32 = 30_000;

/// The page's end of the worker, shared by the widget's handlers.
pub(crate) type Shared = Rc<RefCell<Connection>>;

/// The worker, while there is one, and what waits for it.
#[derive(Default)]
pub(crate) struct Connection {
    worker: Option<web_sys::Worker>,
    ready: bool,
    queue: Vec<Command>,
    /// Counts the workers started, so a late event from one already let go is ignored.
    generation: u32,
    /// The pending "ready" timeout.
    timer: Option<i32>,
    /// The closures the workers' handlers call. They stay until the widget goes: a closure may
    /// not be dropped while it runs, and failures are noticed inside them.
    kept: Vec<Closure<dyn FnMut(web_sys::Event)>>,
}

/// What the widget hears from its worker.
pub(crate) enum Heard {
    /// The worker listens (the commands held for it have been sent).
    Ready,
    /// A report on the run.
    Report(Report),
    /// The worker failed and is gone: why, in a sentence for the reader.
    Failed(String),
}

/// Sends `command` as one `Float64Array`.
fn post(worker: &web_sys::Worker, command: &Command) {
    let numbers = command.encode();
    worker
        .post_message(&js_sys::Float64Array::from(numbers.as_slice()))
        .ok();
}

impl Connection {
    /// Whether a worker is running or starting.
    pub(crate) fn is_started(&self) -> bool {
        self.worker.is_some()
    }

    /// Sends `command` now if the worker listens, or once it does.
    pub(crate) fn send(&mut self, command: &Command) {
        match (&self.worker, self.ready) {
            (Some(w), true) => post(w, command),
            _ => self.queue.push(command.clone()),
        }
    }

    /// Sends `command` only if the worker listens now (a request that is moot later).
    pub(crate) fn send_if_ready(&self, command: &Command) {
        if let (Some(w), true) = (&self.worker, self.ready) {
            post(w, command);
        }
    }

    /// Terminates the worker, if there is one, and drops what waited for it.
    pub(crate) fn stop(&mut self) {
        if let Some(w) = self.worker.take() {
            w.set_onmessage(None);
            w.set_onerror(None);
            w.terminate();
        }
        if let (Some(t), Some(win)) = (self.timer.take(), web_sys::window()) {
            win.clear_timeout_with_handle(t);
        }
        self.ready = false;
        self.queue.clear();
        self.generation += 1;
    }
}

/// Starts a worker unless one is running or starting. Once it is ready it gets `first()` (the
/// run's settings), then the commands held for it but resets, which `first` makes moot. Every
/// report, the readiness and any failure go to `heard`. Whether it started one.
pub(crate) fn start(
    shared: &Shared,
    first: impl Fn() -> Command + 'static,
    heard: impl Fn(Heard) + 'static,
) -> bool {
    if shared.borrow().is_started() {
        return false;
    }
    let heard = Rc::new(heard);
    let worker = match web_sys::Worker::new(&versioned(WORKER_URL)) {
        Ok(w) => w,
        Err(_) => {
            heard(Heard::Failed(m().worker_refused()));
            return false;
        }
    };
    let generation = {
        let mut c = shared.borrow_mut();
        c.stop();
        c.worker = Some(worker.clone());
        c.generation
    };
    // Ends this worker (if it is still the current one) and says why.
    let fail = {
        let (shared, heard) = (shared.clone(), heard.clone());
        move |why: String| {
            let mut c = shared.borrow_mut();
            if c.generation != generation {
                return;
            }
            c.stop();
            drop(c);
            heard(Heard::Failed(why));
        }
    };
    let on_message = {
        let (shared, heard, fail) = (shared.clone(), heard.clone(), fail.clone());
        Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
            let Some(data) = e.dyn_ref::<web_sys::MessageEvent>().map(|m| m.data()) else {
                return;
            };
            if shared.borrow().generation != generation {
                return;
            }
            match data.as_string() {
                Some(text) if text == "ready" => {
                    let (worker, queue) = {
                        let mut c = shared.borrow_mut();
                        c.ready = true;
                        if let (Some(t), Some(win)) = (c.timer.take(), web_sys::window()) {
                            win.clear_timeout_with_handle(t);
                        }
                        (c.worker.clone(), std::mem::take(&mut c.queue))
                    };
                    if let Some(w) = worker {
                        post(&w, &first());
                        for command in queue.iter().filter(|c| !matches!(c, Command::Reset(_))) {
                            post(&w, command);
                        }
                    }
                    heard(Heard::Ready);
                }
                Some(text) if text.starts_with("failed") => {
                    let why = text.trim_start_matches("failed").trim();
                    fail(m().worker_failed(why));
                }
                _ => {
                    if let Some(report) = data
                        .dyn_into::<js_sys::Float64Array>()
                        .ok()
                        .and_then(|a| Report::decode(&a.to_vec()))
                    {
                        heard(Heard::Report(report));
                    }
                }
            }
        })
    };
    let on_error = {
        let fail = fail.clone();
        Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
            e.prevent_default();
            let why = e
                .dyn_ref::<web_sys::ErrorEvent>()
                .map(|e| e.message())
                .filter(|m| !m.is_empty());
            fail(m().worker_stopped(why.as_deref()));
        })
    };
    let on_late = Closure::<dyn FnMut(web_sys::Event)>::new(move |_| {
        fail(m().worker_late(READY_WITHIN_MS / 1000));
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    let timer = web_sys::window().and_then(|w| {
        w.set_timeout_with_callback_and_timeout_and_arguments_0(
            on_late.as_ref().unchecked_ref(),
            READY_WITHIN_MS,
        )
        .ok()
    });
    let mut c = shared.borrow_mut();
    c.timer = timer;
    c.kept.extend([on_message, on_error, on_late]);
    true
}
