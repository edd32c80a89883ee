//! `pe`: the positional-encoding heatmap with a cursor moved by hover, tap or arrow keys.

use leptos::ev::{KeyboardEvent, PointerEvent};
use leptos::html::Canvas;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::format::group;
use crate::i18n::m;
use crate::kernel::blocks::positional::rows;
use crate::model::Widget;
use crate::model::pe::{
    DIM, DMODEL, LAYOUT, Layout, POS, POSITIONS, PeParams, column_of, dim_at, heatmap_rgba,
};
use crate::svg::{Svg, light};
use crate::ui::background::{after_paint, each_frame};
use crate::ui::canvas::{CanvasBox, paint, watch_box};
use crate::ui::figure::{Extra, Figure, FigureSpec};
use crate::ui::figure_save::SaveFigure;
use crate::ui::lesson;
use crate::ui::{ParamSlider, ParamToggle, StatusLine};

impl super::WidgetView for PeParams {
    const FIGURES: &'static [FigureSpec] = &[FigureSpec::link("heatmap")];

    fn figure(&self, id: &str, _: &Extra, width: f64) -> Option<Figure> {
        (id == "heatmap").then(|| Some(heatmap_figure(self, width)?.into()))?
    }

    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <PeWidget state=state /> }.into_any()
    }
}

/// The cell under the pointer, with the columns drawn `split` or not.
fn cell_at(
    ev: &PointerEvent,
    positions: usize,
    dmodel: usize,
    split: bool,
) -> Option<(usize, usize)> {
    let el = ev.current_target()?.dyn_into::<web_sys::Element>().ok()?;
    let r = el.get_bounding_client_rect();
    if r.width() <= 0.0 || r.height() <= 0.0 {
        return None;
    }
    let fx = ((ev.client_x() as f64 - r.left()) / r.width()).clamp(0.0, 0.999_999);
    let fy = ((ev.client_y() as f64 - r.top()) / r.height()).clamp(0.0, 0.999_999);
    Some((
        (fy * positions as f64) as usize,
        dim_at((fx * dmodel as f64) as usize, dmodel, split),
    ))
}

/// What the heatmap keeps between frames: the values of the rows computed for one d_model, and
/// their pixels, a row each, for one layout and number of pixel columns.
#[derive(Default)]
struct Kept {
    dmodel: usize,
    values: Vec<f64>,
    drawn: (bool, usize),
    rgba: Vec<u8>,
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
    let cell = Memo::new(move |_| shown.with(|p| p.compute(&())));
    let summary = Memo::new(move |_| shown.with(|p| p.summary(&cell.get())));

    let canvas = NodeRef::<Canvas>::new();
    // The canvas's box: its width picks the `auto` layout, its device pixels how finely the table
    // is drawn.
    let canvas_box = RwSignal::new(None::<CanvasBox>);
    watch_box(canvas, move |b| {
        canvas_box.try_set(Some(b));
    });
    let split = Memo::new(move |_| {
        let layout = shown.with(|p| p.layout);
        canvas_box.with(|b| b.is_some_and(|b| layout.splits(b.width)))
    });
    // The canvas's pixels: one per cell, or fewer when the table has more cells than the canvas
    // has device pixels, each then the mean of the cells it covers.
    let pixels = Memo::new(move |_| {
        let (p, d) = shown_size.get();
        canvas_box.with(|b| {
            b.map_or((p, d), |b| {
                let px = |css: f64| ((css * b.dpr).floor() as usize).max(1);
                (p.min(px(b.height)), d.min(px(b.width)))
            })
        })
    });
    // The values depend on the table size only, so moving the cursor never recomputes them; the
    // pixels are computed and painted once per frame, so a fast drag costs one picture per frame.
    // A row's values depend on its position and d_model only, and while each position has a
    // pixel row of its own, so do its pixels (given the layout and the pixel columns): both are
    // kept, so the positions slider computes only the rows it adds (none when it shrinks the
    // table). Only a table taller than the canvas is averaged again as a whole.
    paint_heatmap(canvas, shown_size, split, pixels);

