//! Label smoothing (§5.4): the training target spreads ε of its mass over the whole vocabulary.

/// The smoothed target: (share of the correct token, share of every other token).
///
/// The correct token keeps 1 − ε and every token, the correct one included, gets ε / K on top.
pub fn smoothed_target(eps: f64, vocab: u64) -> (f64, f64) {
    let k = vocab.max(1) as f64;
    let other = eps / k;
    (1.0 - eps + other, other)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn worked_numbers() {
        let (correct, other) = smoothed_target(0.1, 37_000);
        assert!((correct - 0.900003).abs() < 5e-7, "{correct}");
        assert!((other - 0.0000027).abs() < 5e-8, "{other}");
        assert!((correct + 36_999.0 * other - 1.0).abs() < 1e-12);
        assert_eq!(smoothed_target(0.0, 10), (1.0, 0.0));
    }
}
