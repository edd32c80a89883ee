//! Figure 1 of the paper, redrawn as SVG markup: the stacks, the wires, the residual paths and
//! every block, built once as text (the widget parses it in one step).

use crate::format::attr_escape;
use crate::model::architecture::Block;

/// A drawn box of the figure: which block it selects, where it is, what it says, its colour class.
struct Shape {
    block: Block,
    x: f64,
    y: f64,
    w: f64,
    h: f64,
    lines: &'static [&'static str],
    kind: &'static str,
}

const ENC_X: f64 = 70.0;
const DEC_X: f64 = 270.0;
const COL_W: f64 = 160.0;

/// The rectangles of Figure 1, bottom-up in each column (SVG y grows downwards).
const BOXES: [Shape; 14] = [
    Shape {
        block: Block::InputEmbedding,
        x: ENC_X,
        y: 530.0,
        w: COL_W,
        h: 32.0,
        lines: &["Input Embedding"],
        kind: "embed",
    },
    Shape {
        block: Block::EncoderSelfAttention,
        x: ENC_X,
        y: 405.0,
        w: COL_W,
        h: 40.0,
        lines: &["Multi-Head", "Attention"],
        kind: "attention",
    },
    Shape {
        block: Block::EncoderAddNorm,
        x: ENC_X,
        y: 368.0,
        w: COL_W,
        h: 24.0,
        lines: &["Add & Norm"],
        kind: "norm",
    },
    Shape {
        block: Block::EncoderFeedForward,
        x: ENC_X,
        y: 305.0,
        w: COL_W,
        h: 40.0,
        lines: &["Feed Forward"],
        kind: "ffn",
    },
    Shape {
        block: Block::EncoderAddNorm,
        x: ENC_X,
        y: 268.0,
        w: COL_W,
        h: 24.0,
        lines: &["Add & Norm"],
        kind: "norm",
    },
    Shape {
        block: Block::OutputEmbedding,
        x: DEC_X,
        y: 530.0,
        w: COL_W,
        h: 32.0,
        lines: &["Output Embedding"],
        kind: "embed",
    },
    Shape {
        block: Block::DecoderMaskedSelfAttention,
        x: DEC_X,
        y: 415.0,
        w: COL_W,
        h: 40.0,
        lines: &["Masked Multi-Head", "Attention"],
        kind: "attention",
    },
    Shape {
        block: Block::DecoderAddNorm,
        x: DEC_X,
        y: 380.0,
        w: COL_W,
        h: 24.0,
        lines: &["Add & Norm"],
        kind: "norm",
    },
    Shape {
        block: Block::DecoderCrossAttention,
        x: DEC_X,
        y: 318.0,
        w: COL_W,
        h: 40.0,
        lines: &["Multi-Head Attention", "(encoder–decoder)"],
        kind: "attention",
    },
    Shape {
        block: Block::DecoderAddNorm,
        x: DEC_X,
        y: 283.0,
        w: COL_W,
        h: 24.0,
        lines: &["Add & Norm"],
        kind: "norm",
    },
    Shape {
        block: Block::DecoderFeedForward,
        x: DEC_X,
        y: 228.0,
        w: COL_W,
        h: 40.0,
        lines: &["Feed Forward"],
        kind: "ffn",
    },
    Shape {
        block: Block::DecoderAddNorm,
        x: DEC_X,
        y: 193.0,
        w: COL_W,
        h: 24.0,
        lines: &["Add & Norm"],
        kind: "norm",
    },
    Shape {
        block: Block::Linear,
        x: DEC_X,
        y: 125.0,
        w: COL_W,
        h: 28.0,
        lines: &["Linear"],
        kind: "linear",
    },
    Shape {
        block: Block::Softmax,
        x: DEC_X,
        y: 80.0,
        w: COL_W,
        h: 28.0,
        lines: &["Softmax"],
        kind: "softmax",
    },
];

/// The arrows of the data flow, each from its first point to its second.
const FLOW: [(u16, u16, u16, u16); 16] = [
    (150, 600, 150, 562),
    (150, 530, 150, 501),
    (150, 479, 150, 445),
    (150, 405, 150, 392),
    (150, 368, 150, 345),
    (150, 305, 150, 292),
    (350, 600, 350, 562),
    (350, 530, 350, 501),
    (350, 479, 350, 455),
    (350, 415, 350, 404),
    (350, 380, 350, 358),
    (350, 318, 350, 307),
    (350, 283, 350, 268),
    (350, 228, 350, 217),
    (350, 193, 350, 153),
    (350, 125, 350, 108),
];

/// The residual connections: each sub-layer's input also goes round it, straight into the
/// Add & Norm above, as in the paper's figure (the encoder's two, then the decoder's three).
const RESIDUALS: [&str; 5] = [
    "M150 464 H62 V380 H68",
    "M150 357 H62 V280 H68",
    "M350 467 H438 V392 H432",
    "M350 370 H438 V295 H432",
    "M350 276 H438 V205 H432",
];

/// The figure's width in units, side by side as the paper draws it: a box narrower than this many
/// CSS px gets the stacked layout.
pub(super) const WIDE_UNITS: f64 = 480.0;

/// The figure's drawing box side by side, [`WIDE_UNITS`] wide.
pub(super) const WIDE_VIEW: &str = "0 0 480 625";

/// Its drawing box with the decoder under the encoder, for a box narrower than [`WIDE_VIEW`]: the
/// stylesheet moves the decoder's half 200 units left and [`DECODER_DROP`] down
/// (`.architecture.narrow .half-dec`), so the text keeps 12 CSS px or more on a phone instead of
/// the figure scrolling sideways.
pub(super) const NARROW_VIEW: &str = "5 215 272 1002";

