//! What a widget says about a link it could not read as given: each value that fell back to its
//! default or was moved into its range, each setting it does not have, a lesson's instruction cut
//! short. `name` is the link's name for the setting (always as the link writes it); values quoted
//! from a link are quoted as typed.

use super::languages::{En, Fr};
use crate::format::group;

/// The notices of reading a link.
pub trait ParamMessages {
    /// A list of choices: "a, b or c".
    fn or_list(&self, options: &[&str]) -> String;
    /// A range: "1 to 1,024".
    fn range_to(&self, min: &str, max: &str) -> String;
    /// A list's range: "2 to 8 numbers from -10 to 10".
    fn numbers_from(&self, fewest: usize, most: usize, min: &str, max: &str) -> String;
    /// A list of words' range.
    fn words_up_to(&self, words: usize, chars: usize) -> String;
    /// Free text's range.
    fn text_up_to(&self, chars: usize) -> String;
    /// A logarithmic slider's label with its range.
    fn logarithmic(&self, label: &str, range: &str) -> String;
    /// One control's value on paper: "Temperature: 0.50".
    fn setting(&self, label: &str, value: &str) -> String;
    /// What separates the items of a list that has commas inside them: "; ".
    fn semicolon(&self) -> &'static str;
    /// A head count that had to divide the width.
    fn heads_divide(&self, name: &str, width: u64, given: u64, nearest: u64) -> String;
    /// An empty value.
    fn empty_default(&self, name: &str, default: &str) -> String;
    /// A sentence cut to its length.
    fn cut_to_chars(&self, name: &str, chars: usize) -> String;
    /// A setting given more than once.
    fn given_times(&self, name: &str, times: usize) -> String;
    /// A value too long to read.
    fn too_long_default(&self, name: &str, chars: usize, default: &str) -> String;
    /// Not a whole number.
    fn not_whole_default(&self, name: &str, raw: &str, default: &str) -> String;
    /// Below the range.
    fn raised(&self, name: &str, min: &str) -> String;
    /// Above the range.
    fn lowered(&self, name: &str, max: &str) -> String;
    /// Not a number.
    fn not_number_default(&self, name: &str, raw: &str, default: &str) -> String;
    /// Not one of the choices.
    fn not_choice_default(&self, name: &str, options: &str, raw: &str, default: &str) -> String;
    /// Not a list of numbers.
    fn not_numbers_default(&self, name: &str, raw: &str, default: &str) -> String;
    /// Too few numbers.
    fn too_few_numbers(&self, name: &str, min: usize, default: &str) -> String;
    /// Too many numbers.
    fn too_many_numbers(&self, name: &str, max: usize) -> String;
    /// Numbers outside the range.
    fn numbers_moved(&self, name: &str, min: &str, max: &str) -> String;
    /// A list with an empty entry.
    fn empty_entry_default(&self, name: &str, default: &str) -> String;
    /// Too many words.
    fn too_many_entries(&self, name: &str, max: usize) -> String;
    /// Words cut to their length.
    fn entries_cut(&self, name: &str, chars: usize) -> String;
    /// A setting the widget does not have.
    fn no_such_setting(&self, quoted: &str) -> String;
    /// How many more such settings there were.
    fn and_more_settings(&self, more: usize) -> String;
    /// A link longer than is read.
    fn link_cut(&self, bytes: usize, pairs: usize) -> String;
    /// A lesson's instruction that held invisible characters.
    fn ask_cleaned(&self) -> &'static str;
    /// A lesson's instruction cut to its length.
    fn ask_cut(&self, chars: usize) -> String;
    /// A lesson's `lock` or `hide` naming a setting the widget does not have.
    fn lesson_names_missing(&self, key: &str, shown: &str) -> String;
}

