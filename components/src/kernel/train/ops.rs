//! The layers of the model, each a forward pass that keeps what its backward pass needs, and that
//! backward pass written out by hand. Matrices are row-major slices: `x` of `n × k` holds row `i`
//! at `x[i * k..(i + 1) * k]`.
//!
//! Sums run in one fixed order and nothing is fused, so a run gives the same bits natively and in
//! wasm. The loops keep their innermost index on contiguous memory, which is what lets the
//! compiler use vector instructions without reordering a single addition.

use super::real::Real;

/// How many output columns [`matmul`] keeps in registers at once: eight 128-bit vectors of `f32`,
/// the whole row at the `train` widget's width. Measured against 16 on the 2-core EPYC: a native step
/// 3.3 ms against 4.1 (with the held-out checks), the worker's 4.3 to 4.7 against 4.5 to 5.6.
const BLOCK: usize = 32;

/// `x · w` for `x` of `n × k` and `w` of `k × m`.
///
/// Each output row is computed a block of [`BLOCK`] columns at a time, summed over k into a
/// local array the compiler keeps in vector registers, then stored once: the same additions in
/// the same order as `y[i][j] += x[i][p] · w[p][j]` for p from the first to the last, without
/// reading and writing the row again at every p.
pub fn matmul<T: Real>(x: &[T], w: &[T], n: usize, k: usize, m: usize) -> Vec<T> {
    let mut y = vec![T::ZERO; n * m];
    for (xi, yi) in x.chunks_exact(k).zip(y.chunks_exact_mut(m)) {
        let mut blocks = yi.chunks_exact_mut(BLOCK);
        for (b, yb) in (&mut blocks).enumerate() {
            let mut acc = [T::ZERO; BLOCK];
            for (&a, wp) in xi.iter().zip(w.chunks_exact(m)) {
                let wb: &[T; BLOCK] = wp[b * BLOCK..][..BLOCK].try_into().expect("a whole block");
                for (s, &wj) in acc.iter_mut().zip(wb) {
                    *s += a * wj;
                }
            }
            yb.copy_from_slice(&acc);
        }
        let rest = blocks.into_remainder();
        let from = m - rest.len();
        for (&a, wp) in xi.iter().zip(w.chunks_exact(m)) {
            for (yj, &wj) in rest.iter_mut().zip(&wp[from..]) {
                *yj += a * wj;
            }
        }
    }
    y
}

/// The backward pass of [`matmul`]: adds `xᵀ · dy` to `dw` and returns `dy · wᵀ`.
///
/// `dy · wᵀ` is computed as [`matmul`] over a stored transpose of `w`: each element still sums
/// `dy[i][j] · w[p][j]` over j from the first to the last, the bits of a left-to-right dot
/// product, but the inner loop runs across independent outputs, which the compiler vectorises.
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
    let n = dy.len() / m;
    let dx = matmul(dy, &wt, n, m, k);
    // dw[p][j] += x[i][p] · dy[i][j] for i from the first row to the last, a block of columns
    // at a time held in registers across the rows: the order of [`matmul`]'s own sums.
    for (p, dwp) in dw.chunks_exact_mut(m).enumerate() {
        let mut blocks = dwp.chunks_exact_mut(BLOCK);
        for (b, gb) in (&mut blocks).enumerate() {
            let mut acc: [T; BLOCK] = (&*gb).try_into().expect("a whole block");
            for (dyi, xi) in dy.chunks_exact(m).zip(x.chunks_exact(k)) {
                let a = xi[p];
                let db: &[T; BLOCK] = dyi[b * BLOCK..][..BLOCK].try_into().expect("a whole block");
                for (s, &d) in acc.iter_mut().zip(db) {
                    *s += a * d;
                }
            }
            gb.copy_from_slice(&acc);
        }
        let rest = blocks.into_remainder();
        let from = m - rest.len();
        for (dyi, xi) in dy.chunks_exact(m).zip(x.chunks_exact(k)).take(n) {
            let a = xi[p];
            for (g, &d) in rest.iter_mut().zip(&dyi[from..]) {
                *g += a * d;
            }
        }
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

/// The shape and switches of one attention layer.
#[derive(Debug, Clone, Copy)]
pub struct AttentionShape {
    /// Query positions.
    pub n: usize,
    /// Key and value positions.
    pub m: usize,
    /// The model width.
    pub d: usize,
    /// Heads; each reads `d / heads` columns.
    pub heads: usize,
    /// Whether query `i` may only see keys `j ≤ i` (the decoder's mask).
    pub causal: bool,
    /// Whether scores are divided by √d_k (the paper's scaling; off for the ablation).
    pub scaled: bool,
}

/// The four projection matrices of one attention layer, each `d × d`.
pub struct AttentionWeights<'a, T> {
    /// W^Q.
    pub q: &'a [T],
    /// W^K.
    pub k: &'a [T],
    /// W^V.
    pub v: &'a [T],
    /// W^O.
    pub o: &'a [T],
}

