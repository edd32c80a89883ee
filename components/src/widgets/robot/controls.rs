//! The robot widget's controls: the instruction, the thing the arrow keys move (and buttons that
//! move it), another object of the named type, a new table, the shuffle and the head shown.

use leptos::html::Select;
use leptos::prelude::*;

use crate::i18n::m;
use crate::kernel::robot::{Scene, Thing};
use crate::kernel::sampling::next_seed;
use crate::model::robot::{
    HEAD, OBJECTS, ORDER, PICK, RobotParams, RobotView, SCENE, TABLE, thing_name,
};
use crate::ui::{ParamControl, ParamSlider, ParamToggle, keep_chosen};

/// A move of the selected thing: its button's name, arrow and direction.
const MOVES: [(&str, &str, i64, i64); 4] = [
    ("left", "←", -1, 0),
    ("up", "↑", 0, 1),
    ("down", "↓", 0, -1),
    ("right", "→", 1, 0),
];

/// The controls beside the table.
pub(super) fn panel(
    state: RwSignal<RobotParams>,
    selected: RwSignal<Thing>,
    view_now: Memo<RobotView>,
    move_to: Callback<(Thing, usize)>,
) -> impl IntoView {
    let scene = Memo::new(move |_| view_now.with(|v| v.scene.clone()));
    let set_scene = move |s: Scene| state.update(|p| *p = p.with_scene(&s));
    // Every object's instruction, the named one's picked; and every thing the arrows can move.
    // The options stay from one table to the next, keyed by their place, and only what changed
    // is written (rebuilding both lists at each press of the objects slider re-laid out the panel);
    // the choice is written on the list, and only when it changes (`keep_chosen`).
    let instruction_texts = Memo::new(move |_| {
        scene.with(|s| {
            (0..s.objects.len())
                .map(|i| s.naming(i).text())
                .collect::<Vec<_>>()
        })
    });
    let target = Memo::new(move |_| scene.with(|s| s.target().unwrap_or(0)));
    let instructions = move || {
        view! {
            <For each=move || 0..instruction_texts.with(Vec::len) key=|i| *i let(i)>
                <option value=i.to_string()>
                    {move || instruction_texts.with(|t| t.get(i).cloned().unwrap_or_default())}
                </option>
            </For>
        }
    };
    let thing_names = Memo::new(move |_| {
        scene.with(|s| {
            std::iter::once(Thing::Gripper)
                .chain((0..s.objects.len()).map(Thing::Object))
                .map(|t| thing_name(s, t))
                .collect::<Vec<_>>()
        })
    });
    let (pick_list, move_list) = (NodeRef::<Select>::new(), NodeRef::<Select>::new());
    keep_chosen(pick_list, move || Some(target.get()));
    keep_chosen(move_list, move || Some(thing_index(selected.get())));
    let things = move || {
        view! {
            <For each=move || 0..thing_names.with(Vec::len) key=|k| *k let(k)>
                <option value=k.to_string()>
                    {move || thing_names.with(|t| t.get(k).cloned().unwrap_or_default())}
                </option>
            </For>
        }
    };
    let step = move |dx: i64, dy: i64| {
        let s = scene.get_untracked();
        let thing = selected.get_untracked();
        let from = match thing {
            Thing::Gripper => s.gripper,
            Thing::Object(i) => s.objects.get(i).map_or(s.gripper, |o| o.cell),
        };
        let (col, row) = ((from % 8) as i64 + dx, (from / 8) as i64 + dy);
        if (0..8).contains(&col) && (0..8).contains(&row) {
            move_to.run((thing, (row * 8 + col) as usize));
        }
    };
    let named_kind = Memo::new(move |_| scene.with(|s| s.instruction.kind));
    let add = move |_| {
        if let Ok(more) = scene.get_untracked().with_added(named_kind.get_untracked()) {
            set_scene(more);
        }
    };
    let can_add = Memo::new(move |_| scene.with(|s| s.with_added(s.instruction.kind).is_ok()));
    let fresh = move |p: &mut RobotParams| {
        p.table.clear();
        p.gripper = None;
        p.pick = None;
        selected.set(Thing::Gripper);
    };
    let words = m().robot_controls();
    view! {
        <div class="controls robot-controls">
            <ParamControl param=&PICK>
                <label class="robot-pick">
                    <span>{words[0]}</span>
                    <select
                        node_ref=pick_list
                        data-control="pick"
                        on:change=move |ev| {
                            let s = scene.get_untracked();
                            if let Ok(i) = event_target_value(&ev).parse::<usize>()
                                && i < s.objects.len() {
                                    set_scene(Scene { instruction: s.naming(i), ..s });
                                }
                        }
                    >
                        {instructions}
                    </select>
                </label>
            </ParamControl>
            <ParamControl param=&TABLE>
                <div class="robot-move">
                    <label>
                        <span>{words[1]}</span>
                        <select
                            node_ref=move_list
                            data-control="move-which"
                            on:change=move |ev| {
                                let k = event_target_value(&ev).parse::<usize>().unwrap_or(0);
                                selected.set(if k == 0 { Thing::Gripper } else { Thing::Object(k - 1) });
                            }
                        >
                            {things}
                        </select>
                    </label>
                    <span class="robot-arrows" role="group" aria-label=words[2]>
                        {MOVES
                            .iter()
                            .enumerate()
                            .map(|(direction, &(name, arrow, dx, dy))| {
                                let label = move || m().robot_move(&scene.with(|s| thing_name(s, selected.get())), direction);
                                view! {
                                    <button type="button" class="button small" data-control=format!("move-{name}") aria-label=label on:click=move |_| step(dx, dy)>
                                        {arrow}
                                    </button>
                                }
                            })
                            .collect_view()}
                    </span>
                </div>
                <button type="button" class="button" data-control="add" on:click=add prop:disabled=move || !can_add.get()>
                    {move || m().robot_add(named_kind.get())}
                </button>
            </ParamControl>
            <ParamSlider
                param=&OBJECTS
                value=Signal::derive(move || state.with(|p| p.objects as f64))
                set=Callback::new(move |v: f64| state.update(|p| {
                    p.objects = v as usize;
                    fresh(p);
                }))
            />
            <ParamControl param=&SCENE>
                <button type="button" class="button" data-control="new-table" on:click=move |_| state.update(|p| {
                    p.scene = next_seed(p.scene);
                    fresh(p);
                })>
                    {words[3]}
                </button>
            </ParamControl>
            <ParamControl param=&ORDER>
                <div class="button-row">
                    <button type="button" class="button" data-control="shuffle" on:click=move |_| state.update(|p| p.order = next_seed(p.order))>
                        {words[4]}
                    </button>
                    <button type="button" class="button" data-control="table-order" prop:disabled=move || state.with(|p| p.order == 0) on:click=move |_| state.update(|p| p.order = 0)>
                        {words[5]}
                    </button>
                </div>
            </ParamControl>
            <ParamToggle
                param=&HEAD
                value=Signal::derive(move || HEAD.word(state.with(|p| p.head) as f64))
                set=Callback::new(move |v: &'static str| state.update(|p| p.head = v.parse().unwrap_or(1)))
            />
        </div>
    }
}

/// A thing's place in the "Move" list: the gripper first, then the objects in table order.
fn thing_index(t: Thing) -> usize {
    match t {
        Thing::Gripper => 0,
        Thing::Object(i) => i + 1,
    }
}
