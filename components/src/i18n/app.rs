//! What the page around the widgets says: the teachers' gallery, an embed that names no widget,
//! the handout, the glossary's tips.

messages! {
    /// What the page's own code says, outside the widgets.
    pub trait AppMessages {
        /// The gallery's head: kicker, title, the line under it, the link back.
        fn gallery_head(&self) -> [&'static str; 4] {
            en: [
                "For teachers",
                "Embed a widget",
                "Every widget of the explainer works on its own inside an iframe, with its settings in the link. ",
                "Back to the explainer",
            ],
            fr: [
                "Pour les enseignants",
                "Intégrer un widget",
                "Chaque widget de l'explication fonctionne seul dans une iframe, avec ses réglages dans le lien. ",
                "Retour à l'explication",
            ],
        }
        /// The gallery's "how it works": its heading and three steps.
        fn gallery_how(&self) -> [&'static str; 4] {
            en: [
                "How it works",
                "Set a widget up the way you want it, below or anywhere in the explainer.",
                "Open its “Share or embed” panel and copy the iframe code.",
                "Paste the code into your course page's HTML editor (Canvas, Moodle, WordPress and plain HTML all accept iframes).",
            ],
            fr: [
                "Comment faire",
                "Réglez un widget comme vous le voulez, ci-dessous ou n'importe où dans l'explication.",
                "Ouvrez son panneau «\u{202F}Partager ou intégrer\u{202F}» et copiez le code de l'iframe.",
                "Collez le code dans l'éditeur HTML de votre page de cours (Canvas, Moodle, WordPress et le HTML simple acceptent tous les iframes).",
            ],
        }
        /// The gallery's note on resizing, around the script tag.
        fn gallery_resize(&self) -> (&'static str, &'static str) {
            en: (
                "Students see exactly that widget in that state. Embedded widgets report their height to the page: Canvas and H5P hosts resize the frame by themselves; on any other page, add ",
                " (from this site) once and every widget iframe will size itself.",
            ),
            fr: (
                "Les élèves voient exactement ce widget dans cet état. Les widgets intégrés indiquent leur hauteur à la page\u{202F}: Canvas et H5P redimensionnent le cadre d'eux-mêmes\u{202F}; sur toute autre page, ajoutez ",
                " (de ce site) une fois et chaque iframe de widget prendra sa taille toute seule.",
            ),
        }
        /// A widget's parameter table: its name, caption and heads.
        fn gallery_params(&self, widget: &str) -> (String, &'static str, &'static [&'static str; 4]) {
            en: (format!("Parameters of {widget}"), "URL parameters", &["Name", "What it sets", "Allowed values", "Default"]),
            fr: (format!("Paramètres de {widget}"), "Paramètres d'URL", &["Nom", "Ce qu'il règle", "Valeurs permises", "Par défaut"]),
        }
        /// Above a widget's iframe code.
        fn gallery_paste(&self) -> &'static str {
            en: "Paste this into your course page (default settings; use the widget's own “Share or embed” for its current state):",
            fr: "Collez ceci dans votre page de cours (réglages par défaut\u{202F}; utilisez le «\u{202F}Partager ou intégrer\u{202F}» du widget pour son état du moment)\u{202F}:",
        }
        /// An embed link that names no widget: the page's heading and the note.
        fn embed_unknown(&self, name: &str) -> (&'static str, String) {
            en: (
                "Attention Is All You Need, explorable: widget not found",
                format!("There is no widget called “{name}”. These are the ones you can embed:"),
            ),
            fr: (
                "Attention Is All You Need, explorable\u{202F}: widget introuvable",
                format!("Aucun widget ne s'appelle «\u{202F}{name}\u{202F}». Voici ceux que vous pouvez intégrer\u{202F}:"),
            ),
        }
        /// While the handout is prepared.
        fn handout_preparing(&self) -> &'static str {
            en: "Preparing the handout: putting every widget in…",
            fr: "Préparation du polycopié\u{202F}: mise en place de chaque widget…",
        }
        /// How every loading note of a widget begins (the handout waits while one shows).
        fn loading_prefix(&self) -> &'static str {
            en: "Loading",
            fr: "Chargement",
        }
        /// The printed answers' heading.
        fn handout_answers(&self) -> &'static str {
            en: "Answers to the self-check",
            fr: "Réponses à l'autoévaluation",
        }
        /// A term's tip's link to the glossary.
        fn glossary_link(&self) -> &'static str {
            en: "Glossary",
            fr: "Glossaire",
        }
    }
}