/// What an attention layer keeps for its backward pass, and for the maps the reader watches.
pub struct AttentionCache<T> {
    pub(super) q: Vec<T>,
    pub(super) k: Vec<T>,
    pub(super) v: Vec<T>,
    /// The attention weights, head by head: `heads × n × m`, each row summing to 1.
    pub weights: Vec<T>,
    pub(super) concat: Vec<T>,
}

/// Multi-head attention: queries from `x` (`n × d`), keys and values from `z` (`m × d`).
pub fn attention<T: Real>(
    x: &[T],
    z: &[T],
    w: &AttentionWeights<T>,
    s: AttentionShape,
) -> (Vec<T>, AttentionCache<T>) {
    let AttentionShape { n, m, d, heads, .. } = s;
    let dk = d / heads;
    let q = matmul(x, w.q, n, d, d);
    let k = matmul(z, w.k, m, d, d);
    let v = matmul(z, w.v, m, d, d);
    let factor = if s.scaled {
        T::ONE / T::of(dk as f64).sqrt()
    } else {
        T::ONE
    };
    let mut weights = vec![T::ZERO; heads * n * m];
    let mut concat = vec![T::ZERO; n * d];
    for h in 0..heads {
        let cols = h * dk..(h + 1) * dk;
        for i in 0..n {
            let seen = if s.causal { i + 1 } else { m };
            attend_row(
                &q[i * d..][cols.clone()],
                (&k, &v),
                (d, cols.clone(), seen),
                (factor, None),
                (
                    &mut weights[(h * n + i) * m..][..m],
                    &mut concat[i * d..][cols.clone()],
                ),
            );
        }
    }
    let y = matmul(&concat, w.o, n, d, d);
    (
        y,
        AttentionCache {
            q,
            k,
            v,
            weights,
            concat,
        },
    )
}

/// One head's attention for one query row: `qi` is the row's query in the head's columns `cols`
/// (of a model `d` wide); the keys and values are the rows of `k` and `v` (`· × d`), of which the
/// first `seen` may be looked at. Writes the weights into `row` (the rest stay zero) and adds the
/// weighted values into `out` (the head's columns of the output row). `factor` scales the scores;
/// `replaced`, an experiment rather than the model, is a distribution over the `seen` keys put in
/// place of the softmax's (see `kernel::train::cached::Override`).
///
/// [`attention`] runs it for every row and head; the key–value cached decoder
/// (`kernel::train::cached`) for the one new row, on the keys and values it kept: the same
/// arithmetic in the same order, so the two give the same bits.
pub fn attend_row<T: Real>(
    qi: &[T],
    (k, v): (&[T], &[T]),
    (d, cols, seen): (usize, std::ops::Range<usize>, usize),
    (factor, replaced): (T, Option<&[f32]>),
    (row, out): (&mut [T], &mut [T]),
) {
    for (j, r) in row.iter_mut().enumerate().take(seen) {
        *r = dot(qi, &k[j * d..][cols.clone()]) * factor;
    }
    softmax_in_place(&mut row[..seen]);
    if let Some(given) = replaced.filter(|g| g.len() == seen) {
        for (r, &g) in row.iter_mut().zip(given) {
            *r = T::of(g as f64);
        }
    }
    for (j, &p) in row.iter().enumerate().take(seen) {
        for (o, &vc) in out.iter_mut().zip(&v[j * d..][cols.clone()]) {
            *o += p * vc;
        }
    }
}

/// Where the backward pass of an attention layer adds its weights' gradients.
pub struct AttentionGrads<'a, T> {
    /// dW^Q.
    pub q: &'a mut [T],
    /// dW^K.
    pub k: &'a mut [T],
    /// dW^V.
    pub v: &'a mut [T],
    /// dW^O.
    pub o: &'a mut [T],
}

