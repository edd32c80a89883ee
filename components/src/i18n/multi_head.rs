//! The `multi-head` widget's words.

use crate::format::fixed;

messages! {
    /// What the multi-head attention widget says.
    pub trait MultiHeadMessages {
        /// The picked stage of Figure 2 (right), with the shape it produces (`heads` already
        /// counted: "8 heads").
        fn multi_head_stage(&self, stage: usize, one: bool, heads: &str, shape: &str) -> Option<String> {
            en: Some(match stage {
                1 => format!("Linear: each of the {heads} projects Q, K and V with its own W^Q, W^K and W^V, down to {shape} each"),
                2 => format!("Scaled Dot-Product Attention, run by each of the {heads} on its own: {shape} per head"),
                3 if one => format!("Concat: the one head's output as it is, {shape}"),
                3 => format!("Concat: the {heads}' outputs side by side, {shape}"),
                4 => format!("Linear: W^O mixes what the heads found, {shape}"),
                _ => return None,
            }),
            fr: Some(match stage {
                1 => format!("Linear\u{202F}: chacune des {heads} projette Q, K et V avec ses propres W^Q, W^K et W^V, jusqu'à {shape} chacune"),
                2 => format!("Scaled Dot-Product Attention, calculée par chacune des {heads} de son côté\u{202F}: {shape} par tête"),
                3 if one => format!("Concat\u{202F}: la sortie de l'unique tête telle quelle, {shape}"),
                3 => format!("Concat\u{202F}: les sorties des {heads} côte à côte, {shape}"),
                4 => format!("Linear\u{202F}: W^O mélange ce que les têtes ont trouvé, {shape}"),
                _ => return None,
            }),
        }
        /// What the paper measured at this head count, if it did.
        fn multi_head_paper(&self, measured: Option<(f64, f64)>) -> String {
            en: match measured {
                Some((bleu, ppl)) => format!(
                    " The paper measured this setting: BLEU {} and perplexity {} on the development set.",
                    fixed(bleu, 1),
                    fixed(ppl, 2)
                ),
                None => " The paper did not report this setting.".to_string(),
            },
            fr: match measured {
                Some((bleu, ppl)) => format!(
                    " L'article a mesuré ce réglage\u{202F}: BLEU {} et perplexité {} sur le jeu de développement.",
                    fixed(bleu, 1),
                    fixed(ppl, 2)
                ),
                None => " L'article ne donne pas ce réglage.".to_string(),
            },
        }
        /// The stage picked, as the summary ends.
        fn multi_head_picked(&self, stage: &str) -> String {
            en: format!(" Picked in the figure: {stage}."),
            fr: format!(" Choisi dans la figure\u{202F}: {stage}."),
        }
        /// The summary.
        fn multi_head_summary(&self, heads: &str, dk: &str, dmodel: &str, per_head: &str, concat: &str, weights: &str, paper: &str, stage: &str) -> String {
            en: format!(
                "{heads} of width {dk} at d_model = {dmodel}: each head works on {per_head}, and the concatenated heads are {concat}. \
                 The projections W^Q, W^K, W^V and W^O hold 4 · {dmodel}² = {weights} weights, whatever the head count.{paper}{stage}"
            ),
            fr: format!(
                "{heads} de largeur {dk} pour d_model = {dmodel}\u{202F}: chaque tête travaille sur {per_head}, et les têtes concaténées font {concat}. \
                 Les projections W^Q, W^K, W^V et W^O contiennent 4 · {dmodel}² = {weights} poids, quel que soit le nombre de têtes.{paper}{stage}"
            ),
        }
        /// The chart's horizontal axis.
        fn multi_head_x_axis(&self) -> &'static str {
            en: "heads (log scale)",
            fr: "têtes (échelle log)",
        }
        /// The chart's vertical axis.
        fn multi_head_y_axis(&self) -> &'static str {
            en: "BLEU (dev set)",
            fr: "BLEU (jeu de dév.)",
        }
        /// The chart, as a screen reader hears it.
        fn multi_head_chart(&self) -> &'static str {
            en: "Chart of the paper's Table 3, rows A: BLEU against the number of heads, highest at 8 \
                 and 16. Arrow keys read each head count.",
            fr: "Graphique du tableau 3 de l'article, lignes A\u{202F}: le BLEU selon le nombre de têtes, \
                 le plus haut à 8 et 16. Les flèches lisent chaque nombre de têtes.",
        }
        /// The figure, as a screen reader hears it.
        fn multi_head_figure(&self) -> &'static str {
            en: "Figure 2, right: multi-head attention. Each stage is a button that names its shape.",
            fr: "Figure 2, à droite\u{202F}: l'attention multi-têtes. Chaque étape est un bouton qui nomme sa forme.",
        }
        /// The saved figure's title.
        fn multi_head_saved_figure(&self) -> &'static str {
            en: "Figure 2, right: multi-head attention",
            fr: "Figure 2, à droite\u{202F}: l'attention multi-têtes",
        }
        /// The hint beside the figure.
        fn multi_head_hint(&self) -> &'static str {
            en: "The paper's Figure 2 (right), read from the bottom up. Choose a stage to see the shape it produces.",
            fr: "La figure 2 (droite) de l'article, lue de bas en haut. Choisissez une étape pour voir la forme qu'elle produit.",
        }
        /// The heads' box in the shape flow.
        fn multi_head_each(&self, heads: &str) -> String {
            en: format!("{heads}, each"),
            fr: format!("{heads}, chacune"),
        }
        /// The concatenation's box.
        fn multi_head_concatenated(&self) -> &'static str {
            en: "concatenated",
            fr: "concaténées",
        }
        /// The output's box.
        fn multi_head_after_wo(&self) -> &'static str {
            en: "after W^O",
            fr: "après W^O",
        }
        /// The head slider's reading.
        fn multi_head_of_width(&self, heads: &str, width: usize) -> String {
            en: format!("{heads} of width {width}"),
            fr: format!("{heads} de largeur {width}"),
        }
    }
}
