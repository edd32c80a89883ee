//! "Follow one sentence": the words of the translate widget's stepper at each stage, from the
//! numbers of [`walk`](crate::kernel::decoding::walk).

use crate::format::{fixed, percent};
use crate::i18n::m;
use crate::kernel::blocks::softmax::ranked;
use crate::kernel::decoding::walk::{FIRST_DECODER_STAGE, STAGES, Walk};
use crate::kernel::language::grammar::{self, TOKENS};

/// One stage as the stepper shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StageText {
    /// "Stage 4 of 11: One head's scores".
    pub title: String,
    /// The shape of what this stage computes, e.g. "11 × 11 for each head".
    pub shape: String,
    /// What happens, with the numbers that matter.
    pub text: String,
}

/// The source word the encoder's stages follow: "it" if the sentence has it, else the first.
pub fn focus_word(source: &[usize]) -> usize {
    let it = grammar::token("it");
    source.iter().position(|&s| Some(s) == it).unwrap_or(0)
}

fn word(token: usize) -> &'static str {
    TOKENS.get(token).copied().unwrap_or("?")
}

/// The position and value of the largest entry (the first of equals).
fn top(values: &[f64]) -> (usize, f64) {
    let i = ranked(values).first().copied().unwrap_or(0);
    (i, values.get(i).copied().unwrap_or(0.0))
}

/// The decoder's input at `walk.pos`: the start token, then the words written before it.
pub fn written(walk: &Walk) -> Vec<&'static str> {
    std::iter::once("<s>")
        .chain(walk.output[..walk.pos].iter().map(|&t| word(t)))
        .collect()
}

/// The French written before the word at `walk.pos`, ending in a space unless it ends in an
/// apostrophe (so the chosen word can follow it as the sentence will read).
pub fn before_chosen(walk: &Walk) -> String {
    let text = grammar::display(&walk.output[..walk.pos]);
    if text.is_empty() || text.ends_with('\'') {
        text
    } else {
        format!("{text} ")
    }
}

/// The `n` highest of `values` as (token's word, value), highest first.
pub fn highest(values: &[f64], n: usize) -> Vec<(&'static str, f64)> {
    ranked(values)
        .into_iter()
        .take(n)
        .map(|k| (word(k), values[k]))
        .collect()
}

/// Whether `stage` (from 1) happens in the decoder, at an output position.
pub fn in_decoder(stage: usize) -> bool {
    stage >= FIRST_DECODER_STAGE
}

