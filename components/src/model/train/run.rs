//! What the page knows of a run in the worker, and what it does as reports come in: keep the
//! curves (and the run before, to compare), drop a reset's stale snapshots, pause a run nobody
//! can see, say where the run is without flooding a screen reader, and say what failed.
//!
//! Pure, so the training view only moves messages and draws; every rule here is tested natively.

use super::chart::Curves;
use super::protocol::{Command, Snapshot};
use crate::format::group;
use crate::i18n::m;

/// How often the status line may speak while training (ms): a screen reader should hear the run
/// progress, not a stream of numbers.
pub const SPEAK_EVERY_MS: f64 = 2_000.0;

/// The least time between two [`Command::Yield`]s the page sends (ms); the worker holds back for
/// a little longer than this after each.
pub const YIELD_EVERY_MS: f64 = 100.0;

/// The run as the page knows it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Run {
    /// The latest snapshot.
    pub last: Option<Snapshot>,
    /// This run's curves.
    pub now: Curves,
    /// The previous run's, kept when a new run starts.
    pub before: Option<Curves>,
    /// Why the worker could not be used, if it could not.
    pub problem: Option<String>,
    /// What the status line says now; empty before the first snapshot is spoken.
    pub said: String,
    /// Snapshots of the run before a reset are still on their way; they are dropped until the
    /// new run's first (at step 0) arrives.
    awaiting_reset: bool,
    /// When the status line last spoke (ms on the page's clock), if it has.
    said_at: Option<f64>,
    /// Whether the run was paused because the page was hidden.
    paused_unseen: bool,
    /// When the page last asked the worker to yield (ms).
    yielded_at: Option<f64>,
}

impl Run {
    /// Whether training goes on.
    pub fn running(&self) -> bool {
        self.last.as_ref().is_some_and(|s| s.running)
    }

    /// The step the run is at.
    pub fn step(&self) -> u32 {
        self.last.as_ref().map_or(0, |s| s.step)
    }

    /// Whether the run cannot go on: it diverged, or reached the link's step limit (`limit`, 0
    /// for none).
    pub fn stopped_for_good(&self, limit: u32) -> bool {
        self.last
            .as_ref()
            .is_some_and(|s| s.diverged.is_some() || (limit > 0 && s.step >= limit))
    }

    /// A worker has started: its first snapshot is the fresh run's, at step 0.
    pub fn started(&mut self) {
        self.awaiting_reset = true;
    }

    /// A new run: the curves of the one that had started are kept for comparison, and its
    /// snapshots still on their way are dropped.
    pub fn reset(&mut self) {
        if !self.now.losses.is_empty() {
            self.before = Some(std::mem::take(&mut self.now));
        }
        self.now = Curves::default();
        self.awaiting_reset = true;
    }

    /// A snapshot has arrived at `clock` (ms), the page `hidden` or not; `speak` words it. Returns
    /// the command to send back, if any: a run nobody can see is paused (a hidden tab, or an
    /// embed in a page left in the background, would otherwise take a core for nothing, without
    /// end when the link sets no step limit).
    pub fn snapshot(
        &mut self,
        snap: Snapshot,
        clock: f64,
        hidden: bool,
        speak: impl FnOnce(&Snapshot) -> String,
    ) -> Option<Command> {
        let pause = (snap.running && hidden).then(|| {
            self.paused_unseen = true;
            Command::Pause
        });
        if self.awaiting_reset && snap.step != 0 {
            return pause;
        }
        self.awaiting_reset = false;
        // The first check at 99% or more is news worth saying at once.
        let was = self.now.checks.last().map_or(0.0, |c| c.1);
        let milestone = was < 0.99 && snap.checks.iter().any(|c| c.1 >= 0.99);
        let due = self.said_at.is_none_or(|at| clock - at >= SPEAK_EVERY_MS);
        if !snap.running || milestone || due {
            self.said_at = Some(clock);
            self.said = speak(&snap);
        }
        self.now.extend(&snap);
        self.last = Some(snap);
        pause
    }

    /// The worker failed: the widget goes back to an untrained model with the reason above it
    /// (the run before is kept), and the next Train, Step or Reset starts a fresh worker.
    pub fn failed(&mut self, why: String) {
        *self = Run {
            before: self.before.take(),
            problem: Some(why),
            ..Run::default()
        };
    }

    /// The page was hidden or shown again. Hidden while training: the command that pauses the
    /// run. Shown again after such a pause: the reader is told where it stopped.
    pub fn visibility(&mut self, hidden: bool) -> Option<Command> {
        if hidden {
            if self.running() {
                self.paused_unseen = true;
                return Some(Command::Pause);
            }
        } else if std::mem::take(&mut self.paused_unseen) {
            self.said = m().train_paused_hidden(&group(self.step()));
        }
        None
    }

