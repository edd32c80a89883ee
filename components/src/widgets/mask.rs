//! `mask`: the causal mask as a grid of shares over a real sentence; pick a row to see one word's view.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::format::{attr_escape, percent};
use crate::i18n::m;
use crate::kernel::blocks::attention::causal_allows;
use crate::model::Widget;
use crate::model::mask::{MaskGrid, MaskParams, N, ROW, SEED, WORDS, sentence};
use crate::svg::Svg;
use crate::svg::shapes::grid;
use crate::ui::attach::narrower_than;
use crate::ui::background::after_paint;
use crate::ui::figure::{Extra, Figure, FigureSpec};
use crate::ui::figure_save::SaveFigure;
use crate::ui::lesson;
use crate::ui::{ParamControl, ParamSlider, StatusLine, rem, set_text};

impl super::WidgetView for MaskParams {
    const FIGURES: &'static [FigureSpec] = &[FigureSpec::link("grid")];

    fn figure(&self, id: &str, _: &Extra, _: f64) -> Option<Figure> {
        (id == "grid").then(|| grid_figure(self).into())
    }

    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <MaskWidget state=state /> }.into_any()
    }
}

/// The body of the grid for the longest sentence, with no shares yet: a row button per word,
/// then a cell per word it may see (`data-i`, `data-j`: where its share is) or a masked cell.
fn grid_markup() -> String {
    let mut html = String::new();
    let t = m();
    for (i, word) in sentence().iter().enumerate() {
        html.push_str(&format!(
            "<tr><th scope=\"row\"><button type=\"button\" class=\"row-button\" \
             data-control=\"row-{r}\" data-row=\"{r}\" aria-pressed=\"false\">{w}</button></th>",
            r = i + 1,
            w = attr_escape(word)
        ));
        for j in 0..WORDS {
            if causal_allows(i, j) {
                html.push_str(&format!(
                    "<td class=\"cell allowed\" data-i=\"{i}\" data-j=\"{j}\">\
                     <span class=\"cell-share\"></span></td>"
                ));
            } else {
                html.push_str(&format!(
                    "<td class=\"cell masked\" title=\"{}\">\
                     <span aria-hidden=\"true\">0</span><span class=\"cell-note\">{}</span></td>",
                    t.mask_masked(),
                    t.mask_masked_cell()
                ));
            }
        }
        html.push_str("</tr>");
    }
    html
}

