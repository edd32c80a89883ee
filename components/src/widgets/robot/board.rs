//! The robot's table as the reader handles it: the canvas, dragged with a pointer, or the
//! selected thing moved with the arrow keys, with a plain-words label of what is where.

use leptos::ev::{KeyboardEvent, PointerEvent};
use leptos::html::Canvas;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::table::{self, TablePicture, cell_at};
use crate::i18n::m;
use crate::kernel::robot::Thing;
use crate::kernel::robot::scene::square;
use crate::model::robot::{RobotParams, RobotView, thing_name};
use crate::ui::figure_save::SaveFigure;
use crate::ui::picture::picture;

/// Moves a thing to a square, or says why it cannot go there (`problem`).
pub(super) fn mover(
    state: RwSignal<RobotParams>,
    problem: RwSignal<Option<String>>,
) -> Callback<(Thing, usize)> {
    Callback::new(move |(thing, cell): (Thing, usize)| {
        let scene = state.with_untracked(RobotParams::scene);
        match scene.moved(thing, cell) {
            Ok(moved) => {
                problem.set(None);
                state.update(|p| *p = p.with_scene(&moved));
            }
            Err(_) => problem.set(Some(
                m().robot_taken(&square(cell), &thing_name(&scene, thing)),
            )),
        }
    })
}

/// The table's canvas, its hint, what went wrong with the last move, and its Save buttons.
#[component]
pub(super) fn TableBoard(
    /// The widget's state (the scene).
    state: RwSignal<RobotParams>,
    /// What the table shows now.
    view_now: Memo<RobotView>,
    /// The thing the arrow keys move.
    selected: RwSignal<Thing>,
    /// Why the last move could not be made, if it could not.
    problem: RwSignal<Option<String>>,
    /// Moves a thing to a square.
    move_to: Callback<(Thing, usize)>,
    /// Whether the lesson lets the reader move the objects and the gripper.
    may_move: (bool, bool),
    /// The run's numbers for the saved figure.
    run_numbers: Callback<(), Vec<f64>>,
) -> impl IntoView {
    let may_move = move |thing: Thing| match thing {
        Thing::Gripper => may_move.1,
        Thing::Object(_) => may_move.0,
    };
    let canvas = NodeRef::<Canvas>::new();
    let dragging = RwSignal::new(None::<(Thing, usize)>);
    let focused = RwSignal::new(false);
    picture(
        canvas,
        move || TablePicture {
            view: view_now.get(),
            dragging: dragging.get(),
            selected: focused.get().then(|| selected.get()),
        },
        table::draw,
    );
    let cell_of = move |ev: &PointerEvent| -> Option<usize> {
        let el = ev.current_target()?.dyn_into::<web_sys::Element>().ok()?;
        let r = el.get_bounding_client_rect();
        cell_at(
            ev.client_x() as f64 - r.left(),
            ev.client_y() as f64 - r.top(),
            r.width(),
            r.height(),
        )
    };
    let on_down = move |ev: PointerEvent| {
        let Some(cell) = cell_of(&ev) else { return };
        let scene = state.with_untracked(RobotParams::scene);
        if let Some(thing) = scene.at(cell).filter(|t| may_move(*t)) {
            ev.prevent_default();
            if let Some(el) = ev
                .current_target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            {
                el.set_pointer_capture(ev.pointer_id()).ok();
            }
            selected.set(thing);
            dragging.set(Some((thing, cell)));
        }
    };
    let on_move = move |ev: PointerEvent| {
        if let (Some((thing, _)), Some(cell)) = (dragging.get_untracked(), cell_of(&ev)) {
            dragging.set(Some((thing, cell)));
        }
    };
    let on_up = move |_: PointerEvent| {
        if let Some((thing, cell)) = dragging.get_untracked() {
            dragging.set(None);
            move_to.run((thing, cell));
        }
    };
    let on_key = move |ev: KeyboardEvent| {
        let (dx, dy): (i64, i64) = match ev.key().as_str() {
            "ArrowLeft" => (-1, 0),
            "ArrowRight" => (1, 0),
            "ArrowUp" => (0, 1),
            "ArrowDown" => (0, -1),
            _ => return,
        };
        ev.prevent_default();
        let thing = selected.get_untracked();
        if !may_move(thing) {
            return;
        }
        let scene = state.with_untracked(RobotParams::scene);
        let from = match thing {
            Thing::Gripper => scene.gripper,
            Thing::Object(i) => scene.objects.get(i).map_or(scene.gripper, |o| o.cell),
        };
        let (col, row) = ((from % 8) as i64 + dx, (from / 8) as i64 + dy);
        if (0..8).contains(&col) && (0..8).contains(&row) {
            move_to.run((thing, (row * 8 + col) as usize));
        }
    };
    let label = move || {
        view_now.with(|v| {
            let t = m();
            let things = v
                .scene
                .objects
                .iter()
                .map(|o| t.on_square(&t.the_object(o.colour, o.kind), &square(o.cell)))
                .chain(std::iter::once(
                    t.on_square(t.the_gripper(), &square(v.scene.gripper)),
                ))
                .collect::<Vec<_>>()
                .join(", ");
            t.robot_board(&things, &thing_name(&v.scene, selected.get()))
        })
    };
    view! {
                <div class="robot-table">
                    // In a box of its own, left out of the frame while far from the window, as
                    // a chart's canvas is (assets/style.css, `.chart-box`).
                    <div class="robot-canvas-box">
                        <canvas
                            class="robot-canvas"
                            node_ref=canvas
                            tabindex="0"
                            role="application"
                            aria-roledescription=m().robot_board_role()
                            aria-label=label
                            data-control="table-canvas"
                            on:pointerdown=on_down
                            on:pointermove=on_move
                            on:pointerup=on_up
                            on:pointercancel=move |_| dragging.set(None)
                            on:keydown=on_key
                            on:focus=move |_| focused.set(true)
                            on:blur=move |_| focused.set(false)
                        ></canvas>
                    </div>
                    <p class="hint">
                        {m().robot_hint()}
                    </p>
                    {move || problem.get().map(|p| view! { <p class="notices" role="alert">{p}</p> })}
                    <SaveFigure figure="table" data=run_numbers />
                </div>
    }
}
