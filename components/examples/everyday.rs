//! Trains the everyday translator natively: `./x train everyday` runs this with `--write`.
//!
//! `cargo run --profile fast -p components --no-default-features --example everyday -- [--write]
//! [--threads N] [--finish]` reads `data/tatoeba-fra-eng/fra.txt.gz`, learns the subwords,
//! trains `everyday::settings` (on every core: a run gives the same bits on any number of
//! threads), checks the validation set's BLEU every 500 steps, keeps the best check, and stops
//! after 12,000 steps or once 8 checks in a row found none better. The best check is kept in
//! `target/everyday/` (`--finish` starts from it instead of training again).
//!
//! A comparison run for `docs/everyday.md` changes one thing and keeps to its own folder:
//! `--dropout 0 --steps 6000 --name everyday-no-dropout` (it cannot `--write`).

use std::path::PathBuf;
use std::time::Instant;

use std::fmt::Write as _;

use components::kernel::decoding::checkpoints::ALPHA;
use components::kernel::everyday::corpus::{self, Corpus, fnv1a};
use components::kernel::everyday::evaluate::{self, translate_all};
use components::kernel::everyday::figures::{Quality, training_flops};
use components::kernel::everyday::translator::{Everyday, Search};
use components::kernel::everyday::{self, Prepared, file};
use components::kernel::network::corpus::CorpusTrainer;
use components::kernel::network::model::Model;
use rand::SeedableRng;

#[path = "../tests/shared/tatoeba.rs"]
mod tatoeba;

/// Steps between two checks of the validation set.
const CHECK_EVERY: u32 = 500;
/// The most steps a run takes: about eleven epochs, where the validation checks had flattened to
/// a few tenths of a point per check (docs/everyday.md has the curve).
const MAX_STEPS: u32 = 12_000;
/// Checks in a row without a better one that end a run.
const PATIENCE: u32 = 8;
/// The beam the test set is also measured with: the paper's width (and length penalty, α = 0.6).
const BEAM_K: usize = 4;
/// Steps of the run the tests replay to the last bit.
const FIRST_STEPS: usize = 50;
/// Test sentences drawn for the page, and the seed that draws them.
const DRAWN: usize = 12;
const DRAW_SEED: u64 = 2017;
/// Where the shipped run's figures are written.
const SHIPPED_RS: &str = "components/src/kernel/everyday/shipped.rs";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let finish_only = args.iter().any(|a| a == "--finish");
    let write = args.iter().any(|a| a == "--write");
    let value = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1))
    };
    let threads = value("--threads")
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    // A comparison run (docs/everyday.md): another dropout, fewer steps, its own folder.
    let dropout: Option<f32> = value("--dropout").and_then(|d| d.parse().ok());
    let max_steps: u32 = value("--steps")
        .and_then(|n| n.parse().ok())
        .unwrap_or(MAX_STEPS);
    let name = value("--name").map_or("everyday", |n| n.as_str());
    assert!(
        !write || (dropout.is_none() && max_steps == MAX_STEPS && name == "everyday"),
        "--write ships only the run as configured"
    );
    let start = Instant::now();
    let corpus = Corpus::read(&tatoeba::data());
    let prepared = everyday::prepare(&corpus);
    println!(
        "{} pairs read, {} kept: {} to train on, {} validation and {} test sentences; {} pieces ({:.1} s)",
        corpus.counts.0,
        corpus.counts.1,
        corpus.train.len(),
        corpus.validation.len(),
        corpus.test.len(),
        prepared.subwords.len(),
        start.elapsed().as_secs_f64()
    );
    let mut settings = everyday::settings(prepared.subwords.len());
    if let Some(d) = dropout {
        settings.dropout = d;
    }
    let dir = out_dir(name);
    std::fs::create_dir_all(&dir).expect("target/everyday");
    let best = if finish_only {
        read_weights(&dir.join("best.f32"))
    } else {
        let mut run = CorpusTrainer::new(settings, prepared.pairs.clone());
        println!("{} parameters, {threads} threads", run.model.size);
        let mut log = String::from("step\tepochs\tseconds\tloss\tbleu\texact\n");
        let (mut best, mut best_bleu, mut since) = (run.weights.clone(), -1.0, 0);
        let mut losses = 0.0;
        while run.step < max_steps && since < PATIENCE {
            let r = run
                .train_step(threads)
                .expect("the everyday translator's run diverged");
            losses += r.loss;
            if !r.step.is_multiple_of(CHECK_EVERY) {
                continue;
            }
            let checked = Everyday::new(prepared.subwords.clone(), run.weights.clone())
                .expect("the run's shape");
            let outputs = translate_all(&checked, &corpus.validation, Search::Greedy, threads);
            let bleu = evaluate::bleu(&outputs, &corpus.validation).score * 100.0;
            let exact = evaluate::exact(&outputs, &corpus.validation);
            let line = format!(
                "{}\t{:.2}\t{:.0}\t{:.4}\t{:.2}\t{}",
                r.step,
                run.epochs(),
                start.elapsed().as_secs_f64(),
                losses / CHECK_EVERY as f64,
                bleu,
                exact
            );
            println!("{line}");
            log.push_str(&line);
            log.push('\n');
            losses = 0.0;
            if bleu > best_bleu {
                (best, best_bleu, since) = (run.weights.clone(), bleu, 0);
                write_weights(&dir.join("best.f32"), &best);
            } else {
                since += 1;
            }
            std::fs::write(dir.join("log.tsv"), &log).expect("the run's log");
        }
        best
    };
    println!(
        "best check kept ({} weights), {:.0} s of training",
        best.len(),
        start.elapsed().as_secs_f64()
    );
    finish(&corpus, &prepared, best, &dir, threads, write);
    println!("{:.0} s in all", start.elapsed().as_secs_f64());
}

