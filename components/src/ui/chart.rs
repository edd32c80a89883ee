//! The widgets' charts, drawn straight onto a 2D canvas: a HiDPI surface, the page's theme
//! colours, axes with round ticks, lines, markers and labels.
//!
//! Four small charts do not need a plotting library: plotters and its canvas backend added about
//! 17 KB of gzipped wasm for the same pictures, and each draw here is a few dozen canvas calls.

use std::cell::Cell;

use leptos::html::Canvas;
use leptos::prelude::{Get, GetUntracked, NodeRef, RwSignal, Set};
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

use super::background::each_frame;
use super::canvas::{CanvasBox, css_colour, watch_box};

/// A colour as the canvas takes it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    fn css(self) -> String {
        format!("rgb({},{},{})", self.0, self.1, self.2)
    }
}

/// The page's colours, read from its CSS custom properties, so charts follow light and dark.
#[derive(Clone, Copy, Debug)]
pub struct Theme {
    /// Background.
    pub bg: Rgb,
    /// Text and axes.
    pub text: Rgb,
    /// Grid lines.
    pub grid: Rgb,
    /// First series (blue; also "scaled").
    pub a: Rgb,
    /// Second series (vermillion; also "unscaled").
    pub b: Rgb,
}

/// What a draw knows about its canvas without asking the page: its box and the theme colours,
/// both read when the observer reports a new size or the colour scheme flips, never mid-input.
#[derive(Clone, Copy, Debug)]
pub struct Surface {
    /// The canvas's box and pixel ratio.
    pub size: CanvasBox,
    /// The page's colours at that moment.
    pub theme: Theme,
}

impl Surface {
    /// Reads the theme colours from the CSS custom properties on `canvas`.
    fn read(canvas: &HtmlCanvasElement, size: CanvasBox) -> Self {
        let style = web_sys::window().and_then(|w| w.get_computed_style(canvas).ok().flatten());
        let rgb = |name, fallback| {
            let (r, g, b) = css_colour(style.as_ref(), name, fallback);
            Rgb(r, g, b)
        };
        let theme = Theme {
            bg: rgb("--bg", (255, 255, 255)),
            text: rgb("--text", (27, 29, 33)),
            grid: rgb("--border", (201, 206, 214)),
            a: rgb("--accent", (0, 89, 166)),
            b: rgb("--accent-2", (179, 71, 0)),
        };
        Self { size, theme }
    }
}

/// A canvas that shows `draw(inputs())`, redrawn whenever the signals `inputs` reads change, the
/// canvas changes size, or the colour scheme flips. Bind the returned reference to the `<canvas>`
/// with `node_ref`.
///
/// The drawing happens once per frame ([`each_frame`]), so an input handler returns at once and a
/// fast drag costs one draw per frame, not one per event.
pub fn live_chart<T: 'static>(
    inputs: impl Fn() -> T + 'static,
    draw: impl Fn(&HtmlCanvasElement, &Surface, &T) + 'static,
) -> NodeRef<Canvas> {
    let canvas = NodeRef::<Canvas>::new();
    let surface = RwSignal::new_local(None::<Surface>);
    watch_box(canvas, move |size| {
        if let Some(c) = canvas.try_get_untracked().flatten() {
            surface.set(Some(Surface::read(&c, size)));
        }
    });
    each_frame(
        move || (surface.get(), inputs()),
        move |(s, value)| {
            // `try_`: the widget may have been taken out of the page since the frame was asked for.
            if let (Some(s), Some(c)) = (s, canvas.try_get_untracked().flatten()) {
                draw(&c, &s, &value);
            }
        },
    );
    canvas
}

/// How an axis maps its values onto its length.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Axis {
    /// Evenly, from `lo` to `hi`.
    Linear(f64, f64),
    /// By logarithm, from `lo` to `hi` (both above 0).
    Log(f64, f64),
}

impl Axis {
    /// Where `v` falls along the axis, 0 at `lo` and 1 at `hi`.
    fn fraction(self, v: f64) -> f64 {
        match self {
            Axis::Linear(lo, hi) => (v - lo) / (hi - lo),
            Axis::Log(lo, hi) => (v.ln() - lo.ln()) / (hi.ln() - lo.ln()),
        }
    }
}

