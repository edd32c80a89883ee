//! `architecture`: the paper's Figure 1, block by block, with shapes and parameter counts.

use super::{Widget, WidgetParams, default_from_link};
use crate::format::group;
use crate::i18n::m;
use crate::kernel::cost::shapes::{
    ModelConfig, Shape, attention_biases, attention_weights, embedding_params, feed_forward_params,
    layer_norm_params, total_params,
};
use crate::locale::Text;
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query, Readout};

/// A block of Figure 1. The slugs are part of the embed contract.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Block {
    /// Source tokens to vectors.
    InputEmbedding,
    /// The added sinusoids.
    PositionalEncoding,
    /// Multi-head attention over the source.
    EncoderSelfAttention,
    /// The encoder's position-wise network.
    EncoderFeedForward,
    /// The encoder's residual and layer norm.
    EncoderAddNorm,
    /// Target tokens (shifted right) to vectors.
    OutputEmbedding,
    /// Masked multi-head attention over the target so far.
    DecoderMaskedSelfAttention,
    /// Queries from the decoder, keys and values from the encoder.
    DecoderCrossAttention,
    /// The decoder's position-wise network.
    DecoderFeedForward,
    /// The decoder's residual and layer norm.
    DecoderAddNorm,
    /// The final projection to vocabulary scores.
    Linear,
    /// Scores to probabilities of the next token.
    Softmax,
}

impl Block {
    /// Every block, in the order the figure is read (encoder bottom-up, then decoder bottom-up).
    pub const ALL: [Block; 12] = [
        Block::InputEmbedding,
        Block::PositionalEncoding,
        Block::EncoderSelfAttention,
        Block::EncoderAddNorm,
        Block::EncoderFeedForward,
        Block::OutputEmbedding,
        Block::DecoderMaskedSelfAttention,
        Block::DecoderAddNorm,
        Block::DecoderCrossAttention,
        Block::DecoderFeedForward,
        Block::Linear,
        Block::Softmax,
    ];

    /// The name used in links (from [`BLOCK_NAMES`], in [`Block::ALL`] order).
    pub fn slug(self) -> &'static str {
        let at = Block::ALL.iter().position(|b| *b == self).unwrap_or(0);
        BLOCK_NAMES[at + 1]
    }

    /// The block for a link name.
    pub fn from_slug(s: &str) -> Option<Block> {
        Block::ALL.into_iter().find(|b| b.slug() == s)
    }

    /// The block's title.
    pub fn title(self) -> &'static str {
        m().block_titles()[self.index()]
    }

    /// What the block does, in a sentence.
    pub fn role(self) -> &'static str {
        m().block_roles()[self.index()]
    }

    /// Where the block's words sit in the messages' lists: the order [`Block`] declares them
    /// (not [`Block::ALL`]'s, which follows the figure, add & norm before feed-forward).
    fn index(self) -> usize {
        self as usize
    }

    /// Whether the block sits in the encoder (left) column.
    pub fn in_encoder(self) -> bool {
        matches!(
            self,
            Block::InputEmbedding
                | Block::EncoderSelfAttention
                | Block::EncoderFeedForward
                | Block::EncoderAddNorm
        )
    }
}

/// Shapes and parameters of one block for a configuration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlockFacts {
    /// What goes in, in words and shape.
    pub input: String,
    /// What comes out.
    pub output: Shape,
    /// Learned parameters in one copy of the block.
    pub params: u64,
    /// How the count is made up.
    pub params_note: String,
    /// How many copies the model has (the N× of the stacks).
    pub copies: u64,
}

