//! `robot`: the table as tokens, the table model trained live in the training worker (the same
//! [`LiveRun`] as the `train` widget), and where it sends the gripper. The reader drags objects
//! and the gripper (or moves them with the arrow keys), changes the instruction, adds an object,
//! shuffles the tokens; each change asks the model again.

mod controls;
pub(crate) mod table;

use leptos::ev::{KeyboardEvent, PointerEvent};
use leptos::html::{Canvas, Div};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::format::percent;
use crate::kernel::robot::Thing;
use crate::kernel::robot::scene::square;
use crate::model::Widget;
use crate::model::robot::{GRIPPER, RobotParams, RobotSeen, TABLE, thing_name};
use crate::model::train::{Attempt, RunFigure, Snapshot};
use crate::ui::background::{AfterPaint, after_paint};
use crate::ui::figure_save::SaveFigure;
use crate::ui::lesson;
use crate::ui::picture::picture;
use crate::ui::training::LiveRun;
use crate::ui::{DataTable, StatusLine};
use table::{TablePicture, cell_at};

impl crate::widgets::WidgetView for RobotParams {
    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <RobotWidget state=state /> }.into_any()
    }
}

/// The robot widget.
#[component]
pub fn RobotWidget(
    /// The table, the instruction, the shuffle, the head shown and the run.
    state: RwSignal<RobotParams>,
) -> impl IntoView {
    let root = NodeRef::<Div>::new();
    // Whether the lesson lets the reader move the objects and the gripper (asked while the view
    // is built, where the lesson is known).
    let (objects_open, gripper_open) = (lesson::open(&TABLE), lesson::open(&GRIPPER));
    let may_move = move |thing: Thing| match thing {
        Thing::Gripper => gripper_open,
        Thing::Object(_) => objects_open,
    };
    // The latest answer (the picture follows it at once) and the one the summary says, which
    // while training follows at most as often as the status line speaks.
    let heard = RwSignal::new(None::<Attempt>);
    let said = RwSignal::new(None::<Attempt>);
    let spoken = RwSignal::new(None::<Snapshot>);
    let training = Memo::new(move |_| state.with(RobotParams::training));
    let live = LiveRun::new(
        training.into(),
        root,
        move |s: &Snapshot| {
            spoken.set(Some(s.clone()));
            String::new()
        },
        move |a| heard.set(Some(a)),
        Callback::new(move |_| {
            heard.set(None);
            said.set(None);
            spoken.set(None);
        }),
    );
    // The controls read `state`; the model's question, the picture, the table and the summary
    // follow it after the press's frame.
    let shown = after_paint(state);
    let symbols = Memo::new(move |_| shown.with(RobotParams::symbols));
    // Ask the model again whenever the scene changes or the run moves on.
    let step = Memo::new(move |_| live.run.with(|r| r.last.as_ref().map(|s| s.step)));
    Effect::new(move |_| {
        let (seq, at) = (symbols.get(), step.get());
        if at.is_some() && live.is_started() {
            live.ask(seq);
        }
    });
    // The summary takes a new answer at once when the reader changed the scene or the run is
    // still, and with the status line's rhythm while it trains.
    let said_at = StoredValue::new(None::<u32>);
    Effect::new(move |_| {
        let Some(a) = heard.get() else { return };
        let speaking = spoken.with(|s| s.as_ref().map(|s| s.step));
        let reader_moved = said.with_untracked(|s| s.as_ref().is_none_or(|s| s.input != a.input));
        if reader_moved || !live.running.get_untracked() || said_at.get_value() != speaking {
            said_at.set_value(speaking);
            said.set(Some(a));
        }
    });
    let view_now = Memo::new(move |_| {
        shown.with(|p| {
            p.compute(&RobotSeen {
                run: live.run.with(|r| r.last.clone()),
                answer: heard.get(),
            })
        })
    });
    let summary = Memo::new(move |_| {
        shown.with(|p| {
            p.summary_with(&RobotSeen {
                run: spoken.get(),
                answer: said.get(),
            })
        })
    });

    // The table: dragged with a pointer, or the selected thing moved with the arrow keys.
    let canvas = NodeRef::<Canvas>::new();
    let dragging = RwSignal::new(None::<(Thing, usize)>);
    let selected = RwSignal::new(Thing::Gripper);
    let focused = RwSignal::new(false);
    let problem = RwSignal::new(None::<String>);
    picture(
        canvas,
        move || TablePicture {
            view: view_now.get(),
            dragging: dragging.get(),
            selected: focused.get().then(|| selected.get()),
        },
        table::draw,
    );
    let move_to = move |(thing, cell): (Thing, usize)| {
        let scene = state.with_untracked(RobotParams::scene);
        match scene.moved(thing, cell) {
            Ok(moved) => {
                problem.set(None);
                state.update(|p| *p = p.with_scene(&moved));
            }
            Err(_) => problem.set(Some(format!(
                "{} is taken, so {} stays where it is.",
                square(cell),
                thing_name(&scene, thing)
            ))),
        }
    };
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
            move_to((thing, cell));
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
            move_to((thing, (row * 8 + col) as usize));
        }
    };
    let label = move || {
        view_now.with(|v| {
            format!(
                "The table from above: {} on {}. Arrow keys move {}.",
                v.scene
                    .objects
                    .iter()
                    .map(|o| format!("the {} on {}", o.name(), square(o.cell)))
                    .chain(std::iter::once(format!(
                        "the gripper on {}",
                        square(v.scene.gripper)
                    )))
                    .collect::<Vec<_>>()
                    .join(", "),
                "the objects",
                thing_name(&v.scene, selected.get()),
            )
        })
    };
    let run_numbers = Callback::new(move |_| {
        let r = live.run.get_untracked();
        let a = heard.get_untracked();
        RunFigure {
            chart: live.chart_data(&r, &training.get_untracked(), live.compare.get_untracked()),
            maps: a.as_ref().map(|a| a.maps.clone()),
            answer: a.map(|a| (a.input, a.answer)),
        }
        .encode()
    });

    view! {
        <div class="robot-widget" node_ref=root>
            {live.problem()}
            <div class="robot-top">
                <div class="robot-table">
                    <canvas
                        class="robot-canvas"
                        node_ref=canvas
                        tabindex="0"
                        role="application"
                        aria-roledescription="table of objects"
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
                    <p class="hint">
                        "Drag an object or the gripper to another square, or focus the table and use the arrow keys. Ringed: the object the instruction names. Square outline: where the model sends the gripper. Lines: the gripper's attention on each object."
                    </p>
                    {move || problem.get().map(|p| view! { <p class="notices" role="alert">{p}</p> })}
                    <SaveFigure figure="table" data=run_numbers />
                </div>
                {controls::panel(state, selected, view_now, Callback::new(move_to))}
            </div>
            <p class="robot-tokens">{move || tokens_line(&view_now.get())}</p>
            {attention_table(view_now, shown)}
            <StatusLine text=summary />
            {live.buttons()}
            {live.chart(
                "Chart of training: the loss after each step, the share of held-out tables where the gripper goes to the named object at each check, and the learning rate under them. Arrow keys read it step by step.",
            )}
            <SaveFigure figure="curves" data=run_numbers />
        </div>
    }
}

