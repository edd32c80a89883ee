//! Canvas helpers: HiDPI sizing from a ResizeObserver, CSS colours resolved by the browser, and a
//! notice when the colour scheme or the pixel ratio changes.
//!
//! A draw never asks the page for a size or a style: reading `clientWidth` or computed styles right
//! after a control changed the DOM forces the browser to lay the page out in the middle of the
//! input handler. The observer hands over the size after layout, when it costs nothing.

use leptos::prelude::*;
use wasm_bindgen::{Clamped, JsCast};
use web_sys::HtmlCanvasElement;

use super::attach::{observe_size, on_media_change};

/// A canvas's box in CSS pixels and the screen's device pixel ratio, as the observer last saw them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CanvasBox {
    /// Width in CSS pixels.
    pub width: f64,
    /// Height in CSS pixels.
    pub height: f64,
    /// Device pixels per CSS pixel (at least 1).
    pub dpr: f64,
}

impl CanvasBox {
    /// Sizes the canvas's backing store to this box times the pixel ratio, so lines and text are
    /// crisp on high-density screens. Returns the backing size in device pixels, or `None` while
    /// the box is empty (not laid out yet, or hidden).
    pub fn fit(&self, canvas: &HtmlCanvasElement) -> Option<(u32, u32)> {
        let w = (self.width * self.dpr).round() as u32;
        let h = (self.height * self.dpr).round() as u32;
        if w == 0 || h == 0 {
            return None;
        }
        if canvas.width() != w {
            canvas.set_width(w);
        }
        if canvas.height() != h {
            canvas.set_height(h);
        }
        Some((w, h))
    }
}

thread_local! {
    /// A context no one sees, whose fill style the browser normalises for us.
    static SCRATCH: Option<web_sys::CanvasRenderingContext2d> = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.create_element("canvas").ok())
        .and_then(|c| c.dyn_into::<HtmlCanvasElement>().ok())
        .and_then(|c| c.get_context("2d").ok().flatten())
        .and_then(|c| c.dyn_into().ok());
}

/// Any CSS colour (`#fff`, `red`, `rgb(0 89 166)`, …) as RGB, resolved by the browser: a canvas
/// context given it as its fill style hands it back as `#rrggbb` (or `rgba(…)` when it is not
/// opaque). `None` for text that is not a colour, which leaves the fill style as it was: so it is
/// set twice, from two different starting colours, and must come back the same.
pub fn resolve_colour(css: &str) -> Option<(u8, u8, u8)> {
    SCRATCH.with(|ctx| {
        let ctx = ctx.as_ref()?;
        let read = |start: &str| {
            ctx.set_fill_style_str(start);
            ctx.set_fill_style_str(css);
            ctx.fill_style().as_string()
        };
        let (a, b) = (read("#000000"), read("#ffffff"));
        (a == b)
            .then_some(a)
            .flatten()
            .and_then(|s| normalised_rgb(&s))
    })
}

/// The width and height, in the pixels `px` is given in, of `text` set in the charts' sans-serif at
/// `px`: measured by a canvas context. (plotters' own estimate measures a `<span>` it styles
/// through a `style` attribute, which the page's Content-Security-Policy forbids.)
pub fn text_size(text: &str, px: f64) -> (f64, f64) {
    SCRATCH.with(|ctx| {
        let Some(ctx) = ctx.as_ref() else {
            return (0.0, 0.0);
        };
        ctx.set_font(&format!("{px}px sans-serif"));
        let width = ctx.measure_text(text).map_or(0.0, |m| m.width());
        // A line of text is about 1.2 times its font size tall, as the browser lays it out.
        (width, px * 1.2)
    })
}

/// Reads the two forms a canvas writes a colour back in: `#rrggbb` and `rgba(r, g, b, a)`.
fn normalised_rgb(s: &str) -> Option<(u8, u8, u8)> {
    if let Some(h) = s.strip_prefix('#').filter(|h| h.len() == 6) {
        let byte = |i: usize| u8::from_str_radix(&h[i..i + 2], 16).ok();
        return Some((byte(0)?, byte(2)?, byte(4)?));
    }
    let inner = s.strip_prefix("rgba(")?.strip_suffix(')')?;
    let mut parts = inner.split(',').map(|p| p.trim().parse::<u8>().ok());
    Some((parts.next()??, parts.next()??, parts.next()??))
}

