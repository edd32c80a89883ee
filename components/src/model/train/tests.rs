//! The `train` widget's model, tested natively.

use super::chart::*;
use super::params::*;
use super::protocol::*;
use super::session::*;
use super::words::*;
use crate::kernel::network::{Settings, Task, VOCAB};
use crate::model::WidgetParams;
use crate::model::charts::ChartData;
use crate::model::charts::series::Series;
use crate::params::Query;

#[test]
fn the_bare_link_is_the_issue_s_defaults() {
    let p = TrainParams::default();
    assert_eq!(p.settings, Settings::default());
    assert_eq!((p.steps, p.run), (0, false));
}

#[test]
fn heads_must_divide_dmodel() {
    let (p, notices) = TrainParams::from_query(&Query::parse("dmodel=20&heads=3"));
    assert_eq!(p.settings.shape.heads, 2);
    assert_eq!(notices.len(), 1);
    let (p, _) = TrainParams::from_query(&Query::parse("dmodel=17&heads=4"));
    assert_eq!(p.settings.shape.heads, 1);
    let mut q = TrainParams::default();
    q.set_heads(3);
    assert_eq!(
        q.settings.shape.heads, 2,
        "3 does not divide 32; 2 and 4 are as near, and ties go to the smaller"
    );
}

#[test]
fn commands_and_reports_survive_the_crossing() {
    let p = TrainParams::from_query(&Query::parse("task=sort&len=5&seed=9&pe=off&steps=3")).0;
    for c in [
        Command::Reset(p),
        Command::Run,
        Command::Pause,
        Command::Step,
        Command::Try(vec![3, 1, 4, 1, 5]),
        Command::Yield,
    ] {
        assert_eq!(Command::decode(&c.encode()), Some(c));
    }
    assert_eq!(Command::decode(&[9.0]), None);
    assert_eq!(
        Command::decode(&[1.0, 1.0]),
        None,
        "nothing may follow a command"
    );
    // Settings the link could not hold are refused, not built into a model.
    let mut odd = p;
    odd.settings.shape.heads = 3;
    assert_eq!(Command::decode(&Command::Reset(odd).encode()), None);
    let mut long = p;
    long.settings.shape.len = 17;
    assert_eq!(Command::decode(&Command::Reset(long).encode()), None);
    let translate = TrainParams::from_query(&Query::parse("task=translate&seed=3")).0;
    let c = Command::Reset(translate);
    assert_eq!(Command::decode(&c.encode()), Some(c));
    let mut s = Session::new(p);
    s.running = true;
    while s.running {
        s.advance(false);
    }
    let snap = s.snapshot();
    assert_eq!((snap.step, snap.checked_at, snap.running), (3, 3, false));
    assert_eq!(snap.losses.len(), 3);
    assert_eq!(
        snap.checks.len(),
        2,
        "the check before step 1 and the one at the limit"
    );
    let report = Report::Snapshot(snap);
    assert_eq!(Report::decode(&report.encode()), Some(report));
    let attempt = Report::Attempt(s.attempt(vec![1, 2, 3, 4, 5]).unwrap());
    assert_eq!(Report::decode(&attempt.encode()), Some(attempt));
    assert!(s.attempt(vec![1, 2]).is_none());
    assert_eq!(Report::decode(&[7.0]), None);
    assert_eq!(Report::decode(&[0.0, 1.0]), None);
}

