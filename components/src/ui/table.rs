//! The accessible data table every widget's figures use: a focusable scroll box (so a keyboard
//! can scroll a wide table on a phone) that names the table, a caption, and column headers.

use leptos::prelude::*;

/// A table of figures in its scroll box.
#[component]
pub fn DataTable(
    /// The scroll box's name for a screen reader ("Table 1 of the paper").
    #[prop(into)]
    label: String,
    /// The caption (may change with the state).
    #[prop(into)]
    caption: Signal<String>,
    /// The column headers, left to right; none for a table whose rows are headed only.
    #[prop(optional)]
    head: &'static [&'static str],
    /// Extra classes for the table (its own column widths).
    #[prop(optional)]
    class: &'static str,
    /// The rows: `<tr>` elements, each starting with its `<th scope="row">`.
    children: Children,
) -> impl IntoView {
    let head = (!head.is_empty()).then(|| {
        view! {
            <thead>
                <tr>{head.iter().map(|h| view! { <th scope="col">{*h}</th> }).collect_view()}</tr>
            </thead>
        }
    });
    view! {
        <div class="scroll-box table-box" tabindex="0" role="region" aria-label=label>
            <table class=format!("data-table {class}")>
                <caption>{move || caption.get()}</caption>
                {head}
                <tbody>{children()}</tbody>
            </table>
        </div>
    }
}
