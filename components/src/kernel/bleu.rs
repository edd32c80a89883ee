//! Corpus BLEU (Papineni et al., 2002), the score of the paper's Table 2: the geometric mean of the
//! modified n-gram precisions for n = 1 to 4, times a brevity penalty, over a whole test set.
//!
//! Counts are summed over the corpus before dividing, as in the standard definition (not an
//! average of sentence scores), with one reference per sentence and no smoothing.

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
pub fn corpus_bleu<T: PartialEq>(pairs: &[(&[T], &[T])]) -> Bleu {
    let mut matched = [0usize; 4];
    let mut total = [0usize; 4];
    let (mut c, mut r) = (0, 0);
    for (cand, refr) in pairs {
        c += cand.len();
        r += refr.len();
        for n in 1..=4 {
            if cand.len() < n {
                continue;
            }
            total[n - 1] += cand.len() + 1 - n;
            // Each candidate n-gram counts while the reference still has an unused copy of it.
            let mut used = vec![false; refr.len().saturating_sub(n - 1)];
            for g in cand.windows(n) {
                if let Some(k) = refr
                    .windows(n)
                    .enumerate()
                    .position(|(k, h)| !used[k] && h == g)
                {
                    used[k] = true;
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
