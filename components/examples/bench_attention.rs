//! Native timing of scaled dot-product attention, for `./x bench` to set beside the wasm figure.
//! Prints one JSON object: {"64": ms, "256": ms, "512": ms}.

use std::time::Instant;

use components::kernel::blocks::attention::attention;
use components::kernel::blocks::matrix::Matrix;
use components::kernel::sampling::Gaussian;

fn main() {
    let dk = 64;
    let mut parts = Vec::new();
    // Calls per batch as in scripts/bench.mjs (ATTENTION_REPS); the best of five batches, as there.
    for (n, reps) in [(64usize, 2000usize), (256, 100), (512, 25)] {
        let mut g = Gaussian::new(1);
        let mut m = || Matrix::from_vec(n, dk, g.normals(n * dk)).expect("n × dk entries");
        let (q, k, v) = (m(), m(), m());
        let mut checksum = 0.0;
        let mut ms = f64::INFINITY;
        for _ in 0..5 {
            let start = Instant::now();
            for _ in 0..reps {
                checksum += attention(&q, &k, &v, false)
                    .expect("shapes")
                    .output
                    .get(0, 0);
            }
            ms = ms.min(start.elapsed().as_secs_f64() * 1000.0 / reps as f64);
        }
        assert!(checksum.is_finite());
        parts.push(format!("\"{n}\": {ms:.4}"));
    }
    println!("{{{}}}", parts.join(", "));
}
