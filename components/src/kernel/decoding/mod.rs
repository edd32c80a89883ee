//! Writing with a trained model: greedy decoding with a key–value cache, beam search, sampling,
//! the shipped translator and its checkpoints, what it measures, and one sentence followed through
//! the model for the page's stepper.

// Index loops read as the maths they implement (rows, heads, positions).
#![allow(clippy::needless_range_loop)]

pub mod beam;
pub mod cached;
pub mod checkpoints;
pub mod decode;
pub mod evaluate;
pub mod sample;
#[rustfmt::skip]
pub mod shipped;
pub mod translator;
pub mod walk;
