//! Files a widget reads besides its link (weights, subwords, held-out sentences), fetched once for
//! the page and shared by every widget that reads them.
//!
//! The page's own bundle may start a file's fetch ahead of the widget (as the reader nears its
//! slot, [`prefetch`]); the widget's bundle, a separate wasm module with no memory in common,
//! picks the response up from the window where the page left it ([`bytes`]).

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use crate::i18n::{Files, m};
use crate::ui::assets::versioned;
use crate::ui::attach::{listen, when_near};
use crate::ui::dom::{FILL_ALL, handout_on_its_way};
use crate::ui::user_timing::measured;

/// The window property holding the fetch of `url` started ahead (a `Promise` of its `Response`).
fn key(url: &str) -> wasm_bindgen::JsValue {
    wasm_bindgen::JsValue::from_str(&format!("__prefetched {url}"))
}

/// Starts fetching `url` now, unless a fetch of it is under way or done.
pub fn prefetch(url: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let key = key(url);
    if js_sys::Reflect::has(&window, &key).unwrap_or(false) {
        return;
    }
    let promise = window.fetch_with_str(&versioned(url));
    // Marked as handled: a fetch that fails (offline, say) before a widget takes it would
    // otherwise be an unhandled rejection; the widget still sees the failure when it awaits it.
    let ignore = wasm_bindgen::closure::Closure::<dyn FnMut(wasm_bindgen::JsValue)>::new(|_| {});
    let _ = promise.catch(&ignore);
    ignore.forget();
    js_sys::Reflect::set(&window, &key, &promise).ok();
}

/// Whether [`prefetch`] has started a fetch of `url` not yet taken.
pub fn prefetched(url: &str) -> bool {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &key(url)).ok())
        .is_some_and(|p| p.is_instance_of::<js_sys::Promise>())
}

/// The fetch of `url` [`prefetch`] started, taken (a response's body is read once), or a new
/// one.
fn response(url: &str) -> Option<js_sys::Promise> {
    let window = web_sys::window()?;
    let key = key(url);
    let early = js_sys::Reflect::get(&window, &key)
        .ok()
        .and_then(|p| p.dyn_into::<js_sys::Promise>().ok());
    // Left as `null`, not deleted, so a later `prefetch` does not fetch again.
    js_sys::Reflect::set(&window, &key, &wasm_bindgen::JsValue::NULL).ok();
    Some(early.unwrap_or_else(|| window.fetch_with_str(&versioned(url))))
}

thread_local! {
    /// Each file's body on its way to this bundle (a promise of its `ArrayBuffer`, or of the
    /// server's status when it refused), so that two things made from one file at once (the
    /// subwords, which the `subwords` widget and the translator both read) share one fetch. A
    /// promise holds a JavaScript object, which no `static` may.
    static BODIES: RefCell<HashMap<String, js_sys::Promise>> = RefCell::new(HashMap::new());
}

/// The body of `url` as a promise shared by every reader of this bundle: the fetch [`prefetch`]
/// started, or a new one.
fn body(url: &str) -> Option<js_sys::Promise> {
    if let Some(shared) = BODIES.with(|b| b.borrow().get(url).cloned()) {
        return Some(shared);
    }
    let request = response(url)?;
    let read = wasm_bindgen_futures::future_to_promise(async move {
        let response: web_sys::Response = JsFuture::from(request).await?.dyn_into()?;
        if !response.ok() {
            return Err(JsValue::from(response.status()));
        }
        JsFuture::from(response.array_buffer()?).await
    });
    BODIES.with(|b| b.borrow_mut().insert(url.to_string(), read.clone()));
    Some(read)
}

/// The bytes of `url` (or of the fetch [`prefetch`] started), or why they could not be had.
pub async fn bytes(url: &str) -> Result<Vec<u8>, String> {
    finish(url, body(url)).await
}

/// The bytes of the body `read` of `url`, once it is all here. The body is shared only while it
/// is on its way: once it has come (or failed) it is let go, so the page does not keep a copy of
/// every file beside what was made of it, and a later reader fetches again (from the cache).
async fn finish(url: &str, read: Option<js_sys::Promise>) -> Result<Vec<u8>, String> {
    let no_answer = || m().no_answer().to_string();
    let read = read.ok_or_else(no_answer)?;
    let body = JsFuture::from(read).await;
    BODIES.with(|b| b.borrow_mut().remove(url));
    match body {
        Ok(buffer) => Ok(js_sys::Uint8Array::new(&buffer).to_vec()),
        Err(why) => Err(match why.as_f64() {
            Some(status) => m().server_answered(status as u16),
            None => no_answer(),
        }),
    }
}

