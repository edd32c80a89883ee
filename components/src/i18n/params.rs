//! What a widget says about a link it could not read as given: each value that fell back to its
//! default or was moved into its range, each setting it does not have, a lesson's instruction cut
//! short. `name` is the link's name for the setting (always as the link writes it); values quoted
//! from a link are quoted as typed.

use crate::format::group;

messages! {
    /// The notices of reading a link.
    pub trait ParamMessages {
        /// A list of choices: "a, b or c".
        fn or_list(&self, options: &[&str]) -> String {
            en: match options {
            [] => String::new(),
            [one] => one.to_string(),
            [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
        },
            fr: match options {
            [] => String::new(),
            [one] => one.to_string(),
            [rest @ .., last] => format!("{} ou {last}", rest.join(", ")),
        },
        }
        /// A range: "1 to 1,024".
        fn range_to(&self, min: &str, max: &str) -> String {
            en: format!("{min} to {max}"),
            fr: format!("de {min} à {max}"),
        }
        /// A list's range: "2 to 8 numbers from -10 to 10".
        fn numbers_from(&self, fewest: usize, most: usize, min: &str, max: &str) -> String {
            en: if fewest == most {
            format!("{fewest} numbers from {min} to {max}")
        } else {
            format!("{fewest} to {most} numbers from {min} to {max}")
        },
            fr: if fewest == most {
            format!("{fewest} nombres de {min} à {max}")
        } else {
            format!("{fewest} à {most} nombres de {min} à {max}")
        },
        }
        /// A list of words' range.
        fn words_up_to(&self, words: usize, chars: usize) -> String {
            en: format!("up to {words} words of up to {chars} characters"),
            fr: format!("jusqu'à {words} mots de {chars} caractères au plus"),
        }
        /// Free text's range.
        fn text_up_to(&self, chars: usize) -> String {
            en: format!("text of up to {chars} characters"),
            fr: format!("un texte de {chars} caractères au plus"),
        }
        /// A logarithmic slider's label with its range.
        fn logarithmic(&self, label: &str, range: &str) -> String {
            en: format!("{label} (logarithmic: {range})"),
            fr: format!("{label} (logarithmique\u{202F}: {range})"),
        }
        /// One control's value on paper: "Temperature: 0.50".
        fn setting(&self, label: &str, value: &str) -> String {
            en: format!("{label}: {value}"),
            fr: format!("{label}\u{202F}: {value}"),
        }
        /// What separates the items of a list that has commas inside them: "; ".
        fn semicolon(&self) -> &'static str {
            en: "; ",
            fr: "\u{202F}; ",
        }
        /// A head count that had to divide the width.
        fn heads_divide(&self, name: &str, width: u64, given: u64, nearest: u64) -> String {
            en: format!("“{name}” must divide d_model = {width} evenly, so {given} became {nearest}."),
            fr: format!(
            "«\u{202F}{name}\u{202F}» doit diviser d_model = {} exactement\u{202F}: {given} est donc devenu {nearest}.",
            group(width)
        ),
        }
        /// An empty value.
        fn empty_default(&self, name: &str, default: &str) -> String {
            en: format!("“{name}” was empty, so the default, {default}, is used."),
            fr: format!(
            "«\u{202F}{name}\u{202F}» était vide\u{202F}: la valeur par défaut, {default}, est utilisée."
        ),
        }
        /// A sentence cut to its length.
        fn cut_to_chars(&self, name: &str, chars: usize) -> String {
            en: format!("“{name}” is cut to {chars} characters."),
            fr: format!("«\u{202F}{name}\u{202F}» est coupé à {chars} caractères."),
        }
        /// A setting given more than once.
        fn given_times(&self, name: &str, times: usize) -> String {
            en: format!("“{name}” was given {times} times; the first one is used."),
            fr: format!(
            "«\u{202F}{name}\u{202F}» a été donné {times} fois\u{202F}; le premier est utilisé."
        ),
        }
        /// A value too long to read.
        fn too_long_default(&self, name: &str, chars: usize, default: &str) -> String {
            en: format!(
            "“{name}” was too long to read ({} characters), so the default, {default}, is used.",
            group(chars)
        ),
            fr: format!(
            "«\u{202F}{name}\u{202F}» était trop long pour être lu ({} caractères)\u{202F}: la valeur par défaut, {default}, est utilisée.",
            group(chars)
        ),
        }
        /// Not a whole number.
        fn not_whole_default(&self, name: &str, raw: &str, default: &str) -> String {
            en: format!("“{name}” should be a whole number, not {raw}, so the default, {default}, is used."),
            fr: format!(
            "«\u{202F}{name}\u{202F}» doit être un nombre entier, pas {raw}\u{202F}: la valeur par défaut, {default}, est utilisée."
        ),
        }
        /// Below the range.
        fn raised(&self, name: &str, min: &str) -> String {
            en: format!("“{name}” can be no less than {min}, so it was raised to that."),
            fr: format!(
            "«\u{202F}{name}\u{202F}» ne peut pas être inférieur à {min}\u{202F}: il a été relevé à cette valeur."
        ),
        }
        /// Above the range.
        fn lowered(&self, name: &str, max: &str) -> String {
            en: format!("“{name}” can be at most {max}, so it was lowered to that."),
            fr: format!(
            "«\u{202F}{name}\u{202F}» vaut au plus {max}\u{202F}: il a été ramené à cette valeur."
        ),
        }
        /// Not a number.
        fn not_number_default(&self, name: &str, raw: &str, default: &str) -> String {
            en: format!("“{name}” should be a number, not {raw}, so the default, {default}, is used."),
            fr: format!(
            "«\u{202F}{name}\u{202F}» doit être un nombre, pas {raw}\u{202F}: la valeur par défaut, {default}, est utilisée."
        ),
        }
        /// Not one of the choices.
        fn not_choice_default(&self, name: &str, options: &str, raw: &str, default: &str) -> String {
            en: format!("“{name}” can be {options}, not {raw}, so the default, {default}, is used."),
            fr: format!(
            "«\u{202F}{name}\u{202F}» peut valoir {options}, pas {raw}\u{202F}: la valeur par défaut, {default}, est utilisée."
        ),
        }
        /// Not a list of numbers.
        fn not_numbers_default(&self, name: &str, raw: &str, default: &str) -> String {
            en: format!(
            "“{name}” should be numbers separated by commas, not {raw}, so the default, {default}, is used."
        ),
            fr: format!(
            "«\u{202F}{name}\u{202F}» doit être une liste de nombres séparés par des virgules, pas {raw}\u{202F}: la valeur par défaut, {default}, est utilisée."
        ),
        }
        /// Too few numbers.
        fn too_few_numbers(&self, name: &str, min: usize, default: &str) -> String {
            en: format!("“{name}” needs at least {min} numbers, so the default, {default}, is used."),
            fr: format!(
            "«\u{202F}{name}\u{202F}» demande au moins {min} nombres\u{202F}: la valeur par défaut, {default}, est utilisée."
        ),
        }
        /// Too many numbers.
        fn too_many_numbers(&self, name: &str, max: usize) -> String {
            en: format!("“{name}” takes at most {max} numbers; the first {max} are used."),
            fr: format!(
            "«\u{202F}{name}\u{202F}» prend au plus {max} nombres\u{202F}; les {max} premiers sont utilisés."
        ),
        }
        /// Numbers outside the range.
        fn numbers_moved(&self, name: &str, min: &str, max: &str) -> String {
            en: format!(
            "“{name}” values must lie from {min} to {max}; those outside were moved to the nearest end."
        ),
            fr: format!(
            "Les valeurs de «\u{202F}{name}\u{202F}» doivent être comprises entre {min} et {max}\u{202F}; celles qui en sortaient ont été ramenées à la borne la plus proche."
        ),
        }
        /// A list with an empty entry.
        fn empty_entry_default(&self, name: &str, default: &str) -> String {
            en: format!("“{name}” had an empty entry, so the default, {default}, is used."),
            fr: format!(
            "«\u{202F}{name}\u{202F}» avait une entrée vide\u{202F}: la valeur par défaut, {default}, est utilisée."
        ),
        }
        /// Too many words.
        fn too_many_entries(&self, name: &str, max: usize) -> String {
            en: format!("“{name}” takes at most {max} entries; the first {max} are used."),
            fr: format!(
            "«\u{202F}{name}\u{202F}» prend au plus {max} entrées\u{202F}; les {max} premières sont utilisées."
        ),
        }
        /// Words cut to their length.
        fn entries_cut(&self, name: &str, chars: usize) -> String {
            en: format!("“{name}” entries are cut to {chars} characters."),
            fr: format!("Les entrées de «\u{202F}{name}\u{202F}» sont coupées à {chars} caractères."),
        }
        /// A setting the widget does not have.
        fn no_such_setting(&self, quoted: &str) -> String {
            en: format!("This widget has no setting called {quoted}, so it was ignored."),
            fr: format!("Ce widget n'a pas de réglage nommé {quoted}\u{202F}: il a été ignoré."),
        }
        /// How many more such settings there were.
        fn and_more_settings(&self, more: usize) -> String {
            en: if more == 1 {
            "…and 1 more setting this widget does not have was ignored.".into()
        } else {
            format!(
                "…and {} more settings this widget does not have were ignored.",
                group(more)
            )
        },
            fr: if more <= 1 {
            format!("…et {more} autre réglage que ce widget n'a pas a été ignoré.")
        } else {
            format!(
                "…et {} autres réglages que ce widget n'a pas ont été ignorés.",
                group(more)
            )
        },
        }
        /// A link longer than is read.
        fn link_cut(&self, bytes: usize, pairs: usize) -> String {
            en: format!(
            "This link is longer than any widget's settings ({} characters or {pairs} settings at most), so only its start was read.",
            group(bytes)
        ),
            fr: format!(
            "Ce lien est plus long que les réglages de n'importe quel widget ({} caractères ou {pairs} réglages au plus)\u{202F}: seul son début a été lu.",
            group(bytes)
        ),
        }
        /// A lesson's instruction that held invisible characters.
        fn ask_cleaned(&self) -> &'static str {
            en: "“ask” had characters that cannot be shown (control, direction or zero-width characters); they were left out.",
            fr: "«\u{202F}ask\u{202F}» contenait des caractères qui ne peuvent pas être affichés (caractères de contrôle, de direction ou de largeur nulle)\u{202F}; ils ont été retirés.",
        }
        /// A lesson's instruction cut to its length.
        fn ask_cut(&self, chars: usize) -> String {
            en: format!("“ask” is cut to {chars} characters."),
            fr: format!("«\u{202F}ask\u{202F}» est coupé à {chars} caractères."),
        }
        /// A lesson's `lock` or `hide` naming a setting the widget does not have.
        fn lesson_names_missing(&self, key: &str, shown: &str) -> String {
            en: format!("“{key}” names “{shown}”, which this widget does not have; it is left out."),
            fr: format!(
            "«\u{202F}{key}\u{202F}» nomme «\u{202F}{shown}\u{202F}», que ce widget n'a pas\u{202F}; il est laissé de côté."
        ),
        }
    }
}
