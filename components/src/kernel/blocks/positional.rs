//! The sinusoidal positional encoding of §3.5.

use std::ops::Range;

/// Which wave a dimension carries: even dimensions a sine, odd ones a cosine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wave {
    /// PE(pos, 2i) = sin(pos / 10000^(2i/d_model)).
    Sine,
    /// PE(pos, 2i+1) = cos(pos / 10000^(2i/d_model)).
    Cosine,
}

/// One cell of the encoding, with what a reader needs to check it by hand.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PeCell {
    /// Position in the sequence (0-based).
    pub pos: usize,
    /// Dimension of the embedding (0-based).
    pub dim: usize,
    /// The value, always within [-1, 1].
    pub value: f64,
    /// Sine or cosine.
    pub wave: Wave,
    /// The pair index i (dimensions 2i and 2i+1 share a frequency).
    pub pair: usize,
    /// 10000^(2i/d_model): the position is divided by this before sin or cos.
    pub divisor: f64,
    /// The wavelength in positions, 2π · divisor.
    pub wavelength: f64,
}

/// The divisor 10000^(2i/d_model) for dimension `dim`.
pub fn divisor(dim: usize, d_model: usize) -> f64 {
    let pair = dim / 2;
    10000f64.powf((2 * pair) as f64 / d_model.max(1) as f64)
}

/// PE(pos, dim) for a model of width `d_model`.
pub fn encoding(pos: usize, dim: usize, d_model: usize) -> f64 {
    let angle = pos as f64 / divisor(dim, d_model);
    if dim.is_multiple_of(2) {
        angle.sin()
    } else {
        angle.cos()
    }
}

/// PE(pos, dim) with its wave, pair index, divisor and wavelength.
pub fn cell(pos: usize, dim: usize, d_model: usize) -> PeCell {
    let div = divisor(dim, d_model);
    PeCell {
        pos,
        dim,
        value: encoding(pos, dim, d_model),
        wave: if dim.is_multiple_of(2) {
            Wave::Sine
        } else {
            Wave::Cosine
        },
        pair: dim / 2,
        divisor: div,
        wavelength: std::f64::consts::TAU * div,
    }
}

/// Positions between two exact sin/cos evaluations in [`rows`].
const REANCHOR: usize = 32;

/// Rows `positions` of the encoding's table, `d_model` values per position, row by row.
///
/// The heatmap redraws the table whenever a slider changes its size (up to 512 × 1024 cells), so
/// this avoids a sin and a cos per cell: each pair's angle advances by a fixed step from one
/// position to the next, which is a rotation of (sin, cos) by that step: four multiplications.
/// Every `REANCHOR` positions the pair is set afresh from `sin_cos`, so rounding never builds up
/// (the tests hold every cell within 1e-12 of [`encoding`]). A row depends only on its position
/// and `d_model`: the rotation starts from the last anchor at or before the first row asked for,
/// so any rows come out bit for bit as they do in the whole table, and the heatmap keeps the rows
/// it has and computes only those a longer table adds.
pub fn rows(positions: Range<usize>, d_model: usize) -> Vec<f64> {
    let pairs = d_model.div_ceil(2);
    // Per pair: the step (sin ω, cos ω) and the current (sin pos·ω, cos pos·ω).
    let step: Vec<(f64, f64)> = (0..pairs)
        .map(|i| (1.0 / divisor(2 * i, d_model)).sin_cos())
        .collect();
    let mut now = vec![(0.0f64, 1.0f64); pairs];
    let mut out = Vec::with_capacity(positions.len() * d_model);
    let anchor = positions.start - positions.start % REANCHOR;
    for pos in anchor..positions.end {
        if pos % REANCHOR == 0 {
            for (i, v) in now.iter_mut().enumerate() {
                *v = (pos as f64 / divisor(2 * i, d_model)).sin_cos();
            }
        }
        if pos >= positions.start {
            for dim in 0..d_model {
                let (sin, cos) = now[dim / 2];
                out.push(if dim % 2 == 0 { sin } else { cos });
            }
        }
        for (v, (ss, cs)) in now.iter_mut().zip(&step) {
            *v = (v.0 * cs + v.1 * ss, v.1 * cs - v.0 * ss);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn worked_numbers_at_d_model_512() {
        assert!((encoding(1, 0, 512) - 0.841).abs() < 5e-4);
        assert!((encoding(1, 1, 512) - 0.540).abs() < 5e-4);
        assert!((divisor(2, 512) - 1.0366).abs() < 5e-5);
        assert!((encoding(1, 2, 512) - 0.822).abs() < 5e-4);
        let c = cell(10, 128, 512);
        assert_eq!(c.pair, 64);
        assert!((c.divisor - 10.0).abs() < 1e-9);
        assert!((c.value - 0.841).abs() < 5e-4);
        assert_eq!(c.wave, Wave::Sine);
        assert_eq!(cell(3, 5, 512).wave, Wave::Cosine);
        assert!((cell(0, 0, 512).wavelength - std::f64::consts::TAU).abs() < 1e-12);
    }

    #[test]
    fn rows_are_the_tables_rows_bit_for_bit() {
        for d in [2, 7, 64] {
            let whole = rows(0..100, d);
            for (a, b) in [(0, 0), (0, 1), (5, 40), (31, 33), (32, 64), (63, 100)] {
                assert_eq!(
                    rows(a..b, d),
                    whole[a * d..b * d],
                    "rows {a}..{b} at d_model {d}"
                );
            }
        }
    }

    #[test]
    fn table_matches_cells_and_stays_in_range() {
        for (positions, d) in [(50, 64), (512, 1024), (100, 7), (1, 2)] {
            let t = rows(0..positions, d);
            assert_eq!(t.len(), positions * d);
            for pos in 0..positions {
                for dim in 0..d {
                    let v = t[pos * d + dim];
                    let exact = encoding(pos, dim, d);
                    assert!(
                        (v - exact).abs() < 1e-12,
                        "({pos}, {dim}) of {d}: {v} vs {exact}"
                    );
                }
            }
        }
    }

    mod properties {
        use super::super::*;
        use proptest::prelude::*;

        proptest! {
            #[test]
            fn encodings_stay_within_one(pos in 0usize..100_000, half in 1usize..513, dim in 0usize..1024) {
                let d_model = half * 2;
                let v = encoding(pos, dim % d_model, d_model);
                prop_assert!((-1.0..=1.0).contains(&v));
            }
        }
    }
}
