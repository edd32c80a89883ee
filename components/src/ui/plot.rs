//! The drawing every chart shares, over plotters: the page's theme as plotters colours, the
//! canvas's size and scale, the frame with its axes, and text and point labels placed where they
//! fit. `chart.rs` makes a chart readable (cursor, keys, readout) on top of these.

use std::ops::Range;
use std::rc::Rc;

use plotters::coord::Shift;
use plotters::coord::ranged1d::{AsRangedCoord, ValueFormatter};
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use plotters_canvas::CanvasBackend;
use web_sys::HtmlCanvasElement;

use super::canvas::{CanvasBox, resolve_colour, text_size};
use crate::kernel::labels::{Prefer, Rect, place_labels};

/// The whole drawing, in backing-store pixels: a canvas on the page, an SVG when a figure is
/// saved (`DB`, plotters' backend: every chart is drawn by the same code on either).
pub type Area<DB = CanvasBackend> = DrawingArea<DB, Shift>;

/// The page's colours, from its CSS custom properties, so charts follow light and dark.
#[derive(Clone, Copy, Debug, PartialEq)]
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
}

impl Theme {
    /// The light theme, as the stylesheet's `:root` has it: what a saved figure is drawn in,
    /// whatever the screen's scheme, so it works on a white slide.
    pub const LIGHT: Theme = Theme {
        bg: RGBColor(255, 255, 255),
        text: RGBColor(27, 29, 33),
        grid: RGBColor(201, 206, 214),
        a: RGBColor(0, 89, 166),
        b: RGBColor(179, 71, 0),
    };
}

/// What a draw knows about its canvas without asking the page: its box, pixel ratio and the
/// theme, all read when the observer reports a new size or the scheme or ratio changes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Surface {
    /// The canvas's box and pixel ratio.
    pub size: CanvasBox,
    /// The page's colours at that moment.
    pub theme: Theme,
}

impl Surface {
    /// Reads the theme from the CSS custom properties that apply to `canvas`. The values are
    /// whatever the stylesheet says (the release minifier writes `#fff` or `red`); the browser
    /// resolves each to a colour.
    pub(crate) fn read(canvas: &HtmlCanvasElement, size: CanvasBox) -> Self {
        let style = web_sys::window().and_then(|w| w.get_computed_style(canvas).ok().flatten());
        let colour = |name: &str, fallback: (u8, u8, u8)| {
            let (r, g, b) = style
                .as_ref()
                .and_then(|s| s.get_property_value(name).ok())
                .and_then(|v| resolve_colour(v.trim()))
                .unwrap_or(fallback);
            RGBColor(r, g, b)
        };
        let theme = Theme {
            bg: colour("--bg", (255, 255, 255)),
            text: colour("--text", (27, 29, 33)),
            grid: colour("--border", (201, 206, 214)),
            a: colour("--accent", (0, 89, 166)),
            b: colour("--accent-2", (179, 71, 0)),
        };
        Self { size, theme }
    }

    /// `css` CSS pixels in backing-store pixels.
    pub fn px(&self, css: f64) -> f64 {
        css * self.size.dpr
    }

    /// `css` CSS pixels in whole backing-store pixels (for plotters' integer sizes).
    pub fn ipx(&self, css: f64) -> i32 {
        self.px(css).round() as i32
    }

    /// The charts' sans-serif at `css` CSS pixels, in the text colour.
    pub fn font(&self, css: f64) -> TextStyle<'static> {
        // Named by its enum: the `&str` form lower-cases the name, which links Unicode's case
        // tables into the wasm for one word.
        FontDesc::new(FontFamily::SansSerif, self.px(css), FontStyle::Normal)
            .color(&self.theme.text)
    }

    /// A line `css` CSS pixels wide in `colour`.
    pub fn stroke(&self, colour: RGBColor, css: f64) -> ShapeStyle {
        colour.stroke_width(self.ipx(css).max(1) as u32)
    }
}

/// What a draw hands back, in backing-store pixels: the plotting area, and where each of the
/// data's cursor stops landed (in [`ChartData`] order), as plotters' coordinate mapping put them.
pub struct Drawn {
    /// The plotting area across.
    pub x: Range<i32>,
    /// The plotting area down.
    pub y: Range<i32>,
    /// One position per stop.
    pub stops: Vec<(i32, i32)>,
    /// The plot's mapping of a data point to its pixel, kept for a chart whose [`Mark`] lands
    /// between stops (`None` where nothing needs it): see [`to_pixel`].
    pub to_pixel: Option<ToPixel>,
}

/// A plot's mapping of a data point to its pixel, as plotters placed the series.
pub type ToPixel = Rc<dyn Fn((f64, f64)) -> (i32, i32)>;

