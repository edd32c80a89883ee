//! The `softmax` widget's words.

use crate::format::{fixed, short};

messages! {
    /// What the softmax widget says.
    pub trait SoftmaxMessages {
        /// The summary: the temperature, then each label with its share ("animal 62.9%").
        fn softmax_summary(&self, t: f64, shares: &[String]) -> String {
            en: format!(
            "At temperature {}, the shares are: {}.",
            fixed(t, 2),
            shares.join(", ")
        ),
            fr: format!(
            "À la température {}, les parts sont\u{202F}: {}.",
            fixed(t, 2),
            shares.join(", ")
        ),
        }
        /// A bar's label when the link gives none for it.
        fn softmax_token(&self, i: usize) -> String {
            en: format!("token {i}"),
            fr: format!("token {i}"),
        }
        /// When `labels` and `scores` differ in length.
        fn softmax_labels_count(&self, labels: usize, scores: usize) -> String {
            en: format!(
            "“labels” has {labels} entries for {scores} scores; missing ones are numbered and extra ones dropped."
        ),
            fr: format!(
            "«\u{202F}labels\u{202F}» a {labels} entrées pour {scores} scores\u{202F}; celles qui manquent sont numérotées et celles en trop retirées."
        ),
        }
        /// The scores panel's title.
        fn softmax_scores_title(&self) -> &'static str {
            en: "Scores (drag a bar, use the arrow keys, or type)",
            fr: "Scores (faites glisser une barre, utilisez les flèches ou tapez une valeur)",
        }
        /// The scores group's name.
        fn softmax_scores(&self) -> &'static str {
            en: "Scores",
            fr: "Scores",
        }
        /// The shares panel's title.
        fn softmax_shares_title(&self) -> &'static str {
            en: "Shares after softmax (they add up to 100%)",
            fr: "Parts après la softmax (elles font 100\u{202F}% au total)",
        }
        /// A score bar's name.
        fn softmax_score_of(&self, label: &str) -> String {
            en: format!("Score of {label}"),
            fr: format!("Score de {label}"),
        }
        /// A score bar's value, as heard.
        fn softmax_score_said(&self, label: &str, score: f64) -> String {
            en: format!("{label} score {}", fixed(score, 1)),
            fr: format!("{label}, score {}", fixed(score, 1)),
        }
        /// A score's number field.
        fn softmax_type_score(&self, label: &str) -> String {
            en: format!("Type the score of {label}"),
            fr: format!("Tapez le score de {label}"),
        }
        /// The saved figure's heading.
        fn softmax_figure_heading(&self, t: f64) -> String {
            en: format!("Shares after softmax at temperature {}", fixed(t, 2)),
            fr: format!("Parts après la softmax à la température {}", fixed(t, 2)),
        }
        /// A bar of the saved figure: its label and score.
        fn softmax_figure_bar(&self, label: &str, score: f64) -> String {
            en: format!("{label} ({})", short(score)),
            fr: format!("{label} ({})", short(score)),
        }
    }
}
