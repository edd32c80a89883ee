//! The paper's encoder–decoder in miniature: its shape, its parameters laid out in one flat
//! vector, and one example's forward pass (its backward pass is `backward.rs`).
//!
//! As in the paper: post-norm residual sub-layers (`LayerNorm(x + Sublayer(x))`), sinusoidal
//! positions added to embeddings scaled by √d_model, one embedding matrix shared by the encoder's
//! input, the decoder's input and the output layer, a causal mask on the decoder's self-attention,
//! and label-smoothed cross-entropy. The attention projections carry no bias, as the paper's
//! W^Q, W^K, W^V and W^O; the feed-forward layers do.

use super::ops::{
    AttentionCache, AttentionShape, AttentionWeights, NormCache, add, add_bias, attention,
    layer_norm, matmul, matmul_transposed, relu,
};
use super::positions::positions;
use super::real::Real;

/// The symbols the digit tasks' sequences are made of: 0 to 9.
pub const VOCAB: usize = 10;

/// The model's shape and the training switches that change its forward pass.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Shape {
    /// The longest sequence (input or output) it reads: the rows of its positional encodings.
    /// The digit tasks use exactly this length; a translation's sentences are shorter or equal.
    pub len: usize,
    /// Output symbols (the rows of the shared embedding, less the start token's, which is the
    /// last row and is never an output).
    pub vocab: usize,
    /// Layers in each stack (the paper's N).
    pub layers: usize,
    /// Model width.
    pub d_model: usize,
    /// Attention heads; divides `d_model`.
    pub heads: usize,
    /// Inner width of the feed-forward layers.
    pub d_ff: usize,
    /// Whether attention scores are divided by √d_k.
    pub scaled: bool,
    /// Whether positional encodings are added to the embeddings.
    pub positions: bool,
    /// Label smoothing ε.
    pub smoothing: f64,
}

/// One named tensor in the flat parameter vector.
#[derive(Debug, Clone, PartialEq)]
pub struct Tensor {
    /// What it is, e.g. "decoder 1 cross-attention W^Q".
    pub name: String,
    /// Where it starts.
    pub offset: usize,
    /// Rows × columns.
    pub rows: usize,
    /// Columns.
    pub cols: usize,
    /// How it starts: `Some(a)` draws uniformly from (−a, a); `None` sets every entry to `fill`.
    pub init: Option<f64>,
    /// The value of every entry when `init` is `None` (1 for layer-norm scales, 0 for shifts).
    pub fill: f64,
}

impl Tensor {
    /// The range of the flat vector it occupies.
    pub fn range(&self) -> std::ops::Range<usize> {
        self.offset..self.offset + self.rows * self.cols
    }
}

#[derive(Debug, Clone, Copy)]
pub(crate) struct AttnAt {
    pub(crate) q: usize,
    pub(crate) k: usize,
    pub(crate) v: usize,
    pub(crate) o: usize,
}

#[derive(Debug, Clone, Copy)]
pub(crate) struct NormAt {
    pub(crate) g: usize,
    pub(crate) b: usize,
}

#[derive(Debug, Clone, Copy)]
pub(crate) struct FfnAt {
    pub(crate) w1: usize,
    pub(crate) b1: usize,
    pub(crate) w2: usize,
    pub(crate) b2: usize,
}

#[derive(Debug, Clone, Copy)]
pub(crate) struct EncoderAt {
    pub(crate) attn: AttnAt,
    pub(crate) norm1: NormAt,
    pub(crate) ffn: FfnAt,
    pub(crate) norm2: NormAt,
}

#[derive(Debug, Clone, Copy)]
pub(crate) struct DecoderAt {
    pub(crate) attn: AttnAt,
    pub(crate) norm1: NormAt,
    pub(crate) cross: AttnAt,
    pub(crate) norm2: NormAt,
    pub(crate) ffn: FfnAt,
    pub(crate) norm3: NormAt,
}

