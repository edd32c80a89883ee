//! The shipped translator: its weights' file format, greedy translation with the attention that
//! produced it, and the probe that finds the head resolving "it".

use super::cached::{Attention, Override};
use super::decode::{Decoded, decode};
use super::sample::Sample;
use crate::kernel::language::grammar::{self, Family, Pair, Story};
use crate::kernel::network::model::{AttentionMaps, Model};
use crate::kernel::network::task::shifted;
use crate::kernel::network::trainer::Settings;

/// How often the translator's run checks the held-out set (and may stop).
pub const CHECK_EVERY: u32 = 50;

/// The weights as the page fetches them: IEEE half floats, little-endian, in the model's order.
pub fn encode(weights: &[f32]) -> Vec<u8> {
    weights
        .iter()
        .flat_map(|&w| half::f16::from_f32(w).to_le_bytes())
        .collect()
}

/// Reads [`encode`]'s bytes back; `None` unless they are exactly one model's weights.
pub fn decode_weights(bytes: &[u8], size: usize) -> Option<Vec<f32>> {
    (bytes.len() == 2 * size).then(|| {
        bytes
            .chunks_exact(2)
            .map(|b| half::f16::from_le_bytes([b[0], b[1]]).to_f32())
            .collect()
    })
}

/// The weights rounded as the file stores them (what the page computes with).
pub fn rounded(weights: &[f32]) -> Vec<f32> {
    weights
        .iter()
        .map(|&w| half::f16::from_f32(w).to_f32())
        .collect()
}

/// A trained translator, ready to translate.
#[derive(Debug, Clone)]
pub struct Translator {
    /// Its layout.
    pub model: Model,
    /// Its parameters.
    pub weights: Vec<f32>,
}

/// One translation: the French tokens (the end token last, if written), the scores each was
/// chosen from, and every attention map of the pass that wrote them.
#[derive(Debug, Clone, PartialEq)]
pub struct Translation {
    /// The French tokens.
    pub output: Vec<usize>,
    /// For each output position, the score of every token there.
    pub logits: Vec<Vec<f32>>,
    /// The attention weights (rows: output positions, each written from the ones before it).
    pub maps: AttentionMaps,
}

impl From<Decoded> for Translation {
    fn from(d: Decoded) -> Self {
        Self {
            output: d.output,
            logits: d.logits,
            maps: d.maps,
        }
    }
}

impl Translation {
    /// The probability of each token as output word `row` (from 0), given the words before it;
    /// empty past the end.
    pub fn probabilities(&self, row: usize) -> Vec<f64> {
        let Some(logits) = self.logits.get(row) else {
            return Vec::new();
        };
        let scores: Vec<f64> = logits.iter().map(|&x| x as f64).collect();
        crate::kernel::blocks::softmax::softmax(&scores, 1.0).unwrap_or_default()
    }
}

impl Translator {
    /// The translator of `Settings::translator`'s shape (the same for every seed) with these
    /// weights.
    pub fn new(weights: Vec<f32>) -> Option<Self> {
        let model = Model::new(Settings::translator(0).shape);
        (weights.len() == model.size).then_some(Self { model, weights })
    }

    /// The shipped file's translator.
    pub fn from_bytes(bytes: &[u8]) -> Option<Self> {
        let model = Model::new(Settings::translator(0).shape);
        let weights = decode_weights(bytes, model.size)?;
        Some(Self { model, weights })
    }

    /// Greedy translation of `source`, up to the end token or the length cap.
    pub fn translate(&self, source: &[usize]) -> Translation {
        decode(&self.model, &self.weights, source, Some(0), None, &[]).into()
    }

    /// Greedy translation with some output words fixed ((position from 0, token) pairs), the
    /// rest decoded from them.
    pub fn translate_fixed(&self, source: &[usize], fixed: &[(usize, usize)]) -> Translation {
        decode(&self.model, &self.weights, source, Some(0), None, fixed).into()
    }

    /// Greedy translation with one head's attention row replaced at one step.
    pub fn translate_with(&self, source: &[usize], over: Override) -> Translation {
        decode(&self.model, &self.weights, source, Some(0), Some(over), &[]).into()
    }

    /// Beam search of width `k` with length penalty `alpha`, every step kept.
    pub fn beam(&self, source: &[usize], k: usize, alpha: f64) -> super::beam::Search {
        super::beam::beam_search(&self.model, &self.weights, source, k, alpha, Some(0))
    }

    /// `count` sentences drawn word by word at temperature `t`, from one stream seeded `seed`.
    pub fn samples(&self, source: &[usize], t: f64, seed: u64, count: usize) -> Vec<Sample> {
        super::sample::samples(&self.model, &self.weights, source, t, seed, count)
    }