/// How far down the narrow figure draws the decoder (the stylesheet's translation, in units).
const DECODER_DROP: f64 = 590.0;

/// Which half of the figure a stroke belongs to, by its x (the halves meet at 250).
fn half_of(x: f64) -> usize {
    usize::from(x >= 250.0)
}

/// Figure 1 as SVG markup: the stacks, the labels, the wires and every block, each block a
/// focusable `role="button"` group named by its visible words (WCAG 2.5.3) and its title. The
/// encoder's half and the decoder's are groups of their own (`half-enc`, `half-dec`), so a narrow
/// box can stack them; the wire between them is drawn for either layout. The layer counts
/// (`.stack-label`) are written in by the widget.
pub(super) fn figure_markup() -> String {
    let mut halves = [
        String::from(
            "<rect x=\"55\" y=\"255\" width=\"190\" height=\"205\" rx=\"10\" class=\"stack\"></rect>\
             <text x=\"48\" y=\"360\" class=\"side-label stack-label anchor-end\"></text>\
             <text x=\"150\" y=\"248\" class=\"side-label\">Encoder</text>\
             <text x=\"150\" y=\"618\" class=\"io-label\">Inputs</text>",
        ),
        String::from(
            "<rect x=\"255\" y=\"180\" width=\"190\" height=\"290\" rx=\"10\" class=\"stack\"></rect>\
             <text x=\"452\" y=\"330\" class=\"side-label stack-label anchor-start\"></text>\
             <text x=\"350\" y=\"174\" class=\"side-label\">Decoder</text>\
             <text x=\"350\" y=\"618\" class=\"io-label\">Outputs (shifted right)</text>\
             <text x=\"350\" y=\"66\" class=\"io-label\">Output probabilities</text>",
        ),
    ];
    for half in &mut halves {
        half.push_str("<g class=\"flow\" marker-end=\"url(#arrowhead)\">");
    }
    for (x1, y1, x2, y2) in FLOW {
        halves[half_of(f64::from(x1))].push_str(&format!(
            "<line x1=\"{x1}\" y1=\"{y1}\" x2=\"{x2}\" y2=\"{y2}\"></line>"
        ));
    }
    for half in &mut halves {
        half.push_str("</g><g class=\"flow residual\" marker-end=\"url(#arrowhead)\">");
    }
    for (i, d) in RESIDUALS.iter().enumerate() {
        halves[usize::from(i >= 2)].push_str(&format!("<path d=\"{d}\"></path>"));
    }
    for half in &mut halves {
        half.push_str("</g>");
    }
    // Each ⊕ with the little sine wave the paper draws beside it, then its label further out.
    for (cx, anchor, tx, wave_x) in [(150.0, "end", 112.0, 116.0), (350.0, "start", 388.0, 366.0)] {
        halves[half_of(cx)].push_str(&format!(
            "<g class=\"block k-pe\" data-block=\"positional-encoding\" role=\"button\" \
             tabindex=\"0\" aria-pressed=\"false\" \
             aria-label=\"Positional encoding (added to the embeddings)\">\
             <circle cx=\"{cx}\" cy=\"490\" r=\"11\"></circle>\
             <path d=\"M{} 490h16M{cx} 482v16\" class=\"plus\"></path>\
             <path d=\"M{wave_x} 490q4.5 -9 9 0t9 0\" class=\"wave\"></path>\
             <text x=\"{tx}\" y=\"486\" class=\"side-label anchor-{anchor}\">Positional</text> \
             <text x=\"{tx}\" y=\"499\" class=\"side-label anchor-{anchor}\">encoding</text></g>",
            cx - 8.0
        ));
    }
    for s in &BOXES {
        let name = attr_escape(&format!(
            "{} ({})",
            s.lines.join(" "),
            s.block.title().to_ascii_lowercase()
        ));
        let half = &mut halves[half_of(s.x)];
        half.push_str(&format!(
            "<g class=\"block k-{}\" data-block=\"{}\" role=\"button\" tabindex=\"0\" \
             aria-pressed=\"false\" aria-label=\"{name}\">\
             <rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"6\"></rect>",
            s.kind,
            s.block.slug(),
            s.x,
            s.y,
            s.w,
            s.h
        ));
        let cx = s.x + s.w / 2.0;
        let first = s.y + s.h / 2.0 - (s.lines.len() as f64 - 1.0) * 7.0;
        // A space between the lines, so the accessible name reads "Multi-Head Attention".
        for (i, line) in s.lines.iter().enumerate() {
            half.push_str(&format!(
                " <text x=\"{cx}\" y=\"{}\">{}</text>",
                first + i as f64 * 14.0 + 4.0,
                attr_escape(line)
            ));
        }
        half.push_str("</g>");
    }
    let [enc, dec] = halves;
    // The encoder's output feeds every decoder layer's cross-attention as keys and values: across
    // to the right beside it, or down the left edge to the decoder below it.
    let cross_y = 338.0 + DECODER_DROP;
    format!(
        "<defs><marker id=\"arrowhead\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" \
         markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\">\
         <path d=\"M0 0L10 5L0 10z\" class=\"arrowhead\"></path></marker></defs>\
         <g class=\"half-enc\">{enc}</g><g class=\"half-dec\">{dec}</g>\
         <path d=\"M150 268 V228 H258 V338 H268\" class=\"flow encoder-wire wide-only\" \
         marker-end=\"url(#arrowhead)\"></path>\
         <text x=\"204\" y=\"222\" class=\"wire-label wide-only\">keys, values</text>\
         <path d=\"M150 268 V228 H22 V{cross_y} H68\" class=\"flow encoder-wire narrow-only\" \
         marker-end=\"url(#arrowhead)\"></path>\
         <text x=\"28\" y=\"640\" class=\"wire-label anchor-start narrow-only\">keys, values</text>"
    )
}
