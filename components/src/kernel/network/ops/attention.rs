//! Multi-head attention, forward and backward, and the one-row step the cached decoder shares.

use super::elementwise::{accumulate, softmax_in_place};
use super::products::{dot, matmul, matmul_backward};
use crate::kernel::network::real::Real;

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
    pub(crate) q: Vec<T>,
    pub(crate) k: Vec<T>,
    pub(crate) v: Vec<T>,
    /// The attention weights, head by head: `heads × n × m`, each row summing to 1.
    pub weights: Vec<T>,
    pub(crate) concat: Vec<T>,
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
/// place of the softmax's (see `kernel::decoding::cached::Override`).
///
/// [`attention`] runs it for every row and head; the key–value cached decoder
/// (`kernel::decoding::cached`) for the one new row, on the keys and values it kept: the same
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