/// The backward pass of [`attention`]: adds the weights' gradients to `g` and returns the
/// gradients of `x` (queries) and `z` (keys and values).
pub fn attention_backward<T: Real>(
    dy: &[T],
    (x, z): (&[T], &[T]),
    w: &AttentionWeights<T>,
    cache: &AttentionCache<T>,
    s: AttentionShape,
    g: AttentionGrads<T>,
) -> (Vec<T>, Vec<T>) {
    let AttentionShape { n, m, d, heads, .. } = s;
    let dk = d / heads;
    let factor = if s.scaled {
        T::ONE / T::of(dk as f64).sqrt()
    } else {
        T::ONE
    };
    let dconcat = matmul_backward(dy, &cache.concat, w.o, (d, d), g.o);
    let mut dq = vec![T::ZERO; n * d];
    let mut dk_ = vec![T::ZERO; m * d];
    let mut dv = vec![T::ZERO; m * d];
    let mut dscore = vec![T::ZERO; m];
    for h in 0..heads {
        let cols = h * dk..(h + 1) * dk;
        for i in 0..n {
            let p = &cache.weights[(h * n + i) * m..][..m];
            let seen = if s.causal { i + 1 } else { m };
            let dout = &dconcat[i * d..][cols.clone()];
            // dP = dO · Vᵀ, dV += Pᵀ · dO, then through the softmax: dS = P ⊙ (dP − Σ P dP).
            let mut weighted = T::ZERO;
            for j in 0..seen {
                let vj = &v_row(&cache.v, j, d)[cols.clone()];
                let dp = dot(dout, vj);
                dscore[j] = dp;
                weighted += p[j] * dp;
                for (g, &o) in dv[j * d..][cols.clone()].iter_mut().zip(dout) {
                    *g += p[j] * o;
                }
            }
            for j in 0..seen {
                let ds = p[j] * (dscore[j] - weighted) * factor;
                let (qi, kj) = (
                    &cache.q[i * d..][cols.clone()],
                    &cache.k[j * d..][cols.clone()],
                );
                for (gq, &kc) in dq[i * d..][cols.clone()].iter_mut().zip(kj) {
                    *gq += ds * kc;
                }
                for (gk, &qc) in dk_[j * d..][cols.clone()].iter_mut().zip(qi) {
                    *gk += ds * qc;
                }
            }
        }
    }
    let dx = matmul_backward(&dq, x, w.q, (d, d), g.q);
    let mut dz = matmul_backward(&dk_, z, w.k, (d, d), g.k);
    accumulate(&mut dz, &matmul_backward(&dv, z, w.v, (d, d), g.v));
    (dx, dz)
}

fn v_row<T>(v: &[T], j: usize, d: usize) -> &[T] {
    &v[j * d..(j + 1) * d]
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

    #[test]
    fn layer_norm_centres_and_scales() {
        let (y, _) = layer_norm(&[1.0f64, 2.0, 3.0], &[1.0; 3], &[0.0; 3]);
        let mean: f64 = y.iter().sum::<f64>() / 3.0;
        let var: f64 = y.iter().map(|v| v * v).sum::<f64>() / 3.0;
        assert!(mean.abs() < 1e-12 && (var - 1.0).abs() < 1e-4, "{y:?}");
    }

    #[test]
    fn causal_attention_never_looks_ahead() {
        let n = 4;
        let d = 4;
        let x: Vec<f64> = (0..n * d)
            .map(|i| ((i * 7 % 5) as f64) * 0.3 - 0.5)
            .collect();
        let id: Vec<f64> = (0..d * d)
            .map(|i| if i % (d + 1) == 0 { 1.0 } else { 0.0 })
            .collect();
        let w = AttentionWeights {
            q: &id,
            k: &id,
            v: &id,
            o: &id,
        };
        let s = AttentionShape {
            n,
            m: n,
            d,
            heads: 2,
            causal: true,
            scaled: true,
        };
        let (_, cache) = attention(&x, &x, &w, s);
        for h in 0..2 {
            for i in 0..n {
                let row = &cache.weights[(h * n + i) * n..][..n];
                assert!((row.iter().sum::<f64>() - 1.0).abs() < 1e-12);
                assert!(row[i + 1..].iter().all(|&p| p == 0.0));
            }
        }
    }
}