    // A lesson may lock the cursor's row or column: the locked one stays where the link put it.
    let (pos_open, dim_open) = (lesson::open(&POS), lesson::open(&DIM));
    let set_cell = move |pos: usize, dim: usize| {
        state.update(|p| {
            let pos = if pos_open { pos } else { p.pos };
            let dim = if dim_open { dim } else { p.dim };
            p.set_cursor(pos, dim)
        })
    };
    let on_pointer = move |ev: PointerEvent| {
        let (p, d) = shown_size.get_untracked();
        if let Some((pos, dim)) = cell_at(&ev, p, d, split.get_untracked()) {
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
        // A lesson may lock the cursor's row or column.
        let (dpos, ddim) = (
            if pos_open { dpos } else { 0 },
            if dim_open { ddim } else { 0 },
        );
        let split = split.get_untracked();
        state.update(|p| *p = p.moved(dpos, ddim, split));
    };

    // CSS lengths, not text: always a point and a bare %.
    let pct = |num: usize, den: usize| format!("{}%", num as f64 * 100.0 / den.max(1) as f64);
    // The cursor moves by a transform of a track as large as the map (a percentage of its own
    // size, so of the map's), which the compositor does without layout or a repaint of the map;
    // the box inside keeps a cell's size, at least 2 px when a cell is narrower.
    let cursor_x = move || {
        shown.with(|p| {
            let x = pct(column_of(p.dim, p.dmodel, split.get()), p.dmodel);
            format!("translateX({x})")
        })
    };
    let cursor_y = move || shown.with(|p| format!("translateY({})", pct(p.pos, p.positions)));
    let cursor_w = move || shown.with(|p| pct(1, p.dmodel));
    let cursor_h = move || shown.with(|p| pct(1, p.positions));

    let legend = m().pe_legend();
    view! {
        <div class="pe-widget">
            <p class="legend">
                <span class="legend-item"><span class="swatch pe-neg"></span>{legend[0]}</span>
                <span class="legend-item"><span class="swatch pe-zero"></span>{legend[1]}</span>
                <span class="legend-item"><span class="swatch pe-pos"></span>{legend[2]}</span>
                <span>{legend[3]}</span>
            </p>
            <div
                class="heatmap"
                tabindex="0"
                role="application"
                aria-roledescription=m().pe_heatmap()
                aria-label=m().pe_heatmap_label()
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
                <div class="cursor-track" style:transform=cursor_x>
                    <div class="cursor-col" style:width=cursor_w></div>
                </div>
                <div class="cursor-track" style:transform=cursor_y>
                    <div class="cursor-row" style:height=cursor_h></div>
                </div>
            </div>
            <div class="axis-note">{move || axis_note(shown_size.get(), pixels.get(), split.get())}</div>
            <SaveFigure figure="heatmap" />
            {controls(state, size)}
            <StatusLine text=summary />
        </div>
    }
}

/// Paints the heatmap on `canvas` once a frame when the table size, the layout or the canvas's
/// pixels change.
///
/// The values depend on the table size only, so moving the cursor never recomputes them; the
/// pixels are computed and painted once per frame, so a fast drag costs one picture per frame.
/// A row's values depend on its position and d_model only, and while each position has a pixel
/// row of its own, so do its pixels (given the layout and the pixel columns): both are kept, so
/// the positions slider computes only the rows it adds (none when it shrinks the table). Only a
/// table taller than the canvas is averaged again as a whole.
fn paint_heatmap(
    canvas: NodeRef<Canvas>,
    shown_size: Memo<(usize, usize)>,
    split: Memo<bool>,
    pixels: Memo<(usize, usize)>,
) {
    let kept = StoredValue::new_local(Kept::default());
    each_frame(
        move || (shown_size.get(), split.get(), pixels.get()),
        move |((p, d), split, (h, w))| {
            // `try_`: the widget may have left the page since the frame was asked for.
            let Some(c) = canvas.try_get_untracked().flatten() else {
                return;
            };
            kept.try_update_value(|k| {
                if k.dmodel != d {
                    *k = Kept {
                        dmodel: d,
                        ..Kept::default()
                    };
                }
                let have = k.values.len() / d;
                if have < p {
                    k.values.extend(rows(have..p, d));
                }
                if h < p {
                    let rgba = heatmap_rgba(&k.values[..p * d], (p, d), split, (h, w));
                    paint(&c, w, h, &rgba);
                    return;
                }
                if k.drawn != (split, w) {
                    k.drawn = (split, w);
                    k.rgba.clear();
                }
                let done = k.rgba.len() / (4 * w);
                if done < p {
                    let fresh = &k.values[done * d..p * d];
                    k.rgba
                        .extend(heatmap_rgba(fresh, (p - done, d), split, (p - done, w)));
                }
                paint(&c, w, p, &k.rgba[..4 * p * w]);
            });
        },
    );
}

/// The note under the heatmap: its size, the layout, and how finely it is drawn.
fn axis_note((p, d): (usize, usize), (h, w): (usize, usize), split: bool) -> String {
    m().pe_axis_note(p, d, split, (h < p || w < d).then_some((w, h)))
}

/// The layout of the columns, and the table's size.
fn controls(state: RwSignal<PeParams>, size: Memo<(usize, usize)>) -> impl IntoView {
    view! {
    <div class="controls">
        <ParamToggle
            param=&LAYOUT
            value=Signal::derive(move || state.with(|p| p.layout.slug()))
            set=Callback::new(move |v: &'static str| {
                state.update(|p| p.layout = Layout::from_slug(v))
            })
        />
        <ParamSlider
            param=&POSITIONS
            value=Signal::derive(move || size.get().0 as f64)
            set=Callback::new(move |v: f64| state.update(|p| p.set_positions(v)))
        />
        <ParamSlider
            param=&DMODEL
            value=Signal::derive(move || size.get().1 as f64)
            set=Callback::new(move |v: f64| state.update(|p| p.set_dmodel(v)))
        />
    </div>
    }
}

