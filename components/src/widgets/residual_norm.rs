//! `residual-norm`: add the sub-layer's output back, normalise; in the paper's order or today's.

use leptos::prelude::*;

use crate::kernel::norm::NormOrder;
use crate::model::residual_norm::{RANGE, ResidualNormParams, vector_text};
use crate::ui::{NumberField, StatusLine, ToggleGroup};

/// The widget's view over its state.
pub fn view(state: RwSignal<ResidualNormParams>) -> AnyView {
    view! { <ResidualNormWidget state=state /> }.into_any()
}

/// Two number fields editing one 2-vector of the state.
fn vector_editor(
    state: RwSignal<ResidualNormParams>,
    label: &'static str,
    name: &'static str,
    pick: fn(&mut ResidualNormParams) -> &mut Vec<f64>,
) -> impl IntoView {
    let fields = (0..2)
        .map(|i| {
            view! {
                <NumberField
                    label=format!("{label}, entry {}", i + 1)
                    name=format!("{name}-{i}")
                    value=Signal::derive(move || state.with(|p| {
                        let mut p = p.clone();
                        pick(&mut p)[i]
                    }))
                    min=RANGE.0
                    max=RANGE.1
                    on_change=Callback::new(move |v: f64| state.update(|p| pick(p)[i] = v))
                />
            }
        })
        .collect_view();
    view! { <div class="vector-editor"><span class="vector-label">{label}</span>"("{fields}")"</div> }
}

/// The residual and layer-norm widget.
#[component]
pub fn ResidualNormWidget(
    /// x, Sublayer(x) and the order.
    state: RwSignal<ResidualNormParams>,
) -> impl IntoView {
    let steps = Memo::new(move |_| state.with(ResidualNormParams::steps));
    let summary = Memo::new(move |_| state.with(|p| steps.with(|s| p.summary(s))));
    let order = Memo::new(move |_| state.with(|p| p.order));

    let flow = move || {
        let s = steps.get();
        let x = state.with(|p| vector_text(&p.x));
        let sub = state.with(|p| vector_text(&p.sub));
        match order.get() {
            NormOrder::Post => view! {
                <ol class="flow-steps">
                    <li>"x = " <code>{x}</code> ", Sublayer(x) = " <code>{sub}</code></li>
                    <li>"Add (the residual): x + Sublayer(x) = " <code>{vector_text(&s.first)}</code></li>
                    <li>{format!("Normalise: subtract the mean {}, divide by the spread {}: ", crate::format::short(s.stats.0), crate::format::short(s.stats.1))}<code>{vector_text(&s.result)}</code></li>
                </ol>
            }
            .into_any(),
            NormOrder::Pre => view! {
                <ol class="flow-steps">
                    <li>"x = " <code>{x}</code></li>
                    <li>"Normalise first: LayerNorm(x) = " <code>{vector_text(&s.first)}</code> " goes into the sub-layer"</li>
                    <li>"The sub-layer returns " <code>{sub}</code> "; add it to the untouched x: " <code>{vector_text(&s.result)}</code></li>
                </ol>
            }
            .into_any(),
        }
    };

    view! {
        <div class="residual-norm-widget">
            <ToggleGroup
                label="Order:"
                name="order"
                options=vec![("post", "Post-norm (the paper)"), ("pre", "Pre-norm (most models since)")]
                selected=Signal::derive(move || if order.get() == NormOrder::Pre { "pre" } else { "post" })
                on_select=Callback::new(move |v: &'static str| {
                    state.update(|p| p.order = if v == "pre" { NormOrder::Pre } else { NormOrder::Post })
                })
            />
            <div class="vector-editors">
                {vector_editor(state, "x", "x", |p| &mut p.x)}
                {vector_editor(state, "Sublayer output", "sub", |p| &mut p.sub)}
            </div>
            {flow}
            <StatusLine text=summary />
        </div>
    }
}