/// The tokens in the order the model reads them.
fn tokens_line(v: &crate::model::robot::RobotView) -> String {
    let names: Vec<String> =
        std::iter::once("gripper (asks: ".to_string() + &v.scene.instruction.object_words() + ")")
            .chain(v.order.iter().map(|&i| v.scene.objects[i].name()))
            .collect();
    format!(
        "Tokens, in the order the model reads them: {}.",
        names.join(" · ")
    )
}

/// The objects, their squares and the gripper's attention on each, as a table.
///
/// The rows stay in the page from one press to the next, keyed by their place, and only the
/// text that changed is written: rebuilding every row at each press re-laid out the table and
/// what follows it, the largest part of a press's layout on the robot's sliders.
fn attention_table(
    view_now: Memo<crate::model::robot::RobotView>,
    shown: AfterPaint<RobotParams>,
) -> impl IntoView {
    // The column names, in the header and on each cell (where a phone stacks the rows).
    const HEAD: [&str; 3] = ["object", "square", "attention"];
    let caption = Signal::derive(move || {
        format!(
            "The gripper's attention on each object, head {}",
            shown.with(|p| p.head)
        )
    });
    let rows = Memo::new(move |_| {
        view_now.with(|v| {
            v.scene
                .objects
                .iter()
                .enumerate()
                .map(|(i, o)| {
                    let share = v
                        .seen
                        .as_ref()
                        .map_or("–".to_string(), |s| percent(f64::from(s.attention[i])));
                    let named = if i == v.target { " (named)" } else { "" };
                    [format!("{}{named}", o.name()), square(o.cell), share]
                })
                .collect::<Vec<_>>()
        })
    });
    let cell = move |i: usize, k: usize| {
        move || rows.with(|r| r.get(i).map(|row| row[k].clone()).unwrap_or_default())
    };
    view! {
        <DataTable label="The objects and the gripper's attention" caption=caption head=&HEAD>
            <For each=move || 0..rows.with(Vec::len) key=|i| *i let(i)>
                <tr>
                    <th scope="row">{cell(i, 0)}</th>
                    <td data-label=HEAD[1]>{cell(i, 1)}</td>
                    <td data-label=HEAD[2]>{cell(i, 2)}</td>
                </tr>
            </For>
        </DataTable>
    }
}
