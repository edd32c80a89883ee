//! `architecture`: the paper's Figure 1 redrawn in SVG; every block is a button that explains itself.

use leptos::ev::{KeyboardEvent, PointerEvent};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::format::{attr_escape, group};
use crate::kernel::cost::shapes::ModelConfig;
use crate::model::Widget;
use crate::model::architecture::{
    ArchitectureParams, BLOCK, Block, BlockFacts, DFF, DMODEL, HEADS, LAYERS, N, VOCAB, facts,
};
use crate::ui::attach::observe_size;
use crate::ui::background::after_paint;
use crate::ui::lesson;
use crate::ui::{ParamSlider, StatusLine};

impl super::WidgetView for ArchitectureParams {
    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <ArchitectureWidget state=state /> }.into_any()
    }
}

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
const WIDE_UNITS: f64 = 480.0;

/// The figure's drawing box side by side, [`WIDE_UNITS`] wide.
const WIDE_VIEW: &str = "0 0 480 625";

/// Its drawing box with the decoder under the encoder, for a box narrower than [`WIDE_VIEW`]: the
/// stylesheet moves the decoder's half 200 units left and [`DECODER_DROP`] down
/// (`.architecture.narrow .half-dec`), so the text keeps 12 CSS px or more on a phone instead of
/// the figure scrolling sideways.
const NARROW_VIEW: &str = "5 215 272 1002";

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
fn figure_markup() -> String {
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

/// The architecture widget.
#[component]
pub fn ArchitectureWidget(
    /// The selected block and the configured model.
    state: RwSignal<ArchitectureParams>,
) -> impl IntoView {
    // The figure's selection, the presets and the slider read `state`; the card, the layer
    // labels and the summary follow it after the press's frame.
    let shown = after_paint(state);
    let selected = Memo::new(move |_| state.with(|p| p.block));
    let cfg = Memo::new(move |_| state.with(|p| p.cfg));
    let shown_cfg = Memo::new(move |_| shown.with(|p| p.cfg));
    let summary = Memo::new(move |_| shown.with(|p| p.summary(&p.compute(&()))));
    // The block under the pointer, if any: its card shows while the pointer rests on it, and the
    // selected block's card comes back when it leaves.
    let hovered = RwSignal::new(None::<Block>);
    let details = Memo::new(move |_| {
        let block = hovered.get().or(shown.with(|p| p.block));
        shown_cfg.with(|cfg| block.map(|b| (b, facts(b, cfg))))
    });
    // A lesson may lock the block: the figure then still shows each block's card on hover.
    let may_select = lesson::open(&BLOCK);
    let select = move |b: Block| {
        if may_select {
            state.update(|p| p.block = Some(b))
        }
    };

    // The figure is static markup, parsed in one step (`figure_markup`): one set of delegated
    // handlers picks the block from the element's `data-block`, one effect marks the selected
    // block and one writes the layer count. (Built element by element, with listeners and
    // reactive attributes on each block, this first widget's mount was the longest task of the
    // page's start.)
    let figure = NodeRef::<leptos::svg::Svg>::new();
    // Narrower than the figure's own width (`WIDE_UNITS`), its box gets the stacked layout.
    let figure_box = NodeRef::<leptos::html::Div>::new();
    let narrow = narrower_than_the_figure(figure_box);
    let block_of = |target: Option<web_sys::EventTarget>| -> Option<Block> {
        target
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.closest("[data-block]").ok().flatten())
            .and_then(|g| g.get_attribute("data-block"))
            .and_then(|slug| Block::from_slug(&slug))
    };
    mark_figure(figure, selected, shown_cfg);
    let on_click = move |ev: leptos::ev::MouseEvent| {
        if let Some(b) = block_of(ev.target()) {
            select(b);
        }
    };
    let on_key = move |ev: KeyboardEvent| {
        if ev.key() == "Enter" || ev.key() == " " {
            if let Some(b) = block_of(ev.target()) {
                ev.prevent_default();
                select(b);
            }
        }
    };
    // The pointer's block while it rests on one (mouse only: a tap selects, it does not hover).
    let on_over = move |ev: PointerEvent| {
        if ev.pointer_type() == "mouse" {
            hovered.set(block_of(ev.target()));
        }
    };

    let on_n = Callback::new(move |v: f64| state.update(|p| p.cfg.n = v as u64));
    view! {
        <div class="architecture-widget">
            <div class="figure-layout">
                <div class="figure-box" node_ref=figure_box>
                    <svg
                        node_ref=figure
                        on:click=on_click
                        on:keydown=on_key
                        on:pointerover=on_over
                        on:pointerleave=move |_| hovered.set(None)
                        class="architecture"
                        class:narrow=move || narrow.get()
                        viewBox=move || if narrow.get() { NARROW_VIEW } else { WIDE_VIEW }
                        role="group"
                        aria-label="The Transformer, redrawn from Figure 1 of the paper. Each block is a button."
                        inner_html=figure_markup()
                    ></svg>
                </div>
                <div class="block-details" aria-hidden="true">{move || card(details.get())}</div>
            </div>
            <div class="controls">
                {presets(state, cfg)}
                <ParamSlider param=&N value=Signal::derive(move || cfg.get().n as f64) set=on_n />
            </div>
            <StatusLine text=summary />
        </div>
    }
}

