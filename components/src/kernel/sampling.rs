//! Seeded random draws: the same seed always gives the same numbers, on every platform.
//!
//! The stream is rand's `ChaCha12Rng` (rand_chacha), seeded with `seed_from_u64`: rand documents
//! it as portable and value-stable, so a seed in a shared link shows its author's draw in every
//! browser, in the native tests, and after upgrades (`tests/golden_draws.rs` holds links made
//! before this stream replaced a hand-written copy of the same ChaCha12 to their numbers).
//!
//! The normal and chi-square samplers stay our own, over that stream: rand_distr's `StandardNormal`
//! is a ziggurat and its `ChiSquared` another method again, so either would give every existing
//! link a different draw.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha12Rng;

use super::blocks::matrix::dot;
use super::blocks::softmax::{argmax, softmax};

/// The largest seed a link may carry: 2^53, the largest integer JavaScript holds exactly.
pub const MAX_SEED: u64 = 1 << 53;

/// The seed after `seed` ("new random draw"), wrapping to 0 past [`MAX_SEED`] so a link can carry it.
pub fn next_seed(seed: u64) -> u64 {
    if seed >= MAX_SEED { 0 } else { seed + 1 }
}

/// A stream of standard normal numbers N(0, 1) from a seed (Box–Muller, both outputs used).
pub struct Gaussian {
    rng: ChaCha12Rng,
    spare: Option<f64>,
}

impl Gaussian {
    /// A new stream; equal seeds give equal streams.
    pub fn new(seed: u64) -> Self {
        Self {
            rng: ChaCha12Rng::seed_from_u64(seed),
            spare: None,
        }
    }

    /// A uniform number in the open interval (0, 1).
    pub fn uniform(&mut self) -> f64 {
        loop {
            // The top 53 bits of the next 64, scaled into [0, 1).
            let u: f64 = self.rng.random();
            if u > 0.0 {
                return u;
            }
        }
    }

    /// The next N(0, 1) number.
    pub fn normal(&mut self) -> f64 {
        if let Some(z) = self.spare.take() {
            return z;
        }
        let u1 = self.uniform();
        let u2 = self.uniform();
        let r = (-2.0 * u1.ln()).sqrt();
        let theta = std::f64::consts::TAU * u2;
        self.spare = Some(r * theta.sin());
        r * theta.cos()
    }

    /// `count` N(0, 1) numbers.
    pub fn normals(&mut self, count: usize) -> Vec<f64> {
        (0..count).map(|_| self.normal()).collect()
    }

    /// A Gamma(shape, 1) number (Marsaglia and Tsang, 2000), for any shape above 0.
    pub fn gamma(&mut self, shape: f64) -> f64 {
        if shape < 1.0 {
            // Gamma(a) = Gamma(a + 1) · U^(1/a) lifts small shapes into the method's range.
            let u = self.uniform();
            return self.gamma(shape + 1.0) * u.powf(1.0 / shape);
        }
        let d = shape - 1.0 / 3.0;
        let c = 1.0 / (9.0 * d).sqrt();
        loop {
            let x = self.normal();
            let v = (1.0 + c * x).powi(3);
            if v <= 0.0 {
                continue;
            }
            let u = self.uniform();
            if u.ln() < 0.5 * x * x + d - d * v + d * v.ln() {
                return d * v;
            }
        }
    }

    /// A chi-square number with `k` degrees of freedom: the law of a sum of `k` squared N(0, 1).
    pub fn chi_square(&mut self, k: usize) -> f64 {
        2.0 * self.gamma(k as f64 / 2.0)
    }
}

/// One query against several keys, every entry drawn from N(0, 1): the `scaling` widget's draw.
#[derive(Debug, Clone, PartialEq)]
pub struct ScalingDraw {
    /// Width of the query and of each key.
    pub dk: usize,
    /// q·k for each key.
    pub raw: Vec<f64>,
    /// q·k / √d_k for each key.
    pub scaled: Vec<f64>,
    /// softmax of `raw`.
    pub raw_shares: Vec<f64>,
    /// softmax of `scaled`.
    pub scaled_shares: Vec<f64>,
}

