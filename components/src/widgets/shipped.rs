//! The shipped translator's weights (`translator.bin`, half floats), fetched the first time a
//! widget that reads them nears the screen, and shared by every such widget of the page.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use crate::kernel::train::translator::Translator;
use crate::ui::ToggleGroup;
use crate::ui::assets::versioned;
use crate::ui::attach::when_near;

/// Where the weights are.
#[derive(Clone)]
pub enum Weights {
    /// On the way.
    Loading,
    /// Here.
    Ready(Arc<Translator>),
    /// Not coming, and why.
    Failed(String),
}

impl Weights {
    /// What a widget's status line says while the weights are not here, or `None` once they are.
    pub fn waiting(&self) -> Option<String> {
        match self {
            Weights::Loading => Some("Loading the translator's weights…".into()),
            Weights::Failed(why) => Some(format!(
                "The translator could not be loaded ({why}). The rest of the page works as before."
            )),
            Weights::Ready(_) => None,
        }
    }
}

/// The layer and head pickers both translator widgets show (the model has two of each).
#[component]
pub fn LayerHead(
    /// The layer shown, from 1.
    #[prop(into)]
    layer: Signal<usize>,
    /// The head shown, from 1.
    #[prop(into)]
    head: Signal<usize>,
    /// Called with the layer picked.
    on_layer: Callback<usize>,
    /// Called with the head picked.
    on_head: Callback<usize>,
) -> impl IntoView {
    let pick = |v: &str| if v == "1" { 1 } else { 2 };
    let shown = |n: usize| if n == 1 { "1" } else { "2" };
    view! {
        <ToggleGroup
            label="Layer:"
            name="layer"
            options=vec![("1", "1"), ("2", "2")]
            selected=Signal::derive(move || shown(layer.get()))
            on_select=Callback::new(move |v: &'static str| on_layer.run(pick(v)))
        />
        <ToggleGroup
            label="Head:"
            name="head"
            options=vec![("1", "1"), ("2", "2")]
            selected=Signal::derive(move || shown(head.get()))
            on_select=Callback::new(move |v: &'static str| on_head.run(pick(v)))
        />
    }
}

/// Where the weights are fetched from.
const URL: &str = "./translator.bin";

/// The window property holding a fetch of the weights already under way (a `Promise` of its
/// `Response`): the page's own bundle starts it, the deferred bundle, a separate wasm module with
/// no memory in common, picks it up.
const EARLY: &str = "__translatorWeights";

/// Starts fetching the weights now, unless a fetch is already under way or done, so that they
/// come while the deferred bundle that reads them is itself still on the way.
pub fn prefetch() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let key = wasm_bindgen::JsValue::from_str(EARLY);
    if js_sys::Reflect::has(&window, &key).unwrap_or(false) {
        return;
    }
    let promise = window.fetch_with_str(&versioned(URL));
    js_sys::Reflect::set(&window, &key, &promise).ok();
}

/// Whether [`prefetch`] has started a fetch not yet taken.
fn prefetched() -> bool {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &wasm_bindgen::JsValue::from_str(EARLY)).ok())
        .is_some_and(|p| p.is_instance_of::<js_sys::Promise>())
}

/// The fetch [`prefetch`] started, taken (a response's body is read once), or a new one.
fn response() -> Option<js_sys::Promise> {
    let window = web_sys::window()?;
    let key = wasm_bindgen::JsValue::from_str(EARLY);
    let early = js_sys::Reflect::get(&window, &key)
        .ok()
        .and_then(|p| p.dyn_into::<js_sys::Promise>().ok());
    // Left as `null`, not deleted, so a later `prefetch` does not fetch again.
    js_sys::Reflect::set(&window, &key, &wasm_bindgen::JsValue::NULL).ok();
    Some(early.unwrap_or_else(|| window.fetch_with_str(&versioned(URL))))
}

/// Fetches the shipped weights (or finishes the fetch [`prefetch`] started).
async fn fetch() -> Result<Translator, String> {
    let request = response().ok_or("there is no window")?;
    let response: web_sys::Response = JsFuture::from(request)
        .await
        .map_err(|_| "the network did not answer".to_string())?
        .dyn_into()
        .map_err(|_| "the answer was not a response".to_string())?;
    if !response.ok() {
        return Err(format!("the server answered {}", response.status()));
    }
    let unreadable = |_| "the answer could not be read".to_string();
    let buffer = JsFuture::from(response.array_buffer().map_err(unreadable)?)
        .await
        .map_err(unreadable)?;
    let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
    Translator::from_bytes(&bytes).ok_or_else(|| "the file is not this page's translator".into())
}

/// Words with a value under each (attention shares, scores), wrapping onto as many lines as the
/// width needs, so a sentence of any length fits a phone without sideways scrolling. `shade`
/// (0 to 1) tints each value's cell; the value is printed, so the tint only doubles it.
pub fn word_values(
    words: Vec<&'static str>,
    values: Vec<String>,
    shade: Vec<f64>,
    lang: &'static str,
) -> impl IntoView + use<> {
    let items = words
        .into_iter()
        .zip(values)
        .zip(shade)
        .map(|((w, v), s)| {
            view! {
                <li>
                    <span class="wv-word" lang=lang>{w}</span>
                    <span class="wv-value" style:--w=format!("{s:.3}")>{v}</span>
                </li>
            }
        })
        .collect_view();
    view! { <ol class="word-values" role="list">{items}</ol> }
}

/// The state of the weights every translator widget of this bundle reads: one reference-counted
/// signal, not owned by whichever widget came first, so it outlives any one of them (an embed
/// remounted, the gallery closed).
static SHARED: OnceLock<ArcRwSignal<Weights>> = OnceLock::new();

/// Whether a fetch is under way or done (a failed one clears it, so the next widget to near the
/// screen tries again).
static STARTED: AtomicBool = AtomicBool::new(false);

/// Fetches the weights into `shared`, unless that has been started already.
fn start(shared: ArcRwSignal<Weights>) {
    if STARTED.swap(true, Ordering::Relaxed) {
        return;
    }
    shared.set(Weights::Loading);
    leptos::task::spawn_local(async move {
        let loaded = match fetch().await {
            Ok(t) => Weights::Ready(Arc::new(t)),
            Err(why) => {
                STARTED.store(false, Ordering::Relaxed);
                Weights::Failed(why)
            }
        };
        shared.set(loaded);
    });
}

/// The weights for the widget whose root is `root`: ready at once if another widget has loaded
/// them, else fetched (once for all of them) when `root` comes within 600 px of the screen.
pub fn load_when_near(root: NodeRef<leptos::html::Div>) -> Signal<Weights> {
    let shared = SHARED
        .get_or_init(|| ArcRwSignal::new(Weights::Loading))
        .clone();
    let weights = Signal::from(shared.clone());
    // The page's own bundle has started the fetch: the reader is near, and the file may be here.
    if prefetched() {
        start(shared);
        return weights;
    }
    Effect::new(move |_| {
        if let Some(el) = root.get() {
            let el: web_sys::Element = el.into();
            let shared = shared.clone();
            when_near(&el, "600px", move || start(shared.clone()));
        }
    });
    weights
}
