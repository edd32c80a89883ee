//! The `listen` and `trophy` widgets' words: who each word listens to, and what "it" means.

messages! {
    /// What the listen and trophy widgets say.
    pub trait ListenMessages {
        /// A word and its share: "“animal” 62.9%".
        fn word_share(&self, word: &str, share: &str) -> String {
            en: format!("“{word}” {share}"),
            fr: format!("«\u{202F}{word}\u{202F}» {share}"),
        }
        /// The summary's first sentence.
        fn listen_summary(&self, cross: bool, layer: usize, head: usize, word: &str, at: usize, top: &str) -> String {
            en: if cross {
                format!("Cross-attention, layer {layer}, head {head}: the French word “{word}” (word {at}) listens most to {top}.")
            } else {
                format!("Encoder self-attention, layer {layer}, head {head}: the English word “{word}” (word {at}) listens most to {top}.")
            },
            fr: if cross {
                format!("Attention croisée, couche {layer}, tête {head}\u{202F}: le mot français «\u{202F}{word}\u{202F}» (mot {at}) écoute surtout {top}.")
            } else {
                format!("Auto-attention de l'encodeur, couche {layer}, tête {head}\u{202F}: le mot anglais «\u{202F}{word}\u{202F}» (mot {at}) écoute surtout {top}.")
            },
        }
        /// The pronoun written.
        fn writes_pronoun(&self, pronoun: &str, share: &str) -> String {
            en: format!(" The model writes “{pronoun}” ({share})."),
            fr: format!(" Le modèle écrit «\u{202F}{pronoun}\u{202F}» ({share})."),
        }
        /// The pronoun written when the head is forced, and left alone.
        fn forced_pronoun(&self, forced: &str, pronoun: &str, share: &str, own: &str, own_share: &str) -> String {
            en: format!(
                " Made to look only at “{forced}”, the model {} “{pronoun}” ({share}); left alone it writes “{own}” ({own_share}).",
                if pronoun == own { "still writes" } else { "writes" }
            ),
            fr: format!(
                " Forcé à ne regarder que «\u{202F}{forced}\u{202F}», le modèle écrit {}«\u{202F}{pronoun}\u{202F}» ({share})\u{202F}; laissé libre, il écrit «\u{202F}{own}\u{202F}» ({own_share}).",
                if pronoun == own { "toujours " } else { "" }
            ),
        }
        /// No pronoun written.
        fn no_pronoun(&self) -> &'static str {
            en: " The model writes no pronoun here.",
            fr: " Le modèle n'écrit pas de pronom ici.",
        }
        /// How often forcing the head turns the pronoun over.
        fn flip_note(&self, total: usize, fit: bool, layer: usize, head: usize, flipped: usize) -> String {
            en: {
                let which = if fit { "“didn't fit in”" } else { "“didn't cross”" };
                let outcome = match flipped {
                    0 => "in none of them: this head does not decide the pronoun".to_string(),
                    n if n == total => "in every one of them".to_string(),
                    n => format!("in {n} of them"),
                };
                format!("Measured over the {total} held-out {which} sentences whose two nouns differ in gender: when layer {layer}, head {head} is made to look only at the other noun as the pronoun is written, il turns into elle, or elle into il, {outcome}.")
            },
            fr: {
                let which = if fit { "«\u{202F}didn't fit in\u{202F}»" } else { "«\u{202F}didn't cross\u{202F}»" };
                let outcome = match flipped {
                    0 => "dans aucune d'elles\u{202F}: cette tête ne décide pas du pronom".to_string(),
                    n if n == total => "dans chacune d'elles".to_string(),
                    n => format!("dans {n} d'entre elles"),
                };
                format!("Mesuré sur les {total} phrases {which} tenues à l'écart dont les deux noms n'ont pas le même genre\u{202F}: quand la couche {layer}, tête {head} est forcée à ne regarder que l'autre nom au moment d'écrire le pronom, il devient elle, ou elle devient il, {outcome}.")
            },
        }
        /// A slot's value that belongs to the other family.
        fn wrong_family(&self, name: &str, place: bool, subject: &str, word: &str, instead: &str) -> String {
            en: format!(
                "“{name}” must be {} for the “{subject}” sentence, not “{word}”, so it is “{instead}”.",
                if place { "one of its places" } else { "one of its adjectives" }
            ),
            fr: format!(
                "«\u{202F}{name}\u{202F}» doit être {} de la phrase «\u{202F}{subject}\u{202F}», pas «\u{202F}{word}\u{202F}», donc c'est «\u{202F}{instead}\u{202F}».",
                if place { "un de ses lieux" } else { "un de ses adjectifs" }
            ),
        }
        /// A forced word that is not in the sentence.
        fn not_in_sentence(&self, word: &str) -> String {
            en: format!("“force” must be a word of the sentence, and “{word}” is not, so nothing is forced."),
            fr: format!("«\u{202F}force\u{202F}» doit être un mot de la phrase, et «\u{202F}{word}\u{202F}» n'en est pas un, donc rien n'est forcé."),
        }
        /// A picked word past the sentence's end.
        fn word_too_far(&self, len: usize, given: usize, cross: bool) -> String {
            en: format!(
                "“word” must be below {len} for this sentence, not {given}, so the {} is picked.",
                if cross { "French pronoun" } else { "word “it”" }
            ),
            fr: format!(
                "«\u{202F}word\u{202F}» doit être inférieur à {len} pour cette phrase, pas {given}, donc {} est choisi.",
                if cross { "le pronom français" } else { "le mot «\u{202F}it\u{202F}»" }
            ),
        }
        /// The bars' title.
        fn listen_title(&self, cross: bool) -> &'static str {
            en: if cross {
                "Pick a French word. The bars show how much of its attention, in this decoder head, goes to each English word as it is written."
            } else {
                "Pick an English word. The bars show how much of its attention, in this encoder head, goes to each English word."
            },
            fr: if cross {
                "Choisissez un mot français. Les barres montrent quelle part de son attention, dans cette tête du décodeur, va à chaque mot anglais au moment où il est écrit."
            } else {
                "Choisissez un mot anglais. Les barres montrent quelle part de son attention, dans cette tête de l'encodeur, va à chaque mot anglais."
            },
        }
        /// The English words' group.
        fn english_words_group(&self) -> &'static str {
            en: "Words of the English sentence",
            fr: "Mots de la phrase anglaise",
        }
        /// Where the bars come from.
        fn listen_honesty(&self) -> &'static str {
            en: "These bars come from the translator trained on this page (see “Watch it translate”), not from hand-made numbers. ",
            fr: "Ces barres viennent du traducteur entraîné sur cette page (voir «\u{202F}Regardez-le traduire\u{202F}»), pas de nombres faits à la main. ",
        }
        /// The French words' group.
        fn french_pick(&self) -> &'static str {
            en: "French words: pick one",
            fr: "Mots français\u{202F}: choisissez-en un",
        }
        /// A changed word, for screen readers.
        fn changed(&self) -> &'static str {
            en: " (changed)",
            fr: " (changé)",
        }
        /// The what-if's two lines.
        fn what_if(&self, forced: &str) -> (&'static str, String) {
            en: ("Left alone: ", format!("Looking only at “{forced}”: ")),
            fr: ("Laissé libre\u{202F}: ", format!("En ne regardant que «\u{202F}{forced}\u{202F}»\u{202F}: ")),
        }
        /// The saved bars' heading.
        fn listen_figure(&self, word: &str, layer: usize, head: usize) -> String {
            en: format!("Where “{word}” looks, layer {layer}, head {head}"),
            fr: format!("Où regarde «\u{202F}{word}\u{202F}», couche {layer}, tête {head}"),
        }
        /// The trophy's summary: the sentence's end and the French.
        fn trophy_sentence(&self, ending: &str, french: &str) -> String {
            en: format!("“…because it was too {ending}” → “{french}”."),
            fr: format!("«\u{202F}…because it was too {ending}\u{202F}» → «\u{202F}{french}\u{202F}»."),
        }
        /// What the pronoun means and where the head looked (`means`: the English noun, then the
        /// French noun phrase).
        fn trophy_means(&self, pronoun: &str, means: (&str, &str), layer: usize, head: usize, looked: [(&str, &str); 2]) -> String {
            en: format!(
                " The model writes “{pronoun}”, so for it “it” is the {}. As it wrote “{pronoun}”, the head that does this (layer {layer}, head {head}) looked at “{}” {} and “{}” {}.",
                means.0, looked[0].0, looked[0].1, looked[1].0, looked[1].1
            ),
            fr: format!(
                " Le modèle écrit «\u{202F}{pronoun}\u{202F}», donc pour lui «\u{202F}it\u{202F}» désigne {}. En écrivant «\u{202F}{pronoun}\u{202F}», la tête qui fait cela (couche {layer}, tête {head}) a regardé «\u{202F}{}\u{202F}» à {} et «\u{202F}{}\u{202F}» à {}.",
                means.1, looked[0].0, looked[0].1, looked[1].0, looked[1].1
            ),
        }
        /// The trophy's view: before the pronoun, between it and the noun, after the noun.
        fn trophy_wrote(&self) -> (&'static str, &'static str, &'static str) {
            en: ("The model wrote “", "”, so for it “it” is the ", ". While writing that word, it looked back at:"),
            fr: ("Le modèle a écrit «\u{202F}", "\u{202F}», donc pour lui «\u{202F}it\u{202F}» désigne ", ". En écrivant ce mot, il a regardé\u{202F}:"),
        }
        /// The trophy's bars.
        fn trophy_looked(&self) -> &'static str {
            en: "Where the model looked while writing the pronoun",
            fr: "Où le modèle a regardé en écrivant le pronom",
        }
    }
}
