//! `dot-product`: QKᵀ, ÷√d_k, mask, softmax, × V, with every matrix on screen and Q, K, V editable.

use leptos::prelude::*;

use crate::content::figure2::FIGURE_2_LEFT;
use crate::format::fixed;
use crate::i18n::m;
use crate::kernel::blocks::matrix::Matrix;
use crate::model::Widget;
use crate::model::dot_product::{DotProductParams, K, MASK, Q, STEP, V, WIDTH, tokens};
use crate::ui::background::after_paint;
use crate::ui::diagram::flow_diagram;
use crate::ui::{NumberField, ParamCheck, ParamControl, ParamSlider, StatusLine};

impl super::WidgetView for DotProductParams {
    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <DotProductWidget state=state /> }.into_any()
    }
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
                                param=match which {
                                    Which::Q => &Q,
                                    Which::K => &K,
                                    Which::V => &V,
                                }
                                label=m().dot_entry(title, r + 1, tokens()[r], c + 1)
                                name=format!("{}-{i}", &title[..1].to_ascii_lowercase())
                                value=Memo::new(move |_| get(i))
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
            view! { <tr><th scope="row">{tokens()[r]}</th>{cells}</tr> }
        })
        .collect_view();
    let param = match which {
        Which::Q => &Q,
        Which::K => &K,
        Which::V => &V,
    };
    view! {
        <ParamControl param=param>
            <table class="matrix editable">
                <caption>{title}</caption>
                <tbody>{rows}</tbody>
            </table>
        </ParamControl>
    }
}

/// The rows of a computed matrix; masked cells (`allowed` false) show −∞.
fn matrix_rows(m: &Matrix, allowed: Option<&[Vec<bool>]>) -> AnyView {
    (0..m.rows())
        .map(|r| {
            let cells = (0..m.cols())
                .map(|c| match allowed {
                    Some(a) if !a[r][c] => view! { <td class="masked">"−∞"</td> }.into_any(),
                    _ => view! { <td>{fixed(m.get(r, c), 2)}</td> }.into_any(),
                })
                .collect_view();
            view! { <tr><th scope="row">{tokens()[r]}</th>{cells}</tr> }
        })
        .collect_view()
        .into_any()
}

/// The dot-product widget.
#[component]
pub fn DotProductWidget(
    /// Step, mask and the small Q, K, V.
    state: RwSignal<DotProductParams>,
) -> impl IntoView {
    // The controls read `state`; the tables, figure and summary follow it after the press's frame.
    let shown = after_paint(state);
    let steps = Memo::new(move |_| shown.with(|p| p.compute(&())));
    let summary = Memo::new(move |_| shown.with(|p| steps.with(|s| p.summary(s))));
    let step = Memo::new(move |_| state.with(|p| p.step));
    let mask = Memo::new(move |_| state.with(|p| p.mask));
    let shown_step = Memo::new(move |_| shown.with(|p| p.step));
    let shown_mask = Memo::new(move |_| shown.with(|p| p.mask));

    // All five stages are built once and shown up to the current step: moving the step only
    // shows, hides and highlights tables; their numbers are rebuilt only when Q, K, V or the mask
    // change.
    let stage = move |n: usize| {
        let title = move || m().dot_stage(n, shown_mask.get());
        let rows = move || {
            // Only stage 3 shows the mask itself; the stages after it follow it through `steps`.
            let masked = n == 3 && shown_mask.get();
            steps.with(|s| match n {
                1 => matrix_rows(&s.scores, None),
                2 => matrix_rows(&s.scaled, None),
                3 => matrix_rows(&s.scaled, masked.then_some(s.allowed.as_slice())),
                4 => matrix_rows(&s.weights, None),
                _ => matrix_rows(&s.output, None),
            })
        };
        view! {
            <table class="matrix" class:current=move || shown_step.get() == n hidden=move || shown_step.get() < n>
                <caption>{title}</caption>
                <tbody>{rows}</tbody>
            </table>
        }
    };
    let stages = (1..=5).map(stage).collect_view();

    let figure = flow_diagram(
        m().dot_figure(),
        "Q    K",
        &FIGURE_2_LEFT,
        Signal::derive(move || Some(shown_step.get() - 1)),
        Callback::new(move |i: usize| state.update(|p| p.step = i + 1)),
    );

    view! {
        <div class="dot-product-widget">
            <div class="figure-and-steps">
                {figure}
                <p class="hint">{m().dot_hint()}</p>
            </div>
            <div class="matrix-row">
                {editor(state, Which::Q, "Q")}
                {editor(state, Which::K, "K")}
                {editor(state, Which::V, "V")}
            </div>
            <div class="controls">
                <ParamSlider
                    param=&STEP
                    value=Signal::derive(move || step.get() as f64)
                    set=Callback::new(move |v: f64| state.update(|p| p.step = v as usize))
                />
                <ParamCheck
                    param=&MASK
                    value=mask
                    set=Callback::new(move |on| state.update(|p| p.mask = on))
                />
            </div>
            <div class="scroll-box">
                <div class="matrix-row stages">{stages}</div>
            </div>
            <StatusLine text=summary />
        </div>
    }
}
