//! Native timing of one greedy translation of a ten-word sentence by the everyday translator, for
//! `./x bench` to set beside the wasm figure (`bench_everyday` in the deferred bundle). Prints the
//! milliseconds per translation, the best of five batches of 20.

use std::time::Instant;

use components::kernel::everyday::BENCH_SENTENCE;
use components::kernel::everyday::translator::{Everyday, Search};
use components::kernel::timing::best_ms_per_call;

fn main() {
    let read =
        |f: &str| std::fs::read(format!("assets/{f}")).expect("the everyday translator's files");
    let text = |f: &str| String::from_utf8(read(f)).expect("UTF-8");
    let t = Everyday::from_files(
        &read("everyday.bin"),
        &text("everyday-subwords.txt"),
        &text("everyday-test.txt"),
    )
    .expect("the shipped everyday translator");
    let reading = t.read(BENCH_SENTENCE);
    let started = Instant::now();
    let now = || started.elapsed().as_secs_f64() * 1000.0;
    let (best, written) = best_ms_per_call(20, now, || {
        t.translate(&reading, Search::Greedy).pieces.len()
    });
    assert!(written > 0);
    println!("{best:.4}");
}
