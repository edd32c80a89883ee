//! What a saved figure is, and what it may need besides the widget's link.

use crate::kernel::decoding::translator::Translator;
use crate::model::train::RunFigure;
use crate::svg;

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

/// What a figure may need besides its link.
#[derive(Default)]
pub struct Extra<'a> {
    /// The shipped translator, for the translator's figures.
    pub translator: Option<&'a Translator>,
    /// The training run, for the training widget's.
    pub run: Option<RunFigure>,
    /// The stylesheet's rules for Figure 1 and 2 (their markup is coloured by classes).
    pub style: String,
}
