//! Each widget's parameters (read from and written to a URL query) and the words of its live
//! summary. Pure Rust: the summaries are what screen readers hear and what the tests read, so they
//! are tested natively here, beside the kernels they quote.

pub mod architecture;
pub mod beam;
pub mod charts;
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

use crate::params::{Notice, Param, Query};

/// A widget's state: what a link carries, and how it is read back.
///
/// Its parameters are declared once, in [`WidgetParams::PARAMS`]; `from_query` reads each by its
/// declaration and adds only what is particular to the widget (a rule between two parameters),
/// and `Default` is what a bare link gives, so the two cannot disagree.
pub trait WidgetParams: Sized + Clone + PartialEq + Default {
    /// Every parameter, in the order links write them.
    const PARAMS: &'static [Param];
    /// Reads the state from `query`; every value that could not be used gets a notice.
    fn from_query(query: &Query) -> (Self, Vec<Notice>);
    /// The state as query pairs, in [`WidgetParams::PARAMS`] order, so
    /// `from_query(to_query(x)) == x`.
    fn to_query(&self) -> Query;
}

/// `Default` for a widget's state: what a bare link gives.
macro_rules! default_from_link {
    ($params:ty) => {
        impl Default for $params {
            /// The state a bare link gives: every parameter at its declared default.
            fn default() -> Self {
                <Self as $crate::model::WidgetParams>::from_query(&$crate::params::Query::default())
                    .0
            }
        }
    };
}
pub(crate) use default_from_link;
