//! The `train` widget's model learns what the page says it learns, and a link replays its run.
//!
//! The long runs are `#[ignore]`d here and run by `scripts/test.sh` in release mode
//! (`cargo test --profile fast -- --ignored`), where 300 steps take seconds rather than minutes.

use components::kernel::network::{HELD_OUT, Settings, Shape, Trainer};
use components::model::WidgetParams;
use components::model::train::{Session, TrainParams, status};
use components::params::Query;

#[path = "shared/replay.rs"]
mod replay;

#[test]
fn a_link_replays_its_run_to_the_last_bit() {
    let (losses, fingerprint) = replay::replay();
    assert_eq!(
        (losses.as_slice(), fingerprint),
        (&replay::EXPECTED.0[..], replay::EXPECTED.1)
    );
}

#[test]
fn the_translator_s_run_replays_to_the_last_bit() {
    let (losses, fingerprint) = replay::translator_replay();
    assert_eq!(
        (losses.as_slice(), fingerprint),
        (
            &replay::EXPECTED_TRANSLATOR.0[..],
            replay::EXPECTED_TRANSLATOR.1
        ),
        "{:#x?}",
        (losses.as_slice(), fingerprint)
    );
}

/// The first step at which, checking every 25 steps, at least 99% of the held-out set is solved.
fn steps_to_99(settings: Settings, limit: u32) -> Option<u32> {
    let mut t = Trainer::new(settings);
    while t.step < limit {
        t.train_step().expect("the default run does not diverge");
        if t.step.is_multiple_of(25) && t.held_out_solved() * 100 >= HELD_OUT * 99 {
            return Some(t.step);
        }
    }
    None
}

#[test]
#[ignore = "release mode: scripts/test.sh runs it"]
fn the_default_link_learns_to_reverse_within_300_steps() {
    for seed in 1..=3 {
        let reached = steps_to_99(
            Settings {
                seed,
                ..Settings::default()
            },
            300,
        );
        assert!(
            reached.is_some(),
            "seed {seed} did not reach 99% in 300 steps"
        );
    }
}

#[test]
#[ignore = "release mode: scripts/test.sh runs it"]
fn without_positions_reversal_cannot_be_learned() {
    let d = Settings::default();
    let mut t = Trainer::new(Settings {
        shape: Shape {
            positions: false,
            ..d.shape
        },
        ..d
    });
    for _ in 0..300 {
        t.train_step().unwrap();
    }
    let share = t.held_out_solved() as f64 / HELD_OUT as f64;
    println!("PE off after 300 steps: {share}");
    assert!(share < 0.05, "{share}");
}

#[test]
#[ignore = "release mode: scripts/test.sh runs it"]
fn the_documented_link_stops_at_step_40_with_these_figures() {
    // `?embed=train&seed=5&steps=40&run=1`: the e2e test reads the same line off the page.
    let (params, _) = TrainParams::from_query(&Query::parse("seed=5&steps=40&run=1"));
    let mut s = Session::new(params);
    s.running = true;
    while s.running {
        s.advance(false);
    }
    let snap = s.snapshot();
    assert_eq!(
        status(params.settings.task, &snap),
        "Step 40: loss 2.24; 0.0% of 1,000 held-out sequences reversed exactly."
    );
}
