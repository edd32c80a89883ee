//! The table drawn from above with plotters: the 8 × 8 grid with its squares named, each object
//! as its type's shape in its colour (with the colour's initial, for readers who do not tell the
//! colours apart), the gripper, a line from the gripper to each object as thick as its attention
//! weight, the named object ringed, and the square the model sends the gripper to.

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, VPos};

use crate::format::fixed;
use crate::kernel::robot::scene::{CELLS, COLOURS, SIDE};
use crate::kernel::robot::{Object, Thing};
use crate::model::robot::RobotView;
use crate::ui::plot::{Area, Surface, text};

/// The objects' colours (Okabe and Ito's palette, which stays apart for most colour-blind
/// readers): red, green, blue, yellow.
const PAINT: [RGBColor; 4] = [
    RGBColor(213, 94, 0),
    RGBColor(0, 158, 115),
    RGBColor(0, 114, 178),
    RGBColor(240, 228, 66),
];

/// The letter drawn on each colour, and its ink.
const INITIAL: [(&str, RGBColor); 4] = [
    ("R", RGBColor(255, 255, 255)),
    ("G", RGBColor(255, 255, 255)),
    ("B", RGBColor(255, 255, 255)),
    ("Y", RGBColor(0, 0, 0)),
];

/// What the table picture shows.
#[derive(Debug, Clone, PartialEq)]
pub struct TablePicture {
    /// The scene and the model's answer.
    pub view: RobotView,
    /// The thing being dragged and the square under the pointer.
    pub dragging: Option<(Thing, usize)>,
    /// The thing the arrow keys move, while the table has focus.
    pub selected: Option<Thing>,
}

/// Where the board sits in a canvas `width × height` CSS pixels: its top left corner and one
/// square's side, in CSS pixels. Room is left on the left and below for the squares' names.
pub fn board(width: f64, height: f64) -> (f64, f64, f64) {
    let margin = (width.min(height) * 0.06).clamp(12.0, 22.0);
    let side = ((width - margin).min(height - margin) / SIDE as f64).max(1.0);
    (margin, 0.0, side)
}

/// The square under the point `(x, y)` of a canvas `width × height`, if any (row 1 at the bottom).
pub fn cell_at(x: f64, y: f64, width: f64, height: f64) -> Option<usize> {
    let (x0, y0, side) = board(width, height);
    let (col, row) = ((x - x0) / side, (y - y0) / side);
    let inside = (0.0..SIDE as f64).contains(&col) && (0.0..SIDE as f64).contains(&row);
    inside.then(|| (SIDE - 1 - row as usize) * SIDE + col as usize)
}

/// The centre of `cell` in backing pixels.
fn centre(cell: usize, (x0, y0, side): (f64, f64, f64)) -> (i32, i32) {
    let (col, row) = (cell % SIDE, SIDE - 1 - cell / SIDE);
    (
        (x0 + (col as f64 + 0.5) * side).round() as i32,
        (y0 + (row as f64 + 0.42) * side).round() as i32,
    )
}

