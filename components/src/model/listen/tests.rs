//! The `listen` widget's links, summaries and measured figures.

use super::params::index_of;
use super::*;
use crate::kernel::language::grammar::Family;
use crate::model::WidgetParams;
use crate::params::Query;

#[test]
fn links_read_back_and_bad_words_are_noticed() {
    let (p, n) = ListenParams::from_query(&Query::parse(
        "ending=wide&subject=cow&place=bridge&order=because-first&view=encoder&word=1&force=it",
    ));
    assert!(n.is_empty(), "{n:?}");
    assert_eq!(ListenParams::from_query(&p.to_query()).0, p);
    assert_eq!(
        grammar::words(&p.source()),
        "because it was too wide , the cow didn't cross the bridge"
    );
    let (q, n) = ListenParams::from_query(&Query::parse("force=cow&word=14"));
    assert_eq!((q.force, q.word), (0, None));
    assert_eq!(n.len(), 2, "{n:?}");
    assert!(n[0].0.contains("“cow” is not"), "{n:?}");
    assert!(n[1].0.starts_with("“word” must be below 14"), "{n:?}");
}

/// The shipped translator, as the page fetches it.
pub(crate) fn shipped() -> Translator {
    Translator::from_bytes(include_bytes!("../../../../assets/translator.bin"))
        .expect("the shipped weights")
}

#[test]
fn the_shipped_translator_resolves_it_on_the_seed_sentences() {
    let t = shipped();
    let p = ListenParams::default();
    let s = p.summary(&p.compute(&t));
    assert_eq!(
        s,
        "Cross-attention, layer 2, head 2: the French word “il” (word 11) listens most to “animal” 99.8%, “street” 0.2%, “didn't” 0.0%. The model writes “il” (90.3%)."
    );
    let wide = ListenParams {
        family: Family {
            ending: 3,
            ..p.family
        },
        ..p
    };
    let s = wide.summary(&wide.compute(&t));
    assert!(
        s.contains("the French word “elle” (word 11) listens most to “street”"),
        "{s}"
    );
    let encoder = ListenParams {
        view: View::Encoder,
        layer: 1,
        ..p
    };
    let s = encoder.summary(&encoder.compute(&t));
    assert!(s.starts_with("Encoder self-attention, layer 1, head 2: the English word “it” (word 8) listens most to"), "{s}");
}

#[test]
fn forcing_the_head_onto_the_other_noun_flips_the_pronoun() {
    let t = shipped();
    let p = ListenParams {
        force: index_of(&FORCEABLE, "street"),
        ..ListenParams::default()
    };
    let l = p.compute(&t);
    let s = p.summary(&l);
    assert!(
        s.contains("Made to look only at “street”, the model writes “elle”"),
        "{s}"
    );
    assert_eq!(
        l.forced.as_ref().unwrap().french,
        "l'animal n'a pas traversé la rue parce qu'elle était trop fatiguée"
    );
}

#[test]
fn the_flip_note_quotes_the_shipped_measure() {
    assert_eq!(
        flip_note(Story::Cross, 2, 2),
        "Measured over the 66 held-out “didn't cross” sentences whose two nouns differ in gender: when layer 2, head 2 is made to look only at the other noun as the pronoun is written, il turns into elle, or elle into il, in every one of them."
    );
    assert!(
        flip_note(Story::Cross, 2, 1)
            .ends_with("in none of them: this head does not decide the pronoun.")
    );
    assert!(
        flip_note(Story::Fit, 2, 2)
            .starts_with("Measured over the 16 held-out “didn't fit in” sentences")
    );
    assert!(flip_note(Story::Fit, 2, 2).ends_with("in every one of them."));
    // The seed sentence is one of them: forced onto "street", "il" becomes "elle", and the
    // adjective that agrees with it changes too.
    let t = shipped();
    let p = ListenParams {
        force: index_of(&FORCEABLE, "street"),
        ..ListenParams::default()
    };
    let what = p.compute(&t).forced.unwrap();
    let changed: Vec<&str> = what.words.iter().filter(|w| w.1).map(|w| w.0).collect();
    assert_eq!(changed, ["elle", "fatiguée"]);
}

#[test]
fn the_default_is_the_resolving_head() {
    let r = crate::kernel::decoding::shipped::measured().resolving();
    let p = ListenParams::default();
    assert_eq!((p.layer, p.head, p.view), (r.layer, r.head, View::Cross));
}

#[test]
fn the_trophy_s_it_is_the_trophy_when_big_and_the_suitcase_when_small() {
    let t = shipped();
    let (p, n) =
        ListenParams::from_query(&Query::parse("subject=trophy&place=suitcase&ending=big"));
    assert!(n.is_empty(), "{n:?}");
    let l = p.compute(&t);
    assert_eq!(
        grammar::display(&l.translation.output),
        "le trophée n'est pas entré dans la valise parce qu'il était trop grand"
    );
    let s = p.summary(&l);
    assert!(
        s.contains("the French word “il” (word 12) listens most to “trophy”"),
        "{s}"
    );
    let small = p.with_slot("ending", "small");
    let s = small.summary(&small.compute(&t));
    assert!(
        s.contains("the French word “elle” (word 12) listens most to “suitcase”"),
        "{s}"
    );
    // Forced onto the suitcase, "big" still: the pronoun and its adjective turn feminine.
    let forced = ListenParams {
        force: index_of(&FORCEABLE, "suitcase"),
        ..p
    };
    let what = forced.compute(&t).forced.unwrap();
    assert_eq!(what.pronoun, "elle");
    let changed: Vec<&str> = what.words.iter().filter(|w| w.1).map(|w| w.0).collect();
    assert_eq!(changed, ["elle", "grande"]);
}

#[test]
fn a_subject_picks_its_family_and_a_place_of_the_other_is_noticed() {
    // A trophy alone takes its family's first place and adjective, without a word.
    let (p, n) = ListenParams::from_query(&Query::parse("subject=trophy"));
    assert!(n.is_empty(), "{n:?}");
    // (Checked in two halves: the whole is the reference's own sentence.)
    let words = grammar::words(&p.source());
    assert!(
        words.starts_with("the trophy didn't fit in the suitcase"),
        "{words}"
    );
    assert!(words.ends_with("too big"), "{words}");
    let (q, n) =
        ListenParams::from_query(&Query::parse("subject=guitar&place=street&ending=tired"));
    assert_eq!((q.family.place, q.family.ending), (0, 0));
    assert_eq!(n.len(), 2, "{n:?}");
    assert!(
        n[0].0.starts_with(
            "“place” must be one of its places for the “guitar” sentence, not “street”"
        ),
        "{n:?}"
    );
    assert_eq!(ListenParams::from_query(&q.to_query()).0, q);
    // Back to an animal: the paper's sentence, its first place and adjective.
    let back = q.with_slot("subject", "cow");
    assert_eq!(
        grammar::words(&back.source()),
        "the cow didn't cross the street because it was too tired"
    );
    assert_eq!(
        slot_words("place", Story::Fit),
        ["suitcase", "box", "bag", "drawer"]
    );
}
