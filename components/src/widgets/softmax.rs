//! `softmax`: drag or type the scores, move the temperature, watch the shares re-balance.

use leptos::ev::{KeyboardEvent, PointerEvent};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::format::{bar_clip, percent, plain};
use crate::i18n::m;
use crate::model::Widget;
use crate::model::softmax::{SCORE_RANGE, SCORES, SoftmaxParams, T};
use crate::svg::shapes::{Bar, Bars, bars};
use crate::svg::{Svg, light};
use crate::ui::background::after_paint;
use crate::ui::figure::{Extra, Figure, FigureSpec};
use crate::ui::figure_save::SaveFigure;
use crate::ui::lesson::{Access, access};
use crate::ui::{ParamControl, ParamSlider, StatusLine, input_number};

impl super::WidgetView for SoftmaxParams {
    const FIGURES: &'static [FigureSpec] = &[FigureSpec::link("shares")];

    fn figure(&self, id: &str, _: &Extra, width: f64) -> Option<Figure> {
        (id == "shares").then(|| shares_figure(self, width).into())
    }

    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <SoftmaxWidget state=state /> }.into_any()
    }
}

/// Rounds to the 0.1 grid the bars move on.
fn snap(v: f64) -> f64 {
    ((v * 10.0).round() / 10.0).clamp(SCORE_RANGE.0, SCORE_RANGE.1)
}

/// Top and height (in % of the track) of a bar drawn from the zero line to `v`.
fn bar_geometry(v: f64) -> (f64, f64) {
    let half = 50.0 * v.abs() / SCORE_RANGE.1;
    if v >= 0.0 {
        (50.0 - half, half)
    } else {
        (50.0, half)
    }
}

/// The score under the pointer: the top of the track is +10, the bottom −10.
fn score_at(ev: &PointerEvent) -> Option<f64> {
    let el = ev.current_target()?.dyn_into::<web_sys::Element>().ok()?;
    let rect = el.get_bounding_client_rect();
    if rect.height() <= 0.0 {
        return None;
    }
    let frac = ((ev.client_y() as f64 - rect.top()) / rect.height()).clamp(0.0, 1.0);
    Some(snap(SCORE_RANGE.1 - frac * (SCORE_RANGE.1 - SCORE_RANGE.0)))
}

