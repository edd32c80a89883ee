//! The per-layer cost model of the paper's Table 1 (§4).

/// Work per layer of self-attention over `n` tokens of width `d`: n²·d multiply-adds.
pub fn self_attention_ops(n: u64, d: u64) -> u128 {
    (n as u128) * (n as u128) * (d as u128)
}

/// Work per layer of a recurrent layer over `n` tokens of width `d`: n·d² multiply-adds.
pub fn recurrent_ops(n: u64, d: u64) -> u128 {
    (n as u128) * (d as u128) * (d as u128)
}

/// Which layer does less work.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cheaper {
    /// Self-attention (n < d).
    Attention,
    /// The recurrent layer (n > d).
    Recurrent,
    /// Both the same (n = d, the crossover).
    Neither,
}

/// Both counts and how they compare.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CostComparison {
    /// Sequence length.
    pub n: u64,
    /// Width.
    pub d: u64,
    /// n²·d.
    pub attention: u128,
    /// n·d².
    pub recurrent: u128,
    /// Which is cheaper.
    pub cheaper: Cheaper,
    /// The larger count divided by the smaller, which is max(n, d) / min(n, d).
    pub factor: f64,
}

/// Compares the two layers at length `n` and width `d` (both at least 1).
pub fn compare(n: u64, d: u64) -> CostComparison {
    let (n, d) = (n.max(1), d.max(1));
    let cheaper = match n.cmp(&d) {
        std::cmp::Ordering::Less => Cheaper::Attention,
        std::cmp::Ordering::Greater => Cheaper::Recurrent,
        std::cmp::Ordering::Equal => Cheaper::Neither,
    };
    CostComparison {
        n,
        d,
        attention: self_attention_ops(n, d),
        recurrent: recurrent_ops(n, d),
        cheaper,
        factor: n.max(d) as f64 / n.min(d) as f64,
    }
}

/// The sequence length at which both layers cost the same: n = d.
pub fn crossover(d: u64) -> u64 {
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crossover_is_at_n_equals_d() {
        for d in [1u64, 64, 512, 4096] {
            let n = crossover(d);
            assert_eq!(self_attention_ops(n, d), recurrent_ops(n, d));
            assert_eq!(compare(n, d).cheaper, Cheaper::Neither);
        }
        assert_eq!(compare(511, 512).cheaper, Cheaper::Attention);
        assert_eq!(compare(513, 512).cheaper, Cheaper::Recurrent);
    }

    #[test]
    fn default_widget_figures() {
        let c = compare(50, 512);
        assert_eq!(c.attention, 1_280_000);
        assert_eq!(c.recurrent, 13_107_200);
        assert!((c.factor - 10.24).abs() < 1e-12);
        let big = compare(100_000, 4096);
        assert_eq!(big.attention, 40_960_000_000_000);
        assert_eq!(big.cheaper, Cheaper::Recurrent);
    }
}
