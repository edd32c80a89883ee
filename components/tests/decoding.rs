//! The key–value cached decoder against the full pass (the same logits to the last bit, the same
//! sentences from greedy decoding), the "what if" overrides, and beam search, on the shipped
//! translator.

use components::kernel::decoding::beam::{beam_search, length_penalty, log_softmax};
use components::kernel::decoding::cached::{Attention, CachedDecoder, Override};
use components::kernel::decoding::decode::{decode, greedy_recomputed};
use components::kernel::decoding::translator::Translator;
use components::kernel::language::grammar::{self, Pair, parse};
use components::kernel::network::task::shifted;

fn shipped() -> Translator {
    Translator::from_bytes(include_bytes!("../../assets/translator.bin"))
        .expect("the shipped weights")
}

#[test]
fn the_cache_gives_the_full_pass_logits_to_the_last_bit() {
    let t = shipped();
    let vocab = t.model.shape.vocab;
    let pair = Pair::family(grammar::Family::nth(5, true));
    let target_in = shifted(&pair.target, vocab);
    let full = t.model.forward(&t.weights, &pair.source, &target_in);
    let mut cached = CachedDecoder::new(&t.model, &t.weights, &pair.source, None);
    for (i, &token) in target_in.iter().enumerate() {
        let logits = cached.step(token);
        let row = &full.logits[i * vocab..][..vocab];
        assert!(
            logits
                .iter()
                .zip(row)
                .all(|(a, b)| a.to_bits() == b.to_bits()),
            "position {i}"
        );
    }
    assert_eq!(cached.fed(), target_in.len());
    let (n, m, d, layers) = (pair.source.len(), target_in.len(), 32, 2);
    assert_eq!(cached.bytes(), 4 * layers * 2 * (n + m) * d);
}

#[test]
fn cached_greedy_writes_what_recomputing_greedy_writes() {
    let t = shipped();
    let held = grammar::HeldOut::new();
    for pair in held.pairs.iter().step_by(7) {
        let cached = decode(&t.model, &t.weights, &pair.source, Some(0), None, &[]);
        assert_eq!(
            cached.output,
            greedy_recomputed(&t.model, &t.weights, &pair.source, Some(0)),
        );
        // And its attention is the full pass's, fed the words it wrote.
        assert_eq!(cached.maps, t.maps(&pair.source, &cached.output));
    }
}

/// The seed sentence, and where its pronoun is written.
fn seed() -> (Vec<usize>, usize) {
    (
        parse("the animal didn't cross the street because it was too tired").tokens,
        10,
    )
}

#[test]
fn overriding_a_row_with_the_model_s_own_changes_nothing() {
    let t = shipped();
    let (source, p) = seed();
    let own = t.translate(&source);
    let (layers, heads, n) = (2, 2, source.len());
    for layer in 0..layers {
        for head in 0..heads {
            let at = ((layer * heads + head) * own.maps.target + p) * n;
            let row = own.maps.cross[at..at + n].to_vec();
            let over = Override {
                attention: Attention::Cross,
                layer,
                head,
                step: p,
                weights: row,
            };
            assert_eq!(
                t.translate_with(&source, over),
                own,
                "layer {layer}, head {head}"
            );
        }
    }
}

#[test]
fn forcing_the_resolving_head_onto_the_street_turns_il_into_elle() {
    let t = shipped();
    let (source, p) = seed();
    let own = t.translate(&source);
    let street = 5;
    let over = Override::one_hot(Attention::Cross, (1, 1, p), street, source.len());
    let forced = t.translate_with(&source, over);
    assert_eq!(
        grammar::display(&forced.output),
        "l'animal n'a pas traversé la rue parce qu'elle était trop fatiguée"
    );
    // The row written is the one given, and every candidate's probability is there before and
    // after: "il" loses what "elle" gains.
    let at = ((heads_at(1, 1)) * forced.maps.target + p) * source.len();
    assert_eq!(forced.maps.cross[at + street], 1.0);
    let (il, elle) = (
        grammar::token("il").unwrap(),
        grammar::token("elle").unwrap(),
    );
    let (before, after) = (own.probabilities(p), forced.probabilities(p));
    assert_eq!((before.len(), after.len()), (134, 134));
    assert!(
        before[il] > 0.5 && after[elle] > 0.5,
        "{} {}",
        before[il],
        after[elle]
    );
    // The words before the pronoun are untouched.
    assert_eq!(forced.output[..p], own.output[..p]);
    assert_eq!(forced.logits[..p], own.logits[..p]);
}

/// Layer `l`, head `h`'s block in a map (both from 0; the translator has two heads).
fn heads_at(l: usize, h: usize) -> usize {
    l * 2 + h
}

