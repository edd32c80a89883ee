//! The `learning-rate` and `label-smoothing` widgets' words: the paper's training choices.

messages! {
    /// What the learning-rate and label-smoothing widgets say.
    pub trait ScheduleMessages {
        /// The learning-rate summary, every number already written.
        fn rate_summary(&self, warmup: &str, dmodel: &str, peak_step: &str, peak: &str, step: &str, rate: &str) -> String {
            en: format!("With warm-up {warmup} and d_model = {dmodel}, the rate peaks at step {peak_step} at {peak}. At step {step} it is {rate}."),
            fr: format!("Avec une chauffe de {warmup} et d_model = {dmodel}, le taux culmine à l'étape {peak_step} à {peak}. À l'étape {step}, il vaut {rate}."),
        }
        /// The schedule chart's axes.
        fn rate_axes(&self) -> (&'static str, &'static str) {
            en: ("training step", "learning rate"),
            fr: ("étape d'entraînement", "taux d'apprentissage"),
        }
        /// The schedule chart, as a screen reader hears it.
        fn rate_chart(&self) -> &'static str {
            en: "Chart of the learning rate against the training step: it rises in a straight line during \
                 warm-up, then falls with one over the square root of the step. Arrow keys read it step \
                 by step.",
            fr: "Graphique du taux d'apprentissage selon l'étape d'entraînement\u{202F}: il monte en ligne droite \
                 pendant la chauffe, puis décroît comme l'inverse de la racine carrée de l'étape. Les flèches \
                 le lisent étape par étape.",
        }
        /// The label-smoothing summary: `others` is how many other tokens share the rest.
        fn smoothing_summary(&self, eps: &str, vocab: &str, others: usize, others_text: &str, correct: &str, each: &str) -> String {
            en: {
                let them = if others == 1 {
                    "the other token".to_string()
                } else {
                    format!("each of the other {others_text} tokens")
                };
                format!("With ε = {eps} over {vocab} tokens, the target gives the correct token {correct} and {them} {each}.")
            },
            fr: {
                let them = if others == 1 {
                    "à l'autre token".to_string()
                } else {
                    format!("à chacun des {others_text} autres tokens")
                };
                format!("Avec ε = {eps} sur {vocab} tokens, la cible donne {correct} au bon token et {each} {them}.")
            },
        }
        /// The three bars: the correct token, all others together, each other token.
        fn smoothing_bars(&self) -> [&'static str; 3] {
            en: ["correct token", "all others together", "each other token"],
            fr: ["bon token", "tous les autres ensemble", "chaque autre token"],
        }
        /// The saved figure's heading.
        fn smoothing_figure(&self, eps: &str, vocab: &str) -> String {
            en: format!("The smoothed target, ε = {eps} over {vocab} tokens"),
            fr: format!("La cible lissée, ε = {eps} sur {vocab} tokens"),
        }
    }
}