impl ScalingDraw {
    /// Draws the query, then the keys, from `seed`. `dk` and `keys` must be at least 1.
    pub fn new(seed: u64, dk: usize, keys: usize) -> Self {
        let dk = dk.max(1);
        let keys = keys.max(1);
        let mut g = Gaussian::new(seed);
        let q = g.normals(dk);
        let raw: Vec<f64> = (0..keys).map(|_| dot(&q, &g.normals(dk))).collect();
        let scale = 1.0 / (dk as f64).sqrt();
        let scaled: Vec<f64> = raw.iter().map(|s| s * scale).collect();
        let raw_shares = softmax(&raw, 1.0).expect("finite scores, at least one key");
        let scaled_shares = softmax(&scaled, 1.0).expect("finite scores, at least one key");
        Self {
            dk,
            raw,
            scaled,
            raw_shares,
            scaled_shares,
        }
    }

    /// The key (0-based) with the largest unscaled share, and that share.
    pub fn top_raw(&self) -> (usize, f64) {
        argmax(&self.raw_shares).expect("at least one key")
    }

    /// The key (0-based) with the largest scaled share, and that share.
    pub fn top_scaled(&self) -> (usize, f64) {
        argmax(&self.scaled_shares).expect("at least one key")
    }
}

/// The average largest softmax share over many draws, without and with the 1/√d_k scaling.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Saturation {
    /// Key width.
    pub dk: usize,
    /// Mean over draws of max softmax(q·k).
    pub unscaled: f64,
    /// Mean over draws of max softmax(q·k / √d_k).
    pub scaled: f64,
}

/// The largest share of softmax(scores), computed as 1 / Σ exp(s − max) without allocating.
fn largest_share(scores: impl Iterator<Item = f64> + Clone) -> f64 {
    let max = scores.clone().fold(f64::NEG_INFINITY, f64::max);
    1.0 / scores.map(|s| (s - max).exp()).sum::<f64>()
}

/// Average largest share over `draws` draws of one query and `keys` keys of width `dk`.
///
/// Exact in law and cheap at any width: given the query q, the scores q·k_j of independent N(0, 1)
/// keys are independent N(0, |q|²), and |q|² is chi-square with `dk` degrees of freedom. So each
/// draw takes one chi-square number and `keys` normals instead of `(keys + 1) · dk` normals. The
/// unscaled and scaled averages use the same draws, so their gap is not sampling noise.
/// `average_largest_share_by_brute_force` does it the long way and the tests hold the two together.
pub fn average_largest_share(seed: u64, dk: usize, keys: usize, draws: usize) -> Saturation {
    let dk = dk.max(1);
    let mut g = Gaussian::new(seed);
    let mut z = vec![0.0; keys.max(1)];
    let (mut unscaled, mut scaled) = (0.0, 0.0);
    let inv_sqrt_dk = 1.0 / (dk as f64).sqrt();
    for _ in 0..draws {
        let norm = g.chi_square(dk).sqrt();
        z.iter_mut().for_each(|v| *v = g.normal() * norm);
        unscaled += largest_share(z.iter().copied());
        scaled += largest_share(z.iter().map(|s| s * inv_sqrt_dk));
    }
    let n = draws.max(1) as f64;
    Saturation {
        dk,
        unscaled: unscaled / n,
        scaled: scaled / n,
    }
}

/// The same average as [`average_largest_share`], drawing every entry of the query and keys.
pub fn average_largest_share_by_brute_force(
    seed: u64,
    dk: usize,
    keys: usize,
    draws: usize,
) -> Saturation {
    let (mut unscaled, mut scaled) = (0.0, 0.0);
    for d in 0..draws {
        let draw = ScalingDraw::new(seed.wrapping_add(d as u64), dk, keys);
        unscaled += draw.top_raw().1;
        scaled += draw.top_scaled().1;
    }
    let n = draws.max(1) as f64;
    Saturation {
        dk,
        unscaled: unscaled / n,
        scaled: scaled / n,
    }
}

/// The key widths the saturation chart samples: about two per doubling, from 1 to 1024.
pub const CURVE_DKS: [usize; 20] = [
    1, 2, 3, 4, 6, 8, 11, 16, 23, 32, 45, 64, 91, 128, 181, 256, 362, 512, 724, 1024,
];

/// Draws per point of the saturation chart and of the summary's averages (the catalogue asks for
/// at least 1,000; more would only slow the chart down without moving any printed percentage by
/// more than about one point).
pub const CURVE_DRAWS: usize = 1000;

/// Seed of the saturation chart: the curve describes the distribution, not the reader's draw.
pub const CURVE_SEED: u64 = 2017;

