//! The translate widget's model, against the shipped translator.

use super::*;
use crate::kernel::decoding::shipped;
use crate::kernel::language::grammar::parse;

#[test]
fn the_default_head_is_the_one_that_resolves_it() {
    let r = shipped::measured().resolving();
    let p = TranslateParams::default();
    assert_eq!((p.layer, p.head), (r.layer, r.head));
    assert_eq!(p.sentence, DEFAULT_SENTENCE);
}

#[test]
fn a_sentence_with_a_comma_survives_its_link() {
    let (p, n) = TranslateParams::from_query(&Query::parse(
        "s=because%20it%20was%20too%20busy%20%2C%20the%20goat%20didn't%20cross%20the%20road&layer=1",
    ));
    assert!(n.is_empty(), "{n:?}");
    assert_eq!(p.sentence, EXAMPLES[3]);
    assert_eq!(TranslateParams::from_query(&p.to_query()).0, p);
}

#[test]
fn notes_name_unknown_words_and_prompt_on_empty() {
    assert!(
        reading_note(&parse("  "))
            .unwrap()
            .starts_with("Type an English sentence")
    );
    let n = reading_note(&parse("the zebra saw the moon")).unwrap();
    assert!(
        n.starts_with("The translator does not know the words “zebra” and “moon”, so they are left out. It knows only the 57 English words"),
        "{n}"
    );
    assert!(
        reading_note(&parse(&"the dog ".repeat(9)))
            .unwrap()
            .contains("only the first 16")
    );
    assert_eq!(reading_note(&parse(DEFAULT_SENTENCE)), None);
}

#[test]
fn fixed_words_read_back_and_bad_ones_are_noticed() {
    let (p, n) =
        TranslateParams::from_query(&Query::parse("fix=12:fatiguée,11:elle,99:x,3:zebra,11:il"));
    assert_eq!(
        p.fix,
        vec![(11, "elle".to_string()), (12, "fatiguée".to_string())]
    );
    assert_eq!(n.len(), 1, "{n:?}");
    assert!(
        n[0].0.ends_with("99:x, 3:zebra, 11:il could not be used."),
        "{n:?}"
    );
    assert_eq!(TranslateParams::from_query(&p.to_query()).0, p);
    assert_eq!(TranslateParams::default().fix, vec![]);
}

#[test]
fn fixing_the_pronoun_re_decodes_the_adjective() {
    let t = crate::model::listen::tests::shipped();
    let (p, _) = TranslateParams::from_query(&Query::parse("fix=11:elle"));
    let tokens = parse(&p.sentence).tokens;
    let free = t.translate(&tokens);
    let fixed = t.translate_fixed(&tokens, &fixed_tokens(&p.fix));
    assert_eq!(
        grammar::display(&fixed.output),
        "l'animal n'a pas traversé la rue parce qu'elle était trop fatiguée"
    );
    assert_eq!(
        p.fix_note(&free, &fixed).unwrap(),
        "Fixed: word 11 “elle” (the model's own choice: “il”). Decoded again after it: word 14 “fatigué” → “fatiguée”."
    );
    let likely = most_likely(&free.probabilities(10), 5);
    assert_eq!(likely[0].0, "il");
    assert!(likely[0].1 > 0.5 && likely.len() == 5, "{likely:?}");
}

#[test]
fn the_stepper_opens_from_its_link_and_says_where_it_is() {
    let (p, n) = TranslateParams::from_query(&Query::parse("stage=9&pos=11"));
    assert!(n.is_empty(), "{n:?}");
    assert_eq!((p.stage, p.pos), (9, 11));
    assert_eq!(
        p.stepper_note(15).unwrap(),
        "Stepper: stage 9 of 11, “Logits”, at French word 11 of 15."
    );
    assert_eq!(TranslateParams::from_query(&p.to_query()).0, p);
    let (p, n) = TranslateParams::from_query(&Query::parse("stage=12&pos=0"));
    assert_eq!((p.stage, p.pos), (11, 1), "kept within their ranges");
    assert_eq!(n.len(), 2, "{n:?}");
    assert_eq!(TranslateParams::default().stepper_note(15), None);
    let p = TranslateParams { stage: 2, ..p };
    assert_eq!(
        p.stepper_note(15).unwrap(),
        "Stepper: stage 2 of 11, “Embeddings × √d_model”."
    );
}

#[test]
fn the_notes_quote_the_shipped_figures() {
    assert!(
        quality_note().starts_with("On its 674 held-out sentences"),
        "{}",
        quality_note()
    );
    assert!(
        resolution_note().contains("head 2 of decoder layer 2"),
        "{}",
        resolution_note()
    );
}
