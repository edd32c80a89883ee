//! Shapes and parameter counts of the paper's model, block by block (Figure 1, §3).

/// The sizes a reader can configure; `base()` is the paper's base model.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ModelConfig {
    /// Tokens in the example sentence.
    pub n: u64,
    /// Width of every sub-layer's output.
    pub d_model: u64,
    /// Attention heads.
    pub heads: u64,
    /// Layers in each stack.
    pub layers: u64,
    /// Inner width of the feed-forward network.
    pub d_ff: u64,
    /// Shared source and target vocabulary.
    pub vocab: u64,
}

impl ModelConfig {
    /// The paper's big model: d_model 1,024, 16 heads, d_ff 4,096 (and a 10-token sentence).
    pub const fn big() -> Self {
        Self {
            d_model: 1024,
            heads: 16,
            d_ff: 4096,
            ..Self::base()
        }
    }

    /// The base model with a 10-token sentence.
    pub const fn base() -> Self {
        Self {
            n: 10,
            d_model: 512,
            heads: 8,
            layers: 6,
            d_ff: 2048,
            vocab: 37_000,
        }
    }

    /// Width of each head: d_k = d_v = d_model / h.
    pub fn d_k(&self) -> u64 {
        self.d_model / self.heads.max(1)
    }
}

/// A matrix shape: rows × columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shape(pub u64, pub u64);

impl std::fmt::Display for Shape {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} × {}",
            crate::format::group(self.0),
            crate::format::group(self.1)
        )
    }
}

/// Weights of the four projections W^Q, W^K, W^V (all heads together) and W^O: 4 · d_model².
pub fn attention_weights(d_model: u64) -> u64 {
    4 * d_model * d_model
}

/// Biases of those four projections: 4 · d_model.
pub fn attention_biases(d_model: u64) -> u64 {
    4 * d_model
}

/// Feed-forward parameters: W1 and W2 (2 · d_model · d_ff) plus biases b1 (d_ff) and b2 (d_model).
pub fn feed_forward_params(d_model: u64, d_ff: u64) -> u64 {
    2 * d_model * d_ff + d_ff + d_model
}

/// The embedding table: one row of width d_model per vocabulary entry.
pub fn embedding_params(vocab: u64, d_model: u64) -> u64 {
    vocab * d_model
}

/// Layer norm's learned gain and bias: 2 · d_model.
pub fn layer_norm_params(d_model: u64) -> u64 {
    2 * d_model
}

/// Shapes through a multi-head attention layer over `n` tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MultiHeadShapes {
    /// Q, K and V before the split: n × d_model.
    pub qkv: Shape,
    /// One head's Q, K or V: n × d_k.
    pub per_head: Shape,
    /// One head's attention weights: n × n.
    pub weights: Shape,
    /// The heads concatenated: n × (h · d_v) = n × d_model.
    pub concat: Shape,
    /// After W^O: n × d_model.
    pub output: Shape,
}

/// The shapes of multi-head attention for `cfg`.
pub fn multi_head_shapes(cfg: &ModelConfig) -> MultiHeadShapes {
    let d_k = cfg.d_k();
    MultiHeadShapes {
        qkv: Shape(cfg.n, cfg.d_model),
        per_head: Shape(cfg.n, d_k),
        weights: Shape(cfg.n, cfg.n),
        concat: Shape(cfg.n, d_k * cfg.heads),
        output: Shape(cfg.n, cfg.d_model),
    }
}

/// Parameters of the whole encoder-decoder (weights and biases, embeddings shared three ways).
pub fn total_params(cfg: &ModelConfig) -> u64 {
    let d = cfg.d_model;
    let attention = attention_weights(d) + attention_biases(d);
    let ffn = feed_forward_params(d, cfg.d_ff);
    let norm = layer_norm_params(d);
    let encoder_layer = attention + ffn + 2 * norm;
    let decoder_layer = 2 * attention + ffn + 3 * norm;
    cfg.layers * (encoder_layer + decoder_layer) + embedding_params(cfg.vocab, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base_model_counts() {
        assert_eq!(attention_weights(512), 1_048_576);
        assert_eq!(feed_forward_params(512, 2048), 2_099_712);
        assert_eq!(embedding_params(37_000, 512), 18_944_000);
        assert_eq!(ModelConfig::base().d_k(), 64);
    }

    #[test]
    fn ten_token_shapes() {
        let s = multi_head_shapes(&ModelConfig::base());
        assert_eq!(s.qkv, Shape(10, 512));
        assert_eq!(s.per_head, Shape(10, 64));
        assert_eq!(s.concat, Shape(10, 512));
        assert_eq!(s.qkv.to_string(), "10 × 512");
    }

    #[test]
    fn whole_model_is_near_the_papers_65_million() {
        // The paper rounds to 65 M; counting weights, biases and norms with shared embeddings gives
        // 63 M (the gap is the paper's bookkeeping, e.g. of the vocabulary size, not ours to fill).
        let p = total_params(&ModelConfig::base());
        assert!((60_000_000..66_000_000).contains(&p), "{p}");
    }
}
