//! The `dot-product` widget's words.

messages! {
    /// What the scaled dot-product attention widget says.
    pub trait DotProductMessages {
        /// The three tokens of the example.
        fn dot_tokens(&self) -> [&'static str; 3] {
            en: ["I", "love", "cats"],
            fr: ["Les", "chats", "dorment"],
        }
        /// What the summary adds at step 3.
        fn dot_mask_note(&self, mask: bool) -> &'static str {
            en: if mask { " (mask on: later tokens hidden)" } else { " (mask off: nothing hidden)" },
            fr: if mask {
                " (masque actif\u{202F}: les tokens suivants sont cachés)"
            } else {
                " (masque inactif\u{202F}: rien n'est caché)"
            },
        }
        /// The summary: the step, its note and its matrix.
        fn dot_summary(&self, step: &str, note: &str, matrix: &str) -> String {
            en: format!("{step}{note}: {matrix}."),
            fr: format!("{step}{note}\u{202F}: {matrix}."),
        }
        /// A number field of Q, K or V.
        fn dot_entry(&self, matrix: &str, row: usize, token: &str, entry: usize) -> String {
            en: format!("{matrix} row {row} ({token}), entry {entry}"),
            fr: format!("{matrix} ligne {row} ({token}), entrée {entry}"),
        }
        /// Each stage's caption.
        fn dot_stage(&self, step: usize, masked: bool) -> &'static str {
            en: match step {
                1 => "1 · Q·Kᵀ",
                2 => "2 · ÷ √2",
                3 if masked => "3 · masked",
                3 => "3 · no mask",
                4 => "4 · softmax",
                _ => "5 · × V",
            },
            fr: match step {
                1 => "1 · Q·Kᵀ",
                2 => "2 · ÷ √2",
                3 if masked => "3 · masqué",
                3 => "3 · sans masque",
                4 => "4 · softmax",
                _ => "5 · × V",
            },
        }
        /// The figure, as a screen reader hears it.
        fn dot_figure(&self) -> &'static str {
            en: "Figure 2, left: scaled dot-product attention. Each step is a button that shows it.",
            fr: "Figure 2, à gauche\u{202F}: l'attention produit scalaire mise à l'échelle. Chaque étape est un bouton qui la montre.",
        }
        /// The hint beside the figure.
        fn dot_hint(&self) -> &'static str {
            en: "The paper's Figure 2 (left), read from the bottom up. Choose a step to show it below.",
            fr: "La figure 2 (gauche) de l'article, lue de bas en haut. Choisissez une étape pour l'afficher plus bas.",
        }
    }
}