impl ParamMessages for En {
    fn or_list(&self, options: &[&str]) -> String {
        match options {
            [] => String::new(),
            [one] => one.to_string(),
            [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
        }
    }
    fn range_to(&self, min: &str, max: &str) -> String {
        format!("{min} to {max}")
    }
    fn numbers_from(&self, fewest: usize, most: usize, min: &str, max: &str) -> String {
        if fewest == most {
            format!("{fewest} numbers from {min} to {max}")
        } else {
            format!("{fewest} to {most} numbers from {min} to {max}")
        }
    }
    fn words_up_to(&self, words: usize, chars: usize) -> String {
        format!("up to {words} words of up to {chars} characters")
    }
    fn text_up_to(&self, chars: usize) -> String {
        format!("text of up to {chars} characters")
    }
    fn logarithmic(&self, label: &str, range: &str) -> String {
        format!("{label} (logarithmic: {range})")
    }
    fn setting(&self, label: &str, value: &str) -> String {
        format!("{label}: {value}")
    }
    fn semicolon(&self) -> &'static str {
        "; "
    }
    fn heads_divide(&self, name: &str, width: u64, given: u64, nearest: u64) -> String {
        format!("“{name}” must divide d_model = {width} evenly, so {given} became {nearest}.")
    }
    fn empty_default(&self, name: &str, default: &str) -> String {
        format!("“{name}” was empty, so the default, {default}, is used.")
    }
    fn cut_to_chars(&self, name: &str, chars: usize) -> String {
        format!("“{name}” is cut to {chars} characters.")
    }
    fn given_times(&self, name: &str, times: usize) -> String {
        format!("“{name}” was given {times} times; the first one is used.")
    }
    fn too_long_default(&self, name: &str, chars: usize, default: &str) -> String {
        format!(
            "“{name}” was too long to read ({} characters), so the default, {default}, is used.",
            group(chars)
        )
    }
    fn not_whole_default(&self, name: &str, raw: &str, default: &str) -> String {
        format!("“{name}” should be a whole number, not {raw}, so the default, {default}, is used.")
    }
    fn raised(&self, name: &str, min: &str) -> String {
        format!("“{name}” can be no less than {min}, so it was raised to that.")
    }
    fn lowered(&self, name: &str, max: &str) -> String {
        format!("“{name}” can be at most {max}, so it was lowered to that.")
    }
    fn not_number_default(&self, name: &str, raw: &str, default: &str) -> String {
        format!("“{name}” should be a number, not {raw}, so the default, {default}, is used.")
    }
    fn not_choice_default(&self, name: &str, options: &str, raw: &str, default: &str) -> String {
        format!("“{name}” can be {options}, not {raw}, so the default, {default}, is used.")
    }
    fn not_numbers_default(&self, name: &str, raw: &str, default: &str) -> String {
        format!(
            "“{name}” should be numbers separated by commas, not {raw}, so the default, {default}, is used."
        )
    }
    fn too_few_numbers(&self, name: &str, min: usize, default: &str) -> String {
        format!("“{name}” needs at least {min} numbers, so the default, {default}, is used.")
    }
    fn too_many_numbers(&self, name: &str, max: usize) -> String {
        format!("“{name}” takes at most {max} numbers; the first {max} are used.")
    }
    fn numbers_moved(&self, name: &str, min: &str, max: &str) -> String {
        format!(
            "“{name}” values must lie from {min} to {max}; those outside were moved to the nearest end."
        )
    }
    fn empty_entry_default(&self, name: &str, default: &str) -> String {
        format!("“{name}” had an empty entry, so the default, {default}, is used.")
    }
    fn too_many_entries(&self, name: &str, max: usize) -> String {
        format!("“{name}” takes at most {max} entries; the first {max} are used.")
    }
    fn entries_cut(&self, name: &str, chars: usize) -> String {
        format!("“{name}” entries are cut to {chars} characters.")
    }
    fn no_such_setting(&self, quoted: &str) -> String {
        format!("This widget has no setting called {quoted}, so it was ignored.")
    }
    fn and_more_settings(&self, more: usize) -> String {
        if more == 1 {
            "…and 1 more setting this widget does not have was ignored.".into()
        } else {
            format!(
                "…and {} more settings this widget does not have were ignored.",
                group(more)
            )
        }
    }
    fn link_cut(&self, bytes: usize, pairs: usize) -> String {
        format!(
            "This link is longer than any widget's settings ({} characters or {pairs} settings at most), so only its start was read.",
            group(bytes)
        )
    }
    fn ask_cleaned(&self) -> &'static str {
        "“ask” had characters that cannot be shown (control, direction or zero-width characters); they were left out."
    }
    fn ask_cut(&self, chars: usize) -> String {
        format!("“ask” is cut to {chars} characters.")
    }
    fn lesson_names_missing(&self, key: &str, shown: &str) -> String {
        format!("“{key}” names “{shown}”, which this widget does not have; it is left out.")
    }
}

