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

/// The parameters whose controls a widget's view has made, in the order it made them: what a
/// lesson can lock or hide (the share panel's lesson builder lists them).
#[derive(Clone, Copy)]
struct Shown(StoredValue<Vec<&'static str>>);

/// Gives the widget built under the current owner its lesson, and `controls` to note each
/// parameter whose control it makes.
pub fn provide_lesson(lesson: Lesson, controls: StoredValue<Vec<&'static str>>) {
    provide_context(lesson);
    provide_context(Shown(controls));
}

/// Notes that the view makes a control for `param` (whatever the lesson does with it).
pub(crate) fn note_control(param: &Param) {
    if let Some(Shown(controls)) = use_context::<Shown>() {
        controls.update_value(|c| {
            if !c.contains(&param.name) {
                c.push(param.name);
            }
        });
    }
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
    note_control(param);
    access(param) == Access::Open
}
