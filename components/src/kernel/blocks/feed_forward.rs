//! The position-wise feed-forward network of §3.3: widen, ReLU, narrow.

/// The intermediate vectors of FFN(x) = max(0, x·W1 + b1)·W2 + b2.
#[derive(Debug, Clone, PartialEq)]
pub struct FeedForwardSteps {
    /// x·W1 + b1.
    pub hidden: Vec<f64>,
    /// max(0, hidden).
    pub activated: Vec<f64>,
    /// activated·W2 + b2.
    pub output: Vec<f64>,
}

/// Row vector times matrix (`w` given row by row, `x.len()` rows) plus a bias.
fn affine(x: &[f64], w: &[Vec<f64>], b: &[f64]) -> Vec<f64> {
    let cols = w.first().map_or(0, Vec::len);
    (0..cols)
        .map(|c| {
            x.iter().zip(w).map(|(xi, row)| xi * row[c]).sum::<f64>()
                + b.get(c).copied().unwrap_or(0.0)
        })
        .collect()
}

/// FFN(x) with every step kept. Missing bias entries count as 0.
pub fn feed_forward(
    x: &[f64],
    w1: &[Vec<f64>],
    b1: &[f64],
    w2: &[Vec<f64>],
    b2: &[f64],
) -> FeedForwardSteps {
    let hidden = affine(x, w1, b1);
    let activated: Vec<f64> = hidden.iter().map(|v| v.max(0.0)).collect();
    let output = affine(&activated, w2, b2);
    FeedForwardSteps {
        hidden,
        activated,
        output,
    }
}

/// The tiny example's weights: W1 is 2 × 3 and W2 is 3 × 2, biases zero.
pub fn example_weights() -> (Vec<Vec<f64>>, Vec<Vec<f64>>) {
    (
        vec![vec![1.0, 0.0, -1.0], vec![0.0, 1.0, 1.0]],
        vec![vec![2.0, 0.0], vec![0.0, 1.0], vec![1.0, 1.0]],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn worked_example() {
        let (w1, w2) = example_weights();
        let s = feed_forward(&[1.0, -1.0], &w1, &[], &w2, &[]);
        assert_eq!(s.hidden, vec![1.0, -1.0, -2.0]);
        assert_eq!(s.activated, vec![1.0, 0.0, 0.0]);
        assert_eq!(s.output, vec![2.0, 0.0]);
    }
}
