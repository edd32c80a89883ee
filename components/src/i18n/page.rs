//! What every widget's frame, the share panel, the lesson builder, the Save buttons and the
//! loading notes say, whichever widget they belong to.

use super::languages::{En, Fr};

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

/// The messages of every widget's frame and of the page around the widgets.
pub trait PageMessages {
    /// A deferred widget's slot while its bundle is on the way.
    fn loading_widget(&self) -> &'static str;
    /// A deferred widget's slot when its bundle could not be fetched or started.
    fn widget_failed(&self) -> &'static str;
    /// An embedded widget's iframe title and hidden heading, from its own title.
    fn embed_title(&self, widget_title: &str) -> String;
    /// The button that puts a lesson's widget back as the link had it.
    fn back_to_start(&self) -> &'static str;
    /// On paper: the values the controls were left at.
    fn settings_printed(&self, settings: &str) -> String;
    /// An embedded widget's link back to its section of the page.
    fn explained_in_page(&self) -> &'static str;
    /// The heading of a link's notices.
    fn notices_title(&self) -> &'static str;
    /// A locked control's mark.
    fn locked_by_lesson(&self, control: &str) -> String;
    /// The share panel's summary.
    fn share_or_embed(&self) -> &'static str;
    /// The share panel's link field.
    fn link_to_this_view(&self) -> &'static str;
    /// The share panel's iframe code field.
    fn code_for_course_page(&self) -> &'static str;
    /// The button that copies the link.
    fn copy_link(&self) -> &'static str;
    /// The button that copies the iframe code.
    fn copy_code(&self) -> &'static str;
    /// After a copy.
    fn copied(&self) -> &'static str;
    /// When the browser would not copy: the text is selected instead.
    fn selected_to_copy(&self) -> &'static str;
    /// The lesson builder's summary.
    fn make_it_a_lesson(&self) -> &'static str;
    /// The lesson builder's instruction field.
    fn instruction_field(&self, chars: usize) -> String;
    /// What a lesson does with one control: used freely, shown locked, not shown.
    fn holds(&self) -> [&'static str; 3];
    /// The preview's button, open or closed.
    fn preview_button(&self, open: bool) -> &'static str;
    /// The preview frame's title.
    fn preview_title(&self) -> &'static str;
    /// The Save buttons' group.
    fn save_this_figure(&self) -> &'static str;
    /// The Save buttons.
    fn save_png(&self) -> &'static str;
    /// The Save buttons.
    fn save_svg(&self) -> &'static str;
    /// While a figure is drawn for saving.
    fn preparing_figure(&self) -> &'static str;
    /// After a figure is saved, as `file`.
    fn saved(&self, file: &str) -> String;
    /// A figure that could not be saved, and why.
    fn not_saved(&self, why: &str) -> String;
    /// Why a figure could not be saved: the figures bundle did not come.
    fn figure_saver_failed(&self) -> &'static str;
    /// Why a figure could not be saved: the drawing failed.
    fn figure_failed(&self) -> &'static str;
    /// A widget's files on the way.
    fn loading_files(&self, files: Files) -> &'static str;
    /// A widget's files that did not come, and why.
    fn files_failed(&self, files: Files, why: &str) -> String;
    /// Why a file did not come.
    fn no_answer(&self) -> &'static str;
    /// Why a file did not come: the server answered this status.
    fn server_answered(&self, status: u16) -> String;
    /// Why a file could not be used.
    fn not_this_pages_file(&self) -> &'static str;
    /// Under the lesson builder: what the lesson does to the link.
    fn lesson_hint(&self) -> &'static str;
    /// The widget names a link may use, when it names none of them.
    fn unknown_widget(&self, name: &str, names: &str) -> String;
}

impl PageMessages for En {
    fn loading_widget(&self) -> &'static str {
        "Loading this widget…"
    }
    fn widget_failed(&self) -> &'static str {
        "This widget could not be loaded. Check the connection and reload the page."
    }
    fn embed_title(&self, widget_title: &str) -> String {
        format!("{widget_title} — Attention Is All You Need, explorable")
    }
    fn back_to_start(&self) -> &'static str {
        "Back to the start"
    }
    fn settings_printed(&self, settings: &str) -> String {
        format!("Settings: {settings}.")
    }
    fn explained_in_page(&self) -> &'static str {
        "Explained in “Attention Is All You Need”, explorable ↗"
    }
    fn notices_title(&self) -> &'static str {
        "Some settings in this link could not be used as given:"
    }
    fn locked_by_lesson(&self, control: &str) -> String {
        format!("{control} is locked by this lesson")
    }
    fn share_or_embed(&self) -> &'static str {
        "Share or embed"
    }
    fn link_to_this_view(&self) -> &'static str {
        "Link to exactly this view"
    }
    fn code_for_course_page(&self) -> &'static str {
        "Code for a course page (an iframe)"
    }
    fn copy_link(&self) -> &'static str {
        "Copy link"
    }
    fn copy_code(&self) -> &'static str {
        "Copy code"
    }
    fn copied(&self) -> &'static str {
        "Copied."
    }
    fn selected_to_copy(&self) -> &'static str {
        "Selected: press Ctrl+C (or ⌘C) to copy."
    }
    fn make_it_a_lesson(&self) -> &'static str {
        "Make it a lesson: an instruction, locked and hidden controls"
    }
    fn instruction_field(&self, chars: usize) -> String {
        format!("Instruction shown above the widget (plain text, up to {chars} characters)")
    }
    fn holds(&self) -> [&'static str; 3] {
        ["the student can use it", "shown, locked", "not shown"]
    }
    fn preview_button(&self, open: bool) -> &'static str {
        if open {
            "Hide the preview"
        } else {
            "Show the preview"
        }
    }
    fn preview_title(&self) -> &'static str {
        "Preview of the lesson, as a student sees it"
    }
    fn save_this_figure(&self) -> &'static str {
        "Save this figure"
    }
    fn save_png(&self) -> &'static str {
        "Save PNG"
    }
    fn save_svg(&self) -> &'static str {
        "Save SVG"
    }
    fn preparing_figure(&self) -> &'static str {
        "Preparing the figure…"
    }
    fn saved(&self, file: &str) -> String {
        format!("Saved {file}.")
    }
    fn not_saved(&self, why: &str) -> String {
        format!("Not saved: {why}.")
    }
    fn figure_saver_failed(&self) -> &'static str {
        "the figure saver could not be loaded"
    }
    fn figure_failed(&self) -> &'static str {
        "the figure could not be saved"
    }
    fn loading_files(&self, files: Files) -> &'static str {
        match files {
            Files::Translator => "Loading the translator's weights…",
            Files::Everyday => "Loading the everyday translator…",
            Files::Subwords => "Loading the translator's subwords…",
        }
    }
    fn files_failed(&self, files: Files, why: &str) -> String {
        let what = match files {
            Files::Translator => "The translator",
            Files::Everyday => "The everyday translator",
            Files::Subwords => "The translator's subwords",
        };
        format!("{what} could not be loaded ({why}). The rest of the page works as before.")
    }
    fn no_answer(&self) -> &'static str {
        "the network did not answer"
    }
    fn server_answered(&self, status: u16) -> String {
        format!("the server answered {status}")
    }
    fn not_this_pages_file(&self) -> &'static str {
        "the file is not this page's"
    }
    fn lesson_hint(&self) -> &'static str {
        "The link and the code above now carry the lesson. A student who moves things can always press “Back to the start”."
    }
    fn unknown_widget(&self, name: &str, names: &str) -> String {
        format!("There is no widget called “{name}”. The widgets are: {names}.")
    }
}

