//! The `kv-cache`, `results` and `robot-budget` widgets' words: what writing, training and a
//! robot's tokens cost.

messages! {
    /// What the cost-of-decoding, results and token-budget widgets say.
    pub trait CostsMessages {
        /// The key–value cache summary, counts already written.
        fn kv_summary(&self, tokens: &str, dmodel: &str, layers: &str, recomputed: &str, cached: &str, ratio: &str, bytes: &str) -> String {
            en: format!("Writing {tokens} with d_model = {dmodel} and {layers}: recomputing every step takes {recomputed} multiply-adds, caching keys and values {cached}, {ratio} times fewer. The cache holds {bytes} bytes."),
            fr: format!("Pour écrire {tokens} avec d_model = {dmodel} et {layers}\u{202F}: tout recalculer à chaque étape coûte {recomputed} multiplications-additions, garder clés et valeurs en cache {cached}, {ratio} fois moins. Le cache occupe {bytes} octets."),
        }
        /// The measured timing, or that it is still to come.
        fn kv_timing(&self, timed: Option<(&str, &str)>) -> String {
            en: match timed {
                Some((recomputed, cached)) => format!(" Measured here, the page's translator writes the paper's sentence in {recomputed} recomputing and {cached} with the cache."),
                None => " The translator's timing is still to come.".to_string(),
            },
            fr: match timed {
                Some((recomputed, cached)) => format!(" Mesuré ici, le traducteur de la page écrit la phrase de l'article en {recomputed} en recalculant et en {cached} avec le cache."),
                None => " Le chronométrage du traducteur est encore à venir.".to_string(),
            },
        }
        /// One point of the chart, as read aloud.
        fn kv_reading(&self, n: &str, recomputed: &str, cached: &str, ratio: &str) -> String {
            en: format!("n = {n}: recomputing {recomputed}, cached {cached} multiply-adds ({ratio} times fewer)"),
            fr: format!("n = {n}\u{202F}: {recomputed} en recalculant, {cached} multiplications-additions avec le cache ({ratio} fois moins)"),
        }
        /// The chart's axes.
        fn kv_axes(&self) -> (&'static str, &'static str) {
            en: ("tokens written, n (log scale)", "multiply-adds (log scale)"),
            fr: ("tokens écrits, n (échelle log)", "multiplications-additions (échelle log)"),
        }
        /// The chart's two curves.
        fn kv_curves(&self) -> (&'static str, &'static str) {
            en: ("recomputing", "with the cache"),
            fr: ("en recalculant", "avec le cache"),
        }
        /// The chart, as a screen reader hears it.
        fn kv_chart(&self) -> &'static str {
            en: "Chart of the multiply-adds needed to write n tokens, recomputing every step and with \
                 the key–value cache, against n on log axes: recomputing grows about with n², the cache \
                 about with n. Arrow keys read it point by point.",
            fr: "Graphique des multiplications-additions nécessaires pour écrire n tokens, en recalculant tout \
                 à chaque étape et avec le cache clé–valeur, selon n sur des axes log\u{202F}: le recalcul croît \
                 à peu près comme n², le cache comme n. Les flèches le lisent point par point.",
        }
        /// The table's rows' names.
        fn kv_rows(&self) -> [&'static str; 4] {
            en: [
                "Recomputing every step",
                "With the cache",
                "Times fewer with the cache",
                "The cache's size (keys and values, 32-bit floats)",
            ],
            fr: [
                "En recalculant à chaque étape",
                "Avec le cache",
                "Fois moins avec le cache",
                "La taille du cache (clés et valeurs, flottants 32 bits)",
            ],
        }
        /// The measured timing under the table.
        fn kv_timed(&self, recomputed: &str, cached: &str) -> String {
            en: format!("On this page's translator (2 layers, d_model = 32), writing the paper's sentence took {recomputed} ms recomputing every step and {cached} ms with the cache, measured just now in your browser (the best of five runs each). Both wrote the same French."),
            fr: format!("Sur le traducteur de cette page (2 couches, d_model = 32), écrire la phrase de l'article a pris {recomputed} ms en recalculant à chaque étape et {cached} ms avec le cache, mesuré à l'instant dans votre navigateur (le meilleur de cinq essais chacun). Les deux ont écrit le même français."),
        }
        /// While the translator is timed.
        fn kv_timing_now(&self) -> &'static str {
            en: "Timing the translator…",
            fr: "Chronométrage du traducteur…",
        }
        /// The table's name and caption.
        fn kv_table(&self, n: &str) -> (&'static str, String) {
            en: ("Multiply-adds and the cache's size", format!("Writing {n} tokens, multiply-adds in all layers")),
            fr: ("Multiplications-additions et taille du cache", format!("Pour écrire {n} tokens, multiplications-additions dans toutes les couches")),
        }
        /// A task's name.
        fn results_task(&self, french: bool) -> &'static str {
            en: if french { "English→French" } else { "English→German" },
            fr: if french { "anglais→français" } else { "anglais→allemand" },
        }
        /// A cost the paper did not report.
        fn results_not_reported(&self) -> &'static str {
            en: "not reported",
            fr: "non indiqué",
        }
        /// The results summary.
        fn results_summary(&self, task: &str, base: (&str, &str), big: (&str, &str), best: &str, best_bleu: &str, best_cost: &str) -> String {
            en: format!(
                "{task}: Transformer (base) {} BLEU for {}; Transformer (big) {} BLEU for {}. The best earlier model, {best}, reached {best_bleu} BLEU for {best_cost}.",
                base.0, base.1, big.0, big.1
            ),
            fr: format!(
                "{task}\u{202F}: Transformer (base) {} BLEU pour {}\u{202F}; Transformer (big) {} BLEU pour {}. Le meilleur modèle antérieur, {best}, atteignait {best_bleu} BLEU pour {best_cost}.",
                base.0, base.1, big.0, big.1
            ),
        }
        /// The results chart's horizontal axis.
        fn results_x_axis(&self) -> &'static str {
            en: "training cost, FLOPs (log scale)",
            fr: "coût d'entraînement, FLOP (échelle log)",
        }
        /// The results chart, as a screen reader hears it.
        fn results_chart(&self) -> &'static str {
            en: "Chart of the paper's Table 2: BLEU against training cost, Transformers as filled \
                 triangles, earlier models as open circles. Arrow keys read each model, cheapest first.",
            fr: "Graphique du tableau 2 de l'article\u{202F}: le BLEU selon le coût d'entraînement, les Transformers \
                 en triangles pleins, les modèles antérieurs en cercles vides. Les flèches lisent chaque modèle, \
                 du moins cher au plus cher.",
        }
        /// The note under the results chart.
        fn results_note(&self) -> &'static str {
            en: "Up and to the left is better: a higher score for less training. Models that report no cost (ByteNet) have no point here.",
            fr: "Plus haut et plus à gauche, c'est mieux\u{202F}: un meilleur score pour moins d'entraînement. Les modèles qui ne donnent pas de coût (ByteNet) n'ont pas de point ici.",
        }
        /// When the patches are larger than the images.
        fn budget_no_tokens(&self, patch: u64, resolution: u64) -> String {
            en: format!("A patch of {patch} px is wider than a {resolution} px image, so the images make no tokens. "),
            fr: format!("Un patch de {patch}\u{202F}px est plus large qu'une image de {resolution}\u{202F}px, donc les images ne donnent aucun token. "),
        }
        /// "2 cameras", "1 camera".
        fn cameras(&self, n: u64) -> String {
            en: crate::format::count(n, "camera", "cameras"),
            fr: crate::format::count(n, "caméra", "caméras"),
        }
        /// "6 frames", "1 frame".
        fn frames(&self, n: u64) -> String {
            en: crate::format::count(n, "frame", "frames"),
            fr: crate::format::count(n, "image", "images"),
        }
        /// The token budget's summary.
        fn budget_summary(&self, cameras: &str, frames: &str, patches: &str, side: u64, words: &str, tokens: &str, one_layer: &str, layers: &str, all_layers: &str, cache: &str, bits: u64, share: &str, memory: &str) -> String {
            en: format!(
                "{cameras} × {frames} × {patches} patches ({side} × {side}) + {words} instruction tokens = {tokens} tokens. One layer of \
                 attention over them: {one_layer} multiply-adds (n²·d); all {layers}: {all_layers}. The key–value cache: {cache} at \
                 {bits} bits, {share} of {memory} GB."
            ),
            fr: format!(
                "{cameras} × {frames} × {patches} patches ({side} × {side}) + {words} tokens de consigne = {tokens} tokens. Une couche \
                 d'attention sur eux\u{202F}: {} (n²·d)\u{202F}; les {layers}\u{202F}: {all_layers}. Le cache clé–valeur\u{202F}: {cache} \
                 sur {bits} bits, {share} des {memory}\u{202F}Go.",
                super::common::CommonMessages::multiply_adds(self, one_layer)
            ),
        }
        /// One point of the budget chart, as read aloud.
        fn budget_reading(&self, frames: &str, tokens: &str, one_layer: &str, cache: &str, share: &str) -> String {
            en: format!("{frames}: {tokens} tokens; one layer of attention {one_layer} multiply-adds; the cache {cache}, {share} of the memory"),
            fr: format!("{frames}\u{202F}: {tokens} tokens\u{202F}; une couche d'attention {}\u{202F}; le cache {cache}, {share} de la mémoire", super::common::CommonMessages::multiply_adds(self, one_layer)),
        }
        /// The budget chart's axes.
        fn budget_axes(&self) -> (&'static str, &'static str) {
            en: ("frames of history kept", "key–value cache (GB)"),
            fr: ("images d'historique gardées", "cache clé–valeur (Go)"),
        }
        /// The memory's line on the chart.
        fn budget_memory_line(&self, gb: &str) -> String {
            en: format!("onboard memory, {gb} GB"),
            fr: format!("mémoire embarquée, {gb}\u{202F}Go"),
        }
        /// The budget chart, as a screen reader hears it.
        fn budget_chart(&self) -> &'static str {
            en: "Chart of the key–value cache against the frames of history kept, with the onboard memory as a dashed line. Arrow keys read it frame by frame.",
            fr: "Graphique du cache clé–valeur selon les images d'historique gardées, avec la mémoire embarquée en pointillés. Les flèches le lisent image par image.",
        }
        /// The budget table's rows' names.
        fn budget_rows(&self) -> [&'static str; 6] {
            en: [
                "tokens per image",
                "tokens in all",
                "attention, one layer (n²·d)",
                "attention, all layers",
                "key–value cache",
                "share of the onboard memory",
            ],
            fr: [
                "tokens par image",
                "tokens en tout",
                "attention, une couche (n²·d)",
                "attention, toutes les couches",
                "cache clé–valeur",
                "part de la mémoire embarquée",
            ],
        }
        /// The patches of one image.
        fn budget_patches(&self, tokens: &str, side: u64) -> String {
            en: format!("{tokens} ({side} × {side} patches)"),
            fr: format!("{tokens} ({side} × {side} patches)"),
        }
        /// The cache at its number size.
        fn budget_cache(&self, size: &str, bits: u64) -> String {
            en: format!("{size} at {bits} bits"),
            fr: format!("{size} sur {bits} bits"),
        }
        /// The budget table's name and caption.
        fn budget_table(&self) -> (&'static str, &'static str) {
            en: ("The budget's figures", "What the robot's tokens cost"),
            fr: ("Les chiffres du budget", "Ce que coûtent les tokens du robot"),
        }
    }
}