    /// The attention maps when the decoder is fed `target` (teacher forcing).
    pub fn maps(&self, source: &[usize], target: &[usize]) -> AttentionMaps {
        let trace = self.model.forward(
            &self.weights,
            source,
            &shifted(target, self.model.shape.vocab),
        );
        self.model.maps(&trace)
    }
}

/// Where the words of a family sentence are: the subject (animal or object), the place (or
/// container) and "it" in the English, and the step that writes the pronoun in the French.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Positions {
    /// The subject's source position (the animal, the trophy).
    pub subject: usize,
    /// The place's source position (the street, the suitcase).
    pub place: usize,
    /// "it"'s source position.
    pub it: usize,
    /// The output position of il / elle.
    pub pronoun: usize,
}

impl Positions {
    /// Where they are in `f`'s sentence.
    pub fn of(f: Family) -> Self {
        let pair = Pair::family(f);
        let find = |tokens: &[usize], word: &str| {
            let t = grammar::token(word).unwrap_or(usize::MAX);
            tokens.iter().position(|&x| x == t).unwrap_or(0)
        };
        Self {
            subject: find(&pair.source, f.subject_word()),
            place: find(&pair.source, f.place_word()),
            it: find(&pair.source, "it"),
            pronoun: find(&pair.target, "qu'") + 1,
        }
    }
}

/// How one head treats the two nouns over a set of family sentences.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct HeadFigure {
    /// Layer, from 1.
    pub layer: usize,
    /// Head, from 1.
    pub head: usize,
    /// Sentences where the head gives the noun "it" refers to more weight than the other noun.
    pub right: usize,
    /// Sentences looked at.
    pub total: usize,
    /// The median weight on the right noun.
    pub median: f64,
}

/// Which attention a probe reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    /// The decoder's cross-attention at the step that writes il / elle.
    Cross,
    /// The encoder's self-attention row of "it".
    Encoder,
}

/// The row a view reads from `maps`: `heads`-many rows of source weights for layer `layer`
/// (from 0), head `head` (from 0).
pub fn row(maps: &AttentionMaps, view: View, p: Positions, layer: usize, head: usize) -> &[f32] {
    let n = maps.source;
    match view {
        View::Cross => {
            let at = ((layer * maps.heads + head) * maps.target + p.pronoun) * n;
            &maps.cross[at..at + n]
        }
        View::Encoder => {
            let at = ((layer * maps.heads + head) * n + p.it) * n;
            &maps.encoder[at..at + n]
        }
    }
}

/// Every head's figure for `view` over `family`, the decoder fed the right translation.
pub fn probe(t: &Translator, family: &[Family], view: View) -> Vec<HeadFigure> {
    let (layers, heads) = (t.model.shape.layers, t.model.shape.heads);
    let mut weights = vec![Vec::with_capacity(family.len()); layers * heads];
    let mut right = vec![0; layers * heads];
    for &f in family {
        let pair = Pair::family(f);
        let maps = t.maps(&pair.source, &pair.target);
        let p = Positions::of(f);
        let (good, bad) = if f.refers_to_subject() {
            (p.subject, p.place)
        } else {
            (p.place, p.subject)
        };
        for l in 0..layers {
            for h in 0..heads {
                let r = row(&maps, view, p, l, h);
                let k = l * heads + h;
                weights[k].push(r[good] as f64);
                right[k] += usize::from(r[good] > r[bad]);
            }
        }
    }
    (0..layers * heads)
        .map(|k| {
            let mut w = weights[k].clone();
            w.sort_by(f64::total_cmp);
            HeadFigure {
                layer: k / heads + 1,
                head: k % heads + 1,
                right: right[k],
                total: family.len(),
                median: w.get(w.len() / 2).copied().unwrap_or(0.0),
            }
        })
        .collect()
}

/// Every family sentence (both orders) of `story` whose combination is held out.
pub fn held_out_family(story: Story) -> Vec<Family> {
    let held = grammar::held_out_family();
    [false, true]
        .iter()
        .flat_map(|&order| held.iter().map(move |&i| Family::nth(i, order)))
        .filter(|f| f.story == story)
        .collect()
}

/// What forcing one cross-attention head onto the other noun does, over a set of family
/// sentences whose two nouns differ in gender.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FlipFigure {
    /// Layer, from 1.
    pub layer: usize,
    /// Head, from 1.
    pub head: usize,
    /// Sentences whose pronoun turns into the other one (il ↔ elle).
    pub flipped: usize,
    /// Sentences looked at.
    pub total: usize,
}

