//! `mask`: the decoder's causal mask over the words of a sentence.

use super::WidgetParams;
use crate::kernel::attention::causal_allows;
use crate::kernel::format::{count, percent};
use crate::kernel::sampling::{Gaussian, MAX_SEED};
use crate::kernel::softmax::softmax_masked;
use crate::params::{Notice, ParamReader, Query};

/// The sentence the grid is drawn over; `n` takes its first n words.
pub const SENTENCE: [&str; 12] = [
    "The", "cat", "sat", "on", "the", "mat", "because", "it", "was", "warm", "and", "dry",
];

/// The state of the `mask` widget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MaskParams {
    /// Number of tokens.
    pub n: usize,
    /// Seed of the scores.
    pub seed: u64,
    /// The selected row, 1-based (the word whose view is highlighted).
    pub row: usize,
}

impl Default for MaskParams {
    fn default() -> Self {
        Self {
            n: 6,
            seed: 1,
            row: 3,
        }
    }
}

impl WidgetParams for MaskParams {
    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let n = r.int("n", 1, SENTENCE.len() as i64, 6) as usize;
        let seed = r.int("seed", 0, MAX_SEED as i64, 1) as u64;
        let row = r.int("row", 1, n as i64, 3.min(n as i64)) as usize;
        (Self { n, seed, row }, r.finish())
    }

    fn to_query(&self) -> Query {
        Query::from_pairs([
            ("n", self.n.to_string()),
            ("seed", self.seed.to_string()),
            ("row", self.row.to_string()),
        ])
    }
}

/// The masked attention grid: seeded scores, and each row's shares after the masked softmax.
#[derive(Debug, Clone, PartialEq)]
pub struct MaskGrid {
    /// Number of tokens.
    pub n: usize,
    /// The shares, row by row; masked cells are exactly 0.
    pub shares: Vec<Vec<f64>>,
}

impl MaskGrid {
    /// Cells a word may look at: itself and the words before it, n(n+1)/2 in all.
    pub fn allowed_cells(&self) -> usize {
        self.n * (self.n + 1) / 2
    }

    /// Cells hidden by the mask: the upper triangle, n(n−1)/2.
    pub fn masked_cells(&self) -> usize {
        self.n * self.n.saturating_sub(1) / 2
    }

    /// Whether every row's shares add up to 1 (within rounding) and every masked share is exactly 0.
    pub fn rows_are_valid(&self) -> bool {
        self.shares.iter().enumerate().all(|(i, row)| {
            (row.iter().sum::<f64>() - 1.0).abs() < 1e-12
                && row
                    .iter()
                    .enumerate()
                    .all(|(j, s)| causal_allows(i, j) || *s == 0.0)
        })
    }
}

impl MaskParams {
    /// The grid for these parameters.
    pub fn grid(&self) -> MaskGrid {
        let n = self.n.max(1);
        let mut g = Gaussian::new(self.seed);
        let shares = (0..n)
            .map(|i| {
                let scores = g.normals(n);
                let allowed: Vec<bool> = (0..n).map(|j| causal_allows(i, j)).collect();
                softmax_masked(&scores, &allowed, 1.0).expect("the diagonal is always allowed")
            })
            .collect();
        MaskGrid { n, shares }
    }

    /// The live summary.
    pub fn summary(&self, grid: &MaskGrid) -> String {
        let i = self.row.clamp(1, grid.n) - 1;
        let seen: Vec<String> = (0..=i)
            .map(|j| format!("{} {}", SENTENCE[j], percent(grid.shares[i][j])))
            .collect();
        let check = if grid.rows_are_valid() {
            "Every row sums to 100%."
        } else {
            "A row does not sum to 100%."
        };
        format!(
            "{}: {} and {} (their share is exactly 0). {check} Row {}, “{}”, may see {}.",
            count(grid.n as u128, "token", "tokens"),
            count(
                grid.allowed_cells() as u128,
                "allowed cell",
                "allowed cells"
            ),
            count(grid.masked_cells() as u128, "masked cell", "masked cells"),
            i + 1,
            SENTENCE[i],
            seen.join(", ")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_rows() {
        let p = MaskParams::default();
        let g = p.grid();
        assert_eq!((g.allowed_cells(), g.masked_cells()), (21, 15));
        assert!(g.rows_are_valid());
        assert_eq!(g.shares[0][0], 1.0);
        let text = p.summary(&g);
        assert!(
            text.starts_with("6 tokens: 21 allowed cells and 15 masked cells"),
            "{text}"
        );
        assert!(
            text.contains("Every row sums to 100%. Row 3, “sat”, may see The "),
            "{text}"
        );
        let full = MaskParams {
            n: 12,
            seed: 5,
            row: 12,
        };
        assert_eq!(full.grid().masked_cells(), 66);
    }

    #[test]
    fn row_is_clamped_to_the_token_count() {
        let (p, n) = MaskParams::from_query(&Query::parse("n=2&row=9"));
        assert_eq!((p.n, p.row), (2, 2));
        assert_eq!(n.len(), 1);
        let (p, _) = MaskParams::from_query(&Query::parse("n=1"));
        assert_eq!(p.row, 1);
        assert_eq!(
            p.summary(&p.grid()),
            "1 token: 1 allowed cell and 0 masked cells (their share is exactly 0). Every row sums to 100%. Row 1, “The”, may see The 100.0%."
        );
    }
}
