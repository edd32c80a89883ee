//! `train`: the paper's model in miniature, trained live in a Web Worker.
//!
//! This module is the widget's state (its link parameters), the messages between the page and the
//! worker, and the [`Session`] the worker drives: when to check the held-out set, when to stop,
//! what a snapshot carries. All of it is pure, so it is tested natively; the worker and the view
//! only move its messages.

mod chart;
mod figure;
mod params;
mod protocol;
mod run;
mod session;
#[cfg(test)]
mod tests;
mod widget;
mod words;

pub use chart::*;
pub use figure::*;
pub use params::*;
pub use protocol::*;
pub use run::*;
pub use session::*;
pub use words::*;
