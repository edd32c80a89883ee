//! `scaling`: one query against random keys, with and without the 1/√d_k, and the saturation chart.

use std::sync::Arc;

use leptos::prelude::*;
use plotters::coord::combinators::WithKeyPoints;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, VPos};
use wasm_bindgen::JsCast;

use crate::format::{bar_clip, group, percent, with_percent};
use crate::i18n::m;
use crate::kernel::sampling::{CURVE_DKS, Saturation};
use crate::model::Widget;
use crate::model::charts::SaturationChart;
use crate::model::scaling::{DK, KEYS, SEED, ScalingParams, cached, saturation_at};
use crate::svg::shapes::{Bar, Bars, bars};
use crate::svg::{Svg, light};
use crate::ui::background::{after_paint, in_slices};
use crate::ui::chart::{
    Area, Axes, Drawn, Mark, Surface, frame, readable_chart_with_mark, text, to_pixel,
};
use crate::ui::figure::on_svg;
use crate::ui::figure::{Extra, Figure, FigureSpec};
use crate::ui::figure_save::SaveFigure;
use crate::ui::{ParamControl, ParamSlider, StatusLine, set_text};

impl super::WidgetView for ScalingParams {
    const FIGURES: &'static [FigureSpec] =
        &[FigureSpec::link("shares"), FigureSpec::link("saturation")];

    fn figure(&self, id: &str, _: &Extra, width: f64) -> Option<Figure> {
        match id {
            "shares" => Some(shares_figure(self, width).into()),
            "saturation" => Some(saturation_figure(self, width)),
            _ => None,
        }
    }

    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <ScalingWidget state=state /> }.into_any()
    }
}

/// Where a row of share bars stands: showing a key, kept in its place but invisible (the count
/// was this high before), or left out of the panel.
#[derive(Clone, Copy, PartialEq)]
enum Place {
    In,
    Out,
    Left,
}

/// One column of share bars: unscaled (hatched, vermillion) or scaled (solid, blue).
///
/// A row for every key count a link can ask for is built once; moving a slider only updates the
/// widths and figures in place, and puts the rows past the current count out of sight ([`Place`]).
#[component]
fn ShareBars(
    /// "unscaled" or "scaled": the caption, the CSS class and the pattern.
    kind: &'static str,
    /// The heading above the bars.
    heading: &'static str,
    /// The shares to draw, one per key.
    #[prop(into)]
    shares: Signal<Vec<f64>>,
) -> impl IntoView {
    // The rows are static; one effect writes what changed in each (a reactive node per row and
    // figure cost more than the writes themselves on every move of a slider).
    let list = NodeRef::<leptos::html::Div>::new();
    let parts = StoredValue::new_local(Vec::<(web_sys::HtmlElement, web_sys::HtmlElement)>::new());
    // What each row shows: its share and whether it is the largest, and how it is placed.
    let shown = StoredValue::new_local(Vec::<(Option<(f64, bool)>, Place)>::new());
    Effect::new(move |_| {
        let Some(list) = list.get() else { return };
        if parts.with_value(Vec::is_empty) {
            let rows = list.children();
            let found: Vec<_> = (0..rows.length())
                .filter_map(|i| rows.item(i))
                .filter_map(|row| row.dyn_into::<web_sys::HtmlElement>().ok())
                .filter_map(|row| {
                    let bar = row.query_selector(".share-bar").ok()??.dyn_into().ok()?;
                    Some((row, bar))
                })
                .collect();
            shown.set_value(vec![(None, Place::Left); found.len()]);
            parts.set_value(found);
        }
        shares.with(|s| {
            let top = s.iter().copied().fold(0.0, f64::max);
            parts.with_value(|parts| {
                shown.update_value(|shown| {
                    // Rows up to the most keys shown so far keep their place; those past the
                    // current count are only made invisible. So the panel grows with the count
                    // but never shrinks, and moving the slider back and forth lays nothing out.
                    let longest = shown
                        .iter()
                        .take_while(|(_, place)| *place != Place::Left)
                        .count()
                        .max(s.len());
                    for (i, ((row, bar), (last, place))) in
                        parts.iter().zip(shown.iter_mut()).enumerate()
                    {
                        let now_place = if i < s.len() {
                            Place::In
                        } else if i < longest {
                            Place::Out
                        } else {
                            Place::Left
                        };
                        if *place != now_place {
                            row.set_hidden(now_place == Place::Left);
                            row.class_list()
                                .toggle_with_force("out", now_place == Place::Out)
                                .ok();
                            *place = now_place;
                        }
                        let Some(now) = s.get(i).map(|&v| (v, v == top)) else {
                            continue;
                        };
                        if *last == Some(now) {
                            continue;
                        }
                        *last = Some(now);
                        row.class_list().toggle_with_force("top", now.1).ok();
                        bar.style().set_property("clip-path", &bar_clip(now.0)).ok();
                        if let Some(value) = row.last_element_child() {
                            set_text(&value, &percent(now.0));
                        }
                    }
                });
            });
        });
    });
    let rows = (0..KEYS.int_range().1 as usize)
        .map(|i| {
            view! {
                <div class="share-row" hidden>
                    <span class="share-label">{m().scaling_key(i + 1)}</span>
                    <span class="share-track">
                        <span class=format!("share-bar bar-{kind}")></span>
                    </span>
                    <span class="share-value"></span>
                </div>
            }
        })
        .collect_view();
    view! {
        <div class=format!("panel shares-{kind}")>
            <p class="panel-title">{heading}</p>
            <div class="share-rows" node_ref=list>{rows}</div>
        </div>
    }
}

