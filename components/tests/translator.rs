//! The shipped translator is what `./x train translate` makes, translates the whole "didn't cross"
//! family right, and measures as the page says. Release mode (`scripts/test.sh` runs these): a
//! debug build decodes about thirty times slower.

use components::kernel::train::grammar::{self, FAMILY, Family, Pair};
use components::kernel::train::shipped;
use components::kernel::train::translator::{CHECK_EVERY, Translator, measure};
use components::kernel::train::{Settings, Trainer};

fn shipped_translator() -> Translator {
    let bytes = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../assets/translator.bin"
    ))
    .expect("assets/translator.bin: run ./x train translate");
    Translator::from_bytes(&bytes).expect("the file holds one translator's weights")
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
