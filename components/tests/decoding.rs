//! The key–value cached decoder against the full pass: the same logits to the last bit, and the
//! same sentences from greedy decoding, on the shipped translator.

use components::kernel::train::cached::CachedDecoder;
use components::kernel::train::decode::{greedy_recomputed, greedy_steered};
use components::kernel::train::grammar::{self, Pair, parse};
use components::kernel::train::task::shifted;
use components::kernel::train::translator::Translator;

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
        assert_eq!(
            greedy_steered(&t.model, &t.weights, &pair.source, Some(0), None, &[]),
            greedy_recomputed(&t.model, &t.weights, &pair.source, Some(0)),
        );
    }
    // With a cross-attention row forced, and with a word fixed, too.
    let source = parse("the animal didn't cross the street because it was too tired").tokens;
    let force = Some((1, 0, 10, 5));
    let forced = greedy_steered(&t.model, &t.weights, &source, Some(0), force, &[]);
    let mut fed = vec![t.model.shape.vocab];
    fed.extend_from_slice(&forced[..forced.len() - 1]);
    let full = t.model.forward_forced(&t.weights, &source, &fed, force);
    let predicted =
        components::kernel::train::model::predictions(&full.logits, t.model.shape.vocab);
    assert_eq!(
        predicted, forced,
        "each word the best given the ones before it"
    );
}
