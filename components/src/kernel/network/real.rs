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
}

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
