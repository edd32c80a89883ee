//! The figures bundle: saves a widget's figure as SVG or PNG. The page fetches this script the
//! first time a reader presses "Save SVG" or "Save PNG" (`components::ui::figure_save`), so the
//! page's own wasm carries none of the drawing for saving; it is a bundle of its own, like the
//! deferred widgets', and the post-build hook makes it announce itself on `window` once started.
//!
//! A figure is drawn again from the widget's link by the widget's own code
//! (`components::widgets::WidgetView::figure`, found through `components::registry`), in the
//! light theme, with a caption under it: the widget's title, its summary and the link to this
//! exact state.

use components::i18n::m;
use components::kernel::everyday::translator::Everyday;
use components::kernel::subwords::Subwords;
use components::params::Query;
use components::registry;
use components::ui::fetched::bytes;
use components::ui::figure::{Extra, Needs};
use components::ui::weights::{Checkpoint, load};
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

#[path = "../panic.rs"]
mod panic;

#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

fn main() {
    panic::install();
    components::ui::language::from_document();
}

/// The stylesheet's rules for Figure 1 and 2, whose markup is coloured by classes: read from
/// the page's own stylesheet, so the saved figure looks as the page draws it.
fn figure_style() -> String {
    const OURS: [&str; 6] = [
        ".architecture",
        ".block",
        ".k-",
        ".flow-diagram",
        ".stage",
        ".arrowhead",
    ];
    let Some(sheets) = web_sys::window()
        .and_then(|w| w.document())
        .map(|d| d.style_sheets())
    else {
        return String::new();
    };
    let mut css = String::new();
    for i in 0..sheets.length() {
        let Some(sheet) = sheets
            .item(i)
            .and_then(|s| s.dyn_into::<web_sys::CssStyleSheet>().ok())
        else {
            continue;
        };
        let Ok(rules) = sheet.css_rules() else {
            continue;
        };
        for j in 0..rules.length() {
            if let Some(rule) = rules.item(j) {
                let text = rule.css_text();
                let selector = text.split('{').next().unwrap_or_default();
                if OURS.iter().any(|o| selector.contains(o)) && !selector.contains(":focus") {
                    css.push_str(&text);
                }
            }
        }
    }
    css
}

/// Starts a download of `bytes` (a `Blob`) as `file`.
fn download(blob: &web_sys::Blob, file: &str) -> Result<(), JsValue> {
    let doc = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| m().figure_failed())?;
    let url = web_sys::Url::create_object_url_with_blob(blob)?;
    let a: web_sys::HtmlAnchorElement = doc.create_element("a")?.dyn_into()?;
    a.set_href(&url);
    a.set_download(file);
    a.click();
    // After the click has handed the file over.
    let revoke = Closure::once_into_js(move || {
        web_sys::Url::revoke_object_url(&url).ok();
    });
    web_sys::window()
        .ok_or_else(|| m().figure_failed())?
        .set_timeout_with_callback_and_timeout_and_arguments_0(revoke.unchecked_ref(), 10_000)?;
    Ok(())
}

/// A file next to the page, as text.
async fn text(url: &str) -> Result<String, String> {
    String::from_utf8(bytes(url).await?).map_err(|_| m().not_this_pages_file().to_string())
}

/// The everyday translator's subwords, fetched.
async fn subwords() -> Result<Subwords, String> {
    Subwords::from_text(&text("./everyday-subwords.txt").await?)
        .ok_or_else(|| m().not_this_pages_file().into())
}

/// The everyday translator, fetched.
async fn everyday() -> Result<Everyday, String> {
    let weights = bytes("./everyday.bin").await?;
    let (subwords, test) = (
        text("./everyday-subwords.txt").await?,
        text("./everyday-test.txt").await?,
    );
    Everyday::from_files(&weights, &subwords, &test).ok_or_else(|| m().not_this_pages_file().into())
}

