//! The `feed-forward` widget's words.

messages! {
    /// What the feed-forward widget says.
    pub trait FeedForwardMessages {
        /// The summary, each vector and count already written.
        fn feed_forward_summary(&self, x: &str, hidden: &str, relu: &str, out: &str, dmodel: &str, dff: &str, params: &str) -> String {
            en: format!("x = {x}: widen to x·W1 = {hidden}, ReLU gives {relu}, narrow to the output {out}. At d_model = {dmodel} and d_ff = {dff} one feed-forward layer has {params} parameters."),
            fr: format!("x = {x}\u{202F}: élargir à x·W1 = {hidden}, ReLU donne {relu}, rétrécir à la sortie {out}. Pour d_model = {dmodel} et d_ff = {dff}, une couche feed-forward a {params} paramètres."),
        }
        /// The example's fixed weights.
        fn feed_forward_weights(&self, w1: &str, w2: &str) -> String {
            en: format!("Fixed weights: W1 rows {w1}; W2 rows {w2}; no biases."),
            fr: format!("Poids fixés\u{202F}: lignes de W1 {w1}\u{202F}; lignes de W2 {w2}\u{202F}; pas de biais."),
        }
        /// An entry of x.
        fn feed_forward_entry(&self, i: usize) -> String {
            en: format!("x, entry {i}"),
            fr: format!("x, entrée {i}"),
        }
        /// The widening step.
        fn feed_forward_widen(&self) -> &'static str {
            en: "Widen to three numbers: x·W1 = ",
            fr: "Élargir à trois nombres\u{202F}: x·W1 = ",
        }
        /// The ReLU step.
        fn feed_forward_relu(&self) -> &'static str {
            en: "ReLU keeps the positives and zeroes the rest: ",
            fr: "ReLU garde les positifs et met le reste à zéro\u{202F}: ",
        }
        /// The narrowing step.
        fn feed_forward_narrow(&self) -> &'static str {
            en: "Narrow back to two: output = ",
            fr: "Revenir à deux\u{202F}: sortie = ",
        }
        /// The parameter count under the sliders.
        fn feed_forward_params(&self, params: &str) -> String {
            en: format!("{params} parameters per feed-forward layer"),
            fr: format!("{params} paramètres par couche feed-forward"),
        }
    }
}