/// Whether the figure's box is narrower than the figure's own width (`WIDE_UNITS`): it then gets
/// the stacked layout.
fn narrower_than_the_figure(figure_box: NodeRef<leptos::html::Div>) -> RwSignal<bool> {
    let narrow = RwSignal::new(false);
    Effect::new(move |_| {
        let Some(el) = figure_box.get() else { return };
        observe_size(&el, move |entries: js_sys::Array| {
            let Ok(entry) = entries.get(0).dyn_into::<web_sys::ResizeObserverEntry>() else {
                return;
            };
            let is_narrow = entry.content_rect().width() < WIDE_UNITS;
            // `try_`: a callback may still be queued when the widget leaves the page.
            if narrow.try_get_untracked() != Some(is_narrow) {
                narrow.try_set(is_narrow);
            }
        });
    });
    narrow
}

/// Marks the selected block in the figure, and writes the layer count on its stacks.
fn mark_figure(
    figure: NodeRef<leptos::svg::Svg>,
    selected: Memo<Option<Block>>,
    shown_cfg: Memo<ModelConfig>,
) {
    Effect::new(move |_| {
        let on = selected.get().map(Block::slug);
        let Some(svg) = figure.get() else { return };
        let Ok(groups) = svg.query_selector_all("[data-block]") else {
            return;
        };
        for g in (0..groups.length()).filter_map(|k| groups.item(k)) {
            let Ok(g) = g.dyn_into::<web_sys::Element>() else {
                continue;
            };
            let is_on = on.is_some() && g.get_attribute("data-block").as_deref() == on;
            g.class_list().toggle_with_force("selected", is_on).ok();
            g.set_attribute("aria-pressed", if is_on { "true" } else { "false" })
                .ok();
        }
    });
    Effect::new(move |_| {
        let layers = format!("{}×", shown_cfg.get().layers);
        let Some(svg) = figure.get() else { return };
        if let Ok(labels) = svg.query_selector_all(".stack-label") {
            for label in (0..labels.length()).filter_map(|k| labels.item(k)) {
                label.set_text_content(Some(&layers));
            }
        }
    });
}

/// The base and big presets: each sets every size but n. A lesson that locks any of those
/// sizes locks the presets.
fn presets(state: RwSignal<ArchitectureParams>, cfg: Memo<ModelConfig>) -> impl IntoView {
    let presets_open = [&DMODEL, &HEADS, &LAYERS, &DFF, &VOCAB]
        .into_iter()
        .all(lesson::open);
    let preset = move |name: &'static str, make: fn() -> ModelConfig| {
        let is_on = move || {
            let c = cfg.get();
            let m = make();
            (c.d_model, c.heads, c.d_ff, c.layers, c.vocab)
                == (m.d_model, m.heads, m.d_ff, m.layers, m.vocab)
        };
        view! {
            <button
                type="button"
                class="button"
                data-control=format!("preset-{}", name.to_ascii_lowercase())
                aria-pressed=move || is_on().to_string()
                disabled=!presets_open
                on:click=move |_| state.update(|p| p.cfg = ModelConfig { n: p.cfg.n, ..make() })
            >
                {format!("{name} model")}
            </button>
        }
    };
    view! { <div class="button-row">{preset("Base", ModelConfig::base)} {preset("Big", ModelConfig::big)}</div> }
}

/// The card of the block under the pointer, or the selected one.
fn card(details: Option<(Block, BlockFacts)>) -> AnyView {
    match details {
        None => view! {
            <p class="hint">"Select a block (click, tap, or Tab then Enter) to see what it does and the shape of the data there."</p>
        }
        .into_any(),
        Some((b, f)) => view! {
            <h3>{b.title()}</h3>
            <p>{b.role()}</p>
            <dl>
                <dt>"In"</dt>
                <dd>{f.input.clone()}</dd>
                <dt>"Out"</dt>
                <dd>{f.output.to_string()}</dd>
                <dt>"Parameters"</dt>
                <dd>{format!("{} ({})", group(f.params), f.params_note)}</dd>
                <dt>"Copies"</dt>
                <dd>{group(f.copies)}</dd>
            </dl>
        }
        .into_any(),
    }
}