/// Everything after training: the shipped weights rounded to 8 bits, measured on the test set
/// (greedy before and after rounding, and a beam of 4), the run's first steps replayed for the
/// tests, the sentences drawn for the page; with `write`, the files the page and the tests read.
fn finish(
    corpus: &Corpus,
    prepared: &Prepared,
    best: Vec<f32>,
    dir: &std::path::Path,
    threads: usize,
    write: bool,
) {
    let subwords = &prepared.subwords;
    let settings = everyday::settings(subwords.len());
    let model = Model::new(settings.shape);
    let rounded = file::rounded(&model, &best);
    let shipped = Everyday::new(subwords.clone(), rounded.clone()).expect("the shipped shape");
    let test = &corpus.test;
    let timed = Instant::now();
    let greedy_out = translate_all(&shipped, test, Search::Greedy, threads);
    let greedy_seconds = timed.elapsed().as_secs_f64();
    let greedy = Quality::of(&greedy_out, test);
    let exact_weights = Everyday::new(subwords.clone(), best.clone()).expect("the run's shape");
    let unrounded = Quality::of(
        &translate_all(&exact_weights, test, Search::Greedy, threads),
        test,
    );
    let beam_search = Search::Beam {
        k: BEAM_K,
        alpha: ALPHA,
    };
    let beam_out = translate_all(&shipped, test, beam_search, threads);
    let beam = Quality::of(&beam_out, test);
    println!("test set, greedy on the 8-bit weights: {greedy:?} ({greedy_seconds:.1} s)");
    println!("test set, greedy on the 32-bit weights: {unrounded:?}");
    println!("test set, beam of {BEAM_K}: {beam:?}");
    // The outputs and every reference, for checking our BLEU once against sacreBLEU's
    // (scripts/sacrebleu-check.py).
    let lines = |out: &[String]| out.iter().map(|l| format!("{l}\n")).collect::<String>();
    std::fs::write(dir.join("test-greedy.txt"), lines(&greedy_out)).expect("the outputs");
    std::fs::write(dir.join("test-beam.txt"), lines(&beam_out)).expect("the outputs");
    let refs: String = test
        .iter()
        .map(|t| format!("{}\n", t.references.join("\t")))
        .collect();
    std::fs::write(dir.join("test-references.tsv"), refs).expect("the references");
    // The run's first steps, for the test that replays them.
    let mut replay = CorpusTrainer::new(settings, prepared.pairs.clone());
    let first: Vec<u64> = (0..FIRST_STEPS)
        .map(|_| {
            replay
                .train_step(threads)
                .expect("the first steps")
                .loss
                .to_bits()
        })
        .collect();
    let first_weights = fnv1a(replay.weights.iter().flat_map(|w| w.to_le_bytes()));
    let flops = training_flops(
        &settings.shape,
        prepared.pairs.iter().map(|(s, t)| (s.len(), t.len())),
    );
    let drawn: Vec<(usize, String)> = drawn_indices(test.len())
        .into_iter()
        .map(|i| (i, greedy_out[i].clone()))
        .collect();
    for (i, out) in &drawn {
        println!(
            "{} → {out}  ({})",
            test[*i].english,
            test[*i].references.join(" | ")
        );
    }
    let log = std::fs::read_to_string(dir.join("log.tsv")).unwrap_or_default();
    let checks: Vec<(u32, f64)> = log
        .lines()
        .skip(1)
        .filter_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            Some((f.first()?.parse().ok()?, f.get(4)?.parse().ok()?))
        })
        .collect();
    let step = checks
        .iter()
        .copied()
        .fold((0, -1.0), |best, c| if c.1 > best.1 { c } else { best })
        .0;
    let epochs_per_step = settings.batch as f64 / prepared.pairs.len() as f64;
    if write {
        let bytes = file::encode(&model, &best);
        std::fs::write("assets/everyday.bin", &bytes).expect("could not write the weights");
        std::fs::write("assets/everyday-subwords.txt", subwords.to_text())
            .expect("could not write the subwords");
        std::fs::write("assets/everyday-test.txt", corpus::to_text(test))
            .expect("could not write the test set");
        let source = generated(&Generated {
            step,
            epochs: step as f64 * epochs_per_step,
            checks: &checks,
            first: &first,
            first_weights,
            greedy,
            unrounded,
            beam,
            flops: flops * step as f64 * epochs_per_step,
            drawn: &drawn,
            data: data_source(corpus),
        });
        std::fs::write(SHIPPED_RS, source).expect("could not write the figures");
        let formatted = std::process::Command::new("rustfmt")
            .args(["--edition", "2024", SHIPPED_RS])
            .status()
            .is_ok_and(|s| s.success());
        if !formatted {
            eprintln!("could not run rustfmt on {SHIPPED_RS}: format it before committing");
        }
        println!(
            "wrote assets/everyday.bin ({} bytes), assets/everyday-subwords.txt, assets/everyday-test.txt and {SHIPPED_RS}",
            bytes.len()
        );
    }
}

