//! The widgets' charts: plotters draws them onto a canvas (plotters-canvas), and every chart can
//! be read. The pointer over it, or the arrow keys while it has focus, move a cursor along its
//! data, and a readout says the values under the cursor in words and numbers.
//!
//! What stays true of every chart: it draws at most once per animation frame, whatever the number
//! of input events; a press that changes its data draws it straight onto the canvas, and a move
//! of the cursor alone redraws only the cursor (over a copy of the chart kept off screen, made
//! with the first picture and otherwise the first time the cursor moves over a new one), and so
//! does a move of a mark the widget's own control sets (a [`Mark`]); its size comes from a
//! ResizeObserver, never from layout inside an input
//! handler; its backing store is the CSS box times the device pixel ratio, with fonts, strokes and
//! markers scaled to match, and it redraws when the ratio changes; its colours are the page's
//! theme, resolved by the browser. What a chart's cursor stops on, and what it says there, is the
//! widget model's ([`ChartData`]); a widget's own code only draws.

use std::rc::Rc;
use std::sync::Arc;
use std::time::Duration;

use leptos::html::Canvas;
use leptos::prelude::*;
use plotters::prelude::*;
use plotters_canvas::CanvasBackend;
use wasm_bindgen::JsCast;
use web_sys::HtmlCanvasElement;

use super::background::each_frame;
use super::canvas::watch_box;
use crate::model::charts::ChartData;

pub use super::plot::{
    Area, Axes, Drawn, Plot, Surface, Theme, ToPixel, frame, point_labels, text, to_pixel,
};

/// A chart as last drawn, without its cursor or mark, and what it was drawn for.
///
/// A picture a press changed is drawn straight onto the visible canvas, under its cursor and
/// mark; its copy off screen is made only when the cursor or a mark then moves over it: copying
/// every new picture across (drawn off screen, then copied on) cost a copy of the whole canvas
/// at each slider press, though a press that changes the picture never needs the copy. The first
/// picture (and one for a new size or colours) is still drawn off screen and copied on, so a
/// chart whose picture never changes (the results chart's) has its copy before the reader's
/// first move.
struct Base {
    /// The picture off screen, the size of the visible canvas's backing store, once a move of
    /// the cursor or a mark has needed it (kept to be drawn on again).
    kept: Option<HtmlCanvasElement>,
    /// Whether `kept` holds this picture (not one from before).
    kept_is_current: bool,
    /// Where the data's stops landed on it (`None` when the draw failed).
    drawn: Option<Rc<Drawn>>,
    /// The box, pixel ratio and colours it was drawn with.
    surface: Surface,
    /// The data's generation it shows.
    generation: u64,
    /// The backing store's size it was drawn at.
    size: (u32, u32),
}

impl Base {
    /// Whether this picture still shows the chart for `surface`, the data's `generation` and a
    /// backing store of `size`.
    fn is_for(&self, surface: &Surface, generation: u64, size: (u32, u32)) -> bool {
        self.surface == *surface && self.generation == generation && self.size == size
    }

    /// The picture off screen, drawn again with `draw` if what it holds is from before.
    fn keep(
        &mut self,
        draw: &dyn Fn(&Area, &Surface) -> Option<Drawn>,
    ) -> Option<HtmlCanvasElement> {
        let kept = match self.kept.take() {
            Some(c) => c,
            None => blank_canvas()?,
        };
        if !self.kept_is_current {
            let (w, h) = self.size;
            // Setting even the same size would throw the backing store away and make a new one.
            if (kept.width(), kept.height()) != (w, h) {
                kept.set_width(w);
                kept.set_height(h);
            }
            self.drawn = draw_picture(&kept, &self.surface, draw);
            self.kept_is_current = true;
        }
        self.kept = Some(kept.clone());
        Some(kept)
    }
}

/// Draws the chart with `draw` onto `canvas` (already at its size), returning where its stops
/// landed. Every chart's draw begins by filling the background; one that fails leaves the canvas
/// blank, not a stale or half-drawn picture.
fn draw_picture(
    canvas: &HtmlCanvasElement,
    surface: &Surface,
    draw: &dyn Fn(&Area, &Surface) -> Option<Drawn>,
) -> Option<Rc<Drawn>> {
    let drawn = CanvasBackend::with_canvas_object(canvas.clone()).and_then(|backend| {
        let area = backend.into_drawing_area();
        let drawn = draw(&area, surface).map(Rc::new);
        area.present().ok();
        drawn
    });
    if drawn.is_none()
        && let Some(ctx) = canvas
            .get_context("2d")
            .ok()
            .flatten()
            .and_then(|c| c.dyn_into::<web_sys::CanvasRenderingContext2d>().ok())
    {
        ctx.clear_rect(0.0, 0.0, canvas.width() as f64, canvas.height() as f64);
    }
    drawn
}

