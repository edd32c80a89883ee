//! Native timing of one greedy translation of the paper's sentence by the shipped translator, for
//! `./x bench` to set beside the wasm figure (`bench_translate` in the deferred bundle). Prints
//! the milliseconds per translation, the best of five batches of 20.

use std::time::Instant;

use components::kernel::decoding::translator::Translator;
use components::kernel::language::grammar::parse;

fn main() {
    let bytes = std::fs::read("assets/translator.bin").expect("assets/translator.bin");
    let t = Translator::from_bytes(&bytes).expect("the shipped translator");
    let source = parse("the animal didn't cross the street because it was too tired").tokens;
    let reps = 20;
    let mut best = f64::INFINITY;
    let mut written = 0;
    for _ in 0..5 {
        let start = Instant::now();
        for _ in 0..reps {
            written += t.translate(&source).output.len();
        }
        best = best.min(start.elapsed().as_secs_f64() * 1000.0 / reps as f64);
    }
    assert!(written > 0);
    println!("{best:.4}");
}
