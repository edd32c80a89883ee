//! `dot-product`: QKᵀ, ÷√d_k, mask, softmax, × V, with every matrix on screen and Q, K, V editable.

use leptos::prelude::*;

use crate::format::fixed;
use crate::kernel::matrix::Matrix;
use crate::model::dot_product::{DotProductParams, ENTRY_RANGE, STEP, STEPS, TOKENS, WIDTH};
use crate::model::figure2::FIGURE_2_LEFT;
use crate::ui::diagram::flow_diagram;
use crate::ui::{NumberField, Slider, StatusLine};

/// The widget's view over its state.
pub fn view(state: RwSignal<DotProductParams>) -> AnyView {
    view! { <DotProductWidget state=state /> }.into_any()
}

/// Which input matrix an editor changes.
#[derive(Clone, Copy)]
enum Which {
    Q,
    K,
    V,
}

/// A small editable matrix (3 tokens × 2).
fn editor(state: RwSignal<DotProductParams>, which: Which, title: &'static str) -> impl IntoView {
    let get = move |i: usize| {
        state.with(|p| match which {
            Which::Q => p.q[i],
            Which::K => p.k[i],
            Which::V => p.v[i],
        })
    };
    let rows = (0..3)
        .map(|r| {
            let cells = (0..WIDTH)
                .map(|c| {
                    let i = r * WIDTH + c;
                    view! {
                        <td>
                            <NumberField
                                label=format!("{title} row {} ({}), entry {}", r + 1, TOKENS[r], c + 1)
                                name=format!("{}-{i}", &title[..1].to_ascii_lowercase())
                                value=Signal::derive(move || get(i))
                                min=ENTRY_RANGE.0
                                max=ENTRY_RANGE.1
                                on_change=Callback::new(move |v: f64| {
                                    state.update(|p| match which {
                                        Which::Q => p.q[i] = v,
                                        Which::K => p.k[i] = v,
                                        Which::V => p.v[i] = v,
                                    })
                                })
                            />
                        </td>
                    }
                })
                .collect_view();
            view! { <tr><th scope="row">{TOKENS[r]}</th>{cells}</tr> }
        })
        .collect_view();
    view! {
        <table class="matrix editable">
            <caption>{title}</caption>
            <tbody>{rows}</tbody>
        </table>
    }
}

/// A computed matrix; masked cells (`allowed` false) show −∞.
fn shown(
    title: String,
    m: &Matrix,
    allowed: Option<&[Vec<bool>]>,
    current: bool,
) -> impl IntoView + use<> {
    let rows = (0..m.rows())
        .map(|r| {
            let cells = (0..m.cols())
                .map(|c| match allowed {
                    Some(a) if !a[r][c] => view! { <td class="masked">"−∞"</td> }.into_any(),
                    _ => view! { <td>{fixed(m.get(r, c), 2)}</td> }.into_any(),
                })
                .collect_view();
            view! { <tr><th scope="row">{TOKENS[r]}</th>{cells}</tr> }
        })
        .collect_view();
    view! {
        <table class="matrix" class:current=current>
            <caption>{title}</caption>
            <tbody>{rows}</tbody>
        </table>
    }
}

/// The dot-product widget.
#[component]
pub fn DotProductWidget(
    /// Step, mask and the small Q, K, V.
    state: RwSignal<DotProductParams>,
) -> impl IntoView {
    let steps = Memo::new(move |_| state.with(DotProductParams::steps));
    let summary = Memo::new(move |_| state.with(|p| steps.with(|s| p.summary(s))));
    let step = Memo::new(move |_| state.with(|p| p.step));
    let mask = Memo::new(move |_| state.with(|p| p.mask));

    let stages = move || {
        let (k, masked) = (step.get(), mask.get());
        steps.with(|s| {
            let mut out = Vec::new();
            out.push(shown("1 · Q·Kᵀ".into(), &s.scores, None, k == 1).into_any());
            if k >= 2 {
                out.push(shown("2 · ÷ √2".into(), &s.scaled, None, k == 2).into_any());
            }
            if k >= 3 {
                let title = if masked {
                    "3 · masked"
                } else {
                    "3 · no mask"
                };
                out.push(
                    shown(
                        title.into(),
                        &s.scaled,
                        masked.then_some(s.allowed.as_slice()),
                        k == 3,
                    )
                    .into_any(),
                );
            }
            if k >= 4 {
                out.push(shown("4 · softmax".into(), &s.weights, None, k == 4).into_any());
            }
            if k >= 5 {
                out.push(shown("5 · × V".into(), &s.output, None, k == 5).into_any());
            }
            out.collect_view()
        })
    };

    let figure = flow_diagram(
        "Figure 2, left: scaled dot-product attention. Each step is a button that shows it.",
        "Q    K",
        &FIGURE_2_LEFT,
        Signal::derive(move || Some(step.get() - 1)),
        Callback::new(move |i: usize| state.update(|p| p.step = i + 1)),
    );

    view! {
        <div class="dot-product-widget">
            <div class="figure-and-steps">
                {figure}
                <p class="hint">"The paper's Figure 2 (left), read from the bottom up. Choose a step to show it below."</p>
            </div>
            <div class="matrix-row">
                {editor(state, Which::Q, "Q")}
                {editor(state, Which::K, "K")}
                {editor(state, Which::V, "V")}
            </div>
            <div class="controls">
                <Slider
                    label="Step"
                    name="step"
                    min=STEP.float_range().0
                    max=STEP.float_range().1
                    step=1.0
                    value=Signal::derive(move || step.get() as f64)
                    on_input=Callback::new(move |v: f64| state.update(|p| p.step = STEP.snap(v)))
                    text=Signal::derive(move || STEPS[step.get() - 1].to_string())
                />
                <label class="check">
                    <input
                        type="checkbox"
                        data-control="mask"
                        prop:checked=move || mask.get()
                        on:change=move |ev| state.update(|p| p.mask = event_target_checked(&ev))
                    />
                    " Causal mask (each token sees only itself and earlier tokens)"
                </label>
            </div>
            <div class="scroll-box">
                <div class="matrix-row stages">{stages}</div>
            </div>
            <StatusLine text=summary />
        </div>
    }
}
