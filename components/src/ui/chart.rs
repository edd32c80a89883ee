//! What every plotters chart shares: a HiDPI canvas, the page's theme colours, sized fonts.

use plotters::chart::MeshStyle;
use plotters::coord::Shift;
use plotters::coord::ranged1d::ValueFormatter;
use plotters::prelude::*;
use plotters_canvas::CanvasBackend;

use leptos::html::Canvas;
use leptos::prelude::{Effect, Get, GetUntracked, NodeRef, RwSignal, Set, With};

use super::canvas::{CanvasBox, css_colour, watch_box};

/// The page's colours, read from its CSS custom properties, so charts follow light and dark.
#[derive(Clone, Copy)]
pub struct Theme {
    /// Background.
    pub bg: RGBColor,
    /// Text and axes.
    pub text: RGBColor,
    /// Grid lines.
    pub grid: RGBColor,
    /// First series (blue; also "scaled").
    pub a: RGBColor,
    /// Second series (vermillion; also "unscaled").
    pub b: RGBColor,
    /// Device pixels per CSS pixel.
    pub dpr: f64,
}

impl Theme {
    /// A length in device pixels.
    pub fn px(&self, css: f64) -> u32 {
        (css * self.dpr).round() as u32
    }

    /// The chart font at `size` CSS pixels.
    pub fn font(&self, size: f64) -> TextStyle<'static> {
        ("sans-serif", size * self.dpr)
            .into_font()
            .color(&self.text)
    }
}

/// What a draw knows about its canvas without asking the page: its box and the theme colours,
/// both read when the observer reports a new size or the colour scheme flips, never mid-input.
#[derive(Clone, Copy)]
pub struct Surface {
    /// The canvas's box and pixel ratio.
    pub size: CanvasBox,
    /// The page's colours at that moment.
    pub theme: Theme,
}

impl Surface {
    /// Reads the theme colours from the CSS custom properties on `canvas`.
    fn read(canvas: &web_sys::HtmlCanvasElement, size: CanvasBox) -> Self {
        let el: &web_sys::Element = canvas.as_ref();
        let rgb = |name, fallback| {
            let (r, g, b) = css_colour(el, name, fallback);
            RGBColor(r, g, b)
        };
        let theme = Theme {
            bg: rgb("--bg", (255, 255, 255)),
            text: rgb("--text", (27, 29, 33)),
            grid: rgb("--border", (201, 206, 214)),
            a: rgb("--accent", (0, 89, 166)),
            b: rgb("--accent-2", (179, 71, 0)),
            dpr: size.dpr,
        };
        Self { size, theme }
    }
}

/// Sizes the canvas to the surface and clears it to the background; `None` while it has no size.
pub fn prepare(
    canvas: &web_sys::HtmlCanvasElement,
    surface: &Surface,
) -> Option<(DrawingArea<CanvasBackend, Shift>, Theme)> {
    surface.size.fit(canvas)?;
    let theme = surface.theme;
    let root = CanvasBackend::with_canvas_object(canvas.clone())?.into_drawing_area();
    root.fill(&theme.bg).ok()?;
    Some((root, theme))
}

/// The styling every chart's mesh shares: theme grid and axes, no minor lines, sized fonts, and the
/// two axis descriptions. Callers add their label counts and formatters, then `draw()`.
pub fn style_mesh<'a, 'b, X, Y, XT, YT>(
    mesh: &mut MeshStyle<'a, 'b, X, Y, CanvasBackend>,
    t: &Theme,
    x_desc: &str,
    y_desc: &str,
) where
    X: Ranged<ValueType = XT> + ValueFormatter<XT>,
    Y: Ranged<ValueType = YT> + ValueFormatter<YT>,
{
    mesh.bold_line_style(t.grid.stroke_width(1))
        .light_line_style(TRANSPARENT)
        .axis_style(t.text.stroke_width(1))
        .label_style(t.font(12.0))
        .axis_desc_style(t.font(12.0))
        .x_desc(x_desc)
        .y_desc(y_desc);
}

/// A canvas that `draw` paints whenever the signals `draw` reads change, the canvas changes size,
/// or the colour scheme flips. Bind the returned reference to the `<canvas>` with `node_ref`.
pub fn live_chart(
    draw: impl Fn(&web_sys::HtmlCanvasElement, &Surface) + 'static,
) -> NodeRef<Canvas> {
    let canvas = NodeRef::<Canvas>::new();
    let surface = RwSignal::new_local(None::<Surface>);
    watch_box(canvas, move |size| {
        if let Some(c) = canvas.get_untracked() {
            surface.set(Some(Surface::read(&c, size)));
        }
    });
    Effect::new(move |_| {
        surface.with(|s| {
            if let (Some(s), Some(c)) = (s, canvas.get()) {
                draw(&c, s);
            }
        })
    });
    canvas
}