    /// The reader pressed, clicked or moved something at `clock` (ms) while the run trains:
    /// whether to ask the worker to hold back, at most once every [`YIELD_EVERY_MS`].
    pub fn reader_input(&mut self, clock: f64) -> bool {
        let due = self
            .yielded_at
            .is_none_or(|at| clock - at >= YIELD_EVERY_MS);
        if due {
            self.yielded_at = Some(clock);
        }
        due
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::network::AttentionMaps;

    fn snap(step: u32, running: bool, checks: Vec<(u32, f32)>) -> Snapshot {
        Snapshot {
            step,
            loss: 1.0,
            solved: 0,
            checked_at: step,
            running,
            diverged: None,
            losses: vec![1.0; step.min(3) as usize],
            checks,
            example: vec![],
            answer: vec![],
            maps: AttentionMaps::default(),
        }
    }

    fn said(s: &Snapshot) -> String {
        format!("step {}", s.step)
    }

    #[test]
    fn speaks_at_most_every_two_seconds_but_at_once_for_news() {
        let mut run = Run::default();
        run.snapshot(snap(0, true, vec![]), 0.0, false, said);
        assert_eq!(run.said, "step 0");
        run.snapshot(snap(25, true, vec![(25, 0.5)]), 500.0, false, said);
        assert_eq!(run.said, "step 0", "too soon");
        run.snapshot(snap(50, true, vec![(50, 0.995)]), 900.0, false, said);
        assert_eq!(run.said, "step 50", "the first 99% is said at once");
        run.snapshot(snap(75, true, vec![(75, 0.999)]), 1_000.0, false, said);
        assert_eq!(run.said, "step 50", "only the first");
        run.snapshot(snap(100, true, vec![]), 2_900.0, false, said);
        assert_eq!(run.said, "step 100", "two seconds on");
        run.snapshot(snap(101, false, vec![]), 2_950.0, false, said);
        assert_eq!(run.said, "step 101", "stopping is said at once");
        assert_eq!(run.step(), 101);
        assert!(!run.running());
    }

    #[test]
    fn a_reset_keeps_the_run_before_and_drops_its_late_snapshots() {
        let mut run = Run::default();
        run.snapshot(snap(3, true, vec![]), 0.0, false, said);
        run.reset();
        assert_eq!(run.before.as_ref().map(|c| c.losses.len()), Some(3));
        run.snapshot(snap(4, true, vec![]), 10.0, false, said);
        assert_eq!(run.step(), 3, "the old run's snapshot is dropped");
        run.snapshot(snap(0, false, vec![]), 20.0, false, said);
        assert_eq!(run.step(), 0);
        assert!(run.now.losses.is_empty());
    }

    #[test]
    fn a_run_nobody_sees_is_paused_and_the_reader_told_on_return() {
        let mut run = Run::default();
        assert_eq!(
            run.snapshot(snap(40, true, vec![]), 0.0, true, said),
            Some(Command::Pause)
        );
        assert_eq!(run.visibility(false), None);
        assert_eq!(
            run.said,
            "Paused at step 40 while the page was hidden. Press Train to go on."
        );
        // Hidden while it trains: paused; hidden while paused: nothing to do.
        run.snapshot(snap(41, true, vec![]), 5_000.0, false, said);
        assert_eq!(run.visibility(true), Some(Command::Pause));
        run.snapshot(snap(41, false, vec![]), 5_100.0, false, said);
        assert_eq!(run.visibility(true), None);
    }

    #[test]
    fn a_failure_keeps_only_the_run_before_and_the_reason() {
        let mut run = Run::default();
        run.snapshot(snap(3, true, vec![]), 0.0, false, said);
        run.reset();
        run.snapshot(snap(0, true, vec![]), 1.0, false, said);
        run.failed("the worker could not start".into());
        assert_eq!(run.problem.as_deref(), Some("the worker could not start"));
        assert!(run.last.is_none() && run.said.is_empty() && run.before.is_some());
    }

    #[test]
    fn the_worker_is_asked_to_yield_ten_times_a_second_at_most() {
        let mut run = Run::default();
        assert!(run.reader_input(1_000.0));
        assert!(!run.reader_input(1_050.0));
        assert!(run.reader_input(1_100.0));
    }

    #[test]
    fn a_run_stops_for_good_at_its_limit_or_when_it_diverges() {
        let mut run = Run::default();
        run.snapshot(snap(100, false, vec![]), 0.0, false, said);
        assert!(run.stopped_for_good(100) && !run.stopped_for_good(0));
        let mut bad = snap(7, false, vec![]);
        bad.diverged = Some(7);
        run.snapshot(bad, 1.0, false, said);
        assert!(run.stopped_for_good(0));
    }
}
