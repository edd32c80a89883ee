//! Corpus BLEU (Papineni et al., 2002), the score of the paper's Table 2: the geometric mean of the
//! modified n-gram precisions for n = 1 to 4, times a brevity penalty, over a whole test set.
//!
//! Counts are summed over the corpus before dividing, as in the standard definition (not an
//! average of sentence scores), with no smoothing. A sentence may have several references, as
//! real sentences have several right translations: each n-gram counts up to the most times any
//! one reference has it, and the sentence's reference length is the reference length closest to
//! the candidate's (the shorter of two as close), as sacreBLEU counts them. [`tokenize_13a`] cuts
//! text into words the way sacreBLEU's default tokeniser does, so the everyday translator's score
//! is the figure sacreBLEU would print for the same output.

use std::collections::HashMap;

/// A corpus BLEU score and its parts.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Bleu {
    /// Modified n-gram precision for n = 1, 2, 3, 4: matched n-grams (each clipped to its count in
    /// the reference) over the candidate's n-grams.
    pub precisions: [f64; 4],
    /// Candidate tokens in all.
    pub candidate_len: usize,
    /// Reference tokens in all.
    pub reference_len: usize,
    /// exp(1 − r/c) when the candidates are shorter than the references, else 1.
    pub brevity_penalty: f64,
    /// BP · exp(¼ Σ log pₙ), from 0 to 1 (the paper reports it × 100).
    pub score: f64,
}

/// Corpus BLEU of `candidates` against one reference each (pairs in order).
pub fn corpus_bleu<T: PartialEq + Eq + std::hash::Hash>(pairs: &[(&[T], &[T])]) -> Bleu {
    let multi: Vec<(&[T], Vec<&[T]>)> = pairs.iter().map(|&(c, r)| (c, vec![r])).collect();
    corpus_bleu_multi(&multi)
}

/// Corpus BLEU of candidates, each against all of its references.
pub fn corpus_bleu_multi<T: PartialEq + Eq + std::hash::Hash>(
    sentences: &[(&[T], Vec<&[T]>)],
) -> Bleu {
    let mut matched = [0usize; 4];
    let mut total = [0usize; 4];
    let (mut c, mut r) = (0, 0);
    for (cand, refs) in sentences {
        c += cand.len();
        r += closest_length(cand.len(), refs);
        for n in 1..=4 {
            if cand.len() < n {
                continue;
            }
            total[n - 1] += cand.len() + 1 - n;
            // The most times any one reference holds each n-gram: a candidate n-gram counts up to
            // that many times.
            let mut allowed: HashMap<&[T], usize> = HashMap::new();
            for refr in refs {
                let mut counts: HashMap<&[T], usize> = HashMap::new();
                for g in refr.windows(n) {
                    *counts.entry(g).or_default() += 1;
                }
                for (g, k) in counts {
                    let a = allowed.entry(g).or_default();
                    *a = (*a).max(k);
                }
            }
            for g in cand.windows(n) {
                if let Some(a) = allowed.get_mut(g).filter(|a| **a > 0) {
                    *a -= 1;
                    matched[n - 1] += 1;
                }
            }
        }
    }
    let precisions = std::array::from_fn(|i| {
        if total[i] == 0 {
            0.0
        } else {
            matched[i] as f64 / total[i] as f64
        }
    });
    let brevity_penalty = if c == 0 {
        0.0
    } else if c < r {
        (1.0 - r as f64 / c as f64).exp()
    } else {
        1.0
    };
    let score = if precisions.contains(&0.0) {
        0.0
    } else {
        brevity_penalty * (precisions.iter().map(|p| p.ln()).sum::<f64>() / 4.0).exp()
    };
    Bleu {
        precisions,
        candidate_len: c,
        reference_len: r,
        brevity_penalty,
        score,
    }
}

/// The length of the reference closest in length to a candidate of `len` words; of two as
/// close, the shorter.
fn closest_length<T>(len: usize, refs: &[&[T]]) -> usize {
    refs.iter()
        .map(|r| r.len())
        .min_by_key(|&l| (l.abs_diff(len), l))
        .unwrap_or(0)
}

/// Words as sacreBLEU's default tokeniser ("13a", after the mteval-v13a script) cuts them:
/// the symbols of ASCII punctuation other than `'`, `-`, `.` and `,` stand alone; a period or a
/// comma stands alone unless it sits between digits; a hyphen after a digit stands alone.
pub fn tokenize_13a(text: &str) -> Vec<String> {
    let line = text
        .replace("<skipped>", "")
        .replace("-\n", "")
        .replace('\n', " ");
    let line = if line.contains('&') {
        line.replace("&quot;", "\"")
            .replace("&amp;", "&")
            .replace("&lt;", "<")
            .replace("&gt;", ">")
    } else {
        line
    };
    let chars: Vec<char> = format!(" {line} ").chars().collect();
    // Each step is one of the script's substitutions, a match at a time from the left, the
    // scan going on after each replaced match (as Python's `re.sub`).
    let isolated =
        |c: char| matches!(c, '{'..='~' | '['..='`' | ' '..='&' | '('..='+' | ':'..='@' | '/');
    let digit = |c: char| c.is_ascii_digit();
    let dot = |c: char| c == '.' || c == ',';
    let mut s: Vec<char> = Vec::with_capacity(chars.len() * 2);
    for c in chars {
        if isolated(c) {
            s.extend([' ', c, ' ']);
        } else {
            s.push(c);
        }
    }
    let s = substitute(&s, |a, b| !digit(a) && dot(b), |a, b| vec![a, ' ', b, ' ']);
    let s = substitute(&s, |a, b| dot(a) && !digit(b), |a, b| vec![' ', a, ' ', b]);
    let s = substitute(&s, |a, b| digit(a) && b == '-', |a, b| vec![a, ' ', b, ' ']);
    s.iter()
        .collect::<String>()
        .split_whitespace()
        .map(str::to_string)
        .collect()
}

