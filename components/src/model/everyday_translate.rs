//! `everyday-translate`: the everyday translator, trained by this project's trainer on Tatoeba's
//! everyday sentences, on whatever English the reader types: the French with each piece shaded by
//! its probability, written greedily or by beam search, and the cross-attention as an alignment
//! grid (French pieces down, English pieces across) per layer and head or averaged over heads.

use super::{Widget, WidgetParams, default_from_link};
use crate::format::percent;
use crate::i18n::m;
use crate::kernel::everyday::MAX_PIECES;
use crate::kernel::everyday::corpus::{MAX_ENGLISH_WORDS, Sentence};
use crate::kernel::everyday::translator::{Everyday, Reading, Search, Written};
use crate::kernel::subwords::Piece;
use crate::locale::Text;
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query, Readout};

/// The sentence a bare link translates.
pub const DEFAULT_SENTENCE: &str = "I am hungry.";

/// Sentences offered beside the box: everyday ones, and two that show where it fails.
pub const EXAMPLES: [&str; 8] = [
    DEFAULT_SENTENCE,
    "Where is the station?",
    "We will go to the beach tomorrow.",
    "I don't know.",
    "She is taller than her brother.",
    "It is too big.",
    "The robot picked up the red cup.",
    "The animal didn't cross the street because it was too tired.",
];

/// `s`: the English sentence.
pub const S: Param = Param::sentence("s", 200, DEFAULT_SENTENCE)
    .about("the English sentence to translate: any text, though the translator learned from short everyday sentences", "la phrase anglaise à traduire : n'importe quel texte, mais le traducteur a appris sur de courtes phrases de tous les jours")
    .label("English sentence", "Phrase anglaise");
/// `mode`: how the French is written.
pub const MODE: Param = Param::choice("mode", &["greedy", "beam"], "greedy")
    .about("how the French is written: greedy (the most likely piece each time) or beam search", "comment le français est écrit : glouton (le morceau le plus probable à chaque fois) ou recherche en faisceau")
    .label("Writing by:", "Écrire par :")
    .option_labels(&[Text::new("greedy", "glouton"), Text::new("beam search", "recherche en faisceau")]);
/// `k`: the beam's width.
pub const K: Param = Param::int("k", 1, 8, 4)
    .about("the beam's width when writing by beam search (1 is greedy decoding)", "la largeur du faisceau quand on écrit par recherche en faisceau (1 revient au décodage glouton)")
    .label("Beam width k", "Largeur du faisceau k")
    .reads(Readout::Equals("k"));
/// `layer`: the decoder layer whose cross-attention the grid shows.
pub const LAYER: Param = Param::int("layer", 1, 2, 2)
    .about(
        "the decoder layer whose cross-attention the alignment grid shows",
        "la couche du décodeur dont la grille d'alignement montre l'attention croisée",
    )
    .label("Layer:", "Couche :");
/// `head`: the head shown, or the average of the layer's heads.
pub const HEAD: Param = Param::choice("head", &["avg", "1", "2", "3", "4"], "avg")
    .about("the head whose cross-attention the grid shows, or avg for the average of the layer's four heads", "la tête dont la grille montre l'attention croisée, ou avg pour la moyenne des quatre têtes de la couche")
    .label("Head:", "Tête :")
    .option_labels(&[Text::new("average", "moyenne"), Text::new("1", "1"), Text::new("2", "2"), Text::new("3", "3"), Text::new("4", "4")]);
/// `piece`: the French piece described.
pub const PIECE: Param = Param::int("piece", 1, MAX_PIECES as i64, 1)
    .about(
        "the French piece the summary describes, counting from 1",
        "le morceau français que décrit le résumé, à partir de 1",
    )
    .up_to("the pieces written", "les morceaux écrits")
    .label("French piece", "Morceau français");
/// `seed`: the held-out draw.
pub const SEED: Param = Param::seed("seed", 0)
    .about("which held-out sentence “Try a held-out sentence” drew last: the same seed, the same sentence (0 before the first draw)", "la phrase tenue à l'écart que « Essayer une phrase tenue à l'écart » a tirée en dernier : même graine, même phrase (0 avant le premier tirage)")
    .label("Held-out draw", "Tirage tenu à l'écart");

