//! `scaling`: one query against random keys, with and without the 1/√d_k, and the saturation chart.

use leptos::prelude::*;
use plotters::prelude::*;

use crate::kernel::format::{group, percent};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use crate::kernel::sampling::{CURVE_DKS, Saturation, saturation_point};
use crate::model::scaling::{DK_RANGE, KEYS_RANGE, ScalingParams};
use crate::ui::background::in_slices;
use crate::ui::chart::{Surface, live_chart, prepare, style_mesh};
use crate::ui::{Slider, StatusLine};

/// The widget's view over its state.
pub fn view(state: RwSignal<ScalingParams>) -> AnyView {
    view! { <ScalingWidget state=state /> }.into_any()
}

/// One column of share bars: unscaled (hatched, vermillion) or scaled (solid, blue).
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
    view! {
        <div class=format!("panel shares-{kind}")>
            <p class="panel-title">{heading}</p>
            <div class="share-rows">
                {move || {
                    let shares = shares.get();
                    let top = shares.iter().cloned().fold(0.0, f64::max);
                    shares
                        .into_iter()
                        .enumerate()
                        .map(|(i, s)| {
                            view! {
                                <div class="share-row" class:top=s == top>
                                    <span class="share-label">{format!("key {}", i + 1)}</span>
                                    <span class="share-track">
                                        <span class=format!("share-bar bar-{kind}") style:width=format!("{}%", s * 100.0)></span>
                                    </span>
                                    <span class="share-value">{percent(s)}</span>
                                </div>
                            }
                        })
                        .collect_view()
                }}
            </div>
        </div>
    }
}

thread_local! {
    /// Saturation curves already computed, by key count, shared by every scaling widget on the
    /// page: a key count the reader comes back to is drawn at once.
    static CURVES: RefCell<HashMap<usize, Rc<[Saturation]>>> = RefCell::new(HashMap::new());
}

/// The saturation curve for the current key count: `None` while it is being computed.
///
/// The curve depends on the key count only, so moving d_k never touches it. A new key count's
/// curve (20 widths × 1,000 draws) is computed point by point in slices after the frame that
/// shows the new bars, so the key-count slider answers at once; a newer key count abandons an
/// older computation still under way.
fn saturation_curve_for(keys: Memo<usize>) -> ReadSignal<Option<Rc<[Saturation]>>, LocalStorage> {
    let (curve, set_curve) = signal_local(None::<Rc<[Saturation]>>);
    let wanted = StoredValue::new(0usize);
    Effect::new(move |_| {
        let k = keys.get();
        wanted.set_value(k);
        if let Some(done) = CURVES.with(|c| c.borrow().get(&k).cloned()) {
            set_curve.set(Some(done));
            return;
        }
        set_curve.set(None);
        let mut points = Vec::with_capacity(CURVE_DKS.len());
        in_slices(move || {
            if wanted.get_value() != k {
                return false;
            }
            points.push(saturation_point(CURVE_DKS[points.len()], k));
            if points.len() < CURVE_DKS.len() {
                return true;
            }
            let done: Rc<[Saturation]> = std::mem::take(&mut points).into();
            CURVES.with(|c| c.borrow_mut().insert(k, done.clone()));
            set_curve.set(Some(done));
            false
        });
    });
    curve
}