impl PageMessages for Fr {
    fn loading_widget(&self) -> &'static str {
        "Chargement de ce widget…"
    }
    fn widget_failed(&self) -> &'static str {
        "Ce widget n'a pas pu être chargé. Vérifiez la connexion et rechargez la page."
    }
    fn embed_title(&self, widget_title: &str) -> String {
        format!("{widget_title} — Attention Is All You Need, à explorer")
    }
    fn back_to_start(&self) -> &'static str {
        "Revenir au départ"
    }
    fn settings_printed(&self, settings: &str) -> String {
        format!("Réglages\u{202F}: {settings}.")
    }
    fn explained_in_page(&self) -> &'static str {
        "Expliqué dans «\u{202F}Attention Is All You Need\u{202F}», à explorer ↗"
    }
    fn notices_title(&self) -> &'static str {
        "Certains réglages de ce lien n'ont pas pu être utilisés tels quels\u{202F}:"
    }
    fn locked_by_lesson(&self, control: &str) -> String {
        format!("{control}\u{202F}: verrouillé par cette leçon")
    }
    fn share_or_embed(&self) -> &'static str {
        "Partager ou intégrer"
    }
    fn link_to_this_view(&self) -> &'static str {
        "Lien vers exactement cette vue"
    }
    fn code_for_course_page(&self) -> &'static str {
        "Code pour une page de cours (une iframe)"
    }
    fn copy_link(&self) -> &'static str {
        "Copier le lien"
    }
    fn copy_code(&self) -> &'static str {
        "Copier le code"
    }
    fn copied(&self) -> &'static str {
        "Copié."
    }
    fn selected_to_copy(&self) -> &'static str {
        "Sélectionné\u{202F}: appuyez sur Ctrl+C (ou ⌘C) pour copier."
    }
    fn make_it_a_lesson(&self) -> &'static str {
        "En faire une leçon\u{202F}: une consigne, des commandes verrouillées ou cachées"
    }
    fn instruction_field(&self, chars: usize) -> String {
        format!(
            "Consigne affichée au-dessus du widget (texte simple, {} caractères au plus)",
            crate::format::group(chars)
        )
    }
    fn holds(&self) -> [&'static str; 3] {
        [
            "l'élève peut s'en servir",
            "affichée, verrouillée",
            "cachée",
        ]
    }
    fn preview_button(&self, open: bool) -> &'static str {
        if open {
            "Masquer l'aperçu"
        } else {
            "Afficher l'aperçu"
        }
    }
    fn preview_title(&self) -> &'static str {
        "Aperçu de la leçon, telle que la voit un élève"
    }
    fn save_this_figure(&self) -> &'static str {
        "Enregistrer cette figure"
    }
    fn save_png(&self) -> &'static str {
        "Enregistrer en PNG"
    }
    fn save_svg(&self) -> &'static str {
        "Enregistrer en SVG"
    }
    fn preparing_figure(&self) -> &'static str {
        "Préparation de la figure…"
    }
    fn saved(&self, file: &str) -> String {
        format!("Enregistré sous {file}.")
    }
    fn not_saved(&self, why: &str) -> String {
        format!("Non enregistré\u{202F}: {why}.")
    }
    fn figure_saver_failed(&self) -> &'static str {
        "l'outil d'enregistrement des figures n'a pas pu être chargé"
    }
    fn figure_failed(&self) -> &'static str {
        "la figure n'a pas pu être enregistrée"
    }
    fn loading_files(&self, files: Files) -> &'static str {
        match files {
            Files::Translator => "Chargement des poids du traducteur…",
            Files::Everyday => "Chargement du traducteur du quotidien…",
            Files::Subwords => "Chargement des sous-mots du traducteur…",
        }
    }
    fn files_failed(&self, files: Files, why: &str) -> String {
        let what = match files {
            Files::Translator => "Le traducteur n'a pas pu être chargé",
            Files::Everyday => "Le traducteur du quotidien n'a pas pu être chargé",
            Files::Subwords => "Les sous-mots du traducteur n'ont pas pu être chargés",
        };
        format!("{what} ({why}). Le reste de la page fonctionne comme avant.")
    }
    fn no_answer(&self) -> &'static str {
        "le réseau n'a pas répondu"
    }
    fn server_answered(&self, status: u16) -> String {
        format!("le serveur a répondu {status}")
    }
    fn not_this_pages_file(&self) -> &'static str {
        "le fichier n'est pas celui de cette page"
    }
    fn lesson_hint(&self) -> &'static str {
        "Le lien et le code ci-dessus portent maintenant la leçon. Un élève qui déplace quelque chose peut toujours appuyer sur «\u{202F}Revenir au départ\u{202F}»."
    }
    fn unknown_widget(&self, name: &str, names: &str) -> String {
        format!(
            "Aucun widget ne s'appelle «\u{202F}{name}\u{202F}». Les widgets sont\u{202F}: {names}."
        )
    }
}