/// One two-character substitution of the 13a script: each place where `hit(a, b)` holds, from
/// the left and not overlapping, becomes `with(a, b)`.
fn substitute(
    s: &[char],
    hit: impl Fn(char, char) -> bool,
    with: impl Fn(char, char) -> Vec<char>,
) -> Vec<char> {
    let mut out = Vec::with_capacity(s.len() + s.len() / 2);
    let mut i = 0;
    while i < s.len() {
        if i + 1 < s.len() && hit(s[i], s[i + 1]) {
            out.extend(with(s[i], s[i + 1]));
            i += 2;
        } else {
            out.push(s[i]);
            i += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<&str> {
        s.split(' ').collect()
    }

    #[test]
    fn a_perfect_translation_scores_one() {
        let s = words("le chat a vu la rue");
        let b = corpus_bleu(&[(&s[..], &s[..])]);
        assert_eq!(b.precisions, [1.0; 4]);
        assert_eq!(b.score, 1.0);
    }

    #[test]
    fn papineni_s_clipping_example() {
        // "the the the the the the the" against "the cat is on the mat": unigram precision 2/7.
        let cand = words("the the the the the the the");
        let refr = words("the cat is on the mat");
        let b = corpus_bleu(&[(&cand[..], &refr[..])]);
        assert!((b.precisions[0] - 2.0 / 7.0).abs() < 1e-12);
        assert_eq!(b.score, 0.0);
    }

    #[test]
    fn the_13a_tokeniser_cuts_as_sacrebleu_does() {
        assert_eq!(tokenize_13a("J'ai faim."), ["J'ai", "faim", "."]);
        assert_eq!(
            tokenize_13a("Où est la gare ? « Non », dit-il."),
            [
                "Où", "est", "la", "gare", "?", "«", "Non", "»", ",", "dit-il", "."
            ]
        );
        assert_eq!(
            tokenize_13a("Il coûte 3,50 € (1-2)."),
            ["Il", "coûte", "3,50", "€", "(", "1", "-", "2", ")", "."]
        );
        assert_eq!(tokenize_13a("Wait...Tom"), ["Wait", ".", ".", ".", "Tom"]);
    }

    #[test]
    fn several_references_clip_by_the_most_any_one_holds() {
        let cand = words("le le chat");
        let (r1, r2) = (words("le chat noir"), words("le le chien"));
        let b = corpus_bleu_multi(&[(&cand[..], vec![&r1[..], &r2[..]])]);
        // "le" twice (r2 has two), "chat" once: 3 of 3 unigrams; bigrams "le le" and "le chat".
        assert_eq!(b.precisions[0], 1.0);
        assert_eq!(b.precisions[1], 1.0);
        // Both references are as long as the candidate.
        assert_eq!(b.reference_len, 3);
        let short = words("le chat");
        let b = corpus_bleu_multi(&[(&short[..], vec![&r1[..], &words("le chat noir dort")[..]])]);
        assert_eq!(b.reference_len, 3);
    }

    #[test]
    fn counts_are_summed_over_the_corpus_and_short_output_is_penalised() {
        let (a, ra) = (
            words("le chien a vu le chat"),
            words("le chien a vu le chat"),
        );
        let (b, rb) = (
            words("la vache a traversé"),
            words("la vache a traversé la rue"),
        );
        let bleu = corpus_bleu(&[(&a[..], &ra[..]), (&b[..], &rb[..])]);
        assert_eq!(bleu.precisions, [1.0; 4]);
        assert_eq!((bleu.candidate_len, bleu.reference_len), (10, 12));
        let bp = (1.0f64 - 12.0 / 10.0).exp();
        assert!((bleu.brevity_penalty - bp).abs() < 1e-12);
        assert!((bleu.score - bp).abs() < 1e-12);
        // One wrong word: 9/10 unigrams, 7/8 bigrams (two broken), 5/6, 3/4 (as worked by hand).
        let c = words("la vache a vu");
        let bleu = corpus_bleu(&[(&a[..], &ra[..]), (&c[..], &rb[..])]);
        assert_eq!(bleu.precisions, [0.9, 7.0 / 8.0, 5.0 / 6.0, 3.0 / 4.0]);
    }
}
