//! "Save PNG" and "Save SVG" under a widget's figure. The drawing for saving is in the figures
//! bundle, a wasm of its own this fetches the first time a reader saves a figure (shared by both of
//! the page's bundles through `window`); this end only asks it, with the widget's link, summary and
//! the numbers a figure needs from the page.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::JsFuture;

use super::dom::page_address;
use crate::embed::embed_link;
use crate::i18n::m;
use crate::params::Query;

/// The bundle's script, next to the page.
const SCRIPT_URL: &str = "./figures.js";
/// Where the started bundle's exports are (the post-build hook puts them there).
const BINDINGS: &str = "figuresBindings";
/// The promise of the bundle's start, shared by both of the page's bundles.
const STARTING: &str = "__figuresStarting";
/// The event the started bundle sends.
const READY: &str = "figures-ready";

/// What the frame tells a widget's Save buttons: which widget, and its link (lesson included).
#[derive(Clone, Copy)]
pub struct FigureContext {
    /// The embed name.
    pub name: &'static str,
    /// The widget's link as it is now.
    pub link: Signal<Query>,
}

/// The started bundle's exports: at once if it runs, else once its script has arrived and
/// started (fetched once for the page).
async fn bindings() -> Result<JsValue, JsValue> {
    let window = web_sys::window().ok_or("there is no window")?;
    let ready = js_sys::Reflect::get(&window, &BINDINGS.into())?;
    if !ready.is_undefined() {
        return Ok(ready);
    }
    let mut starting = js_sys::Reflect::get(&window, &STARTING.into())?;
    if starting.is_undefined() {
        let doc = window.document().ok_or("there is no document")?;
        let script = doc.create_element("script")?;
        script.set_attribute("src", &super::assets::versioned(SCRIPT_URL))?;
        let promise = js_sys::Promise::new(&mut |resolve, reject| {
            doc.add_event_listener_with_callback(READY, &resolve).ok();
            script
                .add_event_listener_with_callback("error", &reject)
                .ok();
        });
        js_sys::Reflect::set(&window, &STARTING.into(), &promise)?;
        doc.head()
            .ok_or("there is no head")?
            .append_child(&script)?;
        starting = promise.into();
    }
    JsFuture::from(js_sys::Promise::from(starting))
        .await
        .map_err(|_| JsValue::from_str(m().figure_saver_failed()))?;
    js_sys::Reflect::get(&window, &BINDINGS.into())
}

/// The widget's box around `el`, and what it says now.
fn widget_of(el: &web_sys::Element) -> Option<(web_sys::Element, String)> {
    let widget = el.closest("[data-widget]").ok()??;
    let said = widget
        .query_selector("[role=\"status\"]")
        .ok()??
        .text_content()?;
    Some((widget, said))
}

/// Asks the figures bundle to save `figure`; the file's name, or what went wrong.
async fn save(
    ctx: FigureContext,
    figure: &'static str,
    data: Vec<f64>,
    button: web_sys::Element,
    png: bool,
) -> Result<String, String> {
    let (widget, summary) = widget_of(&button).ok_or("the widget is gone")?;
    let query = ctx.link.get_untracked();
    let link = embed_link(&page_address(), ctx.name, &query);
    let width = f64::from(widget.client_width()).clamp(320.0, 900.0);
    let exports = bindings().await.map_err(|e| {
        e.as_string()
            .unwrap_or_else(|| m().figure_saver_failed().into())
    })?;
    let save = js_sys::Reflect::get(&exports, &"save_figure".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .ok_or("the figure saver has no save")?;
    let args = js_sys::Array::new();
    for a in [
        JsValue::from_str(ctx.name),
        JsValue::from_str(figure),
        JsValue::from_str(&query.encode()),
        js_sys::Float64Array::from(data.as_slice()).into(),
        JsValue::from_f64(width),
        JsValue::from_str(&summary),
        JsValue::from_str(&link),
        JsValue::from_bool(png),
    ] {
        args.push(&a);
    }
    let promise = save
        .apply(&JsValue::NULL, &args)
        .map_err(|_| m().figure_failed().to_string())?;
    let file = JsFuture::from(js_sys::Promise::from(promise))
        .await
        .map_err(|e| e.as_string().unwrap_or_else(|| m().figure_failed().into()))?;
    Ok(file.as_string().unwrap_or_default())
}

/// "Save PNG" and "Save SVG" for one of the widget's figures (`figure`, its id in its
/// `WidgetView::FIGURES`); `data` gives the numbers the figure needs from the page (the
/// training run's), where it needs any.
#[component]
pub fn SaveFigure(
    /// The figure's id.
    figure: &'static str,
    /// What the figure needs from the page, read when a button is pressed.
    #[prop(optional)]
    data: Option<Callback<(), Vec<f64>>>,
) -> impl IntoView {
    let Some(ctx) = use_context::<FigureContext>() else {
        return ().into_any();
    };
    let note = RwSignal::new(String::new());
    let press = move |ev: leptos::ev::MouseEvent, png: bool| {
        let Some(button) = ev
            .current_target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        else {
            return;
        };
        let numbers = data.map(|d| d.run(())).unwrap_or_default();
        note.set(m().preparing_figure().into());
        leptos::task::spawn_local(async move {
            let said = match save(ctx, figure, numbers, button, png).await {
                Ok(file) => m().saved(&file),
                Err(why) => m().not_saved(&why),
            };
            note.try_set(said);
        });
    };
    view! {
        <div class="save-figure" role="group" aria-label=m().save_this_figure()>
            <button type="button" class="button small" data-control=format!("save-png-{figure}") on:click=move |ev| press(ev, true)>
                {m().save_png()}
            </button>
            <button type="button" class="button small" data-control=format!("save-svg-{figure}") on:click=move |ev| press(ev, false)>
                {m().save_svg()}
            </button>
            <span class="save-note" aria-live="polite">{move || note.get()}</span>
        </div>
    }
    .into_any()
}
