//! The explainer's widget library.
//!
//! - [`locale`]: which language the page speaks, and the texts fixed in declarations, in both.
//! - [`format`]: how numbers are written, so the eye, the ear and the tests agree, in the page's
//!   language's style.
//! - [`i18n`]: every sentence a reader is shown, one typed method per message, in English and
//!   French.
//! - [`svg`]: a small SVG writer, for the saved figures.
//! - [`kernel`]: the maths, pure Rust, tested natively (`cargo test -p components
//!   --no-default-features`).
//! - [`paper`]: the tables the paper reports (data, not computed).
//! - [`params`]: parsing a widget's state out of a URL query, with polite notices for bad values.
//! - [`model`]: each widget's parameters and the words of its live summary, also pure.
//! - [`content`]: the page's own content: the figures its text quotes, Figure 2, the equations'
//!   symbols.
//! - `catalogue`: every widget once, in page order: the rows everything that lists widgets is
//!   made from.
//! - [`registry`]: every widget once, with its parameters (and, with feature `view`, its view).
//! - `widgets`, `ui` (feature `view`): the Leptos views over them.
//! - `slots` (feature `view`): finding the page's widget slots and mounting widgets into them.
//!
//! The layers depend one way only: catalogue → locale → format → i18n → svg → kernel → paper →
//! params → model →
//! content → embed → ui → widgets → registry → slots
//! (`tests/layers.rs` keeps it so).

// The catalogue comes first: its macro is read by the modules below.
#[macro_use]
mod catalogue;

pub mod content;
pub mod embed;
pub mod format;
pub mod i18n;
pub mod kernel;
pub mod locale;
pub mod model;
pub mod paper;
pub mod params;
pub mod registry;
pub mod svg;

// Every widget's link parsing and summary, fuzzed.
#[cfg(test)]
mod fuzz;

#[cfg(feature = "view")]
pub mod slots;
#[cfg(feature = "view")]
pub mod ui;
#[cfg(feature = "view")]
pub mod widgets;
