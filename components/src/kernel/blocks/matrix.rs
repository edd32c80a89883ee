//! A small dense row-major matrix: enough for attention on a handful of tokens.

/// A dense matrix of `rows × cols` numbers stored row by row.
#[derive(Debug, Clone, PartialEq)]
pub struct Matrix {
    rows: usize,
    cols: usize,
    data: Vec<f64>,
}

impl Matrix {
    /// A matrix from its rows. Returns `None` when the rows are not all the same length.
    pub fn from_rows(rows: &[Vec<f64>]) -> Option<Self> {
        let cols = rows.first().map_or(0, Vec::len);
        if rows.iter().any(|r| r.len() != cols) {
            return None;
        }
        Some(Self {
            rows: rows.len(),
            cols,
            data: rows.concat(),
        })
    }

    /// A matrix from row-major data. Returns `None` when `data.len() != rows * cols`.
    pub fn from_vec(rows: usize, cols: usize, data: Vec<f64>) -> Option<Self> {
        (data.len() == rows * cols).then_some(Self { rows, cols, data })
    }

    /// A matrix of zeros.
    pub fn zeros(rows: usize, cols: usize) -> Self {
        Self {
            rows,
            cols,
            data: vec![0.0; rows * cols],
        }
    }

    /// Number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The entry at row `r`, column `c`.
    pub fn get(&self, r: usize, c: usize) -> f64 {
        self.data[r * self.cols + c]
    }

    /// Row `r` as a slice.
    pub fn row(&self, r: usize) -> &[f64] {
        &self.data[r * self.cols..(r + 1) * self.cols]
    }

    /// All entries, row by row.
    pub fn as_slice(&self) -> &[f64] {
        &self.data
    }

    /// The rows as owned vectors (for display).
    pub fn to_rows(&self) -> Vec<Vec<f64>> {
        (0..self.rows).map(|r| self.row(r).to_vec()).collect()
    }

    /// `self · other`, or `None` when the inner sizes differ.
    pub fn matmul(&self, other: &Matrix) -> Option<Matrix> {
        if self.cols != other.rows {
            return None;
        }
        let mut out = Matrix::zeros(self.rows, other.cols);
        for r in 0..self.rows {
            let out_row = &mut out.data[r * other.cols..(r + 1) * other.cols];
            for (k, a) in self.row(r).iter().enumerate() {
                // i-k-j order: streams through `other` row by row, which keeps it cache friendly.
                for (o, b) in out_row.iter_mut().zip(other.row(k)) {
                    *o += a * b;
                }
            }
        }
        Some(out)
    }

    /// `self · otherᵀ` without building the transpose: each entry is a dot product of two rows.
    pub fn matmul_transposed(&self, other: &Matrix) -> Option<Matrix> {
        if self.cols != other.cols {
            return None;
        }
        let mut data = Vec::with_capacity(self.rows * other.rows);
        for r in 0..self.rows {
            let a = self.row(r);
            data.extend((0..other.rows).map(|c| dot(a, other.row(c))));
        }
        Some(Matrix {
            rows: self.rows,
            cols: other.rows,
            data,
        })
    }

    /// The transpose.
    pub fn transpose(&self) -> Matrix {
        let mut data = Vec::with_capacity(self.data.len());
        for c in 0..self.cols {
            data.extend((0..self.rows).map(|r| self.get(r, c)));
        }
        Matrix {
            rows: self.cols,
            cols: self.rows,
            data,
        }
    }

    /// Every entry multiplied by `k`.
    pub fn scale(&self, k: f64) -> Matrix {
        Matrix {
            rows: self.rows,
            cols: self.cols,
            data: self.data.iter().map(|v| v * k).collect(),
        }
    }
}

/// The dot product of two equally long vectors.
pub fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn multiplies_by_hand_example() {
        let a = Matrix::from_rows(&[vec![1.0, 2.0], vec![3.0, 4.0]]).unwrap();
        let b = Matrix::from_rows(&[vec![5.0, 6.0], vec![7.0, 8.0]]).unwrap();
        let p = a.matmul(&b).unwrap();
        assert_eq!(p.to_rows(), vec![vec![19.0, 22.0], vec![43.0, 50.0]]);
        assert_eq!(
            a.matmul_transposed(&b).unwrap(),
            a.matmul(&b.transpose()).unwrap()
        );
    }

    #[test]
    fn rejects_mismatched_shapes() {
        assert!(Matrix::from_rows(&[vec![1.0], vec![1.0, 2.0]]).is_none());
        assert!(Matrix::from_vec(2, 2, vec![1.0]).is_none());
        let a = Matrix::zeros(2, 3);
        assert!(a.matmul(&a).is_none());
        assert!(a.matmul_transposed(&Matrix::zeros(2, 2)).is_none());
    }
}