/// The d_k slider moves along log₂ d_k, from 0 to 10, in this many steps per doubling.
/// The width at a position of the d_k slider (log₂ d_k).
fn dk_at(position: f64) -> usize {
    DK.value_at(position, None) as usize
}

/// Every width the d_k slider can land on.
fn slider_widths() -> impl Iterator<Item = usize> {
    let step = DK.control.step;
    let top = DK.positions(None).1 / step;
    (0..=top.round() as u32).map(move |k| dk_at(k as f64 * step))
}

/// The saturation curve for the current key count: `None` while it is being computed.
///
/// A new key count's curve (20 widths × 1,000 draws) is computed after the frame that shows the
/// new bars, in slices between frames, so the key-count slider answers at once; until it is
/// complete the chart keeps the curve it has (drawing an empty chart in between would cost a
/// second redraw per press, and flash). A curve already computed waits for the slices too, which
/// start once the reader pauses, so moving over several counts redraws the chart once. Then the slices go on through every other key count at
/// the current width, the curves of the key counts one either side, and every width the d_k
/// slider can reach, so that moving either slider later only reads the cache.
///
/// One run of slices serves every key count: a new count replaces the list of what is left to
/// compute, and starts a run only if none is under way: a run per count, each abandoned when a
/// newer count came, would keep every waiting run and its list alive while the slider moved.
fn saturation_curve_for(
    keys: Memo<usize>,
    dk: Memo<usize>,
) -> ReadSignal<Option<Arc<[Saturation]>>, LocalStorage> {
    let (curve, set_curve) = signal_local(None::<Arc<[Saturation]>>);
    // The newest key count, and whether its curve is on the chart yet.
    let wanted = StoredValue::new((0usize, false));
    // What is left to compute, last first; the newest key count's list.
    let todo = StoredValue::new_local(Vec::<(usize, usize)>::new());
    let running = StoredValue::new(false);
    // Shows the wanted key count's curve if every point of it is in the cache, once.
    let show_if_ready = move || {
        let Some((k, false)) = wanted.try_get_value() else {
            return;
        };
        let ready: Option<Arc<[Saturation]>> = CURVE_DKS.iter().map(|&dk| cached(k, dk)).collect();
        if let Some(done) = ready {
            set_curve.set(Some(done));
            wanted.set_value((k, true));
        }
    };
    Effect::new(move |_| {
        let k = keys.get();
        wanted.set_value((k, false));
        let now = dk.get_untracked();
        let (fewest, most) = KEYS.int_range();
        let counts = fewest as usize..=most as usize;
        let other_keys = counts.clone().map(|k2| (k2, now));
        let neighbours = [k.wrapping_sub(1), k + 1]
            .into_iter()
            .filter(|k2| counts.contains(k2))
            .flat_map(|k2| CURVE_DKS.iter().map(move |&d| (k2, d)));
        let mut list: Vec<(usize, usize)> = CURVE_DKS
            .iter()
            .map(|&d| (k, d))
            .chain(other_keys)
            .chain(neighbours)
            .chain(slider_widths().map(|d| (k, d)))
            .collect();
        list.reverse();
        todo.set_value(list);
        if running.get_value() {
            return;
        }
        running.set_value(true);
        in_slices(move || {
            // A curve already in the cache is shown here too, once the reader pauses, not at
            // each count a held key or a drag passes over: each would redraw the chart.
            show_if_ready();
            // `try_`: stop when the widget has left the page.
            while let Some(Some((k2, d))) = todo.try_update_value(Vec::pop) {
                if cached(k2, d).is_none() {
                    saturation_at(k2, d);
                    show_if_ready();
                    return true;
                }
            }
            running.try_set_value(false);
            false
        });
    });
    curve
}

