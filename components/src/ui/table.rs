//! The accessible data table every widget's figures use: a focusable scroll box (so a keyboard
//! can scroll a wide table on a phone) that names the table, a caption, and column headers.

use leptos::prelude::*;

use crate::ui::attach::narrower_than;
use crate::ui::dom::rem;

/// Below this width (rem) a table shows each row as a card: under four columns' worth.
const CARDS_BELOW_REM: f64 = 30.0;

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
    // Narrow boxes show cards. The box marks itself from its width (a ResizeObserver) rather
    // than being a CSS size container: as a container, every change to a table's rows restyled
    // and laid out the whole box inside the container's layout, which made the beam widget's
    // width slider lay out about twice as long (docs/performance.md). Paper, where nothing is
    // observed, still asks a container query (assets/style.css).
    let boxed = NodeRef::<leptos::html::Div>::new();
    let narrow = narrower_than(boxed, || CARDS_BELOW_REM * rem());
    view! {
        <div
            class="scroll-box table-box"
            class:narrow=move || narrow.get()
            node_ref=boxed
            tabindex="0"
            role="region"
            aria-label=label
        >
            <table class=format!("data-table {class}")>
                <caption>{move || caption.get()}</caption>
                {head}
                <tbody>{children()}</tbody>
            </table>
        </div>
    }
}