/// The mapping `plot` puts its series through, kept past the draw for a [`Mark`]. plotters'
/// coordinates borrow the canvas and a logarithmic axis cannot be cloned, so the chart passes its
/// axes again (the same ranges it gave [`frame`]); in a debug build, the mapping is checked against
/// plotters' own at `probe`.
pub fn to_pixel<X, Y, DB: DrawingBackend>(
    plot: &Plot<X, Y, DB>,
    x: X,
    y: Y,
    probe: (f64, f64),
) -> ToPixel
where
    X: AsRangedCoord<Value = f64>,
    Y: AsRangedCoord<Value = f64>,
    X::CoordDescType: 'static,
    Y::CoordDescType: 'static,
{
    let area = plot.plotting_area();
    let across = area.get_x_axis_pixel_range();
    let down = area.get_y_axis_pixel_range();
    let (x, y): (X::CoordDescType, Y::CoordDescType) = (x.into(), y.into());
    // Up the page is down the canvas: the y axis maps onto its pixels reversed.
    let map: ToPixel = Rc::new(move |(vx, vy)| {
        (
            x.map(&vx, (across.start, across.end)),
            y.map(&vy, (down.end, down.start)),
        )
    });
    debug_assert_eq!(map(probe), plot.backend_coord(&probe));
    map
}

/// How a chart's axes are set out: their ranges (plotters' coordinates, linear or logarithmic),
/// names, tick label writers and how many labels each may have at most.
pub struct Axes<'f, X: AsRangedCoord, Y: AsRangedCoord> {
    /// The x range.
    pub x: X,
    /// The y range.
    pub y: Y,
    /// The x axis's name.
    pub x_name: &'f str,
    /// The y axis's name.
    pub y_name: &'f str,
    /// Writes an x tick label.
    pub x_label: &'f dyn Fn(&X::Value) -> String,
    /// Writes a y tick label.
    pub y_label: &'f dyn Fn(&Y::Value) -> String,
    /// At most this many x labels (fewer on a narrow chart).
    pub x_labels: usize,
    /// At most this many y labels.
    pub y_labels: usize,
}

/// A chart set out on the canvas, ready for its series.
pub type Plot<'a, X, Y, DB = CanvasBackend> = ChartContext<
    'a,
    DB,
    Cartesian2d<<X as AsRangedCoord>::CoordDescType, <Y as AsRangedCoord>::CoordDescType>,
>;

/// Clears `area` to the background and sets out a chart in the house style: mesh in the grid
/// colour, axes and labels in the text colour, the axis names, room for the labels.
pub fn frame<'a, X, Y, DB: DrawingBackend>(
    area: &'a Area<DB>,
    surface: &Surface,
    axes: Axes<X, Y>,
) -> Option<Plot<'a, X, Y, DB>>
where
    X: AsRangedCoord,
    Y: AsRangedCoord,
    X::CoordDescType: ValueFormatter<X::Value>,
    Y::CoordDescType: ValueFormatter<Y::Value>,
{
    let s = surface;
    area.fill(&s.theme.bg).ok()?;
    let mut chart = ChartBuilder::on(area)
        .margin_top(s.ipx(12.0))
        .margin_right(s.ipx(30.0))
        .x_label_area_size(s.ipx(44.0))
        .y_label_area_size(s.ipx(60.0))
        .build_cartesian_2d(axes.x, axes.y)
        .ok()?;
    chart
        .configure_mesh()
        .x_desc(axes.x_name)
        .y_desc(axes.y_name)
        .x_labels(axes.x_labels)
        .y_labels(axes.y_labels)
        .x_label_formatter(axes.x_label)
        .y_label_formatter(axes.y_label)
        .label_style(s.font(12.0))
        .axis_desc_style(s.font(12.0))
        .axis_style(s.stroke(s.theme.text, 1.0))
        .bold_line_style(s.stroke(s.theme.grid, 1.0))
        .light_line_style(TRANSPARENT)
        .set_all_tick_mark_size(s.ipx(4.0))
        .draw()
        .ok()?;
    Some(chart)
}

/// `text` in `font` with its anchor (say, left edge, vertically centred) at the pixel `at`.
pub fn text<DB: DrawingBackend>(
    area: &Area<DB>,
    at: (i32, i32),
    text: &str,
    font: TextStyle,
    anchor: (HPos, VPos),
) {
    let style = font.pos(Pos::new(anchor.0, anchor.1));
    area.draw(&Text::new(text.to_string(), at, style)).ok();
}

/// Labels `texts` beside the points at the pixels `points`, each where it overlaps no other label,
/// no marker (of `marker` CSS pixels' radius) and stays inside the plotting area; a label with no
/// such place is left out (the readout still names its point). Returns how many were drawn.
pub fn point_labels<DB: DrawingBackend>(
    area: &Area<DB>,
    s: &Surface,
    points: &[(i32, i32)],
    texts: &[String],
    (x, y): (&Range<i32>, &Range<i32>),
    marker: f64,
    prefer: Prefer,
) -> usize {
    let font = s.font(11.0);
    let sizes: Vec<(f64, f64)> = texts.iter().map(|t| text_size(t, s.px(11.0))).collect();
    let centres: Vec<(f64, f64)> = points.iter().map(|&(x, y)| (x as f64, y as f64)).collect();
    let bounds = Rect {
        x0: x.start as f64,
        y0: y.start as f64,
        x1: x.end as f64,
        y1: y.end as f64,
    };
    let spots = place_labels(&centres, &sizes, bounds, s.px(marker), s.px(3.0), prefer);
    for (spot, t) in spots.iter().zip(texts) {
        if let Some(r) = spot {
            let at = (r.x0.round() as i32, r.y0.round() as i32);
            text(area, at, t, font.clone(), (HPos::Left, VPos::Top));
        }
    }
    spots.iter().flatten().count()
}
