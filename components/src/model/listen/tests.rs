//! The `listen` widget's links, summaries and measured figures.

use super::*;

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
        "Cross-attention, layer 2, head 1: the French word “il” (word 11) listens most to “animal” 99.9%, “didn't” 0.0%, “the” 0.0%. The model writes “il” (90.3%)."
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
    assert!(s.starts_with("Encoder self-attention, layer 1, head 1: the English word “it” (word 8) listens most to"), "{s}");
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
        flip_note(2, 1),
        "Measured over the 66 held-out “didn't cross” sentences whose two nouns differ in gender: when layer 2, head 1 is made to look only at the other noun as the pronoun is written, il turns into elle, or elle into il, in every one of them."
    );
    assert!(flip_note(2, 2).ends_with("in none of them: this head does not decide the pronoun."));
    assert!(flip_note(1, 1).ends_with("in 43 of them."));
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
