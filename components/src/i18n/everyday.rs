//! The `everyday-translate` and `subwords` widgets' words: real sentences, their pieces and their
//! alignment.

use crate::format::{count, group};

messages! {
    /// What the everyday translator's and the subwords widgets say.
    pub trait EverydayMessages {
        /// The end of the sentence written.
        fn piece_end(&self) -> &'static str {
            en: "(end)",
            fr: "(fin)",
        }
        /// Nothing typed.
        fn everyday_empty(&self) -> &'static str {
            en: "There is nothing to translate yet: type an English sentence.",
            fr: "Il n'y a encore rien à traduire\u{202F}: tapez une phrase anglaise.",
        }
        /// Text without letters or digits.
        fn everyday_no_words(&self, text: &str) -> String {
            en: format!("“{text}” has no letters or digits, so there is nothing to translate: type an English sentence."),
            fr: format!("«\u{202F}{text}\u{202F}» n'a ni lettres ni chiffres, donc il n'y a rien à traduire\u{202F}: tapez une phrase anglaise."),
        }
        /// Invisible characters left out.
        fn everyday_cleaned(&self) -> &'static str {
            en: "Control, direction and zero-width characters were left out.",
            fr: "Les caractères de contrôle, de direction et de largeur nulle ont été retirés.",
        }
        /// A sentence cut to the pieces read.
        fn everyday_cut(&self, pieces: usize, last: &str) -> String {
            en: format!("The translator reads at most {pieces} pieces, so the sentence was cut after “{last}”."),
            fr: format!("Le traducteur lit au plus {pieces} morceaux, donc la phrase a été coupée après «\u{202F}{last}\u{202F}»."),
        }
        /// A sentence longer than the training ones.
        fn everyday_long(&self, words: usize, most: usize) -> String {
            en: format!("This is longer than any sentence the translator learned from ({words} words; they had at most {most}), so expect mistakes."),
            fr: format!("C'est plus long que toutes les phrases dont le traducteur a appris ({words} mots\u{202F}; elles en avaient au plus {most}), attendez-vous donc à des erreurs."),
        }
        /// Characters never seen.
        fn everyday_unknown(&self, count: usize, chars: &str) -> String {
            en: format!(
                "It never saw {} in training ({chars}): each is read as one unknown piece.",
                if count == 1 { "this character" } else { "these characters" }
            ),
            fr: format!(
                "Il n'a jamais vu {} à l'entraînement ({chars})\u{202F}: chacun est lu comme un morceau inconnu.",
                if count == 1 { "ce caractère" } else { "ces caractères" }
            ),
        }
        /// A French sentence typed.
        fn everyday_french(&self, words: &str) -> String {
            en: format!("This looks like French ({words}): the translator reads English only, so its French may not mean much."),
            fr: format!("Cela ressemble à du français ({words})\u{202F}: le traducteur ne lit que l'anglais, donc son français risque de ne pas vouloir dire grand-chose."),
        }
        /// The summary's first part.
        fn everyday_summary(&self, english: &str, french: &str) -> String {
            en: format!("“{english}” → “{french}”"),
            fr: format!("«\u{202F}{english}\u{202F}» → «\u{202F}{french}\u{202F}»"),
        }
        /// Nothing written.
        fn everyday_wrote_nothing(&self) -> &'static str {
            en: " The translator wrote nothing.",
            fr: " Le traducteur n'a rien écrit.",
        }
        /// Which attention: a head, or the layer's average (short form).
        fn everyday_heads(&self, layer: usize, head: usize) -> String {
            en: if head == 0 { format!("averaged over layer {layer}'s heads") } else { format!("in layer {layer}, head {head}") },
            fr: if head == 0 { format!("en moyenne sur les têtes de la couche {layer}") } else { format!("dans la couche {layer}, tête {head}") },
        }
        /// Where the described piece looked.
        fn everyday_looked(&self, at: usize, of: usize, piece: &str, looked: &str, share: &str, heads: &str) -> String {
            en: format!(" French piece {at} of {of}, “{piece}”, looked most at “{looked}”: {share} of its attention, {heads}."),
            fr: format!(" Le morceau français {at} sur {of}, «\u{202F}{piece}\u{202F}», a surtout regardé «\u{202F}{looked}\u{202F}»\u{202F}: {share} de son attention, {heads}."),
        }
        /// Written by a beam.
        fn everyday_beam(&self, k: usize) -> String {
            en: format!(" Written by a beam of {k}."),
            fr: format!(" Écrit par un faisceau de {k}."),
        }
        /// A held-out sentence, in the summary.
        fn everyday_held_out(&self, references: usize, matched: bool) -> String {
            en: format!(
                " A held-out sentence with {}: the French {} one of them.",
                count(references, "reference", "references"),
                if matched { "is exactly" } else { "is not" }
            ),
            fr: format!(
                " Une phrase tenue à l'écart avec {}\u{202F}: le français {} l'une d'elles.",
                count(references, "référence", "références"),
                if matched { "est exactement" } else { "n'est pas" }
            ),
        }
        /// A typed sentence cut to what a link carries.
        fn everyday_chars_kept(&self, most: usize) -> String {
            en: format!("Only the first {most} characters are kept, as a link can carry no more."),
            fr: format!("Seuls les {most} premiers caractères sont gardés, un lien ne pouvant en porter davantage."),
        }
        /// The held-out button.
        fn everyday_try_held_out(&self) -> &'static str {
            en: "Try a held-out sentence",
            fr: "Essayer une phrase tenue à l'écart",
        }
        /// The held-out sentence's note above its references.
        fn everyday_references(&self, references: usize, matched: bool) -> String {
            en: format!(
                "A held-out sentence: the translator never saw it. The data gives it {}; the model's French {} one of them.",
                count(references, "translation", "translations"),
                if matched { "is exactly" } else { "is not" }
            ),
            fr: format!(
                "Une phrase tenue à l'écart\u{202F}: le traducteur ne l'a jamais vue. Les données lui donnent {}\u{202F}; le français du modèle {} l'une d'elles.",
                count(references, "traduction", "traductions"),
                if matched { "est exactement" } else { "n'est pas" }
            ),
        }
        /// The credit's words around its three links.
        fn everyday_credit(&self) -> [&'static str; 4] {
            en: [
                "Trained on English–French sentence pairs from the Tatoeba Project (",
                "), as released by ",
                ", under the Creative Commons Attribution 2.0 licence (",
                ").",
            ],
            fr: [
                "Entraîné sur des paires de phrases anglais–français du projet Tatoeba (",
                "), telles que publiées par ",
                ", sous la licence Creative Commons Attribution 2.0 (",
                ").",
            ],
        }
        /// No end within the pieces it may write.
        fn everyday_unfinished(&self) -> &'static str {
            en: "The translator did not end the sentence within the pieces it may write.",
            fr: "Le traducteur n'a pas terminé la phrase dans le nombre de morceaux qu'il peut écrire.",
        }
        /// The French pieces' group.
        fn everyday_pieces_group(&self) -> &'static str {
            en: "French pieces, each with the probability the model gave it: pick one to describe its attention",
            fr: "Morceaux français, chacun avec la probabilité que le modèle lui a donnée\u{202F}: choisissez-en un pour décrire son attention",
        }
        /// Which attention the grid shows (long form).
        fn everyday_which(&self, layer: usize, head: usize) -> String {
            en: if head == 0 { format!("decoder layer {layer}, averaged over its four heads") } else { format!("decoder layer {layer}, head {head}") },
            fr: if head == 0 { format!("la couche {layer} du décodeur, en moyenne sur ses quatre têtes") } else { format!("la couche {layer} du décodeur, tête {head}") },
        }
        /// One piece's row (narrow screens).
        fn everyday_row(&self, piece: &str, at: usize, which: &str) -> String {
            en: format!("Where “{piece}” (piece {at}) looked, in {which}, in percent of its attention, over the English pieces. Pick another French piece above to see its row."),
            fr: format!("Où «\u{202F}{piece}\u{202F}» (morceau {at}) a regardé, dans {which}, en pourcentage de son attention, sur les morceaux anglais. Choisissez un autre morceau français plus haut pour voir sa ligne."),
        }
        /// The grid's caption.
        fn everyday_grid(&self, which: &str) -> String {
            en: format!("Alignment: the cross-attention in {which}, in percent. Each row is a French piece as it is written (▁ starts a word), and its shares over the English pieces add up to 100."),
            fr: format!("Alignement\u{202F}: l'attention croisée dans {which}, en pourcentage. Chaque ligne est un morceau français au moment où il est écrit (▁ commence un mot), et ses parts sur les morceaux anglais font 100 au total."),
        }
        /// The grid's region.
        fn everyday_grid_region(&self) -> &'static str {
            en: "Alignment of French pieces with English pieces",
            fr: "Alignement des morceaux français sur les morceaux anglais",
        }
        /// The grid's hidden caption.
        fn everyday_grid_hidden(&self, which: &str) -> String {
            en: format!("Cross-attention in percent, {which}"),
            fr: format!("Attention croisée en pourcentage, {which}"),
        }
        /// Which attention the saved figure shows.
        fn everyday_figure_which(&self, layer: usize, head: usize) -> String {
            en: if head == 0 { format!("layer {layer}, averaged over its heads") } else { format!("layer {layer}, head {head}") },
            fr: if head == 0 { format!("couche {layer}, en moyenne sur ses têtes") } else { format!("couche {layer}, tête {head}") },
        }
        /// The saved figure's heading.
        fn everyday_figure(&self, english: &str, french: &str, which: &str) -> String {
            en: format!("“{english}” → “{french}”: cross-attention, {which}"),
            fr: format!("«\u{202F}{english}\u{202F}» → «\u{202F}{french}\u{202F}»\u{202F}: attention croisée, {which}"),
        }
        /// "3 merges", "1 merge".
        fn merges(&self, n: usize) -> String {
            en: count(n, "merge", "merges"),
            fr: count(n, "fusion", "fusions"),
        }
        /// "4 pieces", "1 piece".
        fn pieces(&self, n: usize) -> String {
            en: count(n, "piece", "pieces"),
            fr: count(n, "morceau", "morceaux"),
        }
        /// How many merges have been replayed: all, or some of all.
        fn merges_replayed(&self, step: usize, all: usize, done: bool) -> String {
            en: if done { count(step, "merge", "merges") } else { format!("{} of {}", group(step), count(all, "merge", "merges")) },
            fr: if done { count(step, "fusion", "fusions") } else { format!("{} sur {}", group(step), count(all, "fusion", "fusions")) },
        }
        /// Nothing typed in the subwords widget.
        fn subwords_empty(&self) -> &'static str {
            en: "Type a word or a sentence to see it cut into pieces.",
            fr: "Tapez un mot ou une phrase pour le voir coupé en morceaux.",
        }
        /// The subwords summary.
        fn subwords_summary(&self, text: &str, spelled: &str, merges: &str, pieces: &str) -> String {
            en: format!("{text}: {spelled} after {merges}, {pieces}"),
            fr: format!("{text}\u{202F}: {spelled} après {merges}, {pieces}"),
        }
        /// Characters never seen, in the subwords summary.
        fn subwords_unknown(&self, chars: &str) -> String {
            en: format!("; never seen in training, so read as unknown: {chars}"),
            fr: format!("\u{202F}; jamais vus à l'entraînement, donc lus comme inconnus\u{202F}: {chars}"),
        }
        /// The subwords' examples and buttons: "Try: ", back, next.
        fn subwords_controls(&self) -> [&'static str; 3] {
            en: ["Try: ", "One merge back", "Next merge"],
            fr: ["Essayez\u{202F}: ", "Une fusion en arrière", "Fusion suivante"],
        }
        /// An unknown piece's id.
        fn unknown_piece(&self) -> &'static str {
            en: "unknown",
            fr: "inconnu",
        }
        /// The note under the pieces.
        fn subwords_note(&self, done: bool, pieces: usize, vocabulary: usize, step: usize, merges: usize) -> String {
            en: if done {
                format!("These {} are what the everyday translator reads: each is one row of its {}-piece vocabulary (▁ marks the start of a word).", count(pieces, "piece", "pieces"), group(vocabulary))
            } else {
                format!("After {} of the {} that apply: {}.", group(step), count(merges, "merge", "merges"), count(pieces, "piece", "pieces"))
            },
            fr: if done {
                format!("Ces {} sont ce que lit le traducteur du quotidien\u{202F}: chacun est une ligne de son vocabulaire de {} morceaux (▁ marque le début d'un mot).", count(pieces, "morceau", "morceaux"), group(vocabulary))
            } else {
                format!("Après {} des {} qui s'appliquent\u{202F}: {}.", group(step), count(merges, "fusion", "fusions"), count(pieces, "morceau", "morceaux"))
            },
        }
        /// The pieces' list.
        fn pieces_group(&self) -> &'static str {
            en: "The pieces at this step",
            fr: "Les morceaux à cette étape",
        }
        /// A merge's line.
        fn merge_seen(&self, rank: &str, seen: &str) -> String {
            en: format!("merge no. {rank}, seen {seen} times"),
            fr: format!("fusion n°\u{202F}{rank}, vue {seen} fois"),
        }
        /// The next merge, for screen readers.
        fn merge_next(&self) -> &'static str {
            en: " (next)",
            fr: " (la suivante)",
        }
        /// The merges' fold.
        fn merges_title(&self, merges: usize) -> String {
            en: format!("The {} that apply, in the order they were learned", count(merges, "merge", "merges")),
            fr: format!("Les {} qui s'appliquent, dans l'ordre où elles ont été apprises", count(merges, "fusion", "fusions")),
        }
        /// The merges' region.
        fn merges_region(&self) -> &'static str {
            en: "The merges that apply",
            fr: "Les fusions qui s'appliquent",
        }
        /// The saved figure's heading.
        fn subwords_figure(&self, text: &str, merges: &str, pieces: &str) -> String {
            en: format!("“{text}” after {merges}: {pieces}"),
            fr: format!("«\u{202F}{text}\u{202F}» après {merges}\u{202F}: {pieces}"),
        }
            /// The saved figure's merges' heading.
        fn subwords_figure_merges(&self) -> &'static str {
            en: "The merges replayed, in the order learned (▁ starts a word):",
            fr: "Les fusions rejouées, dans l'ordre appris (▁ commence un mot)\u{202F}:",
        }
    }
}
