//! The sinusoidal positional encoding of §3.5.

/// Which wave a dimension carries: even dimensions a sine, odd ones a cosine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wave {
    /// PE(pos, 2i) = sin(pos / 10000^(2i/d_model)).
    Sine,
    /// PE(pos, 2i+1) = cos(pos / 10000^(2i/d_model)).
    Cosine,
}

impl Wave {
    /// "sine" or "cosine".
    pub fn name(self) -> &'static str {
        match self {
            Self::Sine => "sine",
            Self::Cosine => "cosine",
        }
    }
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
    if dim % 2 == 0 {
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
        wave: if dim % 2 == 0 {
            Wave::Sine
        } else {
            Wave::Cosine
        },
        pair: dim / 2,
        divisor: div,
        wavelength: std::f64::consts::TAU * div,
    }
}

/// The whole table, `positions × d_model` values row by row (position-major).
///
/// One `powf` per pair rather than per cell: the divisors are shared by every position.
pub fn table(positions: usize, d_model: usize) -> Vec<f64> {
    let inv: Vec<f64> = (0..d_model)
        .map(|dim| 1.0 / divisor(dim, d_model))
        .collect();
    let mut out = Vec::with_capacity(positions * d_model);
    for pos in 0..positions {
        for (dim, f) in inv.iter().enumerate() {
            let angle = pos as f64 * f;
            out.push(if dim % 2 == 0 {
                angle.sin()
            } else {
                angle.cos()
            });
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
    fn table_matches_cells_and_stays_in_range() {
        let t = table(50, 64);
        for pos in 0..50 {
            for dim in 0..64 {
                let v = t[pos * 64 + dim];
                assert!((v - encoding(pos, dim, 64)).abs() < 1e-12);
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