/// One object's shape at `c`, `r` pixels across: cup a circle with a handle, plate a wide ring,
/// toy a star, block a square, bottle a tall rounded body with a neck.
fn shape<DB: DrawingBackend>(
    area: &Area<DB>,
    s: &Surface,
    o: &Object,
    c: (i32, i32),
    r: i32,
    faint: bool,
) {
    let fill = if faint {
        PAINT[o.colour].mix(0.35)
    } else {
        PAINT[o.colour].mix(1.0)
    };
    let edge = s.stroke(s.theme.text, 1.0);
    let (x, y) = c;
    match o.kind {
        0 => {
            area.draw(&Rectangle::new(
                [(x + r - r / 4, y - r / 3), (x + r + r / 5, y + r / 3)],
                edge,
            ))
            .ok();
            area.draw(&Circle::new(c, r, fill.filled())).ok();
            area.draw(&Circle::new(c, r, edge)).ok();
        }
        1 => {
            area.draw(&Circle::new(c, r + r / 4, fill.filled())).ok();
            area.draw(&Circle::new(c, r + r / 4, edge)).ok();
            area.draw(&Circle::new(c, r / 2, edge)).ok();
        }
        2 => {
            let points: Vec<(i32, i32)> = (0..10)
                .map(|k| {
                    let a = std::f64::consts::PI * (k as f64 / 5.0 - 0.5);
                    let len = if k % 2 == 0 {
                        r as f64 * 1.15
                    } else {
                        r as f64 * 0.5
                    };
                    (
                        x + (len * a.cos()).round() as i32,
                        y + (len * a.sin()).round() as i32,
                    )
                })
                .collect();
            area.draw(&Polygon::new(points.clone(), fill.filled())).ok();
            let mut closed = points;
            closed.push(closed[0]);
            area.draw(&PathElement::new(closed, edge)).ok();
        }
        3 => {
            let corners = [(x - r, y - r), (x + r, y + r)];
            area.draw(&Rectangle::new(corners, fill.filled())).ok();
            area.draw(&Rectangle::new(corners, edge)).ok();
        }
        _ => {
            let body = [(x - r / 2, y - r / 2), (x + r / 2, y + r)];
            let neck = [(x - r / 5, y - r), (x + r / 5, y - r / 2)];
            for part in [body, neck] {
                area.draw(&Rectangle::new(part, fill.filled())).ok();
                area.draw(&Rectangle::new(part, edge)).ok();
            }
        }
    }
    let (letter, ink) = INITIAL[o.colour % COLOURS.len()];
    let font = s.font(10.0).color(&ink);
    text(
        area,
        (x, y + if o.kind == 4 { r / 4 } else { 0 }),
        letter,
        font,
        (HPos::Center, VPos::Center),
    );
}

/// The gripper at `c`: an open claw, two fingers over a palm, in the text colour.
fn gripper<DB: DrawingBackend>(area: &Area<DB>, c: (i32, i32), r: i32, style: ShapeStyle) {
    let (x, y) = c;
    area.draw(&PathElement::new(
        vec![(x - r, y - r), (x - r, y + r / 3), (x - r / 3, y + r)],
        style,
    ))
    .ok();
    area.draw(&PathElement::new(
        vec![(x + r, y - r), (x + r, y + r / 3), (x + r / 3, y + r)],
        style,
    ))
    .ok();
    area.draw(&PathElement::new(
        vec![(x - r, y - r / 3), (x + r, y - r / 3)],
        style,
    ))
    .ok();
    area.draw(&PathElement::new(
        vec![(x, y - r / 3), (x, y - r - r / 2)],
        style,
    ))
    .ok();
}

