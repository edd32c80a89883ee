//! Canvas helpers: HiDPI sizing from a ResizeObserver, theme colours from CSS, and a notice when
//! the colour scheme flips.
//!
//! A draw never asks the page for a size or a style: reading `clientWidth` or computed styles right
//! after a control changed the DOM forces the browser to lay the page out in the middle of the
//! input handler. The observer hands over the size after layout, when it costs nothing.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
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

/// An RGB colour read from a CSS custom property (`#rrggbb`) of a computed style, or `fallback`.
pub fn css_colour(
    style: Option<&web_sys::CssStyleDeclaration>,
    property: &str,
    fallback: (u8, u8, u8),
) -> (u8, u8, u8) {
    let value = style
        .and_then(|s| s.get_property_value(property).ok())
        .unwrap_or_default();
    parse_hex(value.trim()).unwrap_or(fallback)
}

fn parse_hex(s: &str) -> Option<(u8, u8, u8)> {
    let h = s.strip_prefix('#')?;
    if h.len() != 6 {
        return None;
    }
    let byte = |i: usize| u8::from_str_radix(&h[i..i + 2], 16).ok();
    Some((byte(0)?, byte(2)?, byte(4)?))
}

/// Calls `on_box` with the canvas's box whenever it changes size (including when it is first laid
/// out, or scrolled into a section the browser had skipped), and with the same box again when the
/// colour scheme flips, so whoever caches colours can read them afresh. The observer and the
/// listener go when the widget does.
pub fn watch_box(canvas: NodeRef<leptos::html::Canvas>, on_box: impl Fn(CanvasBox) + 'static) {
    let on_box = std::rc::Rc::new(on_box);
    let last = StoredValue::new(None::<CanvasBox>);
    let dpr = || {
        web_sys::window()
            .map(|w| w.device_pixel_ratio())
            .unwrap_or(1.0)
            .max(1.0)
    };
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
    on_media_change("(prefers-color-scheme: dark)", move || {
        if let Some(seen) = last.try_get_value().flatten() {
            on_box(seen);
        }
    });
}
