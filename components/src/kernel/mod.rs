//! Pure maths behind every widget: no Leptos, no browser, nothing but numbers.
//!
//! Every figure a widget shows is computed here and pinned by a test in this module tree, so the
//! picture, the screen-reader summary and the tests all read the same values. The folders hold
//! one subject each: [`blocks`] the paper's building blocks, [`cost`] what they cost, [`network`]
//! the trainable model, [`language`] the translator's toy language, [`decoding`] writing with a
//! trained model and [`robot`] a robot's table seen as tokens.

pub mod bleu;
pub mod blocks;
pub mod cost;
pub mod decoding;
pub mod everyday;
pub mod labels;
pub mod language;
pub mod network;
pub mod robot;
pub mod sampling;
pub mod schedule;
pub mod smoothing;
pub mod subwords;
pub mod text;
pub mod timing;
