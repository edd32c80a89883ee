//! `multi-head`: heads against per-head width at a fixed d_model, and the paper's ablation.

use leptos::prelude::*;
use plotters::prelude::*;

use crate::kernel::format::group;
use crate::kernel::tables::TABLE_3;
use crate::model::multi_head::{MultiHeadParams, divisors};
use crate::ui::chart::{Surface, live_chart, prepare, style_mesh};
use crate::ui::{Slider, StatusLine};

/// The widget's view over its state.
pub fn view(state: RwSignal<MultiHeadParams>) -> AnyView {
    view! { <MultiHeadWidget state=state /> }.into_any()
}

/// BLEU of the paper's head-count rows, with the current head count marked.
fn draw_ablation(canvas: &web_sys::HtmlCanvasElement, surface: &Surface, heads: u64) -> Option<()> {
    let (root, t) = prepare(canvas, surface)?;
    let rows: Vec<(u64, f64)> = TABLE_3
        .iter()
        .filter(|r| r.row != "big")
        .filter_map(|r| Some((r.heads?, r.bleu)))
        .collect();
    let mut chart = ChartBuilder::on(&root)
        .margin(t.px(10.0))
        .x_label_area_size(t.px(36.0))
        .y_label_area_size(t.px(54.0))
        .build_cartesian_2d((0.7f64..46.0f64).log_scale(), 24.5f64..26.2f64)
        .ok()?;
    let mut mesh = chart.configure_mesh();
    style_mesh(&mut mesh, &t, "heads (log scale)", "BLEU (dev set)");
    mesh.x_labels(6)
        .x_label_formatter(&|v| format!("{}", v.round()))
        .y_label_formatter(&|v| format!("{v:.1}"))
        .draw()
        .ok()?;
    let mut sorted = rows.clone();
    sorted.sort_by_key(|r| r.0);
    sorted.dedup_by_key(|r| r.0);
    let pts: Vec<(f64, f64)> = sorted.iter().map(|&(h, b)| (h as f64, b)).collect();
    chart
        .draw_series(LineSeries::new(pts.clone(), t.a.stroke_width(t.px(2.0))))
        .ok()?;
    chart
        .draw_series(pts.iter().map(|&p| Circle::new(p, t.px(4.0), t.a.filled())))
        .ok()?;
    for &(h, b) in &pts {
        chart
            .draw_series(std::iter::once(Text::new(
                format!("{b:.1}"),
                (h * 1.08, b + 0.06),
                t.font(11.0),
            )))
            .ok()?;
    }
    if let Some(&(h, b)) = pts.iter().find(|p| p.0 as u64 == heads) {
        chart
            .draw_series(std::iter::once(Circle::new(
                (h, b),
                t.px(9.0),
                t.b.stroke_width(t.px(3.0)),
            )))
            .ok()?;
    }
    root.present().ok()
}

/// The multi-head widget.
#[component]
pub fn MultiHeadWidget(
    /// Heads, width and tokens.
    state: RwSignal<MultiHeadParams>,
) -> impl IntoView {
    let summary = Memo::new(move |_| state.with(MultiHeadParams::summary));
    let heads = Memo::new(move |_| state.with(|p| p.heads));
    let options = Memo::new(move |_| divisors(state.with(|p| p.dmodel)));
    let shapes = Memo::new(move |_| state.with(MultiHeadParams::shapes));

    let canvas = live_chart(move |c, s| {
        draw_ablation(c, s, heads.get());
    });

    let index = Signal::derive(move || {
        let h = heads.get();
        options.with(|o| o.iter().position(|x| *x == h).unwrap_or(0) as f64)
    });
    let on_index = Callback::new(move |v: f64| {
        let h = options.with(|o| o[(v.round() as usize).min(o.len() - 1)]);
        state.update(|p| p.heads = h);
    });

    let lanes = move || {
        let h = heads.get();
        let shown = h.min(16);
        let lanes = (0..shown)
            .map(|_| view! { <span class="lane"></span> })
            .collect_view();
        let more = (h > shown).then(|| view! { <span class="lane-more">{format!("+{}", group((h - shown) as u128))}</span> });
        view! { <div class="lanes" aria-hidden="true">{lanes}{more}</div> }
    };

    view! {
        <div class="multi-head-widget">
            <div class="shape-flow">
                <div class="shape-box"><span>"Q, K, V"</span><code>{move || shapes.get().qkv.to_string()}</code></div>
                <span class="arrow" aria-hidden="true">"→"</span>
                <div class="shape-box"><span>{move || format!("{} heads, each", heads.get())}</span><code>{move || shapes.get().per_head.to_string()}</code>{lanes}</div>
                <span class="arrow" aria-hidden="true">"→"</span>
                <div class="shape-box"><span>"concatenated"</span><code>{move || shapes.get().concat.to_string()}</code></div>
                <span class="arrow" aria-hidden="true">"→"</span>
                <div class="shape-box"><span>"after W^O"</span><code>{move || shapes.get().output.to_string()}</code></div>
            </div>
            <div class="controls">
                <Slider
                    label="Heads (only counts that divide d_model evenly)"
                    name="heads"
                    min=0.0
                    max=Signal::derive(move || options.with(|o| o.len() as f64 - 1.0))
                    step=1.0
                    value=index
                    on_input=on_index
                    text=Signal::derive(move || format!("{} heads of width {}", heads.get(), state.with(|p| p.dmodel / p.heads)))
                />
                <Slider
                    label="Tokens"
                    name="n"
                    min=1.0
                    max=512.0
                    step=1.0
                    value=Signal::derive(move || state.with(|p| p.n as f64))
                    on_input=Callback::new(move |v: f64| state.update(|p| p.n = (v.round() as u64).clamp(1, 512)))
                    text=Signal::derive(move || format!("{} tokens", state.with(|p| p.n)))
                />
            </div>
            <div class="chart-box">
                <canvas
                    node_ref=canvas
                    class="chart chart-small"
                    role="img"
                    aria-label="Chart of the paper's Table 3, rows A: BLEU 24.9 with 1 head, 25.5 with 4, 25.8 with 8, 25.8 with 16, 25.4 with 32."
                ></canvas>
            </div>
            <StatusLine text=summary />
        </div>
    }
}
