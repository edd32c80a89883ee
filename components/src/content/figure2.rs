//! The paper's Figure 2 as data: the boxes of each half, bottom first, and the SVG markup of a
//! flow diagram drawn from them (pure string building, tested here; `ui::diagram` puts it on the
//! page and makes its boxes answer).

use crate::format::attr_escape;
use crate::locale::Text;

/// One box of a flow diagram.
#[derive(Clone, Copy, Debug)]
pub struct Stage {
    /// The words in the box, as the paper labels it; `\n` starts a second line.
    pub label: &'static str,
    /// What a screen reader hears for it, starting with the visible words.
    pub name: Text,
    /// Drawn dashed, as the paper draws an optional step ("Mask (opt.)").
    pub optional: bool,
    /// Drawn with shadows behind it, as the paper draws "h ×" copies running side by side.
    pub repeated: bool,
    /// An input that joins from the right (V into the last MatMul), if any.
    pub side: Option<&'static str>,
}

const WIDTH: f64 = 230.0;
const BOX_W: f64 = 150.0;
const BOX_H: f64 = 34.0;
const GAP: f64 = 22.0;
const BOX_X: f64 = 30.0;

/// The diagram's size for `stages` boxes, in its own units (CSS pixels at its natural size).
pub fn diagram_size(stages: usize) -> (f64, f64) {
    (WIDTH, 40.0 + stages as f64 * (BOX_H + GAP))
}

/// The SVG of the diagram: `stages` bottom first, fed by `inputs` from below, arrowheads drawn
/// with the marker `arrow_id`.
pub fn diagram_markup(label: &str, inputs: &str, stages: &[Stage], arrow_id: &str) -> String {
    let height = 40.0 + stages.len() as f64 * (BOX_H + GAP);
    let top = |i: usize| height - 40.0 - (i as f64 + 1.0) * (BOX_H + GAP) + GAP;
    let cx = BOX_X + BOX_W / 2.0;
    let mut svg = format!(
        "<svg class=\"flow-diagram\" viewBox=\"0 0 {WIDTH} {height}\" role=\"group\" aria-label=\"{}\">\
         <defs><marker id=\"{arrow_id}\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"6\" \
         markerHeight=\"6\" orient=\"auto-start-reverse\"><path d=\"M0 0L10 5L0 10z\" class=\"arrowhead\"/>\
         </marker></defs><g class=\"arrows\" marker-end=\"url(#{arrow_id})\">",
        attr_escape(label)
    );
    for i in 0..stages.len() {
        let from = if i == 0 { height - 18.0 } else { top(i - 1) };
        let to = top(i) + BOX_H + 2.0;
        svg += &format!("<line x1=\"{cx}\" y1=\"{from}\" x2=\"{cx}\" y2=\"{to}\"/>");
    }
    svg += &format!(
        "</g><text class=\"input\" x=\"{cx}\" y=\"{}\">{}</text>",
        height - 4.0,
        attr_escape(inputs)
    );
    for (i, s) in stages.iter().enumerate() {
        let y = top(i);
        if let Some(side) = s.side {
            let mid = y + BOX_H / 2.0;
            svg += &format!(
                "<line class=\"side-arrow\" x1=\"{}\" y1=\"{mid}\" x2=\"{}\" y2=\"{mid}\" \
                 marker-end=\"url(#{arrow_id})\"/><text class=\"input\" x=\"{}\" y=\"{}\">{}</text>",
                WIDTH - 14.0,
                BOX_X + BOX_W + 2.0,
                WIDTH - 8.0,
                mid + 4.0,
                attr_escape(side)
            );
        }
        let class = if s.optional {
            "stage optional"
        } else {
            "stage"
        };
        svg += &format!(
            "<g class=\"{class}\" data-stage=\"{i}\" role=\"button\" tabindex=\"0\" \
             aria-pressed=\"false\" aria-label=\"{}\">",
            attr_escape(s.name.get())
        );
        if s.repeated {
            for step in [8.0, 4.0] {
                svg += &format!(
                    "<rect class=\"shadow\" x=\"{}\" y=\"{}\" width=\"{BOX_W}\" height=\"{BOX_H}\" rx=\"5\"/>",
                    BOX_X + step,
                    y - step
                );
            }
        }
        svg += &format!(
            "<rect x=\"{BOX_X}\" y=\"{y}\" width=\"{BOX_W}\" height=\"{BOX_H}\" rx=\"5\"/>"
        );
        let lines: Vec<&str> = s.label.split('\n').collect();
        let first = y + BOX_H / 2.0 + 4.0 - (lines.len() as f64 - 1.0) * 6.5;
        for (k, line) in lines.iter().enumerate() {
            // A space between the lines, so the visible words read as the accessible name begins.
            svg += &format!(
                " <text x=\"{cx}\" y=\"{}\">{}</text>",
                first + k as f64 * 13.0,
                attr_escape(line)
            );
        }
        svg += "</g>";
    }
    svg + "</svg>"
}

