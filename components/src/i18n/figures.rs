//! The page's quoted figures that are whole phrases (the numbers alone follow `format`); and the
//! drawn table of the everyday translator's mistakes.

messages! {
    /// The phrases among the page's figures.
    pub trait FigureMessages {
        /// "0.63, 0.23 and 0.14".
        fn three(&self, a: &str, b: &str, c: &str) -> String {
            en: format!("{a}, {b} and {c}"),
            fr: format!("{a}\u{202F}; {b} et {c}"),
        }
        /// The residual worked example.
        fn residual_figure(&self, sum: &str, mean: &str, sd: &str, out: &str) -> String {
            en: format!("LayerNorm((2, 0) + (1, 1)) = LayerNorm({sum}): mean {mean}, standard deviation {sd}, result {out}"),
            fr: format!("LayerNorm((2\u{202F}; 0) + (1\u{202F}; 1)) = LayerNorm({sum})\u{202F}: moyenne {mean}, écart type {sd}, résultat {out}"),
        }
        /// The softmax worked example.
        fn softmax_figure(&self, e: [&str; 3], total: &str, shares: [&str; 3]) -> String {
            en: format!(
                "softmax(2, 1, 0.5): e² = {}, e¹ = {}, e^0.5 = {}, total {total}; shares {} / {total} = {}, then {} and {}",
                e[0], e[1], e[2], e[0], shares[0], shares[1], shares[2]
            ),
            fr: format!(
                "softmax(2\u{202F}; 1\u{202F}; 0,5)\u{202F}: e² = {}, e¹ = {}, e^0,5 = {}, total {total}\u{202F}; parts {} / {total} = {}, puis {} et {}",
                e[0], e[1], e[2], e[0], shares[0], shares[1], shares[2]
            ),
        }
        /// The PE values quoted in §3.5.
        fn pe_figure_values(&self, v: [&str; 4], divisors: [&str; 2]) -> String {
            en: format!(
                "PE(1, 0) = sin 1 = {}; PE(1, 1) = cos 1 = {}; PE(1, 2) = sin(1 / {}) = {}; PE(10, 128) = sin(10 / {}) = {}",
                v[0], v[1], divisors[0], v[2], divisors[1], v[3]
            ),
            fr: format!(
                "PE(1, 0) = sin 1 = {}\u{202F}; PE(1, 1) = cos 1 = {}\u{202F}; PE(1, 2) = sin(1 / {}) = {}\u{202F}; PE(10, 128) = sin(10 / {}) = {}",
                v[0], v[1], divisors[0], v[2], divisors[1], v[3]
            ),
        }
        /// The schedule's peak and its value at step 100,000.
        fn schedule_figure(&self, a: &str, b: &str, step: &str, peak: &str, later: &str) -> String {
            en: format!("512^−0.5 = {a} and 4000^−0.5 = {b}, so the peak at step {step} is about {peak}; by step 100,000 it has fallen to {later}"),
            fr: format!("512^−0,5 = {a} et 4000^−0,5 = {b}, donc le pic à l'étape {step} vaut environ {peak}\u{202F}; à l'étape 100\u{202F}000, il est tombé à {later}"),
        }
        /// The smoothed target for ε = 0.1, K = 37,000.
        fn smoothing_example(&self, correct: &str, other: &str) -> String {
            en: format!("the correct token gets {correct} and each of the other 36,999 gets {other}"),
            fr: format!("le bon token reçoit {correct} et chacun des 36\u{202F}999 autres {other}"),
        }
        /// The worked example in the attention equation.
        fn attention_figure(&self, a: &str, t: &str, s: &str) -> String {
            en: format!("the “it” row of QKᵀ/√d_k is (2, 1, 0.5); softmax makes it ({a}, {t}, {s}); so the output for “it” blends the value rows: {a} of V(animal), {t} of V(tired) and {s} of V(street)"),
            fr: format!("la ligne de «\u{202F}it\u{202F}» dans QKᵀ/√d_k est (2\u{202F}; 1\u{202F}; 0,5)\u{202F}; la softmax en fait ({a}\u{202F}; {t}\u{202F}; {s})\u{202F}; la sortie pour «\u{202F}it\u{202F}» mêle donc les lignes de valeurs\u{202F}: {a} de V(animal), {t} de V(tired) et {s} de V(street)"),
        }
        /// "(1, 0, −1) and (0, 1, 1)".
        fn rows_and(&self, rest: &str, last: &str) -> String {
            en: format!("{rest} and {last}"),
            fr: format!("{rest} et {last}"),
        }
        /// The feed-forward worked example.
        fn ffn_figure(&self, w1: &str, w2: &str, hidden: &str, relu: &str, out: &str) -> String {
            en: format!("with x = (1, −1), W1 made of the rows {w1}, W2 of the rows {w2}, and no biases: x·W1 = {hidden}, ReLU gives {relu}, output {out}"),
            fr: format!("avec x = (1\u{202F}; −1), W1 fait des lignes {w1}, W2 des lignes {w2}, et sans biais\u{202F}: x·W1 = {hidden}, ReLU donne {relu}, sortie {out}"),
        }
        /// The token budget's worked line.
        fn budget_figure(&self, cameras: u64, frames: u64, resolution: u64, patch: u64, words: u64, tokens: &str, d: &str, attention: &str, layers: u64, bytes: u64, cache: &str) -> String {
            en: format!("{cameras} cameras · {frames} frames · ({resolution} / {patch})² + {words} = {tokens} tokens; one layer of attention {tokens}² · {d} = {attention} multiply-adds; the cache of {layers} layers 2 · {layers} · {tokens} · {d} numbers of {bytes} bytes = {cache}"),
            fr: format!("{cameras} caméras · {frames} images · ({resolution} / {patch})² + {words} = {tokens} tokens\u{202F}; une couche d'attention {tokens}² · {d} = {attention} multiplications-additions\u{202F}; le cache de {layers} couches 2 · {layers} · {tokens} · {d} nombres de {bytes} octets = {cache}"),
        }
        /// The drawn table: each cell's label, then "yes" and "no (of 2)".
        fn drawn_labels(&self) -> [&'static str; 3] {
            en: ["The model's French", "Closest reference", "Exactly a reference?"],
            fr: ["Le français du modèle", "Référence la plus proche", "Exactement une référence\u{202F}?"],
        }
        /// Whether a drawn sentence's French is exactly a reference.
        fn drawn_exact(&self, exact: bool, references: &str) -> String {
            en: if exact { "yes".to_string() } else { format!("no (of {references})") },
            fr: if exact { "oui".to_string() } else { format!("non (sur {references})") },
        }
            /// Under an equation before a symbol is picked.
        fn symbol_hint(&self) -> &'static str {
            en: "Hover, tap or tab to a symbol to see what it stands for.",
            fr: "Survolez, touchez ou atteignez au clavier un symbole pour voir ce qu'il désigne.",
        }
        /// Under an equation: a symbol and its meaning.
        fn symbol_note(&self, symbol: &str, meaning: &str) -> String {
            en: format!("{symbol}: {meaning}"),
            fr: format!("{symbol}\u{202F}: {meaning}"),
        }
    }
}
