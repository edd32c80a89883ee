//! Pieces every widget shares: the labelled slider, the live summary, the notices, the frame.

pub mod background;
pub mod canvas;
pub mod chart;
mod frame;
mod inputs;
pub mod share;
mod slider;

pub use frame::{NoticeList, StatusLine, WidgetFrame};
pub use inputs::{NumberField, ToggleGroup};
pub use slider::Slider;

use std::sync::atomic::{AtomicUsize, Ordering};

/// A document-unique id (`prefix-N`), so labels find their inputs even with a widget shown twice.
pub fn unique_id(prefix: &str) -> String {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    format!("{prefix}-{}", NEXT.fetch_add(1, Ordering::Relaxed))
}
