//! `mask`: the causal mask as a grid of shares over a real sentence; pick a row to see one word's view.

use leptos::prelude::*;

use crate::format::{count, percent};
use crate::kernel::attention::causal_allows;
use crate::model::mask::{MaskParams, N, SENTENCE};
use crate::ui::{Slider, StatusLine};

/// The widget's view over its state.
pub fn view(state: RwSignal<MaskParams>) -> AnyView {
    view! { <MaskWidget state=state /> }.into_any()
}

/// The mask widget.
#[component]
pub fn MaskWidget(
    /// Token count, seed and selected row.
    state: RwSignal<MaskParams>,
) -> impl IntoView {
    let grid = Memo::new(move |_| state.with(MaskParams::grid));
    let summary = Memo::new(move |_| state.with(|p| grid.with(|g| p.summary(g))));
    let n = Memo::new(move |_| state.with(|p| p.n));
    let row = Memo::new(move |_| state.with(|p| p.row));

    // Every row and column a link can ask for is built once; the token slider only changes the
    // table's `data-n`, whose style rules hide the rows and columns past n, and the shares update
    // in place, so moving it never rebuilds the table.
    let max = SENTENCE.len();
    let header = (0..max)
        .map(|j| view! { <th scope="col">{SENTENCE[j]}</th> })
        .collect_view();
    let rows = (0..max)
        .map(|i| {
            let cells = (0..max)
                .map(|j| {
                    if causal_allows(i, j) {
                        let share = move || {
                            grid.with(|g| {
                                g.shares
                                    .get(i)
                                    .and_then(|r| r.get(j))
                                    .copied()
                                    .unwrap_or(0.0)
                            })
                        };
                        view! {
                            <td
                                class="cell allowed"
                                style:--share=move || format!("{:.3}", share())
                            >
                                {move || percent(share())}
                            </td>
                        }
                        .into_any()
                    } else {
                        view! {
                            <td
                                class="cell masked"
                                title="masked: −∞ before the softmax, exactly 0 after"
                            >
                                <span aria-hidden="true">"0"</span>
                                <span class="visually-hidden">"masked, 0"</span>
                            </td>
                        }
                        .into_any()
                    }
                })
                .collect_view();
            view! {
                <tr class:selected=move || row.get() == i + 1>
                    <th scope="row">
                        <button
                            type="button"
                            class="row-button"
                            data-control=format!("row-{}", i + 1)
                            aria-pressed=move || (row.get() == i + 1).to_string()
                            on:click=move |_| state.update(|p| p.row = i + 1)
                        >
                            {SENTENCE[i]}
                        </button>
                    </th>
                    {cells}
                </tr>
            }
        })
        .collect_view();
    let table = view! {
        <table class="mask-grid" data-n=move || n.get().to_string()>
            <caption class="visually-hidden">
                "Causal attention shares: each row is a word looking back; columns are the words it may see."
            </caption>
            <thead>
                <tr>
                    <th scope="col" class="corner">"looks at →"</th>
                    {header}
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
    };

    let on_n = Callback::new(move |v: f64| {
        state.update(|p| p.set_n(v));
    });

    view! {
        <div class="mask-widget">
            <p class="legend">
                <span class="legend-item">
                    <span class="swatch allowed-swatch"></span>
                    " allowed: the share after the masked softmax"
                </span>
                <span class="legend-item">
                    <span class="swatch masked-swatch"></span>
                    " masked: −∞ before the softmax, exactly 0 after"
                </span>
            </p>
            <div class="scroll-box" tabindex="0" role="region" aria-label="Mask grid (scrolls sideways on narrow screens)">
                {table}
            </div>
            <div class="controls">
                <Slider
                    label="Tokens"
                    name="n"
                    min=N.float_range().0
                    max=N.float_range().1
                    step=1.0
                    value=Signal::derive(move || n.get() as f64)
                    on_input=on_n
                    text=Signal::derive(move || count(n.get(), "token", "tokens"))
                />
                <button
                    type="button"
                    class="button"
                    data-control="reroll"
                    on:click=move |_| state.update(|p| p.seed = crate::kernel::sampling::next_seed(p.seed))
                >
                    "New random scores"
                </button>
            </div>
            <StatusLine text=summary />
        </div>
    }
}
