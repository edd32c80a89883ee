//! Dropout (Srivastava et al., 2014) where the paper puts it (§5.4, "Residual Dropout"): on the
//! output of every sub-layer before it is added to the sub-layer's input, and on the sums of the
//! embeddings and the positional encodings, in both stacks.
//!
//! Training draws a fresh mask for each of those places in each example; each entry is either
//! zero (with probability `rate`) or 1 / (1 − rate), so the expected sum is unchanged and nothing
//! needs scaling at inference, when there is no dropout at all. A run without dropout draws
//! nothing and computes exactly what it computed before dropout existed.

use rand::Rng;
use rand_chacha::ChaCha12Rng;

use super::real::Real;

/// The dropout of one example's forward pass: its rate and the stream its masks are drawn from.
#[derive(Debug, Clone)]
pub struct Dropout {
    rate: f32,
    rng: ChaCha12Rng,
}

/// One place's mask, if the pass had dropout.
pub(crate) type Mask<T> = Option<Vec<T>>;

impl Dropout {
    /// Dropout at `rate` (from 0 to below 1), its masks drawn from `rng`.
    pub fn new(rate: f32, rng: ChaCha12Rng) -> Self {
        Self {
            rate: rate.clamp(0.0, 0.95),
            rng,
        }
    }

    /// A mask of `len` entries: 0 with probability `rate`, else 1 / (1 − rate).
    fn mask<T: Real>(&mut self, len: usize) -> Vec<T> {
        let keep = T::of(1.0 / (1.0 - self.rate as f64));
        (0..len)
            .map(|_| {
                if self.rng.random::<f32>() < self.rate {
                    T::ZERO
                } else {
                    keep
                }
            })
            .collect()
    }
}

/// Draws a mask for `x` and applies it, if there is dropout; returns the mask for the backward
/// pass.
pub(crate) fn drop<T: Real>(dropout: Option<&mut Dropout>, x: &mut [T]) -> Mask<T> {
    let mask = dropout?.mask(x.len());
    scale(x, &Some(mask.clone()));
    Some(mask)
}

/// Multiplies `x` by the mask, entry by entry, if there is one: the forward pass's dropout, and
/// the backward pass's gradient through it.
pub(crate) fn scale<T: Real>(x: &mut [T], mask: &Mask<T>) {
    if let Some(m) = mask {
        for (a, &b) in x.iter_mut().zip(m) {
            *a *= b;
        }
    }
}

/// The gradient `dy` through a dropout's mask: `dy` itself when the pass had none.
pub(crate) fn through<'a, T: Real>(dy: &'a [T], mask: &Mask<T>) -> std::borrow::Cow<'a, [T]> {
    match mask {
        None => std::borrow::Cow::Borrowed(dy),
        Some(_) => {
            let mut d = dy.to_vec();
            scale(&mut d, mask);
            std::borrow::Cow::Owned(d)
        }
    }
}
