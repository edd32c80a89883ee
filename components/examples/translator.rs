//! Trains the shipped translator natively: `./x train translate` runs this with `--write`.
//!
//! `cargo run --profile fast -p components --no-default-features --example translator -- [seed] [--write]`
//! trains `Settings::translator(seed)`, checks the held-out set every 50 steps, stops at the first
//! check that meets the bar (98% of sentences exact, 99% of the family's pronouns and
//! adjectives right), rounds the weights to half floats and measures them. With `--write` it saves
//! them to `assets/translator.bin` and the figures the page states to
//! `components/src/kernel/decoding/shipped.rs`; a test checks both against a fresh run.

use std::fmt::Write as _;
use std::time::Instant;

use components::kernel::decoding::checkpoints::{
    self, AveragedFigure, BeamFigure, EARLY_STEP, averaged, beam_figures, beam_wins,
};
use components::kernel::decoding::evaluate::quality;
use components::kernel::decoding::translator::{
    CHECK_EVERY, FlipFigure, HeadFigure, Measured, Translator, encode, measure, rounded,
};
use components::kernel::network::{Settings, Trainer};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let write = args.iter().any(|a| a == "--write");
    // `--check`: retrain and compare with the shipped file, printing one JSON line (`./x bench`).
    let check = args.iter().any(|a| a == "--check");
    let seed = args
        .iter()
        .find_map(|a| a.parse().ok())
        .unwrap_or(components::kernel::decoding::shipped::SEED);
    let limit: u32 = std::env::var("LIMIT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3000);
    let mut t = Trainer::new(Settings::translator(seed));
    if !check {
        println!("seed {seed}, {} parameters", t.model.size);
    }
    let start = Instant::now();
    let mut losses = Vec::new();
    // Every check's weights (the last few are averaged) and the early checkpoint's.
    let mut kept: Vec<(u32, Vec<f32>)> = Vec::new();
    let mut early = Vec::new();
    while t.step < limit {
        let r = t.train_step().expect("the translator's run diverged");
        if r.step == EARLY_STEP {
            early = rounded(&t.weights);
        }
        if r.step.is_multiple_of(CHECK_EVERY) {
            losses.push(r.loss);
            kept.push((r.step, t.weights.clone()));
            let drop = kept.len().saturating_sub(checkpoints::AVERAGED);
            kept.drain(..drop);
            let solved = t.held_out_solved();
            let count = t.held_out_count();
            print!(
                "step {:>4}  loss {:.4}  exact {:>5.1}%  ({:.0} s)",
                r.step,
                r.loss,
                solved as f64 * 100.0 / count as f64,
                start.elapsed().as_secs_f64()
            );
            // One teacher-forced pass per sentence finds the checks worth decoding greedily.
            if solved * 100 >= count * 98 {
                let q = quality(&t.model, &t.weights);
                println!(
                    "  greedy: exact {}/{}, agreement {}/{}",
                    q.exact, q.sentences, q.agreement, q.family
                );
                if q.good_enough() {
                    break;
                }
            } else {
                println!();
            }
        }
    }
    let shipped = rounded(&t.weights);
    let tr = Translator::new(shipped.clone()).expect("the translator's shape");
    let m = measure(&tr);
    let seconds = start.elapsed().as_secs_f64();
    let avg = averaged(&kept).expect("the run kept its checks");
    if !check {
        println!("{m:#?}");
        println!("resolving head: {:?}", m.resolving());
        println!("resolving head, trophy family: {:?}", m.trophy_resolving());
        println!("{avg:?}");
    }
    if check {
        let same = |path: &str, weights: &[f32]| std::fs::read(path).ok() == Some(encode(weights));
        println!(
            "{{\"seed\":{seed},\"identical\":{},\"early_identical\":{},\"steps\":{},\"seconds\":{:.1},\"exact\":{},\"sentences\":{},\"agreement\":{},\"family\":{},\"bleu\":{},\"averaged_as_shipped\":{},\"averaged_steps\":{:?},\"last_exact\":{},\"last_bleu\":{},\"average_exact\":{},\"average_bleu\":{}}}",
            same("assets/translator.bin", &shipped),
            same("assets/translator-early.bin", &early),
            t.step,
            seconds,
            m.exact.0,
            m.exact.1,
            m.agreement.0,
            m.agreement.1,
            m.bleu.0,
            avg == components::kernel::decoding::shipped::averaged(),
            avg.steps,
            avg.last.0,
            avg.last.1,
            avg.average.0,
            avg.average.1,
        );
        return;
    }
    let early_translator = Translator::new(early.clone()).expect("the early checkpoint's shape");
    let beams = beam_figures(&early_translator);
    let wins = beam_wins(&early_translator);
    let final_beam = checkpoints::beam_figure(&tr, 4);
    println!("{beams:#?}\n{wins:#?}\n{final_beam:?}");
    if write {
        let bytes = encode(&shipped);
        std::fs::write("assets/translator.bin", &bytes).expect("could not write the weights");
        std::fs::write("assets/translator-early.bin", encode(&early))
            .expect("could not write the early weights");
        let searched = Searched {
            beams: &beams,
            wins: &wins,
            final_beam,
            averaged: &avg,
        };
        std::fs::write(SHIPPED_RS, generated(seed, t.step, &losses, &m, &searched))
            .expect("could not write the figures");
        // The format check (scripts/test.sh) holds every Rust file to rustfmt, this one included.
        let formatted = std::process::Command::new("rustfmt")
            .args(["--edition", "2024", SHIPPED_RS])
            .status()
            .is_ok_and(|s| s.success());
        if !formatted {
            eprintln!("could not run rustfmt on {SHIPPED_RS}: format it before committing");
        }
        println!(
            "wrote assets/translator.bin ({} bytes) and {SHIPPED_RS}",
            bytes.len()
        );
    }
}

