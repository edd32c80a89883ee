//! Canvas helpers: HiDPI sizing, theme colours from CSS, and a redraw trigger on resize.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::HtmlCanvasElement;

/// Sizes the canvas's backing store to its CSS box times `devicePixelRatio`, so lines and text are
/// crisp on high-density screens. Returns the backing size in device pixels and the ratio.
pub fn fit_to_box(canvas: &HtmlCanvasElement) -> Option<(u32, u32, f64)> {
    let dpr = web_sys::window()?.device_pixel_ratio().max(1.0);
    let w = (canvas.client_width() as f64 * dpr).round() as u32;
    let h = (canvas.client_height() as f64 * dpr).round() as u32;
    if w == 0 || h == 0 {
        return None;
    }
    if canvas.width() != w {
        canvas.set_width(w);
    }
    if canvas.height() != h {
        canvas.set_height(h);
    }
    Some((w, h, dpr))
}

/// An RGB colour read from a CSS custom property on `el` (`#rrggbb`), or `fallback`.
pub fn css_colour(el: &web_sys::Element, property: &str, fallback: (u8, u8, u8)) -> (u8, u8, u8) {
    let value = web_sys::window()
        .and_then(|w| w.get_computed_style(el).ok().flatten())
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

/// A signal that changes whenever `canvas` changes size (including when it is first laid out, or
/// scrolled into a section the browser had skipped) or the colour scheme flips, so a chart that
/// depends on its box or on theme colours redraws then and only then.
pub fn redraw_trigger(canvas: NodeRef<leptos::html::Canvas>) -> ReadSignal<u32> {
    let (tick, set_tick) = signal(0u32);
    Effect::new(move |_| {
        let Some(el) = canvas.get() else { return };
        let bump =
            wasm_bindgen::closure::Closure::<dyn Fn()>::new(move || set_tick.update(|t| *t += 1));
        if let Ok(observer) = web_sys::ResizeObserver::new(bump.as_ref().unchecked_ref()) {
            observer.observe(&el);
        }
        // The observer and its callback live as long as the page: widgets are not torn down.
        bump.forget();
    });
    if let Some(mq) =
        web_sys::window().and_then(|w| w.match_media("(prefers-color-scheme: dark)").ok().flatten())
    {
        let cb =
            wasm_bindgen::closure::Closure::<dyn Fn()>::new(move || set_tick.update(|t| *t += 1));
        mq.add_event_listener_with_callback("change", cb.as_ref().unchecked_ref())
            .ok();
        cb.forget();
    }
    tick
}
