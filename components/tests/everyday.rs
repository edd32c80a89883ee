//! The everyday translator is what `./x train everyday` makes from the data: the held-out test
//! sentences and the subwords are the ones the data gives, the run's first steps replay to the
//! last bit, and the shipped weights score on the test set exactly as the page says. Release mode
//! (`scripts/test.sh` runs these in the fast profile): a debug build decodes far slower.

use std::sync::OnceLock;

use components::kernel::decoding::checkpoints::ALPHA;
use components::kernel::everyday::corpus::{self, Corpus, fnv1a};
use components::kernel::everyday::evaluate::translate_all;
use components::kernel::everyday::figures::Quality;
use components::kernel::everyday::translator::{Everyday, Search};
use components::kernel::everyday::{self, shipped};
use components::kernel::network::corpus::CorpusTrainer;
use components::model::fixtures;

#[path = "shared/tatoeba.rs"]
mod tatoeba;

/// Threads the tests translate and train on (a run's bits do not depend on it).
const THREADS: usize = 2;

fn corpus() -> &'static Corpus {
    static CORPUS: OnceLock<Corpus> = OnceLock::new();
    CORPUS.get_or_init(|| Corpus::read(&tatoeba::data()))
}

fn asset(file: &str) -> String {
    let path = format!("{}/../assets/{file}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
#[ignore = "release mode: scripts/test.sh runs it"]
fn the_shipped_files_are_what_the_data_gives() {
    let c = corpus();
    assert_eq!(c.counts, (shipped::DATA.read, shipped::DATA.kept));
    assert_eq!(
        (c.train.len(), c.validation.len(), c.test.len()),
        (
            shipped::DATA.train,
            shipped::DATA.validation,
            shipped::DATA.test
        )
    );
    assert_eq!(asset("everyday-test.txt"), corpus::to_text(&c.test));
    let prepared = everyday::prepare(c);
    assert_eq!(asset("everyday-subwords.txt"), prepared.subwords.to_text());
    // Reading then writing gives back every training sentence, English and French.
    for (en, fr) in &c.train {
        for text in [en, fr] {
            assert_eq!(
                &prepared.subwords.decode(&prepared.subwords.ids(text)),
                text
            );
        }
    }
}

#[test]
#[ignore = "release mode: scripts/test.sh runs it"]
fn the_run_replays_its_first_steps_to_the_last_bit() {
    let prepared = everyday::prepare(corpus());
    let mut run = CorpusTrainer::new(everyday::settings(prepared.subwords.len()), prepared.pairs);
    let losses: Vec<u64> = (0..shipped::FIRST_LOSSES.len())
        .map(|_| {
            run.train_step(THREADS)
                .expect("no divergence")
                .loss
                .to_bits()
        })
        .collect();
    assert_eq!(losses, shipped::FIRST_LOSSES);
    let weights = fnv1a(run.weights.iter().flat_map(|w| w.to_le_bytes()));
    assert_eq!(weights, shipped::FIRST_WEIGHTS);
}

#[test]
#[ignore = "release mode: scripts/test.sh runs it"]
fn the_shipped_weights_score_as_the_page_says() {
    let t: Everyday = fixtures::everyday();
    let outputs = translate_all(&t, &t.test, Search::Greedy, THREADS);
    assert_eq!(Quality::of(&outputs, &t.test), shipped::GREEDY);
    for d in shipped::DRAWN {
        assert_eq!(outputs[d.index], d.output, "{}", t.test[d.index].english);
    }
}

#[test]
#[ignore = "release mode: scripts/test.sh runs it"]
fn a_beam_of_four_scores_as_the_page_says() {
    let t: Everyday = fixtures::everyday();
    let beam = Search::Beam { k: 4, alpha: ALPHA };
    let outputs = translate_all(&t, &t.test, beam, THREADS);
    assert_eq!(Quality::of(&outputs, &t.test), shipped::BEAM);
}
