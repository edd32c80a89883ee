//! A picture plotters draws on a canvas that is not a chart (no cursor, no readout): the robot's
//! table. It is drawn at most once per animation frame, when its data, its box, the pixel ratio
//! or the page's colours change, at a backing store of the CSS box times the ratio.

use leptos::html::Canvas;
use leptos::prelude::*;
use plotters::prelude::*;
use plotters_canvas::CanvasBackend;

use super::background::each_frame;
use super::canvas::watch_box;
use super::plot::{Area, Surface};

/// Draws `data()` with `draw` on `canvas` whenever either changes, or the canvas's box does.
pub fn picture<T: Clone + PartialEq + Send + Sync + 'static>(
    canvas: NodeRef<Canvas>,
    data: impl Fn() -> T + Send + Sync + 'static,
    draw: fn(&Area, &Surface, &T),
) {
    // The box and the colours, read when the observer reports a new box, ratio or scheme (as a
    // chart does), not at every draw: reading computed styles right after a press has changed the
    // page makes the browser bring the page's style and layout up to date there and then.
    let surface = RwSignal::new_local(None::<Surface>);
    watch_box(canvas, move |size| {
        if let Some(c) = canvas.try_get_untracked().flatten() {
            surface.try_set(Some(Surface::read(&c, size)));
        }
    });
    let data = Memo::new(move |_| data());
    each_frame(
        move || (surface.get(), data.get()),
        move |(surface, data)| {
            // `try_`: the widget may have left the page since the frame was asked for.
            let (Some(surface), Some(el)) = (surface, canvas.try_get_untracked().flatten()) else {
                return;
            };
            if surface.size.fit(&el).is_none() {
                return;
            }
            if let Some(backend) = CanvasBackend::with_canvas_object(el) {
                let area = backend.into_drawing_area();
                draw(&area, &surface, &data);
                area.present().ok();
            }
        },
    );
}
