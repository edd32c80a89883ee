//! Residual connections and layer normalisation (§3.1), in the paper's order and in today's.

/// Where the normalisation sits around a sub-layer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NormOrder {
    /// The paper: LayerNorm(x + Sublayer(x)).
    Post,
    /// Most models since: x + Sublayer(LayerNorm(x)).
    Pre,
}

/// Layer normalisation without learned gain or bias: subtract the mean, divide by the population
/// standard deviation. `eps` keeps a constant vector (spread 0) from dividing by zero.
pub fn layer_norm(x: &[f64], eps: f64) -> Vec<f64> {
    if x.is_empty() {
        return Vec::new();
    }
    let n = x.len() as f64;
    let mean = x.iter().sum::<f64>() / n;
    let var = x.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / n;
    let sd = (var + eps).sqrt();
    if sd == 0.0 {
        return vec![0.0; x.len()];
    }
    x.iter().map(|v| (v - mean) / sd).collect()
}

/// Mean and population standard deviation.
pub fn mean_and_sd(x: &[f64]) -> (f64, f64) {
    let n = x.len().max(1) as f64;
    let mean = x.iter().sum::<f64>() / n;
    let var = x.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / n;
    (mean, var.sqrt())
}

/// Element-wise sum of two vectors of the same length (the residual connection).
pub fn add(a: &[f64], b: &[f64]) -> Vec<f64> {
    a.iter().zip(b).map(|(x, y)| x + y).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn worked_example_post_norm() {
        let sum = add(&[2.0, 0.0], &[1.0, 1.0]);
        assert_eq!(sum, vec![3.0, 1.0]);
        assert_eq!(mean_and_sd(&sum), (2.0, 1.0));
        assert_eq!(layer_norm(&sum, 0.0), vec![1.0, -1.0]);
    }

    #[test]
    fn constant_vectors_do_not_divide_by_zero() {
        assert_eq!(layer_norm(&[5.0, 5.0, 5.0], 0.0), vec![0.0, 0.0, 0.0]);
        assert!(layer_norm(&[], 0.0).is_empty());
    }
}
