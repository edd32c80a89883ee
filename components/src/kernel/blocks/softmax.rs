//! Softmax with temperature, and its masked form for causal attention.

use std::fmt;

/// Why a softmax could not be computed.
#[derive(Debug, Clone, PartialEq)]
pub enum SoftmaxError {
    /// There were no scores at all.
    Empty,
    /// The temperature was zero, negative, NaN or infinite.
    BadTemperature(f64),
    /// A score was NaN or infinite (the index of the first one).
    NonFiniteScore(usize),
    /// The mask hid every score, so there is nothing to share attention between.
    AllMasked,
    /// The mask and the scores have different lengths.
    MaskLength { scores: usize, mask: usize },
}

impl fmt::Display for SoftmaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Empty => write!(f, "softmax needs at least one score"),
            Self::BadTemperature(t) => {
                write!(
                    f,
                    "the temperature must be a finite number above 0, not {t}"
                )
            }
            Self::NonFiniteScore(i) => write!(f, "score {} is not a finite number", i + 1),
            Self::AllMasked => write!(f, "every score is masked, so no share can be given"),
            Self::MaskLength { scores, mask } => {
                write!(f, "{scores} scores but a mask of {mask} entries")
            }
        }
    }
}

impl std::error::Error for SoftmaxError {}

/// Softmax of `scores / temperature`: positive shares that add up to 1.
///
/// Numerically stable for any finite input: the largest score is subtracted before `exp`, so the
/// largest term is exactly `exp(0) = 1`, the denominator is at least 1, and nothing overflows even
/// for scores of ±1e300.
pub fn softmax(scores: &[f64], temperature: f64) -> Result<Vec<f64>, SoftmaxError> {
    let mask = vec![true; scores.len()];
    softmax_masked(scores, &mask, temperature)
}

/// Softmax over the entries whose `allowed` flag is true; the others get exactly 0.
///
/// This is what a causal mask does: a masked score counts as −∞ before the softmax, and
/// `exp(−∞) = 0` after it, so the allowed shares still add up to 1.
pub fn softmax_masked(
    scores: &[f64],
    allowed: &[bool],
    temperature: f64,
) -> Result<Vec<f64>, SoftmaxError> {
    if scores.is_empty() {
        return Err(SoftmaxError::Empty);
    }
    if allowed.len() != scores.len() {
        return Err(SoftmaxError::MaskLength {
            scores: scores.len(),
            mask: allowed.len(),
        });
    }
    if !(temperature.is_finite() && temperature > 0.0) {
        return Err(SoftmaxError::BadTemperature(temperature));
    }
    if let Some(i) = scores.iter().position(|s| !s.is_finite()) {
        return Err(SoftmaxError::NonFiniteScore(i));
    }
    let max = scores
        .iter()
        .zip(allowed)
        .filter(|(_, ok)| **ok)
        .map(|(s, _)| *s)
        .fold(f64::NEG_INFINITY, f64::max);
    if max == f64::NEG_INFINITY {
        return Err(SoftmaxError::AllMasked);
    }
    // (s - max) is ≤ 0; it may round to −∞ for scores near ±f64::MAX, and exp(−∞) = 0 is right.
    let exps: Vec<f64> = scores
        .iter()
        .zip(allowed)
        .map(|(s, ok)| {
            if *ok {
                ((s - max) / temperature).exp()
            } else {
                0.0
            }
        })
        .collect();
    let total: f64 = exps.iter().sum();
    Ok(exps.into_iter().map(|e| e / total).collect())
}

/// The exponentials and their total for the worked example (e^z for each score, unnormalised).
///
/// Shown on the page so a reader can redo the division by hand.
pub fn exponentials(scores: &[f64], temperature: f64) -> (Vec<f64>, f64) {
    let exps: Vec<f64> = scores.iter().map(|s| (s / temperature).exp()).collect();
    let total = exps.iter().sum();
    (exps, total)
}

/// Index and value of the largest entry (the first one on ties); `None` for an empty slice.
pub fn argmax(values: &[f64]) -> Option<(usize, f64)> {
    values
        .iter()
        .copied()
        .enumerate()
        .fold(None, |best, (i, v)| match best {
            Some((_, b)) if b >= v => best,
            _ => Some((i, v)),
        })
}

/// The indices of `values` from the largest value to the smallest, ties in index order.
///
/// An insertion sort: the widgets rank a dozen values at most, and the standard library's sorts
/// would add several kilobytes of code to the page for them.
pub fn ranked(values: &[f64]) -> Vec<usize> {
    let mut order: Vec<usize> = Vec::with_capacity(values.len());
    for i in 0..values.len() {
        let at = order
            .iter()
            .position(|&j| values[i].total_cmp(&values[j]).is_gt())
            .unwrap_or(order.len());
        order.insert(at, i);
    }
    order
}

#[cfg(test)]
mod tests {
    #[test]
    fn ranked_orders_by_value_then_index() {
        assert_eq!(super::ranked(&[0.2, 0.5, 0.2, 0.1]), vec![1, 0, 2, 3]);
        assert_eq!(super::ranked(&[]), Vec::<usize>::new());
        assert_eq!(super::ranked(&[-1.0, 3.0, 3.0]), vec![1, 2, 0]);
    }

