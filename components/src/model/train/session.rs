//! The run as the worker drives it: when to check the held-out set, when to stop, what a
//! snapshot carries.

use super::params::*;
use super::protocol::*;
use super::words::*;
use crate::kernel::language::grammar::{self, MAX_LEN};
use crate::kernel::network::{Diverged, Task, Trainer, VOCAB};
use crate::kernel::robot::Scene;

/// A run as the worker drives it.
pub struct Session {
    params: TrainParams,
    trainer: Trainer,
    /// Whether it is training.
    pub running: bool,
    loss: f64,
    solved: u32,
    checked_at: u32,
    diverged: Option<u32>,
    losses: Vec<f32>,
    checks: Vec<(u32, f32)>,
}

impl Session {
    /// A fresh run of `params`, checked once before its first step.
    pub fn new(params: TrainParams) -> Self {
        let trainer = Trainer::new(params.settings);
        let solved = trainer.held_out_solved() as u32;
        Self {
            params,
            trainer,
            running: false,
            loss: f64::NAN,
            solved,
            checked_at: 0,
            diverged: None,
            losses: Vec::new(),
            checks: vec![(
                0,
                solved as f32 / held_out_size(params.settings.task) as f32,
            )],
        }
    }

    /// Steps taken.
    pub fn step(&self) -> u32 {
        self.trainer.step
    }

    /// Whether the run may take another step: not diverged, not at its limit.
    pub fn can_step(&self) -> bool {
        self.diverged.is_none() && (self.params.steps == 0 || self.trainer.step < self.params.steps)
    }

    /// Takes one step; checks the held-out set every [`CHECK_EVERY`] steps and whenever the run
    /// stops (at its limit, or `last` for a single step). Stops the run if it cannot go on.
    pub fn advance(&mut self, last: bool) {
        if !self.can_step() {
            self.running = false;
            return;
        }
        match self.trainer.train_step() {
            Ok(r) => {
                self.loss = r.loss;
                self.losses.push(r.loss as f32);
            }
            Err(Diverged::Loss(step)) => {
                self.diverged = Some(step);
                self.running = false;
                return;
            }
        }
        if !self.can_step() {
            self.running = false;
        }
        if last || !self.running || self.trainer.step.is_multiple_of(CHECK_EVERY) {
            self.check();
        }
    }

    /// The share of the held-out set solved at the latest check.
    pub fn latest_share(&self) -> f32 {
        self.checks.last().map_or(0.0, |c| c.1)
    }

    /// Checks the held-out set now, unless it was checked at this step already.
    pub fn check(&mut self) {
        let step = self.trainer.step;
        if self.checked_at == step {
            return;
        }
        self.solved = self.trainer.held_out_solved() as u32;
        self.checked_at = step;
        let share = self.solved as f32 / held_out_size(self.params.settings.task) as f32;
        self.checks.push((step, share));
    }

    /// What has happened since the last snapshot; the curve points it carries are not sent again.
    pub fn snapshot(&mut self) -> Snapshot {
        let example = self.trainer.example();
        let (answer, maps) = self.trainer.answer_with_maps(&example);
        Snapshot {
            step: self.trainer.step,
            loss: self.loss,
            solved: self.solved,
            checked_at: self.checked_at,
            running: self.running,
            diverged: self.diverged,
            losses: std::mem::take(&mut self.losses),
            checks: std::mem::take(&mut self.checks),
            example,
            answer,
            maps,
        }
    }

    /// The model's answer to `input`, if it is a sequence the run can read (the run's length of
    /// digits, or up to `MAX_LEN - 1` English words).
    pub fn attempt(&self, input: Vec<usize>) -> Option<Attempt> {
        let readable = match self.params.settings.task {
            Task::Table => Scene::from_symbols(&input).is_some(),
            Task::Translate => {
                !input.is_empty()
                    && input.len() < MAX_LEN
                    && input.iter().all(|&t| t > 0 && t < grammar::FRENCH_START)
            }
            _ => input.len() == self.params.settings.shape.len && input.iter().all(|&s| s < VOCAB),
        };
        if !readable {
            return None;
        }
        let (answer, maps) = self.trainer.answer_with_maps(&input);
        Some(Attempt {
            input,
            answer,
            maps,
        })
    }
}
