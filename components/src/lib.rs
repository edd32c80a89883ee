//! The explainer's widget library.
//!
//! - [`kernel`]: the maths, pure Rust, tested natively (`cargo test -p components
//!   --no-default-features`).
//! - [`params`]: parsing a widget's state out of a URL query, with polite notices for bad values.
//! - [`model`]: each widget's parameters and the words of its live summary, also pure.
//! - `registry`, `widgets`, `ui` (feature `view`): the Leptos views over them.

pub mod embed;
pub mod kernel;
pub mod model;
pub mod params;

#[cfg(feature = "view")]
pub mod registry;
#[cfg(feature = "view")]
pub mod ui;
#[cfg(feature = "view")]
pub mod widgets;
