//! `cost`: n²·d against n·d² on a logarithmic scale, the crossover at n = d, and Table 1.

use leptos::prelude::*;

use crate::format::{bar_clip, group};
use crate::i18n::m;
use crate::kernel::cost::per_layer::Cheaper;
use crate::model::Widget;
use crate::model::cost::{CostParams, D, N};
use crate::paper::TABLE_1;
use crate::svg::shapes::{Bar, Bars, bars};
use crate::svg::{Svg, light};
use crate::ui::background::after_paint;
use crate::ui::figure::{Extra, Figure, FigureSpec};
use crate::ui::figure_save::SaveFigure;
use crate::ui::{DataTable, ParamSlider, StatusLine};

impl super::WidgetView for CostParams {
    const FIGURES: &'static [FigureSpec] = &[FigureSpec::link("bars")];

    fn figure(&self, id: &str, _: &Extra, width: f64) -> Option<Figure> {
        (id == "bars").then(|| bars_figure(self, width).into())
    }

    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <CostWidget state=state /> }.into_any()
    }
}

/// The bars' axis runs from 10^0 to 10^14, which holds every count the sliders can reach
/// (at most 100,000² · 4,096 ≈ 4.1 · 10^13).
const DECADES: f64 = 14.0;

/// Where `ops` sits on the logarithmic axis, as a percentage of its length.
fn log_position(ops: u128) -> f64 {
    ((ops.max(1) as f64).log10() / DECADES * 100.0).clamp(0.0, 100.0)
}

/// The cost widget.
#[component]
pub fn CostWidget(
    /// Sequence length and width.
    state: RwSignal<CostParams>,
) -> impl IntoView {
    // The sliders read `state`; the bars, the crossover mark and the summary follow it after
    // the press's frame.
    let shown = after_paint(state);
    let cmp = Memo::new(move |_| shown.with(|p| p.compute(&())));
    let summary = Memo::new(move |_| shown.with(|p| p.summary(&cmp.get())));
    let n = Memo::new(move |_| state.with(|p| p.n));
    let d = Memo::new(move |_| state.with(|p| p.d));
    let shown_d = Memo::new(move |_| shown.with(|p| p.d));

    let bar = move |label: &'static str,
                    formula: &'static str,
                    kind: &'static str,
                    attention: bool| {
        let ops = move || cmp.with(|c| if attention { c.attention } else { c.recurrent });
        let cheaper = move || {
            cmp.with(|c| match c.cheaper {
                Cheaper::Attention => attention,
                Cheaper::Recurrent => !attention,
                Cheaper::Neither => false,
            })
        };
        view! {
            <div class="cost-row">
                <span class="cost-label">{label}" "<span class="formula">{formula}</span></span>
                <span class="cost-track">
                    <span class=format!("cost-bar bar-{kind}") style:clip-path=move || bar_clip(log_position(ops()) / 100.0)></span>
                </span>
                <span class="cost-value">
                    {move || group(ops())}
                    {move || cheaper().then_some(m().cost_cheaper())}
                </span>
            </div>
        }
    };

    let ticks = (0..=DECADES as u32)
        .step_by(2)
        .map(|k| {
            view! {
                <span class="tick" style:left=format!("{}%", k as f64 / DECADES * 100.0)>
                    "10"<sup>{k}</sup>
                </span>
            }
        })
        .collect_view();

    let n_max_log = (N.int_range().1 as f64).log10();
    // Where the crossover sits along the n track (0 to 1): read by the mark and its label.
    let crossover_at = Memo::new(move |_| ((shown_d.get() as f64).log10() / n_max_log).min(1.0));
    let crossover_left = move || format!("{}%", crossover_at.get() * 100.0);
    // The label slides under its mark by the same fraction of its own width as the mark is along
    // the track (none at the left end, all of it at the right), so it never runs off the track,
    // even where the track is narrower than the label is long beside the mark (a phone).
    let label_shift = move || format!("translateX({}%)", -crossover_at.get() * 100.0);

    let names = m().cost_bars();
    let table = m().cost_table();
    view! {
        <div class="cost-widget">
            <p class="panel-title">{m().cost_title()}</p>
            {bar(names.0, "n²·d", "scaled", true)}
            {bar(names.1, "n·d²", "unscaled", false)}
            <div class="cost-axis" aria-hidden="true">{ticks}</div>
            <SaveFigure figure="bars" />
            <div class="controls">
                <ParamSlider
                    param=&N
                    value=Signal::derive(move || n.get() as f64)
                    set=Callback::new(move |v: f64| state.update(|p| p.n = v as u64))
                    below=Box::new(move || view! {
                        <span class="crossover-mark" style:left=crossover_left>"▲"</span>
                        <span class="crossover-label" style:left=crossover_left style:transform=label_shift>
                            {move || m().cost_crossover(&group(shown_d.get()))}
                        </span>
                    }.into_any())
                />
                <ParamSlider
                    param=&D
                    value=Signal::derive(move || d.get() as f64)
                    set=Callback::new(move |v: f64| state.update(|p| p.d = v as u64))
                />
            </div>
            <DataTable
                label=table.0
                caption=table.1.to_string()
                head=table.2
            >
                        {TABLE_1
                            .iter()
                            .map(|r| view! {
                                <tr>
                                    <th scope="row">{r.layer.get()}</th>
                                    <td data-label=table.2[1]>{r.complexity}</td>
                                    <td data-label=table.2[2]>{r.sequential}</td>
                                    <td data-label=table.2[3]>{r.path}</td>
                                </tr>
                            })
                            .collect_view()}
            </DataTable>
            <StatusLine text=summary />
        </div>
    }
}

/// Both operation counts as bars on the page's logarithmic track, for saving.
fn bars_figure(p: &CostParams, width: f64) -> Svg {
    let c = p.compute(&());
    // The page's axis: 10^0 to 10^14 operations, logarithmic.
    let along = |ops: u128| ((ops.max(1) as f64).log10() / 14.0).clamp(0.0, 1.0);
    let heading = m().cost_figure(&group(c.n), &group(c.d));
    let names = m().cost_bars();
    let bars_of = vec![
        Bar {
            label: format!("{} n²·d", names.0),
            length: along(c.attention),
            value: group(c.attention),
        },
        Bar {
            label: format!("{} n·d²", names.1),
            length: along(c.recurrent),
            value: group(c.recurrent),
        },
    ];
    let mut svg = bars(
        &[Bars {
            heading: &heading,
            bars: bars_of,
            colour: light::ACCENT,
        }],
        width.max(520.0),
    );
    svg.text(
        (8.0, svg.height() - 4.0),
        m().cost_figure_note(),
        11.0,
        "start",
        light::MUTED,
    );
    svg
}
