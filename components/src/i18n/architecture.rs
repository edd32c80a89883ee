//! The `architecture` widget's words: each block of Figure 1, what it does, and its shapes.

use crate::format::group;

messages! {
    /// What the architecture widget says.
    pub trait ArchitectureMessages {
        /// The blocks' titles, in the order `Block` declares them.
        fn block_titles(&self) -> [&'static str; 12] {
            en: [
                "Input embedding",
                "Positional encoding",
                "Encoder self-attention",
                "Encoder feed-forward",
                "Encoder add & norm",
                "Output embedding",
                "Masked decoder self-attention",
                "Encoder–decoder (cross) attention",
                "Decoder feed-forward",
                "Decoder add & norm",
                "Linear",
                "Softmax",
            ],
            fr: [
                "Embedding d'entrée",
                "Encodage de position",
                "Auto-attention de l'encodeur",
                "Feed-forward de l'encodeur",
                "Add & norm de l'encodeur",
                "Embedding de sortie",
                "Auto-attention masquée du décodeur",
                "Attention encodeur–décodeur (croisée)",
                "Feed-forward du décodeur",
                "Add & norm du décodeur",
                "Linear",
                "Softmax",
            ],
        }
        /// What each block does, in a sentence, in the order `Block` declares them.
        fn block_roles(&self) -> [&'static str; 12] {
            en: [
                "Looks up a learned vector for each source token and multiplies it by √d_model.",
                "Adds a fixed pattern of sines and cosines to each vector, so the model knows where each word sits.",
                "Lets every source word look at every source word and blend in what it finds, in several heads at once.",
                "Runs the same small two-layer network on each position by itself: widen, ReLU, narrow.",
                "Adds the sub-layer's output back to its input (the residual), then layer-normalises the sum.",
                "Looks up vectors for the target words written so far, shifted one place right, with the same table as the input.",
                "Lets each target word look only at itself and earlier target words: the future is masked out.",
                "Takes its queries from the decoder and its keys and values from the encoder's output: this is where the translation consults the source.",
                "The decoder's own position-wise network, the same shape as the encoder's.",
                "The decoder's residual connection and layer norm, after each of its three sub-layers.",
                "Turns each final vector into one score per vocabulary entry, reusing the embedding table's weights.",
                "Turns those scores into probabilities for the next token.",
            ],
            fr: [
                "Cherche un vecteur appris pour chaque token source et le multiplie par √d_model.",
                "Ajoute à chaque vecteur un motif fixe de sinus et de cosinus, pour que le modèle sache où se trouve chaque mot.",
                "Permet à chaque mot source de regarder tous les mots source et d'y mêler ce qu'il trouve, dans plusieurs têtes à la fois.",
                "Applique le même petit réseau à deux couches à chaque position, séparément\u{202F}: élargir, ReLU, rétrécir.",
                "Ajoute la sortie de la sous-couche à son entrée (le résiduel), puis normalise la somme.",
                "Cherche les vecteurs des mots cibles déjà écrits, décalés d'une place vers la droite, dans la même table que l'entrée.",
                "Permet à chaque mot cible de ne regarder que lui-même et les mots cibles précédents\u{202F}: le futur est masqué.",
                "Prend ses requêtes dans le décodeur, ses clés et ses valeurs dans la sortie de l'encodeur\u{202F}: c'est là que la traduction consulte la source.",
                "Le réseau position par position du décodeur, de la même forme que celui de l'encodeur.",
                "La connexion résiduelle et la normalisation de couche du décodeur, après chacune de ses trois sous-couches.",
                "Change chaque vecteur final en un score par entrée du vocabulaire, en réutilisant les poids de la table d'embedding.",
                "Change ces scores en probabilités pour le token suivant.",
            ],
        }
        /// An attention block's parameters.
        fn arch_attention_params(&self, d: u64, weights: u64, biases: u64) -> String {
            en: format!("4 · {}² = {} weights for W^Q, W^K, W^V and W^O, plus {} biases", group(d), group(weights), group(biases)),
            fr: format!("4 · {}² = {} poids pour W^Q, W^K, W^V et W^O, plus {} biais", group(d), group(weights), group(biases)),
        }
        /// What an embedding takes in.
        fn arch_token_ids(&self, n: u64) -> String {
            en: format!("{} token ids", group(n)),
            fr: format!("{} identifiants de tokens", group(n)),
        }
        /// The embedding table.
        fn arch_embedding_params(&self, vocab: u64, d: u64) -> String {
            en: format!("{} × {}, one table shared by both embeddings and the final linear layer", group(vocab), group(d)),
            fr: format!("{} × {}, une table partagée par les deux embeddings et la couche linéaire finale", group(vocab), group(d)),
        }
        /// The positional encoding's parameters.
        fn arch_fixed_sinusoids(&self) -> &'static str {
            en: "none: the sinusoids are fixed",
            fr: "aucun\u{202F}: les sinusoïdes sont fixes",
        }
        /// What cross-attention takes in.
        fn arch_cross_input(&self, nd: &str) -> String {
            en: format!("queries {nd} from the decoder; keys and values {nd} from the encoder"),
            fr: format!("requêtes {nd} venues du décodeur\u{202F}; clés et valeurs {nd} venues de l'encodeur"),
        }
        /// What a feed-forward block takes in.
        fn arch_inside(&self, nd: &str, inner: &str) -> String {
            en: format!("{nd} (inside: {inner})"),
            fr: format!("{nd} (à l'intérieur\u{202F}: {inner})"),
        }
        /// A feed-forward block's parameters.
        fn arch_ffn_params(&self, d: u64, dff: u64) -> String {
            en: format!("2 · {} · {} weights plus {} biases", group(d), group(dff), group(dff + d)),
            fr: format!("2 · {} · {} poids plus {} biais", group(d), group(dff), group(dff + d)),
        }
        /// What an add & norm block takes in.
        fn arch_twice(&self, nd: &str) -> String {
            en: format!("{nd} twice: the sub-layer's input and its output"),
            fr: format!("{nd} deux fois\u{202F}: l'entrée de la sous-couche et sa sortie"),
        }
        /// A layer norm's parameters.
        fn arch_norm_params(&self, d: u64) -> String {
            en: format!("a gain and a bias per dimension, 2 · {}", group(d)),
            fr: format!("un gain et un biais par dimension, 2 · {}", group(d)),
        }
        /// The final linear layer's parameters.
        fn arch_reuses_table(&self) -> &'static str {
            en: "no new weights: it reuses the embedding table",
            fr: "pas de nouveaux poids\u{202F}: elle réutilise la table d'embedding",
        }
        /// No parameters.
        fn arch_none(&self) -> &'static str {
            en: "none",
            fr: "aucun",
        }
        /// A head count that does not divide the width.
        fn arch_heads_fallback(&self, heads: u64, d_model: u64, fallback: u64) -> String {
            en: format!("{heads} heads do not divide d_model = {d_model} evenly, so {fallback} heads are used."),
            fr: format!("{heads} têtes ne divisent pas d_model = {d_model}, donc {fallback} têtes sont utilisées."),
        }
        /// The summary with no block selected.
        fn arch_nothing_selected(&self, layers: u64, d_model: &str, heads: &str, total: &str) -> String {
            en: format!(
                "No block selected; choose one to see its role, shapes and parameters. This \
                 configuration ({layers} layers per stack, d_model = {d_model}, {heads}) has {total} parameters in all."
            ),
            fr: format!(
                "Aucun bloc choisi\u{202F}; choisissez-en un pour voir son rôle, ses formes et ses paramètres. Cette \
                 configuration ({layers} couches par pile, d_model = {d_model}, {heads}) a {total} paramètres en tout."
            ),
        }
        /// The summary of a selected block.
        fn arch_block(&self, title: &str, role: &str, input: &str, output: &str, params: &str, note: &str, copies: u64) -> String {
            en: {
                let copies = if copies > 1 { format!(", in each of its {copies} copies") } else { String::new() };
                format!("{title}: {role} In: {input}. Out: {output}. Parameters: {params} ({note}){copies}.")
            },
            fr: {
                let copies = if copies > 1 { format!(", dans chacune de ses {copies} copies") } else { String::new() };
                format!("{title}\u{202F}: {role} Entrée\u{202F}: {input}. Sortie\u{202F}: {output}. Paramètres\u{202F}: {params} ({note}){copies}.")
            },
        }
        /// The figure's group, as a screen reader hears it.
        fn arch_figure(&self) -> &'static str {
            en: "The Transformer, redrawn from Figure 1 of the paper. Each block is a button.",
            fr: "Le Transformer, redessiné d'après la figure 1 de l'article. Chaque bloc est un bouton.",
        }
        /// A preset's button: "Base model".
        fn arch_preset(&self, big: bool) -> &'static str {
            en: if big { "Big model" } else { "Base model" },
            fr: if big { "Modèle big" } else { "Modèle base" },
        }
        /// The hint beside the figure.
        fn arch_hint(&self) -> &'static str {
            en: "Select a block (click, tap, or Tab then Enter) to see what it does and the shape of the data there.",
            fr: "Choisissez un bloc (clic, toucher, ou Tab puis Entrée) pour voir ce qu'il fait et la forme des données à cet endroit.",
        }
        /// The card's terms: in, out, parameters, copies.
        fn arch_card_terms(&self) -> [&'static str; 4] {
            en: ["In", "Out", "Parameters", "Copies"],
            fr: ["Entrée", "Sortie", "Paramètres", "Copies"],
        }
    }
}