/// A file-backed value as the widgets reading it see it.
pub enum Fetched<T> {
    /// On the way.
    Loading,
    /// Here.
    Ready(Arc<T>),
    /// Not coming, and why.
    Failed(String),
}

impl<T> Clone for Fetched<T> {
    fn clone(&self) -> Self {
        match self {
            Fetched::Loading => Fetched::Loading,
            Fetched::Ready(t) => Fetched::Ready(t.clone()),
            Fetched::Failed(why) => Fetched::Failed(why.clone()),
        }
    }
}

/// Something made from files fetched once for the page: the files, what is made of them, and the
/// state every widget reading it shares.
pub struct Resource<T: 'static> {
    /// Which files they are, as a widget's status line names them while they are not here.
    pub what: Files,
    /// Its files, next to the page.
    pub urls: &'static [&'static str],
    /// What is made of their bytes (in `urls`' order), or why nothing could be.
    pub make: fn(Vec<Vec<u8>>) -> Result<T, String>,
    shared: OnceLock<ArcRwSignal<Fetched<T>>>,
    started: AtomicBool,
}

impl<T: Send + Sync + 'static> Resource<T> {
    /// A resource made by `make` from the files `urls`.
    pub const fn new(
        what: Files,
        urls: &'static [&'static str],
        make: fn(Vec<Vec<u8>>) -> Result<T, String>,
    ) -> Self {
        Self {
            what,
            urls,
            make,
            shared: OnceLock::new(),
            started: AtomicBool::new(false),
        }
    }

    /// Starts fetching its files now (the page's own bundle, as a reader nears a widget that
    /// reads them).
    pub fn prefetch(&self) {
        for url in self.urls {
            prefetch(url);
        }
    }

    fn shared(&self) -> ArcRwSignal<Fetched<T>> {
        self.shared
            .get_or_init(|| ArcRwSignal::new(Fetched::Loading))
            .clone()
    }

    /// Fetches the files and makes the value, unless that has been started already (a failure
    /// clears it, so the next widget to near the screen tries again): as a widget reading it nears
    /// the screen, or ahead of one, when the reader jumps to its section.
    pub fn start(&'static self) {
        if self.started.swap(true, Ordering::Relaxed) {
            return;
        }
        let shared = self.shared();
        shared.set(Fetched::Loading);
        // Not leptos's executor: this may run before the bundle's first widget has started it.
        wasm_bindgen_futures::spawn_local(async move {
            // Every body is read at once, not each after the one before.
            let reads: Vec<_> = self.urls.iter().map(|url| body(url)).collect();
            let mut files = Vec::with_capacity(self.urls.len());
            let mut failed = None;
            for (url, read) in self.urls.iter().zip(reads) {
                match finish(url, read).await {
                    Ok(b) => files.push(b),
                    Err(why) => {
                        failed = Some(why);
                        break;
                    }
                }
            }
            let made = match failed {
                Some(why) => Err(why),
                None => measured(&format!("make {}", self.urls[0]), || (self.make)(files)),
            };
            shared.set(match made {
                Ok(value) => Fetched::Ready(Arc::new(value)),
                Err(why) => {
                    self.started.store(false, Ordering::Relaxed);
                    Fetched::Failed(why)
                }
            });
        });
    }

    /// The value for the widget whose root is `root`: ready at once if another widget has it,
    /// else fetched (once for the page) when `root` comes within 600 px of the screen, or at
    /// once for a handout or a printout.
    pub fn when_near(&'static self, root: NodeRef<leptos::html::Div>) -> Signal<Fetched<T>> {
        let near = RwSignal::new(false);
        if self.urls.iter().any(|u| prefetched(u)) || handout_on_its_way() {
            near.set(true);
        } else {
            Effect::new(move |_| {
                if let Some(el) = root.get() {
                    let el: web_sys::Element = el.into();
                    when_near(&el, "600px", move || {
                        near.try_set(true);
                    });
                }
            });
            if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
                listen(&doc, FILL_ALL, move |_| {
                    near.try_set(true);
                });
            }
        }
        Effect::new(move |_| {
            if near.get() {
                self.start();
            }
        });
        let shared = self.shared();
        Signal::derive(move || shared.get())
    }

    /// What a status line says while the value is not here, or `None` once it is.
    pub fn waiting(&self, state: &Fetched<T>) -> Option<String> {
        match state {
            Fetched::Loading => Some(m().loading_files(self.what).to_string()),
            Fetched::Failed(why) => Some(m().files_failed(self.what, why)),
            Fetched::Ready(_) => None,
        }
    }
}
