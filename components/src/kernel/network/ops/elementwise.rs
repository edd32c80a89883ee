//! The element-wise layers (bias, residual, ReLU), layer normalisation and the softmax.

use crate::kernel::network::real::Real;

/// Adds the bias `b` to every row of `y`.
pub fn add_bias<T: Real>(y: &mut [T], b: &[T]) {
    for row in y.chunks_exact_mut(b.len()) {
        for (v, &c) in row.iter_mut().zip(b) {
            *v += c;
        }
    }
}

/// The backward pass of [`add_bias`]: adds the column sums of `dy` to `db`.
pub fn add_bias_backward<T: Real>(dy: &[T], db: &mut [T]) {
    for row in dy.chunks_exact(db.len()) {
        for (g, &d) in db.iter_mut().zip(row) {
            *g += d;
        }
    }
}

/// `a + b`, element by element: a residual connection.
pub fn add<T: Real>(a: &[T], b: &[T]) -> Vec<T> {
    a.iter().zip(b).map(|(&x, &y)| x + y).collect()
}

/// Adds `b` into `a`, element by element.
pub fn accumulate<T: Real>(a: &mut [T], b: &[T]) {
    for (x, &y) in a.iter_mut().zip(b) {
        *x += y;
    }
}

/// What layer normalisation keeps for its backward pass.
pub struct NormCache<T> {
    /// The normalised rows, before the learned scale and shift.
    pub xhat: Vec<T>,
    /// One over each row's standard deviation.
    pub rstd: Vec<T>,
}

/// The ε inside layer normalisation's square root, as in most implementations.
const NORM_EPS: f64 = 1e-5;

/// Layer normalisation of each row of `x` (width `d`), then `g ⊙ x̂ + b`.
pub fn layer_norm<T: Real>(x: &[T], g: &[T], b: &[T]) -> (Vec<T>, NormCache<T>) {
    let d = g.len();
    let inv_d = T::ONE / T::of(d as f64);
    let mut y = vec![T::ZERO; x.len()];
    let mut xhat = vec![T::ZERO; x.len()];
    let mut rstd = Vec::with_capacity(x.len() / d);
    for ((row, yr), hr) in x
        .chunks_exact(d)
        .zip(y.chunks_exact_mut(d))
        .zip(xhat.chunks_exact_mut(d))
    {
        let mean = row.iter().fold(T::ZERO, |s, &v| s + v) * inv_d;
        let var = row
            .iter()
            .fold(T::ZERO, |s, &v| s + (v - mean) * (v - mean))
            * inv_d;
        let r = T::ONE / (var + T::of(NORM_EPS)).sqrt();
        rstd.push(r);
        // Element by element, written into sized rows rather than pushed, so the loop has no
        // capacity check in it and runs in vector lanes.
        for ((h, yc), ((&v, &gc), &bc)) in hr.iter_mut().zip(yr).zip(row.iter().zip(g).zip(b)) {
            *h = (v - mean) * r;
            *yc = gc * *h + bc;
        }
    }
    (y, NormCache { xhat, rstd })
}

/// The backward pass of [`layer_norm`]: adds to `dg` and `db`, returns the gradient of `x`.
pub fn layer_norm_backward<T: Real>(
    dy: &[T],
    cache: &NormCache<T>,
    g: &[T],
    dg: &mut [T],
    db: &mut [T],
) -> Vec<T> {
    let d = g.len();
    let inv_d = T::ONE / T::of(d as f64);
    let mut dx = vec![T::ZERO; dy.len()];
    let mut dxhat = vec![T::ZERO; d];
    for (((dyr, xr), &r), dxr) in dy
        .chunks_exact(d)
        .zip(cache.xhat.chunks_exact(d))
        .zip(&cache.rstd)
        .zip(dx.chunks_exact_mut(d))
    {
        // The element-wise parts run in vector lanes; only the two sums go one by one, in order.
        for ((((gc, bc), h), (&dyc, &xc)), &gw) in dg
            .iter_mut()
            .zip(db.iter_mut())
            .zip(dxhat.iter_mut())
            .zip(dyr.iter().zip(xr))
            .zip(g)
        {
            *gc += dyc * xc;
            *bc += dyc;
            *h = dyc * gw;
        }
        let mut sum = T::ZERO;
        let mut sum_x = T::ZERO;
        for (&h, &xc) in dxhat.iter().zip(xr) {
            sum += h;
            sum_x += h * xc;
        }
        for ((o, &h), &xc) in dxr.iter_mut().zip(&dxhat).zip(xr) {
            *o = r * (h - (sum + xc * sum_x) * inv_d);
        }
    }
    dx
}

/// `max(0, x)`, element by element.
pub fn relu<T: Real>(x: &[T]) -> Vec<T> {
    x.iter()
        .map(|&v| if v > T::ZERO { v } else { T::ZERO })
        .collect()
}

/// The backward pass of [`relu`], given its input.
pub fn relu_backward<T: Real>(dy: &[T], x: &[T]) -> Vec<T> {
    dy.iter()
        .zip(x)
        .map(|(&d, &v)| if v > T::ZERO { d } else { T::ZERO })
        .collect()
}

/// A softmax over `row` in place, after subtracting its largest entry so `exp` never overflows.
/// Entries at `f64::NEG_INFINITY` (masked) get exactly 0.
pub fn softmax_in_place<T: Real>(row: &mut [T]) {
    let max = row
        .iter()
        .copied()
        .fold(None, |m: Option<T>, v| match m {
            Some(m) if m >= v => Some(m),
            _ => Some(v),
        })
        .unwrap_or(T::ZERO);
    let mut total = T::ZERO;
    for v in row.iter_mut() {
        *v = (*v - max).exp();
        total += *v;
    }
    for v in row.iter_mut() {
        *v = *v / total;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layer_norm_centres_and_scales() {
        let (y, _) = layer_norm(&[1.0f64, 2.0, 3.0], &[1.0; 3], &[0.0; 3]);
        let mean: f64 = y.iter().sum::<f64>() / 3.0;
        let var: f64 = y.iter().map(|v| v * v).sum::<f64>() / 3.0;
        assert!(mean.abs() < 1e-12 && (var - 1.0).abs() < 1e-4, "{y:?}");
    }
}