/// The model: its shape, where each tensor lives in the flat parameter vector, and its positional
/// encodings.
#[derive(Debug, Clone)]
pub struct Model {
    /// The shape it was built for.
    pub shape: Shape,
    /// Every parameter tensor, in order.
    pub tensors: Vec<Tensor>,
    /// Parameters in all.
    pub size: usize,
    pub(crate) embedding: usize,
    pub(crate) encoder: Vec<EncoderAt>,
    pub(crate) decoder: Vec<DecoderAt>,
    /// `len × d_model` sinusoidal encodings (zeros when positions are off).
    pub(crate) positions: Vec<f64>,
}

struct Builder {
    tensors: Vec<Tensor>,
    size: usize,
}

impl Builder {
    fn push(
        &mut self,
        name: String,
        rows: usize,
        cols: usize,
        init: Option<f64>,
        fill: f64,
    ) -> usize {
        let offset = self.size;
        self.tensors.push(Tensor {
            name,
            offset,
            rows,
            cols,
            init,
            fill,
        });
        self.size += rows * cols;
        offset
    }

    /// A matrix drawn with Glorot's uniform range, √(6 / (fan in + fan out)).
    fn matrix(&mut self, name: String, rows: usize, cols: usize) -> usize {
        let a = (6.0 / (rows + cols) as f64).sqrt();
        self.push(name, rows, cols, Some(a), 0.0)
    }

    fn attention(&mut self, at: &str, d: usize) -> AttnAt {
        AttnAt {
            q: self.matrix(format!("{at} W^Q"), d, d),
            k: self.matrix(format!("{at} W^K"), d, d),
            v: self.matrix(format!("{at} W^V"), d, d),
            o: self.matrix(format!("{at} W^O"), d, d),
        }
    }

    fn norm(&mut self, at: &str, d: usize) -> NormAt {
        NormAt {
            g: self.push(format!("{at} scale"), 1, d, None, 1.0),
            b: self.push(format!("{at} shift"), 1, d, None, 0.0),
        }
    }

    fn ffn(&mut self, at: &str, d: usize, d_ff: usize) -> FfnAt {
        FfnAt {
            w1: self.matrix(format!("{at} W_1"), d, d_ff),
            b1: self.push(format!("{at} b_1"), 1, d_ff, None, 0.0),
            w2: self.matrix(format!("{at} W_2"), d_ff, d),
            b2: self.push(format!("{at} b_2"), 1, d, None, 0.0),
        }
    }
}

/// One example's forward pass: everything the backward pass and the attention maps need.
pub struct Trace<T> {
    pub(crate) source: Vec<usize>,
    pub(crate) target_in: Vec<usize>,
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
    pub(crate) norm1: NormCache<T>,
    pub(crate) ffn: FfnTrace<T>,
    pub(crate) norm2: NormCache<T>,
}

pub(crate) struct DecoderTrace<T> {
    pub(crate) input: Vec<T>,
    pub(crate) attn: AttentionCache<T>,
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
    /// Lays out the parameters of a model of this shape and computes its positional encodings.
    pub fn new(shape: Shape) -> Self {
        Self {
            positions: positions(shape.len, shape.d_model, shape.positions),
            ..Self::layout(shape)
        }
    }

    /// Lays out the parameters of a model of this shape, without its positional encodings (which
    /// only a forward pass needs; the page counts parameters with this).
    pub fn layout(shape: Shape) -> Self {
        Self::build(shape, shape.vocab + 1, true)
    }

    /// An encoder stack alone over an embedding table of `rows` rows, with the positional
    /// encodings `shape.positions` asks for: the robot's table model, whose tokens are sums of
    /// several rows and whose answer is read from one token's output.
    pub fn encoder_only(shape: Shape, rows: usize) -> Self {
        Self {
            positions: positions(shape.len, shape.d_model, shape.positions),
            ..Self::build(shape, rows, false)
        }
    }

