//! The grammar's sentences, its held-out set and its reading of typed text.

use super::*;

#[test]
fn the_vocabularies_stay_small() {
    assert_eq!(TOKENS[FRENCH_START], "le");
    assert_eq!(TOKENS[FRENCH_START - 1], "big");
    // 43 English words; 58 French words of their own, and "animal", "long" and "," shared:
    // with the end token and the start token, 45 and 63 tokens a side, under the issue's 64.
    assert_eq!(FRENCH_START - 1, 43);
    assert_eq!(TOKENS.len() - FRENCH_START, 58);
    let mut sorted = TOKENS.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(sorted.len(), TOKENS.len(), "a token is listed twice");
}

#[test]
fn the_seed_sentences_translate_as_the_issue_says() {
    let tired = Family {
        animal: 0,
        place: 0,
        ending: 0,
        because_first: false,
    };
    let (en, fr) = tired.pair();
    assert_eq!(
        en,
        "the animal didn't cross the street because it was too tired"
    );
    assert_eq!(
        display(&ids(&fr)),
        "l'animal n'a pas traversé la rue parce qu'il était trop fatigué"
    );
    let cow = Family {
        animal: 4,
        place: 3,
        ending: 0,
        because_first: false,
    };
    assert_eq!(
        display(&ids(&cow.pair().1)),
        "la vache n'a pas traversé le pont parce qu'elle était trop fatiguée"
    );
    let wide = Family { ending: 3, ..cow };
    assert_eq!(wide.pronoun(), "il");
    assert!(wide.pair().1.ends_with("parce qu' il était trop large"));
    let first = Family {
        because_first: true,
        ..tired
    };
    assert_eq!(
        display(&ids(&first.pair().1)),
        "parce qu'il était trop fatigué, l'animal n'a pas traversé la rue"
    );
}

#[test]
fn phrases_agree() {
    assert_eq!(phrase(&ANIMALS[4], true, Some(1)), "les vaches blanches");
    assert_eq!(phrase(&ANIMALS[0], false, Some(2)), "le grand animal");
    assert_eq!(phrase(&ANIMALS[0], false, Some(0)), "l' animal noir");
    assert_eq!(phrase(&PLACES[0], false, Some(2)), "la grande rue");
}

#[test]
fn held_out_is_fixed_and_never_trained_on() {
    let h = HeldOut::new();
    assert_eq!(h.pairs.len(), 2 * HELD_OUT_FAMILY + HELD_OUT_OTHER);
    assert!(h.holds_family(0) && h.holds_family(3));
    assert_eq!(HeldOut::new().pairs, h.pairs);
    let mut rng = ChaCha12Rng::seed_from_u64(5);
    let (mut family, mut longest) = (0, 0);
    for _ in 0..20_000 {
        let p = draw(&mut rng, &h);
        assert!(!h.contains(&p.source));
        if let Some(f) = p.family {
            assert!(!h.holds_family(f.index()));
            family += 1;
        }
        longest = longest.max(p.target.len()).max(p.source.len());
    }
    assert!((9_000..11_000).contains(&family), "{family}");
    assert!(longest <= MAX_LEN, "{longest}");
    // Every animal, place and adjective is still trained on.
    let trained: Vec<usize> = (0..FAMILY).filter(|&i| !h.holds_family(i)).collect();
    for a in 0..7 {
        assert!(trained.iter().any(|&i| Family::nth(i, false).animal == a));
    }
    for e in 0..6 {
        assert!(trained.iter().any(|&i| Family::nth(i, false).ending == e));
        assert!(trained.iter().any(|&i| Family::nth(i, false).place == e));
    }
}

#[test]
fn parse_names_unknown_words_and_cuts() {
    let p = parse("The Cow didn’t cross the moon, because it was too tired.");
    assert_eq!(p.unknown, vec!["moon".to_string()]);
    assert_eq!(
        words(&p.tokens),
        "the cow didn't cross the , because it was too tired"
    );
    assert!(!p.cut);
    let long = parse(&"the dog ".repeat(10));
    assert_eq!(long.tokens.len(), MAX_LEN - 1);
    assert!(long.cut);
    // French words are not English input.
    assert_eq!(parse("le chien").unknown, vec!["le", "chien"]);
}
