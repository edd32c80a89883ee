//! What writing n tokens one at a time costs, with and without a key–value cache: exact
//! multiply-add counts and the cache's size.
//!
//! The count is of one decoder layer as a decoder-only model has it: the four attention
//! projections (W^Q, W^K, W^V, W^O, d × d each), the scores of the new row against every row so
//! far and the weighted sum of their values (d each per row looked at), and the feed-forward
//! layer with the paper's d_ff = 4·d (two matrices of d × 4d). The position's own row, at
//! position t (from 1), so costs 12·d² + 2·t·d. Norms, biases, the softmax and the output layer
//! are left out: they are the same either way, and small beside these.
//!
//! Recomputing, the step that writes token t runs every row 1..t again. With the cache it runs
//! only row t, reading the keys and values the earlier rows left behind. The number of heads does
//! not enter: the heads split d between them.

/// Both ways of writing `n` tokens, counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DecodeCost {
    /// Tokens written.
    pub n: u64,
    /// Model width.
    pub d: u64,
    /// Decoder layers.
    pub layers: u64,
    /// Multiply-adds when every step runs every row so far again.
    pub recomputed: u128,
    /// Multiply-adds when each step runs only its own row.
    pub cached: u128,
    /// The cache's size once all `n` are written: keys and values, every layer, as 32-bit floats.
    pub cache_bytes: u128,
}

impl DecodeCost {
    /// How many times more work recomputing is.
    pub fn ratio(&self) -> f64 {
        self.recomputed as f64 / self.cached.max(1) as f64
    }
}

/// Multiply-adds of the row at position `t` (from 1) in one layer of width `d`.
pub fn row_cost(t: u128, d: u128) -> u128 {
    12 * d * d + 2 * t * d
}

/// The counts for `n` tokens, width `d`, `layers` layers, in closed form:
/// cached Σₜ (12d² + 2td) = 12d²n + d·n(n+1), and recomputed Σₜ Σᵢ≤ₜ (12d² + 2id) =
/// 6d²·n(n+1) + d·n(n+1)(n+2)/3, each times the layers.
pub fn decode_cost(n: u64, d: u64, layers: u64) -> DecodeCost {
    let (nn, dd, l) = (n as u128, d as u128, layers as u128);
    let cached = l * (12 * dd * dd * nn + dd * nn * (nn + 1));
    let recomputed = l * (6 * dd * dd * nn * (nn + 1) + dd * nn * (nn + 1) * (nn + 2) / 3);
    DecodeCost {
        n,
        d,
        layers,
        recomputed,
        cached,
        cache_bytes: 2 * l * nn * dd * 4,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The counts summed row by row, as the decoders run them.
    fn by_rows(n: u128, d: u128, layers: u128) -> (u128, u128) {
        let cached: u128 = (1..=n).map(|t| row_cost(t, d)).sum();
        let recomputed: u128 = (1..=n)
            .map(|t| (1..=t).map(|i| row_cost(i, d)).sum::<u128>())
            .sum();
        (layers * recomputed, layers * cached)
    }

    #[test]
    fn the_closed_forms_are_the_sums() {
        for (n, d, l) in [(1, 1, 1), (2, 3, 1), (7, 16, 2), (64, 512, 6), (300, 64, 3)] {
            let c = decode_cost(n, d, l);
            assert_eq!(
                (c.recomputed, c.cached),
                by_rows(n as u128, d as u128, l as u128),
                "n {n}, d {d}, layers {l}"
            );
        }
    }

    #[test]
    fn the_paper_s_base_model_writing_64_tokens() {
        let c = decode_cost(64, 512, 6);
        assert_eq!(c.cached, 1_220_739_072);
        assert_eq!(c.recomputed, 39_539_834_880);
        assert_eq!(c.cache_bytes, 1_572_864);
        assert!((c.ratio() - 32.39).abs() < 0.01, "{}", c.ratio());
        // One token: nothing to reuse, the same work.
        let one = decode_cost(1, 512, 6);
        assert_eq!(one.recomputed, one.cached);
        // The largest the widget allows fits easily.
        let big = decode_cost(4096, 4096, 48);
        assert!(big.recomputed > big.cached && big.ratio() > 1000.0);
    }
}
