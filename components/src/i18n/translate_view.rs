//! The `translate` widget's view: its boxes, buttons, tables and the stepper's figures.

messages! {
    /// What the toy translator's view shows around the translation.
    pub trait TranslateViewMessages {
        /// The example sentences' fold.
        fn examples(&self) -> &'static str {
            en: "Examples",
            fr: "Exemples",
        }
        /// The fold of the words it knows.
        fn known_words(&self) -> &'static str {
            en: "The English words it knows",
            fr: "Les mots anglais qu'il connaît",
        }
        /// The French words' group.
        fn french_words_group(&self) -> &'static str {
            en: "French words: pick one to describe its attention",
            fr: "Mots français\u{202F}: choisissez-en un pour décrire son attention",
        }
        /// A mark's words for screen readers: " right", " wrong".
        fn mark(&self, ok: bool) -> &'static str {
            en: if ok { " right" } else { " wrong" },
            fr: if ok { " juste" } else { " faux" },
        }
        /// The marks' list.
        fn marks_group(&self) -> &'static str {
            en: "The model's words against the grammar's",
            fr: "Les mots du modèle face à ceux de la grammaire",
        }
        /// The likely words' group.
        fn likely_group(&self, at: usize) -> String {
            en: format!("The five most likely words at position {at}: pick one to fix it there and translate the rest again"),
            fr: format!("Les cinq mots les plus probables à la position {at}\u{202F}: choisissez-en un pour le fixer là et traduire la suite à nouveau"),
        }
        /// The likely words' label.
        fn likely_label(&self, at: usize) -> String {
            en: format!("Most likely at word {at}:"),
            fr: format!("Les plus probables au mot {at}\u{202F}:"),
        }
        /// Undo the fixed words.
        fn unfix(&self) -> &'static str {
            en: "Undo fixed words",
            fr: "Annuler les mots fixés",
        }
        /// The caption of one French word's row (narrow screens).
        fn row_caption(&self, word: &str, at: usize, layer: usize, head: usize) -> String {
            en: format!("Cross-attention of “{word}” (word {at}) in decoder layer {layer}, head {head}, in percent of its attention, over the English words. Pick another French word above to see its row."),
            fr: format!("Attention croisée de «\u{202F}{word}\u{202F}» (mot {at}) dans la couche {layer} du décodeur, tête {head}, en pourcentage de son attention, sur les mots anglais. Choisissez un autre mot français plus haut pour voir sa ligne."),
        }
        /// The table's caption.
        fn table_caption(&self, layer: usize, head: usize) -> String {
            en: format!("Cross-attention in decoder layer {layer}, head {head}, in percent: each row is a French word as it is written, and its shares over the English words add up to 100."),
            fr: format!("Attention croisée dans la couche {layer} du décodeur, tête {head}, en pourcentage\u{202F}: chaque ligne est un mot français au moment où il est écrit, et ses parts sur les mots anglais font 100 au total."),
        }
        /// The table's region.
        fn table_region(&self) -> &'static str {
            en: "Cross-attention table",
            fr: "Tableau d'attention croisée",
        }
        /// The table's hidden caption.
        fn table_hidden_caption(&self, layer: usize, head: usize) -> String {
            en: format!("Cross-attention in percent, decoder layer {layer}, head {head}"),
            fr: format!("Attention croisée en pourcentage, couche {layer} du décodeur, tête {head}"),
        }
        /// Nothing to save.
        fn nothing_to_save(&self) -> &'static str {
            en: "Nothing to translate.",
            fr: "Rien à traduire.",
        }
        /// The saved figure's heading.
        fn cross_figure(&self, layer: usize, head: usize, row: usize, word: &str) -> String {
            en: format!("Cross-attention, decoder layer {layer}, head {head} (row {row}: “{word}”)"),
            fr: format!("Attention croisée, couche {layer} du décodeur, tête {head} (ligne {row}\u{202F}: «\u{202F}{word}\u{202F}»)"),
        }
        /// The stepper's panel: the shape.
        fn stepper_shape(&self, shape: &str) -> String {
            en: format!("Shape: {shape}"),
            fr: format!("Forme\u{202F}: {shape}"),
        }
        /// The stepper's button.
        fn stepper_button(&self, open: bool) -> &'static str {
            en: if open { "Close the stepper" } else { "Follow this sentence through the model, stage by stage" },
            fr: if open { "Fermer le pas-à-pas" } else { "Suivre cette phrase à travers le modèle, étape par étape" },
        }
        /// The stages' list.
        fn stepper_stages(&self) -> &'static str {
            en: "Stages",
            fr: "Étapes",
        }
        /// The word navigation: its group, before, "Word 3 of 12", after.
        fn stepper_word(&self, at: usize, of: usize) -> String {
            en: format!("Word {at} of {of}"),
            fr: format!("Mot {at} sur {of}"),
        }
        /// The stepper's buttons: the group, word before, word after, previous stage, next stage.
        fn stepper_nav(&self) -> [&'static str; 5] {
            en: ["The French word the decoder writes", "← Word before", "Word after →", "← Previous stage", "Next stage →"],
            fr: ["Le mot français qu'écrit le décodeur", "← Mot précédent", "Mot suivant →", "← Étape précédente", "Étape suivante →"],
        }
        /// The stepper's figures, by stage: each caption.
        fn stepper_row_numbers(&self) -> &'static str {
            en: "Each English word and its row number",
            fr: "Chaque mot anglais et son numéro de ligne",
        }
        /// Stage 2's figure.
        fn stepper_embedding(&self, f: &str, d: usize) -> String {
            en: format!("“{f}”: its embedding row × √{d}"),
            fr: format!("«\u{202F}{f}\u{202F}»\u{202F}: sa ligne d'embedding × √{d}"),
        }
        /// Stage 3's figures.
        fn stepper_position(&self, position: usize, f: &str, d: usize) -> (String, String) {
            en: (format!("The positional encoding of position {position}"), format!("“{f}”: embedding × √{d} + position")),
            fr: (format!("L'encodage de la position {position}"), format!("«\u{202F}{f}\u{202F}»\u{202F}: embedding × √{d} + position")),
        }
        /// Stage 4's figure.
        fn stepper_scores(&self, f: &str, head: usize) -> String {
            en: format!("Scores of “{f}” against each word, encoder layer 1, head {head}"),
            fr: format!("Scores de «\u{202F}{f}\u{202F}» contre chaque mot, couche 1 de l'encodeur, tête {head}"),
        }
        /// Stage 5's figures.
        fn stepper_weights(&self, f: &str, dk: usize, d: usize) -> [String; 3] {
            en: [
                format!("Weights of “{f}” in percent, adding up to 100"),
                format!("The head's output: the values weighted ({dk} numbers)"),
                format!("Both heads' outputs × W^O ({d} numbers)"),
            ],
            fr: [
                format!("Poids de «\u{202F}{f}\u{202F}» en pourcentage, 100 au total"),
                format!("La sortie de la tête\u{202F}: les valeurs pondérées ({dk} nombres)"),
                format!("Les sorties des deux têtes × W^O ({d} nombres)"),
            ],
        }
        /// Stage 6's figure.
        fn stepper_normed(&self, f: &str) -> String {
            en: format!("“{f}” after add & norm"),
            fr: format!("«\u{202F}{f}\u{202F}» après add & norm"),
        }
        /// Stage 7's figures.
        fn stepper_ffn(&self, dff: usize, f: &str) -> (String, String) {
            en: (format!("Inside the feed-forward layer, after the ReLU ({dff} numbers)"), format!("“{f}” leaving encoder layer 1, after add & norm")),
            fr: (format!("Dans la couche feed-forward, après la ReLU ({dff} nombres)"), format!("«\u{202F}{f}\u{202F}» à la sortie de la couche 1 de l'encodeur, après add & norm")),
        }
        /// Stage 8's figures.
        fn stepper_decoder(&self, layer: usize, head: usize) -> (String, String) {
            en: (
                format!("Masked self-attention, layer {layer}, head {head}, in percent: only the words already written"),
                format!("Cross-attention, layer {layer}, head {head}, in percent, over the English"),
            ),
            fr: (
                format!("Auto-attention masquée, couche {layer}, tête {head}, en pourcentage\u{202F}: seulement les mots déjà écrits"),
                format!("Attention croisée, couche {layer}, tête {head}, en pourcentage, sur l'anglais"),
            ),
        }
        /// Stages 9 and 10's tables.
        fn stepper_ranking(&self, probabilities: bool, vocab: usize) -> String {
            en: if probabilities { format!("The five most likely of {vocab} words") } else { format!("The five highest of {vocab} scores") },
            fr: if probabilities { format!("Les cinq plus probables des {vocab} mots") } else { format!("Les cinq plus hauts des {vocab} scores") },
        }
    }
}