/// The left half of the paper's Figure 2, one box per step of the step-through, bottom first.
pub const FIGURE_2_LEFT: [Stage; 5] = [
    Stage {
        label: "MatMul",
        name: Text::new(
            "MatMul: step 1, the scores Q·Kᵀ",
            "MatMul : étape 1, les scores Q·Kᵀ",
        ),
        optional: false,
        repeated: false,
        side: None,
    },
    Stage {
        label: "Scale",
        name: Text::new(
            "Scale: step 2, divide by √d_k",
            "Scale : étape 2, diviser par √d_k",
        ),
        optional: false,
        repeated: false,
        side: None,
    },
    Stage {
        label: "Mask (opt.)",
        name: Text::new(
            "Mask (opt.): step 3, the optional causal mask",
            "Mask (opt.) : étape 3, le masque causal facultatif",
        ),
        optional: true,
        repeated: false,
        side: None,
    },
    Stage {
        label: "SoftMax",
        name: Text::new(
            "SoftMax: step 4, each row to shares",
            "SoftMax : étape 4, chaque ligne en parts",
        ),
        optional: false,
        repeated: false,
        side: None,
    },
    Stage {
        label: "MatMul",
        name: Text::new(
            "MatMul: step 5, the shares times V",
            "MatMul : étape 5, les parts fois V",
        ),
        optional: false,
        repeated: false,
        side: Some("V"),
    },
];

/// The right half of the paper's Figure 2, bottom first; stage i + 1 of the widget's `stage`.
pub const FIGURE_2_RIGHT: [Stage; 4] = [
    Stage {
        label: "Linear",
        name: Text::new(
            "Linear, h times: each head's own W^Q, W^K and W^V",
            "Linear, h fois : les propres W^Q, W^K et W^V de chaque tête",
        ),
        optional: false,
        repeated: true,
        side: None,
    },
    Stage {
        label: "Scaled Dot-Product\nAttention",
        name: Text::new(
            "Scaled Dot-Product Attention, h times: one per head",
            "Scaled Dot-Product Attention, h fois : une par tête",
        ),
        optional: false,
        repeated: true,
        side: None,
    },
    Stage {
        label: "Concat",
        name: Text::new(
            "Concat: the heads side by side",
            "Concat : les têtes côte à côte",
        ),
        optional: false,
        repeated: false,
        side: None,
    },
    Stage {
        label: "Linear",
        name: Text::new(
            "Linear: W^O mixes the heads",
            "Linear : W^O mélange les têtes",
        ),
        optional: false,
        repeated: false,
        side: None,
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_markup_has_one_button_per_stage_and_two_line_labels() {
        const STAGES: [Stage; 2] = [
            Stage {
                label: "Scaled Dot-Product\nAttention",
                name: Text::same("Scaled Dot-Product Attention, h times"),
                optional: false,
                repeated: true,
                side: None,
            },
            Stage {
                label: "Mask (opt.)",
                name: Text::same("Mask & more"),
                optional: true,
                repeated: false,
                side: Some("V"),
            },
        ];
        let svg = diagram_markup("Figure", "Q K", &STAGES, "a1");
        assert_eq!(svg.matches("role=\"button\"").count(), 2);
        assert_eq!(svg.matches("class=\"shadow\"").count(), 2);
        // Two lines, a space between them, so the visible text reads "Scaled Dot-Product Attention".
        assert!(
            svg.contains(">Scaled Dot-Product</text> <text x=\"105\" y=\"105.5\">Attention</text>")
        );
        assert!(svg.contains("aria-label=\"Mask &amp; more\""));
        assert!(svg.contains("class=\"stage optional\""));
    }
}