/// The chart's d_k axis: logarithmic, labelled at the powers of 4.
fn dk_axis() -> WithKeyPoints<LogCoord<f64>> {
    (1f64..1024f64)
        .log_scale()
        .with_key_points(vec![1.0, 4.0, 16.0, 64.0, 256.0, 1024.0])
}

/// Draws the saturation chart: the average largest share against d_k, unscaled (triangles) and
/// scaled (discs), each line named on the chart (the widget's d_k is its mark, [`draw_dk`]).
pub(crate) fn draw_chart<DB: DrawingBackend>(
    area: &Area<DB>,
    s: &Surface,
    chart: &SaturationChart,
) -> Option<Drawn> {
    let t = s.theme;
    let mut c = frame(
        area,
        s,
        Axes {
            x: dk_axis(),
            y: 0f64..1f64,
            x_name: m().scaling_x_axis(),
            y_name: m().scaling_y_axis(),
            x_label: &|v| group(*v as u64),
            y_label: &|v| with_percent(&group((v * 100.0).round() as u64)),
            x_labels: 6,
            y_labels: 6,
        },
    )?;
    let curve = &chart.curve;
    let unscaled: Vec<(f64, f64)> = curve.iter().map(|p| (p.dk as f64, p.unscaled)).collect();
    let scaled: Vec<(f64, f64)> = curve.iter().map(|p| (p.dk as f64, p.scaled)).collect();
    c.draw_series(LineSeries::new(unscaled.clone(), s.stroke(t.b, 2.0)))
        .ok()?;
    c.draw_series(
        unscaled
            .iter()
            .map(|&p| TriangleMarker::new(p, s.ipx(5.0), t.b.filled())),
    )
    .ok()?;
    c.draw_series(LineSeries::new(scaled.clone(), s.stroke(t.a, 2.0)))
        .ok()?;
    c.draw_series(
        scaled
            .iter()
            .map(|&p| Circle::new(p, s.ipx(3.5), t.a.filled())),
    )
    .ok()?;
    let at = |p: (f64, f64)| c.backend_coord(&p);
    // Each line named on the chart itself, so the two are told apart without colour.
    // The unscaled label sits under its rising curve, well above the flat scaled one.
    if let (Some(&u), Some(&k)) = (unscaled.get(9), scaled.last()) {
        let (x, y) = at(u);
        text(
            area,
            (x + s.ipx(4.0), y + s.ipx(14.0)),
            m().scaling_unscaled_line(),
            s.font(12.0),
            (HPos::Left, VPos::Top),
        );
        let (x, y) = at(k);
        text(
            area,
            (x, y - s.ipx(12.0)),
            m().scaling_scaled_line(),
            s.font(12.0),
            (HPos::Right, VPos::Bottom),
        );
    }
    let (xs, ys) = c.plotting_area().get_pixel_range();
    let to_pixel = to_pixel(&c, dk_axis(), 0f64..1f64, (64.0, 0.5));
    Some(Drawn {
        stops: unscaled.iter().map(|&p| at(p)).collect(),
        x: xs,
        y: ys,
        to_pixel: Some(to_pixel),
    })
}

/// Marks the widget's d_k over the chart: a rule across the plot and its value beside it. A mark
/// rather than part of the picture, so that the d_k slider redraws only this.
pub(crate) fn draw_dk<DB: DrawingBackend>(
    area: &Area<DB>,
    s: &Surface,
    drawn: &Drawn,
    chart: &SaturationChart,
) {
    let Some(to_pixel) = &drawn.to_pixel else {
        return;
    };
    let (x, _) = to_pixel((chart.dk as f64, 0.0));
    let ys = &drawn.y;
    area.draw(&PathElement::new(
        vec![(x, ys.start), (x, ys.end)],
        s.stroke(s.theme.b, 1.0),
    ))
    .ok();
    let marker = format!("d_k = {}", group(chart.dk));
    let side = if chart.dk > 128 {
        (x - s.ipx(6.0), HPos::Right)
    } else {
        (x + s.ipx(6.0), HPos::Left)
    };
    text(
        area,
        (side.0, ys.end - s.ipx(8.0)),
        &marker,
        s.font(12.0),
        (side.1, VPos::Bottom),
    );
}

