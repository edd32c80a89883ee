//! The `train` widget's words: the status line, typed input, the maps' hints.

messages! {
    /// What the training widget says.
    pub trait TrainMessages {
        /// What the held-out examples are, by task (0 reverse, 1 copy, 2 sort, 3 translate,
        /// 4 table), and what was done to them exactly: "sequences", "reversed".
        fn train_held_out(&self, task: usize) -> (&'static str, &'static str) {
            en: match task {
                0 => ("sequences", "reversed"),
                1 => ("sequences", "copied"),
                2 => ("sequences", "sorted"),
                3 => ("sentences", "translated"),
                _ => ("tables", "reached"),
            },
            fr: match task {
                0 => ("séquences", "inversées"),
                1 => ("séquences", "copiées"),
                2 => ("séquences", "triées"),
                3 => ("phrases", "traduites"),
                _ => ("tables", "résolues"),
            },
        }
        /// What the model is about to learn, by task: "reverse".
        fn train_verb(&self, task: usize) -> &'static str {
            en: ["reverse", "copy", "sort", "translate", "solve"][task.min(4)],
            fr: ["inverser", "copier", "trier", "traduire", "résoudre"][task.min(4)],
        }
        /// A symbol that is not a digit.
        fn train_not_digit(&self, c: char, len: usize, example: &str) -> String {
            en: format!("Only the digits 0 to 9 can be symbols; “{c}” is not one. Type {len} digits, e.g. {example}."),
            fr: format!("Seuls les chiffres 0 à 9 peuvent servir de symboles\u{202F}; «\u{202F}{c}\u{202F}» n'en est pas un. Tapez {len} chiffres, par exemple {example}."),
        }
        /// A sequence of the wrong length.
        fn train_wrong_length(&self, len: usize, got: usize, example: &str) -> String {
            en: format!("This model works on sequences of {len} symbols; that has {got}. Type {len} digits, e.g. {example}."),
            fr: format!("Ce modèle travaille sur des séquences de {len} symboles\u{202F}; celle-ci en a {got}. Tapez {len} chiffres, par exemple {example}."),
        }
        /// Words the grammar does not have (already quoted and joined).
        fn train_unknown_words(&self, count: usize, named: &str) -> String {
            en: format!(
                "The translator's grammar has no {} {named}. Its words are listed under “Watch it translate”.",
                if count == 1 { "word" } else { "words" }
            ),
            fr: format!(
                "La grammaire du traducteur n'a pas {} {named}. Ses mots sont listés sous «\u{202F}Regardez-le traduire\u{202F}».",
                if count == 1 { "le mot" } else { "les mots" }
            ),
        }
        /// Nothing typed.
        fn train_type_sentence(&self) -> &'static str {
            en: "Type an English sentence, e.g. the dog saw the white cat.",
            fr: "Tapez une phrase anglaise, par exemple the dog saw the white cat.",
        }
        /// Too many words.
        fn train_too_long(&self, most: usize) -> String {
            en: format!("The translator reads at most {most} words; that has more."),
            fr: format!("Le traducteur lit au plus {most} mots\u{202F}; celle-ci en a plus."),
        }
        /// The watched example and the model's answer.
        fn train_watched(&self, example: &str, answer: &str, right: bool) -> String {
            en: format!("Watched example: {example} → the model answers {answer} ({}).", if right { "right" } else { "not yet right" }),
            fr: format!("Exemple suivi\u{202F}: {example} → le modèle répond {answer} ({}).", if right { "juste" } else { "pas encore juste" }),
        }
        /// A typed attempt and the model's answer.
        fn train_attempt(&self, input: &str, answer: &str, right: bool) -> String {
            en: format!("{input} → {answer} ({}).", if right { "right" } else { "wrong" }),
            fr: format!("{input} → {answer} ({}).", if right { "juste" } else { "faux" }),
        }
        /// What should form in the cross-attention maps: translation, copy, or reversal.
        fn train_map_hint(&self, task: usize) -> &'static str {
            en: match task {
                3 => "For translation, each row of a cross-attention map is a French word of the watched example and each column an English word: as the model learns, the rows find the words they translate, and in layer 2 the pronoun's row (the eleventh) finds the noun “it” stands for.",
                1 => "For copying, the cross-attention becomes a diagonal as the model learns: output 1 looks at input 1, output 2 at input 2, and so on.",
                _ => "For reversal, the cross-attention becomes an anti-diagonal as the model learns: output 1 looks at the last input, output 2 at the one before, and so on.",
            },
            fr: match task {
                3 => "Pour la traduction, chaque ligne d'une carte d'attention croisée est un mot français de l'exemple suivi et chaque colonne un mot anglais\u{202F}: à mesure que le modèle apprend, les lignes trouvent les mots qu'elles traduisent, et dans la couche 2 la ligne du pronom (la onzième) trouve le nom que «\u{202F}it\u{202F}» remplace.",
                1 => "Pour la copie, l'attention croisée devient une diagonale à mesure que le modèle apprend\u{202F}: la sortie 1 regarde l'entrée 1, la sortie 2 l'entrée 2, et ainsi de suite.",
                _ => "Pour l'inversion, l'attention croisée devient une anti-diagonale à mesure que le modèle apprend\u{202F}: la sortie 1 regarde la dernière entrée, la sortie 2 l'avant-dernière, et ainsi de suite.",
            },
        }
        /// Before the first step.
        fn train_untrained(&self, verb: &str, len: usize) -> String {
            en: format!("Step 0: not trained yet. Press Train to start; the model learns to {verb} {len} symbols."),
            fr: format!("Étape 0\u{202F}: pas encore entraîné. Appuyez sur Entraîner pour commencer\u{202F}; le modèle apprend à {verb} {len} symboles."),
        }
        /// How much of the held-out set is solved: "97.1% of 1,000 held-out sequences reversed
        /// exactly".
        fn train_solved(&self, share: &str, size: &str, what: &str, done: &str) -> String {
            en: format!("{share} of {size} held-out {what} {done} exactly"),
            fr: format!("{share} des {size} {what} tenues à l'écart {done} exactement"),
        }
        /// When the check is older than the step.
        fn train_at_step(&self, step: &str) -> String {
            en: format!(" at step {step}"),
            fr: format!(" à l'étape {step}"),
        }
        /// A run that diverged.
        fn train_diverged(&self, step: &str) -> String {
            en: format!("Step {step}: the loss stopped being a number, so training stopped. Press Reset, perhaps with a longer warm-up or a smaller model."),
            fr: format!("Étape {step}\u{202F}: la perte n'est plus un nombre, donc l'entraînement s'est arrêté. Appuyez sur Réinitialiser, peut-être avec une chauffe plus longue ou un modèle plus petit."),
        }
        /// The status at step 0.
        fn train_step_zero(&self, solved: &str) -> String {
            en: format!("Step 0: not trained yet; {solved}."),
            fr: format!("Étape 0\u{202F}: pas encore entraîné\u{202F}; {solved}."),
        }
        /// The status line.
        fn train_status(&self, step: &str, loss: &str, solved: &str, when: &str) -> String {
            en: format!("Step {step}: loss {loss}; {solved}{when}."),
            fr: format!("Étape {step}\u{202F}: perte {loss}\u{202F}; {solved}{when}."),
        }
        /// One step of the loss chart, as read aloud.
        fn train_reading(&self, step: &str, loss: &str, rate: &str, held: &str) -> String {
            en: format!("step {step}: loss {loss}, rate {rate}{held}"),
            fr: format!("étape {step}\u{202F}: perte {loss}, taux {rate}{held}"),
        }
        /// The held-out check on the chart's reading.
        fn train_reading_check(&self, share: &str, done: &str, at: &str) -> String {
            en: format!("; {share} {done} exactly at step {at}"),
            fr: format!("\u{202F}; {share} {done} exactement à l'étape {at}"),
        }
        /// A pause while the page was hidden.
        fn train_paused_hidden(&self, step: &str) -> String {
            en: format!("Paused at step {step} while the page was hidden. Press Train to go on."),
            fr: format!("En pause à l'étape {step} pendant que la page était cachée. Appuyez sur Entraîner pour continuer."),
        }
        /// A head count that had to divide the width.
        fn train_heads(&self, d_model: usize, given: usize, heads: usize) -> String {
            en: format!("“heads” must divide d_model = {d_model} evenly, so {given} became {heads}."),
            fr: format!("«\u{202F}heads\u{202F}» doit diviser d_model = {d_model}, donc {given} est devenu {heads}."),
        }
        /// One row of a map's text alternative: "output 1 → input 8 (97%)".
        fn train_map_row(&self, rows: &str, row: usize, cols: &str, col: usize, share: &str) -> String {
            en: format!("{rows} {row} → {cols} {col} ({share})"),
            fr: format!("{rows} {row} → {cols} {col} ({share})"),
        }
            /// A map's text alternative while the model has not answered.
        fn train_map_waiting(&self, title: &str) -> String {
            en: format!("{title}: waiting for the model's first answer"),
            fr: format!("{title}\u{202F}: en attente de la première réponse du modèle"),
        }
        /// A map's text alternative.
        fn train_map_said(&self, title: &str, words: &str) -> String {
            en: format!("{title}: {words}"),
            fr: format!("{title}\u{202F}: {words}"),
        }
        /// The three kinds of map, with what their rows and columns are.
        fn train_map_kinds(&self) -> [(&'static str, (&'static str, &'static str)); 3] {
            en: [
                ("Encoder self-attention", ("position", "position")),
                ("Decoder masked self-attention", ("output", "output")),
                ("Cross-attention", ("output", "input")),
            ],
            fr: [
                ("Auto-attention de l'encodeur", ("position", "position")),
                ("Auto-attention masquée du décodeur", ("sortie", "sortie")),
                ("Attention croisée", ("sortie", "entrée")),
            ],
        }
        /// A head's map: its title and caption.
        fn train_head(&self, kind: &str, head: usize) -> (String, String) {
            en: (format!("{kind}, head {head}"), format!("head {head}")),
            fr: (format!("{kind}, tête {head}"), format!("tête {head}")),
        }
        /// Before the model's first answer.
        fn train_not_answered(&self) -> &'static str {
            en: "Watched example: the model has not answered yet.",
            fr: "Exemple suivi\u{202F}: le modèle n'a pas encore répondu.",
        }
        /// How to read the maps.
        fn train_maps_hint(&self) -> &'static str {
            en: "Each square is one map: row i is output (or position) i, column j what it attends to; the stronger the colour, the more attention. ",
            fr: "Chaque carré est une carte\u{202F}: la ligne i est la sortie (ou la position) i, la colonne j ce qu'elle regarde\u{202F}; plus la couleur est forte, plus l'attention l'est. ",
        }
        /// The layer buttons: the group, then each layer.
        fn train_layers(&self) -> (&'static str, &'static str, &'static str) {
            en: ("Layer", "Layer 1", "Layer 2"),
            fr: ("Couche", "Couche 1", "Couche 2"),
        }
        /// The try box's label for the translator.
        fn train_try_sentence(&self) -> &'static str {
            en: "Try it: type an English sentence of the grammar (e.g. the dog saw the white cat)",
            fr: "Essayez\u{202F}: tapez une phrase anglaise de la grammaire (par exemple the dog saw the white cat)",
        }
        /// The try box's label for digits.
        fn train_try_digits(&self, len: usize, example: &str) -> String {
            en: format!("Try it: type {len} digits (e.g. {example})"),
            fr: format!("Essayez\u{202F}: tapez {len} chiffres (par exemple {example})"),
        }
        /// The try box's button.
        fn train_answer(&self) -> &'static str {
            en: "Answer",
            fr: "Répondre",
        }
        /// The saved map's rows and columns: "out 1", "in 1".
        fn train_figure_axes(&self) -> (&'static str, &'static str) {
            en: ("out", "in"),
            fr: ("sortie", "entrée"),
        }
        /// The saved map's heading.
        fn train_figure_map(&self) -> &'static str {
            en: "Cross-attention of the watched example, layer 1, head 1",
            fr: "Attention croisée de l'exemple suivi, couche 1, tête 1",
        }
        /// The settings' fold.
        fn train_settings(&self) -> &'static str {
            en: "Settings and ablations (each starts a new run)",
            fr: "Réglages et ablations (chacun lance un nouvel entraînement)",
        }
        /// The heads slider's reading.
        fn train_heads_of(&self, heads: usize, dk: usize) -> String {
            en: format!("{heads} heads of d_k = {dk}"),
            fr: format!("{heads} têtes de d_k = {dk}"),
        }
        /// The chart's axes: the top's left scale, the bottom's.
        fn train_chart_axes(&self) -> (&'static str, &'static str, &'static str) {
            en: ("loss (line); held-out % (triangles)", "training step", "rate"),
            fr: ("perte (ligne)\u{202F}; % tenu à l'écart (triangles)", "étape d'entraînement", "taux"),
        }
        /// The toy tasks' chart, as a screen reader hears it.
        fn train_chart(&self) -> &'static str {
            en: "Chart of training: the loss after each step, the share of held-out sequences solved at \
                 each check, and the learning rate under them. Arrow keys read it step by step.",
            fr: "Graphique de l'entraînement\u{202F}: la perte après chaque étape, la part des séquences tenues à l'écart \
                 résolues à chaque contrôle, et le taux d'apprentissage dessous. Les flèches le lisent étape par étape.",
        }
        /// The robot's chart, as a screen reader hears it.
        fn train_robot_chart(&self) -> &'static str {
            en: "Chart of training: the loss after each step, the share of held-out tables where the gripper goes to the named object at each check, and the learning rate under them. Arrow keys read it step by step.",
            fr: "Graphique de l'entraînement\u{202F}: la perte après chaque étape, la part des tables tenues à l'écart où la pince va vers l'objet nommé à chaque contrôle, et le taux d'apprentissage dessous. Les flèches le lisent étape par étape.",
        }
        /// The buttons: train, pause, step, reset, and the comparison's box.
        fn train_buttons(&self) -> [&'static str; 5] {
            en: ["Train", "Pause", "Step", "Reset", " Compare with the previous run (dashed grey)"],
            fr: ["Entraîner", "Pause", "Une étape", "Réinitialiser", " Comparer avec l'entraînement précédent (tirets gris)"],
        }
        /// The browser would not start the worker.
        fn worker_refused(&self) -> String {
            en: format!("This browser would not start the training worker, so the model cannot train here. {}", self.worker_after()),
            fr: format!("Ce navigateur n'a pas voulu lancer le worker d'entraînement, donc le modèle ne peut pas s'entraîner ici. {}", self.worker_after()),
        }
        /// The worker said it failed, and why.
        fn worker_failed(&self, why: &str) -> String {
            en: format!("The training worker could not start ({}), so the model cannot train here. {}", if why.is_empty() { "no reason given" } else { why }, self.worker_after()),
            fr: format!("Le worker d'entraînement n'a pas pu démarrer ({}), donc le modèle ne peut pas s'entraîner ici. {}", if why.is_empty() { "sans raison donnée" } else { why }, self.worker_after()),
        }
        /// The worker stopped.
        fn worker_stopped(&self, why: Option<&str>) -> String {
            en: format!("The training worker stopped ({}), so the model cannot train here. {}", why.unwrap_or("its script could not be loaded"), self.worker_after()),
            fr: format!("Le worker d'entraînement s'est arrêté ({}), donc le modèle ne peut pas s'entraîner ici. {}", why.unwrap_or("son script n'a pas pu être chargé"), self.worker_after()),
        }
        /// The worker took too long.
        fn worker_late(&self, seconds: i32) -> String {
            en: format!("The training worker did not start within {seconds} seconds, so the model cannot train here. {}", self.worker_after()),
            fr: format!("Le worker d'entraînement n'a pas démarré en {seconds} secondes, donc le modèle ne peut pas s'entraîner ici. {}", self.worker_after()),
        }
        /// What follows every failure: the page is not broken, and what to press.
        fn worker_after(&self) -> &'static str {
            en: "The rest of the page works as before; Reset tries again.",
            fr: "Le reste de la page fonctionne comme avant\u{202F}; Réinitialiser réessaie.",
        }
    }
}
