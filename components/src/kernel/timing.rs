//! Timing a kernel call the way `./x bench` compares wasm with native: the best of five batches,
//! in milliseconds per call. The clock is the caller's (`Instant` natively, `performance.now()` in
//! the browser), so one loop serves both sides of a ratio.

/// Milliseconds per call of `call`, the best of five batches of `reps` (1 to 1,000) calls, timed
/// by `now` (milliseconds). `call` returns something the work produced (its length, say): the
/// sum is kept so the optimiser cannot drop the work, and is returned beside the time.
pub fn best_ms_per_call(
    reps: usize,
    now: impl Fn() -> f64,
    mut call: impl FnMut() -> usize,
) -> (f64, usize) {
    let reps = reps.clamp(1, 1000);
    let mut best = f64::INFINITY;
    let mut produced = 0;
    for _ in 0..5 {
        let start = now();
        for _ in 0..reps {
            produced += call();
        }
        best = best.min((now() - start) / reps as f64);
    }
    (best, std::hint::black_box(produced))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    #[test]
    fn the_best_batch_per_call_and_everything_produced() {
        // A clock that advances 10 ms a call, 40 in the third batch's first call.
        let clock = Cell::new(0.0);
        let calls = Cell::new(0);
        let (ms, produced) = best_ms_per_call(
            2,
            || clock.get(),
            || {
                calls.set(calls.get() + 1);
                clock.set(clock.get() + if calls.get() == 5 { 40.0 } else { 10.0 });
                3
            },
        );
        assert_eq!(ms, 10.0);
        assert_eq!(produced, 30);
        assert_eq!(calls.get(), 10);
    }
}
