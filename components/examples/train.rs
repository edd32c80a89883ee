//! Trains the `train` widget's model natively and reports the time per step: the reference the
//! bench holds the browser's worker to (`./x bench`), and a quick way to try settings.
//!
//! `cargo run --profile fast -p components --no-default-features --example train -- [seed] [steps]`
//! checks the held-out set every 25 steps as the widget does, prints a line for each check and, at
//! the end, one JSON line the bench reads.

use std::time::Instant;

use components::kernel::network::{HELD_OUT, Settings, Trainer};

fn main() {
    let mut args = std::env::args().skip(1);
    let seed = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let steps: u32 = args.next().and_then(|a| a.parse().ok()).unwrap_or(300);
    let mut t = Trainer::new(Settings {
        seed,
        ..Settings::default()
    });
    let mut train_ms = 0.0;
    let mut reached = None;
    let mut eval_ms = 0.0;
    let mut evals = 0;
    while t.step < steps {
        let start = Instant::now();
        let r = match t.train_step() {
            Ok(r) => r,
            Err(e) => {
                println!("diverged: {e:?}");
                return;
            }
        };
        train_ms += start.elapsed().as_secs_f64() * 1e3;
        if r.step % 25 == 0 {
            let start = Instant::now();
            let solved = t.held_out_solved();
            eval_ms += start.elapsed().as_secs_f64() * 1e3;
            evals += 1;
            println!(
                "step {:>4}  loss {:.4}  rate {:.2e}  held-out {:>5.1}%",
                r.step,
                r.loss,
                r.rate,
                solved as f64 * 100.0 / HELD_OUT as f64
            );
            if reached.is_none() && solved * 100 >= HELD_OUT * 99 {
                reached = Some(r.step);
            }
        }
    }
    println!(
        "{{\"seed\":{seed},\"steps\":{},\"ms_per_step\":{:.3},\"ms_per_held_out_check\":{:.3},\"ms_per_step_with_checks\":{:.3},\"reached_99_by\":{}}}",
        t.step,
        train_ms / t.step as f64,
        eval_ms / evals.max(1) as f64,
        (train_ms + eval_ms) / t.step as f64,
        reached.map_or("null".into(), |s| s.to_string())
    );
}