/// The state of the `everyday-translate` widget.
#[derive(Debug, Clone, PartialEq)]
pub struct EverydayTranslateParams {
    /// The English as typed.
    pub sentence: String,
    /// Whether the French is written by beam search (else greedily).
    pub beam: bool,
    /// The beam's width.
    pub k: usize,
    /// Decoder layer shown, from 1.
    pub layer: usize,
    /// Head shown, from 1; 0 for the average of the layer's heads.
    pub head: usize,
    /// French piece described, from 1.
    pub piece: usize,
    /// The last held-out draw's seed.
    pub seed: u64,
}

default_from_link!(EverydayTranslateParams);

impl WidgetParams for EverydayTranslateParams {
    const PARAMS: &'static [Param] = &[S, MODE, K, LAYER, HEAD, PIECE, SEED];

    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let params = Self {
            sentence: r.sentence(&S),
            beam: r.choice(&MODE) == "beam",
            k: r.int(&K),
            layer: r.int(&LAYER),
            head: r.choice(&HEAD).parse().unwrap_or(0),
            piece: r.int(&PIECE),
            seed: r.int(&SEED),
        };
        (params, r.finish())
    }

    fn to_query(&self) -> Query {
        LinkWriter::new()
            .sentence(&S, &self.sentence)
            .choice(&MODE, if self.beam { "beam" } else { "greedy" })
            .count(&K, self.k)
            .count(&LAYER, self.layer)
            .choice(&HEAD, &self.head_word())
            .count(&PIECE, self.piece)
            .int(&SEED, self.seed)
            .finish()
    }
}

impl EverydayTranslateParams {
    /// `head` as the link writes it.
    pub fn head_word(&self) -> String {
        if self.head == 0 {
            "avg".into()
        } else {
            self.head.to_string()
        }
    }

    /// How the French is written.
    pub fn search(&self) -> Search {
        if self.beam {
            Search::Beam {
                k: self.k,
                alpha: crate::kernel::decoding::checkpoints::ALPHA,
            }
        } else {
            Search::Greedy
        }
    }
}

/// A held-out sentence typed or drawn: its references, and whether the model wrote one of them.
#[derive(Debug, Clone, PartialEq)]
pub struct HeldOut {
    /// Every French translation the data gives it.
    pub references: Vec<String>,
    /// Whether the model's French is exactly one of them.
    pub matched: bool,
}

/// What the widget shows.
#[derive(Debug, Clone, PartialEq)]
pub struct Translated {
    /// What the translator made of the text.
    pub reading: Reading,
    /// The French, unless there was nothing to translate.
    pub written: Option<Written>,
    /// The alignment grid: for each French piece written (and the end, if written), its
    /// attention over the English pieces, in the state's layer and head (or their average).
    pub grid: Vec<Vec<f64>>,
    /// The French pieces' texts, the grid's rows.
    pub french: Vec<String>,
    /// The piece described, from 0, within the pieces written.
    pub piece: usize,
    /// If the English is a held-out test sentence: its references and whether the model matched.
    pub held_out: Option<HeldOut>,
    /// What the reader should know about the text, in plain words.
    pub notes: Vec<String>,
}

impl Translated {
    /// The English piece the described French piece looked at most, and its share.
    pub fn looked_at(&self) -> Option<(&Piece, f64)> {
        let row = self.grid.get(self.piece)?;
        let (at, share) = row
            .iter()
            .copied()
            .enumerate()
            .fold((0, f64::MIN), |b, (j, s)| if s > b.1 { (j, s) } else { b });
        Some((self.reading.pieces.get(at)?, share))
    }
}