/// The softmax widget: score bars (drag, arrow keys, or type), share bars, temperature slider.
#[component]
pub fn SoftmaxWidget(
    /// Scores, labels and temperature; the link and the picture both follow it.
    state: RwSignal<SoftmaxParams>,
) -> impl IntoView {
    // The score bars and the slider read `state`; the shares and the summary follow it after
    // the press's frame.
    let shown = after_paint(state);
    let shares = Memo::new(move |_| shown.with(|p| p.compute(&())));
    let summary = Memo::new(move |_| shown.with(|p| p.summary(&shares.get())));
    let count = state.with_untracked(|p| p.scores.len());
    // A lesson may lock the scores: the bars then say so and ignore presses (the typed fields
    // are disabled by their locked box).
    let locked = access(&SCORES) == Access::Locked;
    let set_score = move |i: usize, v: f64| {
        if !locked {
            state.update(|p| p.scores[i] = snap(v))
        }
    };
    let columns = (0..count)
        .map(|i| {
            // One memo per bar, so a bar's attributes and text are written only when its own
            // score or label changes, not at every move of the temperature or of another bar.
            let score = Memo::new(move |_| state.with(|p| p.scores[i]));
            let label = Memo::new(move |_| state.with(|p| p.labels[i].clone()));
            let on_down = move |ev: PointerEvent| {
                if let Some(el) = ev
                    .current_target()
                    .and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok())
                {
                    let _ = el.set_pointer_capture(ev.pointer_id());
                    let _ = el.focus();
                }
                ev.prevent_default();
                if let Some(v) = score_at(&ev) {
                    set_score(i, v);
                }
            };
            let on_move = move |ev: PointerEvent| {
                let captured = ev
                    .current_target()
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                    .is_some_and(|el| el.has_pointer_capture(ev.pointer_id()));
                if captured && let Some(v) = score_at(&ev) {
                    set_score(i, v);
                }
            };
            let on_key = move |ev: KeyboardEvent| {
                let v = score.get_untracked();
                let next = match ev.key().as_str() {
                    "ArrowUp" | "ArrowRight" => v + 0.1,
                    "ArrowDown" | "ArrowLeft" => v - 0.1,
                    "PageUp" => v + 1.0,
                    "PageDown" => v - 1.0,
                    "Home" => SCORE_RANGE.0,
                    "End" => SCORE_RANGE.1,
                    _ => return,
                };
                ev.prevent_default();
                set_score(i, next);
            };
            view! {
                <div class="score-col">
                    <div
                        class="score-track"
                        role="slider"
                        tabindex="0"
                        data-control=format!("score-{i}")
                        aria-orientation="vertical"
                        aria-disabled=locked.then_some("true")
                        aria-label=move || m().softmax_score_of(&label.get())
                        aria-valuemin=SCORE_RANGE.0
                        aria-valuemax=SCORE_RANGE.1
                        aria-valuenow=move || plain(score.get())
                        aria-valuetext=move || m().softmax_score_said(&label.get(), score.get())
                        on:pointerdown=on_down
                        on:pointermove=on_move
                        on:keydown=on_key
                    >
                        <div class="zero-line"></div>
                        <div
                            class="score-bar"
                            class:negative={move || score.get() < 0.0}
                            style:top=move || format!("{}%", bar_geometry(score.get()).0)
                            style:height=move || format!("{}%", bar_geometry(score.get()).1)
                        ></div>
                    </div>
                    <input
                        class="score-input"
                        type="number"
                        min=SCORE_RANGE.0
                        max=SCORE_RANGE.1
                        step="0.1"
                        aria-label=move || m().softmax_type_score(&label.get())
                        prop:value=move || plain(score.get())
                        on:change=move |ev| {
                            if let Some(v) = input_number(&ev) {
                                set_score(i, v);
                            }
                        }
                    />
                    <span class="score-label">{move || label.get()}</span>
                </div>
            }
        })
        .collect_view();

    let share_rows = (0..count)
        .map(|i| {
            let share = move || shares.with(|s| s.get(i).copied().unwrap_or(0.0));
            view! {
                <div class="share-row">
                    <span class="share-label">{move || shown.with(|p| p.labels[i].clone())}</span>
                    <span class="share-track">
                        <span class="share-bar" style:clip-path=move || bar_clip(share())></span>
                    </span>
                    <span class="share-value">{move || percent(share())}</span>
                </div>
            }
        })
        .collect_view();

    let t = Memo::new(move |_| state.with(|p| p.t));

    view! {
        <div class="softmax-widget">
            <div class="softmax-panels">
                <ParamControl param=&SCORES class="panel">
                    <p class="panel-title" id="softmax-scores-title">{m().softmax_scores_title()}</p>
                    <div class="score-cols" role="group" aria-label=m().softmax_scores()>{columns}</div>
                </ParamControl>
                <div class="panel">
                    <p class="panel-title">{m().softmax_shares_title()}</p>
                    <div class="share-rows">{share_rows}</div>
                </div>
            </div>
            <SaveFigure figure="shares" />
            <ParamSlider
                param=&T
                value=t
                set=Callback::new(move |v: f64| state.update(|p| p.t = v))
            />
            <StatusLine text=summary />
        </div>
    }
}

/// The shares as bars, for saving.
fn shares_figure(p: &SoftmaxParams, width: f64) -> Svg {
    let shares = p.compute(&());
    let heading = m().softmax_figure_heading(p.t);
    let bars_of = p
        .labels
        .iter()
        .zip(&p.scores)
        .zip(&shares)
        .map(|((l, sc), sh)| Bar {
            label: m().softmax_figure_bar(l, *sc),
            length: *sh,
            value: percent(*sh),
        })
        .collect();
    bars(
        &[Bars {
            heading: &heading,
            bars: bars_of,
            colour: light::SHARE,
        }],
        width,
    )
}