/// The mask widget.
#[component]
pub fn MaskWidget(
    /// Token count, seed and selected row.
    state: RwSignal<MaskParams>,
) -> impl IntoView {
    // The slider reads `state`; the grid and summary follow it after the press's frame.
    let shown = after_paint(state);
    let grid = Memo::new(move |_| shown.with(|p| p.compute(&())));
    let summary = Memo::new(move |_| shown.with(|p| grid.with(|g| p.summary(g))));
    let n = Memo::new(move |_| state.with(|p| p.n));
    let shown_n = Memo::new(move |_| shown.with(|p| p.n));
    let row = Memo::new(move |_| shown.with(|p| p.row));

    // Every row and column a link can ask for is built once, as static markup in one step (a
    // reactive node per cell made mounting the 144 cells the page's longest task after the
    // first widget). The token slider only changes the rows and columns between the old count
    // and the new one. Words past the sentence are left out of the table (`hidden`) until the
    // reader's sentence has been that long; from then on they are only made invisible
    // (`visibility`, which a table's layout ignores). So the table grows as the reader adds
    // words, but moving the slider back and forth over lengths already seen lays nothing out
    // again: hiding every word with `hidden` laid the whole table out on each press, and the
    // slider below the table moved under the reader's pointer. One effect writes the shares that
    // changed, and one delegated handler takes the row buttons' clicks.
    let table_ref = NodeRef::<leptos::html::Table>::new();
    lay_out_words(table_ref, shown_n);
    let body = NodeRef::<leptos::html::Tbody>::new();
    write_shares(body, grid);
    mark_selected(body, row);
    let row_open = lesson::open(&ROW);
    let on_row_click = move |ev: leptos::ev::MouseEvent| {
        let picked = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.closest("button[data-row]").ok().flatten())
            .and_then(|b| b.get_attribute("data-row"))
            .and_then(|r| r.parse::<usize>().ok());
        if let Some(r) = picked.filter(|_| row_open) {
            state.update(|p| p.row = r);
        }
    };
    let words = sentence();
    let header = (0..WORDS)
        .map(|j| view! { <th scope="col">{words[j]}</th> })
        .collect_view();
    let table = view! {
        <table class="mask-grid" node_ref=table_ref>
            <caption class="visually-hidden">
                {m().mask_caption()}
            </caption>
            <thead>
                <tr>
                    <th scope="col" class="corner">{m().mask_looks_at()}</th>
                    {header}
                </tr>
            </thead>
            <tbody node_ref=body inner_html=grid_markup() on:click=on_row_click></tbody>
        </table>
    };

    let on_n = Callback::new(move |v: f64| {
        state.update(|p| p.set_n(v));
    });

    // Narrower than twelve words' grid with a number in every cell (42.49rem, as the stylesheet
    // says), the grid is drawn to the box's width.
    let root = NodeRef::<leptos::html::Div>::new();
    let narrow = narrower_than(root, || 42.49 * rem());
    view! {
        <div class="mask-widget" class:narrow=move || narrow.get() node_ref=root>
            <p class="legend">
                <span class="legend-item">
                    <span class="swatch allowed-swatch"></span>
                    " "{m().mask_allowed()}
                </span>
                <span class="legend-item">
                    <span class="swatch masked-swatch"></span>
                    " "{m().mask_masked()}
                </span>
            </p>
            <p class="narrow-note hint">
                {m().mask_narrow_note()}
            </p>
            <div class="scroll-box" tabindex="0" role="region" aria-label=m().mask_grid()>
                {table}
            </div>
            <SaveFigure figure="grid" />
            <div class="controls">
                <ParamSlider param=&N value=Signal::derive(move || n.get() as f64) set=on_n />
                <ParamControl param=&SEED>
                    <button
                        type="button"
                        class="button"
                        data-control="reroll"
                        on:click=move |_| state.update(|p| p.seed = crate::kernel::sampling::next_seed(p.seed))
                    >
                        {m().mask_reroll()}
                    </button>
                </ParamControl>
            </div>
            <StatusLine text=summary />
        </div>
    }
}

/// Shows the rows and columns of the first `n` words, laying out only what changed: word k is
/// left out of the table until the reader's sentence has been that long, then only made
/// invisible past the count.
fn lay_out_words(table_ref: NodeRef<leptos::html::Table>, shown_n: Memo<usize>) {
    // The count shown, and the longest sentence shown so far.
    let laid_out = StoredValue::new(None::<(usize, usize)>);
    Effect::new(move |_| {
        let n = shown_n.get();
        let Some(table) = table_ref.get() else { return };
        let max = WORDS;
        let (lo, hi, longest) = match laid_out.get_value() {
            Some((before, longest)) => (before.min(n), before.max(n), longest.max(n)),
            None => (0, max, n),
        };
        laid_out.set_value(Some((n, longest)));
        // Word k's row and column: left out of the table, or in it but invisible.
        let set = |el: &web_sys::Element, k: usize| {
            el.toggle_attribute_with_force("hidden", k >= longest).ok();
            el.class_list()
                .toggle_with_force("out", (n..longest).contains(&k))
                .ok();
        };
        let rows = table.rows();
        for r in 0..rows.length() {
            let Some(tr) = rows.item(r) else { continue };
            // Row 0 is the header; body row i is word i.
            if r > 0 {
                let i = r as usize - 1;
                if (lo..hi).contains(&i) {
                    set(&tr, i);
                }
            }
            let cells = tr.children();
            for j in lo..hi {
                if let Some(cell) = cells.item(j as u32 + 1) {
                    set(&cell, j);
                }
            }
        }
    });
}

