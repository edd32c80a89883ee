//! Tatoeba's English–French pairs as the repository keeps them (`data/tatoeba-fra-eng/fra.txt.gz`),
//! unpacked: what `./x train everyday` (examples/everyday.rs) and `tests/everyday.rs` read.

use std::io::Read;

/// The pairs' text, `English<TAB>French` a line.
pub fn data() -> String {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../data/tatoeba-fra-eng/fra.txt.gz"
    );
    let file = std::fs::File::open(path).expect("data/tatoeba-fra-eng/fra.txt.gz");
    let mut text = String::new();
    flate2::read::GzDecoder::new(file)
        .read_to_string(&mut text)
        .expect("the data unpacks");
    text
}
