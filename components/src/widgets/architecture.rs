//! `architecture`: the paper's Figure 1 redrawn in SVG; every block is a button that explains itself.

use leptos::ev::{KeyboardEvent, PointerEvent};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::format::group;
use crate::i18n::m;
use crate::kernel::cost::shapes::ModelConfig;
use crate::model::Widget;
use crate::model::architecture::{
    ArchitectureParams, BLOCK, Block, BlockFacts, DFF, DMODEL, HEADS, LAYERS, N, VOCAB, facts,
};
use crate::svg::Svg;
use crate::ui::attach::narrower_than;
use crate::ui::background::after_paint;
use crate::ui::figure::{Extra, Figure, FigureSpec, light_variables};
use crate::ui::figure_save::SaveFigure;
use crate::ui::lesson;
use crate::ui::{ParamControl, ParamSlider, StatusLine};

mod figure;

use figure::{NARROW_VIEW, WIDE_UNITS, WIDE_VIEW, figure_markup};

impl super::WidgetView for ArchitectureParams {
    const FIGURES: &'static [FigureSpec] = &[FigureSpec::link("figure-1")];

    fn figure(&self, id: &str, extra: &Extra, _: f64) -> Option<Figure> {
        (id == "figure-1").then(|| figure_1(self, &extra.style).into())
    }

    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <ArchitectureWidget state=state /> }.into_any()
    }
}

/// Figure 1 as a saved figure shows it: the markup with `selected` marked and the layer count
/// written on the stacks, and its drawing box (side by side).
pub(crate) fn figure_for_saving(selected: Option<Block>, layers: u64) -> (String, &'static str) {
    let mut markup = figure_markup().replace(
        "class=\"side-label stack-label anchor-end\"></text>",
        &format!("class=\"side-label stack-label anchor-end\">{layers}×</text>"),
    );
    markup = markup.replace(
        "class=\"side-label stack-label anchor-start\"></text>",
        &format!("class=\"side-label stack-label anchor-start\">{layers}×</text>"),
    );
    if let Some(b) = selected {
        let tag = format!("data-block=\"{}\"", b.slug());
        if let Some(at) = markup.find(&tag) {
            // The block's group opens `<g class="block k-…" data-block="…"`: mark its class.
            if let Some(class_end) = markup[..at].rfind("\" ") {
                markup.insert_str(class_end, " selected");
            }
        }
    }
    (markup, WIDE_VIEW)
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
    let narrow = narrower_than(figure_box, || WIDE_UNITS);
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
        if (ev.key() == "Enter" || ev.key() == " ")
            && let Some(b) = block_of(ev.target())
        {
            ev.prevent_default();
            select(b);
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
                        aria-label=m().arch_figure()
                        inner_html=figure_markup()
                    ></svg>
                    <SaveFigure figure="figure-1" />
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
    let preset = move |name: &'static str, big: bool, make: fn() -> ModelConfig| {
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
                {m().arch_preset(big)}
            </button>
        }
    };
    view! {
        <ParamControl param=&DMODEL>
            <div class="button-row">{preset("Base", false, ModelConfig::base)} {preset("Big", true, ModelConfig::big)}</div>
        </ParamControl>
    }
}

/// The card of the block under the pointer, or the selected one.
fn card(details: Option<(Block, BlockFacts)>) -> AnyView {
    let terms = m().arch_card_terms();
    match details {
        None => view! {
            <p class="hint">{m().arch_hint()}</p>
        }
        .into_any(),
        Some((b, f)) => view! {
            <h3>{b.title()}</h3>
            <p>{b.role()}</p>
            <dl>
                <dt>{terms[0]}</dt>
                <dd>{f.input.clone()}</dd>
                <dt>{terms[1]}</dt>
                <dd>{f.output.to_string()}</dd>
                <dt>{terms[2]}</dt>
                <dd>{format!("{} ({})", group(f.params), f.params_note)}</dd>
                <dt>{terms[3]}</dt>
                <dd>{group(f.copies)}</dd>
            </dl>
        }
        .into_any(),
    }
}

/// Figure 1 as the page draws it, the picked block marked, for saving.
fn figure_1(p: &ArchitectureParams, style: &str) -> Svg {
    let (markup, view_box) = figure_for_saving(p.block, p.cfg.layers);
    let (w, h) = (480.0, 625.0);
    let mut svg = Svg::new(w, h);
    svg.markup(
        &format!("<svg class=\"architecture\" x=\"0\" y=\"0\" width=\"{w}\" height=\"{h}\" viewBox=\"{view_box}\">{markup}</svg>"),
        &format!("{}{style}", light_variables()),
    );
    svg
}
