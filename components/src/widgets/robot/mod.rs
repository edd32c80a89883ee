//! `robot`: the table as tokens, the table model trained live in the training worker (the same
//! [`LiveRun`] as the `train` widget), and where it sends the gripper. The reader drags objects
//! and the gripper (or moves them with the arrow keys), changes the instruction, adds an object,
//! shuffles the tokens; each change asks the model again.

mod board;
mod controls;
pub(crate) mod table;

use leptos::html::Div;
use leptos::prelude::*;

use crate::format::percent;
use crate::i18n::m;
use crate::kernel::robot::Thing;
use crate::kernel::robot::scene::square;
use crate::model::Widget;
use crate::model::robot::{GRIPPER, RobotParams, RobotSeen, TABLE};
use crate::model::train::{Attempt, RunFigure, Snapshot};
use crate::ui::background::{AfterPaint, after_paint};
use crate::ui::figure::{Extra, Figure, FigureSpec, Needs, on_svg, on_svg_sized};
use crate::ui::figure_save::SaveFigure;
use crate::ui::lesson;
use crate::ui::training::LiveRun;
use crate::ui::{DataTable, StatusLine};
use board::TableBoard;
use table::TablePicture;

impl crate::widgets::WidgetView for RobotParams {
    const FIGURES: &'static [FigureSpec] = &[
        FigureSpec::needing("table", Needs::Run),
        FigureSpec::needing("curves", Needs::Run),
    ];

    fn figure(&self, id: &str, extra: &Extra, width: f64) -> Option<Figure> {
        match id {
            "table" => Some(table_figure(self, extra, width)),
            "curves" => {
                let chart = &extra.run.as_ref()?.chart;
                Some(on_svg(width, |a, s| {
                    crate::ui::training::chart::draw(a, s, chart)
                }))
            }
            _ => None,
        }
    }

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
    let selected = RwSignal::new(Thing::Gripper);
    let problem = RwSignal::new(None::<String>);
    let move_to = board::mover(state, problem);
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
                <TableBoard
                    state=state
                    view_now=view_now
                    selected=selected
                    problem=problem
                    move_to=move_to
                    may_move=(objects_open, gripper_open)
                    run_numbers=run_numbers
                />
                {controls::panel(state, selected, view_now, move_to)}
            </div>
            <p class="robot-tokens">{move || tokens_line(&view_now.get())}</p>
            {attention_table(view_now, shown)}
            <StatusLine text=summary />
            {live.buttons()}
            {live.chart(m().train_robot_chart())}
            <SaveFigure figure="curves" data=run_numbers />
        </div>
    }
}

/// The tokens in the order the model reads them.
fn tokens_line(v: &crate::model::robot::RobotView) -> String {
    let t = m();
    let names: Vec<String> = v
        .order
        .iter()
        .map(|&i| t.object(v.scene.objects[i].colour, v.scene.objects[i].kind))
        .collect();
    t.robot_tokens(&v.scene.instruction.object_words(), &names.join(" · "))
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
    let words = m().robot_table(0);
    let caption = Signal::derive(move || m().robot_table(shown.with(|p| p.head)).1);
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
                    let named = if i == v.target { words.3 } else { "" };
                    [
                        format!("{}{named}", m().object(o.colour, o.kind)),
                        square(o.cell),
                        share,
                    ]
                })
                .collect::<Vec<_>>()
        })
    });
    let cell = move |i: usize, k: usize| {
        move || rows.with(|r| r.get(i).map(|row| row[k].clone()).unwrap_or_default())
    };
    view! {
        <DataTable label=words.0 caption=caption head=words.2>
            <For each=move || 0..rows.with(Vec::len) key=|i| *i let(i)>
                <tr>
                    <th scope="row">{cell(i, 0)}</th>
                    <td data-label=words.2[1]>{cell(i, 1)}</td>
                    <td data-label=words.2[2]>{cell(i, 2)}</td>
                </tr>
            </For>
        </DataTable>
    }
}

/// The table as the page drew it: the scene from the link, the model's answer from the page's
/// numbers (none yet: the table alone), square, at most 720 CSS pixels across, for saving.
fn table_figure(p: &RobotParams, extra: &Extra, width: f64) -> Figure {
    let answer = extra.run.as_ref().and_then(|r| {
        let (input, answer) = r.answer.clone()?;
        Some(Attempt {
            input,
            answer,
            maps: r.maps.clone()?,
        })
    });
    let view = p.compute(&RobotSeen { run: None, answer });
    let side = width.min(720.0);
    on_svg_sized(side, side, |a, s| {
        table::draw(
            a,
            s,
            &TablePicture {
                view,
                dragging: None,
                selected: None,
            },
        );
        None
    })
}
