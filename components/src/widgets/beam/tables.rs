//! The beam widget's two tables: the finished sentences ranked with the length penalty, and each
//! beam width measured on the held-out set.

use leptos::prelude::*;

use crate::format::{fixed, group};
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
    view! {
        <DataTable
            label="Finished sentences, ranked"
            caption="Finished sentences, best first: the raw score is divided by the length penalty lp(Y) = ((5 + |Y|) / 6)^α".to_string()
            head=&["French", "|Y|", "raw", "lp(Y)", "penalised"]
            class="beam-table"
        >
            <For each=move || 0..cells.with(Vec::len) key=|i| *i let(i)>
                <tr class:picked=i == 0>
                    <th scope="row" lang="fr">{cell(i, 0)}</th>
                    <td data-label="|Y| (words, end counted)">{cell(i, 1)}</td>
                    <td data-label="raw log-probability">{cell(i, 2)}</td>
                    <td data-label="lp(Y)">{cell(i, 3)}</td>
                    <td data-label="penalised">{cell(i, 4)}</td>
                </tr>
            </For>
        </DataTable>
    }
}

/// Each beam width on the held-out set, the width shown marked (the mark moves; the rows stay).
pub(super) fn held_out_table(early: bool, k: Memo<usize>) -> impl IntoView {
    let rows = held_out_rows(early)
        .into_iter()
        .map(|r| {
            view! {
                <tr class:picked=move || r.k == k.get()>
                    <th scope="row">{if r.k == 1 { "1 (greedy)".to_string() } else { r.k.to_string() }}</th>
                    <td data-label="exactly right">{format!("{} of {}", group(r.exact as u64), group(r.sentences as u64))}</td>
                    <td data-label="BLEU">{fixed(r.bleu * 100.0, 1)}</td>
                    <td data-label="right, greedy wrong">{r.better.to_string()}</td>
                    <td data-label="wrong, greedy right">{r.worse.to_string()}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <DataTable
            label="Beam against greedy on the held-out set"
            caption="Each beam width on the held-out set (α = 0.6), measured when the translator was trained".to_string()
            head=&["beam k", "exactly right", "BLEU", "right, greedy wrong", "wrong, greedy right"]
            class="beam-table"
        >
            {rows}
        </DataTable>
    }
}
