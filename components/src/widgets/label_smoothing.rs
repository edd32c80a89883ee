//! `label-smoothing`: the smoothed target for a vocabulary of K tokens, with an ε slider.

use leptos::prelude::*;

use crate::format::{bar_clip, fixed};
use crate::i18n::m;
use crate::model::Widget;
use crate::model::label_smoothing::{EPS, LabelSmoothingParams, VOCAB, decimals_for};
use crate::svg::shapes::{Bar, Bars, bars};
use crate::svg::{Svg, light};
use crate::ui::background::after_paint;
use crate::ui::figure::{Extra, Figure, FigureSpec};
use crate::ui::figure_save::SaveFigure;
use crate::ui::{ParamSlider, StatusLine};

impl super::WidgetView for LabelSmoothingParams {
    const FIGURES: &'static [FigureSpec] = &[FigureSpec::link("target")];

    fn figure(&self, id: &str, _: &Extra, width: f64) -> Option<Figure> {
        (id == "target").then(|| target_figure(self, width).into())
    }

    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <LabelSmoothingWidget state=state /> }.into_any()
    }
}

/// The label-smoothing widget.
#[component]
pub fn LabelSmoothingWidget(
    /// ε and the vocabulary size.
    state: RwSignal<LabelSmoothingParams>,
) -> impl IntoView {
    // The sliders read `state`; the bars and the summary follow it after the press's frame.
    let shown = after_paint(state);
    let target = Memo::new(move |_| shown.with(|p| p.compute(&())));
    let summary = Memo::new(move |_| shown.with(|p| p.summary(&target.get())));
    let text = move |x: f64| fixed(x, decimals_for(target.get().1));
    let rest_total = Memo::new(move |_| shown.with(LabelSmoothingParams::others_total));

    let bars = m().smoothing_bars();
    view! {
        <div class="label-smoothing-widget">
            <div class="share-rows">
                <div class="share-row">
                    <span class="share-label">{bars[0]}</span>
                    <span class="share-track"><span class="share-bar bar-scaled" style:clip-path=move || bar_clip(target.get().0)></span></span>
                    <span class="share-value">{move || text(target.get().0)}</span>
                </div>
                <div class="share-row">
                    <span class="share-label">{bars[1]}</span>
                    <span class="share-track"><span class="share-bar bar-unscaled" style:clip-path=move || bar_clip(rest_total.get())></span></span>
                    <span class="share-value">{move || text(rest_total.get())}</span>
                </div>
                <div class="share-row">
                    <span class="share-label">{bars[2]}</span>
                    <span class="share-track"><span class="share-bar bar-unscaled" style:clip-path=move || bar_clip(target.get().1)></span></span>
                    <span class="share-value">{move || text(target.get().1)}</span>
                </div>
            </div>
            <SaveFigure figure="target" />
            <div class="controls">
                <ParamSlider
                    param=&EPS
                    value=Signal::derive(move || state.with(|p| p.eps))
                    set=Callback::new(move |v: f64| state.update(|p| p.eps = v))
                />
                <ParamSlider
                    param=&VOCAB
                    value=Signal::derive(move || state.with(|p| p.vocab) as f64)
                    set=Callback::new(move |v: f64| state.update(|p| p.vocab = v as u64))
                />
            </div>
            <StatusLine text=summary />
        </div>
    }
}

/// The smoothed target as bars, for saving.
fn target_figure(p: &LabelSmoothingParams, width: f64) -> Svg {
    let (c, o) = p.compute(&());
    let d = decimals_for(o);
    let heading =
        m().smoothing_figure(&crate::format::short(p.eps), &crate::format::group(p.vocab));
    let names = m().smoothing_bars();
    let rest = p.others_total();
    let bars_of = vec![
        Bar {
            label: names[0].into(),
            length: c,
            value: fixed(c, d),
        },
        Bar {
            label: names[1].into(),
            length: rest,
            value: fixed(rest, d),
        },
        Bar {
            label: names[2].into(),
            length: o,
            value: fixed(o, d),
        },
    ];
    bars(
        &[Bars {
            heading: &heading,
            bars: bars_of,
            colour: light::SHARE,
        }],
        width,
    )
}