/// Space around the plotting area, in CSS pixels, for tick labels and axis names.
#[derive(Clone, Copy, Debug)]
pub struct Margins {
    /// Above.
    pub top: f64,
    /// Right of it.
    pub right: f64,
    /// Below: x tick labels and the x axis name.
    pub bottom: f64,
    /// Left of it: y tick labels and the y axis name.
    pub left: f64,
}

/// One chart being drawn: the canvas, the plotting area in device pixels and its two axes.
pub struct Plot {
    ctx: CanvasRenderingContext2d,
    /// The colours to draw with.
    pub theme: Theme,
    dpr: f64,
    font_px: Cell<f64>,
    /// The canvas's full height in device pixels (the x axis name sits at its bottom).
    canvas_height: f64,
    left: f64,
    top: f64,
    width: f64,
    height: f64,
    x: Axis,
    y: Axis,
}

impl Plot {
    /// Sizes the canvas to the surface, clears it to the background and sets out the plotting
    /// area; `None` while the canvas has no size.
    pub fn new(
        canvas: &HtmlCanvasElement,
        surface: &Surface,
        margins: Margins,
        x: Axis,
        y: Axis,
    ) -> Option<Self> {
        let (w, h) = surface.size.fit(canvas)?;
        let ctx = canvas
            .get_context("2d")
            .ok()??
            .dyn_into::<CanvasRenderingContext2d>()
            .ok()?;
        let dpr = surface.size.dpr;
        ctx.set_fill_style_str(&surface.theme.bg.css());
        ctx.fill_rect(0.0, 0.0, w as f64, h as f64);
        let (left, top) = (margins.left * dpr, margins.top * dpr);
        let width = w as f64 - left - margins.right * dpr;
        let height = h as f64 - top - margins.bottom * dpr;
        (width > 0.0 && height > 0.0).then_some(Self {
            ctx,
            theme: surface.theme,
            dpr,
            font_px: Cell::new(0.0),
            canvas_height: h as f64,
            left,
            top,
            width,
            height,
            x,
            y,
        })
    }

    /// The device-pixel position of the data point `(x, y)`.
    fn at(&self, (x, y): (f64, f64)) -> (f64, f64) {
        (
            self.left + self.x.fraction(x) * self.width,
            self.top + (1.0 - self.y.fraction(y)) * self.height,
        )
    }

    /// How many x tick labels fit across the plotting area when each needs `label_width` CSS
    /// pixels, so labels never run into each other on a narrow screen.
    pub fn x_ticks_room(&self, label_width: f64) -> usize {
        (self.width / self.dpr / label_width).floor() as usize
    }

    /// Sets the font only when it changes: the canvas parses the font string on every set.
    fn font(&self, size: f64) {
        let px = (size * self.dpr).round();
        if self.font_px.replace(px) != px {
            self.ctx.set_font(&format!("{px}px sans-serif"));
        }
    }

    fn segment(&self, from: (f64, f64), to: (f64, f64), colour: Rgb, width: f64) {
        let c = &self.ctx;
        c.set_stroke_style_str(&colour.css());
        c.set_line_width(width * self.dpr);
        c.begin_path();
        c.move_to(from.0, from.1);
        c.line_to(to.0, to.1);
        c.stroke();
    }

    /// Grid lines at the ticks, the two axis lines, the tick labels, and the axis names (the y
    /// name turned to run up the left edge).
    pub fn axes(
        &self,
        x_ticks: &[(f64, String)],
        y_ticks: &[(f64, String)],
        x_name: &str,
        y_name: &str,
    ) {
        let c = &self.ctx;
        let t = self.theme;
        let (right, bottom) = (self.left + self.width, self.top + self.height);
        let gap = 6.0 * self.dpr;
        self.font(12.0);
        c.set_fill_style_str(&t.text.css());
        c.set_text_align("center");
        c.set_text_baseline("top");
        for (v, label) in x_ticks {
            let (px, _) = self.at((*v, 0.0));
            self.segment((px, self.top), (px, bottom), t.grid, 1.0);
            c.fill_text(label, px, bottom + gap).ok();
        }
        c.set_text_align("right");
        c.set_text_baseline("middle");
        for (v, label) in y_ticks {
            let (_, py) = self.at((0.0, *v));
            self.segment((self.left, py), (right, py), t.grid, 1.0);
            c.fill_text(label, self.left - gap, py).ok();
        }
        self.segment((self.left, bottom), (right, bottom), t.text, 1.0);
        self.segment((self.left, self.top), (self.left, bottom), t.text, 1.0);
        c.set_text_align("center");
        c.set_text_baseline("bottom");
        c.fill_text(
            x_name,
            self.left + self.width / 2.0,
            self.canvas_height - 2.0 * self.dpr,
        )
        .ok();
        c.save();
        c.translate(2.0 * self.dpr, self.top + self.height / 2.0)
            .ok();
        c.rotate(-std::f64::consts::FRAC_PI_2).ok();
        c.set_text_baseline("top");
        c.fill_text(y_name, 0.0, 0.0).ok();
        c.restore();
    }

