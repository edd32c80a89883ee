//! Each widget's parameters (read from and written to a URL query) and the words of its live
//! summary. Pure Rust: the summaries are what screen readers hear and what the tests read, so they
//! are tested natively here, beside the kernels they quote.

pub mod architecture;
pub mod cost;
pub mod dot_product;
pub mod equations;
pub mod feed_forward;
pub mod figures;
mod fuzz;
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

use crate::params::{Notice, Query};

/// A widget's state: what a link carries, and how it is read back.
pub trait WidgetParams: Sized + Clone + PartialEq + Default {
    /// Reads the state from `query`; every value that could not be used gets a notice.
    fn from_query(query: &Query) -> (Self, Vec<Notice>);
    /// The state as query pairs, in a fixed order, so `from_query(to_query(x)) == x`.
    fn to_query(&self) -> Query;
}
