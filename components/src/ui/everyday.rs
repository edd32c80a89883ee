//! The everyday translator's files: its subwords (`everyday-subwords.txt`, 4,000 pieces, which
//! the `subwords` widget reads alone), and with them its weights (`everyday.bin`, 8 bits each) and
//! its held-out test sentences (`everyday-test.txt`), for `everyday-translate`.

use super::fetched::Resource;
use crate::i18n::{Files, m};
use crate::kernel::everyday::translator::Everyday;
use crate::kernel::subwords::Subwords;

/// The subwords file.
const SUBWORDS_URL: &str = "./everyday-subwords.txt";

fn text(bytes: Vec<u8>) -> Result<String, String> {
    String::from_utf8(bytes).map_err(|_| not_ours())
}

/// Why files that came cannot be used.
fn not_ours() -> String {
    m().not_this_pages_file().to_string()
}

/// The subwords alone.
pub static SUBWORDS: Resource<Subwords> =
    Resource::new(Files::Subwords, &[SUBWORDS_URL], |files| {
        let [subwords] = <[Vec<u8>; 1]>::try_from(files).map_err(|_| not_ours())?;
        Subwords::from_text(&text(subwords)?).ok_or_else(not_ours)
    });

/// The whole translator.
pub static EVERYDAY: Resource<Everyday> = Resource::new(
    Files::Everyday,
    &["./everyday.bin", SUBWORDS_URL, "./everyday-test.txt"],
    |files| {
        let [weights, subwords, test] = <[Vec<u8>; 3]>::try_from(files).map_err(|_| not_ours())?;
        Everyday::from_files(&weights, &text(subwords)?, &text(test)?).ok_or_else(not_ours)
    },
);