    /// A line through `points`, clipped to the plotting area.
    pub fn line(&self, points: &[(f64, f64)], colour: Rgb, width: f64) {
        let c = &self.ctx;
        c.save();
        c.begin_path();
        c.rect(self.left, self.top, self.width, self.height);
        c.clip();
        c.set_stroke_style_str(&colour.css());
        c.set_line_width(width * self.dpr);
        c.set_line_join("round");
        c.begin_path();
        for (i, p) in points.iter().enumerate() {
            let (x, y) = self.at(*p);
            if i == 0 {
                c.move_to(x, y);
            } else {
                c.line_to(x, y);
            }
        }
        c.stroke();
        c.restore();
    }

    /// A vertical line across the plotting area at `x`.
    pub fn rule(&self, x: f64, colour: Rgb, width: f64) {
        let (px, _) = self.at((x, 0.0));
        self.segment((px, self.top), (px, self.top + self.height), colour, width);
    }

    /// A filled disc of `radius` CSS pixels at the data point `p`.
    pub fn dot(&self, p: (f64, f64), radius: f64, colour: Rgb) {
        let (x, y) = self.at(p);
        let c = &self.ctx;
        c.set_fill_style_str(&colour.css());
        c.begin_path();
        c.arc(x, y, radius * self.dpr, 0.0, std::f64::consts::TAU)
            .ok();
        c.fill();
    }

    /// A circle outline of `radius` CSS pixels at `p`, drawn `width` pixels thick.
    pub fn ring(&self, p: (f64, f64), radius: f64, colour: Rgb, width: f64) {
        let (x, y) = self.at(p);
        let c = &self.ctx;
        c.set_stroke_style_str(&colour.css());
        c.set_line_width(width * self.dpr);
        c.begin_path();
        c.arc(x, y, radius * self.dpr, 0.0, std::f64::consts::TAU)
            .ok();
        c.stroke();
    }

    /// A filled upward triangle `size` CSS pixels from centre to corner, at `p`.
    pub fn triangle(&self, p: (f64, f64), size: f64, colour: Rgb) {
        let (x, y) = self.at(p);
        let r = size * self.dpr;
        let c = &self.ctx;
        c.set_fill_style_str(&colour.css());
        c.begin_path();
        c.move_to(x, y - r);
        c.line_to(x + r * 0.866, y + r * 0.5);
        c.line_to(x - r * 0.866, y + r * 0.5);
        c.close_path();
        c.fill();
    }

    /// `text` at `size` CSS pixels, starting at the data point `p` (left edge, vertically centred).
    pub fn label(&self, p: (f64, f64), text: &str, size: f64) {
        self.text_at(p, text, size, "left");
    }

    /// `text` at `size` CSS pixels, ending at the data point `p` (right edge, vertically centred).
    pub fn label_before(&self, p: (f64, f64), text: &str, size: f64) {
        self.text_at(p, text, size, "right");
    }

    fn text_at(&self, p: (f64, f64), text: &str, size: f64, align: &str) {
        let (x, y) = self.at(p);
        let c = &self.ctx;
        self.font(size);
        c.set_fill_style_str(&self.theme.text.css());
        c.set_text_align(align);
        c.set_text_baseline("middle");
        c.fill_text(text, x, y).ok();
    }
}

/// Ticks with their labels, `format` turning each value into its label.
pub fn labelled(values: Vec<f64>, format: impl Fn(f64) -> String) -> Vec<(f64, String)> {
    values.into_iter().map(|v| (v, format(v))).collect()
}
