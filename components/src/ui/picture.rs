//! A picture plotters draws on a canvas that is not a chart (no cursor, no readout): the robot's
//! table. It is drawn at most once per animation frame, when its data, its box, the pixel ratio
//! or the page's colours change, at a backing store of the CSS box times the ratio.

use leptos::html::Canvas;
use leptos::prelude::*;
use plotters::prelude::*;
use plotters_canvas::CanvasBackend;

use super::background::each_frame;
use super::canvas::{CanvasBox, watch_box};
use super::plot::{Area, Surface};

/// Draws `data()` with `draw` on `canvas` whenever either changes, or the canvas's box does.
pub fn picture<T: Clone + PartialEq + Send + Sync + 'static>(
    canvas: NodeRef<Canvas>,
    data: impl Fn() -> T + Send + Sync + 'static,
    draw: fn(&Area, &Surface, &T),
) {
    let size = RwSignal::new(None::<CanvasBox>);
    watch_box(canvas, move |b| {
        size.try_set(Some(b));
    });
    let data = Memo::new(move |_| data());
    each_frame(
        move || (size.get(), data.get()),
        move |(size, data)| {
            // `try_`: the widget may have left the page since the frame was asked for.
            let (Some(size), Some(el)) = (size, canvas.try_get_untracked().flatten()) else {
                return;
            };
            if size.fit(&el).is_none() {
                return;
            }
            let surface = Surface::read(&el, size);
            if let Some(backend) = CanvasBackend::with_canvas_object(el) {
                let area = backend.into_drawing_area();
                draw(&area, &surface, &data);
                area.present().ok();
            }
        },
    );
}
