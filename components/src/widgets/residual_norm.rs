//! `residual-norm`: add the sub-layer's output back, normalise; in the paper's order or today's.

use leptos::prelude::*;

use crate::i18n::m;
use crate::kernel::blocks::norm::NormOrder;
use crate::model::Widget;
use crate::model::residual_norm::{
    LENGTHS, ORDER, ResidualNormParams, SUB, X, number_text, vector_text,
};
use crate::params::Param;
use crate::ui::{NumberField, ParamControl, ParamToggle, StatusLine};

impl super::WidgetView for ResidualNormParams {
    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <ResidualNormWidget state=state /> }.into_any()
    }
}

/// One number field per entry of one vector of the state; the fields are made again only when
/// the length changes, not when a number does.
fn vector_editor(
    state: RwSignal<ResidualNormParams>,
    length: Memo<usize>,
    param: &'static Param,
    label: &'static str,
    pick: fn(&mut ResidualNormParams) -> &mut Vec<f64>,
) -> impl IntoView {
    let fields = move || {
        (0..length.get())
            .map(move |i| {
                view! {
                    <NumberField
                        param=param
                        label=m().residual_entry(label, i + 1)
                        name=format!("{}-{i}", param.name)
                        value=Signal::derive(move || state.with(|p| {
                            let mut p = p.clone();
                            pick(&mut p).get(i).copied().unwrap_or(0.0)
                        }))
                        on_change=Callback::new(move |v: f64| state.update(|p| {
                            if let Some(entry) = pick(p).get_mut(i) {
                                *entry = v;
                            }
                        }))
                    />
                }
            })
            .collect_view()
    };
    view! { <div class="vector-editor"><span class="vector-label">{label}</span>"("{fields}")"</div> }
}

/// The residual and layer-norm widget.
#[component]
pub fn ResidualNormWidget(
    /// x, Sublayer(x) and the order.
    state: RwSignal<ResidualNormParams>,
) -> impl IntoView {
    let steps = Memo::new(move |_| state.with(|p| p.compute(&())));
    let summary = Memo::new(move |_| state.with(|p| steps.with(|s| p.summary(s))));
    let order = Memo::new(move |_| state.with(|p| p.order));
    let length = Memo::new(move |_| state.with(|p| p.x.len()));

    let flow = move || {
        let s = steps.get();
        let x = state.with(|p| vector_text(&p.x));
        let sub = state.with(|p| vector_text(&p.sub));
        match order.get() {
            NormOrder::Post => view! {
                <ol class="flow-steps">
                    <li>"x = " <code>{x}</code> ", Sublayer(x) = " <code>{sub}</code></li>
                    <li>{m().residual_add()} <code>{vector_text(&s.first)}</code></li>
                    <li>{m().residual_normalise(&number_text(s.stats.0), &number_text(s.stats.1))}<code>{vector_text(&s.result)}</code></li>
                </ol>
            }
            .into_any(),
            NormOrder::Pre => view! {
                <ol class="flow-steps">
                    <li>"x = " <code>{x}</code></li>
                    <li>{m().residual_normalise_first()} <code>{vector_text(&s.first)}</code> {m().residual_goes_in()}</li>
                    <li>{m().residual_returns()} <code>{sub}</code> {m().residual_add_untouched()} <code>{vector_text(&s.result)}</code></li>
                </ol>
            }
            .into_any(),
        }
    };

    view! {
        <div class="residual-norm-widget">
            <ParamToggle
                param=&ORDER
                value=Signal::derive(move || if order.get() == NormOrder::Pre { "pre" } else { "post" })
                set=Callback::new(move |v: &'static str| {
                    state.update(|p| p.order = if v == "pre" { NormOrder::Pre } else { NormOrder::Post })
                })
            />
            <div class="vector-editors">
                <ParamControl param=&X>{vector_editor(state, length, &X, "x", |p| &mut p.x)}</ParamControl>
                <ParamControl param=&SUB>
                    {vector_editor(state, length, &SUB, m().residual_sublayer_output(), |p| &mut p.sub)}
                </ParamControl>
            </div>
            // The length of both vectors is x's.
            <ParamControl param=&X>
            <div class="controls-row" role="group" aria-label=m().residual_length()>
                <button
                    type="button"
                    class="button"
                    data-control="lengthen"
                    prop:disabled={move || length.get() >= LENGTHS.1}
                    on:click=move |_| state.update(ResidualNormParams::lengthen)
                >
                    {m().residual_more()}
                </button>
                <button
                    type="button"
                    class="button"
                    data-control="shorten"
                    prop:disabled={move || length.get() <= LENGTHS.0}
                    on:click=move |_| state.update(ResidualNormParams::shorten)
                >
                    {m().residual_fewer()}
                </button>
                <span class="muted">{move || m().residual_numbers(length.get())}</span>
            </div>
            </ParamControl>
            {flow}
            <StatusLine text=summary />
        </div>
    }
}
