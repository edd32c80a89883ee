//! The paper's encoder–decoder in miniature: its shape, its parameters laid out in one flat
//! vector, and one example's forward pass (its backward pass is `backward.rs`).
//!
//! As in the paper: post-norm residual sub-layers (`LayerNorm(x + Sublayer(x))`), sinusoidal
//! positions added to embeddings scaled by √d_model, one embedding matrix shared by the encoder's
//! input, the decoder's input and the output layer, a causal mask on the decoder's self-attention,
//! and label-smoothed cross-entropy. The attention projections carry no bias, as the paper's
//! W^Q, W^K, W^V and W^O; the feed-forward layers do.

use super::dropout::{Dropout, Mask, drop};
use super::layout::{AttnAt, FfnAt, NormAt};
pub use super::layout::{Model, Shape, Tensor};
use super::ops::{
    AttentionCache, AttentionShape, AttentionWeights, NormCache, add, add_bias, attention,
    layer_norm, matmul, matmul_transposed, relu,
};
use super::real::Real;

/// The symbols the digit tasks' sequences are made of: 0 to 9.
pub const VOCAB: usize = 10;

/// One example's forward pass: everything the backward pass and the attention maps need.
pub struct Trace<T> {
    pub(crate) source: Vec<usize>,
    pub(crate) target_in: Vec<usize>,
    /// Dropout's masks on the encoder's and the decoder's embedded inputs, if the pass had
    /// dropout.
    pub(crate) drop_inputs: [Mask<T>; 2],
    pub(crate) encoder: Vec<EncoderTrace<T>>,
    pub(crate) decoder: Vec<DecoderTrace<T>>,
    pub(crate) memory: Vec<T>,
    pub(crate) last: Vec<T>,
    /// `target length × vocab` scores for each output position.
    pub logits: Vec<T>,
}

pub(crate) struct FfnTrace<T> {
    pub(crate) input: Vec<T>,
    pub(crate) hidden: Vec<T>,
    pub(crate) active: Vec<T>,
}

pub(crate) struct EncoderTrace<T> {
    pub(crate) input: Vec<T>,
    pub(crate) attn: AttentionCache<T>,
    /// Dropout's masks on the attention's and the feed-forward's outputs.
    pub(crate) drop: [Mask<T>; 2],
    pub(crate) norm1: NormCache<T>,
    pub(crate) ffn: FfnTrace<T>,
    pub(crate) norm2: NormCache<T>,
}

pub(crate) struct DecoderTrace<T> {
    pub(crate) input: Vec<T>,
    pub(crate) attn: AttentionCache<T>,
    /// Dropout's masks on the self-attention's, the cross-attention's and the feed-forward's
    /// outputs.
    pub(crate) drop: [Mask<T>; 3],
    pub(crate) norm1: NormCache<T>,
    pub(crate) after_self: Vec<T>,
    pub(crate) cross: AttentionCache<T>,
    pub(crate) norm2: NormCache<T>,
    pub(crate) ffn: FfnTrace<T>,
    pub(crate) norm3: NormCache<T>,
}

/// The attention weights of one forward pass, per layer and head: what the reader watches form.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct AttentionMaps {
    /// Source positions: the encoder's maps are `source × source`.
    pub source: usize,
    /// Output positions: the decoder's maps are `target × target`, the cross maps
    /// `target × source`.
    pub target: usize,
    /// Heads per layer.
    pub heads: usize,
    /// Encoder self-attention: `layers × heads × source × source`.
    pub encoder: Vec<f32>,
    /// Decoder masked self-attention: `layers × heads × target × target`.
    pub decoder: Vec<f32>,
    /// Decoder cross-attention: `layers × heads × target × source` (rows: output positions;
    /// columns: input positions).
    pub cross: Vec<f32>,
}

impl Model {
    pub(crate) fn attention_shape(&self, (n, m): (usize, usize), causal: bool) -> AttentionShape {
        AttentionShape {
            n,
            m,
            d: self.shape.d_model,
            heads: self.shape.heads,
            causal,
            scaled: self.shape.scaled,
        }
    }

