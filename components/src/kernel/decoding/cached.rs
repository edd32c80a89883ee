//! Writing one word at a time without starting over: the decoder with a key–value cache, and the
//! "what if" experiments run on it.
//!
//! Greedy decoding by recomputation (`greedy_recomputed`, beside the cached `greedy`) runs the
//! whole model again for every word it writes: the encoder over the source, and the decoder over
//! every word so far. Neither is needed. The encoder's output does not change while the decoder
//! writes, so its keys and values for cross-attention are computed once; and because the
//! decoder's self-attention is masked, the rows of earlier positions never change either, so each
//! layer keeps their keys and values and computes only the new row.
//!
//! Every row is computed by the same functions, in the same order, as in [`Model::forward`]
//! (`ops::attend_row` is the inner loop of `ops::attention`), so the cached decoder gives the same
//! logits to the last bit; the tests check it.
//!
//! An [`Override`] replaces one head's attention row at one step by a distribution of the
//! reader's choosing; the rest of that step, and every later one, is computed from it.

use std::sync::Arc;

use crate::kernel::network::model::{AttentionMaps, Model};
use crate::kernel::network::ops::{add, attend_row, matmul};

/// Which of a decoder layer's two attentions an [`Override`] replaces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Attention {
    /// The masked self-attention over the words written so far (the start token first).
    Masked,
    /// The cross-attention over the source words.
    Cross,
}

/// An experiment, not the model: at decoder step `step` (the output word being written, from 0),
/// layer `layer` and head `head` (from 0), the attention row is `weights` instead of the softmax
/// of the scores. `weights` should add up to 1, one entry per word the row looks at (the source
/// words for cross-attention, `step + 1` for the masked one); a row of another length is left
/// as the model computes it.
#[derive(Debug, Clone, PartialEq)]
pub struct Override {
    /// Which attention.
    pub attention: Attention,
    /// Decoder layer, from 0.
    pub layer: usize,
    /// Head, from 0.
    pub head: usize,
    /// Output position, from 0.
    pub step: usize,
    /// The row put in place of the model's.
    pub weights: Vec<f32>,
}

impl Override {
    /// All of the row's weight on one word, `column`, of `width`.
    pub fn one_hot(
        attention: Attention,
        (layer, head, step): (usize, usize, usize),
        column: usize,
        width: usize,
    ) -> Self {
        let mut weights = vec![0.0; width];
        if let Some(w) = weights.get_mut(column) {
            *w = 1.0;
        }
        Self {
            attention,
            layer,
            head,
            step,
            weights,
        }
    }

    /// The row to use at this step, layer, head and attention, if it is the one replaced.
    fn at(&self, attention: Attention, step: usize, layer: usize, head: usize) -> Option<&[f32]> {
        (self.attention == attention
            && self.step == step
            && self.layer == layer
            && self.head == head)
            .then_some(self.weights.as_slice())
    }
}

/// Every head's attention for one query row `q` over the first `seen` rows of `keys` and
/// `values`: returns the heads' outputs side by side, and pushes each head's weights onto `rows`.
/// `replaced` gives the row an experiment puts in place of a head's, if any.
fn attend_heads<'o>(
    q: &[f32],
    (keys, values): (&[f32], &[f32]),
    (d, heads, seen): (usize, usize, usize),
    factor: f32,
    replaced: impl Fn(usize) -> Option<&'o [f32]>,
    rows: &mut Vec<Vec<f32>>,
) -> Vec<f32> {
    let dk = d / heads;
    let mut concat = vec![0.0; d];
    for h in 0..heads {
        let cols = h * dk..(h + 1) * dk;
        let mut row = vec![0.0; seen];
        attend_row(
            &q[cols.clone()],
            (keys, values),
            (d, cols.clone(), seen),
            (factor, replaced(h)),
            (&mut row, &mut concat[cols]),
        );
        rows.push(row);
    }
    concat
}

/// The decoder part way through writing a sentence: the encoder's keys and values for
/// cross-attention, each decoder layer's keys and values for the words fed so far, and every
/// attention row and score it has computed. A clone carries on from the same point on its own
/// (beam search gives each hypothesis one).
#[derive(Clone)]
pub struct CachedDecoder<'a> {
    model: &'a Model,
    w: &'a [f32],
    /// Source positions.
    n: usize,
    /// The encoder's attention weights: `layers × heads × n × n`.
    encoder: Vec<f32>,
    /// Per decoder layer: the memory's keys and values (`n × d` each).
    cross: Vec<(Vec<f32>, Vec<f32>)>,
    /// Per decoder layer: the keys and values of the positions fed so far (`pos × d` each).
    past: Vec<(Vec<f32>, Vec<f32>)>,
    /// Per step, layer and head (in that order): the masked self-attention row, `step + 1` long.
    masked_rows: Vec<Vec<f32>>,
    /// Per step, layer and head: the cross-attention row, `n` long.
    cross_rows: Vec<Vec<f32>>,
    over: Option<Override>,
    /// Positions fed so far.
    pos: usize,
    /// The output layer, shared by the clones beam search makes.
    output: OutputLayer,
}

