//! Pure maths behind every widget: no Leptos, no browser, nothing but numbers.
//!
//! Every figure a widget shows is computed here and pinned by a test in this module tree, so the
//! picture, the screen-reader summary and the tests all read the same values.

pub mod attention;
pub mod bleu;
pub mod cost;
pub mod decode_cost;
pub mod feed_forward;
pub mod labels;
pub mod matrix;
pub mod norm;
pub mod positional;
pub mod sampling;
pub mod schedule;
pub mod shapes;
pub mod smoothing;
pub mod softmax;
pub mod train;
