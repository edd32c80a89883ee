//! The `beam` widget's words: the search, its ranking, sampling, and the held-out figures.

use crate::format::count;

messages! {
    /// What the beam-search widget says.
    pub trait BeamMessages {
        /// A partial sentence's ending: "(end)", or "…" while unfinished.
        fn partial(&self, text: &str, ended: bool) -> String {
            en: match (text.is_empty(), ended) {
                (true, _) => "(end)".into(),
                (false, true) => format!("{text} (end)"),
                (false, false) => format!("{text} …"),
            },
            fr: match (text.is_empty(), ended) {
                (true, _) => "(fin)".into(),
                (false, true) => format!("{text} (fin)"),
                (false, false) => format!("{text} …"),
            },
        }
        /// A ranked sentence that is empty.
        fn end_first(&self) -> &'static str {
            en: "(nothing: the end token first)",
            fr: "(rien\u{202F}: le token de fin d'abord)",
        }
        /// The weights' name.
        fn checkpoint(&self, early: bool, step: u32, of: u32) -> String {
            en: if early { format!("the early checkpoint (step {step} of {of})") } else { format!("the shipped weights (step {of})") },
            fr: if early { format!("le point de sauvegarde précoce (étape {step} sur {of})") } else { format!("les poids livrés (étape {of})") },
        }
        /// How greedy decoding compares with the beam's choice.
        fn beam_compared(&self, k: usize, same: bool, greedy: &str) -> String {
            en: if k == 1 {
                "A beam of 1 is greedy decoding.".to_string()
            } else if same {
                "Greedy decoding writes the same.".to_string()
            } else {
                format!("Greedy decoding writes “{greedy}” instead.")
            },
            fr: if k == 1 {
                "Un faisceau de 1, c'est le décodage glouton.".to_string()
            } else if same {
                "Le décodage glouton écrit la même chose.".to_string()
            } else {
                format!("Le décodage glouton écrit «\u{202F}{greedy}\u{202F}» à la place.")
            },
        }
        /// The search's summary.
        fn beam_summary(&self, k: usize, alpha: &str, weights: &str, french: &str, raw: &str, penalised: &str, compared: &str) -> String {
            en: format!("A beam of {k} with α = {alpha} on {weights} chooses “{french}”: log-probability {raw}, {penalised} after the length penalty. {compared}"),
            fr: format!("Un faisceau de {k} avec α = {alpha} sur {weights} choisit «\u{202F}{french}\u{202F}»\u{202F}: log-probabilité {raw}, {penalised} après la pénalité de longueur. {compared}"),
        }
        /// Sampling's summary.
        fn sample_summary(&self, t: &str, seed: u64, weights: &str, first: &str, score: &str, differ: usize, draws: usize, greedy: &str) -> String {
            en: format!("Sampling at temperature {t} (seed {seed}) on {weights}, the first draw is “{first}”, log-probability {score}. {differ} of {draws} draws differ from greedy decoding's “{greedy}”."),
            fr: format!("En tirant au hasard à la température {t} (graine {seed}) sur {weights}, le premier tirage est «\u{202F}{first}\u{202F}», log-probabilité {score}. {differ} tirages sur {draws} diffèrent de celui du décodage glouton, «\u{202F}{greedy}\u{202F}»."),
        }
        /// The held-out figures' first sentence.
        fn held_out_base(&self, weights: &str, greedy_exact: &str, sentences: &str, greedy_bleu: &str, beam_exact: &str, beam_bleu: &str) -> String {
            en: format!("With {weights}, greedy decoding gets {greedy_exact} of the {sentences} held-out sentences exactly right (BLEU {greedy_bleu}) and a beam of 4 gets {beam_exact} (BLEU {beam_bleu})."),
            fr: format!("Avec {weights}, le décodage glouton traduit exactement {greedy_exact} des {sentences} phrases tenues à l'écart (BLEU {greedy_bleu}) et un faisceau de 4 en traduit {beam_exact} (BLEU {beam_bleu})."),
        }
        /// When the beam never disagrees.
        fn held_out_same(&self, base: &str) -> String {
            en: format!("{base} Trained to the end, the model is sure of each word: the beam writes what greedy decoding writes on every one of them."),
            fr: format!("{base} Entraîné jusqu'au bout, le modèle est sûr de chaque mot\u{202F}: le faisceau écrit ce qu'écrit le décodage glouton pour chacune d'elles."),
        }
        /// When it does.
        fn held_out_differ(&self, base: &str, differ: u64, better: usize, worse: usize) -> String {
            en: format!(
                "{base} The beam writes something else on {}: right where greedy was wrong on {better}, wrong where greedy was right on {worse}. {}",
                count(differ, "sentence", "sentences"),
                if worse == 0 {
                    "Each time the beam disagrees, it is right."
                } else {
                    "A wider beam is not always better: it can find a sentence the model scores higher that is not the right one."
                }
            ),
            fr: format!(
                "{base} Le faisceau écrit autre chose pour {}\u{202F}: juste là où le glouton se trompait pour {better}, faux là où le glouton avait raison pour {worse}. {}",
                count(differ, "phrase", "phrases"),
                if worse == 0 {
                    "Chaque fois que le faisceau n'est pas d'accord, il a raison."
                } else {
                    "Un faisceau plus large n'est pas toujours meilleur\u{202F}: il peut trouver une phrase que le modèle note mieux et qui n'est pas la bonne."
                }
            ),
        }
        /// How the averaged checkpoints compare with the last one.
        fn averaging_verdict(&self, better: bool, same: bool) -> &'static str {
            en: if better {
                "The average does better."
            } else if same {
                "The average does as well, no better."
            } else {
                "Here the average does worse: the run stops at its first check that meets the bar, while it is still improving fast, so the older checkpoints pull the average back. Averaging pays off when the last checkpoints scatter around a settled model, as after the paper's 100,000 steps."
            },
            fr: if better {
                "La moyenne fait mieux."
            } else if same {
                "La moyenne fait aussi bien, pas mieux."
            } else {
                "Ici la moyenne fait moins bien\u{202F}: l'entraînement s'arrête au premier contrôle qui atteint le seuil, alors qu'il progresse encore vite, et les points plus anciens tirent la moyenne vers le bas. La moyenne paie quand les derniers points se dispersent autour d'un modèle stabilisé, comme après les 100\u{202F}000 étapes de l'article."
            },
        }
        /// The averaging note.
        fn averaging_note(&self, checks: usize, first: &str, last: &str, apart: usize, average: &str, sentences: &str, average_bleu: &str, alone: &str, alone_bleu: &str, verdict: &str) -> String {
            en: format!("Checkpoint averaging: the paper's base models average the last 5 checkpoints, written 10 minutes apart. Averaging this run's last {checks} checks (steps {first} to {last}, {apart} apart) gives {average} of {sentences} held-out sentences exactly right (BLEU {average_bleu}), against {alone} (BLEU {alone_bleu}) for the last one alone. {verdict}"),
            fr: format!("Moyenne de points de sauvegarde\u{202F}: les modèles base de l'article font la moyenne des 5 derniers, écrits à 10 minutes d'intervalle. La moyenne des {checks} derniers contrôles de cet entraînement (étapes {first} à {last}, espacées de {apart}) traduit exactement {average} des {sentences} phrases tenues à l'écart (BLEU {average_bleu}), contre {alone} (BLEU {alone_bleu}) pour le dernier seul. {verdict}"),
        }
        /// A pruned line, for screen readers.
        fn pruned(&self) -> &'static str {
            en: " (pruned)",
            fr: " (écartée)",
        }
        /// The example sentences' fold.
        fn beam_examples(&self) -> &'static str {
            en: "Sentences where the early beam of 4 beats greedy (measured)",
            fr: "Phrases où le faisceau de 4 précoce bat le glouton (mesuré)",
        }
        /// Before greedy decoding's French.
        fn greedy_label(&self) -> &'static str {
            en: "Greedy decoding: ",
            fr: "Décodage glouton\u{202F}: ",
        }
        /// The button that draws again.
        fn draw_again(&self) -> &'static str {
            en: "Draw again",
            fr: "Tirer à nouveau",
        }
        /// The step slider's reading.
        fn step_of(&self, step: usize, of: usize) -> String {
            en: format!("step {step} of {of}"),
            fr: format!("étape {step} sur {of}"),
        }
        /// The beam's caption.
        fn beam_caption(&self, step: usize, kept: usize) -> String {
            en: format!("After step {step}: the {kept} kept (log-probability, the sum over their words), then the best of those the beam had no room for, faded."),
            fr: format!("Après l'étape {step}\u{202F}: les {kept} gardées (log-probabilité, la somme sur leurs mots), puis, estompées, les meilleures de celles pour lesquelles le faisceau n'avait pas de place."),
        }
        /// The kept and pruned lists.
        fn beam_lists(&self, step: usize) -> (String, String) {
            en: (format!("Kept at step {step}"), format!("Pruned at step {step}")),
            fr: (format!("Gardées à l'étape {step}"), format!("Écartées à l'étape {step}")),
        }
        /// The sampled list's caption and name.
        fn sampled(&self, draws: usize) -> (String, &'static str) {
            en: (format!("{draws} sentences drawn word by word, each with the model's log-probability of it; a bar in the second colour marks a draw that is greedy decoding's sentence."), "Sampled sentences"),
            fr: (format!("{draws} phrases tirées mot par mot, chacune avec sa log-probabilité selon le modèle\u{202F}; une barre de la seconde couleur marque un tirage qui est la phrase du décodage glouton."), "Phrases tirées"),
        }
        /// The ranking table: name, caption, heads, and the cells' labels.
        fn ranking_table(&self) -> (&'static str, &'static str, &'static [&'static str; 5], [&'static str; 4]) {
            en: (
                "Finished sentences, ranked",
                "Finished sentences, best first: the raw score is divided by the length penalty lp(Y) = ((5 + |Y|) / 6)^α",
                &["French", "|Y|", "raw", "lp(Y)", "penalised"],
                ["|Y| (words, end counted)", "raw log-probability", "lp(Y)", "penalised"],
            ),
            fr: (
                "Phrases finies, classées",
                "Phrases finies, la meilleure d'abord\u{202F}: le score brut est divisé par la pénalité de longueur lp(Y) = ((5 + |Y|) / 6)^α",
                &["Français", "|Y|", "brut", "lp(Y)", "pénalisé"],
                ["|Y| (mots, fin comprise)", "log-probabilité brute", "lp(Y)", "pénalisé"],
            ),
        }
        /// The held-out table: name, caption, heads.
        fn held_out_table(&self) -> (&'static str, &'static str, &'static [&'static str; 5]) {
            en: (
                "Beam against greedy on the held-out set",
                "Each beam width on the held-out set (α = 0.6), measured when the translator was trained",
                &["beam k", "exactly right", "BLEU", "right, greedy wrong", "wrong, greedy right"],
            ),
            fr: (
                "Faisceau contre glouton sur les phrases tenues à l'écart",
                "Chaque largeur de faisceau sur les phrases tenues à l'écart (α = 0,6), mesurée à l'entraînement du traducteur",
                &["faisceau k", "exactement justes", "BLEU", "juste, glouton faux", "faux, glouton juste"],
            ),
        }
        /// A width's row head: "1 (greedy)".
        fn width(&self, k: usize) -> String {
            en: if k == 1 { "1 (greedy)".to_string() } else { k.to_string() },
            fr: if k == 1 { "1 (glouton)".to_string() } else { k.to_string() },
        }
        /// "539 of 674".
        fn of(&self, part: &str, whole: &str) -> String {
            en: format!("{part} of {whole}"),
            fr: format!("{part} sur {whole}"),
        }
    }
}
