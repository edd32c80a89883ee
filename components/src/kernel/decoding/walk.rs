//! Follow one sentence through the model: the real numbers of one forward pass at each stage,
//! from the tokens to the word the decoder chooses, for the page's stepper.
//!
//! Everything is read from the same [`Trace`] that training and translation use, so what the
//! stepper shows is what the model computed, not a second implementation of it; the only sums
//! done here again (a head's scores, the sub-layer's output before its residual) are checked
//! against that trace by the tests.

use crate::kernel::network::model::{Model, Trace};
use crate::kernel::network::ops::matmul;
use crate::kernel::network::real::Real;
use crate::kernel::network::task::shifted;

/// How many stages the stepper has (their names are messages: `stage_names`); the link's
/// `stage` counts from 1.
pub const STAGES: usize = 11;

/// The first stage that happens in the decoder (from 1): from here on the stepper is at an
/// output position.
pub const FIRST_DECODER_STAGE: usize = 8;

/// One sentence's numbers at every stage. Rows of `n × d` matrices are given for one source
/// word, `focus`; the stages say the whole matrix's shape.
#[derive(Debug, Clone, PartialEq)]
pub struct Walk {
    /// The English tokens (`n` of them).
    pub source: Vec<usize>,
    /// The French tokens the decoder is fed and writes.
    pub output: Vec<usize>,
    /// The source word whose rows the encoder's stages show (from 0).
    pub focus: usize,
    /// Model width.
    pub d_model: usize,
    /// Width of one head.
    pub d_k: usize,
    /// Inner width of the feed-forward layers.
    pub d_ff: usize,
    /// Rows of the shared embedding (the output vocabulary, the start token's row aside).
    pub vocab: usize,
    /// The decoder layer of the decoder's stages (from 0); the encoder's stages show layer 1.
    pub layer: usize,
    /// The head shown (from 0).
    pub head: usize,
    /// The focus word's embedding row × √d_model.
    pub embedded: Vec<f64>,
    /// The positional encoding of the focus word's position.
    pub position: Vec<f64>,
    /// Their sum: the encoder's input row.
    pub input: Vec<f64>,
    /// The head's scores q·k / √d_k of the focus word against every source word (encoder
    /// layer 1).
    pub scores: Vec<f64>,
    /// Their softmax.
    pub weights: Vec<f64>,
    /// The head's output: the values weighted by `weights` (`d_k` numbers).
    pub head_out: Vec<f64>,
    /// Every head's output concatenated and projected by W^O: the sub-layer's output row.
    pub attended: Vec<f64>,
    /// LayerNorm(input + attended).
    pub normed: Vec<f64>,
    /// The feed-forward layer's inner row after its ReLU (`d_ff` numbers).
    pub hidden: Vec<f64>,
    /// The encoder layer's output row, after the feed-forward's add & norm.
    pub encoded: Vec<f64>,
    /// The output position the decoder is at (from 0).
    pub pos: usize,
    /// The decoder's masked self-attention row at `pos` (layer `layer`, head `head`) over the
    /// start token and the words written before it: `pos + 1` weights.
    pub masked: Vec<f64>,
    /// Its cross-attention row at `pos` over the source words.
    pub cross: Vec<f64>,
    /// The scores of every output token at `pos`.
    pub logits: Vec<f64>,
    /// Their softmax.
    pub probabilities: Vec<f64>,
    /// The most likely token at `pos` (the first of equals).
    pub chosen: usize,
}

fn row<T: Real>(m: &[T], width: usize, i: usize) -> Vec<f64> {
    m[i * width..][..width].iter().map(|x| x.f64()).collect()
}