/// Where a run keeps its checks: `target/everyday/` (or the `--name` given).
fn out_dir(name: &str) -> PathBuf {
    let target = std::env::var("CARGO_TARGET_DIR")
        .unwrap_or_else(|_| concat!(env!("CARGO_MANIFEST_DIR"), "/../target").into());
    PathBuf::from(target).join(name)
}

fn write_weights(path: &std::path::Path, w: &[f32]) {
    let bytes: Vec<u8> = w.iter().flat_map(|x| x.to_le_bytes()).collect();
    std::fs::write(path, bytes).expect("a check's weights");
}

fn read_weights(path: &std::path::Path) -> Vec<f32> {
    std::fs::read(path)
        .expect("a run's best check (train first)")
        .chunks_exact(4)
        .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .collect()
}

/// The test sentences shown on the page: drawn by [`DRAW_SEED`], not picked.
fn drawn_indices(len: usize) -> Vec<usize> {
    let mut rng = rand_chacha::ChaCha12Rng::seed_from_u64(DRAW_SEED);
    rand::seq::index::sample(&mut rng, len, DRAWN.min(len)).into_vec()
}

/// Everything `shipped.rs` states.
struct Generated<'a> {
    step: u32,
    epochs: f64,
    checks: &'a [(u32, f64)],
    first: &'a [u64],
    first_weights: u64,
    greedy: Quality,
    unrounded: Quality,
    beam: Quality,
    flops: f64,
    drawn: &'a [(usize, String)],
    data: String,
}