    fn embed<T: Real>(&self, w: &[T], tokens: &[usize]) -> Vec<T> {
        let mut x = Vec::with_capacity(tokens.len() * self.shape.d_model);
        for (p, &t) in tokens.iter().enumerate() {
            self.embed_row(w, t, p, &mut x);
        }
        x
    }

    /// Appends token `t`'s input row at position `p`: its embedding × √d_model + the position's
    /// encoding.
    pub(crate) fn embed_row<T: Real>(&self, w: &[T], t: usize, p: usize, x: &mut Vec<T>) {
        let d = self.shape.d_model;
        let scale = T::of(d as f64).sqrt();
        let row = &w[self.embedding + t * d..][..d];
        let pe = &self.positions[p * d..][..d];
        x.extend(row.iter().zip(pe).map(|(&e, &q)| e * scale + T::of(q)));
    }

    pub(crate) fn ffn<T: Real>(&self, w: &[T], at: FfnAt, x: Vec<T>) -> (Vec<T>, FfnTrace<T>) {
        let (d, f) = (self.shape.d_model, self.shape.d_ff);
        let n = x.len() / d;
        let mut hidden = matmul(&x, &w[at.w1..][..d * f], n, d, f);
        add_bias(&mut hidden, &w[at.b1..][..f]);
        let active = relu(&hidden);
        let mut y = matmul(&active, &w[at.w2..][..f * d], n, f, d);
        add_bias(&mut y, &w[at.b2..][..d]);
        (
            y,
            FfnTrace {
                input: x,
                hidden,
                active,
            },
        )
    }

    pub(crate) fn norm<T: Real>(&self, w: &[T], at: NormAt, x: &[T]) -> (Vec<T>, NormCache<T>) {
        let d = self.shape.d_model;
        layer_norm(x, &w[at.g..][..d], &w[at.b..][..d])
    }

