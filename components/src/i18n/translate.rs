//! The `translate` widget's words: the translation, the check against the grammar, the fixed
//! words, the stepper's stages, and the page's notes on the translator's quality.

use crate::format::count;

messages! {
    /// What the toy translator's widget says.
    pub trait TranslateMessages {
        /// Nothing typed yet.
        fn nothing_to_translate(&self) -> &'static str {
            en: "Nothing to translate yet.",
            fr: "Rien à traduire pour l'instant.",
        }
        /// A `fix` that could not be used.
        fn fix_refused(&self, most: usize, refused: &str) -> String {
            en: format!("“fix” takes position:word pairs, a position from 1 to {most} and a word the translator knows, each position once; {refused} could not be used."),
            fr: format!("«\u{202F}fix\u{202F}» prend des paires position:mot, une position de 1 à {most} et un mot que le traducteur connaît, chaque position une fois\u{202F}; {refused} n'a pas pu servir."),
        }
        /// A French word that changed: "word 12 “fatigué” → “fatiguée”".
        fn word_changed(&self, at: usize, before: Option<&str>, after: Option<&str>) -> String {
            en: format!("word {at} “{}” → “{}”", before.unwrap_or("(none)"), after.unwrap_or("(none)")),
            fr: format!("mot {at} «\u{202F}{}\u{202F}» → «\u{202F}{}\u{202F}»", before.unwrap_or("(aucun)"), after.unwrap_or("(aucun)")),
        }
        /// Nothing typed: what to type.
        fn type_a_sentence(&self, example: &str) -> String {
            en: format!("Type an English sentence, or pick one from the list: for example “{example}”."),
            fr: format!("Tapez une phrase anglaise, ou choisissez-en une dans la liste\u{202F}: par exemple «\u{202F}{example}\u{202F}»."),
        }
        /// A typed word read as the grammar's own: "“didnt” as “didn't”".
        fn read_as(&self, typed: &str, own: &str) -> String {
            en: format!("“{typed}” as “{own}”"),
            fr: format!("«\u{202F}{typed}\u{202F}» comme «\u{202F}{own}\u{202F}»"),
        }
        /// Words read in the grammar's wording (already listed).
        fn read_note(&self, list: &str) -> String {
            en: format!("Read {list}, the grammar's own wording."),
            fr: format!("Lu {list}, selon la grammaire."),
        }
        /// Unknown words left out (already quoted and listed).
        fn unknown_note(&self, count: usize, list: &str, known: usize) -> String {
            en: format!(
                "The translator does not know {} {list}, so {} left out. It knows only the {known} English words listed below the box.",
                if count == 1 { "the word" } else { "the words" },
                if count == 1 { "it is" } else { "they are" },
            ),
            fr: format!(
                "Le traducteur ne connaît pas {} {list}, {} donc {}. Il ne connaît que les {known} mots anglais listés sous le champ.",
                if count == 1 { "le mot" } else { "les mots" },
                if count == 1 { "il est" } else { "ils sont" },
                if count == 1 { "laissé de côté" } else { "laissés de côté" },
            ),
        }
        /// A sentence cut to the length the translator reads.
        fn cut_note(&self, most: usize) -> String {
            en: format!("The sentence is longer than the {most} words the translator reads, so only the first {most} are translated."),
            fr: format!("La phrase dépasse les {most} mots que lit le traducteur, donc seuls les {most} premiers sont traduits."),
        }
        /// "a, b and c".
        fn and_list(&self, items: &[String]) -> String {
            en: match items {
                [] => String::new(),
                [one] => one.clone(),
                [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
            },
            fr: match items {
                [] => String::new(),
                [one] => one.clone(),
                [rest @ .., last] => format!("{} et {last}", rest.join(", ")),
            },
        }
        /// The translator wrote nothing.
        fn writes_nothing(&self, english: &str) -> String {
            en: format!("“{english}” → the translator writes nothing."),
            fr: format!("«\u{202F}{english}\u{202F}» → le traducteur n'écrit rien."),
        }
        /// The summary's first sentences.
        fn translate_summary(&self, english: &str, french: &str, layer: usize, head: usize, word: &str, at: usize, looks_at: &str, share: &str) -> String {
            en: format!("“{english}” → “{french}”. In layer {layer}, head {head}, “{word}” (word {at}) looks most at “{looks_at}” ({share})."),
            fr: format!("«\u{202F}{english}\u{202F}» → «\u{202F}{french}\u{202F}». Dans la couche {layer}, tête {head}, «\u{202F}{word}\u{202F}» (mot {at}) regarde surtout «\u{202F}{looks_at}\u{202F}» ({share})."),
        }
        /// A fixed word and the model's own choice there.
        fn fixed_word(&self, at: usize, word: &str, was: Option<&str>) -> String {
            en: format!("word {at} “{word}” (the model's own choice: “{}”)", was.unwrap_or("(none)")),
            fr: format!("mot {at} «\u{202F}{word}\u{202F}» (le choix du modèle\u{202F}: «\u{202F}{}\u{202F}»)", was.unwrap_or("(aucun)")),
        }
        /// What fixing words did.
        fn fix_note(&self, named: &str, changed: &str) -> String {
            en: if changed.is_empty() {
                format!("Fixed: {named}. Nothing else changed.")
            } else {
                format!("Fixed: {named}. Decoded again after it: {changed}.")
            },
            fr: if changed.is_empty() {
                format!("Fixé\u{202F}: {named}. Rien d'autre n'a changé.")
            } else {
                format!("Fixé\u{202F}: {named}. Décodé à nouveau ensuite\u{202F}: {changed}.")
            },
        }
        /// Where the stepper is.
        fn stepper_note(&self, stage: usize, of: usize, name: &str, word: Option<(usize, usize)>) -> String {
            en: {
                let at = word.map_or(String::new(), |(w, n)| format!(", at French word {w} of {n}"));
                format!("Stepper: stage {stage} of {of}, “{name}”{at}.")
            },
            fr: {
                let at = word.map_or(String::new(), |(w, n)| format!(", au mot français {w} sur {n}"));
                format!("Pas-à-pas\u{202F}: étape {stage} sur {of}, «\u{202F}{name}\u{202F}»{at}.")
            },
        }
        /// The page's sentence about the translator's quality.
        fn quality_note(&self, held_out: &str, exact: &str, bleu: &str, precisions: &str) -> String {
            en: format!("On its {held_out} held-out sentences, none of them seen in training, it gets {exact} exactly right; corpus BLEU {bleu} (n-gram precisions {precisions})."),
            fr: format!("Sur ses {held_out} phrases tenues à l'écart, dont aucune n'a été vue à l'entraînement, il en traduit {exact} exactement\u{202F}; BLEU du corpus {bleu} (précisions des n-grammes {precisions})."),
        }
        /// The trophy sentences' head, when it is the same head.
        fn trophy_same_head(&self, total: usize, right: usize, median: &str) -> String {
            en: format!("The same head does it for the {total} held-out “didn't fit in” sentences (the trophy and the suitcase): {right} of {total}, a median of {median}."),
            fr: format!("La même tête le fait pour les {total} phrases «\u{202F}didn't fit in\u{202F}» tenues à l'écart (le trophée et la valise)\u{202F}: {right} sur {total}, une médiane de {median}."),
        }
        /// The trophy sentences' head, when it is another.
        fn trophy_other_head(&self, total: usize, head: usize, layer: usize, right: usize, median: &str) -> String {
            en: format!("For the {total} held-out “didn't fit in” sentences (the trophy and the suitcase) it is head {head} of decoder layer {layer}: {right} of {total}, a median of {median}."),
            fr: format!("Pour les {total} phrases «\u{202F}didn't fit in\u{202F}» tenues à l'écart (le trophée et la valise), c'est la tête {head} de la couche {layer} du décodeur\u{202F}: {right} sur {total}, une médiane de {median}."),
        }
        /// The page's sentences about where "it" is resolved.
        fn resolution_note(&self, total: usize, head: usize, layer: usize, right: usize, median: &str, trophy: &str, encoder_right: usize, encoder_total: usize) -> String {
            en: format!("Measured over the {total} held-out “didn't cross” sentences (combinations of animal, place and adjective never seen in training, in both word orders): at the step that writes il or elle, head {head} of decoder layer {layer} gives the noun “it” refers to more weight than the other noun in {right} of {total}, with a median of {median} of its attention on it. {trophy} The encoder's own row for “it” does not do this at this size: its best head picks the right noun in {encoder_right} of {encoder_total}, close to a coin toss."),
            fr: format!("Mesuré sur les {total} phrases «\u{202F}didn't cross\u{202F}» tenues à l'écart (des combinaisons d'animal, de lieu et d'adjectif jamais vues à l'entraînement, dans les deux ordres des mots)\u{202F}: à l'étape qui écrit il ou elle, la tête {head} de la couche {layer} du décodeur donne au nom que désigne «\u{202F}it\u{202F}» plus de poids qu'à l'autre nom dans {right} cas sur {total}, avec une médiane de {median} de son attention sur lui. {trophy} La ligne de l'encodeur pour «\u{202F}it\u{202F}» ne le fait pas à cette taille\u{202F}: sa meilleure tête choisit le bon nom dans {encoder_right} cas sur {encoder_total}, à peine mieux qu'à pile ou face."),
        }
        /// Words left out, as a clause.
        fn with_left_out(&self, left_out: usize) -> String {
            en: match left_out {
                0 => String::new(),
                1 => "with the unknown word left out, ".into(),
                n => format!("with the {n} unknown words left out, "),
            },
            fr: match left_out {
                0 => String::new(),
                1 => "une fois le mot inconnu laissé de côté, ".into(),
                n => format!("une fois les {n} mots inconnus laissés de côté, "),
            },
        }
        /// The check of one of the grammar's sentences.
        fn check_grammar(&self, read: &str, exact: bool, right: &str, wrong: &[String]) -> String {
            en: {
                let start = if read.is_empty() {
                    "This is one of the grammar's sentences".to_string()
                } else {
                    format!("What it read, {read}is one of the grammar's sentences")
                };
                if exact {
                    format!("{start}, and the model's French is the grammar's own, word for word.")
                } else if wrong.is_empty() {
                    format!("{start}. Its right French is “{right}”; the model's French stops short of it.")
                } else {
                    format!("{start}. Its right French is “{right}”; the model's French is wrong at {}.", wrong.join(", "))
                }
            },
            fr: {
                let start = if read.is_empty() {
                    "C'est une des phrases de la grammaire".to_string()
                } else {
                    format!("Ce qu'il a lu, {read}est une des phrases de la grammaire")
                };
                if exact {
                    format!("{start}, et le français du modèle est celui de la grammaire, mot pour mot.")
                } else if wrong.is_empty() {
                    format!("{start}. Son bon français est «\u{202F}{right}\u{202F}»\u{202F}; le français du modèle s'arrête avant la fin.")
                } else {
                    format!("{start}. Son bon français est «\u{202F}{right}\u{202F}»\u{202F}; le français du modèle se trompe au {}.", wrong.join(", "))
                }
            },
        }
        /// A wrong word: "word 11 “elle”".
        fn wrong_word(&self, at: usize, word: &str) -> String {
            en: format!("word {at} “{word}”"),
            fr: format!("mot {at} «\u{202F}{word}\u{202F}»"),
        }
        /// The check of a sentence outside the grammar.
        fn check_outside(&self, read: &str) -> String {
            en: format!(
                "This is not one of the grammar's sentences{}, so there is no right French to compare with: the French above is the model's guess at something it was never taught.",
                if read.is_empty() { String::new() } else { format!(", even {}", read.trim_end_matches(", ")) }
            ),
            fr: format!(
                "Ce n'est pas une des phrases de la grammaire{}, donc il n'y a pas de bon français auquel comparer\u{202F}: le français ci-dessus est ce que le modèle devine pour une chose qu'on ne lui a jamais apprise.",
                if read.is_empty() { String::new() } else { format!(", même {}", read.trim_end_matches(", ")) }
            ),
        }
        /// The summary's short form of the check.
        fn check_verdict(&self, grammar: bool, exact: bool, right: &str) -> String {
            en: match (grammar, exact) {
                (true, true) => "Right: the grammar's own French.".into(),
                (true, false) => format!("Wrong: the grammar's French is “{right}”."),
                _ => "Not one of the grammar's sentences: the French is the model's guess.".into(),
            },
            fr: match (grammar, exact) {
                (true, true) => "Juste\u{202F}: le français de la grammaire.".into(),
                (true, false) => format!("Faux\u{202F}: le français de la grammaire est «\u{202F}{right}\u{202F}»."),
                _ => "Pas une des phrases de la grammaire\u{202F}: le français est ce que devine le modèle.".into(),
            },
        }
        /// The stepper's stages.
        fn stage_names(&self) -> [&'static str; 11] {
            en: [
                "Tokens",
                "Embeddings × √d_model",
                "+ positions",
                "One head's scores",
                "Softmax and weighted sum",
                "Add & norm",
                "Feed-forward",
                "The decoder writes one word",
                "Logits",
                "Softmax",
                "The word chosen",
            ],
            fr: [
                "Tokens",
                "Embeddings × √d_model",
                "+ positions",
                "Les scores d'une tête",
                "Softmax et somme pondérée",
                "Add & norm",
                "Feed-forward",
                "Le décodeur écrit un mot",
                "Logits",
                "Softmax",
                "Le mot choisi",
            ],
        }
        /// A stage's title.
        fn stage_title(&self, stage: usize, of: usize, name: &str) -> String {
            en: format!("Stage {stage} of {of}: {name}"),
            fr: format!("Étape {stage} sur {of}\u{202F}: {name}"),
        }
        /// The shape at a stage: "10 tokens", "10 × 32"…
        fn stage_shape(&self, stage: usize, n: usize, d: usize, dk: usize, dff: usize, v: usize, at: usize) -> String {
            en: match stage {
                1 => format!("{n} tokens"),
                4 => format!("{n} × {n} for each head"),
                5 => format!("{n} × {n} weights, then {n} × {dk} for each head"),
                7 => format!("{n} × {dff}, then {n} × {d}"),
                8 => format!("{at} × {d} in; cross-attention {at} × {n}"),
                9 => format!("{v} scores"),
                10 => format!("{v} probabilities"),
                11 => "1 word".to_string(),
                _ => format!("{n} × {d}"),
            },
            fr: match stage {
                1 => format!("{n} tokens"),
                4 => format!("{n} × {n} pour chaque tête"),
                5 => format!("{n} × {n} poids, puis {n} × {dk} pour chaque tête"),
                7 => format!("{n} × {dff}, puis {n} × {d}"),
                8 => format!("{at} × {d} en entrée\u{202F}; attention croisée {at} × {n}"),
                9 => format!("{v} scores"),
                10 => format!("{v} probabilités"),
                11 => "1 mot".to_string(),
                _ => format!("{n} × {d}"),
            },
        }
        /// Stage 1.
        fn stage_tokens(&self, v: usize, f: &str, at: usize, n: usize) -> String {
            en: format!("Each English word becomes its row number in the vocabulary the encoder and decoder share: {v} tokens, English words, French words and the end token, plus one row for the decoder's start token. The stages after this follow “{f}”, word {at} of {n}."),
            fr: format!("Chaque mot anglais devient son numéro de ligne dans le vocabulaire que partagent l'encodeur et le décodeur\u{202F}: {v} tokens, mots anglais, mots français et token de fin, plus une ligne pour le token de départ du décodeur. Les étapes suivantes suivent «\u{202F}{f}\u{202F}», mot {at} sur {n}."),
        }
        /// Stage 2.
        fn stage_embedding(&self, row: usize, d: usize, root: &str, f: &str) -> String {
            en: format!("Row {row} of the embedding matrix holds {d} numbers learned in training. They are multiplied by √{d} ≈ {root}, so that they are about as large as the positional encodings added next. This is the row of “{f}”."),
            fr: format!("La ligne {row} de la matrice d'embedding contient {d} nombres appris à l'entraînement. Ils sont multipliés par √{d} ≈ {root}, pour être à peu près aussi grands que les encodages de position ajoutés ensuite. C'est la ligne de «\u{202F}{f}\u{202F}»."),
        }
        /// Stage 3.
        fn stage_positions(&self, position: usize) -> String {
            en: format!("The sinusoidal encoding of position {position} (counting from 0) is added, so the same word elsewhere in the sentence gives a different row. The sum is what the encoder's first layer reads."),
            fr: format!("L'encodage sinusoïdal de la position {position} (en comptant depuis 0) est ajouté, si bien que le même mot ailleurs dans la phrase donne une autre ligne. La somme est ce que lit la première couche de l'encodeur."),
        }
        /// Stage 4.
        fn stage_scores(&self, head: usize, f: &str, dk: usize, root: &str, top: &str, word: &str) -> String {
            en: format!("In encoder layer 1, head {head} projects “{f}”'s row to a query of {dk} numbers and every word's row to a key. Each score is the query times a key, divided by √{dk} = {root}. The highest, {top}, is for “{word}”."),
            fr: format!("Dans la couche 1 de l'encodeur, la tête {head} projette la ligne de «\u{202F}{f}\u{202F}» en une requête de {dk} nombres et la ligne de chaque mot en une clé. Chaque score est la requête fois une clé, divisé par √{dk} = {root}. Le plus haut, {top}, est pour «\u{202F}{word}\u{202F}»."),
        }
        /// Stage 5.
        fn stage_weights(&self, f: &str, share: &str, word: &str, dk: usize, d: usize) -> String {
            en: format!("Softmax turns the scores into weights that add up to 1: “{f}” gives {share} of its attention to “{word}”. The head's output is every word's value ({dk} numbers each) weighted by them. Both heads' outputs side by side, times W^O, give a row of {d} again."),
            fr: format!("La softmax change les scores en poids dont la somme fait 1\u{202F}: «\u{202F}{f}\u{202F}» donne {share} de son attention à «\u{202F}{word}\u{202F}». La sortie de la tête est la valeur de chaque mot ({dk} nombres chacune) pondérée par eux. Les sorties des deux têtes côte à côte, fois W^O, redonnent une ligne de {d}."),
        }
        /// Stage 6.
        fn stage_add_norm(&self) -> &'static str {
            en: "The attention's output is added to the row it started from (the residual connection), and the sum is normalised to mean 0 and variance 1, then scaled and shifted by learned numbers.",
            fr: "La sortie de l'attention est ajoutée à la ligne dont elle est partie (la connexion résiduelle), et la somme est normalisée à moyenne 0 et variance 1, puis mise à l'échelle et décalée par des nombres appris.",
        }
        /// Stage 7.
        fn stage_feed_forward(&self, dff: usize, zeros: usize, f: &str, d: usize) -> String {
            en: format!("Each word on its own goes through a layer {dff} wide with a ReLU ({zeros} of “{f}”'s {dff} numbers are cut to zero) and back to {d}; then add & norm again. That ends encoder layer 1. Layer 2 does the same again, and its output rows are what the decoder's cross-attention reads."),
            fr: format!("Chaque mot, seul, traverse une couche de largeur {dff} avec une ReLU ({zeros} des {dff} nombres de «\u{202F}{f}\u{202F}» sont ramenés à zéro) puis revient à {d}\u{202F}; puis add & norm encore. Cela termine la couche 1 de l'encodeur. La couche 2 refait de même, et ses lignes de sortie sont ce que lit l'attention croisée du décodeur."),
        }
        /// Stage 8: what the decoder reads.
        fn stage_reads(&self, at: usize, written: usize, seen: &str) -> String {
            en: if at == 1 {
                "To write word 1, the decoder reads only the start token, <s>.".to_string()
            } else {
                format!("To write word {at}, the decoder reads the start token and the {} it has written, “{seen}”, and is masked from anything later.", count(written, "word", "words"))
            },
            fr: if at == 1 {
                "Pour écrire le mot 1, le décodeur ne lit que le token de départ, <s>.".to_string()
            } else {
                format!("Pour écrire le mot {at}, le décodeur lit le token de départ et les {} qu'il a écrits, «\u{202F}{seen}\u{202F}», et tout ce qui suit lui est masqué.", count(written, "mot", "mots"))
            },
        }
        /// Stage 8: where it looks.
        fn stage_decoder(&self, reads: &str, layer: usize, head: usize, masked: &str, written: &str, cross: &str, english: &str) -> String {
            en: format!("{reads} In layer {layer}, head {head}, its masked self-attention gives {masked} to “{written}”, and its cross-attention {cross} to the English “{english}”."),
            fr: format!("{reads} Dans la couche {layer}, tête {head}, son auto-attention masquée donne {masked} à «\u{202F}{written}\u{202F}», et son attention croisée {cross} à l'anglais «\u{202F}{english}\u{202F}»."),
        }
        /// Stage 9.
        fn stage_logits(&self, at: usize, top: &str, word: &str) -> String {
            en: format!("The decoder's last row for word {at}, times the embedding matrix turned on its side, gives one score for every word it can write. The highest, {top}, is for “{word}”."),
            fr: format!("La dernière ligne du décodeur pour le mot {at}, fois la matrice d'embedding couchée sur le côté, donne un score pour chaque mot qu'il peut écrire. Le plus haut, {top}, est pour «\u{202F}{word}\u{202F}»."),
        }
        /// Stage 10.
        fn stage_softmax(&self, v: usize, word: &str, share: &str) -> String {
            en: format!("Softmax turns the {v} scores into probabilities that add up to 1. “{word}” gets {share}."),
            fr: format!("La softmax change les {v} scores en probabilités dont la somme fait 1. «\u{202F}{word}\u{202F}» obtient {share}."),
        }
        /// Stage 11: the word chosen, or the one the reader fixed.
        fn stage_chosen(&self, chosen: &str, fed: &str, at: usize, end: bool) -> String {
            en: if fed != chosen {
                format!("The most likely word is “{chosen}”, but you fixed word {at} to “{fed}”, so the decoder writes that and goes on from it.")
            } else if end {
                format!("Greedy decoding takes the most likely word, “{chosen}”. It is the end token: the translation is finished.")
            } else {
                format!("Greedy decoding takes the most likely word, “{chosen}”. It is written as word {at} and fed back in as the decoder's input for word {}.", at + 1)
            },
            fr: if fed != chosen {
                format!("Le mot le plus probable est «\u{202F}{chosen}\u{202F}», mais vous avez fixé le mot {at} à «\u{202F}{fed}\u{202F}», donc le décodeur écrit celui-là et continue à partir de lui.")
            } else if end {
                format!("Le décodage glouton prend le mot le plus probable, «\u{202F}{chosen}\u{202F}». C'est le token de fin\u{202F}: la traduction est terminée.")
            } else {
                format!("Le décodage glouton prend le mot le plus probable, «\u{202F}{chosen}\u{202F}». Il est écrit comme mot {at} et renvoyé comme entrée du décodeur pour le mot {}.", at + 1)
            },
        }
    }
}
