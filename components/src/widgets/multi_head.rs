//! `multi-head`: heads against per-head width at a fixed d_model, and the paper's ablation.

use leptos::prelude::*;

use crate::format::{count, fixed, group};
use crate::kernel::ticks::linear_ticks;
use crate::model::multi_head::{MultiHeadParams, N, ablation_curve, divisors};
use crate::ui::chart::{Axis, Margins, Plot, Surface, labelled, live_chart};
use crate::ui::{Slider, StatusLine};

/// The widget's view over its state.
pub fn view(state: RwSignal<MultiHeadParams>) -> AnyView {
    view! { <MultiHeadWidget state=state /> }.into_any()
}

/// BLEU of the paper's head-count rows, with the current head count marked.
fn draw_ablation(canvas: &web_sys::HtmlCanvasElement, surface: &Surface, heads: u64) -> Option<()> {
    let pts: Vec<(f64, f64)> = ablation_curve()
        .into_iter()
        .map(|(h, bleu)| (h as f64, bleu))
        .collect();
    let margins = Margins {
        top: 10.0,
        right: 14.0,
        bottom: 42.0,
        left: 56.0,
    };
    let plot = Plot::new(
        canvas,
        surface,
        margins,
        Axis::Log(0.7, 46.0),
        Axis::Linear(24.5, 26.2),
    )?;
    let t = plot.theme;
    plot.axes(
        &labelled(pts.iter().map(|p| p.0).collect(), |v| group(v as u64)),
        &labelled(linear_ticks(24.5, 26.2, 4), |v| fixed(v, 1)),
        "heads (log scale)",
        "BLEU (dev set)",
    );
    plot.line(&pts, t.a, 2.0);
    for &(h, b) in &pts {
        plot.dot((h, b), 4.0, t.a);
        plot.label((h * 1.08, b + 0.06), &fixed(b, 1), 11.0);
    }
    if let Some(&p) = pts.iter().find(|p| p.0 as u64 == heads) {
        plot.ring(p, 9.0, t.b, 3.0);
    }
    Some(())
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

    let canvas = live_chart(
        move || heads.get(),
        |c, s, heads| {
            draw_ablation(c, s, *heads);
        },
    );

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
        let more = (h > shown)
            .then(|| view! { <span class="lane-more">{format!("+{}", group(h - shown))}</span> });
        view! { <div class="lanes" aria-hidden="true">{lanes}{more}</div> }
    };

    view! {
        <div class="multi-head-widget">
            <div class="shape-flow">
                <div class="shape-box"><span>"Q, K, V"</span><code>{move || shapes.get().qkv.to_string()}</code></div>
                <span class="arrow" aria-hidden="true">"→"</span>
                <div class="shape-box"><span>{move || format!("{}, each", count(heads.get(), "head", "heads"))}</span><code>{move || shapes.get().per_head.to_string()}</code>{lanes}</div>
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
                    text=Signal::derive(move || format!("{} of width {}", count(heads.get(), "head", "heads"), state.with(|p| p.dmodel / p.heads)))
                />
                <Slider
                    label="Tokens"
                    name="n"
                    min=N.float_range().0
                    max=N.float_range().1
                    step=1.0
                    value=Signal::derive(move || state.with(|p| p.n as f64))
                    on_input=Callback::new(move |v: f64| state.update(|p| p.n = N.snap(v)))
                    text=Signal::derive(move || count(state.with(|p| p.n), "token", "tokens"))
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
