//! Scaled dot-product attention, every intermediate kept so a widget can show each step.

use super::matrix::Matrix;
use super::softmax::{SoftmaxError, softmax_masked};

/// Why attention could not be computed.
#[derive(Debug, Clone, PartialEq)]
pub enum AttentionError {
    /// Q, K and V do not fit together (the message names the sizes).
    Shapes(String),
    /// A softmax row failed.
    Softmax(SoftmaxError),
}

impl std::fmt::Display for AttentionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Shapes(s) => write!(f, "the matrices do not fit together: {s}"),
            Self::Softmax(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for AttentionError {}

/// Every stage of `softmax(Q·Kᵀ / √d_k [+ mask]) · V`.
#[derive(Debug, Clone, PartialEq)]
pub struct AttentionSteps {
    /// Q·Kᵀ: one row per query, one column per key.
    pub scores: Matrix,
    /// Q·Kᵀ / √d_k.
    pub scaled: Matrix,
    /// Which scores each query may use (all true without a mask; the lower triangle with one).
    pub allowed: Vec<Vec<bool>>,
    /// The softmax of each row of `scaled`, masked entries exactly 0.
    pub weights: Matrix,
    /// weights · V: each output row is a blend of the value rows.
    pub output: Matrix,
}

/// Whether query `i` may look at key `j` under a causal mask: only at itself and earlier tokens.
pub fn causal_allows(i: usize, j: usize) -> bool {
    j <= i
}

/// The causal mask for `n` tokens, row by row.
pub fn causal_mask(n: usize) -> Vec<Vec<bool>> {
    (0..n)
        .map(|i| (0..n).map(|j| causal_allows(i, j)).collect())
        .collect()
}

/// Scaled dot-product attention with every intermediate matrix.
///
/// `q` is `n × d_k`, `k` is `m × d_k`, `v` is `m × d_v`. With `causal`, query `i` sees keys `0..=i`
/// only (which needs `n ≤ m` so every row keeps at least one key).
pub fn attention(
    q: &Matrix,
    k: &Matrix,
    v: &Matrix,
    causal: bool,
) -> Result<AttentionSteps, AttentionError> {
    if q.cols() != k.cols() {
        return Err(AttentionError::Shapes(format!(
            "Q has width {} but K has width {}",
            q.cols(),
            k.cols()
        )));
    }
    if k.rows() != v.rows() {
        return Err(AttentionError::Shapes(format!(
            "K has {} rows but V has {}",
            k.rows(),
            v.rows()
        )));
    }
    if q.cols() == 0 || k.rows() == 0 {
        return Err(AttentionError::Shapes("an empty matrix".into()));
    }
    let scores = q.matmul_transposed(k).expect("widths checked above");
    let scaled = scores.scale(1.0 / (q.cols() as f64).sqrt());
    let allowed: Vec<Vec<bool>> = (0..q.rows())
        .map(|i| {
            (0..k.rows())
                .map(|j| !causal || causal_allows(i, j))
                .collect()
        })
        .collect();
    let mut weights = Vec::with_capacity(q.rows() * k.rows());
    for (i, mask) in allowed.iter().enumerate() {
        let row = softmax_masked(scaled.row(i), mask, 1.0).map_err(AttentionError::Softmax)?;
        weights.extend(row);
    }
    let weights = Matrix::from_vec(q.rows(), k.rows(), weights).expect("one row per query");
    let output = weights
        .matmul(v)
        .expect("weights are n × m and V is m × d_v");
    Ok(AttentionSteps {
        scores,
        scaled,
        allowed,
        weights,
        output,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(rows: &[&[f64]]) -> Matrix {
        Matrix::from_rows(&rows.iter().map(|r| r.to_vec()).collect::<Vec<_>>()).unwrap()
    }

    #[test]
    fn blends_values_with_the_softmax_shares() {
        // One query whose scaled scores against three keys are (2, 1, 0.5), as in §3.2.1's example.
        let q = m(&[&[2.0, 0.0, 0.0, 0.0]]);
        let k = m(&[
            &[2.0, 0.0, 0.0, 0.0],
            &[1.0, 0.0, 0.0, 0.0],
            &[0.5, 0.0, 0.0, 0.0],
        ]);
        let v = m(&[&[1.0, 0.0, 0.0], &[0.0, 1.0, 0.0], &[0.0, 0.0, 1.0]]);
        let steps = attention(&q, &k, &v, false).unwrap();
        assert_eq!(steps.scores.row(0), &[4.0, 2.0, 1.0]);
        assert_eq!(steps.scaled.row(0), &[2.0, 1.0, 0.5]);
        let out = steps.output.row(0);
        assert!((out[0] - 0.629).abs() < 5e-4 && (out[1] - 0.231).abs() < 5e-4);
        assert!((out[2] - 0.140).abs() < 5e-4);
    }

    #[test]
    fn causal_mask_zeroes_the_upper_triangle() {
        let x = m(&[&[1.0, 0.5], &[0.2, 1.0], &[-1.0, 0.3]]);
        let steps = attention(&x, &x, &x, true).unwrap();
        for i in 0..3 {
            let row = steps.weights.row(i);
            for (j, w) in row.iter().enumerate() {
                if j > i {
                    assert_eq!(*w, 0.0);
                }
            }
            assert!((row.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        }
        assert_eq!(steps.weights.row(0), &[1.0, 0.0, 0.0]);
        assert_eq!(causal_mask(2), vec![vec![true, false], vec![true, true]]);
    }

    #[test]
    fn mismatched_shapes_are_errors() {
        let a = Matrix::zeros(2, 3);
        let b = Matrix::zeros(2, 4);
        assert!(matches!(
            attention(&a, &b, &b, false),
            Err(AttentionError::Shapes(_))
        ));
        let v = Matrix::zeros(3, 3);
        assert!(matches!(
            attention(&a, &a, &v, false),
            Err(AttentionError::Shapes(_))
        ));
    }
}