/// Where the shipped run's figures are written.
const SHIPPED_RS: &str = "components/src/kernel/decoding/shipped.rs";

/// What beam search and checkpoint averaging measure, for [`generated`].
struct Searched<'a> {
    beams: &'a [BeamFigure],
    wins: &'a [String],
    final_beam: BeamFigure,
    averaged: &'a AveragedFigure,
}

/// A beam figure as Rust source.
fn beam_source(b: &BeamFigure) -> String {
    format!(
        "BeamFigure {{ k: {}, exact: {}, sentences: {}, bleu: {:?}, better: {}, worse: {}, differ: {} }}",
        b.k, b.exact, b.sentences, b.bleu, b.better, b.worse, b.differ
    )
}

/// The figures as Rust source (`{:?}` writes an f64 that reads back to the same bits).
fn generated(seed: u64, steps: u32, losses: &[f64], m: &Measured, s: &Searched) -> String {
    let heads = |hs: &[HeadFigure]| {
        hs.iter().fold(String::new(), |mut s, h| {
            let _ = writeln!(
                s,
                "        HeadFigure {{ layer: {}, head: {}, right: {}, total: {}, median: {:?} }},",
                h.layer, h.head, h.right, h.total, h.median
            );
            s
        })
    };
    let flips = |fs: &[FlipFigure]| {
        fs.iter().fold(String::new(), |mut s, f| {
            let _ = writeln!(
                s,
                "        FlipFigure {{ layer: {}, head: {}, flipped: {}, total: {} }},",
                f.layer, f.head, f.flipped, f.total
            );
            s
        })
    };
    format!(
        "//! Generated by `./x train translate` (examples/translator.rs): the run that made
//! `assets/translator.bin` and what it measures. `tests/translator.rs` replays the run's first
//! steps and recomputes every figure from the file; do not edit by hand.

use super::checkpoints::{{AveragedFigure, BeamFigure}};
use super::translator::{{FlipFigure, HeadFigure, Measured}};

/// The seed of the shipped run.
pub const SEED: u64 = {seed};
/// The step it stopped at: the first check that met the bar.
pub const STEPS: u32 = {steps};
/// The batch loss at every check (every `CHECK_EVERY` steps).
pub const LOSSES: &[f64] = &{losses:?};

/// The shipped weights' figures.
pub fn measured() -> Measured {{
    Measured {{
        exact: {:?},
        agreement: {:?},
        bleu: {:?},
        cross: vec![
{}        ],
        encoder: vec![
{}        ],
        flips: vec![
{}        ],
        trophy_cross: vec![
{}        ],
        trophy_flips: vec![
{}        ],
    }}
}}

/// Each beam width from 1 to 8 against greedy decoding, on the held-out set, for the early
/// checkpoint (`translator-early.bin`).
pub fn early_beams() -> Vec<BeamFigure> {{
    vec![
{}    ]
}}

/// A beam of 4 against greedy decoding for the shipped weights.
pub fn final_beam() -> BeamFigure {{
    {}
}}

/// Held-out sentences on which the early checkpoint's beam of 4 is right and greedy is not.
pub const BEAM_WINS: &[&str] = &{:?};

/// The shipped (last) weights against the average of the run's last checks.
pub fn averaged() -> AveragedFigure {{
    AveragedFigure {{
        steps: vec!{:?},
        sentences: {},
        last: {:?},
        average: {:?},
    }}
}}
",
        m.exact,
        m.agreement,
        m.bleu,
        heads(&m.cross),
        heads(&m.encoder),
        flips(&m.flips),
        heads(&m.trophy_cross),
        flips(&m.trophy_flips),
        s.beams.iter().fold(String::new(), |mut out, b| {
            let _ = writeln!(out, "        {},", beam_source(b));
            out
        }),
        beam_source(&s.final_beam),
        s.wins,
        s.averaged.steps,
        s.averaged.sentences,
        s.averaged.last,
        s.averaged.average,
    )
}