/// A model's output layer: its shared embedding transposed (`d_model × vocab`), so that one
/// product over it runs across the vocabulary in vector registers, where a dot product per word
/// of the vocabulary is a chain of additions each waiting for the last (the same sums in the same
/// order, so the same bits). A translator that writes many sentences with the same weights makes
/// it once ([`CachedDecoder::with_output`]): for the everyday translator's 4,000 pieces the
/// transpose cost more than writing a short sentence.
#[derive(Debug, Clone, PartialEq)]
pub struct OutputLayer(Arc<Vec<f32>>);

impl OutputLayer {
    /// The output layer of `model` with the weights `w`.
    pub fn of(model: &Model, w: &[f32]) -> Self {
        let (d, v) = (model.shape.d_model, model.shape.vocab);
        let embedding = &w[model.embedding..][..v * d];
        // Written in order, each place once: in the browser the 2 MB are new memory, and zeroing
        // them first then writing across them cost more than these strided reads.
        let mut output = Vec::with_capacity(d * v);
        for p in 0..d {
            output.extend(embedding[p..].iter().step_by(d).copied());
        }
        // Not `Arc<[f32]>`, which would copy the 2 MB once more.
        Self(Arc::new(output))
    }
}

impl<'a> CachedDecoder<'a> {
    /// Encodes `source` once and readies the decoder, with an experiment if `over` is given.
    pub fn new(model: &'a Model, w: &'a [f32], source: &[usize], over: Option<Override>) -> Self {
        Self::with_output(model, w, &OutputLayer::of(model, w), source, over)
    }

    /// [`new`](Self::new) with the output layer of `w` made already.
    pub fn with_output(
        model: &'a Model,
        w: &'a [f32],
        output: &OutputLayer,
        source: &[usize],
        over: Option<Override>,
    ) -> Self {
        let d = model.shape.d_model;
        let (memory, traces) = model.encode(w, source);
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
            output: output.clone(),
            encoder: traces
                .iter()
                .flat_map(|t| t.attn.weights.iter().copied())
                .collect(),
            cross,
            past: vec![(Vec::new(), Vec::new()); model.shape.layers],
            masked_rows: Vec::new(),
            cross_rows: Vec::new(),
            over,
            pos: 0,
        }
    }

    /// The model it runs.
    pub fn model(&self) -> &'a Model {
        self.model
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
            let over = self.over.as_ref();
            let concat = attend_heads(
                &q,
                (keys, values),
                (d, heads, pos + 1),
                factor,
                |h| over.and_then(|o| o.at(Attention::Masked, pos, l, h)),
                &mut self.masked_rows,
            );
            let a = matmul(&concat, sw.o, 1, d, d);
            let (after_self, _) = model.norm(w, at.norm1, &add(&y, &a));
            // Cross-attention over the memory's keys and values, computed once.
            let cw = model.weights(w, at.cross);
            let q = matmul(&after_self, cw.q, 1, d, d);
            let (keys, values) = &self.cross[l];
            let over = self.over.as_ref();
            let concat = attend_heads(
                &q,
                (keys, values),
                (d, heads, self.n),
                factor,
                |h| over.and_then(|o| o.at(Attention::Cross, pos, l, h)),
                &mut self.cross_rows,
            );
            let c = matmul(&concat, cw.o, 1, d, d);
            let (after_cross, _) = model.norm(w, at.norm2, &add(&after_self, &c));
            let (f, _) = model.ffn(w, at.ffn, after_cross.clone());
            y = model.norm(w, at.norm3, &add(&after_cross, &f)).0;
        }
        self.pos += 1;
        matmul(&y, &self.output.0, 1, d, shape.vocab)
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

    /// Every attention weight computed so far, laid out as [`Model::maps`] lays out a full pass's
    /// (the masked rows padded with zeros past the words they could see).
    pub fn maps(&self) -> AttentionMaps {
        let shape = self.model.shape;
        let (layers, heads, m, n) = (shape.layers, shape.heads, self.pos, self.n);
        let mut decoder = vec![0.0; layers * heads * m * m];
        let mut cross = vec![0.0; layers * heads * m * n];
        for step in 0..m {
            for l in 0..layers {
                for h in 0..heads {
                    let k = (step * layers + l) * heads + h;
                    let at = (l * heads + h) * m + step;
                    decoder[at * m..][..=step].copy_from_slice(&self.masked_rows[k]);
                    cross[at * n..][..n].copy_from_slice(&self.cross_rows[k]);
                }
            }
        }
        AttentionMaps {
            source: n,
            target: m,
            heads,
            encoder: self.encoder.clone(),
            decoder,
            cross,
        }
    }
}
