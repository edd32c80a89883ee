//! The paper's building blocks on examples small enough to show every number: scaled dot-product
//! attention, softmax, the feed-forward network, residual connections with layer norm, and the
//! positional encodings.

pub mod attention;
pub mod feed_forward;
pub mod matrix;
pub mod norm;
pub mod positional;
pub mod softmax;