#[test]
fn a_blend_and_a_masked_row_can_be_put_in_too() {
    let t = shipped();
    let (source, p) = seed();
    // Half on "animal", half on "street".
    let mut blend = vec![0.0; source.len()];
    blend[1] = 0.5;
    blend[5] = 0.5;
    let over = Override {
        attention: Attention::Cross,
        layer: 1,
        head: 0,
        step: p,
        weights: blend.clone(),
    };
    let mixed = t.translate_with(&source, over);
    let at = (heads_at(1, 0) * mixed.maps.target + p) * source.len();
    assert_eq!(mixed.maps.cross[at..at + source.len()], blend[..]);
    let total: f64 = mixed.probabilities(p).iter().sum();
    assert!((total - 1.0).abs() < 1e-9);
    // The masked self-attention at the pronoun's step, all on the start token.
    let over = Override::one_hot(Attention::Masked, (0, 1, p), 0, p + 1);
    let masked = t.translate_with(&source, over);
    let m = masked.maps.target;
    let at = (heads_at(0, 1) * m + p) * m;
    assert_eq!(masked.maps.decoder[at], 1.0);
    assert!(
        masked.maps.decoder[at + 1..at + p + 1]
            .iter()
            .all(|&x| x == 0.0)
    );
    // A row of the wrong length is left as the model computes it.
    let over = Override::one_hot(Attention::Masked, (0, 1, p), 0, p + 5);
    assert_eq!(t.translate_with(&source, over), t.translate(&source));
}

#[test]
fn a_beam_of_one_is_greedy_decoding() {
    let t = shipped();
    let held = grammar::HeldOut::new();
    for pair in held.pairs.iter().step_by(25) {
        let search = beam_search(&t.model, &t.weights, &pair.source, 1, 0.6, Some(0));
        assert_eq!(
            search.best().map(|h| h.tokens.clone()),
            Some(t.translate(&pair.source).output)
        );
        assert!(search.steps.iter().all(|s| s.kept.len() == 1));
    }
}

#[test]
fn a_hypothesis_scores_the_sum_of_its_words_log_probabilities() {
    let t = shipped();
    let (source, _) = seed();
    let search = beam_search(&t.model, &t.weights, &source, 4, 0.6, Some(0));
    let best = search.best().unwrap();
    assert_eq!(
        grammar::display(&best.tokens),
        grammar::display(&t.translate(&source).output)
    );
    let vocab = t.model.shape.vocab;
    let full = t
        .model
        .forward(&t.weights, &source, &shifted(&best.tokens, vocab));
    let sum = best.tokens.iter().enumerate().fold(0.0, |s, (i, &k)| {
        s + log_softmax(&full.logits[i * vocab..][..vocab])[k]
    });
    assert_eq!(sum, best.score, "the same logits, summed in the same order");
    // Four kept at every step but the last ones, and the ranking penalised by length.
    assert_eq!(search.steps[0].kept.len(), 4);
    let (h, penalised) = &search.ranking[0];
    assert_eq!(*penalised, h.score / length_penalty(h.tokens.len(), 0.6));
    assert!(length_penalty(6, 0.0) == 1.0 && (length_penalty(7, 1.0) - 2.0).abs() < 1e-12);
}

#[test]
fn a_wide_enough_beam_finds_what_an_exhaustive_search_finds() {
    use components::kernel::network::model::{Model, Shape};
    // A tiny model with made-up weights: 4 symbols, sentences of 3, so all 64 can be scored.
    let model = Model::new(Shape {
        len: 3,
        vocab: 4,
        layers: 1,
        d_model: 8,
        heads: 2,
        d_ff: 16,
        scaled: true,
        positions: true,
        smoothing: 0.0,
    });
    let w: Vec<f32> = (0..model.size)
        .map(|i| (libm::sin(i as f64 * 0.77) * 0.9) as f32)
        .collect();
    let source = [1, 3, 2];
    let score = |tokens: &[usize]| {
        let full = model.forward(&w, &source, &shifted(tokens, 4));
        (0..3).fold(0.0, |s, i| {
            s + log_softmax(&full.logits[i * 4..][..4])[tokens[i]]
        })
    };
    let best = (0..64)
        .map(|n| vec![n / 16, n / 4 % 4, n % 4])
        .max_by(|a, b| score(a).total_cmp(&score(b)))
        .unwrap();
    // A beam of 16 keeps every prefix of two symbols: it cannot miss the best sentence.
    let search = beam_search(&model, &w, &source, 16, 0.6, None);
    assert_eq!(search.best().unwrap().tokens, best);
    assert!((search.best().unwrap().score - score(&best)).abs() < 1e-9);
}
