//! The robot widget as a [`Widget`]: what the model's answer to the scene shows, and its summary.

use super::params::RobotParams;
use crate::format::{list_separator, percent};
use crate::i18n::m;
use crate::kernel::network::Task;
use crate::kernel::robot::scene::square;
use crate::kernel::robot::table::gripper_attention;
use crate::kernel::robot::{Scene, Thing};
use crate::model::train::{Attempt, Snapshot, status};
use crate::model::{Widget, WidgetInput};

/// The name of a thing on the table, for a control or a notice: "the gripper", "the red cup".
pub fn thing_name(scene: &Scene, thing: Thing) -> String {
    match thing {
        Thing::Gripper => m().the_gripper().to_string(),
        Thing::Object(i) => m().the_object(scene.objects[i].colour, scene.objects[i].kind),
    }
}

/// What the widget reads besides its link, from the training worker: the run's latest snapshot,
/// and the model's answer to the scene as the link has it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RobotSeen {
    /// The run's latest snapshot, once the worker has sent one.
    pub run: Option<Snapshot>,
    /// The model's answer to a scene (it counts only if it is the scene shown).
    pub answer: Option<Attempt>,
}

/// The model's answer to the scene shown.
#[derive(Debug, Clone, PartialEq)]
pub struct Seen {
    /// The cell it sends the gripper to.
    pub cell: usize,
    /// The gripper token's attention on each object, in the table's order (not the tokens').
    pub attention: Vec<f32>,
    /// Its attention on its own token.
    pub own: f32,
}

/// Everything the robot widget shows.
#[derive(Debug, Clone, PartialEq)]
pub struct RobotView {
    /// The table.
    pub scene: Scene,
    /// The object the instruction names.
    pub target: usize,
    /// The order the object tokens are read in.
    pub order: Vec<usize>,
    /// The model's answer, once it has given one for this scene.
    pub seen: Option<Seen>,
    /// The run's status line, once the worker has reported.
    pub status: Option<String>,
}

impl RobotView {
    /// Whether the model sends the gripper to the named object.
    pub fn right(&self) -> Option<bool> {
        let cell = self.scene.objects[self.target].cell;
        self.seen.as_ref().map(|s| s.cell == cell)
    }
}

impl WidgetInput for RobotSeen {
    /// No run yet; the run's first snapshot without and with the model's answer to the default
    /// scene; and the same after 300 steps.
    #[cfg(not(target_arch = "wasm32"))]
    fn for_tests() -> Vec<Self> {
        tests_inputs::inputs(&RobotParams::default())
    }
}

impl Widget for RobotParams {
    const EXAMPLE: &'static str = "table=red%20cup%20c3,blue%20cup%20e5,green%20toy%20a1,yellow%20bottle%20f6&gripper=h8&pick=blue%20cup&head=2&order=3";
    type Input = RobotSeen;
    type Output = RobotView;

    /// The inputs for this state's own scene (the answers are to its symbols).
    #[cfg(not(target_arch = "wasm32"))]
    fn test_inputs(&self) -> Vec<RobotSeen> {
        tests_inputs::inputs(self)
    }

    fn compute(&self, seen: &RobotSeen) -> RobotView {
        let scene = self.scene();
        let n = scene.objects.len();
        let order = self.token_order(n);
        let symbols = self.symbols();
        let seen_here = seen
            .answer
            .as_ref()
            .filter(|a| a.input == symbols)
            .and_then(|a| {
                let cell = *a.answer.first()?;
                let by_token = gripper_attention(&a.maps, 0, self.head.saturating_sub(1));
                (by_token.len() == n).then(|| {
                    let mut attention = vec![0.0; n];
                    for (&object, &w) in order.iter().zip(&by_token) {
                        attention[object] = w;
                    }
                    let own = 1.0 - by_token.iter().sum::<f32>();
                    Seen {
                        cell,
                        attention,
                        own: own.max(0.0),
                    }
                })
            });
        RobotView {
            target: scene.target().unwrap_or(0),
            scene,
            order,
            seen: seen_here,
            status: seen.run.as_ref().map(|s| status(Task::Table, s)),
        }
    }

    /// "Pick up the red cup: it stands on c3, the gripper on f6. The model sends the gripper to
    /// c3, to the red cup: right. The gripper's attention in head 1: red cup 98.1%, …; on itself
    /// 0.2%. Step 600: loss 0.82; 99.1% of 1,000 held-out tables reached exactly."
    fn summary(&self, v: &RobotView) -> String {
        let s = &v.scene;
        let instruction = s.instruction.text();
        let named = &s.objects[v.target];
        let t = m();
        let mut out = t.robot_where(&instruction, &square(named.cell), &square(s.gripper));
        match &v.seen {
            None => out += t.robot_no_answer(),
            Some(seen) => {
                let there = match s.at(seen.cell) {
                    Some(thing @ Thing::Object(_)) => Some(thing_name(s, thing)),
                    _ => None,
                };
                let shares: Vec<String> = s
                    .objects
                    .iter()
                    .zip(&seen.attention)
                    .map(|(o, &w)| {
                        format!("{} {}", t.object(o.colour, o.kind), percent(f64::from(w)))
                    })
                    .collect();
                out += &t.robot_answer(
                    &square(seen.cell),
                    there.as_deref(),
                    v.right() == Some(true),
                    self.head,
                    &shares.join(list_separator()),
                    &percent(f64::from(seen.own)),
                );
            }
        }
        out += &v
            .status
            .clone()
            .unwrap_or_else(|| t.robot_untrained().to_string());
        out
    }
}

/// The native tests' inputs: real snapshots and answers from the worker's own session code.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) mod tests_inputs {
    use std::collections::HashMap;
    use std::sync::{Arc, Mutex};

    use super::*;
    use crate::model::train::{Session, TrainParams};

    /// A run at step 0 and, for the default seed, at step 300, each with its snapshot.
    type Runs = Arc<Vec<(Session, Snapshot)>>;

    /// The run of `training`, made once per seed. Only the default seed's is trained (300 steps
    /// take seconds in a debug build, and the fuzzing reads links with many seeds).
    fn runs(training: TrainParams) -> Runs {
        static RUNS: Mutex<Option<HashMap<u64, Runs>>> = Mutex::new(None);
        let mut cache = RUNS.lock().unwrap_or_else(|e| e.into_inner());
        let by_seed = cache.get_or_insert_with(HashMap::new);
        by_seed
            .entry(training.settings.seed)
            .or_insert_with(|| {
                let mut first = Session::new(training);
                let first_snap = first.snapshot();
                let mut runs = vec![(first, first_snap)];
                if training.settings.seed == RobotParams::default().seed {
                    let mut later = Session::new(training);
                    later.snapshot();
                    for _ in 0..300 {
                        later.advance(false);
                    }
                    later.check();
                    let later_snap = later.snapshot();
                    runs.push((later, later_snap));
                }
                Arc::new(runs)
            })
            .clone()
    }

    /// No run yet; the run's first snapshot without and with the model's answer to `p`'s scene;
    /// the same after 300 steps for the default seed.
    pub(crate) fn inputs(p: &RobotParams) -> Vec<RobotSeen> {
        let runs = runs(p.training());
        let mut out = vec![RobotSeen::default()];
        for (i, (session, snap)) in runs.iter().enumerate() {
            if i == 0 {
                out.push(RobotSeen {
                    run: Some(snap.clone()),
                    answer: None,
                });
            }
            out.push(RobotSeen {
                run: Some(snap.clone()),
                answer: session.attempt(p.symbols()),
            });
        }
        out
    }
}
