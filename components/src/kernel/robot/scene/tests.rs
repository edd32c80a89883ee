use super::*;

#[test]
fn drawn_scenes_are_valid_and_name_one_object() {
    let mut rng = ChaCha12Rng::seed_from_u64(5);
    let (mut unneeded, mut named_anyway) = (0, 0);
    for _ in 0..2_000 {
        let s = Scene::draw_any(&mut rng);
        assert_eq!(s.check(), Ok(()), "{s:?}");
        let t = s.target().unwrap();
        let shared = s
            .objects
            .iter()
            .filter(|o| o.kind == s.objects[t].kind)
            .count()
            > 1;
        if !shared {
            unneeded += 1;
            named_anyway += usize::from(s.instruction.colour.is_some());
        } else {
            assert!(s.instruction.colour.is_some(), "{s:?}");
        }
        assert_eq!(Scene::from_symbols(&s.symbols()), Some(s));
    }
    // A quarter of the scenes that do not need the colour still name it.
    let share = named_anyway as f64 / unneeded as f64;
    assert!((0.2..0.3).contains(&share), "{share}");
}

#[test]
fn bad_scenes_are_refused_with_their_reason() {
    let mut rng = ChaCha12Rng::seed_from_u64(1);
    let good = Scene::draw(&mut rng, 4);
    let mut s = good.clone();
    s.objects[1].cell = s.objects[0].cell;
    assert_eq!(s.check(), Err(Problem::SameCell));
    let mut s = good.clone();
    s.gripper = s.objects[2].cell;
    assert_eq!(s.check(), Err(Problem::SameCell));
    let mut s = good.clone();
    s.objects.truncate(2);
    assert_eq!(s.check(), Err(Problem::Count));
    let mut s = good.clone();
    s.objects[1].kind = s.objects[0].kind;
    s.objects[1].colour = s.objects[0].colour;
    assert_eq!(s.check(), Err(Problem::Twins));
    let mut s = good.clone();
    s.objects[1].kind = s.objects[0].kind;
    s.instruction = Instruction {
        kind: s.objects[0].kind,
        colour: None,
    };
    assert_eq!(s.check(), Err(Problem::Ambiguous));
    assert_eq!(Scene::from_symbols(&[0, 9, 0, 1, 1, 1]), None);
    assert_eq!(Scene::from_symbols(&[0, 0]), None);
}

#[test]
fn moving_and_adding_keep_the_scene_valid() {
    let mut rng = ChaCha12Rng::seed_from_u64(2);
    let s = Scene::draw(&mut rng, 3);
    let free = (0..CELLS).find(|&c| s.at(c).is_none()).unwrap();
    let moved = s.moved(Thing::Object(1), free).unwrap();
    assert_eq!(moved.objects[1].cell, free);
    assert_eq!(moved.at(free), Some(Thing::Object(1)));
    assert_eq!(
        s.moved(Thing::Gripper, s.objects[0].cell),
        Err(Problem::SameCell)
    );
    assert_eq!(s.moved(Thing::Gripper, s.gripper), Ok(s.clone()));
    // A second object of the named type: the instruction now names its colour.
    let t = s.target().unwrap();
    let kind = s.objects[t].kind;
    let two = s.with_added(kind).unwrap();
    assert_eq!(two.objects.len(), 4);
    assert_eq!(two.target(), Ok(t));
    assert_eq!(two.instruction.colour, Some(s.objects[t].colour));
    assert_ne!(two.objects[3].colour, s.objects[t].colour);
    let full = two.with_added(0).unwrap().with_added(1).unwrap();
    assert_eq!(full.with_added(2), Err(Problem::Count));
}

#[test]
fn instructions_and_squares_read_back() {
    let red_cup = Instruction {
        kind: 0,
        colour: Some(0),
    };
    assert_eq!(red_cup.text(), "pick up the red cup");
    assert_eq!(Instruction::parse("Pick up the RED cup"), Some(red_cup));
    assert_eq!(Instruction::parse("red cup"), Some(red_cup));
    assert_eq!(Instruction::parse(" bottle ").map(|i| i.kind), Some(4));
    assert_eq!(Instruction::parse("purple cup"), None);
    assert_eq!(Instruction::parse("the cup please"), None);
    assert_eq!(square(0), "a1");
    assert_eq!(square(63), "h8");
    assert_eq!(square(2 * SIDE + 2), "c3");
    for cell in 0..CELLS {
        assert_eq!(parse_square(&square(cell)), Some(cell));
    }
    assert_eq!(parse_square("i1"), None);
    assert_eq!(parse_square("a9"), None);
    assert_eq!(parse_square("C3"), Some(18));
}

#[test]
fn the_held_out_set_is_fixed_and_never_trained_on_in_any_order() {
    let h = HeldOut::new();
    assert_eq!(h.scenes.len(), HELD_OUT_SCENES);
    assert_eq!(HeldOut::new().scenes, h.scenes);
    let mut shuffled = h.scenes[3].clone();
    shuffled.objects.reverse();
    assert!(h.contains(&shuffled));
    let mut rng = ChaCha12Rng::seed_from_u64(9);
    for _ in 0..3_000 {
        assert!(!h.contains(&h.draw(&mut rng)));
    }
}
