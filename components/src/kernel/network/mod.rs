//! The paper's encoder–decoder in miniature and its training: the forward and backward passes by
//! hand, Adam, the warm-up schedule, label smoothing, and the digit tasks it learns.
//!
//! Nothing here knows about the browser. The worker that trains in the page and the native tests
//! run this same code; with `libm`'s `exp` and `log`, one fixed order of every sum and no fused
//! multiply-add, a link's run gives the same losses to the last bit on both.

// Index loops read as the maths they implement (rows, heads, positions).
#![allow(clippy::needless_range_loop)]

pub mod adam;
pub mod backward;
pub mod corpus;
pub mod dropout;
pub mod layout;
pub mod model;
pub mod ops;
mod positions;
pub mod real;
pub mod task;
pub mod trainer;

pub use model::{AttentionMaps, Shape, VOCAB};
pub use task::{HELD_OUT, Task};
pub use trainer::{Diverged, Settings, StepReport, Trainer, learning_rate};

#[cfg(test)]
mod gradient_check;