/// The screen's device pixels per CSS pixel (at least 1).
fn device_pixel_ratio() -> f64 {
    web_sys::window()
        .map(|w| w.device_pixel_ratio())
        .unwrap_or(1.0)
        .max(1.0)
}

/// Calls `on_box` with the canvas's box whenever it changes size (including when it is first laid
/// out, or scrolled into a section the browser had skipped), with the same box at the new ratio
/// when the device pixel ratio changes (the window moved to another screen, or the page was
/// zoomed), and with the same box again when the colour scheme flips, so whoever caches colours
/// can read them afresh. The observer and the listeners go when the widget does.
pub fn watch_box(canvas: NodeRef<leptos::html::Canvas>, on_box: impl Fn(CanvasBox) + 'static) {
    let on_box = std::rc::Rc::new(on_box);
    let last = StoredValue::new(None::<CanvasBox>);
    let dpr = device_pixel_ratio;
    let notify = on_box.clone();
    Effect::new(move |_| {
        let Some(el) = canvas.get() else { return };
        let notify = notify.clone();
        observe_size(&el, move |entries: js_sys::Array| {
            let Some(entry) = entries
                .get(0)
                .dyn_into::<web_sys::ResizeObserverEntry>()
                .ok()
            else {
                return;
            };
            let rect = entry.content_rect();
            let seen = CanvasBox {
                width: rect.width(),
                height: rect.height(),
                dpr: dpr(),
            };
            // `try_`: a callback may still be queued when the widget leaves the page.
            if last.try_set_value(Some(seen)).is_some() {
                return;
            }
            notify(seen);
        });
    });
    // A media query on the current ratio stops matching when the ratio changes; it is then set
    // up again on the new one.
    let ratio = RwSignal::new(dpr());
    let notify = on_box.clone();
    Effect::new(move |_| {
        let notify = notify.clone();
        on_media_change(&format!("(resolution: {}dppx)", ratio.get()), move || {
            let now = dpr();
            ratio.try_set(now);
            if let Some(seen) = last.try_get_value().flatten() {
                let seen = CanvasBox { dpr: now, ..seen };
                last.set_value(Some(seen));
                notify(seen);
            }
        });
    });
    let notify = on_box.clone();
    on_media_change("(prefers-color-scheme: dark)", move || {
        if let Some(seen) = last.try_get_value().flatten() {
            notify(seen);
        }
    });
    // The page's colours changed without the scheme changing (a handout takes the light ones).
    if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
        super::attach::listen(&doc, THEME_CHANGE, move |_| {
            if let Some(seen) = last.try_get_value().flatten() {
                on_box(seen);
            }
        });
    }
}

/// The event on the document after which every chart reads the page's colours again.
pub const THEME_CHANGE: &str = "themechange";

/// Puts the pixels on the canvas in one call; the canvas holds one pixel per cell and CSS scales it
/// up with `image-rendering: pixelated`, which keeps the cells crisp at any screen density.
pub fn paint(canvas: &web_sys::HtmlCanvasElement, w: usize, h: usize, rgba: &[u8]) -> Option<()> {
    // Setting a canvas's size, even to the size it has, throws its backing store away; the new
    // pixels replace every old one, so a canvas that keeps its size keeps its store.
    let (w32, h32) = (w as u32, h as u32);
    if canvas.width() != w32 {
        canvas.set_width(w32);
    }
    if canvas.height() != h32 {
        canvas.set_height(h32);
    }
    let ctx = canvas
        .get_context("2d")
        .ok()??
        .dyn_into::<web_sys::CanvasRenderingContext2d>()
        .ok()?;
    let image =
        web_sys::ImageData::new_with_u8_clamped_array_and_sh(Clamped(rgba), w32, h32).ok()?;
    ctx.put_image_data(&image, 0.0, 0.0).ok()
}
