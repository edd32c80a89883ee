//! `multi-head`: how many heads, how wide each, at a fixed d_model, and what the paper measured.

use super::{Widget, WidgetParams, default_from_link};
use crate::format::group;
use crate::i18n::m;
use crate::kernel::cost::shapes::{
    ModelConfig, MultiHeadShapes, attention_weights, multi_head_shapes,
};
use crate::locale::Text;
use crate::paper::{AblationRow, TABLE_3, ablation_for_heads};
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query, Readout};

/// `heads`: how many heads share the width.
pub const HEADS: Param = Param::int("heads", 1, 1024, 8)
    .rule("dividing dmodel", "divisant dmodel")
    .about(
        "how many heads the width is split between",
        "entre combien de têtes la largeur est partagée",
    )
    .unit("heads", "têtes")
    .label(
        "Heads (only counts that divide d_model evenly)",
        "Têtes (seulement des nombres qui divisent d_model)",
    );
/// `dmodel`: the width the heads share.
pub const DMODEL: Param = Param::int("dmodel", 1, 4096, 512)
    .about(
        "the model width d_model the heads share",
        "la largeur du modèle d_model que les têtes se partagent",
    )
    .unit("dimensions", "dimensions");
/// `n`: the tokens flowing through the layer.
pub const N: Param = Param::int("n", 1, 512, 10)
    .about(
        "how many tokens flow through the layer",
        "combien de tokens traversent la couche",
    )
    .unit("tokens", "tokens")
    .label("Tokens", "Tokens")
    .reads(Readout::Count(
        Text::new("token", "token"),
        Text::new("tokens", "tokens"),
    ));

/// What `stage` may say: none, or a stage of the paper's Figure 2 (right), bottom first.
pub const STAGE_NAMES: [&str; 5] = ["none", "projections", "attention", "concat", "output"];

/// `stage`: the stage of Figure 2 (right) picked in the diagram.
pub const STAGE: Param = Param::choice("stage", &STAGE_NAMES, "none")
    .about(
        "the stage of Figure 2 (right) that is picked: its shape is highlighted and named",
        "l'étape de la figure 2 (droite) choisie : sa forme est surlignée et nommée",
    )
    .label("Stage picked in Figure 2", "Étape choisie dans la figure 2");

/// The state of the `multi-head` widget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MultiHeadParams {
    /// Heads; always divides `dmodel`.
    pub heads: u64,
    /// Model width.
    pub dmodel: u64,
    /// Tokens.
    pub n: u64,
    /// The picked stage of Figure 2 (right), an index into [`STAGE_NAMES`]; 0 for none.
    pub stage: usize,
}

default_from_link!(MultiHeadParams);

/// The paper's head-count ablation (Table 3, the base row and rows A, at d_model = 512) as
/// (heads, BLEU) points, fewest heads first, one point per head count.
pub fn ablation_curve() -> Vec<(u64, f64)> {
    // The row's place in the table breaks ties, so the first row for a head count is kept,
    // with an unstable sort (the stable one would add its own few KB of wasm).
    let mut points: Vec<(u64, usize, f64)> = TABLE_3
        .iter()
        .enumerate()
        .filter_map(|(i, r)| Some((r.heads?, i, r.bleu)))
        .collect();
    points.sort_unstable_by_key(|p| (p.0, p.1));
    points.dedup_by_key(|p| p.0);
    points.into_iter().map(|(h, _, b)| (h, b)).collect()
}

/// The head counts that divide `dmodel` evenly, smallest first.
pub fn divisors(dmodel: u64) -> Vec<u64> {
    (1..=dmodel).filter(|h| dmodel.is_multiple_of(*h)).collect()
}