/// The attention grid of `written` in `layer` (from 1), `head` (from 1, or 0 for the average).
fn grid(written: &Written, layer: usize, head: usize) -> Vec<Vec<f64>> {
    let m = &written.maps;
    let (n, heads) = (m.source, m.heads.max(1));
    let row = |h: usize, i: usize| {
        let at = (((layer - 1) * heads + h) * m.target + i) * n;
        m.cross.get(at..at + n).unwrap_or(&[])
    };
    (0..m.target)
        .map(|i| {
            let chosen: Vec<usize> = if head == 0 {
                (0..heads).collect()
            } else {
                vec![(head - 1).min(heads - 1)]
            };
            (0..n)
                .map(|j| {
                    chosen
                        .iter()
                        .map(|&h| row(h, i).get(j).copied().unwrap_or(0.0) as f64)
                        .sum::<f64>()
                        / chosen.len() as f64
                })
                .collect()
        })
        .collect()
}

impl EverydayTranslateParams {
    /// The compute step's first half, which only the sentence and the way of writing change: the
    /// text read, and its French unless there is nothing to translate.
    pub fn translate(&self, t: &Everyday) -> (Reading, Option<Written>) {
        let reading = t.read(&self.sentence);
        let written = reading
            .has_words()
            .then(|| t.translate(&reading, self.search()));
        (reading, written)
    }

    /// The compute step's second half: the grid of the layer and head shown, the piece
    /// described, the held-out check and the notes.
    pub fn arrange(&self, t: &Everyday, reading: Reading, written: Option<Written>) -> Translated {
        let notes = notes(&reading);
        let (grid, french, piece) = match &written {
            Some(w) => {
                let mut french: Vec<String> = w
                    .pieces
                    .iter()
                    .map(|&id| t.subwords.piece(id).to_string())
                    .collect();
                if w.finished {
                    french.push(m().piece_end().into());
                }
                let layer = self.layer.clamp(1, t.model.shape.layers);
                let piece = self.piece.clamp(1, w.pieces.len().max(1)) - 1;
                (grid(w, layer, self.head), french, piece)
            }
            None => (Vec::new(), Vec::new(), 0),
        };
        let held_out = t.held_out(&reading.text).map(|s: &Sentence| HeldOut {
            references: s.references.clone(),
            matched: written
                .as_ref()
                .is_some_and(|w| s.references.contains(&w.french)),
        });
        Translated {
            reading,
            written,
            grid,
            french,
            piece,
            held_out,
            notes,
        }
    }
}

