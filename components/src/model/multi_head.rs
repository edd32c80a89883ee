//! `multi-head`: how many heads, how wide each, at a fixed d_model, and what the paper measured.

use super::WidgetParams;
use crate::kernel::format::{count, fixed, group};
use crate::kernel::shapes::{ModelConfig, MultiHeadShapes, attention_weights, multi_head_shapes};
use crate::kernel::tables::{AblationRow, ablation_for_heads};
use crate::params::{Notice, ParamReader, Query};

/// The state of the `multi-head` widget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MultiHeadParams {
    /// Heads; always divides `dmodel`.
    pub heads: u64,
    /// Model width.
    pub dmodel: u64,
    /// Tokens.
    pub n: u64,
}

impl Default for MultiHeadParams {
    fn default() -> Self {
        Self {
            heads: 8,
            dmodel: 512,
            n: 10,
        }
    }
}

/// The head counts that divide `dmodel` evenly, smallest first.
pub fn divisors(dmodel: u64) -> Vec<u64> {
    (1..=dmodel).filter(|h| dmodel % h == 0).collect()
}

impl WidgetParams for MultiHeadParams {
    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let heads_given = r.int("heads", 1, 1024, 8) as u64;
        let dmodel = r.int("dmodel", 1, 4096, 512) as u64;
        let n = r.int("n", 1, 512, 10) as u64;
        let heads = if dmodel % heads_given == 0 {
            heads_given
        } else {
            let nearest = divisors(dmodel)
                .into_iter()
                .min_by_key(|h| (h.abs_diff(heads_given), *h))
                .unwrap_or(1);
            r.notice(format!(
                "“heads” must divide d_model = {dmodel} evenly, so {heads_given} became {nearest}."
            ));
            nearest
        };
        (Self { heads, dmodel, n }, r.finish())
    }

    fn to_query(&self) -> Query {
        Query::from_pairs([
            ("heads", self.heads.to_string()),
            ("dmodel", self.dmodel.to_string()),
            ("n", self.n.to_string()),
        ])
    }
}

impl MultiHeadParams {
    /// The configuration these settings describe.
    pub fn config(&self) -> ModelConfig {
        ModelConfig {
            n: self.n,
            d_model: self.dmodel,
            heads: self.heads,
            ..ModelConfig::base()
        }
    }

    /// Shapes through the layer.
    pub fn shapes(&self) -> MultiHeadShapes {
        multi_head_shapes(&self.config())
    }

    /// The paper's Table 3 row for this head count, when it ran one at d_model = 512.
    pub fn ablation(&self) -> Option<&'static AblationRow> {
        (self.dmodel == 512)
            .then(|| ablation_for_heads(self.heads))
            .flatten()
    }

    /// The live summary.
    pub fn summary(&self) -> String {
        let s = self.shapes();
        let paper = match self.ablation() {
            Some(row) => format!(
                " The paper measured this setting: BLEU {} and perplexity {} on the development set.",
                fixed(row.bleu, 1),
                fixed(row.perplexity, 2)
            ),
            None => " The paper did not report this setting.".to_string(),
        };
        format!(
            "{} of width {} at d_model = {}: each head works on {}, and the concatenated heads are {}. \
             The projections W^Q, W^K, W^V and W^O hold 4 · {}² = {} weights, whatever the head count.{paper}",
            count(self.heads as u128, "head", "heads"),
            group(self.config().d_k() as u128),
            group(self.dmodel as u128),
            s.per_head,
            s.concat,
            group(self.dmodel as u128),
            group(attention_weights(self.dmodel) as u128),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_summary() {
        let s = MultiHeadParams::default().summary();
        assert_eq!(
            s,
            "8 heads of width 64 at d_model = 512: each head works on 10 × 64, and the concatenated \
             heads are 10 × 512. The projections W^Q, W^K, W^V and W^O hold 4 · 512² = 1,048,576 \
             weights, whatever the head count. The paper measured this setting: BLEU 25.8 and \
             perplexity 4.92 on the development set."
        );
        let one = MultiHeadParams {
            heads: 1,
            ..Default::default()
        };
        assert!(one.summary().contains("BLEU 24.9"));
        let two = MultiHeadParams {
            heads: 2,
            ..Default::default()
        };
        assert!(
            two.summary()
                .ends_with("The paper did not report this setting.")
        );
    }

    #[test]
    fn heads_snap_to_a_divisor() {
        let (p, n) = MultiHeadParams::from_query(&Query::parse("heads=7"));
        assert_eq!((p.heads, n.len()), (8, 1));
        assert_eq!(divisors(12), vec![1, 2, 3, 4, 6, 12]);
    }
}
