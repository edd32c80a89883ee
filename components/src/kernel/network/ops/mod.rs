//! The layers of the model, each a forward pass that keeps what its backward pass needs, and that
//! backward pass written out by hand. Matrices are row-major slices: `x` of `n × k` holds row `i`
//! at `x[i * k..(i + 1) * k]`.
//!
//! Sums run in one fixed order and nothing is fused, so a run gives the same bits natively and in
//! wasm. The loops keep their innermost index on contiguous memory, which is what lets the
//! compiler use vector instructions without reordering a single addition.
//!
//! The matrix products are in `products`, attention in `attention`, and the element-wise
//! layers, layer normalisation and the softmax in `elementwise`.

mod attention;
mod elementwise;
mod products;

pub use attention::{
    AttentionCache, AttentionGrads, AttentionShape, AttentionWeights, attend_row, attention,
    attention_backward,
};
pub use elementwise::{
    NormCache, accumulate, add, add_bias, add_bias_backward, layer_norm, layer_norm_backward, relu,
    relu_backward, softmax_in_place,
};
pub use products::{dot, matmul, matmul_backward, matmul_transposed, matmul_transposed_backward};
