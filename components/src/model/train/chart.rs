//! The run's curves as the page keeps them, and the training chart drawn from them.

use super::protocol::*;
use crate::format::{fixed, group, sci, with_percent};
use crate::i18n::m;
use crate::kernel::network::{Task, learning_rate};
use crate::model::charts::ChartData;
use crate::model::charts::series::Series;

/// A run's curves as the page holds them: one loss per step, and the held-out checks. Copies
/// share their values ([`Series`]), so the page may keep the live run, the drawn one and the run
/// before without copying a long run's curve at every snapshot.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Curves {
    /// The loss of step `i + 1` at `i`.
    pub losses: Series<f32>,
    /// (step, share of the held-out set solved), in order.
    pub checks: Series<(u32, f32)>,
}

impl Curves {
    /// The last check at or before `step`.
    pub fn check_at(&self, step: u32) -> Option<(u32, f32)> {
        self.checks.iter().rev().find(|c| c.0 <= step).copied()
    }

    /// Adds a snapshot's steps and checks.
    pub fn extend(&mut self, snap: &Snapshot) {
        self.losses.extend(&snap.losses);
        self.checks.extend(&snap.checks);
    }
}

/// The training chart: loss and held-out accuracy against the step, the learning rate under them,
/// and the previous run's curves for comparison. The cursor stops at every step taken.
#[derive(Debug, Clone, PartialEq)]
pub struct TrainingChart {
    /// This run.
    pub now: Curves,
    /// The run before it, if the reader asked to compare.
    pub before: Option<Curves>,
    /// The schedule's warm-up.
    pub warmup: u32,
    /// The schedule's d_model.
    pub d_model: usize,
    /// The step limit, 0 for none (the axis reaches it).
    pub limit: u32,
    /// The task, for the readout's verb.
    pub task: Task,
}

impl TrainingChart {
    /// Where the step axis ends: 300 steps (the budget to learn reversal), or further once a run
    /// or its limit goes further, rounded up to a hundred.
    pub fn x_end(&self) -> u32 {
        let before = self.before.as_ref().map_or(0, |b| b.losses.len());
        let far = (self.now.losses.len().max(before) as u32)
            .max(self.limit)
            .max(300);
        far.div_ceil(100) * 100
    }
}

impl ChartData for TrainingChart {
    fn stops(&self) -> usize {
        self.now.losses.len()
    }

    fn start(&self) -> usize {
        self.now.losses.len().saturating_sub(1)
    }

    fn reading(&self, i: usize) -> String {
        let step = i as u32 + 1;
        let loss = self.now.losses.get(i).copied().unwrap_or(f32::NAN);
        let rate = learning_rate(self.d_model, self.warmup, step);
        let held = match self.now.check_at(step) {
            Some((at, share)) => m().train_reading_check(
                &with_percent(&fixed(share as f64 * 100.0, 1)),
                m().train_held_out(super::params::task_number(self.task)).1,
                &group(at),
            ),
            None => String::new(),
        };
        m().train_reading(
            &group(step),
            &fixed(loss as f64, 2),
            &sci(rate as f64, 2),
            &held,
        )
    }
}
