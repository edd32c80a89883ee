//! The number type the model computes in: `f32` in the browser and the tests of a run, `f64` for
//! the gradient checks, where a finite difference in `f32` would drown in rounding.
//!
//! `exp` and `ln` come from `libm`, not the host: a browser's `Math.exp` and the native C library
//! may round differently in the last bit, and a link must replay a run to the last digit
//! everywhere. `sqrt` is the IEEE operation, correctly rounded on every platform.

use std::fmt::Debug;
use std::ops::{Add, AddAssign, Div, Mul, MulAssign, Neg, Sub, SubAssign};

/// A float the model can be computed in.
pub trait Real:
    Copy
    + Debug
    + Default
    + PartialOrd
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Neg<Output = Self>
    + AddAssign
    + SubAssign
    + MulAssign
{
    /// 0.
    const ZERO: Self;
    /// 1.
    const ONE: Self;
    /// The nearest value of this type to `x`.
    fn of(x: f64) -> Self;
    /// This value as an `f64` (exact).
    fn f64(self) -> f64;
    /// e raised to this value, by `libm`.
    fn exp(self) -> Self;
    /// The natural logarithm, by `libm`.
    fn ln(self) -> Self;
    /// The square root (IEEE, correctly rounded).
    fn sqrt(self) -> Self;
    /// Whether this is neither infinite nor NaN.
    fn is_finite(self) -> bool;

    /// `acc[j] += a · row[j]` for each term `(a, row)` in order, for every column j: one
    /// multiplication then one addition, each rounded, as the plain loop does them.
    fn add_terms<'a>(
        acc: &mut [Self; BLOCK],
        terms: impl Iterator<Item = (Self, &'a [Self; BLOCK])>,
    ) where
        Self: 'a,
    {
        for (a, row) in terms {
            for (s, &r) in acc.iter_mut().zip(row) {
                *s += a * r;
            }
        }
    }
}

/// The columns [`Real::add_terms`] sums at once: eight 128-bit vectors of `f32`, the whole row at
/// the `train` widget's width (faster than 16, natively and in the worker: docs/performance.md).
pub const BLOCK: usize = 32;

impl Real for f32 {
    const ZERO: Self = 0.0;
    const ONE: Self = 1.0;
    fn of(x: f64) -> Self {
        x as f32
    }
    fn f64(self) -> f64 {
        self as f64
    }
    fn exp(self) -> Self {
        libm::expf(self)
    }
    fn ln(self) -> Self {
        libm::logf(self)
    }
    fn sqrt(self) -> Self {
        f32::sqrt(self)
    }
    fn is_finite(self) -> bool {
        f32::is_finite(self)
    }

    /// Four columns at a time in wasm's 128-bit vectors. The page's bundles are optimised for
    /// size, where the compiler vectorises no loop, and the translators' products are most of a
    /// translation: a vector lane does each column's multiplication and addition as the plain
    /// loop does (IEEE, nothing fused, the terms in order), so the bits are the same.
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    fn add_terms<'a>(acc: &mut [f32; BLOCK], terms: impl Iterator<Item = (f32, &'a [f32; BLOCK])>) {
        use core::arch::wasm32::{f32x4_add, f32x4_mul, f32x4_splat, v128, v128_load, v128_store};
        // Arrays of four, not `chunks_exact(4)`: at the bundles' size optimisation that
        // iterator's steps stayed calls, and the products took half as long again.
        let load = |four: &[f32; 4]| -> v128 {
            // SAFETY: `four` is 16 readable bytes, and a wasm load needs no alignment.
            unsafe { v128_load(four.as_ptr().cast()) }
        };
        let (columns, []) = acc.as_chunks_mut::<4>() else {
            unreachable!("BLOCK is a multiple of 4")
        };
        let mut sums: [v128; BLOCK / 4] = core::array::from_fn(|i| load(&columns[i]));
        for (a, row) in terms {
            let a = f32x4_splat(a);
            let (row, []) = row.as_chunks::<4>() else {
                unreachable!("BLOCK is a multiple of 4")
            };
            for (s, r) in sums.iter_mut().zip(row) {
                *s = f32x4_add(*s, f32x4_mul(a, load(r)));
            }
        }
        for (four, s) in columns.iter_mut().zip(sums) {
            // SAFETY: `four` is 16 writable bytes, and a wasm store needs no alignment.
            unsafe { v128_store(four.as_mut_ptr().cast(), s) }
        }
    }
}

impl Real for f64 {
    const ZERO: Self = 0.0;
    const ONE: Self = 1.0;
    fn of(x: f64) -> Self {
        x
    }
    fn f64(self) -> f64 {
        self
    }
    fn exp(self) -> Self {
        libm::exp(self)
    }
    fn ln(self) -> Self {
        libm::log(self)
    }
    fn sqrt(self) -> Self {
        f64::sqrt(self)
    }
    fn is_finite(self) -> bool {
        f64::is_finite(self)
    }
}
