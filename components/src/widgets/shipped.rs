//! The shipped translator's weights (`translator.bin`, half floats), fetched the first time a
//! widget that reads them nears the screen, and shared by every such widget of the page.

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

/// The weights once one widget has them: every later widget starts ready. Plain data, read-only
/// once set, so a process-wide cell rather than any widget's signal.
static LOADED: OnceLock<Arc<Translator>> = OnceLock::new();

/// Fetches the shipped weights.
async fn fetch() -> Result<Translator, String> {
    let window = web_sys::window().ok_or("there is no window")?;
    let url = versioned("./translator.bin");
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(&url))
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

/// The weights for the widget whose root is `root`: ready at once if another widget has loaded
/// them, else fetched when `root` comes within 600 px of the screen.
pub fn load_when_near(root: NodeRef<leptos::html::Div>) -> RwSignal<Weights> {
    if let Some(t) = LOADED.get() {
        return RwSignal::new(Weights::Ready(t.clone()));
    }
    let weights = RwSignal::new(Weights::Loading);
    Effect::new(move |_| {
        if let Some(el) = root.get() {
            let el: web_sys::Element = el.into();
            when_near(&el, "600px", move || {
                leptos::task::spawn_local(async move {
                    let loaded = match LOADED.get() {
                        Some(t) => Weights::Ready(t.clone()),
                        None => match fetch().await {
                            Ok(t) => Weights::Ready(LOADED.get_or_init(|| Arc::new(t)).clone()),
                            Err(why) => Weights::Failed(why),
                        },
                    };
                    weights.try_set(loaded);
                });
            });
        }
    });
    weights
}
