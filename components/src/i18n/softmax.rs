//! The `softmax` widget's words.

use super::languages::{En, Fr};
use crate::format::{fixed, short};

/// What the softmax widget says.
pub trait SoftmaxMessages {
    /// The summary: the temperature, then each label with its share ("animal 62.9%").
    fn softmax_summary(&self, t: f64, shares: &[String]) -> String;
    /// A bar's label when the link gives none for it.
    fn softmax_token(&self, i: usize) -> String;
    /// When `labels` and `scores` differ in length.
    fn softmax_labels_count(&self, labels: usize, scores: usize) -> String;
    /// The scores panel's title.
    fn softmax_scores_title(&self) -> &'static str;
    /// The scores group's name.
    fn softmax_scores(&self) -> &'static str;
    /// The shares panel's title.
    fn softmax_shares_title(&self) -> &'static str;
    /// A score bar's name.
    fn softmax_score_of(&self, label: &str) -> String;
    /// A score bar's value, as heard.
    fn softmax_score_said(&self, label: &str, score: f64) -> String;
    /// A score's number field.
    fn softmax_type_score(&self, label: &str) -> String;
    /// The saved figure's heading.
    fn softmax_figure_heading(&self, t: f64) -> String;
    /// A bar of the saved figure: its label and score.
    fn softmax_figure_bar(&self, label: &str, score: f64) -> String;
}

impl SoftmaxMessages for En {
    fn softmax_summary(&self, t: f64, shares: &[String]) -> String {
        format!(
            "At temperature {}, the shares are: {}.",
            fixed(t, 2),
            shares.join(", ")
        )
    }
    fn softmax_token(&self, i: usize) -> String {
        format!("token {i}")
    }
    fn softmax_labels_count(&self, labels: usize, scores: usize) -> String {
        format!(
            "“labels” has {labels} entries for {scores} scores; missing ones are numbered and extra ones dropped."
        )
    }
    fn softmax_scores_title(&self) -> &'static str {
        "Scores (drag a bar, use the arrow keys, or type)"
    }
    fn softmax_scores(&self) -> &'static str {
        "Scores"
    }
    fn softmax_shares_title(&self) -> &'static str {
        "Shares after softmax (they add up to 100%)"
    }
    fn softmax_score_of(&self, label: &str) -> String {
        format!("Score of {label}")
    }
    fn softmax_score_said(&self, label: &str, score: f64) -> String {
        format!("{label} score {}", fixed(score, 1))
    }
    fn softmax_type_score(&self, label: &str) -> String {
        format!("Type the score of {label}")
    }
    fn softmax_figure_heading(&self, t: f64) -> String {
        format!("Shares after softmax at temperature {}", fixed(t, 2))
    }
    fn softmax_figure_bar(&self, label: &str, score: f64) -> String {
        format!("{label} ({})", short(score))
    }
}

impl SoftmaxMessages for Fr {
    fn softmax_summary(&self, t: f64, shares: &[String]) -> String {
        format!(
            "À la température {}, les parts sont\u{202F}: {}.",
            fixed(t, 2),
            shares.join(", ")
        )
    }
    fn softmax_token(&self, i: usize) -> String {
        format!("token {i}")
    }
    fn softmax_labels_count(&self, labels: usize, scores: usize) -> String {
        format!(
            "«\u{202F}labels\u{202F}» a {labels} entrées pour {scores} scores\u{202F}; celles qui manquent sont numérotées et celles en trop retirées."
        )
    }
    fn softmax_scores_title(&self) -> &'static str {
        "Scores (faites glisser une barre, utilisez les flèches ou tapez une valeur)"
    }
    fn softmax_scores(&self) -> &'static str {
        "Scores"
    }
    fn softmax_shares_title(&self) -> &'static str {
        "Parts après la softmax (elles font 100\u{202F}% au total)"
    }
    fn softmax_score_of(&self, label: &str) -> String {
        format!("Score de {label}")
    }
    fn softmax_score_said(&self, label: &str, score: f64) -> String {
        format!("{label}, score {}", fixed(score, 1))
    }
    fn softmax_type_score(&self, label: &str) -> String {
        format!("Tapez le score de {label}")
    }
    fn softmax_figure_heading(&self, t: f64) -> String {
        format!("Parts après la softmax à la température {}", fixed(t, 2))
    }
    fn softmax_figure_bar(&self, label: &str, score: f64) -> String {
        format!("{label} ({})", short(score))
    }
}
