//! The lesson a widget's frame was given, as its controls read it: a context the frame provides
//! ([`provide_lesson`]) and every parameter control asks ([`access`]).

use leptos::prelude::*;

use crate::params::Param;
use crate::params::lesson::Lesson;

/// How a lesson lets the reader at a parameter's control.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// Shown, and the reader may change it.
    Open,
    /// Shown with its value, but disabled.
    Locked,
    /// Not shown.
    Hidden,
}

/// Gives the widget built under the current owner its lesson.
pub fn provide_lesson(lesson: Lesson) {
    provide_context(lesson);
}

/// How the widget's lesson (none: every control open) lets the reader at `param`'s control. The
/// lesson is a context, so ask while the view is built, not from an event handler.
pub fn access(param: &Param) -> Access {
    match use_context::<Lesson>() {
        Some(l) if l.hides(param.name) => Access::Hidden,
        Some(l) if l.locks(param.name) => Access::Locked,
        _ => Access::Open,
    }
}

/// Whether the reader may change `param` through a widget's own control (a figure's block, a
/// grid's row, a heatmap's cursor): not when the lesson locks or hides it. Read it when the view
/// is built, under the widget's owner, and keep the answer for its handlers.
pub fn open(param: &Param) -> bool {
    access(param) == Access::Open
}
