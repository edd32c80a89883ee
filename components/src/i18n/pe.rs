//! The `pe` widget's words.

use crate::format::group;

messages! {
    /// What the positional-encoding widget says.
    pub trait PeMessages {
        /// An odd `dmodel`, lowered.
        fn pe_odd(&self, given: usize, now: usize) -> String {
            en: format!("“dmodel” must be even (sines and cosines come in pairs), so {given} became {now}."),
            fr: format!("«\u{202F}dmodel\u{202F}» doit être pair (sinus et cosinus vont par paires), donc {given} est devenu {now}."),
        }
        /// "a sine", "a cosine".
        fn pe_wave(&self, sine: bool) -> &'static str {
            en: if sine { "a sine" } else { "a cosine" },
            fr: if sine { "un sinus" } else { "un cosinus" },
        }
        /// The summary: the cell under the cursor, then the map's size.
        fn pe_summary(&self, at: (usize, usize), value: &str, wave: &str, formula: &str, pair: usize, wavelength: &str, positions: &str, dims: &str) -> String {
            en: format!(
                "PE({}, {}) = {value}: {wave} ({formula}), pair i = {pair}, wavelength {wavelength} positions. \
                 Showing {positions} by {dims} dimensions.",
                at.0, at.1
            ),
            fr: format!(
                "PE({}, {}) = {value}\u{202F}: {wave} ({formula}), paire i = {pair}, longueur d'onde {wavelength} positions. \
                 Affichage de {positions} sur {dims} dimensions.",
                at.0, at.1
            ),
        }
        /// The legend.
        fn pe_legend(&self) -> [&'static str; 4] {
            en: [
                " −1 (purple)",
                " 0 (white)",
                " +1 (orange)",
                "Rows: positions, from 0 at the top. Columns: dimensions, in the order the note under the map gives.",
            ],
            fr: [
                " −1 (violet)",
                " 0 (blanc)",
                " +1 (orange)",
                "Lignes\u{202F}: les positions, 0 en haut. Colonnes\u{202F}: les dimensions, dans l'ordre que donne la note sous la carte.",
            ],
        }
        /// The heatmap's role.
        fn pe_heatmap(&self) -> &'static str {
            en: "heatmap",
            fr: "carte de chaleur",
        }
        /// The heatmap, as a screen reader hears it.
        fn pe_heatmap_label(&self) -> &'static str {
            en: "Positional encoding heatmap. Arrow keys move the cursor by one cell, with Shift by ten; the value is read out below.",
            fr: "Carte de chaleur de l'encodage de position. Les flèches déplacent le curseur d'une case, avec Maj de dix\u{202F}; la valeur est lue plus bas.",
        }
        /// The note under the heatmap.
        fn pe_axis_note(&self, positions: usize, dims: usize, split: bool, drawn: Option<(usize, usize)>) -> String {
            en: {
                let mut note = format!("{} positions × {} dimensions", group(positions), group(dims));
                if split {
                    note.push_str("; sines (even dimensions) on the left half, cosines (odd) on the right");
                }
                if let Some((w, h)) = drawn {
                    note.push_str(&format!("; drawn in {} × {} pixels, each the mean of the cells it covers", group(w), group(h)));
                }
                note + "."
            },
            fr: {
                let mut note = format!("{} positions × {} dimensions", group(positions), group(dims));
                if split {
                    note.push_str("\u{202F}; les sinus (dimensions paires) dans la moitié gauche, les cosinus (impaires) à droite");
                }
                if let Some((w, h)) = drawn {
                    note.push_str(&format!("\u{202F}; dessinée en {} × {} pixels, chacun la moyenne des cases qu'il couvre", group(w), group(h)));
                }
                note + "."
            },
        }
        /// The saved figure's heading.
        fn pe_figure(&self, positions: usize, dims: usize) -> String {
            en: format!("Sinusoidal positional encoding: {} positions × {} dimensions", group(positions), group(dims)),
            fr: format!("Encodage de position sinusoïdal\u{202F}: {} positions × {} dimensions", group(positions), group(dims)),
        }
        /// The saved figure's axes: rows, then the first column.
        fn pe_figure_axes(&self) -> (&'static str, &'static str) {
            en: ("position", "dimension 0"),
            fr: ("position", "dimension 0"),
        }
        /// The saved figure's key.
        fn pe_figure_key(&self) -> &'static str {
            en: "Purple −1, white 0, orange +1; the dimensions in order, sines at even ones, cosines at odd.",
            fr: "Violet −1, blanc 0, orange +1\u{202F}; les dimensions dans l'ordre, sinus aux paires, cosinus aux impaires.",
        }
    }
}