    pub(crate) fn weights<'a, T: Real>(&self, w: &'a [T], at: AttnAt) -> AttentionWeights<'a, T> {
        let dd = self.shape.d_model * self.shape.d_model;
        AttentionWeights {
            q: &w[at.q..][..dd],
            k: &w[at.k..][..dd],
            v: &w[at.v..][..dd],
            o: &w[at.o..][..dd],
        }
    }

    /// The forward pass of one example: `source` is the input sequence, `target_in` the decoder's
    /// input (the start token, then the answer shifted right by one).
    ///
    /// Each example is computed at its own lengths (at most `shape.len`), so a batch of sentences
    /// of different lengths needs no padding, and no padding can take any attention.
    pub fn forward<T: Real>(&self, w: &[T], source: &[usize], target_in: &[usize]) -> Trace<T> {
        let mut trace = self.forward_hidden(w, source, target_in, None);
        trace.logits = matmul_transposed(
            &trace.last,
            &w[self.embedding..],
            self.shape.d_model,
            self.shape.vocab,
        );
        trace
    }

    /// [`forward`](Self::forward) up to the decoder's last rows, with `dropout` if given: the
    /// trace's `logits` are left empty, for a caller that computes the output layer for many
    /// examples at once.
    pub fn forward_hidden<T: Real>(
        &self,
        w: &[T],
        source: &[usize],
        target_in: &[usize],
        mut dropout: Option<&mut Dropout>,
    ) -> Trace<T> {
        let (n, m) = (source.len(), target_in.len());
        let mut x = self.embed(w, source);
        let drop_source = drop(dropout.as_deref_mut(), &mut x);
        let (memory, encoder) = self.encode_rows_with(w, x, dropout.as_deref_mut());
        let mut y = self.embed(w, target_in);
        let drop_target = drop(dropout.as_deref_mut(), &mut y);
        let mut decoder = Vec::with_capacity(self.shape.layers);
        for at in &self.decoder {
            let (mut a, attn) = attention(
                &y,
                &y,
                &self.weights(w, at.attn),
                self.attention_shape((m, m), true),
            );
            let drop_self = drop(dropout.as_deref_mut(), &mut a);
            let (after_self, norm1) = self.norm(w, at.norm1, &add(&y, &a));
            let (mut c, cross) = attention(
                &after_self,
                &memory,
                &self.weights(w, at.cross),
                self.attention_shape((m, n), false),
            );
            let drop_cross = drop(dropout.as_deref_mut(), &mut c);
            let (after_cross, norm2) = self.norm(w, at.norm2, &add(&after_self, &c));
            let (mut f, ffn) = self.ffn(w, at.ffn, after_cross.clone());
            let drop_ffn = drop(dropout.as_deref_mut(), &mut f);
            let (out, norm3) = self.norm(w, at.norm3, &add(&after_cross, &f));
            decoder.push(DecoderTrace {
                input: std::mem::replace(&mut y, out),
                attn,
                drop: [drop_self, drop_cross, drop_ffn],
                norm1,
                after_self,
                cross,
                norm2,
                ffn,
                norm3,
            });
        }
        Trace {
            source: source.to_vec(),
            target_in: target_in.to_vec(),
            drop_inputs: [drop_source, drop_target],
            encoder,
            decoder,
            memory,
            last: y,
            logits: Vec::new(),
        }
    }

    /// The encoder's pass over `source`: its output rows (the memory the decoder reads) and what
    /// each layer keeps for the backward pass.
    pub(crate) fn encode<T: Real>(
        &self,
        w: &[T],
        source: &[usize],
    ) -> (Vec<T>, Vec<EncoderTrace<T>>) {
        self.encode_rows(w, self.embed(w, source))
    }

    /// The encoder's pass over input rows already embedded (`n × d_model`).
    pub(crate) fn encode_rows<T: Real>(
        &self,
        w: &[T],
        x: Vec<T>,
    ) -> (Vec<T>, Vec<EncoderTrace<T>>) {
        self.encode_rows_with(w, x, None)
    }

    /// [`encode_rows`](Self::encode_rows) with dropout, if given, on each sub-layer's output.
    fn encode_rows_with<T: Real>(
        &self,
        w: &[T],
        mut x: Vec<T>,
        mut dropout: Option<&mut Dropout>,
    ) -> (Vec<T>, Vec<EncoderTrace<T>>) {
        let n = x.len() / self.shape.d_model;
        let mut encoder = Vec::with_capacity(self.shape.layers);
        for at in &self.encoder {
            let (mut a, attn) = attention(
                &x,
                &x,
                &self.weights(w, at.attn),
                self.attention_shape((n, n), false),
            );
            let drop_attn = drop(dropout.as_deref_mut(), &mut a);
            let (mid, norm1) = self.norm(w, at.norm1, &add(&x, &a));
            let (mut f, ffn) = self.ffn(w, at.ffn, mid.clone());
            let drop_ffn = drop(dropout.as_deref_mut(), &mut f);
            let (out, norm2) = self.norm(w, at.norm2, &add(&mid, &f));
            encoder.push(EncoderTrace {
                input: std::mem::replace(&mut x, out),
                attn,
                drop: [drop_attn, drop_ffn],
                norm1,
                ffn,
                norm2,
            });
        }
        (x, encoder)
    }

    /// The attention weights of a forward pass, as `f32`.
    pub fn maps<T: Real>(&self, t: &Trace<T>) -> AttentionMaps {
        let collect = |caches: Vec<&AttentionCache<T>>| -> Vec<f32> {
            caches
                .into_iter()
                .flat_map(|c| c.weights.iter().map(|&p| p.f64() as f32))
                .collect()
        };
        AttentionMaps {
            source: t.source.len(),
            target: t.target_in.len(),
            heads: self.shape.heads,
            encoder: collect(t.encoder.iter().map(|e| &e.attn).collect()),
            decoder: collect(t.decoder.iter().map(|e| &e.attn).collect()),
            cross: collect(t.decoder.iter().map(|e| &e.cross).collect()),
        }
    }
}

/// The symbol with the highest score in each row of `vocab` scores (the first of equals).
pub fn predictions<T: Real>(logits: &[T], vocab: usize) -> Vec<usize> {
    logits
        .chunks_exact(vocab)
        .map(|row| {
            let mut best = 0;
            for (c, &x) in row.iter().enumerate() {
                if x > row[best] {
                    best = c;
                }
            }
            best
        })
        .collect()
}