/// The scaling widget.
#[component]
pub fn ScalingWidget(
    /// d_k, the key count and the seed.
    state: RwSignal<ScalingParams>,
) -> impl IntoView {
    // The sliders read `state`; the bars, chart and summary follow it after the press's frame.
    let shown = after_paint(state);
    let out = Memo::new(move |_| shown.with(|p| p.compute(&())));
    let draw = Memo::new(move |_| out.with(|o| o.draw.clone()));
    let keys = Memo::new(move |_| state.with(|p| p.keys));
    let dk = Memo::new(move |_| state.with(|p| p.dk));
    let shown_keys = Memo::new(move |_| shown.with(|p| p.keys));
    let shown_dk = Memo::new(move |_| shown.with(|p| p.dk));
    // Memos, so the sixteen rows of each panel borrow the shares instead of copying them.
    let raw_shares = Memo::new(move |_| draw.with(|d| d.raw_shares.clone()));
    let scaled_shares = Memo::new(move |_| draw.with(|d| d.scaled_shares.clone()));
    let curve = saturation_curve_for(shown_keys, shown_dk);
    let summary = Memo::new(move |_| shown.with(|p| out.with(|o| p.summary(o))));

    let chart = readable_chart_with_mark(
        m().scaling_chart(),
        "chart",
        move || SaturationChart {
            curve: curve.get().unwrap_or_else(|| Arc::from([])),
            dk: shown_dk.get(),
        },
        draw_chart,
        Mark {
            picture: |chart: &SaturationChart| chart.curve.clone(),
            draw: draw_dk,
        },
    );

    view! {
        <div class="scaling-widget">
            <div class="scaling-panels">
                <ShareBars
                    kind="unscaled"
                    heading=m().scaling_unscaled()
                    shares=raw_shares
                />
                <ShareBars
                    kind="scaled"
                    heading=m().scaling_scaled()
                    shares=scaled_shares
                />
            </div>
            <SaveFigure figure="shares" />
            <div class="controls">
                <ParamSlider
                    param=&DK
                    value=Signal::derive(move || dk.get() as f64)
                    set=Callback::new(move |v: f64| state.update(|p| p.dk = v as usize))
                />
                <ParamSlider
                    param=&KEYS
                    value=Signal::derive(move || keys.get() as f64)
                    set=Callback::new(move |v: f64| state.update(|p| p.keys = v as usize))
                />
                <ParamControl param=&SEED>
                    <button
                        type="button"
                        class="button"
                        data-control="reroll"
                        on:click=move |_| state.update(|p| p.seed = p.next_seed())
                    >
                        {m().scaling_reroll()}
                    </button>
                </ParamControl>
            </div>
            {chart}
            <SaveFigure figure="saturation" />
            <StatusLine text=summary />
        </div>
    }
}

/// This draw's shares, unscaled and scaled, for saving.
fn shares_figure(p: &ScalingParams, width: f64) -> Svg {
    let out = p.compute(&());
    let group_of = |shares: &[f64]| {
        shares
            .iter()
            .enumerate()
            .map(|(i, s)| Bar {
                label: m().scaling_key(i + 1),
                length: *s,
                value: percent(*s),
            })
            .collect()
    };
    let unscaled = format!("{}, d_k = {}", m().scaling_unscaled(), group(p.dk));
    let scaled = format!("{}, d_k = {}", m().scaling_scaled(), group(p.dk));
    bars(
        &[
            Bars {
                heading: &unscaled,
                bars: group_of(&out.draw.raw_shares),
                colour: light::ACCENT_2,
            },
            Bars {
                heading: &scaled,
                bars: group_of(&out.draw.scaled_shares),
                colour: light::ACCENT,
            },
        ],
        width,
    )
}

/// The saturation chart with this d_k marked, for saving.
fn saturation_figure(p: &ScalingParams, width: f64) -> Figure {
    let chart = SaturationChart {
        curve: CURVE_DKS
            .iter()
            .map(|&d| saturation_at(p.keys, d))
            .collect::<Arc<[_]>>(),
        dk: p.dk,
    };
    on_svg(width, |a, s| {
        let d = draw_chart(a, s, &chart)?;
        draw_dk(a, s, &d, &chart);
        Some(d)
    })
}
