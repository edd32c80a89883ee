//! A drop-down list whose choice follows the state, written once per real change.
//!
//! Chromium hands every change of a `<select>`'s choice made while the page holds the reader's
//! recent activation (a key press grants one for seconds) to its autofill, programmatic or not,
//! and even when the option written was already the chosen one. Autofill then reads the whole
//! form the list belongs to, laying the page out first. Setting `selected` on each option, as a
//! reactive `prop:selected` does, wrote every option of a list at each change of the state: on
//! the robot's objects slider, one autofill pass per press over every control of the page, 8 ms
//! a press at 4× CPU on a 2-core AMD EPYC (docs/performance.md). So the choice is written here, on the list, only when
//! it differs from what the list shows, and after its options are in place.

use leptos::html::Select;
use leptos::prelude::*;

/// Keeps the option at `index()` chosen in `select` (none chosen for `None`), writing the list's
/// `selectedIndex` only when it differs. Runs after the view has updated the list's options, so
/// an index into a list that just grew finds its option.
pub fn keep_chosen(select: NodeRef<Select>, index: impl Fn() -> Option<usize> + 'static) {
    Effect::new(move |_| {
        let want = index().map_or(-1, |i| i32::try_from(i).unwrap_or(-1));
        if let Some(el) = select.get()
            && el.selected_index() != want
        {
            el.set_selected_index(want);
        }
    });
}
