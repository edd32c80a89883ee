//! The `residual-norm` widget's words.

messages! {
    /// What the residual-and-norm widget says.
    pub trait ResidualNormMessages {
        /// When `sub` and `x` differ in length.
        fn residual_sub_length(&self, sub: usize, x: usize) -> String {
            en: format!("“sub” has {sub} numbers for the {x} of “x”; missing ones are 0 and extra ones dropped."),
            fr: format!("«\u{202F}sub\u{202F}» a {sub} nombres pour les {x} de «\u{202F}x\u{202F}»\u{202F}; ceux qui manquent valent 0 et ceux en trop sont retirés."),
        }
        /// The post-norm summary.
        fn residual_post(&self, sum: &str, mean: &str, sd: &str, normed: &str) -> String {
            en: format!("Post-norm, as in the paper: x + Sublayer(x) = {sum}; its mean is {mean} and its standard deviation {sd}, so LayerNorm gives {normed}."),
            fr: format!("Post-norm, comme dans l'article\u{202F}: x + Sublayer(x) = {sum}\u{202F}; sa moyenne vaut {mean} et son écart type {sd}, donc LayerNorm donne {normed}."),
        }
        /// The pre-norm summary.
        fn residual_pre(&self, normed: &str, sum: &str) -> String {
            en: format!("Pre-norm, as most models since: the sub-layer sees LayerNorm(x) = {normed}, and its output is added to the untouched x, giving {sum}; the sum is not normalised here."),
            fr: format!("Pre-norm, comme la plupart des modèles depuis\u{202F}: la sous-couche voit LayerNorm(x) = {normed}, et sa sortie est ajoutée au x intact, ce qui donne {sum}\u{202F}; la somme n'est pas normalisée ici."),
        }
        /// An entry of a vector's editor.
        fn residual_entry(&self, vector: &str, i: usize) -> String {
            en: format!("{vector}, entry {i}"),
            fr: format!("{vector}, entrée {i}"),
        }
        /// The sub-layer output's editor.
        fn residual_sublayer_output(&self) -> &'static str {
            en: "Sublayer output",
            fr: "Sortie de la sous-couche",
        }
        /// The post-norm steps: the add step's words.
        fn residual_add(&self) -> &'static str {
            en: "Add (the residual): x + Sublayer(x) = ",
            fr: "Ajouter (le résiduel)\u{202F}: x + Sublayer(x) = ",
        }
        /// The post-norm steps: the normalise step's words.
        fn residual_normalise(&self, mean: &str, spread: &str) -> String {
            en: format!("Normalise: subtract the mean {mean}, divide by the spread {spread}: "),
            fr: format!("Normaliser\u{202F}: soustraire la moyenne {mean}, diviser par la dispersion {spread}\u{202F}: "),
        }
        /// The pre-norm steps: normalise first.
        fn residual_normalise_first(&self) -> &'static str {
            en: "Normalise first: LayerNorm(x) = ",
            fr: "Normaliser d'abord\u{202F}: LayerNorm(x) = ",
        }
        /// The pre-norm steps: what goes into the sub-layer.
        fn residual_goes_in(&self) -> &'static str {
            en: " goes into the sub-layer",
            fr: " entre dans la sous-couche",
        }
        /// The pre-norm steps: the sub-layer's return.
        fn residual_returns(&self) -> &'static str {
            en: "The sub-layer returns ",
            fr: "La sous-couche renvoie ",
        }
        /// The pre-norm steps: the add.
        fn residual_add_untouched(&self) -> &'static str {
            en: "; add it to the untouched x: ",
            fr: "\u{202F}; on l'ajoute au x intact\u{202F}: ",
        }
        /// The length buttons' group.
        fn residual_length(&self) -> &'static str {
            en: "Vector length",
            fr: "Longueur des vecteurs",
        }
        /// The lengthen button.
        fn residual_more(&self) -> &'static str {
            en: "One more number",
            fr: "Un nombre de plus",
        }
        /// The shorten button.
        fn residual_fewer(&self) -> &'static str {
            en: "One fewer",
            fr: "Un de moins",
        }
        /// The length now.
        fn residual_numbers(&self, n: usize) -> String {
            en: format!("{n} numbers (2 to 8)"),
            fr: format!("{n} nombres (de 2 à 8)"),
        }
    }
}
