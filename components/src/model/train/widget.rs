//! The training widget as a [`Widget`]: its summary reads the run's latest snapshot.

use super::params::TrainParams;
use super::protocol::Snapshot;
use super::words::{status, untrained};
use crate::model::{Widget, WidgetInput};

impl WidgetInput for Option<Snapshot> {
    /// No run yet, and the first snapshots of a real run of the default settings.
    #[cfg(not(target_arch = "wasm32"))]
    fn for_tests() -> Vec<Self> {
        use std::sync::OnceLock;
        static RUN: OnceLock<Vec<Snapshot>> = OnceLock::new();
        let run = RUN.get_or_init(|| {
            let mut session = super::session::Session::new(TrainParams::default());
            let mut snaps = vec![session.snapshot()];
            for _ in 0..3 {
                session.advance(true);
                snaps.push(session.snapshot());
            }
            snaps
        });
        std::iter::once(None)
            .chain(run.iter().cloned().map(Some))
            .collect()
    }
}

impl Widget for TrainParams {
    const EXAMPLE: &'static str = "task=sort&len=5";
    /// The run's latest snapshot, from the worker: the training is the worker's compute.
    type Input = Option<Snapshot>;
    type Output = Option<Snapshot>;

    fn compute(&self, latest: &Option<Snapshot>) -> Option<Snapshot> {
        latest.clone()
    }

    fn summary(&self, latest: &Option<Snapshot>) -> String {
        match latest {
            Some(s) => status(self.settings.task, s),
            None => untrained(self.settings.task, self.settings.shape.len),
        }
    }
}
