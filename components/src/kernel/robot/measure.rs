//! What a run of the table model does, measured as the page states it: when it first sends the
//! gripper to the named object on 98% of the held-out tables, how many it gets right at the end,
//! and how the gripper's token attends on those tables (the median weight on the named object,
//! and how often that object gets the most of it), head by head.

use super::scene::Scene;
use super::table::gripper_attention;
use crate::kernel::network::trainer::{Settings, Trainer};

/// How often a run checks the held-out tables, in steps (as the widget's run does).
pub const CHECK_EVERY: u32 = 25;

/// A run's measurements.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Measured {
    /// The first check at which 98% or more of the held-out tables were reached.
    pub reached_98_at: Option<u32>,
    /// Held-out tables reached at the end.
    pub solved: usize,
    /// Held-out tables.
    pub held_out: usize,
    /// Per head: the median weight the gripper's token puts on the named object.
    pub median: [f32; 2],
    /// Per head: on how many tables the named object takes at least 99.9% of the attention.
    pub nearly_all: [usize; 2],
    /// Per head: on how many tables the named object gets the most of the gripper's attention.
    pub most: [usize; 2],
}

/// Trains `settings` for `steps` steps, checking every [`CHECK_EVERY`], and measures the end.
pub fn measure(settings: Settings, steps: u32) -> Measured {
    let mut t = Trainer::new(settings);
    let mut reached_98_at = None;
    let held_out = t.held_out_count();
    while t.step < steps {
        if t.train_step().is_err() {
            break;
        }
        if t.step.is_multiple_of(CHECK_EVERY)
            && reached_98_at.is_none()
            && t.held_out_solved() * 100 >= held_out * 98
        {
            reached_98_at = Some(t.step);
        }
    }
    let mut weights = [Vec::new(), Vec::new()];
    let mut most = [0; 2];
    let scenes: Vec<Vec<usize>> = t.held_out().map(|(s, _)| s).collect();
    for symbols in &scenes {
        let Some(target) = Scene::from_symbols(symbols).and_then(|s| s.target().ok()) else {
            continue;
        };
        let (_, maps) = t.answer_with_maps(symbols);
        for head in 0..2 {
            let g = gripper_attention(&maps, 0, head);
            weights[head].push(g[target]);
            if (0..g.len()).all(|j| j == target || g[j] < g[target]) {
                most[head] += 1;
            }
        }
    }
    for w in &mut weights {
        w.sort_by(f32::total_cmp);
    }
    let median = weights
        .each_ref()
        .map(|w| w.get(w.len() / 2).copied().unwrap_or(0.0));
    let nearly_all = weights
        .each_ref()
        .map(|w| w.iter().filter(|&&x| x >= 0.999).count());
    Measured {
        reached_98_at,
        solved: t.held_out_solved(),
        held_out,
        median,
        nearly_all,
        most,
    }
}

/// The default link's run (seed 1, 1,000 steps) as measured; the page states these figures, and
/// a test trains the run again and checks them (`components/tests/robot.rs`).
pub const DEFAULT_RUN: Measured = Measured {
    reached_98_at: Some(400),
    solved: 992,
    held_out: 1_000,
    median: [1.0, 1.0],
    nearly_all: [994, 986],
    most: [996, 991],
};
