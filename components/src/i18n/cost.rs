//! The `cost` widget's words.

messages! {
    /// What the cost widget says.
    pub trait CostMessages {
        /// Which layer is cheaper, and by how much (`None`: neither).
        fn cost_verdict(&self, attention: Option<bool>, factor: &str) -> String {
            en: match attention {
                Some(true) => format!("Self-attention is cheaper, by a factor of {factor}."),
                Some(false) => format!("The recurrent layer is cheaper, by a factor of {factor}."),
                None => "Both cost the same: this is the crossover.".to_string(),
            },
            fr: match attention {
                Some(true) => format!("L'auto-attention est moins chère, d'un facteur {factor}."),
                Some(false) => format!("La couche récurrente est moins chère, d'un facteur {factor}."),
                None => "Les deux coûtent autant\u{202F}: c'est le point de croisement.".to_string(),
            },
        }
        /// The summary.
        fn cost_summary(&self, n: &str, d: &str, attention: &str, recurrent: &str, verdict: &str, crossover: &str) -> String {
            en: format!(
                "At n = {n} and d = {d}: self-attention does {attention} operations per layer (n²·d) and a recurrent \
                 layer {recurrent} (n·d²). {verdict} They cross at n = d = {crossover}."
            ),
            fr: format!(
                "Pour n = {n} et d = {d}\u{202F}: l'auto-attention fait {attention} opérations par couche (n²·d) et une couche \
                 récurrente {recurrent} (n·d²). {verdict} Elles se croisent en n = d = {crossover}."
            ),
        }
        /// The two bars' names.
        fn cost_bars(&self) -> (&'static str, &'static str) {
            en: ("Self-attention", "Recurrent"),
            fr: ("Auto-attention", "Récurrente"),
        }
        /// Beside the cheaper bar.
        fn cost_cheaper(&self) -> &'static str {
            en: " (cheaper)",
            fr: " (moins chère)",
        }
        /// The bars' title.
        fn cost_title(&self) -> &'static str {
            en: "Operations per layer (logarithmic scale: each step of the axis is ×100)",
            fr: "Opérations par couche (échelle logarithmique\u{202F}: chaque pas de l'axe vaut ×100)",
        }
        /// The crossover's mark.
        fn cost_crossover(&self, d: &str) -> String {
            en: format!("crossover n = d = {d}"),
            fr: format!("croisement n = d = {d}"),
        }
        /// Table 1's name, caption and column heads.
        fn cost_table(&self) -> (&'static str, &'static str, &'static [&'static str; 4]) {
            en: (
                "Table 1 of the paper",
                "The paper's Table 1 (n length, d width, k kernel size, r neighbourhood)",
                &["Layer type", "Work per layer", "Sequential operations", "Maximum path length"],
            ),
            fr: (
                "Tableau 1 de l'article",
                "Le tableau 1 de l'article (n longueur, d largeur, k taille du noyau, r voisinage)",
                &["Type de couche", "Travail par couche", "Opérations séquentielles", "Longueur de chemin maximale"],
            ),
        }
        /// The saved figure's heading.
        fn cost_figure(&self, n: &str, d: &str) -> String {
            en: format!("Operations per layer at n = {n}, d = {d} (logarithmic)"),
            fr: format!("Opérations par couche pour n = {n}, d = {d} (logarithmique)"),
        }
        /// The saved figure's note.
        fn cost_figure_note(&self) -> &'static str {
            en: "Logarithmic: the track runs from 1 to 10¹⁴ operations.",
            fr: "Logarithmique\u{202F}: la piste va de 1 à 10¹⁴ opérations.",
        }
    }
}
