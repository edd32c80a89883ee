//! The `scaling` widget's words.

use crate::format::{group, percent};

messages! {
    /// What the √d_k scaling widget says.
    pub trait ScalingMessages {
        /// The summary: this draw's largest shares, then the averages at this width.
        fn scaling_summary(&self, dk: usize, keys: usize, top_raw: (usize, f64), top_scaled: (usize, f64), draws: usize, avg_raw: f64, avg_scaled: f64) -> String {
            en: format!(
                "d_k = {}, {keys} keys. This draw: without scaling, key {} takes the largest share, {}; \
                 divided by √d_k, key {} takes the largest share, {}. Over {} draws at this width, the \
                 largest share averages {} without scaling and {} with it.",
                group(dk),
                top_raw.0,
                percent(top_raw.1),
                top_scaled.0,
                percent(top_scaled.1),
                group(draws),
                percent(avg_raw),
                percent(avg_scaled),
            ),
            fr: format!(
                "d_k = {}, {keys} clés. Ce tirage\u{202F}: sans mise à l'échelle, la clé {} prend la plus grande \
                 part, {}\u{202F}; divisée par √d_k, la clé {} prend la plus grande part, {}. Sur {} tirages \
                 à cette largeur, la plus grande part vaut en moyenne {} sans mise à l'échelle et {} avec.",
                group(dk),
                top_raw.0,
                percent(top_raw.1),
                top_scaled.0,
                percent(top_scaled.1),
                group(draws),
                percent(avg_raw),
                percent(avg_scaled),
            ),
        }
        /// A key's name beside its bar.
        fn scaling_key(&self, i: usize) -> String {
            en: format!("key {i}"),
            fr: format!("clé {i}"),
        }
        /// The chart's horizontal axis.
        fn scaling_x_axis(&self) -> &'static str {
            en: "d_k (log scale)",
            fr: "d_k (échelle log)",
        }
        /// The chart's vertical axis.
        fn scaling_y_axis(&self) -> &'static str {
            en: "average largest share",
            fr: "plus grande part moyenne",
        }
        /// The unscaled curve's name on the chart.
        fn scaling_unscaled_line(&self) -> &'static str {
            en: "▲ unscaled",
            fr: "▲ sans échelle",
        }
        /// The scaled curve's name on the chart.
        fn scaling_scaled_line(&self) -> &'static str {
            en: "● scaled",
            fr: "● avec échelle",
        }
        /// The chart, as a screen reader hears it.
        fn scaling_chart(&self) -> &'static str {
            en: "Chart of the average largest share against d_k: unscaled rises towards 100%, scaled \
                 stays flat. Arrow keys read each width.",
            fr: "Graphique de la plus grande part moyenne selon d_k\u{202F}: sans échelle elle monte vers \
                 100\u{202F}%, avec échelle elle reste plate. Les flèches lisent chaque largeur.",
        }
        /// The unscaled panel's heading.
        fn scaling_unscaled(&self) -> &'static str {
            en: "Unscaled: softmax(q·k)",
            fr: "Sans échelle\u{202F}: softmax(q·k)",
        }
        /// The scaled panel's heading.
        fn scaling_scaled(&self) -> &'static str {
            en: "Scaled: softmax(q·k / √d_k)",
            fr: "Avec échelle\u{202F}: softmax(q·k / √d_k)",
        }
        /// The button that draws a new query and keys.
        fn scaling_reroll(&self) -> &'static str {
            en: "New random query and keys",
            fr: "Nouvelles requête et clés au hasard",
        }
    }
}