/// The plain words about a text before its translation.
fn notes(reading: &Reading) -> Vec<String> {
    let mut notes = Vec::new();
    if reading.text.is_empty() {
        notes.push(m().everyday_empty().into());
        return notes;
    }
    if !reading.has_words() {
        notes.push(m().everyday_no_words(&reading.text));
        return notes;
    }
    if reading.cleaned {
        notes.push(m().everyday_cleaned().into());
    }
    if let Some(kept) = &reading.cut {
        notes.push(m().everyday_cut(MAX_PIECES, &last_words(kept)));
    }
    if reading.longer_than_trained() {
        notes.push(m().everyday_long(reading.words, MAX_ENGLISH_WORDS));
    }
    if !reading.unknown.is_empty() {
        let chars: String = reading.unknown.iter().collect();
        notes.push(m().everyday_unknown(reading.unknown.len(), &chars));
    }
    let french = reading.french_words();
    if !french.is_empty() {
        notes.push(
            m().everyday_french(
                &french
                    .iter()
                    .take(3)
                    .cloned()
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
        );
    }
    notes
}

/// The last few words of `text`, to say where it was cut.
fn last_words(text: &str) -> String {
    let words: Vec<&str> = text.split(' ').collect();
    let from = words.len().saturating_sub(4);
    let tail = words[from..].join(" ");
    if from > 0 { format!("…{tail}") } else { tail }
}

impl Widget for EverydayTranslateParams {
    const EXAMPLE: &'static str =
        "s=Where%20is%20the%20station%3F&mode=beam&k=4&layer=1&head=2&piece=2";
    type Input = Everyday;
    type Output = Translated;

    /// Reads the text, translates it and reads the alignment grid.
    fn compute(&self, t: &Everyday) -> Translated {
        let (reading, written) = self.translate(t);
        self.arrange(t, reading, written)
    }

    /// The English and the French, then where the described French piece looked most.
    fn summary(&self, out: &Translated) -> String {
        let Some(w) = &out.written else {
            return out.notes.first().cloned().unwrap_or_default();
        };
        let t = m();
        let mut s = t.everyday_summary(&out.reading.text, &w.french);
        if w.pieces.is_empty() {
            s.push_str(t.everyday_wrote_nothing());
            return s;
        }
        if let Some((looked, share)) = out.looked_at() {
            let piece = out.french.get(out.piece).map_or("", |p| p.trim_start());
            s.push_str(&t.everyday_looked(
                out.piece + 1,
                w.pieces.len(),
                piece,
                looked.text.trim_start(),
                &percent(share),
                &t.everyday_heads(self.layer, self.head),
            ));
        }
        if self.beam {
            s.push_str(&t.everyday_beam(self.k));
        }
        if let Some(h) = &out.held_out {
            s.push_str(&t.everyday_held_out(h.references.len(), h.matched));
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::fixtures;

    fn with(s: &str) -> EverydayTranslateParams {
        EverydayTranslateParams {
            sentence: s.into(),
            ..Default::default()
        }
    }

    #[test]
    fn the_summary_starts_with_the_english_and_the_french() {
        let t = fixtures::everyday();
        let p = EverydayTranslateParams::default();
        let out = p.compute(&t);
        let french = out.written.as_ref().expect("a translation").french.clone();
        let said = p.summary(&out);
        assert!(
            said.starts_with(&format!("“I am hungry.” → “{french}”")),
            "{said}"
        );
        assert!(said.contains("looked most at"), "{said}");
        // Each row of the grid is a distribution over the English pieces.
        for row in &out.grid {
            assert_eq!(row.len(), out.reading.pieces.len());
            assert!((row.iter().sum::<f64>() - 1.0).abs() < 1e-4);
        }
    }

    #[test]
    fn bad_input_gets_plain_words_and_never_a_panic() {
        let t = fixtures::everyday();
        for (text, note) in [
            ("", "nothing to translate"),
            ("?!…", "no letters or digits"),
            ("I love robots 🤖", "never saw this character"),
            ("Je suis très fatigué et j'ai faim.", "looks like French"),
            ("مرحبا بالعالم", "never saw these characters"),
            ("a\u{0007}b\u{202E}c", "were left out"),
        ] {
            let p = with(text);
            let out = p.compute(&t);
            let all = out.notes.join(" ");
            assert!(all.contains(note), "{text:?}: {all}");
            p.summary(&out);
        }
        let long =
            "I think that this sentence is much longer than the ones it learned from. ".repeat(3);
        let out = with(&long).compute(&t);
        assert!(
            out.notes
                .iter()
                .any(|n| n.contains("longer than any sentence"))
        );
        assert!(out.written.is_some());
        let huge = "word ".repeat(100);
        let out = with(&huge).compute(&t);
        assert_eq!(out.reading.pieces.len(), MAX_PIECES);
        assert!(
            out.notes.iter().any(|n| n.contains("was cut after")),
            "{:?}",
            out.notes
        );
    }

    #[test]
    fn a_held_out_sentence_shows_its_references() {
        let t = fixtures::everyday();
        let drawn = t.draw(1).expect("a test set").clone();
        let out = with(&drawn.english).compute(&t);
        let h = out.held_out.expect("a held-out sentence");
        assert_eq!(h.references, drawn.references);
        let beam = EverydayTranslateParams {
            beam: true,
            k: 4,
            ..with(&drawn.english)
        };
        assert!(
            beam.summary(&beam.compute(&t))
                .contains("Written by a beam of 4.")
        );
    }

    #[test]
    fn the_link_reads_back() {
        let (p, n) =
            EverydayTranslateParams::from_query(&Query::parse(EverydayTranslateParams::EXAMPLE));
        assert!(n.is_empty(), "{n:?}");
        assert_eq!((p.beam, p.k, p.layer, p.head, p.piece), (true, 4, 1, 2, 2));
        assert_eq!(EverydayTranslateParams::from_query(&p.to_query()).0, p);
    }
}
