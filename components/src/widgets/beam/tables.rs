//! The beam widget's two tables: the finished sentences ranked with the length penalty, and each
//! beam width measured on the held-out set.

use leptos::prelude::*;

use crate::format::{fixed, group};
use crate::i18n::m;
use crate::kernel::decoding::beam::Search;
use crate::model::beam::{held_out_rows, log_p, ranking};
use crate::ui::DataTable;

/// The finished sentences, ranked with the length penalty at `alpha`. The table and its rows
/// stay; a new search or α rewrites the cells' text, and adds or removes only the rows that
/// changed in number (a new table for each press of the width slider was a new box to observe and
/// lay out, and rows built again cost script on every press).
pub(super) fn ranked_table(search: Memo<Option<Search>>, alpha: Memo<f64>) -> impl IntoView {
    // Each row's cells as written: the French, |Y|, raw, lp(Y), penalised.
    let cells: Memo<Vec<[String; 5]>> = Memo::new(move |_| {
        search.with(|s| {
            s.as_ref()
                .map(|s| ranking(s, alpha.get()))
                .unwrap_or_default()
                .into_iter()
                .map(|r| {
                    [
                        r.french,
                        r.length.to_string(),
                        log_p(r.raw),
                        fixed(r.penalty, 3),
                        log_p(r.penalised),
                    ]
                })
                .collect()
        })
    });
    let cell = move |i: usize, c: usize| {
        move || cells.with(|rows| rows.get(i).map(|r| r[c].clone()).unwrap_or_default())
    };
    let names = m().ranking_table();
    view! {
        <DataTable
            label=names.0
            caption=names.1.to_string()
            head=names.2
            class="beam-table"
        >
            <For each=move || 0..cells.with(Vec::len) key=|i| *i let(i)>
                <tr class:picked=i == 0>
                    <th scope="row" lang="fr">{cell(i, 0)}</th>
                    <td data-label=names.3[0]>{cell(i, 1)}</td>
                    <td data-label=names.3[1]>{cell(i, 2)}</td>
                    <td data-label=names.3[2]>{cell(i, 3)}</td>
                    <td data-label=names.3[3]>{cell(i, 4)}</td>
                </tr>
            </For>
        </DataTable>
    }
}

/// Each beam width on the held-out set, the width shown marked (the mark moves; the rows stay).
pub(super) fn held_out_table(early: bool, k: Memo<usize>) -> impl IntoView {
    let names = m().held_out_table();
    let rows = held_out_rows(early)
        .into_iter()
        .map(|r| {
            view! {
                <tr class:picked=move || r.k == k.get()>
                    <th scope="row">{m().width(r.k)}</th>
                    <td data-label=names.2[1]>{m().of(&group(r.exact as u64), &group(r.sentences as u64))}</td>
                    <td data-label="BLEU">{fixed(r.bleu * 100.0, 1)}</td>
                    <td data-label=names.2[3]>{r.better.to_string()}</td>
                    <td data-label=names.2[4]>{r.worse.to_string()}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <DataTable
            label=names.0
            caption=names.1.to_string()
            head=names.2
            class="beam-table"
        >
            {rows}
        </DataTable>
    }
}
