//! `architecture`: the paper's Figure 1 redrawn in SVG; every block is a button that explains itself.

use leptos::ev::{KeyboardEvent, PointerEvent};
use leptos::prelude::*;

use crate::format::{count, group};
use crate::kernel::shapes::ModelConfig;
use crate::model::architecture::{ArchitectureParams, Block, N, facts};
use crate::ui::{Slider, StatusLine};

/// The widget's view over its state.
pub fn view(state: RwSignal<ArchitectureParams>) -> AnyView {
    view! { <ArchitectureWidget state=state /> }.into_any()
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

/// The architecture widget.
#[component]
pub fn ArchitectureWidget(
    /// The selected block and the configured model.
    state: RwSignal<ArchitectureParams>,
) -> impl IntoView {
    let selected = Memo::new(move |_| state.with(|p| p.block));
    let cfg = Memo::new(move |_| state.with(|p| p.cfg));
    let summary = Memo::new(move |_| state.with(ArchitectureParams::summary));
    // The block under the pointer, if any: its card shows while the pointer rests on it, and the
    // selected block's card comes back when it leaves.
    let hovered = RwSignal::new(None::<Block>);
    let details = Memo::new(move |_| {
        let shown = hovered.get().or(selected.get());
        state.with(|p| shown.map(|b| (b, facts(b, &p.cfg))))
    });
    let select = move |b: Block| state.update(|p| p.block = Some(b));

    let boxes = BOXES
        .iter()
        .map(|s| {
            let block = s.block;
            let is_selected = move || selected.get() == Some(block);
            let cx = s.x + s.w / 2.0;
            let first = s.y + s.h / 2.0 - (s.lines.len() as f64 - 1.0) * 7.0;
            // A space between the lines, so the accessible name reads "Multi-Head Attention".
            let text = s
                .lines
                .iter()
                .enumerate()
                .map(|(i, line)| view! { " " <text x=cx y=first + i as f64 * 14.0 + 4.0>{*line}</text> })
                .collect_view();
            // The name starts with the visible words (WCAG 2.5.3) and adds which block it is.
            let name = format!("{} ({})", s.lines.join(" "), block.title().to_ascii_lowercase());
            view! {
                <g
                    class=format!("block k-{}", s.kind)
                    class:selected=is_selected
                    data-block=block.slug()
                    role="button"
                    tabindex="0"
                    aria-pressed=move || is_selected().to_string()
                    aria-label=name
                    on:click=move |_| select(block)
                    on:pointerenter=move |ev: PointerEvent| {
                        if ev.pointer_type() == "mouse" {
                            hovered.set(Some(block));
                        }
                    }
                    on:pointerleave=move |_| hovered.set(None)
                    on:keydown=move |ev: KeyboardEvent| {
                        if ev.key() == "Enter" || ev.key() == " " {
                            ev.prevent_default();
                            select(block);
                        }
                    }
                >
                    <rect x=s.x y=s.y width=s.w height=s.h rx="6"></rect>
                    {text}
                </g>
            }
        })
        .collect_view();

    // Each ⊕ with the little sine wave the paper draws beside it, then its label further out.
    let pe_circles = [(150.0, "end", 112.0, 116.0), (350.0, "start", 388.0, 366.0)]
        .into_iter()
        .map(|(cx, anchor, tx, wave_x)| {
            let is_selected = move || selected.get() == Some(Block::PositionalEncoding);
            view! {
                <g
                    class="block k-pe"
                    class:selected=is_selected
                    data-block="positional-encoding"
                    role="button"
                    tabindex="0"
                    aria-pressed=move || is_selected().to_string()
                    aria-label="Positional encoding (added to the embeddings)"
                    on:click=move |_| select(Block::PositionalEncoding)
                    on:pointerenter=move |ev: PointerEvent| {
                        if ev.pointer_type() == "mouse" {
                            hovered.set(Some(Block::PositionalEncoding));
                        }
                    }
                    on:pointerleave=move |_| hovered.set(None)
                    on:keydown=move |ev: KeyboardEvent| {
                        if ev.key() == "Enter" || ev.key() == " " {
                            ev.prevent_default();
                            select(Block::PositionalEncoding);
                        }
                    }
                >
                    <circle cx=cx cy="490" r="11"></circle>
                    <path d=format!("M{} 490h16M{cx} 482v16", cx - 8.0) class="plus"></path>
                    <path d=format!("M{wave_x} 490q4.5 -9 9 0t9 0", ) class="wave"></path>
                    <text x=tx y="486" class=format!("side-label anchor-{anchor}")>"Positional"</text>
                    " "
                    <text x=tx y="499" class=format!("side-label anchor-{anchor}")>"encoding"</text>
                </g>
            }
        })
        .collect_view();

    let on_n = Callback::new(move |v: f64| state.update(|p| p.cfg.n = N.snap(v)));
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
                on:click=move |_| state.update(|p| p.cfg = ModelConfig { n: p.cfg.n, ..make() })
            >
                {format!("{name} model")}
            </button>
        }
    };

    view! {
        <div class="architecture-widget">
            <div class="figure-layout">
                <div class="scroll-box figure-box">
                    <svg
                        class="architecture"
                        viewBox="0 0 480 625"
                        role="group"
                        aria-label="The Transformer, redrawn from Figure 1 of the paper. Each block is a button."
                    >
                        <defs>
                            <marker id="arrowhead" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                                <path d="M0 0L10 5L0 10z" class="arrowhead"></path>
                            </marker>
                        </defs>
                        <rect x="55" y="255" width="190" height="205" rx="10" class="stack"></rect>
                        <rect x="255" y="180" width="190" height="290" rx="10" class="stack"></rect>
                        <text x="48" y="360" class="side-label stack-label anchor-end">
                            {move || format!("{}×", cfg.get().layers)}
                        </text>
                        <text x="452" y="330" class="side-label stack-label anchor-start">
                            {move || format!("{}×", cfg.get().layers)}
                        </text>
                        <text x="150" y="248" class="side-label">"Encoder"</text>
                        <text x="350" y="174" class="side-label">"Decoder"</text>
                        <text x="150" y="618" class="io-label">"Inputs"</text>
                        <text x="350" y="618" class="io-label">"Outputs (shifted right)"</text>
                        <text x="350" y="66" class="io-label">"Output probabilities"</text>
                        // The arrows of the data flow, each from its first point to its second. Static
                        // markup, so the whole group is made in one step from a template.
                        <g class="flow" marker-end="url(#arrowhead)">
                            <line x1="150" y1="600" x2="150" y2="562"></line>
                            <line x1="150" y1="530" x2="150" y2="501"></line>
                            <line x1="150" y1="479" x2="150" y2="445"></line>
                            <line x1="150" y1="405" x2="150" y2="392"></line>
                            <line x1="150" y1="368" x2="150" y2="345"></line>
                            <line x1="150" y1="305" x2="150" y2="292"></line>
                            <line x1="350" y1="600" x2="350" y2="562"></line>
                            <line x1="350" y1="530" x2="350" y2="501"></line>
                            <line x1="350" y1="479" x2="350" y2="455"></line>
                            <line x1="350" y1="415" x2="350" y2="404"></line>
                            <line x1="350" y1="380" x2="350" y2="358"></line>
                            <line x1="350" y1="318" x2="350" y2="307"></line>
                            <line x1="350" y1="283" x2="350" y2="268"></line>
                            <line x1="350" y1="228" x2="350" y2="217"></line>
                            <line x1="350" y1="193" x2="350" y2="153"></line>
                            <line x1="350" y1="125" x2="350" y2="108"></line>
                        </g>
                        // The encoder's output feeds every decoder layer's cross-attention as keys and values.
                        <path d="M150 268 V228 H258 V338 H268" class="flow encoder-wire" marker-end="url(#arrowhead)"></path>
                        // The residual connections: each sub-layer's input also goes round it,
                        // straight into the Add & Norm above, as in the paper's figure.
                        <g class="flow residual" marker-end="url(#arrowhead)">
                            <path d="M150 464 H62 V380 H68"></path>
                            <path d="M150 357 H62 V280 H68"></path>
                            <path d="M350 467 H438 V392 H432"></path>
                            <path d="M350 370 H438 V295 H432"></path>
                            <path d="M350 276 H438 V205 H432"></path>
                        </g>
                        <text x="204" y="222" class="wire-label">"keys, values"</text>
                        {pe_circles}
                        {boxes}
                    </svg>
                </div>
                <div class="block-details" aria-hidden="true">
                    {move || match details.get() {
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
                    }}
                </div>
            </div>
            <div class="controls">
                <div class="button-row">{preset("Base", ModelConfig::base)} {preset("Big", ModelConfig::big)}</div>
                <Slider
                    label="Tokens in the sentence"
                    name="n"
                    min=N.float_range().0
                    max=N.float_range().1
                    step=1.0
                    value=Signal::derive(move || cfg.get().n as f64)
                    on_input=on_n
                    text=Signal::derive(move || count(cfg.get().n, "token", "tokens"))
                />
            </div>
            <StatusLine text=summary />
        </div>
    }
}
