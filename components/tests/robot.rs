//! The robot widget's model learns what the page says it learns: the default link's run reaches
//! the figures the page states, and every seed of it sends the gripper to the named object on at
//! least 98% of the held-out tables within its 1,000 steps.
//!
//! The runs are `#[ignore]`d here and run by `scripts/test.sh` in release mode (`cargo test
//! --profile fast -- --ignored`), where 1,000 steps take under two seconds.

use components::kernel::network::Settings;
use components::kernel::robot::measure::{DEFAULT_RUN, measure};
use components::model::WidgetParams;
use components::model::robot::RobotParams;

#[test]
#[ignore = "release mode: scripts/test.sh runs it"]
fn the_default_link_s_run_measures_what_the_page_states() {
    let p = RobotParams::default();
    assert_eq!(measure(p.training().settings, p.steps), DEFAULT_RUN);
}

#[test]
#[ignore = "release mode: scripts/test.sh runs it"]
fn every_seed_reaches_98_percent_within_its_default_steps_and_looks_at_the_named_object() {
    for seed in 1..=5 {
        let m = measure(Settings::table(seed), RobotParams::default().steps);
        assert!(m.reached_98_at.is_some(), "seed {seed}: {m:?}");
        assert!(m.solved * 100 >= m.held_out * 98, "seed {seed}: {m:?}");
        for head in 0..2 {
            assert!(m.median[head] > 0.99, "seed {seed}: {m:?}");
            assert!(m.most[head] * 100 >= m.held_out * 98, "seed {seed}: {m:?}");
        }
    }
}

#[test]
fn the_default_link_trains_the_table_model_for_1000_steps() {
    let p = RobotParams::from_query(&Default::default()).0;
    assert_eq!((p.steps, p.training().settings.seed), (1_000, 1));
    assert!(!p.training().settings.shape.positions);
}
