//! The shipped translator is what `./x train translate` makes, translates the whole "didn't cross"
//! family right, and measures as the page says. Release mode (`scripts/test.sh` runs these): a
//! debug build decodes about thirty times slower.

use components::kernel::decoding::checkpoints::{beam_figure, beam_figures, beam_wins, best};
use components::kernel::decoding::shipped;
use components::kernel::decoding::translator::{CHECK_EVERY, Translator, measure};
use components::kernel::language::grammar::{self, FAMILY, Family, Pair};
use components::kernel::network::{Settings, Trainer};

fn shipped_translator() -> Translator {
    read_translator("translator.bin")
}

fn read_translator(file: &str) -> Translator {
    let path = format!("{}/../assets/{file}", env!("CARGO_MANIFEST_DIR"));
    let bytes = std::fs::read(&path).expect("the weights: run ./x train translate");
    Translator::from_bytes(&bytes).expect("the file holds one translator's weights")
}

#[test]
#[ignore = "release mode: scripts/test.sh runs it"]
fn beam_search_measures_as_the_page_says_on_both_checkpoints() {
    let early = read_translator("translator-early.bin");
    assert_eq!(beam_figures(&early), shipped::early_beams());
    assert_eq!(beam_wins(&early), shipped::BEAM_WINS);
    assert_eq!(beam_figure(&shipped_translator(), 4), shipped::final_beam());
}

#[test]
#[ignore = "release mode: scripts/test.sh runs it"]
fn a_beam_of_one_writes_what_greedy_decoding_writes_and_samples_repeat_with_their_seed() {
    let t = read_translator("translator-early.bin");
    for sentence in shipped::BEAM_WINS {
        let source = grammar::parse(sentence).tokens;
        let greedy = t.translate(&source).output;
        assert_eq!(best(&t.beam(&source, 1, 0.6)), greedy, "{sentence}");
        assert_ne!(best(&t.beam(&source, 4, 0.6)), greedy, "{sentence}");
        let drawn = t.samples(&source, 1.0, 7, 5);
        assert_eq!(drawn, t.samples(&source, 1.0, 7, 5));
        assert_ne!(drawn, t.samples(&source, 1.0, 8, 5));
    }
    // Cold, every draw is the most likely word (the trained model is sure of each): greedy.
    let t = shipped_translator();
    let source = Pair::family(Family::nth(0, false)).source;
    let greedy = t.translate(&source).output;
    let cold = t.samples(&source, 0.1, 3, 5);
    assert!(cold.iter().all(|s| s.tokens == greedy), "{cold:?}");
    // Each draw's score is the sum of the model's log-probabilities of its words.
    let forced = t.translate_fixed(
        &source,
        &cold[0]
            .tokens
            .iter()
            .copied()
            .enumerate()
            .collect::<Vec<_>>(),
    );
    let sum: f64 = (0..cold[0].tokens.len())
        .map(|i| forced.probabilities(i)[cold[0].tokens[i]].ln())
        .sum();
    assert!(
        (sum - cold[0].score).abs() < 1e-9,
        "{sum} {}",
        cold[0].score
    );
}

#[test]
#[ignore = "release mode: scripts/test.sh runs it"]
fn the_run_replays_its_first_checks_to_the_last_bit() {
    let mut t = Trainer::new(Settings::translator(shipped::SEED));
    for expected in &shipped::LOSSES[..2] {
        let mut last = 0.0;
        for _ in 0..CHECK_EVERY {
            last = t.train_step().expect("no divergence").loss;
        }
        assert_eq!(last.to_bits(), expected.to_bits(), "step {}", t.step);
    }
}

#[test]
#[ignore = "release mode: scripts/test.sh runs it"]
fn the_shipped_weights_measure_as_the_page_says() {
    assert_eq!(measure(&shipped_translator()), shipped::measured());
}

#[test]
#[ignore = "release mode: scripts/test.sh runs it"]
fn every_sentence_of_the_family_translates_right_in_both_orders() {
    let t = shipped_translator();
    let mut wrong = Vec::new();
    for i in 0..FAMILY {
        for order in [false, true] {
            let pair = Pair::family(Family::nth(i, order));
            let out = t.translate(&pair.source).output;
            if out != pair.target {
                wrong.push(format!(
                    "{} → {}",
                    grammar::words(&pair.source),
                    grammar::display(&out)
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}
