//! Where each parameter lives: the model's tensors laid out one after another in one flat vector,
//! their names, and how each starts.

use super::positions::positions;

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

impl Model {
    /// Lays out the parameters of a model of this shape and computes its positional encodings.
    pub fn new(shape: Shape) -> Self {
        Self {
            positions: positions(shape.len, shape.d_model, shape.positions),
            ..Self::layout(shape)
        }
    }

    /// Weights to start training from: each tensor's entries drawn in order by `uniform(a)`
    /// (uniform in (−a, a), `a` the tensor's range) or filled with its constant.
    pub fn initial_weights(&self, mut uniform: impl FnMut(f64) -> f64) -> Vec<f32> {
        let mut weights = vec![0.0f32; self.size];
        for t in &self.tensors {
            for w in &mut weights[t.range()] {
                *w = match t.init {
                    Some(a) => uniform(a) as f32,
                    None => t.fill as f32,
                };
            }
        }
        weights
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
}
