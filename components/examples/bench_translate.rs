//! Native timing of one greedy translation of the paper's sentence by the shipped translator, for
//! `./x bench` to set beside the wasm figure (`bench_translate` in the deferred bundle). Prints
//! the milliseconds per translation, the best of five batches of 20.

use std::time::Instant;

use components::kernel::decoding::translator::Translator;
use components::kernel::language::grammar::parse;
use components::kernel::timing::best_ms_per_call;

fn main() {
    let bytes = std::fs::read("assets/translator.bin").expect("assets/translator.bin");
    let t = Translator::from_bytes(&bytes).expect("the shipped translator");
    let source = parse("the animal didn't cross the street because it was too tired").tokens;
    let started = Instant::now();
    let now = || started.elapsed().as_secs_f64() * 1000.0;
    let (best, written) = best_ms_per_call(20, now, || t.translate(&source).output.len());
    assert!(written > 0);
    println!("{best:.4}");
}
