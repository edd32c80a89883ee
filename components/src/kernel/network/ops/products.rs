//! The matrix products of the model and their backward passes. Each output element sums over
//! its index from the first to the last, whatever the blocking, so the bits are those of the
//! plain loops (the tests below hold them to it).

use crate::kernel::network::real::{BLOCK, Real};

/// Adds `Σ a · row` over `terms`, in their order, to `out` (as wide as each row), a block of
/// [`BLOCK`] columns at a time summed in a local array the compiler keeps in vector registers and
/// stored once: the same additions in the same order as `out[j] += a · row[j]` term after term,
/// without reading and writing `out` again at every term. `terms` is called once per block.
fn add_products<'a, T: Real + 'a, I: Iterator<Item = (T, &'a [T])>>(
    out: &mut [T],
    terms: impl Fn() -> I,
) {
    let m = out.len();
    let mut blocks = out.chunks_exact_mut(BLOCK);
    for (b, ob) in (&mut blocks).enumerate() {
        let mut acc: [T; BLOCK] = (&*ob).try_into().expect("a whole block");
        T::add_terms(
            &mut acc,
            terms().map(|(a, row)| {
                let rb: &[T; BLOCK] = row[b * BLOCK..][..BLOCK].try_into().expect("a whole block");
                (a, rb)
            }),
        );
        ob.copy_from_slice(&acc);
    }
    let rest = blocks.into_remainder();
    let from = m - rest.len();
    for (a, row) in terms() {
        for (o, &r) in rest.iter_mut().zip(&row[from..]) {
            *o += a * r;
        }
    }
}

/// `x · w` for `x` of `n × k` and `w` of `k × m`: each output row is `Σ x[i][p] · w[p]` over p
/// from the first to the last, a block of columns at a time in registers (`add_products`).
pub fn matmul<T: Real>(x: &[T], w: &[T], n: usize, k: usize, m: usize) -> Vec<T> {
    let mut y = vec![T::ZERO; n * m];
    for (xi, yi) in x.chunks_exact(k).zip(y.chunks_exact_mut(m)) {
        add_products(yi, || xi.iter().copied().zip(w.chunks_exact(m)));
    }
    y
}

/// The backward pass of [`matmul`]: adds `xᵀ · dy` to `dw` and returns `dy · wᵀ`.
///
/// `dy · wᵀ` is computed as [`matmul`] over a stored transpose of `w`: each element still sums
/// `dy[i][j] · w[p][j]` over j from the first to the last, the bits of a left-to-right dot
/// product, but the inner loop runs across independent outputs, which the compiler vectorises.
/// Row p of `dw` gets `Σ x[i][p] · dy[i]` over the rows i in order, the same way.
pub fn matmul_backward<T: Real>(
    dy: &[T],
    x: &[T],
    w: &[T],
    (k, m): (usize, usize),
    dw: &mut [T],
) -> Vec<T> {
    let mut wt = vec![T::ZERO; k * m];
    for (p, wp) in w.chunks_exact(m).enumerate() {
        for (j, &v) in wp.iter().enumerate() {
            wt[j * k + p] = v;
        }
    }
    let dx = matmul(dy, &wt, dy.len() / m, m, k);
    for (p, dwp) in dw.chunks_exact_mut(m).enumerate() {
        add_products(dwp, || {
            x.chunks_exact(k)
                .map(move |xi| xi[p])
                .zip(dy.chunks_exact(m))
        });
    }
    dx
}

/// `x · wᵀ` for `x` of `n × k` and `w` of `m × k`: the output layer, which reads the embedding
/// matrix row by row.
pub fn matmul_transposed<T: Real>(x: &[T], w: &[T], k: usize, m: usize) -> Vec<T> {
    let mut y = Vec::with_capacity(x.len() / k * m);
    for xi in x.chunks_exact(k) {
        y.extend(w.chunks_exact(k).take(m).map(|wj| dot(xi, wj)));
    }
    y
}

