//! `feed-forward`: widen, ReLU, narrow on a tiny example; the parameter count at real widths.

use leptos::prelude::*;

use crate::format::group;
use crate::i18n::m;
use crate::model::Widget;
use crate::model::feed_forward::{DFF, DMODEL, FeedForwardParams, X};
use crate::model::residual_norm::vector_text;
use crate::ui::background::after_paint;
use crate::ui::{NumberField, ParamControl, ParamSlider, StatusLine};

impl super::WidgetView for FeedForwardParams {
    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <FeedForwardWidget state=state /> }.into_any()
    }
}

/// The example's fixed weights, written out from the kernel's own matrices.
fn weights_note() -> String {
    let (w1, w2) = crate::kernel::blocks::feed_forward::example_weights();
    let rows = |m: &[Vec<f64>]| {
        m.iter()
            .map(|r| vector_text(r))
            .collect::<Vec<_>>()
            .join(" ")
    };
    m().feed_forward_weights(&rows(&w1), &rows(&w2))
}

/// The feed-forward widget.
#[component]
pub fn FeedForwardWidget(
    /// The input vector and the widths.
    state: RwSignal<FeedForwardParams>,
) -> impl IntoView {
    // The fields and sliders read `state`; the steps, counts and summary follow it after the
    // press's frame.
    let shown = after_paint(state);
    let steps = Memo::new(move |_| shown.with(|p| p.compute(&())));
    let summary = Memo::new(move |_| shown.with(|p| steps.with(|s| p.summary(s))));
    let params = Memo::new(move |_| shown.with(FeedForwardParams::params));
    let fields = (0..2)
        .map(|i| {
            view! {
                <NumberField
                    param=&X
                    label=m().feed_forward_entry(i + 1)
                    name=format!("x-{i}")
                    value=Signal::derive(move || state.with(|p| p.x[i]))
                    on_change=Callback::new(move |v: f64| state.update(|p| p.x[i] = v))
                />
            }
        })
        .collect_view();

    view! {
        <div class="feed-forward-widget">
            <ParamControl param=&X>
                <div class="vector-editor"><span class="vector-label">"x"</span>"("{fields}")"</div>
            </ParamControl>
            <p class="panel-title">{weights_note()}</p>
            <ol class="flow-steps">
                <li>{m().feed_forward_widen()} <code>{move || steps.with(|s| vector_text(&s.hidden))}</code></li>
                <li>{m().feed_forward_relu()} <code>{move || steps.with(|s| vector_text(&s.activated))}</code></li>
                <li>{m().feed_forward_narrow()} <code>{move || steps.with(|s| vector_text(&s.output))}</code></li>
            </ol>
            <div class="controls">
                <ParamSlider
                    param=&DMODEL
                    value=Signal::derive(move || state.with(|p| p.dmodel as f64))
                    set=Callback::new(move |v: f64| state.update(|p| p.dmodel = v as u64))
                />
                <ParamSlider
                    param=&DFF
                    value=Signal::derive(move || state.with(|p| p.dff as f64))
                    set=Callback::new(move |v: f64| state.update(|p| p.dff = v as u64))
                />
            </div>
            <p class="big-number">
                {move || m().feed_forward_params(&group(params.get()))}
            </p>
            <StatusLine text=summary />
        </div>
    }
}