    use super::*;

    #[test]
    #[allow(clippy::approx_constant)] // 2.718 is the worked example's printed figure for e¹
    fn worked_example_from_the_paper_section() {
        let s = softmax(&[2.0, 1.0, 0.5], 1.0).unwrap();
        assert!((s[0] - 0.629).abs() < 5e-4, "{s:?}");
        assert!((s[1] - 0.231).abs() < 5e-4, "{s:?}");
        assert!((s[2] - 0.140).abs() < 5e-4, "{s:?}");
        let (e, total) = exponentials(&[2.0, 1.0, 0.5], 1.0);
        assert!((e[0] - 7.389).abs() < 5e-4);
        assert!((e[1] - 2.718).abs() < 5e-4);
        assert!((e[2] - 1.649).abs() < 5e-4);
        assert!((total - 11.756).abs() < 5e-4);
    }

    #[test]
    fn temperature_sharpens_and_flattens() {
        let cold = softmax(&[2.0, 1.0, 0.5], 0.1).unwrap();
        let hot = softmax(&[2.0, 1.0, 0.5], 10.0).unwrap();
        assert!(cold[0] > 0.9999);
        assert!(hot[0] < 0.37 && hot[2] > 0.31);
    }

    #[test]
    fn errors_are_reported_not_panicked() {
        assert_eq!(softmax(&[], 1.0), Err(SoftmaxError::Empty));
        assert_eq!(softmax(&[1.0], 0.0), Err(SoftmaxError::BadTemperature(0.0)));
        assert!(matches!(
            softmax(&[1.0], f64::NAN),
            Err(SoftmaxError::BadTemperature(_))
        ));
        assert_eq!(
            softmax(&[1.0], f64::INFINITY),
            Err(SoftmaxError::BadTemperature(f64::INFINITY))
        );
        assert_eq!(
            softmax(&[1.0, f64::NAN], 1.0),
            Err(SoftmaxError::NonFiniteScore(1))
        );
        assert_eq!(
            softmax_masked(&[1.0, 2.0], &[false, false], 1.0),
            Err(SoftmaxError::AllMasked)
        );
        assert_eq!(
            softmax_masked(&[1.0, 2.0], &[true], 1.0),
            Err(SoftmaxError::MaskLength { scores: 2, mask: 1 })
        );
        assert!(!SoftmaxError::AllMasked.to_string().is_empty());
    }

    #[test]
    fn extreme_scores_stay_finite() {
        let s = softmax(&[1e300, -1e300, f64::MAX, -f64::MAX], 0.1).unwrap();
        assert!(s.iter().all(|v| v.is_finite()));
        assert_eq!(s, vec![0.0, 0.0, 1.0, 0.0]);
    }

    #[test]
    fn masked_entries_are_exactly_zero() {
        let s = softmax_masked(&[3.0, 1.0, 2.0], &[true, false, true], 1.0).unwrap();
        assert_eq!(s[1], 0.0);
        assert!((s.iter().sum::<f64>() - 1.0).abs() < 1e-15);
    }

    #[test]
    fn argmax_takes_first_on_ties() {
        assert_eq!(argmax(&[1.0, 3.0, 3.0]), Some((1, 3.0)));
        assert_eq!(argmax(&[]), None);
    }

    mod properties {
        use super::super::*;
        use proptest::prelude::*;

        proptest! {
            #[test]
            fn sums_to_one_and_never_nan(
                scores in proptest::collection::vec(-1e300f64..1e300, 1..17),
                t in 0.1f64..10.0,
            ) {
                let s = softmax(&scores, t).unwrap();
                prop_assert!(s.iter().all(|v| v.is_finite() && *v >= 0.0 && *v <= 1.0));
                prop_assert!((s.iter().sum::<f64>() - 1.0).abs() < 1e-12);
            }

            #[test]
            fn small_scores_sum_to_one(
                scores in proptest::collection::vec(-10f64..10.0, 1..9),
                t in 0.1f64..10.0,
            ) {
                let s = softmax(&scores, t).unwrap();
                prop_assert!((s.iter().sum::<f64>() - 1.0).abs() < 1e-12);
            }

            #[test]
            fn masked_rows_sum_to_one_with_exact_zeros(
                scores in proptest::collection::vec(-1e300f64..1e300, 1..13),
                mask_bits in proptest::collection::vec(any::<bool>(), 13),
                t in 0.1f64..10.0,
            ) {
                let mut allowed: Vec<bool> = mask_bits[..scores.len()].to_vec();
                allowed[0] = true;
                let s = softmax_masked(&scores, &allowed, t).unwrap();
                for (v, ok) in s.iter().zip(&allowed) {
                    if !ok { prop_assert_eq!(*v, 0.0); }
                }
                prop_assert!((s.iter().sum::<f64>() - 1.0).abs() < 1e-12);
            }

            #[test]
            fn order_is_preserved(a in -50f64..50.0, b in -50f64..50.0, t in 0.1f64..10.0) {
                let s = softmax(&[a, b], t).unwrap();
                if a > b { prop_assert!(s[0] >= s[1]); } else if a < b { prop_assert!(s[0] <= s[1]); }
            }
        }
    }
}