/// Draws the table picture on `area`.
pub fn draw<DB: DrawingBackend>(area: &Area<DB>, s: &Surface, p: &TablePicture) {
    let t = s.theme;
    area.fill(&t.bg).ok();
    let (w, h) = area.dim_in_pixel();
    let dpr = s.size.dpr;
    let (x0, y0, side) = board(w as f64 / dpr, h as f64 / dpr);
    let b = (x0 * dpr, y0 * dpr, side * dpr);
    let corner = |cell: usize| {
        let (col, row) = (cell % SIDE, SIDE - 1 - cell / SIDE);
        (
            (x0 + col as f64 * side).round() as i32,
            (y0 + row as f64 * side).round() as i32,
        )
    };
    // The board: light squares on alternate cells, the grid, the squares' names.
    for cell in 0..CELLS {
        let (cx, cy) = corner(cell);
        let far = (cx + side.round() as i32, cy + side.round() as i32);
        if (cell % SIDE + cell / SIDE).is_multiple_of(2) {
            area.draw(&Rectangle::new([(cx, cy), far], t.grid.mix(0.25).filled()))
                .ok();
        }
    }
    let end = (x0 + SIDE as f64 * side).round() as i32;
    let bottom = (y0 + SIDE as f64 * side).round() as i32;
    area.draw(&Rectangle::new(
        [(x0.round() as i32, y0.round() as i32), (end, bottom)],
        s.stroke(t.grid, 1.0),
    ))
    .ok();
    let small = s.font(11.0);
    for k in 0..SIDE {
        let column = ((b'a' + k as u8) as char).to_string();
        let at_x = (x0 + (k as f64 + 0.5) * side).round() as i32;
        text(
            area,
            (at_x, bottom + s.ipx(3.0)),
            &column,
            small.clone(),
            (HPos::Center, VPos::Top),
        );
        let at_y = (y0 + (SIDE - 1 - k) as f64 * side + side / 2.0).round() as i32;
        text(
            area,
            (x0.round() as i32 - s.ipx(4.0), at_y),
            &(k + 1).to_string(),
            small.clone(),
            (HPos::Right, VPos::Center),
        );
    }
    let v = &p.view;
    let scene = &v.scene;
    let r = (side * 0.26).round().max(3.0) as i32;
    let g = centre(scene.gripper, b);
    // The attention lines, under everything else.
    if let Some(seen) = &v.seen {
        for (o, &weight) in scene.objects.iter().zip(&seen.attention) {
            let width = s.px(1.0 + 11.0 * f64::from(weight)).round().max(1.0) as u32;
            let colour = t.a.mix(0.3 + 0.7 * f64::from(weight));
            area.draw(&PathElement::new(
                vec![g, centre(o.cell, b)],
                colour.stroke_width(width),
            ))
            .ok();
        }
    }
    // The named object's ring.
    let named = &scene.objects[v.target];
    let nc = centre(named.cell, b);
    area.draw(&Circle::new(
        nc,
        (side * 0.46).round() as i32,
        s.stroke(t.b, 2.5),
    ))
    .ok();
    for (i, o) in scene.objects.iter().enumerate() {
        let dragged = matches!(p.dragging, Some((Thing::Object(j), _)) if j == i);
        shape(area, s, o, centre(o.cell, b), r, dragged);
        if let Some(seen) = &v.seen {
            let (cx, cy) = corner(o.cell);
            // In the square's lower right corner, clear of the ring round the named object.
            let label = format!("{}%", fixed(f64::from(seen.attention[i]) * 100.0, 0));
            let at = (
                cx + side.round() as i32 - s.ipx(2.0),
                cy + side.round() as i32 - s.ipx(1.0),
            );
            text(area, at, &label, s.font(9.0), (HPos::Right, VPos::Bottom));
        }
    }
    let dragging_gripper = matches!(p.dragging, Some((Thing::Gripper, _)));
    let claw = s.stroke(if dragging_gripper { t.grid } else { t.text }, 2.5);
    gripper(area, g, r, claw);
    // Where the model sends the gripper: a square round it, and a small claw there when no
    // object stands on it.
    if let Some(seen) = &v.seen {
        let (cx, cy) = corner(seen.cell);
        let inset = s.ipx(2.0);
        let far = (
            cx + side.round() as i32 - inset,
            cy + side.round() as i32 - inset,
        );
        area.draw(&Rectangle::new(
            [(cx + inset, cy + inset), far],
            s.stroke(t.b, 3.0),
        ))
        .ok();
        if scene.at(seen.cell).is_none() {
            gripper(area, centre(seen.cell, b), r * 3 / 4, s.stroke(t.b, 1.5));
        }
    }
    // The dragged thing's shadow where it would land, and the keyboard's selection.
    if let Some((thing, cell)) = p.dragging {
        let c = centre(cell, b);
        match thing {
            Thing::Gripper => gripper(area, c, r, s.stroke(t.text, 1.0)),
            Thing::Object(i) => shape(area, s, &scene.objects[i], c, r, true),
        }
    }
    if let Some(thing) = p.selected {
        let cell = match thing {
            Thing::Gripper => scene.gripper,
            Thing::Object(i) => scene.objects.get(i).map_or(scene.gripper, |o| o.cell),
        };
        let (cx, cy) = corner(cell);
        let far = (cx + side.round() as i32, cy + side.round() as i32);
        area.draw(&Rectangle::new([(cx, cy), far], s.stroke(t.text, 2.0)))
            .ok();
    }
}
