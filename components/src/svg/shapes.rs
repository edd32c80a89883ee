//! The shapes the saved figures are made of: rows of bars under a heading, grids of shares.

use super::{Svg, light};

/// One bar: its label, its length from 0 to 1, and the value written beside it.
pub struct Bar {
    /// The word or name on the left.
    pub label: String,
    /// The bar's length, 0 to 1 of the track.
    pub length: f64,
    /// The value written on the right.
    pub value: String,
}

/// A group of bars under a heading, in one colour (the heading names the group, so colour is
/// never the only cue).
pub struct Bars<'a> {
    /// The group's heading.
    pub heading: &'a str,
    /// The bars, top to bottom.
    pub bars: Vec<Bar>,
    /// Their colour.
    pub colour: &'a str,
}

/// Groups of bars, each under its heading, one above the other, `width` CSS pixels wide.
pub fn bars(groups: &[Bars], width: f64) -> Svg {
    let (row, gap, head) = (24.0, 14.0, 24.0);
    let height = groups
        .iter()
        .map(|g| head + g.bars.len() as f64 * row + gap)
        .sum::<f64>()
        + 8.0;
    let mut svg = Svg::new(width, height);
    let (left, right) = (120.0, 90.0);
    let track = width - left - right - 16.0;
    let mut y = 8.0;
    for g in groups {
        svg.bold((8.0, y + 15.0), g.heading, 13.0, "start", light::TEXT);
        y += head;
        for b in &g.bars {
            svg.text((left - 8.0, y + 15.0), &b.label, 12.0, "end", light::TEXT);
            svg.rect(left, y + 3.0, track, 16.0, light::BG, Some(light::BORDER));
            svg.rect(
                left,
                y + 3.0,
                track * b.length.clamp(0.0, 1.0),
                16.0,
                g.colour,
                None,
            );
            svg.text(
                (left + track + 8.0, y + 15.0),
                &b.value,
                12.0,
                "start",
                light::TEXT,
            );
            y += row;
        }
        y += gap;
    }
    svg
}

/// A grid of shares: a row per `rows` word, a column per `cols` word, each cell shaded by its
/// share and written in percent; `None` is a masked cell (written "−∞ → 0").
pub fn grid(heading: &str, rows: &[&str], cols: &[&str], cells: &[Vec<Option<f64>>]) -> Svg {
    let (cell, left, top) = (46.0, 96.0, 96.0);
    let width = left + cols.len() as f64 * cell + 16.0;
    let height = top + rows.len() as f64 * cell + 16.0;
    let mut svg = Svg::new(width.max(360.0), height);
    svg.bold((8.0, 20.0), heading, 13.0, "start", light::TEXT);
    for (j, c) in cols.iter().enumerate() {
        // Column words run upwards, as the page's narrow grid writes them.
        let x = left + j as f64 * cell + cell / 2.0 + 4.0;
        svg.rotated((x, top - 8.0), c, 12.0, light::TEXT);
    }
    for (i, r) in rows.iter().enumerate() {
        let y = top + i as f64 * cell;
        svg.text(
            (left - 8.0, y + cell / 2.0 + 4.0),
            r,
            12.0,
            "end",
            light::TEXT,
        );
        for (j, share) in cells.get(i).into_iter().flatten().enumerate() {
            let x = left + j as f64 * cell;
            match share {
                Some(v) => {
                    svg.rect(x, y, cell, cell, light::BG, Some(light::BORDER));
                    svg.shade(
                        (x, y, cell, cell),
                        light::ACCENT,
                        (*v * 0.85).clamp(0.0, 0.85),
                    );
                    let ink = if *v > 0.5 { light::BG } else { light::TEXT };
                    svg.text(
                        (x + cell / 2.0, y + cell / 2.0 + 4.0),
                        &format!("{:.0}%", v * 100.0),
                        11.0,
                        "middle",
                        ink,
                    );
                }
                None => {
                    svg.rect(x, y, cell, cell, light::SURFACE, Some(light::BORDER));
                    svg.text(
                        (x + cell / 2.0, y + cell / 2.0 + 4.0),
                        "0",
                        11.0,
                        "middle",
                        light::MUTED,
                    );
                }
            }
        }
    }
    svg
}

impl Svg {
    /// Text turned a quarter to read upwards, its end at `(x, y)`.
    pub fn rotated(&mut self, (x, y): (f64, f64), text: &str, size: f64, colour: &str) {
        self.raw(&format!(
            "<g transform=\"translate({x:.1} {y:.1}) rotate(-90)\">"
        ));
        self.text((0.0, 0.0), text, size, "start", colour);
        self.raw("</g>");
    }

    /// A box of `colour` at `opacity` over what is under it.
    pub fn shade(&mut self, (x, y, w, h): (f64, f64, f64, f64), colour: &str, opacity: f64) {
        self.raw(&format!(
            "<rect x=\"{x:.1}\" y=\"{y:.1}\" width=\"{w:.1}\" height=\"{h:.1}\" fill=\"{colour}\" fill-opacity=\"{opacity:.3}\"/>"
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bars_and_grids_carry_their_words() {
        let svg = bars(
            &[Bars {
                heading: "Shares",
                bars: vec![Bar {
                    label: "animal".into(),
                    length: 0.6,
                    value: "62.9%".into(),
                }],
                colour: light::SHARE,
            }],
            400.0,
        )
        .finish();
        assert!(svg.contains(">animal</text>") && svg.contains(">62.9%</text>"));
        let g = grid(
            "Mask",
            &["The", "cat"],
            &["The", "cat"],
            &[vec![Some(1.0), None], vec![Some(0.4), Some(0.6)]],
        )
        .finish();
        assert!(
            g.contains(">100%</text>") && g.contains(">40%</text>") && g.contains(">cat</text>")
        );
    }
}
