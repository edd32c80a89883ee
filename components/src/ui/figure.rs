//! A widget's figures as it saves them: what a saved figure is, what it may need besides the
//! widget's link, and the pieces every widget's drawing for saving shares (a plotters chart on an
//! SVG, the light theme's variables for markup coloured by classes).
//!
//! Each widget declares its own figures and draws them (`widgets::WidgetView::FIGURES` and
//! `figure`, beside its view); the registry finds them by the widget's name. Only the figures
//! bundle (`src/bin/figures.rs`) draws for saving, so the page's own wasm carries none of it.

use plotters::prelude::*;

use crate::kernel::decoding::translator::Translator;
use crate::kernel::everyday::translator::Everyday;
use crate::kernel::subwords::Subwords;
use crate::model::train::RunFigure;
use crate::svg::{self, Svg, light};
use crate::ui::canvas::CanvasBox;
use crate::ui::chart::{Area, Drawn, Surface};
use crate::ui::plot::Theme;

/// A figure as saved: its SVG and its size in CSS pixels.
pub struct Figure {
    /// The SVG document.
    pub svg: String,
    /// Its width.
    pub width: f64,
    /// Its height.
    pub height: f64,
}

impl From<svg::Svg> for Figure {
    fn from(s: svg::Svg) -> Self {
        let (width, height) = (s.width(), s.height());
        Figure {
            svg: s.finish(),
            width,
            height,
        }
    }
}

/// What a figure needs besides its link.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Needs {
    /// Nothing: the link says it all.
    Link,
    /// The toy translator's weights.
    Translator,
    /// The everyday translator's files.
    Everyday,
    /// The everyday translator's subwords.
    Subwords,
    /// The training run's numbers, from the page.
    Run,
}

/// One figure a widget saves: its id (in the saved file's name and the page's Save buttons) and
/// what it needs besides the link.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FigureSpec {
    /// Its id.
    pub id: &'static str,
    /// What it needs besides the link.
    pub needs: Needs,
}

impl FigureSpec {
    /// A figure the link alone draws.
    pub const fn link(id: &'static str) -> Self {
        Self {
            id,
            needs: Needs::Link,
        }
    }

    /// A figure that needs `needs` too.
    pub const fn needing(id: &'static str, needs: Needs) -> Self {
        Self { id, needs }
    }
}

/// What a figure may need besides its link.
#[derive(Default)]
pub struct Extra<'a> {
    /// The toy translator, for its widgets' figures.
    pub translator: Option<&'a Translator>,
    /// The everyday translator, for its alignment.
    pub everyday: Option<&'a Everyday>,
    /// The everyday translator's subwords, for the subwords widget's pieces.
    pub subwords: Option<&'a Subwords>,
    /// The training run, for the training widgets'.
    pub run: Option<RunFigure>,
    /// The stylesheet's rules for Figure 1 and 2 (their markup is coloured by classes).
    pub style: String,
}

/// A chart's height for its width: the page's proportions.
fn height_for(width: f64) -> f64 {
    (width * 0.55).clamp(260.0, 520.0)
}

/// The chart `draw` draws (with its mark over it) on an SVG `width` CSS pixels wide.
pub fn on_svg(
    width: f64,
    draw: impl FnOnce(&Area<SVGBackend<'_>>, &Surface) -> Option<Drawn>,
) -> Figure {
    on_svg_sized(width, height_for(width), draw)
}

/// What `draw` draws on an SVG of `width × height` CSS pixels.
pub fn on_svg_sized(
    width: f64,
    height: f64,
    draw: impl FnOnce(&Area<SVGBackend<'_>>, &Surface) -> Option<Drawn>,
) -> Figure {
    let surface = Surface {
        size: CanvasBox {
            width,
            height,
            dpr: 1.0,
        },
        theme: Theme::LIGHT,
    };
    let mut svg = String::new();
    {
        let backend = SVGBackend::with_string(&mut svg, (width as u32, height as u32));
        let area = backend.into_drawing_area();
        draw(&area, &surface);
        area.present().ok();
    }
    Figure { svg, width, height }
}

/// The stylesheet's variables in the light theme, for markup coloured by classes (Figure 1 and
/// Figure 2).
pub fn light_variables() -> String {
    format!(
        "svg{{--bg:{};--surface:{};--text:{};--muted:{};--border:{};--accent:{};--accent-2:{};--focus:{};--font:{}}}",
        light::BG,
        light::SURFACE,
        light::TEXT,
        light::MUTED,
        light::BORDER,
        light::ACCENT,
        light::ACCENT_2,
        light::ACCENT,
        light::FONT
    )
}

/// A figure that is one line of text: what a figure says when its state has nothing to draw.
pub fn saying(text: &str) -> Svg {
    let mut svg = Svg::new(360.0, 60.0);
    svg.text((8.0, 30.0), text, 13.0, "start", light::TEXT);
    svg
}
