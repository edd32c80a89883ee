//! `pe`: the positional-encoding heatmap with a cursor moved by hover, tap or arrow keys.

use leptos::ev::{KeyboardEvent, PointerEvent};
use leptos::html::Canvas;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::format::{count, group};
use crate::model::pe::{DMODEL, POSITIONS, PeParams, heatmap_rows_rgba};
use crate::ui::background::{after_paint, each_frame};
use crate::ui::canvas::paint;
use crate::ui::{Slider, StatusLine};

/// The widget's view over its state.
pub fn view(state: RwSignal<PeParams>) -> AnyView {
    view! { <PeWidget state=state /> }.into_any()
}

/// The cell under the pointer.
fn cell_at(ev: &PointerEvent, positions: usize, dmodel: usize) -> Option<(usize, usize)> {
    let el = ev.current_target()?.dyn_into::<web_sys::Element>().ok()?;
    let r = el.get_bounding_client_rect();
    if r.width() <= 0.0 || r.height() <= 0.0 {
        return None;
    }
    let fx = ((ev.client_x() as f64 - r.left()) / r.width()).clamp(0.0, 0.999_999);
    let fy = ((ev.client_y() as f64 - r.top()) / r.height()).clamp(0.0, 0.999_999);
    Some((
        (fy * positions as f64) as usize,
        (fx * dmodel as f64) as usize,
    ))
}

/// The positional-encoding widget.
#[component]
pub fn PeWidget(
    /// Table size and cursor.
    state: RwSignal<PeParams>,
) -> impl IntoView {
    // The sliders read `state`; the heatmap, its cursor and the summary follow it after the
    // press's frame.
    let shown = after_paint(state);
    let size = Memo::new(move |_| state.with(|p| (p.positions, p.dmodel)));
    let shown_size = Memo::new(move |_| shown.with(|p| (p.positions, p.dmodel)));
    let cell = Memo::new(move |_| shown.with(PeParams::cell));
    let summary = Memo::new(move |_| shown.with(|p| p.summary(&cell.get())));

    let canvas = NodeRef::<Canvas>::new();
    // The pixels depend on the table size only, so moving the cursor never recomputes them; they
    // are computed and painted once per frame, so a fast drag costs one table per frame. A row's
    // pixels depend on its position and d_model only, so the rows computed for this d_model are
    // kept: the positions slider computes only the rows it adds (none when it shrinks the table).
    let kept = StoredValue::new_local((0usize, Vec::<u8>::new()));
    each_frame(
        move || shown_size.get(),
        move |(p, d)| {
            // `try_`: the widget may have left the page since the frame was asked for.
            let Some(c) = canvas.try_get_untracked().flatten() else {
                return;
            };
            kept.try_update_value(|(width, pixels)| {
                if *width != d {
                    *width = d;
                    pixels.clear();
                }
                let have = pixels.len() / (4 * d);
                if have < p {
                    pixels.extend(heatmap_rows_rgba(have..p, d));
                }
                paint(&c, d, p, &pixels[..4 * p * d]);
            });
        },
    );

    let set_cell = move |pos: usize, dim: usize| state.update(|p| p.set_cursor(pos, dim));
    let on_pointer = move |ev: PointerEvent| {
        let (p, d) = shown_size.get_untracked();
        if let Some((pos, dim)) = cell_at(&ev, p, d) {
            set_cell(pos, dim);
        }
    };
    let on_key = move |ev: KeyboardEvent| {
        let step = if ev.shift_key() { 10 } else { 1 };
        let (dpos, ddim) = match ev.key().as_str() {
            "ArrowUp" => (-step, 0),
            "ArrowDown" => (step, 0),
            "ArrowLeft" => (0, -step),
            "ArrowRight" => (0, step),
            "PageUp" => (-10, 0),
            "PageDown" => (10, 0),
            "Home" => (0, -100_000),
            "End" => (0, 100_000),
            _ => return,
        };
        ev.prevent_default();
        state.update(|p| *p = p.moved(dpos, ddim));
    };

    let pct = |num: usize, den: usize| format!("{}%", num as f64 * 100.0 / den.max(1) as f64);
    let cursor_left = move || shown.with(|p| pct(p.dim, p.dmodel));
    let cursor_top = move || shown.with(|p| pct(p.pos, p.positions));
    let cursor_w = move || shown.with(|p| pct(1, p.dmodel));
    let cursor_h = move || shown.with(|p| pct(1, p.positions));

    let on_positions = Callback::new(move |v: f64| state.update(|p| p.set_positions(v)));
    let on_dmodel = Callback::new(move |v: f64| state.update(|p| p.set_dmodel(v)));

    view! {
        <div class="pe-widget">
            <p class="legend">
                <span class="legend-item"><span class="swatch pe-neg"></span>" −1 (purple)"</span>
                <span class="legend-item"><span class="swatch pe-zero"></span>" 0 (white)"</span>
                <span class="legend-item"><span class="swatch pe-pos"></span>" +1 (orange)"</span>
                <span>"Rows: positions, from 0 at the top. Columns: dimensions, from 0 at the left."</span>
            </p>
            <div
                class="heatmap"
                tabindex="0"
                role="application"
                aria-roledescription="heatmap"
                aria-label="Positional encoding heatmap. Arrow keys move the cursor by one cell, with Shift by ten; the value is read out below."
                data-control="cursor"
                on:keydown=on_key
            >
                <canvas
                    node_ref=canvas
                    class="heatmap-canvas"
                    aria-hidden="true"
                    on:pointermove=on_pointer
                    on:pointerdown=on_pointer
                ></canvas>
                <div class="cursor-col" style:left=cursor_left style:width=cursor_w></div>
                <div class="cursor-row" style:top=cursor_top style:height=cursor_h></div>
            </div>
            <div class="axis-note">
                {move || {
                    let (p, d) = shown_size.get();
                    format!("{} positions × {} dimensions", group(p), group(d))
                }}
            </div>
            <div class="controls">
                <Slider
                    label="Positions shown"
                    name="positions"
                    min=POSITIONS.float_range().0
                    max=POSITIONS.float_range().1
                    step=1.0
                    value=Signal::derive(move || size.get().0 as f64)
                    on_input=on_positions
                    text=Signal::derive(move || count(size.get().0, "position", "positions"))
                />
                <Slider
                    label="Model width d_model (even)"
                    name="dmodel"
                    min=DMODEL.float_range().0
                    max=DMODEL.float_range().1
                    step=2.0
                    value=Signal::derive(move || size.get().1 as f64)
                    on_input=on_dmodel
                    text=Signal::derive(move || format!("d_model = {}", size.get().1))
                />
            </div>
            <StatusLine text=summary />
        </div>
    }
}
