//! One Leptos view per widget: state in, kernel call in a memo, picture and summary out.

pub mod architecture;
pub mod cost;
pub mod mask;
pub mod pe;
pub mod scaling;
pub mod softmax;
