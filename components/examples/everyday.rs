//! Trains the everyday translator natively: `./x train everyday` runs this with `--write`.
//!
//! `cargo run --profile fast -p components --no-default-features --example everyday -- [--write]
//! [--threads N] [--finish]` reads `data/tatoeba-fra-eng/fra.txt.gz`, learns the subwords,
//! trains `everyday::settings` (on every core: a run gives the same bits on any number of
//! threads), checks the validation set's BLEU every 500 steps, keeps the best check, and stops
//! after 24,000 steps or once 8 checks in a row found none better. The best check is kept in
//! `target/everyday/` (`--finish` starts from it instead of training again).

use std::io::Read;
use std::path::PathBuf;
use std::time::Instant;

use components::kernel::decoding::decode::greedy;
use components::kernel::everyday::corpus::{Corpus, Sentence};
use components::kernel::everyday::{self, evaluate};
use components::kernel::network::corpus::CorpusTrainer;
use components::kernel::network::model::Model;
use components::kernel::subwords::{END, Subwords};

/// Steps between two checks of the validation set.
const CHECK_EVERY: u32 = 500;
/// The most steps a run takes.
const MAX_STEPS: u32 = 24_000;
/// Checks in a row without a better one that end a run.
const PATIENCE: u32 = 8;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let finish_only = args.iter().any(|a| a == "--finish");
    let threads = args
        .iter()
        .position(|a| a == "--threads")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let start = Instant::now();
    let corpus = Corpus::read(&read_data());
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
    let settings = everyday::settings(prepared.subwords.len());
    let dir = out_dir();
    std::fs::create_dir_all(&dir).expect("target/everyday");
    let best = if finish_only {
        read_weights(&dir.join("best.f32"))
    } else {
        let mut run = CorpusTrainer::new(settings, prepared.pairs);
        println!("{} parameters, {threads} threads", run.model.size);
        let mut log = String::from("step\tepochs\tseconds\tloss\tbleu\texact\n");
        let (mut best, mut best_bleu, mut since) = (run.weights.clone(), -1.0, 0);
        let mut losses = 0.0;
        while run.step < MAX_STEPS && since < PATIENCE {
            let r = run
                .train_step(threads)
                .expect("the everyday translator's run diverged");
            losses += r.loss;
            if r.step % CHECK_EVERY != 0 {
                continue;
            }
            let outputs = translate_all(
                &run.model,
                &run.weights,
                &prepared.subwords,
                &corpus.validation,
                threads,
            );
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
        "best check kept ({} weights), {:.0} s in all",
        best.len(),
        start.elapsed().as_secs_f64()
    );
}

/// The Tatoeba pairs, unpacked.
fn read_data() -> String {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../data/tatoeba-fra-eng/fra.txt.gz"
    );
    let file = std::fs::File::open(path).expect("data/tatoeba-fra-eng/fra.txt.gz");
    let mut text = String::new();
    flate2::read::GzDecoder::new(file)
        .read_to_string(&mut text)
        .expect("the data unpacks");
    text
}

/// Where a run keeps its checks: `target/everyday/`.
fn out_dir() -> PathBuf {
    let target = std::env::var("CARGO_TARGET_DIR")
        .unwrap_or_else(|_| concat!(env!("CARGO_MANIFEST_DIR"), "/../target").into());
    PathBuf::from(target).join("everyday")
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

/// Greedy translations of every sentence, the sentences shared out over `threads`.
fn translate_all(
    model: &Model,
    w: &[f32],
    subwords: &Subwords,
    sentences: &[Sentence],
    threads: usize,
) -> Vec<String> {
    let one = |s: &Sentence| {
        let source: Vec<usize> = subwords
            .ids(&s.english)
            .into_iter()
            .map(|id| id as usize)
            .collect();
        let out = greedy(model, w, &source, Some(END as usize));
        let ids: Vec<u32> = out.into_iter().map(|id| id as u32).collect();
        subwords.decode(&ids)
    };
    let per = sentences.len().div_ceil(threads.max(1)).max(1);
    std::thread::scope(|scope| {
        let handles: Vec<_> = sentences
            .chunks(per)
            .map(|part| scope.spawn(move || part.iter().map(one).collect::<Vec<String>>()))
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a decoding thread"))
            .collect()
    })
}