/// The numbers of `source` translated as `output` (the decoder is fed `output`, as when it wrote
/// it), following source word `focus` through the encoder and output position `pos` (from 0,
/// kept within `output`) through the decoder's layer `layer`, head `head` (both from 0, kept
/// within the model). `None` if either sentence is empty.
pub fn walk(
    model: &Model,
    w: &[f32],
    (source, output): (&[usize], &[usize]),
    focus: usize,
    (layer, head): (usize, usize),
    pos: usize,
) -> Option<Walk> {
    if source.is_empty() || output.is_empty() {
        return None;
    }
    let shape = model.shape;
    let (d, heads, vocab) = (shape.d_model, shape.heads, shape.vocab);
    let (layer, head) = (layer.min(shape.layers - 1), head.min(heads - 1));
    let d_k = d / heads;
    let (n, m) = (source.len(), output.len());
    let (focus, pos) = (focus.min(n - 1), pos.min(m - 1));
    let trace: Trace<f32> = model.forward(w, source, &shifted(output, vocab));

    let scale = (d as f64).sqrt();
    let embedded: Vec<f64> = w[model.embedding + source[focus] * d..][..d]
        .iter()
        .map(|&e| e as f64 * scale)
        .collect();
    let position = model.positions[focus * d..][..d].to_vec();
    let first = &trace.encoder[0];
    let input = row(&first.input, d, focus);

    let cols = head * d_k..(head + 1) * d_k;
    let q = &first.attn.q[focus * d..][cols.clone()];
    let factor = if shape.scaled {
        (d_k as f64).sqrt()
    } else {
        1.0
    };
    let scores = (0..n)
        .map(|j| {
            let k = &first.attn.k[j * d..][cols.clone()];
            q.iter()
                .zip(k)
                .map(|(&a, &b)| a as f64 * b as f64)
                .sum::<f64>()
                / factor
        })
        .collect();
    let weights = row(&first.attn.weights, n, head * n + focus);
    let head_out = first.attn.concat[focus * d..][cols]
        .iter()
        .map(|&x| x as f64)
        .collect();
    let at = model.encoder[0].attn.o;
    let attended = matmul(
        &first.attn.concat[focus * d..][..d],
        &w[at..][..d * d],
        1,
        d,
        d,
    )
    .iter()
    .map(|&x| x as f64)
    .collect();
    let normed = row(&first.ffn.input, d, focus);
    let hidden = row(&first.ffn.active, shape.d_ff, focus);
    let encoded = match trace.encoder.get(1) {
        Some(next) => row(&next.input, d, focus),
        None => row(&trace.memory, d, focus),
    };

    let dec = &trace.decoder[layer];
    let masked = dec.attn.weights[(head * m + pos) * m..][..=pos]
        .iter()
        .map(|&x| x as f64)
        .collect();
    let cross = row(&dec.cross.weights, n, head * m + pos);
    let logits = row(&trace.logits, vocab, pos);
    let probabilities = crate::kernel::blocks::softmax::softmax(&logits, 1.0).unwrap_or_default();
    let chosen =
        crate::kernel::network::model::predictions(&trace.logits[pos * vocab..][..vocab], vocab)[0];
    Some(Walk {
        source: source.to_vec(),
        output: output.to_vec(),
        focus,
        d_model: d,
        d_k,
        d_ff: shape.d_ff,
        vocab,
        layer,
        head,
        embedded,
        position,
        input,
        scores,
        weights,
        head_out,
        attended,
        normed,
        hidden,
        encoded,
        pos,
        masked,
        cross,
        logits,
        probabilities,
        chosen,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::decoding::translator::Translator;
    use crate::kernel::language::grammar::{self, parse};

    fn shipped() -> Translator {
        Translator::from_bytes(include_bytes!("../../../../assets/translator.bin"))
            .expect("the shipped weights")
    }

    fn close(a: &[f64], b: &[f64], tolerance: f64) -> bool {
        a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x - y).abs() <= tolerance)
    }

    #[test]
    fn each_stage_follows_from_the_one_before() {
        let t = shipped();
        let source = parse("the animal didn't cross the street because it was too tired").tokens;
        let translation = t.translate(&source);
        let out = translation.output.clone();
        let it = source
            .iter()
            .position(|&s| s == grammar::token("it").unwrap())
            .unwrap();
        let walk = walk(&t.model, &t.weights, (&source, &out), it, (1, 0), 10).unwrap();
        let sum: Vec<f64> = walk
            .embedded
            .iter()
            .zip(&walk.position)
            .map(|(a, b)| a + b)
            .collect();
        // The trace adds in f32; the stepper's rows are read from it.
        assert!(
            close(&sum, &walk.input, 1e-5),
            "embedding + position = input"
        );
        let soft = crate::kernel::blocks::softmax::softmax(&walk.scores, 1.0).unwrap();
        assert!(
            close(&soft, &walk.weights, 1e-5),
            "softmax(scores) = weights"
        );
        assert_eq!((walk.d_model, walk.d_k, walk.d_ff), (32, 16, 128));
        assert_eq!(walk.head_out.len(), 16);
        assert_eq!(walk.hidden.len(), 128);
        assert!(walk.hidden.iter().all(|&h| h >= 0.0), "after the ReLU");
        // The post-norm sub-layer: normalising input + attended (with the learned scale and
        // shift) gives the row the feed-forward reads.
        let x: Vec<f64> = walk
            .input
            .iter()
            .zip(&walk.attended)
            .map(|(a, b)| a + b)
            .collect();
        let mean = x.iter().sum::<f64>() / 32.0;
        let var = x.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / 32.0;
        let at = t.model.encoder[0].norm1;
        let normed: Vec<f64> = x
            .iter()
            .enumerate()
            .map(|(i, v)| {
                (v - mean) / (var + 1e-5).sqrt() * t.weights[at.g + i] as f64
                    + t.weights[at.b + i] as f64
            })
            .collect();
        assert!(
            close(&normed, &walk.normed, 1e-3),
            "LayerNorm(x + attention)"
        );
        // The decoder at word 11 writes the pronoun, as the translation did.
        assert_eq!(walk.pos, 10);
        assert_eq!(grammar::TOKENS[walk.chosen], "il");
        assert_eq!(walk.chosen, out[10]);
        assert_eq!(walk.masked.len(), 11);
        assert!((walk.masked.iter().sum::<f64>() - 1.0).abs() < 1e-5);
        assert!((walk.cross.iter().sum::<f64>() - 1.0).abs() < 1e-5);
        let p = translation.probabilities(10);
        assert!(
            close(&p, &walk.probabilities, 1e-9),
            "the same probabilities as translate's"
        );
    }

    #[test]
    fn every_position_chooses_the_word_the_translation_wrote() {
        let t = shipped();
        let source = parse("the cow didn't cross the bridge because it was too tired").tokens;
        let out = t.translate(&source).output;
        for pos in 0..out.len() {
            let walk = walk(&t.model, &t.weights, (&source, &out), 0, (1, 0), pos).unwrap();
            assert_eq!(walk.chosen, out[pos], "word {}", pos + 1);
        }
        assert!(walk(&t.model, &t.weights, (&[], &out), 0, (1, 0), 0).is_none());
        let past = walk(&t.model, &t.weights, (&source, &out), 99, (7, 7), 99).unwrap();
        assert_eq!(
            (past.focus, past.layer, past.head, past.pos),
            (source.len() - 1, 1, 1, out.len() - 1)
        );
    }
}
