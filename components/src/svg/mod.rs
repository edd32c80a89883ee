//! A small SVG writer for the figures a widget draws without plotters (bars, grids, Figure 1 and
//! 2): rectangles, lines, text as text, and the light theme's colours, so a saved figure works on
//! a white slide whatever the screen's scheme. Pure, so it is tested natively; the figures bundle
//! (`figures`) writes the saved figures with it.

pub mod shapes;

use crate::format::attr_escape;

/// The light theme, as the stylesheet's `:root` has it.
pub mod light {
    /// Background.
    pub const BG: &str = "#ffffff";
    /// Panels.
    pub const SURFACE: &str = "#f5f6f8";
    /// Text and axes.
    pub const TEXT: &str = "#1b1d21";
    /// Secondary text.
    pub const MUTED: &str = "#4f5560";
    /// Rules and outlines.
    pub const BORDER: &str = "#c9ced6";
    /// Blue: "scaled", links.
    pub const ACCENT: &str = "#0059a6";
    /// Vermillion: "unscaled", warnings.
    pub const ACCENT_2: &str = "#b34700";
    /// Bluish green: shares.
    pub const SHARE: &str = "#00734f";
    /// The sans-serif every figure is written in.
    pub const FONT: &str = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
}

/// An SVG being written: its size in CSS pixels and its elements so far.
pub struct Svg {
    width: f64,
    height: f64,
    body: String,
    defs: String,
}

impl Svg {
    /// An empty figure `width` × `height` CSS pixels on the light background.
    pub fn new(width: f64, height: f64) -> Self {
        let mut svg = Self {
            width,
            height,
            body: String::new(),
            defs: String::new(),
        };
        svg.rect(0.0, 0.0, width, height, light::BG, None);
        svg
    }

    /// Its width in CSS pixels.
    pub fn width(&self) -> f64 {
        self.width
    }

    /// Its height in CSS pixels.
    pub fn height(&self) -> f64 {
        self.height
    }

    /// A rectangle, filled and optionally outlined.
    pub fn rect(&mut self, x: f64, y: f64, w: f64, h: f64, fill: &str, stroke: Option<&str>) {
        let stroke = stroke.map_or(String::new(), |s| format!(" stroke=\"{s}\""));
        self.body.push_str(&format!(
            "<rect x=\"{x:.1}\" y=\"{y:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"{fill}\"{stroke}/>",
            w.max(0.0),
            h.max(0.0)
        ));
    }

    /// A straight line.
    pub fn line(&mut self, (x1, y1): (f64, f64), (x2, y2): (f64, f64), colour: &str, width: f64) {
        self.body.push_str(&format!(
            "<line x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{x2:.1}\" y2=\"{y2:.1}\" stroke=\"{colour}\" stroke-width=\"{width}\"/>"
        ));
    }

    /// Text as text, `size` CSS pixels, anchored `start`, `middle` or `end` at `(x, y)` (its
    /// baseline).
    pub fn text(&mut self, (x, y): (f64, f64), text: &str, size: f64, anchor: &str, colour: &str) {
        self.body.push_str(&format!(
            "<text x=\"{x:.1}\" y=\"{y:.1}\" font-size=\"{size}\" text-anchor=\"{anchor}\" fill=\"{colour}\">{}</text>",
            attr_escape(text)
        ));
    }

    /// Bold text, as [`Svg::text`].
    pub fn bold(&mut self, at: (f64, f64), text: &str, size: f64, anchor: &str, colour: &str) {
        self.body.push_str("<g font-weight=\"600\">");
        self.text(at, text, size, anchor, colour);
        self.body.push_str("</g>");
    }

    /// Markup written elsewhere (Figure 1's and 2's), with the stylesheet that colours it.
    pub fn markup(&mut self, markup: &str, style: &str) {
        self.defs.push_str(&format!("<style>{style}</style>"));
        self.body.push_str(markup);
    }

    /// A raster picture (a heatmap), stretched over the box.
    pub fn image(&mut self, (x, y, w, h): (f64, f64, f64, f64), data_url: &str) {
        self.body.push_str(&format!(
            "<image x=\"{x:.1}\" y=\"{y:.1}\" width=\"{w:.1}\" height=\"{h:.1}\" preserveAspectRatio=\"none\" image-rendering=\"pixelated\" href=\"{}\"/>",
            attr_escape(data_url)
        ));
    }

    /// Markup written by the caller, as it is.
    fn raw(&mut self, markup: &str) {
        self.body.push_str(markup);
    }

    /// The finished document.
    pub fn finish(self) -> String {
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" font-family=\"{}\"><defs>{}</defs>{}</svg>",
            light::FONT,
            self.defs,
            self.body,
            w = self.width,
            h = self.height
        )
    }
}

/// Wraps `text` into lines of at most `chars` characters, at spaces, and within a word longer
/// than a line (a link).
pub fn wrap(text: &str, chars: usize) -> Vec<String> {
    let chars = chars.max(1);
    let mut lines = Vec::new();
    let mut line = String::new();
    let pieces = text.split_whitespace().flat_map(|word| {
        let letters: Vec<char> = word.chars().collect();
        letters
            .chunks(chars)
            .map(|c| c.iter().collect::<String>())
            .collect::<Vec<_>>()
    });
    for word in pieces {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > chars {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// `figure` (an SVG document of [`Svg::finish`]) with a caption strip under it: the widget's
/// title, its summary and the link to this exact state, wrapped to the figure's width.
pub fn with_caption(figure: &str, width: f64, height: f64, lines: [&str; 3]) -> (String, f64) {
    let chars = ((width - 24.0) / 7.0).max(20.0) as usize;
    let wrapped: Vec<(usize, String)> = lines
        .iter()
        .enumerate()
        .flat_map(|(i, l)| wrap(l, chars).into_iter().map(move |w| (i, w)))
        .collect();
    let strip = 16.0 + wrapped.len() as f64 * 17.0;
    let total = height + strip;
    let mut svg = Svg::new(width, total);
    svg.line((0.0, height), (width, height), light::BORDER, 1.0);
    for (k, (i, line)) in wrapped.iter().enumerate() {
        let at = (12.0, height + 20.0 + k as f64 * 17.0);
        match i {
            0 => svg.bold(at, line, 13.0, "start", light::TEXT),
            1 => svg.text(at, line, 12.0, "start", light::TEXT),
            _ => svg.text(at, line, 11.0, "start", light::MUTED),
        }
    }
    // The figure itself, nested at the top.
    let inner = figure.replacen("<svg ", "<svg x=\"0\" y=\"0\" ", 1);
    svg.body.push_str(&inner);
    (svg.finish(), total)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_text_as_text_escaped() {
        let mut svg = Svg::new(100.0, 50.0);
        svg.text((10.0, 20.0), "a < b & \"c\"", 12.0, "start", light::TEXT);
        let out = svg.finish();
        assert!(out.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\""));
        assert!(out.contains(">a &lt; b &amp; &quot;c&quot;</text>"));
        assert!(out.ends_with("</svg>"));
    }

    #[test]
    fn wraps_and_captions() {
        assert_eq!(wrap("one two three", 8), vec!["one two", "three"]);
        assert_eq!(wrap("abcdefghij", 4), vec!["abcd", "efgh", "ij"]);
        let (out, h) = with_caption(
            &Svg::new(300.0, 100.0).finish(),
            300.0,
            100.0,
            ["T", "S", "L"],
        );
        assert!(h > 100.0 && out.contains(">T</text>") && out.contains(">L</text>"));
    }
}