/// The data's figures as Rust source.
fn data_source(c: &Corpus) -> String {
    let refs: usize = c.test.iter().map(|s| s.references.len()).sum();
    let most = c.test.iter().fold(&c.test[0], |m, s| {
        if s.references.len() > m.references.len() {
            s
        } else {
            m
        }
    });
    format!(
        "Data {{ read: {}, kept: {}, train: {}, validation: {}, test: {}, mean_references: {:?}, most_references: ({:?}, {}) }}",
        c.counts.0,
        c.counts.1,
        c.train.len(),
        c.validation.len(),
        c.test.len(),
        refs as f64 / c.test.len() as f64,
        most.english,
        most.references.len()
    )
}

/// A quality as Rust source (`{:?}` writes an f64 that reads back to the same bits).
fn quality_source(q: &Quality) -> String {
    format!(
        "Quality {{ bleu: {:?}, precisions: {:?}, brevity_penalty: {:?}, exact: {}, sentences: {} }}",
        q.bleu, q.precisions, q.brevity_penalty, q.exact, q.sentences
    )
}

/// The figures as Rust source.
fn generated(g: &Generated) -> String {
    let drawn = g.drawn.iter().fold(String::new(), |mut s, (i, out)| {
        let _ = writeln!(s, "    Drawn {{ index: {i}, output: {out:?} }},");
        s
    });
    format!(
        "//! Generated by `./x train everyday` (examples/everyday.rs): the run that made
//! `assets/everyday.bin` and what it measures. `tests/everyday.rs` replays the run's first steps
//! and recomputes the test set's figures from the files; do not edit by hand.

use super::figures::{{Data, Drawn, Quality}};

/// The data as the run read it: pairs in the file, kept, trained on, and the held-out sets.
pub const DATA: Data = {};
/// The seed of the shipped run.
pub const SEED: u64 = 1;
/// The check shipped: the one with the best validation BLEU.
pub const STEP: u32 = {};
/// Epochs of the training pairs seen by then.
pub const EPOCHS: f64 = {:?};
/// Every check of the run: the step and the validation set's BLEU (greedy, 32-bit weights).
pub const CHECKS: &[(u32, f64)] = &{:?};
/// The loss of each of the run's first steps, as `f64` bits.
pub const FIRST_LOSSES: &[u64] = &{:?};
/// FNV-1a of the weights after those steps, as little-endian bytes.
pub const FIRST_WEIGHTS: u64 = {};
/// The test set, greedy decoding on the shipped (8-bit) weights: the figure the page states.
pub const GREEDY: Quality = {};
/// The same on the 32-bit weights, before rounding.
pub const GREEDY_32_BIT: Quality = {};
/// The test set, a beam of 4 with the length penalty's α = 0.6, on the shipped weights.
pub const BEAM: Quality = {};
/// Floating-point operations the shipped check took to train (three passes a pair seen).
pub const TRAINING_FLOPS: f64 = {:?};
/// Test sentences drawn for the page (seed {DRAW_SEED}), with the French the model writes.
pub const DRAWN: &[Drawn] = &[
{}];
",
        g.data,
        g.step,
        g.epochs,
        g.checks,
        g.first,
        g.first_weights,
        quality_source(&g.greedy),
        quality_source(&g.unrounded),
        quality_source(&g.beam),
        g.flops,
        drawn,
    )
}