/// A canvas that is never put on the page.
fn blank_canvas() -> Option<HtmlCanvasElement> {
    web_sys::window()?
        .document()?
        .create_element("canvas")
        .ok()?
        .dyn_into()
        .ok()
}

/// Replaces every pixel of `to` with `from` (the same size).
fn copy_picture(from: &HtmlCanvasElement, to: &HtmlCanvasElement) -> Option<()> {
    let ctx: web_sys::CanvasRenderingContext2d = to.get_context("2d").ok()??.dyn_into().ok()?;
    ctx.set_global_composite_operation("copy").ok()?;
    let copied = ctx.draw_image_with_html_canvas_element(from, 0.0, 0.0);
    ctx.set_global_composite_operation("source-over").ok()?;
    copied.ok()
}

/// The cursor over a drawn chart: a rule across the plotting area and a ring on the stop.
fn draw_cursor(area: &Area, surface: &Surface, drawn: &Drawn, at: usize) {
    let Some(&(x, y)) = drawn.stops.get(at) else {
        return;
    };
    let style = surface.stroke(surface.theme.text, 1.0);
    area.draw(&PathElement::new(
        vec![(x, drawn.y.start), (x, drawn.y.end)],
        style,
    ))
    .ok();
    area.draw(&Circle::new(
        (x, y),
        surface.ipx(8.0),
        surface.stroke(surface.theme.text, 2.0),
    ))
    .ok();
}

/// The stop nearest `(px, py)`: across only for a curve, in both directions for a scatter.
fn nearest(stops: &[(i32, i32)], (px, py): (f64, f64), by_x: bool) -> Option<usize> {
    let distance = |&(x, y): &(i32, i32)| {
        let dx = x as f64 - px;
        let dy = if by_x { 0.0 } else { y as f64 - py };
        dx * dx + dy * dy
    };
    (0..stops.len()).min_by(|&a, &b| distance(&stops[a]).total_cmp(&distance(&stops[b])))
}

/// How long the pointer must rest before its reading is announced to a screen reader.
const ANNOUNCE_AFTER: Duration = Duration::from_millis(600);

/// A chart of `data()` drawn by `draw`, with a cursor the reader moves and a readout.
///
/// `name` is the chart's accessible name; `class` its box (`chart`, with `chart-small` or
/// `chart-tall`). The canvas is a tab
/// stop and a slider to assistive technology: arrow keys step the cursor (Page keys a tenth of
/// the way, Home and End to the ends), its value text is the reading. Pointer and touch move the
/// cursor to the stop under them; their reading is announced politely once the pointer rests.
pub fn readable_chart<T: ChartData>(
    name: &'static str,
    class: &'static str,
    data: impl Fn() -> T + Send + Sync + 'static,
    draw: fn(&Area, &Surface, &T) -> Option<Drawn>,
) -> AnyView {
    marked_chart(name, class, data, draw, None::<Mark<T, ()>>)
}

/// A mark a widget's own control moves over its chart (a rule at the chart's d_k, say), drawn
/// over the picture like the cursor, so that moving that control redraws only the mark.
pub struct Mark<T, P> {
    /// What the picture under the mark depends on: the chart is drawn again only when this
    /// changes (with the canvas's size or colours), not when the rest of the data does.
    pub picture: fn(&T) -> P,
    /// Draws the mark over the picture, where the picture's draw said its plot is.
    pub draw: fn(&Area, &Surface, &Drawn, &T),
}

/// A [`readable_chart`] with a [`Mark`] over it.
pub fn readable_chart_with_mark<T: ChartData, P: PartialEq + Send + Sync + 'static>(
    name: &'static str,
    class: &'static str,
    data: impl Fn() -> T + Send + Sync + 'static,
    draw: fn(&Area, &Surface, &T) -> Option<Drawn>,
    mark: Mark<T, P>,
) -> AnyView {
    marked_chart(name, class, data, draw, Some(mark))
}

