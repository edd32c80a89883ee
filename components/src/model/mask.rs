//! `mask`: the decoder's causal mask over the words of a sentence.

use super::{Widget, WidgetParams, default_from_link};
use crate::format::percent;
use crate::i18n::m;
use crate::kernel::blocks::attention::causal_allows;
use crate::kernel::blocks::softmax::softmax_masked;
use crate::kernel::sampling::Gaussian;
use crate::locale::Text;
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query, Readout};

/// How many words the sentence the grid is drawn over has; `n` takes its first n.
pub const WORDS: usize = 12;

/// The sentence the grid is drawn over, in the page's language.
pub fn sentence() -> [&'static str; WORDS] {
    m().mask_sentence()
}

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

/// `n`: how many words of the sentence the grid covers.
pub const N: Param = Param::int("n", 1, WORDS as i64, 6)
    .about(
        "how many words of the sentence the grid covers",
        "combien de mots de la phrase la grille couvre",
    )
    .unit("tokens", "tokens")
    .label("Tokens", "Tokens")
    .reads(Readout::Count(
        Text::new("token", "token"),
        Text::new("tokens", "tokens"),
    ));
/// `seed`: the seed of the scores.
pub const SEED: Param = Param::seed("seed", 1).label(
    "New random scores (the seed)",
    "Nouveaux scores au hasard (la graine)",
);
/// `row`: the word whose view is highlighted.
pub const ROW: Param = Param::int("row", 1, WORDS as i64, 3)
    .up_to("n", "n")
    .about(
        "the word whose row is highlighted, counting from 1",
        "le mot dont la ligne est surlignée, à partir de 1",
    )
    .label("Selected row", "Ligne choisie");

default_from_link!(MaskParams);

impl MaskParams {
    /// Moves the token slider to `position`; the selected row stays on the grid.
    pub fn set_n(&mut self, position: f64) {
        self.n = N.snap(position);
        self.row = self.row.min(self.n);
    }
}

impl WidgetParams for MaskParams {
    const PARAMS: &'static [Param] = &[N, SEED, ROW];

    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let n: usize = r.int(&N);
        let seed = r.int(&SEED);
        let row = r.int_up_to(&ROW, n as i64);
        (Self { n, seed, row }, r.finish())
    }

    fn to_query(&self) -> Query {
        LinkWriter::new()
            .count(&N, self.n)
            .int(&SEED, self.seed)
            .count(&ROW, self.row)
            .finish()
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

impl Widget for MaskParams {
    const EXAMPLE: &'static str = "n=3&seed=9&row=1";
    type Input = ();
    type Output = MaskGrid;

    /// The grid for these parameters.
    fn compute(&self, _: &()) -> MaskGrid {
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
    fn summary(&self, grid: &MaskGrid) -> String {
        let i = self.row.clamp(1, grid.n) - 1;
        let words = sentence();
        let seen: Vec<String> = (0..=i)
            .map(|j| format!("{} {}", words[j], percent(grid.shares[i][j])))
            .collect();
        let t = m();
        t.mask_summary(
            grid.n,
            grid.allowed_cells(),
            grid.masked_cells(),
            t.mask_rows_check(grid.rows_are_valid()),
            i + 1,
            words[i],
            &seen.join(", "),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_rows() {
        let p = MaskParams::default();
        let g = p.compute(&());
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
        assert_eq!(full.compute(&()).masked_cells(), 66);
    }

    #[test]
    fn fewer_tokens_move_the_row_onto_the_grid() {
        let mut p = MaskParams::default();
        p.set_n(2.2);
        assert_eq!((p.n, p.row), (2, 2));
        p.set_n(40.0);
        assert_eq!((p.n, p.row), (12, 2));
    }

    #[test]
    fn row_is_clamped_to_the_token_count() {
        let (p, n) = MaskParams::from_query(&Query::parse("n=2&row=9"));
        assert_eq!((p.n, p.row), (2, 2));
        assert_eq!(n.len(), 1);
        let (p, _) = MaskParams::from_query(&Query::parse("n=1"));
        assert_eq!(p.row, 1);
        assert_eq!(
            p.summary(&p.compute(&())),
            "1 token: 1 allowed cell and 0 masked cells (their share is exactly 0). Every row sums to 100%. Row 1, “The”, may see The 100.0%."
        );
    }
}