/// Stage `stage` (from 1, kept within the stages) of `walk`.
pub fn stage_text(walk: &Walk, stage: usize) -> StageText {
    let stage = stage.clamp(1, STAGES);
    let (n, d, dk, dff, v) = (
        walk.source.len(),
        walk.d_model,
        walk.d_k,
        walk.d_ff,
        walk.vocab,
    );
    let f = word(walk.source[walk.focus]);
    let (layer, head) = (walk.layer + 1, walk.head + 1);
    let at = walk.pos + 1;
    let t = m();
    let shape = t.stage_shape(stage, n, d, dk, dff, v, at);
    let text = match stage {
        1 => t.stage_tokens(v, f, walk.focus + 1, n),
        2 => t.stage_embedding(walk.source[walk.focus], d, &fixed((d as f64).sqrt(), 2), f),
        3 => t.stage_positions(walk.focus),
        4 => {
            let (j, s) = top(&walk.scores);
            t.stage_scores(
                head,
                f,
                dk,
                &fixed((dk as f64).sqrt(), 0),
                &fixed(s, 2),
                word(walk.source[j]),
            )
        }
        5 => {
            let (j, p) = top(&walk.weights);
            t.stage_weights(f, &percent(p), word(walk.source[j]), dk, d)
        }
        6 => t.stage_add_norm().to_string(),
        7 => {
            let zeros = walk.hidden.iter().filter(|&&h| h == 0.0).count();
            t.stage_feed_forward(dff, zeros, f, d)
        }
        8 => {
            let seen = written(walk);
            let (i, p) = top(&walk.masked);
            let (j, c) = top(&walk.cross);
            let so_far = format!("<s> {}", grammar::display(&walk.output[..walk.pos]));
            t.stage_decoder(
                &t.stage_reads(at, walk.pos, so_far.trim_end()),
                layer,
                head,
                &percent(p),
                seen.get(i).copied().unwrap_or("?"),
                &percent(c),
                word(walk.source[j]),
            )
        }
        9 => {
            let (k, s) = top(&walk.logits);
            t.stage_logits(at, &fixed(s, 2), word(k))
        }
        10 => {
            let (k, p) = top(&walk.probabilities);
            t.stage_softmax(v, word(k), &percent(p))
        }
        _ => t.stage_chosen(
            word(walk.chosen),
            word(walk.output[walk.pos]),
            at,
            walk.chosen == 0,
        ),
    };
    StageText {
        title: t.stage_title(stage, STAGES, t.stage_names()[stage - 1]),
        shape,
        text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::decoding::walk::walk;
    use crate::kernel::language::grammar::parse;

    const DEFAULT_SENTENCE: &str = "the animal didn't cross the street because it was too tired";

    fn seed_walk(pos: usize) -> Walk {
        let t = crate::model::listen::tests::shipped();
        let source = parse(DEFAULT_SENTENCE).tokens;
        let out = t.translate(&source).output;
        walk(
            &t.model,
            &t.weights,
            (&source, &out),
            focus_word(&source),
            (1, 1),
            pos,
        )
        .unwrap()
    }

    #[test]
    fn the_stages_read_the_seed_sentence() {
        let w = seed_walk(10);
        assert_eq!(w.focus, 7, "“it” is word 8");
        let texts: Vec<StageText> = (1..=11).map(|s| stage_text(&w, s)).collect();
        assert_eq!(texts[0].title, "Stage 1 of 11: Tokens");
        assert_eq!(texts[0].shape, "11 tokens");
        assert!(
            texts[0].text.contains("share: 134 tokens,"),
            "{}",
            texts[0].text
        );
        assert!(
            texts[0].text.ends_with("follow “it”, word 8 of 11."),
            "{}",
            texts[0].text
        );
        assert_eq!(texts[1].shape, "11 × 32");
        assert!(texts[1].text.contains("√32 ≈ 5.66"), "{}", texts[1].text);
        assert_eq!(texts[3].shape, "11 × 11 for each head");
        assert!(
            texts[3].text.contains("divided by √16 = 4."),
            "{}",
            texts[3].text
        );
        assert_eq!(texts[6].shape, "11 × 128, then 11 × 32");
        assert!(
            texts[7].text.starts_with("To write word 11, the decoder reads the start token and the 10 words it has written, “<s> l'animal n'a pas traversé la rue parce qu'”, and"),
            "{}",
            texts[7].text
        );
        assert!(
            texts[7].text.contains("to the English “animal”"),
            "{}",
            texts[7].text
        );
        assert!(texts[8].text.ends_with("is for “il”."), "{}", texts[8].text);
        assert!(
            texts[9].text.contains("“il” gets 90.3%"),
            "{}",
            texts[9].text
        );
        assert!(
            texts[10].text.starts_with(
                "Greedy decoding takes the most likely word, “il”. It is written as word 11"
            ),
            "{}",
            texts[10].text
        );
        assert_eq!(stage_text(&w, 99).title, "Stage 11 of 11: The word chosen");
    }

    #[test]
    fn the_last_word_is_the_end_token() {
        let w = seed_walk(99);
        assert_eq!(w.pos, 14);
        assert!(
            stage_text(&w, 11)
                .text
                .ends_with("the translation is finished.")
        );
        assert_eq!(highest(&w.probabilities, 5)[0].0, grammar::END);
        assert_eq!(written(&w).len(), 15);
        assert!(before_chosen(&w).ends_with("trop fatigué "));
        let first = seed_walk(0);
        assert!(stage_text(&first, 8).text.starts_with(
            "To write word 1, the decoder reads only the start token, <s>. In layer 2"
        ));
        assert_eq!(before_chosen(&first), "");
        assert_eq!(before_chosen(&seed_walk(1)), "l'");
    }
}