fn marked_chart<T: ChartData, P: PartialEq + Send + Sync + 'static>(
    name: &'static str,
    class: &'static str,
    data: impl Fn() -> T + Send + Sync + 'static,
    draw: fn(&Area, &Surface, &T) -> Option<Drawn>,
    mark: Option<Mark<T, P>>,
) -> AnyView {
    // Only this much is made once per kind of chart; the view below is made once for all.
    let data = Memo::new(move |_| data());
    let shape = Memo::new(move |_| {
        data.with(|d| Shape {
            stops: d.stops(),
            start: d.start(),
            by_x: d.by_x(),
        })
    });
    let (picture, draw_mark): (Arc<dyn Fn() + Send + Sync>, Option<DrawMark>) = match mark {
        None => (Arc::new(move || data.track()), None),
        Some(Mark {
            picture,
            draw: over,
        }) => {
            let key = Memo::new(move |_| data.with(picture));
            (
                // Read, not only tracked: a memo nothing reads never runs, so it would never
                // hear that the data changed.
                Arc::new(move || key.with(|_| ())),
                Some(Rc::new(move |area: &Area, s: &Surface, drawn: &Drawn| {
                    data.try_with_untracked(|d| over(area, s, drawn, d));
                })),
            )
        }
    };
    chart_view(
        name,
        class,
        shape,
        Arc::new(move |i| data.with_untracked(|d| d.reading(i))),
        Tracks {
            data: Arc::new(move || data.track()),
            picture,
        },
        Rc::new(move |area, s| data.try_with_untracked(|d| draw(area, s, d)).flatten()),
        draw_mark,
    )
}

/// What the cursor needs of a chart's data.
#[derive(Clone, Copy, PartialEq)]
struct Shape {
    stops: usize,
    start: usize,
    by_x: bool,
}

/// Draws the chart's data onto the canvas, returning where its stops landed.
type DrawData = Rc<dyn Fn(&Area, &Surface) -> Option<Drawn>>;

/// Draws a chart's mark over its picture.
type DrawMark = Rc<dyn Fn(&Area, &Surface, &Drawn)>;

/// Subscribes to a chart's data: all of it (its readings and mark), and what its picture shows.
struct Tracks {
    data: Arc<dyn Fn() + Send + Sync>,
    picture: Arc<dyn Fn() + Send + Sync>,
}

/// The chart's canvas, cursor and readout, the same for every chart.
fn chart_view(
    name: &'static str,
    class: &'static str,
    shape: Memo<Shape>,
    read: Arc<dyn Fn(usize) -> String + Send + Sync>,
    tracks: Tracks,
    draw: DrawData,
    draw_mark: Option<DrawMark>,
) -> AnyView {
    let Tracks {
        data: track,
        picture,
    } = tracks;
    // `None` until the reader moves it: then the cursor follows the widget's own setting.
    let chosen = RwSignal::new(None::<usize>);
    let at = Memo::new(move |_| {
        let s = shape.get();
        (s.stops > 0).then(|| chosen.get().unwrap_or(s.start).min(s.stops - 1))
    });
    let reading = {
        let track = track.clone();
        Memo::new(move |_| {
            track();
            at.get().map(|i| read(i)).unwrap_or_default()
        })
    };
    let stops = Memo::new(move |_| shape.get().stops);
    let by_x = Memo::new(move |_| shape.get().by_x);
    // The pointer's reading, for a polite live region, set only once the pointer rests.
    let announced = RwSignal::new(String::new());
    let pending = StoredValue::new(0u32);

    let canvas = NodeRef::<Canvas>::new();
    let surface = RwSignal::new_local(None::<Surface>);
    // The chart as last drawn, without its cursor or mark.
    let base: StoredValue<Option<Base>, LocalStorage> = StoredValue::new_local(None);
    // Counts the picture's changes, so a paint can tell a new cursor or mark from a new picture.
    let generation = Memo::new(move |before: Option<&u64>| {
        picture();
        before.map_or(0, |g| g + 1)
    });
    watch_box(canvas, move |size| {
        if let Some(c) = canvas.try_get_untracked().flatten() {
            surface.set(Some(Surface::read(&c, size)));
        }
    });
    paint_each_frame(
        canvas,
        surface,
        base,
        track.clone(),
        at,
        generation,
        draw,
        draw_mark,
    );

    let move_to = move |i: usize| {
        let n = stops.get_untracked();
        if n > 0 {
            chosen.set(Some(i.min(n - 1)));
        }
    };
    let on_key = move |ev: web_sys::KeyboardEvent| {
        let n = stops.get_untracked();
        let Some(now) = at.get_untracked() else {
            return;
        };
        let page = (n / 10).max(1);
        let next = match ev.key().as_str() {
            "ArrowRight" | "ArrowUp" => now + 1,
            "ArrowLeft" | "ArrowDown" => now.saturating_sub(1),
            "PageUp" => now + page,
            "PageDown" => now.saturating_sub(page),
            "Home" => 0,
            "End" => n.saturating_sub(1),
            _ => return,
        };
        ev.prevent_default();
        move_to(next);
    };
    let on_pointer = move |ev: web_sys::PointerEvent| {
        // A touch that moves mostly up or down scrolls the page (`touch-action: pan-y`); one that
        // lands or slides across reads the chart.
        let Some(drawn) = base
            .try_with_value(|b| b.as_ref().and_then(|b| b.drawn.clone()))
            .flatten()
        else {
            return;
        };
        let Some(size) = surface.get_untracked().map(|s| s.size) else {
            return;
        };
        let point = (
            ev.offset_x() as f64 * size.dpr,
            ev.offset_y() as f64 * size.dpr,
        );
        if let Some(i) = nearest(&drawn.stops, point, by_x.get_untracked()) {
            move_to(i);
            let ticket = pending.get_value().wrapping_add(1);
            pending.set_value(ticket);
            set_timeout(
                move || {
                    if pending.try_get_value() == Some(ticket) {
                        announced.try_set(reading.get_untracked());
                    }
                },
                ANNOUNCE_AFTER,
            );
        }
    };

    view! {
        <div class="chart-box">
            <canvas
                node_ref=canvas
                class=class
                tabindex="0"
                role="slider"
                aria-label=name
                aria-valuemin="1"
                aria-valuemax=move || stops.get().max(1)
                aria-valuenow=move || at.get().map_or(1, |i| i + 1)
                aria-valuetext=move || reading.get()
                on:keydown=on_key
                on:pointerdown=on_pointer
                on:pointermove=on_pointer
            ></canvas>
        </div>
        <p class="chart-readout" aria-hidden="true">{move || reading.get()}</p>
        <p class="visually-hidden" aria-live="polite">{move || announced.get()}</p>
    }
    .into_any()
}

