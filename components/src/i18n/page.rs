//! What every widget's frame, the share panel, the lesson builder, the Save buttons and the
//! loading notes say, whichever widget they belong to.

/// Files a widget reads besides its link, as its status line names them while they come.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Files {
    /// The toy translator's weights.
    Translator,
    /// The everyday translator's weights, subwords and test sentences.
    Everyday,
    /// The everyday translator's subwords.
    Subwords,
}

messages! {
    /// The messages of every widget's frame and of the page around the widgets.
    pub trait PageMessages {
        /// A deferred widget's slot while its bundle is on the way.
        fn loading_widget(&self) -> &'static str {
            en: "Loading this widget…",
            fr: "Chargement de ce widget…",
        }
        /// A deferred widget's slot when its bundle could not be fetched or started.
        fn widget_failed(&self) -> &'static str {
            en: "This widget could not be loaded. Check the connection and reload the page.",
            fr: "Ce widget n'a pas pu être chargé. Vérifiez la connexion et rechargez la page.",
        }
        /// An embedded widget's iframe title and hidden heading, from its own title.
        fn embed_title(&self, widget_title: &str) -> String {
            en: format!("{widget_title} — Attention Is All You Need, explorable"),
            fr: format!("{widget_title} — Attention Is All You Need, à explorer"),
        }
        /// The button that puts a lesson's widget back as the link had it.
        fn back_to_start(&self) -> &'static str {
            en: "Back to the start",
            fr: "Revenir au départ",
        }
        /// On paper: the values the controls were left at.
        fn settings_printed(&self, settings: &str) -> String {
            en: format!("Settings: {settings}."),
            fr: format!("Réglages\u{202F}: {settings}."),
        }
        /// An embedded widget's link back to its section of the page.
        fn explained_in_page(&self) -> &'static str {
            en: "Explained in “Attention Is All You Need”, explorable ↗",
            fr: "Expliqué dans «\u{202F}Attention Is All You Need\u{202F}», à explorer ↗",
        }
        /// The heading of a link's notices.
        fn notices_title(&self) -> &'static str {
            en: "Some settings in this link could not be used as given:",
            fr: "Certains réglages de ce lien n'ont pas pu être utilisés tels quels\u{202F}:",
        }
        /// A locked control's mark.
        fn locked_by_lesson(&self, control: &str) -> String {
            en: format!("{control} is locked by this lesson"),
            fr: format!("{control}\u{202F}: verrouillé par cette leçon"),
        }
        /// The share panel's summary.
        fn share_or_embed(&self) -> &'static str {
            en: "Share or embed",
            fr: "Partager ou intégrer",
        }
        /// The share panel's link field.
        fn link_to_this_view(&self) -> &'static str {
            en: "Link to exactly this view",
            fr: "Lien vers exactement cette vue",
        }
        /// The share panel's iframe code field.
        fn code_for_course_page(&self) -> &'static str {
            en: "Code for a course page (an iframe)",
            fr: "Code pour une page de cours (une iframe)",
        }
        /// The button that copies the link.
        fn copy_link(&self) -> &'static str {
            en: "Copy link",
            fr: "Copier le lien",
        }
        /// The button that copies the iframe code.
        fn copy_code(&self) -> &'static str {
            en: "Copy code",
            fr: "Copier le code",
        }
        /// After a copy.
        fn copied(&self) -> &'static str {
            en: "Copied.",
            fr: "Copié.",
        }
        /// When the browser would not copy: the text is selected instead.
        fn selected_to_copy(&self) -> &'static str {
            en: "Selected: press Ctrl+C (or ⌘C) to copy.",
            fr: "Sélectionné\u{202F}: appuyez sur Ctrl+C (ou ⌘C) pour copier.",
        }
        /// The lesson builder's summary.
        fn make_it_a_lesson(&self) -> &'static str {
            en: "Make it a lesson: an instruction, locked and hidden controls",
            fr: "En faire une leçon\u{202F}: une consigne, des commandes verrouillées ou cachées",
        }
        /// The lesson builder's instruction field.
        fn instruction_field(&self, chars: usize) -> String {
            en: format!("Instruction shown above the widget (plain text, up to {chars} characters)"),
            fr: format!(
            "Consigne affichée au-dessus du widget (texte simple, {} caractères au plus)",
            crate::format::group(chars)
        ),
        }
        /// What a lesson does with one control: used freely, shown locked, not shown.
        fn holds(&self) -> [&'static str; 3] {
            en: ["the student can use it", "shown, locked", "not shown"],
            fr: [
            "l'élève peut s'en servir",
            "affichée, verrouillée",
            "cachée",
        ],
        }
        /// The preview's button, open or closed.
        fn preview_button(&self, open: bool) -> &'static str {
            en: if open {
            "Hide the preview"
        } else {
            "Show the preview"
        },
            fr: if open {
            "Masquer l'aperçu"
        } else {
            "Afficher l'aperçu"
        },
        }
        /// The preview frame's title.
        fn preview_title(&self) -> &'static str {
            en: "Preview of the lesson, as a student sees it",
            fr: "Aperçu de la leçon, telle que la voit un élève",
        }
        /// The Save buttons' group.
        fn save_this_figure(&self) -> &'static str {
            en: "Save this figure",
            fr: "Enregistrer cette figure",
        }
        /// The Save buttons.
        fn save_png(&self) -> &'static str {
            en: "Save PNG",
            fr: "Enregistrer en PNG",
        }
        /// The Save buttons.
        fn save_svg(&self) -> &'static str {
            en: "Save SVG",
            fr: "Enregistrer en SVG",
        }
        /// While a figure is drawn for saving.
        fn preparing_figure(&self) -> &'static str {
            en: "Preparing the figure…",
            fr: "Préparation de la figure…",
        }
        /// After a figure is saved, as `file`.
        fn saved(&self, file: &str) -> String {
            en: format!("Saved {file}."),
            fr: format!("Enregistré sous {file}."),
        }
        /// A figure that could not be saved, and why.
        fn not_saved(&self, why: &str) -> String {
            en: format!("Not saved: {why}."),
            fr: format!("Non enregistré\u{202F}: {why}."),
        }
        /// Why a figure could not be saved: the figures bundle did not come.
        fn figure_saver_failed(&self) -> &'static str {
            en: "the figure saver could not be loaded",
            fr: "l'outil d'enregistrement des figures n'a pas pu être chargé",
        }
        /// Why a figure could not be saved: the drawing failed.
        fn figure_failed(&self) -> &'static str {
            en: "the figure could not be saved",
            fr: "la figure n'a pas pu être enregistrée",
        }
        /// A widget's files on the way.
        fn loading_files(&self, files: Files) -> &'static str {
            en: match files {
            Files::Translator => "Loading the translator's weights…",
            Files::Everyday => "Loading the everyday translator…",
            Files::Subwords => "Loading the translator's subwords…",
        },
            fr: match files {
            Files::Translator => "Chargement des poids du traducteur…",
            Files::Everyday => "Chargement du traducteur du quotidien…",
            Files::Subwords => "Chargement des sous-mots du traducteur…",
        },
        }
        /// A widget's files that did not come, and why.
        fn files_failed(&self, files: Files, why: &str) -> String {
            en: {
let what = match files {
            Files::Translator => "The translator",
            Files::Everyday => "The everyday translator",
            Files::Subwords => "The translator's subwords",
        };
        format!("{what} could not be loaded ({why}). The rest of the page works as before.")
},
            fr: {
let what = match files {
            Files::Translator => "Le traducteur n'a pas pu être chargé",
            Files::Everyday => "Le traducteur du quotidien n'a pas pu être chargé",
            Files::Subwords => "Les sous-mots du traducteur n'ont pas pu être chargés",
        };
        format!("{what} ({why}). Le reste de la page fonctionne comme avant.")
},
        }
        /// Why a file did not come.
        fn no_answer(&self) -> &'static str {
            en: "the network did not answer",
            fr: "le réseau n'a pas répondu",
        }
        /// Why a file did not come: the server answered this status.
        fn server_answered(&self, status: u16) -> String {
            en: format!("the server answered {status}"),
            fr: format!("le serveur a répondu {status}"),
        }
        /// Why a file could not be used.
        fn not_this_pages_file(&self) -> &'static str {
            en: "the file is not this page's",
            fr: "le fichier n'est pas celui de cette page",
        }
        /// Under the lesson builder: what the lesson does to the link.
        fn lesson_hint(&self) -> &'static str {
            en: "The link and the code above now carry the lesson. A student who moves things can always press “Back to the start”.",
            fr: "Le lien et le code ci-dessus portent maintenant la leçon. Un élève qui déplace quelque chose peut toujours appuyer sur «\u{202F}Revenir au départ\u{202F}».",
        }
        /// The widget names a link may use, when it names none of them.
        fn unknown_widget(&self, name: &str, names: &str) -> String {
            en: format!("There is no widget called “{name}”. The widgets are: {names}."),
            fr: format!(
            "Aucun widget ne s'appelle «\u{202F}{name}\u{202F}». Les widgets sont\u{202F}: {names}."
        ),
        }
    }
}
