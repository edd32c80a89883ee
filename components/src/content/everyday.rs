//! The section "From a toy to real sentences": the everyday translator's figures its text quotes,
//! and the table of test sentences drawn by seed, as the run that made the shipped weights
//! measured them (`kernel::everyday::shipped`, which a test recomputes from the files).

use crate::format::{fixed, group, percent, sci};
use crate::kernel::bleu::tokenize_13a;
use crate::kernel::everyday::corpus::Sentence;
use crate::kernel::everyday::{PIECES, shape, shipped};
use crate::kernel::network::model::Model;

/// The everyday translator's figure `name` (`everyday-…`), if it is one.
pub fn figure(name: &str) -> Option<String> {
    let model = Model::layout(shape(PIECES));
    let d = shipped::DATA;
    Some(match name {
        "everyday-read" => group(d.read),
        "everyday-kept" => group(d.kept),
        "everyday-train" => group(d.train),
        "everyday-validation" => group(d.validation),
        "everyday-test" => group(d.test),
        "everyday-refs-mean" => fixed(d.mean_references, 2),
        "everyday-most-refs" => group(d.most_references.1),
        "everyday-most-refs-sentence" => d.most_references.0.to_string(),
        "everyday-pieces" => group(PIECES),
        "everyday-params" => group(model.size),
        "everyday-mb" => fixed(file_bytes(&model) as f64 / 1e6, 2),
        "everyday-steps" => group(shipped::STEP as usize),
        "everyday-epochs" => fixed(shipped::EPOCHS, 1),
        "everyday-flops" => sci(shipped::TRAINING_FLOPS, 2),
        "everyday-flops-ratio" => group(two_figures(base_flops() / shipped::TRAINING_FLOPS)),
        "everyday-bleu" => fixed(shipped::GREEDY.bleu, 1),
        "everyday-bleu-32" => fixed(shipped::GREEDY_32_BIT.bleu, 1),
        "everyday-beam-bleu" => fixed(shipped::BEAM.bleu, 1),
        "everyday-exact" => {
            percent(shipped::GREEDY.exact as f64 / shipped::GREEDY.sentences as f64)
        }
        _ => return None,
    })
}

/// The paper's base model's training cost on English→French (Table 2).
fn base_flops() -> f64 {
    crate::paper::TABLE_2
        .iter()
        .find(|r| r.model == "Transformer (base)")
        .and_then(|r| r.en_fr_flops)
        .unwrap_or(f64::NAN)
}

/// `x` rounded to two significant figures, as a whole number.
fn two_figures(x: f64) -> u64 {
    if !x.is_finite() || x < 1.0 {
        return 0;
    }
    let unit = 10f64.powi(x.log10().floor() as i32 - 1).max(1.0);
    ((x / unit).round() * unit) as u64
}

/// The size of the weights' file: the header, and each row's scale and bytes.
fn file_bytes(model: &Model) -> usize {
    let rows: usize = model.tensors.iter().map(|t| t.rows).sum();
    8 + 2 * rows + model.size
}

/// One drawn test sentence as the page's table shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct DrawnRow {
    /// The English.
    pub english: String,
    /// The model's French.
    pub output: String,
    /// The reference closest to it: the one sharing most words (13a words, each counted once).
    pub reference: String,
    /// How many references the sentence has.
    pub references: usize,
    /// Whether the French is exactly one of them.
    pub right: bool,
}

/// The drawn sentences (`shipped::DRAWN`) of the test set `test`, in the order drawn.
pub fn drawn(test: &[Sentence]) -> Vec<DrawnRow> {
    shipped::DRAWN
        .iter()
        .filter_map(|d| {
            let s = test.get(d.index)?;
            let out = tokenize_13a(d.output);
            let shared = |r: &&String| {
                let words = tokenize_13a(r);
                out.iter().filter(|w| words.contains(w)).count()
            };
            let reference = s.references.iter().max_by_key(shared)?.clone();
            Some(DrawnRow {
                english: s.english.clone(),
                output: d.output.to_string(),
                reference,
                references: s.references.len(),
                right: s.references.iter().any(|r| r == d.output),
            })
        })
        .collect()
}

/// The drawn sentences as the rows of the page's table (`index.html` holds them between two
/// markers; `./x generate` writes them).
pub fn drawn_html(test: &[Sentence]) -> String {
    let escape = |s: &str| {
        s.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
    };
    let [french, closest, exact] = crate::i18n::m().drawn_labels();
    drawn(test)
        .iter()
        .map(|r| {
            format!(
                "                <tr><th scope=\"row\" lang=\"en\">{}</th><td data-label=\"{}\" lang=\"fr\">{}</td><td data-label=\"{}\" lang=\"fr\">{}</td><td data-label=\"{}\">{}</td></tr>\n",
                escape(&r.english),
                escape(french),
                escape(&r.output),
                escape(closest),
                escape(&r.reference),
                escape(exact),
                crate::i18n::m().drawn_exact(r.right, &group(r.references))
            )
        })
        .collect()
}