#[test]
fn translate_takes_the_translator_s_shape_and_says_sentences() {
    let (p, n) = TrainParams::from_query(&Query::parse("task=translate&seed=3"));
    assert!(n.is_empty(), "{n:?}");
    assert_eq!(p.settings, Settings::translator(3));
    assert_eq!(TrainParams::from_query(&p.to_query()).0, p);
    let (q, _) = TrainParams::from_query(&Query::parse("task=translate&layers=1&warmup=50"));
    assert_eq!((q.settings.shape.layers, q.settings.warmup), (1, 50));
    let mut back = p;
    back.set_task(Task::Reverse);
    assert_eq!(
        (back.settings.shape.len, back.settings.shape.vocab),
        (8, VOCAB)
    );
    back.set_task(Task::Translate);
    assert_eq!(back.settings, Settings::translator(3));
    let mut session = Session::new(p);
    let snap = session.snapshot();
    assert_eq!(
        status(Task::Translate, &snap),
        "Step 0: not trained yet; 0.0% of 674 held-out sentences translated exactly."
    );
    assert_eq!(
        sequence_text(Task::Translate, &snap.example, false),
        "the animal didn't cross the street because it was too tired"
    );
    let typed = parse_sentence("The dog saw the white cat").unwrap();
    assert!(session.attempt(typed).is_some());
    assert!(
        session.attempt(vec![0]).is_none(),
        "the end token is not English"
    );
    assert!(
        parse_sentence("the dog saw the moon")
            .unwrap_err()
            .contains("“moon”")
    );
    assert!(parse_sentence(" ").is_err());
}

#[test]
fn typed_sequences() {
    assert_eq!(parse_sequence("3 1 4, 1", 4), Ok(vec![3, 1, 4, 1]));
    assert_eq!(parse_sequence("3141", 4), Ok(vec![3, 1, 4, 1]));
    assert!(parse_sequence("31x1", 4).unwrap_err().contains("“x”"));
    assert!(parse_sequence("314", 4).unwrap_err().contains("that has 3"));
    assert_eq!(example_sequence(4), "3 1 4 1");
}

#[test]
fn status_lines() {
    let mut s = Session::new(TrainParams::default());
    let snap = s.snapshot();
    assert_eq!(
        status(Task::Reverse, &snap),
        "Step 0: not trained yet; 0.0% of 1,000 held-out sequences reversed exactly."
    );
    let later = Snapshot {
        step: 180,
        loss: 0.6249,
        solved: 971,
        checked_at: 180,
        ..snap.clone()
    };
    assert_eq!(
        status(Task::Reverse, &later),
        "Step 180: loss 0.62; 97.1% of 1,000 held-out sequences reversed exactly."
    );
    let stale = Snapshot {
        checked_at: 175,
        ..later
    };
    assert!(status(Task::Sort, &stale).ends_with("sorted exactly at step 175."));
    let broken = Snapshot {
        diverged: Some(12),
        ..stale
    };
    assert!(
        status(Task::Reverse, &broken)
            .starts_with("Step 12: the loss stopped being a number, so training stopped.")
    );
}

#[test]
fn the_chart_reads_each_step() {
    let now = Curves {
        losses: Series::from_slice(&[2.3, 2.1, 1.9]),
        checks: Series::from_slice(&[(0, 0.0), (2, 0.125)]),
    };
    let chart = TrainingChart {
        now,
        before: None,
        warmup: 100,
        d_model: 32,
        limit: 0,
        task: Task::Reverse,
    };
    assert_eq!((chart.stops(), chart.start(), chart.x_end()), (3, 2, 300));
    assert_eq!(
        chart.reading(2),
        "step 3: loss 1.90, rate 5.3e-4; 12.5% reversed exactly at step 2"
    );
    assert_eq!(
        TrainingChart {
            limit: 1234,
            ..chart
        }
        .x_end(),
        1300
    );
}

#[test]
fn maps_in_words() {
    let map = [0.1, 0.9, 0.8, 0.2];
    assert_eq!(strongest(&map, 2), vec![(1, 0.9), (0, 0.8)]);
    assert_eq!(
        describe_map(&map, 2, "output", "input"),
        "output 1 → input 2 (90%), output 2 → input 1 (80%)"
    );
    // Before the first snapshot a map is empty, and says nothing rather than failing.
    assert_eq!(describe_map(&[], 0, "output", "input"), "");
}