/// Writes the shares that changed into their cells: the number into the cell's fixed-size box,
/// and the share as the place on the cell's colour ramp.
///
/// The stylesheet gives each cell a ramp, from the colour of no share (at 1% of its length) to
/// that of a whole one (at 99%), for the scheme, the grid's width and paper, a thousand times the
/// cell's width, so the widget only moves it: across the cell the ramp's colour changes by under a
/// quarter of a level of 255 (0.85 × 255 / 980 on the narrow grid's darker ramp).
///
/// A `--share` property per cell, mixed into the cell's colour by `color-mix()`, took three
/// times the style work per press (docs/performance.md); the same ramp under a tint whose opacity
/// is the share needed a layer per cell and painted over the grid's lines.
fn write_shares(body: NodeRef<leptos::html::Tbody>, grid: Memo<MaskGrid>) {
    let cells = StoredValue::new_local(Vec::<(usize, usize, web_sys::HtmlElement)>::new());
    let shown = StoredValue::new_local(Vec::<Option<f64>>::new());
    Effect::new(move |_| {
        let Some(tbody) = body.get() else { return };
        if cells.with_value(Vec::is_empty) {
            let found = tbody
                .query_selector_all("td.allowed")
                .map(|list| {
                    (0..list.length())
                        .filter_map(|k| list.item(k))
                        .filter_map(|node| node.dyn_into::<web_sys::HtmlElement>().ok())
                        .filter_map(|td| {
                            let i = td.get_attribute("data-i")?.parse().ok()?;
                            let j = td.get_attribute("data-j")?.parse().ok()?;
                            Some((i, j, td))
                        })
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default();
            shown.set_value(vec![None; found.len()]);
            cells.set_value(found);
        }
        grid.with(|g| {
            cells.with_value(|cells| {
                shown.update_value(|shown| {
                    for ((i, j, td), last) in cells.iter().zip(shown.iter_mut()) {
                        // A cell past the sentence keeps the share it last showed, out of sight:
                        // the same words give it the same share when the sentence grows again.
                        let Some(&share) = g.shares.get(*i).and_then(|r| r.get(*j)) else {
                            continue;
                        };
                        if *last != Some(share) {
                            *last = Some(share);
                            // Into the cell's fixed-size box: its new text is laid out there
                            // alone, not the whole table.
                            if let Some(text) = td.first_element_child() {
                                set_text(&text, &percent(share));
                            }
                            td.style()
                                .set_property(
                                    "background-position-x",
                                    &format!("{:.2}%", 1.0 + share * 98.0),
                                )
                                .ok();
                        }
                    }
                });
            });
        });
    });
}

/// Marks the selected row (and its button, pressed).
fn mark_selected(body: NodeRef<leptos::html::Tbody>, row: Memo<usize>) {
    Effect::new(move |_| {
        let selected = row.get();
        let Some(tbody) = body.get() else { return };
        let rows = tbody.rows();
        for i in 0..rows.length() {
            let Some(tr) = rows.item(i) else { continue };
            let on = selected == i as usize + 1;
            tr.class_list().toggle_with_force("selected", on).ok();
            if let Ok(Some(button)) = tr.query_selector("button") {
                button
                    .set_attribute("aria-pressed", if on { "true" } else { "false" })
                    .ok();
            }
        }
    });
}

/// Each row's shares after the masked softmax, for saving.
fn grid_figure(p: &MaskParams) -> Svg {
    let g = p.compute(&());
    let all = sentence();
    let words = &all[..g.n];
    let cells: Vec<Vec<Option<f64>>> = (0..g.n)
        .map(|i| {
            (0..g.n)
                .map(|j| causal_allows(i, j).then(|| g.shares[i][j]))
                .collect()
        })
        .collect();
    grid(m().mask_figure(), words, words, &cells)
}