    fn build(shape: Shape, rows: usize, with_decoder: bool) -> Self {
        let d = shape.d_model;
        let mut b = Builder {
            tensors: Vec::new(),
            size: 0,
        };
        // Embeddings start with variance 1/d, so that once scaled by √d they are of the order of
        // the positional encodings they are added to.
        let embedding = b.push(
            "embedding".into(),
            rows,
            d,
            Some((3.0 / d as f64).sqrt()),
            0.0,
        );
        let encoder = (1..=shape.layers)
            .map(|l| EncoderAt {
                attn: b.attention(&format!("encoder {l} self-attention"), d),
                norm1: b.norm(&format!("encoder {l} norm 1"), d),
                ffn: b.ffn(&format!("encoder {l} feed-forward"), d, shape.d_ff),
                norm2: b.norm(&format!("encoder {l} norm 2"), d),
            })
            .collect();
        let decoder = (1..=if with_decoder { shape.layers } else { 0 })
            .map(|l| DecoderAt {
                attn: b.attention(&format!("decoder {l} masked self-attention"), d),
                norm1: b.norm(&format!("decoder {l} norm 1"), d),
                cross: b.attention(&format!("decoder {l} cross-attention"), d),
                norm2: b.norm(&format!("decoder {l} norm 2"), d),
                ffn: b.ffn(&format!("decoder {l} feed-forward"), d, shape.d_ff),
                norm3: b.norm(&format!("decoder {l} norm 3"), d),
            })
            .collect();
        Self {
            shape,
            tensors: b.tensors,
            size: b.size,
            embedding,
            encoder,
            decoder,
            positions: Vec::new(),
        }
    }

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
        let (n, m) = (source.len(), target_in.len());
        let (memory, encoder) = self.encode(w, source);
        let mut y = self.embed(w, target_in);
        let mut decoder = Vec::with_capacity(self.shape.layers);
        for at in &self.decoder {
            let (a, attn) = attention(
                &y,
                &y,
                &self.weights(w, at.attn),
                self.attention_shape((m, m), true),
            );
            let (after_self, norm1) = self.norm(w, at.norm1, &add(&y, &a));
            let (c, cross) = attention(
                &after_self,
                &memory,
                &self.weights(w, at.cross),
                self.attention_shape((m, n), false),
            );
            let (after_cross, norm2) = self.norm(w, at.norm2, &add(&after_self, &c));
            let (f, ffn) = self.ffn(w, at.ffn, after_cross.clone());
            let (out, norm3) = self.norm(w, at.norm3, &add(&after_cross, &f));
            decoder.push(DecoderTrace {
                input: std::mem::replace(&mut y, out),
                attn,
                norm1,
                after_self,
                cross,
                norm2,
                ffn,
                norm3,
            });
        }
        let logits = matmul_transposed(
            &y,
            &w[self.embedding..],
            self.shape.d_model,
            self.shape.vocab,
        );
        Trace {
            source: source.to_vec(),
            target_in: target_in.to_vec(),
            encoder,
            decoder,
            memory,
            last: y,
            logits,
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
        mut x: Vec<T>,
    ) -> (Vec<T>, Vec<EncoderTrace<T>>) {
        let n = x.len() / self.shape.d_model;
        let mut encoder = Vec::with_capacity(self.shape.layers);
        for at in &self.encoder {
            let (a, attn) = attention(
                &x,
                &x,
                &self.weights(w, at.attn),
                self.attention_shape((n, n), false),
            );
            let (mid, norm1) = self.norm(w, at.norm1, &add(&x, &a));
            let (f, ffn) = self.ffn(w, at.ffn, mid.clone());
            let (out, norm2) = self.norm(w, at.norm2, &add(&mid, &f));
            encoder.push(EncoderTrace {
                input: std::mem::replace(&mut x, out),
                attn,
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
