//! Every figure a widget draws, as an SVG to save: the plotters charts drawn again by the same
//! code on plotters' SVG backend, the rest (bars, grids, the heatmap, Figure 1 and 2) written as
//! SVG, all in the light theme whatever the screen's scheme, and all from the widget's link (and
//! the translator's weights, or the training run's numbers, where the figure needs them).
//!
//! Only the figures bundle (`src/bin/figures.rs`) calls this: the page fetches it the first time
//! a reader saves a figure, so the page's own wasm carries none of it.

mod charts;
mod figure;
mod pictures;

pub use figure::{Extra, Figure};

use crate::params::Query;

/// The figures widget `name` draws, by id, in the order it shows them; the ones that read the
/// translator's weights, and the training run's numbers, are marked by [`needs`].
pub fn figures_of(name: &str) -> &'static [&'static str] {
    match name {
        "architecture" => &["figure-1"],
        "scaling" => &["shares", "saturation"],
        "softmax" => &["shares"],
        "mask" => &["grid"],
        "pe" => &["heatmap"],
        "cost" => &["bars"],
        "multi-head" => &["figure-2", "ablation"],
        "learning-rate" => &["schedule"],
        "label-smoothing" => &["target"],
        "results" => &["chart"],
        "train" => &["curves", "maps"],
        "listen" => &["bars"],
        "translate" => &["cross-attention"],
        "kv-cache" => &["chart"],
        "robot" => &["table", "curves"],
        "robot-budget" => &["chart"],
        _ => &[],
    }
}

/// What a figure needs besides its link.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Needs {
    /// Nothing: the link says it all.
    Link,
    /// The shipped translator's weights.
    Translator,
    /// The training run's numbers, from the page.
    Run,
}

/// What widget `name`'s figures need besides its link.
pub fn needs(name: &str) -> Needs {
    match name {
        "listen" | "translate" => Needs::Translator,
        "train" | "robot" => Needs::Run,
        _ => Needs::Link,
    }
}

/// Figure `figure` of widget `name` in the state `query` describes, `width` CSS pixels wide where
/// its width is free; `None` when the widget has no such figure or lacks what it needs.
pub fn draw(name: &str, figure: &str, query: &Query, extra: &Extra, width: f64) -> Option<Figure> {
    let width = width.clamp(320.0, 1600.0);
    match (name, figure) {
        ("scaling", "saturation")
        | ("multi-head", "ablation")
        | ("learning-rate", "schedule")
        | ("results", "chart")
        | ("kv-cache", "chart")
        | ("train", "curves")
        | ("robot", "curves")
        | ("robot-budget", "chart") => charts::draw(name, query, extra, width),
        ("robot", "table") => Some(charts::robot_table(query, extra, width)),
        _ => pictures::picture(name, figure, query, extra, width),
    }
}
