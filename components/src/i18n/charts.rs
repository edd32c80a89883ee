//! What the charts say as their cursor reads them, point by point.

messages! {
    /// The readings of the page's charts.
    pub trait ChartMessages {
        /// The √d_k chart: "d_k = 64: unscaled 87.5%, scaled 40.1%".
        fn saturation_reading(&self, dk: &str, unscaled: &str, scaled: &str) -> String {
            en: format!("d_k = {dk}: unscaled {unscaled}, scaled {scaled}"),
            fr: format!("d_k = {dk}\u{202F}: sans échelle {unscaled}, avec échelle {scaled}"),
        }
        /// The schedule's chart: "step 4,000: rate 7.0e-4".
        fn schedule_reading(&self, step: &str, rate: &str) -> String {
            en: format!("step {step}: rate {rate}"),
            fr: format!("étape {step}\u{202F}: taux {rate}"),
        }
        /// The heads chart: "8 heads: BLEU 25.8".
        fn ablation_reading(&self, heads: &str, one: bool, bleu: &str) -> String {
            en: format!("{heads} {}: BLEU {bleu}", if one { "head" } else { "heads" }),
            fr: format!("{heads} {}\u{202F}: BLEU {bleu}", if one { "tête" } else { "têtes" }),
        }
        /// The results chart: "Transformer (big): BLEU 28.4 for 2.3e19 FLOPs of training".
        fn results_reading(&self, model: &str, bleu: &str, cost: &str) -> String {
            en: format!("{model}: BLEU {bleu} for {cost} FLOPs of training"),
            fr: format!("{model}\u{202F}: BLEU {bleu} pour {cost} FLOP d'entraînement"),
        }
    }
}