/// The heatmap's raster as a PNG data URL, made by the browser's own encoder.
fn png_data_url(rgba: &[u8], w: usize, h: usize) -> Option<String> {
    let doc = web_sys::window()?.document()?;
    let canvas: web_sys::HtmlCanvasElement = doc.create_element("canvas").ok()?.dyn_into().ok()?;
    canvas.set_width(w as u32);
    canvas.set_height(h as u32);
    let ctx: web_sys::CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    let data = web_sys::ImageData::new_with_u8_clamped_array_and_sh(
        wasm_bindgen::Clamped(rgba),
        w as u32,
        h as u32,
    )
    .ok()?;
    ctx.put_image_data(&data, 0.0, 0.0).ok()?;
    canvas.to_data_url_with_type("image/png").ok()
}

/// The heatmap with its axes, for saving.
fn heatmap_figure(p: &PeParams, width: f64) -> Option<Svg> {
    let (rows, cols) = (p.positions, p.dmodel);
    let values = crate::kernel::blocks::positional::rows(0..rows, cols);
    let (h, w) = (rows.min(400), cols.min(800));
    let rgba = crate::model::pe::heatmap_rgba(&values, (rows, cols), false, (h, w));
    let url = png_data_url(&rgba, w, h)?;
    let (left, top) = (56.0, 40.0);
    let (pw, ph) = (width - left - 16.0, 360.0);
    let mut svg = Svg::new(width, top + ph + 44.0);
    svg.bold(
        (8.0, 20.0),
        &m().pe_figure(rows, cols),
        13.0,
        "start",
        light::TEXT,
    );
    svg.image((left, top, pw, ph), &url);
    svg.rect(left, top, pw, ph, "none", Some(light::BORDER));
    svg.text((left - 6.0, top + 12.0), "0", 11.0, "end", light::TEXT);
    svg.text(
        (left - 6.0, top + ph),
        &group(rows - 1),
        11.0,
        "end",
        light::TEXT,
    );
    svg.rotated(
        (16.0, top + ph / 2.0 + 28.0),
        m().pe_figure_axes().0,
        12.0,
        light::MUTED,
    );
    svg.text(
        (left, top + ph + 16.0),
        m().pe_figure_axes().1,
        11.0,
        "start",
        light::TEXT,
    );
    svg.text(
        (left + pw, top + ph + 16.0),
        &group(cols - 1),
        11.0,
        "end",
        light::TEXT,
    );
    svg.text(
        (left, top + ph + 36.0),
        m().pe_figure_key(),
        11.0,
        "start",
        light::MUTED,
    );
    Some(svg)
}