impl WidgetParams for MultiHeadParams {
    const PARAMS: &'static [Param] = &[HEADS, DMODEL, N, STAGE];

    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let (dmodel, n): (u64, u64) = (r.int(&DMODEL), r.int(&N));
        let heads = r.heads_dividing(&HEADS, dmodel);
        let picked = r.choice(&STAGE);
        let stage = STAGE_NAMES.iter().position(|s| *s == picked).unwrap_or(0);
        (
            Self {
                heads,
                dmodel,
                n,
                stage,
            },
            r.finish(),
        )
    }

    fn to_query(&self) -> Query {
        LinkWriter::new()
            .int(&HEADS, self.heads)
            .int(&DMODEL, self.dmodel)
            .int(&N, self.n)
            .choice(
                &STAGE,
                STAGE_NAMES.get(self.stage).copied().unwrap_or("none"),
            )
            .finish()
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

    /// The picked stage of Figure 2 (right) in words, with the shape of what it produces.
    pub fn stage_text(&self) -> Option<String> {
        let s = self.shapes();
        let h = m().heads(self.heads);
        let shape = match self.stage {
            1 | 2 => s.per_head,
            3 => s.concat,
            _ => s.output,
        };
        m().multi_head_stage(self.stage, self.heads == 1, &h, &shape.to_string())
    }
}

/// What the `multi-head` widget shows: the shapes through the layer and the paper's row.
#[derive(Debug, Clone, PartialEq)]
pub struct MultiHeadFigures {
    /// Shapes through the layer.
    pub shapes: MultiHeadShapes,
    /// The paper's Table 3 row for this head count, when it has one.
    pub ablation: Option<&'static AblationRow>,
}

impl Widget for MultiHeadParams {
    const EXAMPLE: &'static str = "heads=1&n=20";
    type Input = ();
    type Output = MultiHeadFigures;

    fn compute(&self, _: &()) -> MultiHeadFigures {
        MultiHeadFigures {
            shapes: self.shapes(),
            ablation: self.ablation(),
        }
    }

    /// The live summary.
    fn summary(&self, s: &MultiHeadFigures) -> String {
        let t = m();
        let paper = t.multi_head_paper(s.ablation.map(|row| (row.bleu, row.perplexity)));
        let stage = self
            .stage_text()
            .map(|st| t.multi_head_picked(&st))
            .unwrap_or_default();
        t.multi_head_summary(
            &t.heads(self.heads),
            &group(self.config().d_k()),
            &group(self.dmodel),
            &s.shapes.per_head.to_string(),
            &s.shapes.concat.to_string(),
            &group(attention_weights(self.dmodel)),
            &paper,
            &stage,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ablation_curve_has_one_point_per_head_count() {
        assert_eq!(
            ablation_curve(),
            vec![(1, 24.9), (4, 25.5), (8, 25.8), (16, 25.8), (32, 25.4)]
        );
    }

    #[test]
    fn default_summary() {
        let s = MultiHeadParams::default().summary_with(&());
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
        assert!(one.summary_with(&()).contains("BLEU 24.9"));
        let two = MultiHeadParams {
            heads: 2,
            ..Default::default()
        };
        assert!(
            two.summary_with(&())
                .ends_with("The paper did not report this setting.")
        );
    }

    #[test]
    fn a_picked_stage_is_named_with_its_shape() {
        let (p, notices) = MultiHeadParams::from_query(&Query::parse("stage=concat"));
        assert!(notices.is_empty());
        assert!(
            p.summary_with(&()).ends_with(
                "Picked in the figure: Concat: the 8 heads' outputs side by side, 10 × 512."
            ),
            "{}",
            p.summary_with(&())
        );
        let one = MultiHeadParams { heads: 1, ..p };
        assert_eq!(
            one.stage_text().as_deref(),
            Some("Concat: the one head's output as it is, 10 × 512")
        );
        let linear = MultiHeadParams { stage: 1, ..p };
        assert!(
            linear
                .stage_text()
                .unwrap_or_default()
                .ends_with("down to 10 × 64 each")
        );
        assert_eq!(MultiHeadParams::default().stage_text(), None);
    }

    #[test]
    fn heads_snap_to_a_divisor() {
        let (p, n) = MultiHeadParams::from_query(&Query::parse("heads=7"));
        assert_eq!((p.heads, n.len()), (8, 1));
        assert_eq!(divisors(12), vec![1, 2, 3, 4, 6, 12]);
    }
}