/// One point of the saturation chart: the average largest share at width `dk` for `keys` keys.
pub fn saturation_point(dk: usize, keys: usize) -> Saturation {
    average_largest_share(CURVE_SEED, dk, keys, CURVE_DRAWS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_draw() {
        assert_eq!(Gaussian::new(7).normals(50), Gaussian::new(7).normals(50));
        assert_ne!(Gaussian::new(7).normals(5), Gaussian::new(8).normals(5));
        assert_eq!(ScalingDraw::new(1, 64, 8), ScalingDraw::new(1, 64, 8));
        assert_eq!(
            average_largest_share(3, 64, 8, 100),
            average_largest_share(3, 64, 8, 100)
        );
    }

    #[test]
    fn normals_have_mean_zero_and_variance_one() {
        let xs = Gaussian::new(11).normals(200_000);
        let mean = xs.iter().sum::<f64>() / xs.len() as f64;
        let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / xs.len() as f64;
        assert!(mean.abs() < 0.01, "mean {mean}");
        assert!((var - 1.0).abs() < 0.01, "variance {var}");
    }

    #[test]
    fn chi_square_has_mean_k_and_variance_2k() {
        for k in [1usize, 3, 64, 512] {
            let mut g = Gaussian::new(5);
            let xs: Vec<f64> = (0..50_000).map(|_| g.chi_square(k)).collect();
            let mean = xs.iter().sum::<f64>() / xs.len() as f64;
            let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / xs.len() as f64;
            let k = k as f64;
            assert!((mean - k).abs() < 0.03 * k + 0.02, "k {k}: mean {mean}");
            assert!(
                (var - 2.0 * k).abs() < 0.06 * 2.0 * k + 0.05,
                "k {k}: variance {var}"
            );
        }
    }

    #[test]
    fn dot_product_variance_is_dk() {
        // Var(q·k) = d_k: at d_k = 64 raw scores swing by about √64 = 8, scaled ones by about 1.
        let mut raw = Vec::new();
        let mut scaled = Vec::new();
        for seed in 0..400 {
            let d = ScalingDraw::new(seed, 64, 8);
            raw.extend(d.raw);
            scaled.extend(d.scaled);
        }
        let sd = |xs: &[f64]| (xs.iter().map(|x| x * x).sum::<f64>() / xs.len() as f64).sqrt();
        assert!((sd(&raw) - 8.0).abs() < 0.3, "raw spread {}", sd(&raw));
        assert!(
            (sd(&scaled) - 1.0).abs() < 0.04,
            "scaled spread {}",
            sd(&scaled)
        );
    }

    #[test]
    fn shortcut_agrees_with_brute_force() {
        for dk in [1usize, 16, 128] {
            let fast = average_largest_share(1, dk, 8, 8000);
            let slow = average_largest_share_by_brute_force(1, dk, 8, 8000);
            assert!(
                (fast.unscaled - slow.unscaled).abs() < 0.015,
                "{dk}: {fast:?} {slow:?}"
            );
            assert!(
                (fast.scaled - slow.scaled).abs() < 0.015,
                "{dk}: {fast:?} {slow:?}"
            );
        }
    }

    /// The saturation chart for `keys` keys, as the widget assembles it: one point per width.
    fn saturation_curve(keys: usize) -> Vec<Saturation> {
        CURVE_DKS
            .iter()
            .map(|&dk| saturation_point(dk, keys))
            .collect()
    }

    #[test]
    fn unscaled_attention_saturates_at_wide_keys() {
        // At d_k = 512 without scaling, the largest of 8 shares averages above 0.9.
        let s = saturation_point(512, 8);
        assert!(s.unscaled > 0.9, "{s:?}");
        assert!(s.scaled < 0.6, "{s:?}");
        let curve = saturation_curve(8);
        assert_eq!(curve.len(), 20);
        assert!(
            curve
                .windows(2)
                .all(|w| w[1].unscaled + 0.02 >= w[0].unscaled)
        );
        // Scaling keeps the average nearly flat: the small rise at tiny widths is |q|/√d_k's wide
        // spread when d_k is 1 or 2, and from d_k = 64 on the curve no longer moves.
        let (lo, hi) = curve.iter().fold((1.0f64, 0.0f64), |(lo, hi), p| {
            (lo.min(p.scaled), hi.max(p.scaled))
        });
        assert!(hi - lo < 0.1, "scaled curve ranges {lo}..{hi}");
        let at = |dk: usize| curve.iter().find(|p| p.dk == dk).unwrap().scaled;
        assert!((at(64) - at(1024)).abs() < 0.015, "{} {}", at(64), at(1024));
    }

    #[test]
    fn one_key_takes_everything() {
        let d = ScalingDraw::new(9, 4, 1);
        assert_eq!(d.raw_shares, vec![1.0]);
        assert_eq!(average_largest_share(9, 4, 1, 10).unscaled, 1.0);
    }
}