/// The facts of `block` for `cfg` (the target sentence has as many tokens as the source).
pub fn facts(block: Block, cfg: &ModelConfig) -> BlockFacts {
    let (n, d) = (cfg.n, cfg.d_model);
    let nd = Shape(n, d);
    let attention = |copies| BlockFacts {
        input: format!("{nd}"),
        output: nd,
        params: attention_weights(d) + attention_biases(d),
        params_note: m().arch_attention_params(d, attention_weights(d), attention_biases(d)),
        copies,
    };
    match block {
        Block::InputEmbedding | Block::OutputEmbedding => BlockFacts {
            input: m().arch_token_ids(n),
            output: nd,
            params: embedding_params(cfg.vocab, d),
            params_note: m().arch_embedding_params(cfg.vocab, d),
            copies: 1,
        },
        Block::PositionalEncoding => BlockFacts {
            input: format!("{nd}"),
            output: nd,
            params: 0,
            params_note: m().arch_fixed_sinusoids().into(),
            copies: 1,
        },
        Block::EncoderSelfAttention | Block::DecoderMaskedSelfAttention => attention(cfg.layers),
        Block::DecoderCrossAttention => BlockFacts {
            input: m().arch_cross_input(&nd.to_string()),
            ..attention(cfg.layers)
        },
        Block::EncoderFeedForward | Block::DecoderFeedForward => BlockFacts {
            input: m().arch_inside(&nd.to_string(), &Shape(n, cfg.d_ff).to_string()),
            output: nd,
            params: feed_forward_params(d, cfg.d_ff),
            params_note: m().arch_ffn_params(d, cfg.d_ff),
            copies: cfg.layers,
        },
        Block::EncoderAddNorm | Block::DecoderAddNorm => BlockFacts {
            input: m().arch_twice(&nd.to_string()),
            output: nd,
            params: layer_norm_params(d),
            params_note: m().arch_norm_params(d),
            copies: cfg.layers * if block == Block::EncoderAddNorm { 2 } else { 3 },
        },
        Block::Linear => BlockFacts {
            input: format!("{nd}"),
            output: Shape(n, cfg.vocab),
            params: 0,
            params_note: m().arch_reuses_table().into(),
            copies: 1,
        },
        Block::Softmax => BlockFacts {
            input: format!("{}", Shape(n, cfg.vocab)),
            output: Shape(n, cfg.vocab),
            params: 0,
            params_note: m().arch_none().into(),
            copies: 1,
        },
    }
}

/// The state of the `architecture` widget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ArchitectureParams {
    /// The selected block, if any.
    pub block: Option<Block>,
    /// The configured model.
    pub cfg: ModelConfig,
}

/// What `block` may say: "none", then every block's link name in [`Block::ALL`] order.
pub const BLOCK_NAMES: [&str; 13] = [
    "none",
    "input-embedding",
    "positional-encoding",
    "encoder-self-attention",
    "encoder-add-norm",
    "encoder-feed-forward",
    "output-embedding",
    "decoder-masked-self-attention",
    "decoder-add-norm",
    "decoder-cross-attention",
    "decoder-feed-forward",
    "linear",
    "softmax",
];

/// `block`: the selected block.
pub const BLOCK: Param = Param::choice("block", &BLOCK_NAMES, "none")
    .about(
        "the block whose card is open",
        "le bloc dont la fiche est ouverte",
    )
    .label("Block selected in the figure", "Bloc choisi dans la figure");
/// `n`: source tokens.
pub const N: Param = Param::int("n", 1, 512, 10)
    .about(
        "how many source tokens flow through the model",
        "combien de tokens source traversent le modèle",
    )
    .unit("tokens", "tokens")
    .label("Tokens in the sentence", "Tokens dans la phrase")
    .reads(Readout::Count(
        Text::new("token", "token"),
        Text::new("tokens", "tokens"),
    ));
/// `dmodel`: the model width.
pub const DMODEL: Param = Param::int("dmodel", 1, 4096, 512)
    .about("the model width d_model", "la largeur du modèle d_model")
    .unit("dimensions", "dimensions")
    .label(
        "Model size (the base and big presets)",
        "Taille du modèle (les réglages base et big)",
    );
/// `heads`: attention heads per layer.
pub const HEADS: Param = Param::int("heads", 1, 128, 8)
    .rule("dividing dmodel", "divisant dmodel")
    .about(
        "attention heads in each attention layer",
        "têtes d'attention dans chaque couche d'attention",
    )
    .unit("heads", "têtes");
/// `layers`: layers per stack.
pub const LAYERS: Param = Param::int("layers", 1, 48, 6)
    .about(
        "N, the layers in each stack",
        "N, les couches de chaque pile",
    )
    .unit("layers", "couches");
/// `dff`: the feed-forward's inner width.
pub const DFF: Param = Param::int("dff", 1, 65_536, 2048)
    .about(
        "the feed-forward network's inner width d_ff",
        "la largeur interne d_ff du réseau feed-forward",
    )
    .unit("dimensions", "dimensions");
/// `vocab`: the shared vocabulary.
pub const VOCAB: Param = Param::int("vocab", 2, 1_000_000, 37_000)
    .about(
        "the size of the shared vocabulary",
        "la taille du vocabulaire partagé",
    )
    .unit("tokens", "tokens");

default_from_link!(ArchitectureParams);

