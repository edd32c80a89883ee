//! Writing one word at a time without starting over: the decoder with a key–value cache.
//!
//! Greedy decoding by recomputation (`greedy_recomputed`, beside the cached `greedy`) runs the whole model
//! again for every word it writes: the encoder over the source, and the decoder over every word so
//! far. Neither is needed. The encoder's output does not change while the decoder writes, so its
//! keys and values for cross-attention are computed once; and because the decoder's
//! self-attention is masked, the rows of earlier positions never change either, so each layer keeps
//! their keys and values and computes only the new row.
//!
//! Every row is computed by the same functions, in the same order, as in [`Model::forward`]
//! (`ops::attend_row` is the inner loop of `ops::attention`), so the cached decoder gives the same
//! logits to the last bit; the tests check it.

use super::model::{Force, Model};
use super::ops::{add, attend_row, matmul, matmul_transposed};

/// The decoder part way through writing a sentence: the encoder's keys and values for
/// cross-attention, and each decoder layer's keys and values for the words fed so far.
pub struct CachedDecoder<'a> {
    model: &'a Model,
    w: &'a [f32],
    /// Source positions.
    n: usize,
    /// Per decoder layer: the memory's keys and values (`n × d` each).
    cross: Vec<(Vec<f32>, Vec<f32>)>,
    /// Per decoder layer: the keys and values of the positions fed so far (`pos × d` each).
    past: Vec<(Vec<f32>, Vec<f32>)>,
    force: Force,
    /// Positions fed so far.
    pos: usize,
}

impl<'a> CachedDecoder<'a> {
    /// Encodes `source` once and readies the decoder; `force` as in [`Model::forward_forced`].
    pub fn new(model: &'a Model, w: &'a [f32], source: &[usize], force: Force) -> Self {
        let d = model.shape.d_model;
        let (memory, _) = model.encode(w, source);
        let n = source.len();
        let cross = model
            .decoder
            .iter()
            .map(|at| {
                let cw = model.weights(w, at.cross);
                (
                    matmul(&memory, cw.k, n, d, d),
                    matmul(&memory, cw.v, n, d, d),
                )
            })
            .collect();
        Self {
            model,
            w,
            n,
            cross,
            past: vec![(Vec::new(), Vec::new()); model.shape.layers],
            force,
            pos: 0,
        }
    }

    /// Positions fed so far.
    pub fn fed(&self) -> usize {
        self.pos
    }

    /// Feeds `token` at the next position (the start token first) and returns the scores of
    /// every output word for the position after it.
    pub fn step(&mut self, token: usize) -> Vec<f32> {
        let (model, w) = (self.model, self.w);
        let shape = model.shape;
        let (d, heads) = (shape.d_model, shape.heads);
        let dk = d / heads;
        let factor = if shape.scaled {
            1.0 / (dk as f32).sqrt()
        } else {
            1.0
        };
        let pos = self.pos;
        let mut y = Vec::with_capacity(d);
        model.embed_row(w, token, pos, &mut y);
        for (l, at) in model.decoder.iter().enumerate() {
            // Masked self-attention: the new row's query against every row fed so far.
            let sw = model.weights(w, at.attn);
            let q = matmul(&y, sw.q, 1, d, d);
            let (keys, values) = &mut self.past[l];
            keys.extend(matmul(&y, sw.k, 1, d, d));
            values.extend(matmul(&y, sw.v, 1, d, d));
            let mut row = vec![0.0; pos + 1];
            let mut concat = vec![0.0; d];
            for h in 0..heads {
                let cols = h * dk..(h + 1) * dk;
                row.iter_mut().for_each(|r| *r = 0.0);
                attend_row(
                    &q[cols.clone()],
                    (keys, values),
                    (d, cols.clone(), pos + 1),
                    (factor, None),
                    (&mut row, &mut concat[cols]),
                );
            }
            let a = matmul(&concat, sw.o, 1, d, d);
            let (after_self, _) = model.norm(w, at.norm1, &add(&y, &a));
            // Cross-attention over the memory's keys and values, computed once.
            let cw = model.weights(w, at.cross);
            let q = matmul(&after_self, cw.q, 1, d, d);
            let (keys, values) = &self.cross[l];
            let mut row = vec![0.0; self.n];
            let mut concat = vec![0.0; d];
            for h in 0..heads {
                let cols = h * dk..(h + 1) * dk;
                let forced = self
                    .force
                    .filter(|f| f.0 == l && f.1 == h && f.2 == pos)
                    .map(|f| f.3);
                row.iter_mut().for_each(|r| *r = 0.0);
                attend_row(
                    &q[cols.clone()],
                    (keys, values),
                    (d, cols.clone(), self.n),
                    (factor, forced),
                    (&mut row, &mut concat[cols]),
                );
            }
            let c = matmul(&concat, cw.o, 1, d, d);
            let (after_cross, _) = model.norm(w, at.norm2, &add(&after_self, &c));
            let (f, _) = model.ffn(w, at.ffn, after_cross.clone());
            y = model.norm(w, at.norm3, &add(&after_cross, &f)).0;
        }
        self.pos += 1;
        matmul_transposed(&y, &w[model.embedding..], d, shape.vocab)
    }

    /// The bytes the cache holds now, as 32-bit floats: the memory's keys and values and those of
    /// every position fed, in every decoder layer.
    pub fn bytes(&self) -> usize {
        let floats: usize = self
            .cross
            .iter()
            .chain(&self.past)
            .map(|(k, v)| k.len() + v.len())
            .sum();
        floats * std::mem::size_of::<f32>()
    }
}
