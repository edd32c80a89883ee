//! The paper's published tables, as data. These are the paper's own measurements (BLEU, FLOPs,
//! perplexity), not something the explainer can recompute; widgets plot and compare them.

use crate::locale::Text;

/// One row of Table 1: complexity, sequential operations and maximum path length of a layer type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LayerCostRow {
    /// Layer type, in both languages.
    pub layer: Text,
    /// Complexity per layer.
    pub complexity: &'static str,
    /// Minimum number of sequential operations.
    pub sequential: &'static str,
    /// Maximum path length between any two positions.
    pub path: &'static str,
}

/// Table 1 (n length, d width, k kernel size, r neighbourhood size).
pub const TABLE_1: [LayerCostRow; 4] = [
    LayerCostRow {
        layer: Text::new("Self-attention", "Auto-attention"),
        complexity: "O(n²·d)",
        sequential: "O(1)",
        path: "O(1)",
    },
    LayerCostRow {
        layer: Text::new("Recurrent", "Récurrente"),
        complexity: "O(n·d²)",
        sequential: "O(n)",
        path: "O(n)",
    },
    LayerCostRow {
        layer: Text::new("Convolutional", "Convolutive"),
        complexity: "O(k·n·d²)",
        sequential: "O(1)",
        path: "O(logₖ(n))",
    },
    LayerCostRow {
        layer: Text::new("Self-attention (restricted)", "Auto-attention (restreinte)"),
        complexity: "O(r·n·d)",
        sequential: "O(1)",
        path: "O(n/r)",
    },
];

/// One model of Table 2: BLEU on newstest2014 and training cost in FLOPs, where reported.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ResultRow {
    /// Model name as the paper gives it.
    pub model: &'static str,
    /// English→German BLEU.
    pub en_de_bleu: Option<f64>,
    /// English→French BLEU.
    pub en_fr_bleu: Option<f64>,
    /// English→German training cost.
    pub en_de_flops: Option<f64>,
    /// English→French training cost.
    pub en_fr_flops: Option<f64>,
    /// Whether this is one of the paper's own Transformers.
    pub transformer: bool,
}

const fn row(
    model: &'static str,
    en_de_bleu: Option<f64>,
    en_fr_bleu: Option<f64>,
    en_de_flops: Option<f64>,
    en_fr_flops: Option<f64>,
    transformer: bool,
) -> ResultRow {
    ResultRow {
        model,
        en_de_bleu,
        en_fr_bleu,
        en_de_flops,
        en_fr_flops,
        transformer,
    }
}

/// Table 2.
pub const TABLE_2: [ResultRow; 10] = [
    row("ByteNet", Some(23.75), None, None, None, false),
    row(
        "Deep-Att + PosUnk",
        None,
        Some(39.2),
        None,
        Some(1.0e20),
        false,
    ),
    row(
        "GNMT + RL",
        Some(24.6),
        Some(39.92),
        Some(2.3e19),
        Some(1.4e20),
        false,
    ),
    row(
        "ConvS2S",
        Some(25.16),
        Some(40.46),
        Some(9.6e18),
        Some(1.5e20),
        false,
    ),
    row(
        "MoE",
        Some(26.03),
        Some(40.56),
        Some(2.0e19),
        Some(1.2e20),
        false,
    ),
    row(
        "Deep-Att + PosUnk Ensemble",
        None,
        Some(40.4),
        None,
        Some(8.0e20),
        false,
    ),
    row(
        "GNMT + RL Ensemble",
        Some(26.30),
        Some(41.16),
        Some(1.8e20),
        Some(1.1e21),
        false,
    ),
    row(
        "ConvS2S Ensemble",
        Some(26.36),
        Some(41.29),
        Some(7.7e19),
        Some(1.2e21),
        false,
    ),
    row(
        "Transformer (base)",
        Some(27.3),
        Some(38.1),
        Some(3.3e18),
        Some(3.3e18),
        true,
    ),
    row(
        "Transformer (big)",
        Some(28.4),
        Some(41.8),
        Some(2.3e19),
        Some(2.3e19),
        true,
    ),
];

/// One variation of Table 3 on the development set (newstest2013, English→German).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct AblationRow {
    /// The row's label in the paper.
    pub row: &'static str,
    /// What changed from the base model.
    pub change: &'static str,
    /// Heads, where the row varies them.
    pub heads: Option<u64>,
    /// Perplexity per word piece.
    pub perplexity: f64,
    /// BLEU.
    pub bleu: f64,
}

/// The rows of Table 3 the explainer uses.
pub const TABLE_3: [AblationRow; 7] = [
    AblationRow {
        row: "base",
        change: "base model",
        heads: Some(8),
        perplexity: 4.92,
        bleu: 25.8,
    },
    AblationRow {
        row: "(A)",
        change: "h = 1, d_k = d_v = 512",
        heads: Some(1),
        perplexity: 5.29,
        bleu: 24.9,
    },
    AblationRow {
        row: "(A)",
        change: "h = 4, d_k = d_v = 128",
        heads: Some(4),
        perplexity: 5.00,
        bleu: 25.5,
    },
    AblationRow {
        row: "(A)",
        change: "h = 16, d_k = d_v = 32",
        heads: Some(16),
        perplexity: 4.91,
        bleu: 25.8,
    },
    AblationRow {
        row: "(A)",
        change: "h = 32, d_k = d_v = 16",
        heads: Some(32),
        perplexity: 5.01,
        bleu: 25.4,
    },
    AblationRow {
        row: "(E)",
        change: "learned positional embedding instead of sinusoids",
        heads: None,
        perplexity: 4.92,
        bleu: 25.7,
    },
    AblationRow {
        row: "big",
        change: "big model",
        heads: None,
        perplexity: 4.33,
        bleu: 26.4,
    },
];

/// The Table 3 row for `heads` heads at d_model = 512, when the paper ran one.
pub fn ablation_for_heads(heads: u64) -> Option<&'static AblationRow> {
    TABLE_3.iter().find(|r| r.heads == Some(heads))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_head_is_point_nine_bleu_below_the_best() {
        let best = TABLE_3
            .iter()
            .filter(|r| r.heads.is_some())
            .map(|r| r.bleu)
            .fold(0.0, f64::max);
        assert!((best - ablation_for_heads(1).unwrap().bleu - 0.9).abs() < 1e-9);
        assert!(ablation_for_heads(2).is_none());
    }

    #[test]
    fn big_transformer_leads_both_tasks() {
        let big = TABLE_2
            .iter()
            .find(|r| r.model == "Transformer (big)")
            .unwrap();
        for r in TABLE_2.iter().filter(|r| !r.transformer) {
            assert!(r.en_de_bleu.unwrap_or(0.0) < big.en_de_bleu.unwrap());
            assert!(r.en_fr_bleu.unwrap_or(0.0) < big.en_fr_bleu.unwrap());
        }
    }
}