impl WidgetParams for ArchitectureParams {
    const PARAMS: &'static [Param] = &[BLOCK, N, DMODEL, HEADS, LAYERS, DFF, VOCAB];

    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let block = Block::from_slug(r.choice(&BLOCK));
        let (n, d_model): (u64, u64) = (r.int(&N), r.int(&DMODEL));
        let mut heads: u64 = r.int(&HEADS);
        if d_model % heads != 0 {
            let fallback = (1..=heads).rev().find(|h| d_model % h == 0).unwrap_or(1);
            r.notice(m().arch_heads_fallback(heads, d_model, fallback));
            heads = fallback;
        }
        let cfg = ModelConfig {
            n,
            d_model,
            heads,
            layers: r.int(&LAYERS),
            d_ff: r.int(&DFF),
            vocab: r.int(&VOCAB),
        };
        (Self { block, cfg }, r.finish())
    }

    fn to_query(&self) -> Query {
        let c = &self.cfg;
        LinkWriter::new()
            .choice(&BLOCK, self.block.map_or("none", Block::slug))
            .int(&N, c.n)
            .int(&DMODEL, c.d_model)
            .int(&HEADS, c.heads)
            .int(&LAYERS, c.layers)
            .int(&DFF, c.d_ff)
            .int(&VOCAB, c.vocab)
            .finish()
    }
}

/// What the `architecture` widget shows: the selected block's facts and the whole model's size.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Architecture {
    /// The selected block and its shapes and parameters, if one is selected.
    pub selected: Option<(Block, BlockFacts)>,
    /// Parameters of the whole configured model.
    pub total: u64,
}

impl Widget for ArchitectureParams {
    const EXAMPLE: &'static str = "block=softmax&n=7&vocab=1000";
    type Input = ();
    type Output = Architecture;

    fn compute(&self, _: &()) -> Architecture {
        Architecture {
            selected: self.block.map(|b| (b, facts(b, &self.cfg))),
            total: total_params(&self.cfg),
        }
    }

    fn summary(&self, out: &Architecture) -> String {
        let Some((block, f)) = &out.selected else {
            return m().arch_nothing_selected(
                self.cfg.layers,
                &group(self.cfg.d_model),
                &m().heads(self.cfg.heads),
                &group(out.total),
            );
        };
        m().arch_block(
            block.title(),
            block.role(),
            &f.input,
            &f.output.to_string(),
            &group(f.params),
            &f.params_note,
            f.copies,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_block_has_its_own_title_and_role() {
        use crate::locale::{self, Lang};
        for lang in [Lang::En, Lang::Fr] {
            locale::with(lang, || {
                let title = |b: Block| b.title().to_lowercase();
                assert!(title(Block::DecoderCrossAttention).contains("cro"));
                assert!(title(Block::EncoderAddNorm).contains("add & norm"));
                assert!(title(Block::DecoderAddNorm).contains("add & norm"));
                assert!(title(Block::EncoderFeedForward).contains("feed-forward"));
                assert!(title(Block::DecoderFeedForward).contains("feed-forward"));
                assert!(title(Block::DecoderMaskedSelfAttention).contains("mas"));
                assert!(Block::DecoderCrossAttention.role().contains("encod"));
                assert!(
                    Block::EncoderAddNorm
                        .role()
                        .to_lowercase()
                        .contains("résidu")
                        || Block::EncoderAddNorm.role().contains("residual")
                );
            });
        }
    }

    #[test]
    fn slugs_round_trip() {
        for b in Block::ALL {
            assert_eq!(Block::from_slug(b.slug()), Some(b));
        }
    }

    #[test]
    fn base_model_facts() {
        let cfg = ModelConfig::base();
        let a = facts(Block::EncoderSelfAttention, &cfg);
        assert_eq!(a.output.to_string(), "10 × 512");
        assert_eq!(a.params, 1_048_576 + 2048);
        let f = facts(Block::DecoderFeedForward, &cfg);
        assert_eq!(f.params, 2_099_712);
        assert_eq!(facts(Block::InputEmbedding, &cfg).params, 18_944_000);
        assert_eq!(facts(Block::Linear, &cfg).output.to_string(), "10 × 37,000");
        assert!(
            facts(Block::DecoderCrossAttention, &cfg)
                .input
                .contains("from the encoder")
        );
    }

    #[test]
    fn summary_names_block_shapes_and_params() {
        let p = ArchitectureParams {
            block: Some(Block::EncoderSelfAttention),
            ..Default::default()
        };
        let s = p.summary_with(&());
        assert!(s.starts_with("Encoder self-attention: "), "{s}");
        assert!(
            s.contains(
                "In: 10 × 512. Out: 10 × 512. Parameters: 1,050,624 (4 · 512² = 1,048,576 weights"
            ),
            "{s}"
        );
        assert!(
            ArchitectureParams::default()
                .summary_with(&())
                .starts_with("No block selected")
        );
    }

    #[test]
    fn heads_must_divide_the_width() {
        let (p, n) =
            ArchitectureParams::from_query(&Query::parse("dmodel=100&heads=8&block=linear"));
        assert_eq!(p.cfg.heads, 5);
        assert_eq!(p.block, Some(Block::Linear));
        assert_eq!(n.len(), 1);
        let (p, n) = ArchitectureParams::from_query(&Query::parse("block=attention"));
        assert_eq!(p.block, None);
        assert_eq!(n.len(), 1);
    }
}
