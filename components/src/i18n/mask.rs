//! The `mask` widget's words.

use crate::format::count;

messages! {
    /// What the causal-mask widget says.
    pub trait MaskMessages {
        /// The sentence the grid is drawn over, word by word.
        fn mask_sentence(&self) -> [&'static str; 12] {
            en: ["The", "cat", "sat", "on", "the", "mat", "because", "it", "was", "warm", "and", "dry"],
            fr: ["Le", "chat", "dort", "sur", "le", "tapis", "car", "il", "est", "chaud", "et", "doux"],
        }
        /// The check on the rows' sums.
        fn mask_rows_check(&self, valid: bool) -> &'static str {
            en: if valid { "Every row sums to 100%." } else { "A row does not sum to 100%." },
            fr: if valid {
                "Chaque ligne fait 100\u{202F}% au total."
            } else {
                "Une ligne ne fait pas 100\u{202F}% au total."
            },
        }
        /// The summary: the counts, the check, then what the picked row may see.
        fn mask_summary(&self, n: usize, allowed: usize, masked: usize, check: &str, row: usize, word: &str, seen: &str) -> String {
            en: format!(
                "{}: {} and {} (their share is exactly 0). {check} Row {row}, “{word}”, may see {seen}.",
                count(n, "token", "tokens"),
                count(allowed, "allowed cell", "allowed cells"),
                count(masked, "masked cell", "masked cells"),
            ),
            fr: format!(
                "{}\u{202F}: {} et {} (leur part vaut exactement 0). {check} La ligne {row}, «\u{202F}{word}\u{202F}», peut voir {seen}.",
                count(n, "token", "tokens"),
                count(allowed, "case permise", "cases permises"),
                count(masked, "case masquée", "cases masquées"),
            ),
        }
        /// A masked cell's tooltip and the legend's masked entry.
        fn mask_masked(&self) -> &'static str {
            en: "masked: −∞ before the softmax, exactly 0 after",
            fr: "masquée\u{202F}: −∞ avant la softmax, exactement 0 après",
        }
        /// A masked cell, as read aloud.
        fn mask_masked_cell(&self) -> &'static str {
            en: "masked, 0",
            fr: "masquée, 0",
        }
        /// The legend's allowed entry.
        fn mask_allowed(&self) -> &'static str {
            en: "allowed: the share after the masked softmax",
            fr: "permise\u{202F}: la part après la softmax masquée",
        }
        /// The grid's caption.
        fn mask_caption(&self) -> &'static str {
            en: "Causal attention shares: each row is a word looking back; columns are the words it may see.",
            fr: "Parts d'attention causale\u{202F}: chaque ligne est un mot qui regarde en arrière\u{202F}; les colonnes sont les mots qu'il peut voir.",
        }
        /// The corner of the grid.
        fn mask_looks_at(&self) -> &'static str {
            en: "looks at →",
            fr: "regarde →",
        }
        /// The note under a narrow grid.
        fn mask_narrow_note(&self) -> &'static str {
            en: "Each cell's shading is its share; the picked row's shares are written out below.",
            fr: "La teinte de chaque case est sa part\u{202F}; les parts de la ligne choisie sont écrites plus bas.",
        }
        /// The grid's scroll region.
        fn mask_grid(&self) -> &'static str {
            en: "Mask grid",
            fr: "Grille du masque",
        }
        /// The button that draws new scores.
        fn mask_reroll(&self) -> &'static str {
            en: "New random scores",
            fr: "Nouveaux scores au hasard",
        }
        /// The saved figure's heading.
        fn mask_figure(&self) -> &'static str {
            en: "The causal mask: each row's shares after the masked softmax",
            fr: "Le masque causal\u{202F}: les parts de chaque ligne après la softmax masquée",
        }
    }
}
