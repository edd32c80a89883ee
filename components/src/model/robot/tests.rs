use super::words::tests_inputs::inputs;
use super::*;
use crate::kernel::robot::scene::square;
use crate::model::{Widget, WidgetParams};
use crate::params::{Notice, Query};

fn read(link: &str) -> (RobotParams, Vec<Notice>) {
    RobotParams::from_query(&Query::parse(link))
}

#[test]
fn a_bare_link_draws_a_valid_table_and_says_so() {
    let p = RobotParams::default();
    assert_eq!((p.objects, p.head, p.steps, p.run), (4, 1, 1_000, false));
    let s = p.scene();
    assert_eq!(s.check(), Ok(()));
    assert_eq!(s, p.drawn());
    let said = p.summary_with(&RobotSeen::default());
    assert!(said.starts_with("Pick up the "), "{said}");
    assert!(
        said.ends_with("The model has not answered yet. Not trained yet: press Train."),
        "{said}"
    );
}

#[test]
fn the_reader_s_table_gripper_and_instruction_read_back() {
    let (p, notices) = read("table=red cup c3,blue cup e5,green toy a1&gripper=h8&pick=blue cup");
    assert!(notices.is_empty(), "{notices:?}");
    let s = p.scene();
    assert_eq!(s.objects.len(), 3);
    assert_eq!(square(s.gripper), "h8");
    assert_eq!(s.instruction.text(), "pick up the blue cup");
    assert_eq!(s.target_cell().map(square).as_deref(), Some("e5"));
    let (again, notices) = RobotParams::from_query(&p.to_query());
    assert!(notices.is_empty());
    assert_eq!(again, p);
    // The same state written out from a scene.
    assert_eq!(RobotParams::default().with_scene(&s).scene(), s);
}

#[test]
fn a_table_the_model_cannot_read_gets_a_notice_and_the_drawn_one() {
    for (link, says) in [
        (
            "table=red cup c3,red cup e5,green toy a1",
            "same type and colour",
        ),
        ("table=red cup c3,blue plate c3,green toy a1", "one square"),
        ("table=red cup c3", "3 to 6 objects"),
        (
            "table=red cup z9,blue plate c3,green toy a1",
            "colour, type and square",
        ),
        (
            "table=purple cup c3,blue plate e5,green toy a1",
            "colour, type and square",
        ),
    ] {
        let (p, notices) = read(link);
        assert!(p.table.is_empty(), "{link}");
        assert_eq!(p.scene(), p.drawn());
        assert!(
            notices.iter().any(|n| n.0.contains(says)),
            "{link}: {notices:?}"
        );
    }
    let (p, notices) = read("table=red cup c3,blue cup e5,green toy a1&pick=cup");
    assert_eq!(p.pick, None);
    assert!(notices[0].0.contains("name its colour"), "{notices:?}");
    let (p, notices) = read("table=red cup c3,blue cup e5,green toy a1&gripper=c3");
    assert_eq!(p.gripper, None);
    assert!(notices[0].0.contains("one square"), "{notices:?}");
    let (_, notices) = read("pick=the moon");
    assert!(notices[0].0.contains("“pick” should name"), "{notices:?}");
}

#[test]
fn a_shuffle_reorders_the_tokens_only() {
    let p = RobotParams::default();
    let shuffled = RobotParams {
        order: 5,
        ..p.clone()
    };
    assert_eq!(p.token_order(6), vec![0, 1, 2, 3, 4, 5]);
    let order = shuffled.token_order(4);
    assert_ne!(order, vec![0, 1, 2, 3]);
    let mut sorted = order.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, vec![0, 1, 2, 3]);
    assert_ne!(p.symbols(), shuffled.symbols());
    assert_eq!(p.symbols()[..3], shuffled.symbols()[..3]);
}

#[test]
fn trained_it_reaches_the_named_object_and_a_shuffle_changes_nothing_it_says() {
    for scene in 1..=4 {
        let p = RobotParams {
            scene,
            ..RobotParams::default()
        };
        let shuffled = RobotParams {
            order: 9,
            ..p.clone()
        };
        let (a, b) = (inputs(&p), inputs(&shuffled));
        let (trained, trained_shuffled) = (&a[3], &b[3]);
        let view = p.compute(trained);
        assert_eq!(view.right(), Some(true), "scene {scene}");
        let seen = view.seen.as_ref().unwrap();
        let best = (0..seen.attention.len())
            .max_by(|&i, &j| seen.attention[i].total_cmp(&seen.attention[j]))
            .unwrap();
        assert_eq!(
            best, view.target,
            "scene {scene}: the named object takes the most"
        );
        let said = p.summary(&view);
        assert!(said.contains(": right."), "{said}");
        assert_eq!(said, shuffled.summary(&shuffled.compute(trained_shuffled)));
        // An answer to another scene (the unshuffled tokens) is not this scene's.
        assert_eq!(shuffled.compute(trained).seen, None);
    }
}