/// For every cross-attention head: at the step that writes the pronoun, all of the head's weight
/// is put on the noun "it" does not refer to, and the sentence is decoded again. Counted over the
/// sentences of `family` whose nouns differ in gender (else the pronoun could not show it).
pub fn flips(t: &Translator, family: &[Family]) -> Vec<FlipFigure> {
    let (layers, heads) = (t.model.shape.layers, t.model.shape.heads);
    let differ: Vec<(Family, Vec<usize>, Vec<usize>)> = family
        .iter()
        .filter(|f| f.nouns_differ())
        .map(|&f| {
            let source = Pair::family(f).source;
            let own = t.translate(&source).output;
            (f, source, own)
        })
        .collect();
    let (il, elle) = (grammar::token("il"), grammar::token("elle"));
    (0..layers * heads)
        .map(|k| {
            let (l, h) = (k / heads, k % heads);
            let flipped = differ
                .iter()
                .filter(|(f, source, own)| {
                    let p = Positions::of(*f);
                    let other = if f.refers_to_subject() {
                        p.place
                    } else {
                        p.subject
                    };
                    let over =
                        Override::one_hot(Attention::Cross, (l, h, p.pronoun), other, source.len());
                    let again = t.translate_with(source, over).output;
                    let (before, after) = (own.get(p.pronoun), again.get(p.pronoun));
                    before != after
                        && [before, after]
                            .iter()
                            .all(|w| w.is_some_and(|&w| Some(w) == il || Some(w) == elle))
                })
                .count();
            FlipFigure {
                layer: l + 1,
                head: h + 1,
                flipped,
                total: differ.len(),
            }
        })
        .collect()
}

/// What the shipped translator's page states about it, all measured on the held-out set.
#[derive(Debug, Clone, PartialEq)]
pub struct Measured {
    /// Held-out sentences translated exactly right by greedy decoding, and in all.
    pub exact: (usize, usize),
    /// Held-out family sentences (both families) with the pronoun and adjective right, and in
    /// all.
    pub agreement: (usize, usize),
    /// Corpus BLEU (0 to 1) and its n-gram precisions.
    pub bleu: (f64, [f64; 4]),
    /// Each head's figure in the decoder's cross-attention at the pronoun's step, over the
    /// paper's family ("didn't cross").
    pub cross: Vec<HeadFigure>,
    /// Each head's figure in the encoder's row of "it", over the paper's family.
    pub encoder: Vec<HeadFigure>,
    /// Each cross-attention head's flips when forced onto the other noun, over the paper's family.
    pub flips: Vec<FlipFigure>,
    /// The trophy family's ("didn't fit in") figures, as `cross`.
    pub trophy_cross: Vec<HeadFigure>,
    /// The trophy family's flips, as `flips`.
    pub trophy_flips: Vec<FlipFigure>,
}

impl Measured {
    /// The cross-attention head that best tells the right noun from the other (most sentences,
    /// then the higher median).
    pub fn resolving(&self) -> HeadFigure {
        best(&self.cross)
    }

    /// The cross-attention head that best tells the right noun from the other in the trophy
    /// family.
    pub fn trophy_resolving(&self) -> HeadFigure {
        best(&self.trophy_cross)
    }

    /// The flip figure of cross-attention head `head` of layer `layer` (both from 1), in the
    /// paper's family.
    pub fn flip(&self, layer: usize, head: usize) -> Option<FlipFigure> {
        find_flip(&self.flips, layer, head)
    }

    /// The same in the trophy family.
    pub fn trophy_flip(&self, layer: usize, head: usize) -> Option<FlipFigure> {
        find_flip(&self.trophy_flips, layer, head)
    }

    /// The encoder head that does best at it.
    pub fn best_encoder(&self) -> HeadFigure {
        best(&self.encoder)
    }
}

fn find_flip(figures: &[FlipFigure], layer: usize, head: usize) -> Option<FlipFigure> {
    figures
        .iter()
        .copied()
        .find(|f| (f.layer, f.head) == (layer, head))
}

fn best(figures: &[HeadFigure]) -> HeadFigure {
    figures
        .iter()
        .copied()
        .max_by(|a, b| a.right.cmp(&b.right).then(a.median.total_cmp(&b.median)))
        .unwrap_or(HeadFigure {
            layer: 1,
            head: 1,
            right: 0,
            total: 0,
            median: 0.0,
        })
}

/// Measures a translator: quality over the held-out set, and the probes over its family.
pub fn measure(t: &Translator) -> Measured {
    let q = super::evaluate::quality(&t.model, &t.weights);
    let (family, trophy) = (held_out_family(Story::Cross), held_out_family(Story::Fit));
    Measured {
        exact: (q.exact, q.sentences),
        agreement: (q.agreement, q.family),
        bleu: (q.bleu.score, q.bleu.precisions),
        cross: probe(t, &family, View::Cross),
        encoder: probe(t, &family, View::Encoder),
        flips: flips(t, &family),
        trophy_cross: probe(t, &trophy, View::Cross),
        trophy_flips: flips(t, &trophy),
    }
}