/// The backward pass of [`matmul_transposed`]: adds `dyᵀ · x` to `dw` and returns `dy · w`.
pub fn matmul_transposed_backward<T: Real>(
    dy: &[T],
    x: &[T],
    w: &[T],
    (k, m): (usize, usize),
    dw: &mut [T],
) -> Vec<T> {
    let mut dx = vec![T::ZERO; x.len()];
    for ((dyi, xi), dxi) in dy
        .chunks_exact(m)
        .zip(x.chunks_exact(k))
        .zip(dx.chunks_exact_mut(k))
    {
        for ((&d, wj), dwj) in dyi
            .iter()
            .zip(w.chunks_exact(k))
            .zip(dw.chunks_exact_mut(k))
        {
            for ((dxc, &wc), (g, &xc)) in dxi.iter_mut().zip(wj).zip(dwj.iter_mut().zip(xi)) {
                *dxc += d * wc;
                *g += d * xc;
            }
        }
    }
    dx
}

/// The dot product, summed left to right.
pub fn dot<T: Real>(a: &[T], b: &[T]) -> T {
    let mut s = T::ZERO;
    for (&x, &y) in a.iter().zip(b) {
        s += x * y;
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matmul_multiplies() {
        // [1 2; 3 4] · [5 6; 7 8] = [19 22; 43 50]
        let y = matmul(&[1.0, 2.0, 3.0, 4.0], &[5.0, 6.0, 7.0, 8.0], 2, 2, 2);
        assert_eq!(y, vec![19.0, 22.0, 43.0, 50.0]);
        let t = matmul_transposed(&[1.0, 2.0, 3.0, 4.0], &[5.0, 7.0, 6.0, 8.0], 2, 2);
        assert_eq!(t, y);
    }

    /// The plain i-k-j loops the blocked ones must match to the bit: every output summed over
    /// its index in order, starting from what was there.
    fn plain(x: &[f32], w: &[f32], (n, k, m): (usize, usize, usize), y: &mut [f32]) {
        for i in 0..n {
            for p in 0..k {
                for j in 0..m {
                    y[i * m + j] += x[i * k + p] * w[p * m + j];
                }
            }
        }
    }

    #[test]
    fn blocked_products_give_the_plain_loops_bits() {
        // Widths below, at and past a block, with a remainder, and values whose sums round.
        let value = |i: usize| ((i * 7919 % 1013) as f32 - 506.0) / 97.0;
        for (n, k, m) in [
            (3, 5, 7),
            (9, 32, 32),
            (4, 33, 75),
            (2, 128, 32),
            (5, 7, 64),
        ] {
            let x: Vec<f32> = (0..n * k).map(value).collect();
            let w: Vec<f32> = (0..k * m).map(|i| value(i + 11)).collect();
            let mut want = vec![0.0; n * m];
            plain(&x, &w, (n, k, m), &mut want);
            let got = matmul(&x, &w, n, k, m);
            assert!(
                got.iter()
                    .zip(&want)
                    .all(|(a, b)| a.to_bits() == b.to_bits()),
                "{n}×{k}×{m}"
            );

            // dw starts from earlier gradients: xᵀ · dy is added to them, row i after row i.
            let dy: Vec<f32> = (0..n * m).map(|i| value(i + 5)).collect();
            let mut dw: Vec<f32> = (0..k * m).map(|i| value(i + 3)).collect();
            let mut want_dw = dw.clone();
            let xt: Vec<f32> = (0..k * n).map(|i| x[(i % n) * k + i / n]).collect();
            plain(&xt, &dy, (k, n, m), &mut want_dw);
            let wt: Vec<f32> = (0..m * k).map(|i| w[(i % k) * m + i / k]).collect();
            let mut want_dx = vec![0.0; n * k];
            plain(&dy, &wt, (n, m, k), &mut want_dx);
            let dx = matmul_backward(&dy, &x, &w, (k, m), &mut dw);
            let same =
                |a: &[f32], b: &[f32]| a.iter().zip(b).all(|(a, b)| a.to_bits() == b.to_bits());
            assert!(same(&dw, &want_dw) && same(&dx, &want_dx), "{n}×{k}×{m}");
        }
    }
}