/// Draws the saturation chart; `None` when the canvas is not laid out or drawing fails.
fn draw_chart(
    canvas: &web_sys::HtmlCanvasElement,
    surface: &Surface,
    curve: &[Saturation],
    dk: usize,
) -> Option<()> {
    let (root, theme) = prepare(canvas, surface)?;
    let (text, unscaled, scaled) = (theme.text, theme.b, theme.a);
    let px = |v: f64| theme.px(v);
    let font = |size: f64| theme.font(size);
    let mut chart = ChartBuilder::on(&root)
        .margin_top(px(12.0))
        .margin_right(px(16.0))
        .margin_left(px(4.0))
        .x_label_area_size(px(40.0))
        .y_label_area_size(px(46.0))
        .build_cartesian_2d((1f64..1024f64).log_scale(), 0f64..1f64)
        .ok()?;
    let mut mesh = chart.configure_mesh();
    style_mesh(
        &mut mesh,
        &theme,
        "d_k (log scale)",
        "average largest share",
    );
    mesh.x_labels(11)
        .y_labels(6)
        .x_label_formatter(&|v| format!("{}", v.round()))
        .y_label_formatter(&|v| format!("{:.0}%", v * 100.0))
        .draw()
        .ok()?;

    let line = |c: RGBColor| c.stroke_width(px(2.0));
    let pts_u: Vec<(f64, f64)> = curve.iter().map(|p| (p.dk as f64, p.unscaled)).collect();
    let pts_s: Vec<(f64, f64)> = curve.iter().map(|p| (p.dk as f64, p.scaled)).collect();
    chart
        .draw_series(LineSeries::new(pts_u.clone(), line(unscaled)))
        .ok()?;
    chart
        .draw_series(
            pts_u
                .iter()
                .map(|&p| TriangleMarker::new(p, px(4.0), unscaled.filled())),
        )
        .ok()?;
    chart
        .draw_series(LineSeries::new(pts_s.clone(), line(scaled)))
        .ok()?;
    chart
        .draw_series(
            pts_s
                .iter()
                .map(|&p| Circle::new(p, px(3.0), scaled.filled())),
        )
        .ok()?;
    // Labels on the lines themselves, so the two are told apart without colour.
    if let (Some(u), Some(s)) = (pts_u.get(4), pts_s.last()) {
        chart
            .draw_series(std::iter::once(Text::new(
                "▲ unscaled",
                (u.0, (u.1 + 0.08).min(0.97)),
                font(12.0),
            )))
            .ok()?;
        chart
            .draw_series(std::iter::once(Text::new(
                "● scaled",
                (s.0 / 6.0, s.1 + 0.1),
                font(12.0),
            )))
            .ok()?;
    }
    let x = dk as f64;
    chart
        .draw_series(std::iter::once(PathElement::new(
            vec![(x, 0.0), (x, 1.0)],
            text.stroke_width(px(1.0)),
        )))
        .ok()?;
    chart
        .draw_series(std::iter::once(Text::new(
            format!("d_k = {dk}"),
            (x * 1.08, 0.06),
            font(12.0),
        )))
        .ok()?;
    root.present().ok()
}

/// The scaling widget.
#[component]
pub fn ScalingWidget(
    /// d_k, the key count and the seed.
    state: RwSignal<ScalingParams>,
) -> impl IntoView {
    let draw = Memo::new(move |_| state.with(ScalingParams::draw));
    let keys = Memo::new(move |_| state.with(|p| p.keys));
    let dk = Memo::new(move |_| state.with(|p| p.dk));
    let curve = saturation_curve_for(keys);
    let saturation = Memo::new(move |_| state.with(ScalingParams::saturation));
    let summary =
        Memo::new(move |_| state.with(|p| draw.with(|d| p.summary(d, &saturation.get()))));

    let canvas = live_chart(move |c, s| {
        let dk = dk.get();
        curve.with(|curve| draw_chart(c, s, curve.as_deref().unwrap_or(&[]), dk));
    });

    let dk_position = Signal::derive(move || (dk.get() as f64).log2());
    let dk_text = Signal::derive(move || format!("d_k = {}", group(dk.get() as u128)));
    let on_dk = Callback::new(move |v: f64| {
        let d = 2f64
            .powf(v)
            .round()
            .clamp(DK_RANGE.0 as f64, DK_RANGE.1 as f64) as usize;
        state.update(|p| p.dk = d);
    });
    let keys_text = Signal::derive(move || format!("{} keys", keys.get()));
    let on_keys = Callback::new(move |v: f64| state.update(|p| p.keys = v.round() as usize));

    view! {
        <div class="scaling-widget">
            <div class="scaling-panels">
                <ShareBars
                    kind="unscaled"
                    heading="Unscaled: softmax(q·k)"
                    shares=Signal::derive(move || draw.with(|d| d.raw_shares.clone()))
                />
                <ShareBars
                    kind="scaled"
                    heading="Scaled: softmax(q·k / √d_k)"
                    shares=Signal::derive(move || draw.with(|d| d.scaled_shares.clone()))
                />
            </div>
            <div class="controls">
                <Slider
                    label="Key width d_k (logarithmic: 1 to 1,024)"
                    name="dk"
                    min=0.0
                    max=10.0
                    step=0.1
                    value=dk_position
                    on_input=on_dk
                    text=dk_text
                />
                <Slider
                    label="Number of keys"
                    name="keys"
                    min=KEYS_RANGE.0 as f64
                    max=KEYS_RANGE.1 as f64
                    step=1.0
                    value=Signal::derive(move || keys.get() as f64)
                    on_input=on_keys
                    text=keys_text
                />
                <button
                    type="button"
                    class="button"
                    data-control="reroll"
                    on:click=move |_| state.update(|p| p.seed = p.next_seed())
                >
                    "New random query and keys"
                </button>
            </div>
            <div class="chart-box">
                <canvas
                    node_ref=canvas
                    class="chart"
                    role="img"
                    aria-label="Chart: the average largest share against d_k, unscaled rising towards 100%, scaled staying flat. The figures are in the summary below."
                ></canvas>
            </div>
            <StatusLine text=summary />
        </div>
    }
}