impl ParamMessages for Fr {
    fn or_list(&self, options: &[&str]) -> String {
        match options {
            [] => String::new(),
            [one] => one.to_string(),
            [rest @ .., last] => format!("{} ou {last}", rest.join(", ")),
        }
    }
    fn range_to(&self, min: &str, max: &str) -> String {
        format!("de {min} à {max}")
    }
    fn numbers_from(&self, fewest: usize, most: usize, min: &str, max: &str) -> String {
        if fewest == most {
            format!("{fewest} nombres de {min} à {max}")
        } else {
            format!("{fewest} à {most} nombres de {min} à {max}")
        }
    }
    fn words_up_to(&self, words: usize, chars: usize) -> String {
        format!("jusqu'à {words} mots de {chars} caractères au plus")
    }
    fn text_up_to(&self, chars: usize) -> String {
        format!("un texte de {chars} caractères au plus")
    }
    fn logarithmic(&self, label: &str, range: &str) -> String {
        format!("{label} (logarithmique\u{202F}: {range})")
    }
    fn setting(&self, label: &str, value: &str) -> String {
        format!("{label}\u{202F}: {value}")
    }
    fn semicolon(&self) -> &'static str {
        "\u{202F}; "
    }
    fn heads_divide(&self, name: &str, width: u64, given: u64, nearest: u64) -> String {
        format!(
            "«\u{202F}{name}\u{202F}» doit diviser d_model = {} exactement\u{202F}: {given} est donc devenu {nearest}.",
            group(width)
        )
    }
    fn empty_default(&self, name: &str, default: &str) -> String {
        format!(
            "«\u{202F}{name}\u{202F}» était vide\u{202F}: la valeur par défaut, {default}, est utilisée."
        )
    }
    fn cut_to_chars(&self, name: &str, chars: usize) -> String {
        format!("«\u{202F}{name}\u{202F}» est coupé à {chars} caractères.")
    }
    fn given_times(&self, name: &str, times: usize) -> String {
        format!(
            "«\u{202F}{name}\u{202F}» a été donné {times} fois\u{202F}; le premier est utilisé."
        )
    }
    fn too_long_default(&self, name: &str, chars: usize, default: &str) -> String {
        format!(
            "«\u{202F}{name}\u{202F}» était trop long pour être lu ({} caractères)\u{202F}: la valeur par défaut, {default}, est utilisée.",
            group(chars)
        )
    }
    fn not_whole_default(&self, name: &str, raw: &str, default: &str) -> String {
        format!(
            "«\u{202F}{name}\u{202F}» doit être un nombre entier, pas {raw}\u{202F}: la valeur par défaut, {default}, est utilisée."
        )
    }
    fn raised(&self, name: &str, min: &str) -> String {
        format!(
            "«\u{202F}{name}\u{202F}» ne peut pas être inférieur à {min}\u{202F}: il a été relevé à cette valeur."
        )
    }
    fn lowered(&self, name: &str, max: &str) -> String {
        format!(
            "«\u{202F}{name}\u{202F}» vaut au plus {max}\u{202F}: il a été ramené à cette valeur."
        )
    }
    fn not_number_default(&self, name: &str, raw: &str, default: &str) -> String {
        format!(
            "«\u{202F}{name}\u{202F}» doit être un nombre, pas {raw}\u{202F}: la valeur par défaut, {default}, est utilisée."
        )
    }
    fn not_choice_default(&self, name: &str, options: &str, raw: &str, default: &str) -> String {
        format!(
            "«\u{202F}{name}\u{202F}» peut valoir {options}, pas {raw}\u{202F}: la valeur par défaut, {default}, est utilisée."
        )
    }
    fn not_numbers_default(&self, name: &str, raw: &str, default: &str) -> String {
        format!(
            "«\u{202F}{name}\u{202F}» doit être une liste de nombres séparés par des virgules, pas {raw}\u{202F}: la valeur par défaut, {default}, est utilisée."
        )
    }
    fn too_few_numbers(&self, name: &str, min: usize, default: &str) -> String {
        format!(
            "«\u{202F}{name}\u{202F}» demande au moins {min} nombres\u{202F}: la valeur par défaut, {default}, est utilisée."
        )
    }
    fn too_many_numbers(&self, name: &str, max: usize) -> String {
        format!(
            "«\u{202F}{name}\u{202F}» prend au plus {max} nombres\u{202F}; les {max} premiers sont utilisés."
        )
    }
    fn numbers_moved(&self, name: &str, min: &str, max: &str) -> String {
        format!(
            "Les valeurs de «\u{202F}{name}\u{202F}» doivent être comprises entre {min} et {max}\u{202F}; celles qui en sortaient ont été ramenées à la borne la plus proche."
        )
    }
    fn empty_entry_default(&self, name: &str, default: &str) -> String {
        format!(
            "«\u{202F}{name}\u{202F}» avait une entrée vide\u{202F}: la valeur par défaut, {default}, est utilisée."
        )
    }
    fn too_many_entries(&self, name: &str, max: usize) -> String {
        format!(
            "«\u{202F}{name}\u{202F}» prend au plus {max} entrées\u{202F}; les {max} premières sont utilisées."
        )
    }
    fn entries_cut(&self, name: &str, chars: usize) -> String {
        format!("Les entrées de «\u{202F}{name}\u{202F}» sont coupées à {chars} caractères.")
    }
    fn no_such_setting(&self, quoted: &str) -> String {
        format!("Ce widget n'a pas de réglage nommé {quoted}\u{202F}: il a été ignoré.")
    }
    fn and_more_settings(&self, more: usize) -> String {
        if more <= 1 {
            format!("…et {more} autre réglage que ce widget n'a pas a été ignoré.")
        } else {
            format!(
                "…et {} autres réglages que ce widget n'a pas ont été ignorés.",
                group(more)
            )
        }
    }
    fn link_cut(&self, bytes: usize, pairs: usize) -> String {
        format!(
            "Ce lien est plus long que les réglages de n'importe quel widget ({} caractères ou {pairs} réglages au plus)\u{202F}: seul son début a été lu.",
            group(bytes)
        )
    }
    fn ask_cleaned(&self) -> &'static str {
        "«\u{202F}ask\u{202F}» contenait des caractères qui ne peuvent pas être affichés (caractères de contrôle, de direction ou de largeur nulle)\u{202F}; ils ont été retirés."
    }
    fn ask_cut(&self, chars: usize) -> String {
        format!("«\u{202F}ask\u{202F}» est coupé à {chars} caractères.")
    }
    fn lesson_names_missing(&self, key: &str, shown: &str) -> String {
        format!(
            "«\u{202F}{key}\u{202F}» nomme «\u{202F}{shown}\u{202F}», que ce widget n'a pas\u{202F}; il est laissé de côté."
        )
    }
}