/// Paints the chart once a frame when its data, size, cursor or mark change: the chart itself
/// only when its data, size or colours changed; a move of the cursor or mark alone copies the
/// picture back from off screen and draws the cursor (and the mark) over it.
#[allow(clippy::too_many_arguments)]
fn paint_each_frame(
    canvas: NodeRef<Canvas>,
    surface: RwSignal<Option<Surface>, LocalStorage>,
    base: StoredValue<Option<Base>, LocalStorage>,
    track: Arc<dyn Fn() + Send + Sync>,
    at: Memo<Option<usize>>,
    generation: Memo<u64>,
    draw: DrawData,
    draw_mark: Option<DrawMark>,
) {
    each_frame(
        move || {
            // Any change of the data repaints: a mark may have moved over the same picture.
            track();
            (surface.get(), at.get(), generation.get())
        },
        move |(s, at, generation)| {
            // `try_`: the widget may have left the page since the frame was asked for.
            let (Some(s), Some(c)) = (s, canvas.try_get_untracked().flatten()) else {
                return;
            };
            let Some(size) = s.size.fit(&c) else {
                return;
            };
            // The chart itself is drawn only when its data, size or colours changed. A change of
            // the data (a press) draws it straight onto the canvas; a first picture, or one for a
            // new size or colours, is drawn off screen and copied on, so the cursor's first move
            // over it finds the copy ready; a move of the cursor or a mark alone puts the picture
            // back from that copy (drawn first, if this picture has none yet) and draws them over it.
            let drawn = base.try_update_value(|b| {
                if !b.as_ref().is_some_and(|b| b.is_for(&s, generation, size)) {
                    let pressed = b.as_ref().is_some_and(|b| b.surface == s && b.size == size);
                    *b = Some(Base {
                        kept: b.take().and_then(|b| b.kept),
                        kept_is_current: false,
                        drawn: None,
                        surface: s,
                        generation,
                        size,
                    });
                    if pressed {
                        let b = b.as_mut()?;
                        b.drawn = draw_picture(&c, &s, &*draw);
                        return Some(b.drawn.clone());
                    }
                }
                let b = b.as_mut()?;
                let kept = b.keep(&*draw)?;
                copy_picture(&kept, &c)?;
                Some(b.drawn.clone())
            });
            let Some(Some(drawn)) = drawn else {
                return;
            };
            let Some(drawn) = drawn.filter(|_| at.is_some() || draw_mark.is_some()) else {
                return;
            };
            if let Some(backend) = CanvasBackend::with_canvas_object(c) {
                let area = backend.into_drawing_area();
                if let Some(mark) = &draw_mark {
                    mark(&area, &s, &drawn);
                }
                if let Some(at) = at {
                    draw_cursor(&area, &s, &drawn, at);
                }
                area.present().ok();
            }
        },
    );
}

#[cfg(test)]
mod tests {
    use super::nearest;

    #[test]
    fn the_pointer_picks_the_nearest_stop() {
        let stops = [(10, 100), (50, 20), (90, 60)];
        assert_eq!(nearest(&stops, (33.0, 100.0), true), Some(1));
        assert_eq!(nearest(&stops, (33.0, 100.0), false), Some(0));
        assert_eq!(nearest(&[], (0.0, 0.0), true), None);
    }
}