/// The captioned SVG as a PNG `scale` times its size, drawn by the browser.
async fn png(svg: &str, width: f64, height: f64, scale: f64) -> Result<web_sys::Blob, JsValue> {
    let doc = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| m().figure_failed())?;
    let image = web_sys::HtmlImageElement::new()?;
    let encoded = js_sys::encode_uri_component(svg);
    image.set_src(&format!("data:image/svg+xml;charset=utf-8,{encoded}"));
    JsFuture::from(image.decode()).await?;
    let canvas: web_sys::HtmlCanvasElement = doc.create_element("canvas")?.dyn_into()?;
    canvas.set_width((width * scale).round() as u32);
    canvas.set_height((height * scale).round() as u32);
    let ctx: web_sys::CanvasRenderingContext2d = canvas
        .get_context("2d")?
        .ok_or_else(|| m().figure_failed())?
        .dyn_into()?;
    ctx.draw_image_with_html_image_element_and_dw_and_dh(
        &image,
        0.0,
        0.0,
        width * scale,
        height * scale,
    )?;
    // `toBlob` calls back with the PNG: its `resolve` is the callback.
    let made = js_sys::Promise::new(&mut |resolve, _| {
        canvas.to_blob(&resolve).ok();
    });
    JsFuture::from(made)
        .await?
        .dyn_into::<web_sys::Blob>()
        .map_err(|_| JsValue::from_str(m().figure_failed()))
}

/// Saves figure `figure` of widget `name` in the state `query` (`data`: what the page adds,
/// the training run's numbers) as SVG, or as PNG with `png_format`, under a caption of the
/// widget's `title`, `summary` and `link`. Resolves to the file's name, or rejects with what went
/// wrong in a sentence.
#[wasm_bindgen]
#[allow(clippy::too_many_arguments)]
pub async fn save_figure(
    name: String,
    figure: String,
    query: String,
    data: Vec<f64>,
    width: f64,
    summary: String,
    link: String,
    png_format: bool,
) -> Result<String, JsValue> {
    let spec = registry::find(&name).ok_or_else(|| m().figure_failed())?;
    let query = Query::parse(&query);
    let needs = registry::figures_of(&name)
        .iter()
        .find(|f| f.id == figure)
        .ok_or_else(|| m().figure_failed())?
        .needs;
    let failed = |e: String| JsValue::from_str(&e);
    let translator = match needs {
        Needs::Translator => Some(load(Checkpoint::Final).await.map_err(failed)?),
        _ => None,
    };
    let everyday = match needs {
        Needs::Everyday => Some(everyday().await.map_err(failed)?),
        _ => None,
    };
    let subwords = match needs {
        Needs::Subwords => Some(subwords().await.map_err(failed)?),
        _ => None,
    };
    let extra = Extra {
        translator: translator.as_ref(),
        everyday: everyday.as_ref(),
        subwords: subwords.as_ref(),
        run: match needs {
            Needs::Run => components::model::train::RunFigure::decode(&data),
            _ => None,
        },
        style: figure_style(),
    };
    let drawn = registry::draw_figure(&name, &figure, &query, &extra, width)
        .ok_or_else(|| m().figure_failed())?;
    let (svg, height) = components::svg::with_caption(
        &drawn.svg,
        drawn.width,
        drawn.height,
        [spec.title.get(), &summary, &link],
    );
    let several = registry::figures_of(&name).len() > 1;
    let file = components::embed::figure_file_name(
        spec.name,
        several.then_some(figure.as_str()),
        spec.params,
        &query,
        if png_format { "png" } else { "svg" },
    );
    let blob = if png_format {
        // Twice the shown size, and at least 1,600 pixels across.
        let scale = (1600.0 / drawn.width).max(2.0);
        png(&svg, drawn.width, height, scale).await?
    } else {
        let parts = js_sys::Array::of1(&JsValue::from_str(&svg));
        let options = web_sys::BlobPropertyBag::new();
        options.set_type("image/svg+xml");
        web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?
    };
    download(&blob, &file)?;
    Ok(file)
}
