//! One Leptos view per widget: state in, kernel call in a memo, picture and summary out.

pub mod architecture;
pub mod beam;
pub mod cost;
pub mod dot_product;
pub mod feed_forward;
pub mod kv_cache;
pub mod label_smoothing;
pub mod learning_rate;
pub mod listen;
pub mod mask;
pub mod multi_head;
pub mod pe;
pub mod residual_norm;
pub mod results;
pub mod scaling;
pub mod softmax;
pub mod train;
pub mod translate;
