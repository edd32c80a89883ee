//! `kv-cache`: multiply-adds to write n tokens recomputing every step against caching keys and
//! values, on log axes, the cache's size, and the shipped translator timed both ways.

use std::sync::Arc;

use leptos::prelude::*;

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, VPos};

use crate::format::{fixed, group, sci};
use crate::i18n::m;
use crate::kernel::decoding::decode::{greedy, greedy_recomputed};
use crate::kernel::decoding::translator::Translator;
use crate::kernel::language::grammar::parse;
use crate::model::Widget;
use crate::model::kv_cache::{
    CostChart, DMODEL, HEADS, KvCacheParams, LAYERS, N, Timing, head_choices,
};
use crate::model::translate::DEFAULT_SENTENCE;
use crate::params::nearest_divisor;
use crate::ui::background::{after_paint, in_slices};
use crate::ui::chart::{Area, Axes, Drawn, Surface, frame, readable_chart, text};
use crate::ui::figure::{Extra, Figure, FigureSpec, on_svg};
use crate::ui::figure_save::SaveFigure;
use crate::ui::weights::{Weights, load_when_near};
use crate::ui::{DataTable, ParamSelect, ParamSlider, StatusLine};

impl super::WidgetView for KvCacheParams {
    const FIGURES: &'static [FigureSpec] = &[FigureSpec::link("chart")];

    fn figure(&self, id: &str, _: &Extra, width: f64) -> Option<Figure> {
        (id == "chart").then(|| {
            let chart = CostChart {
                dmodel: self.dmodel,
                layers: self.layers,
                n: self.n,
            };
            on_svg(width, |a, s| draw(a, s, &chart))
        })
    }

    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <KvCacheWidget state=state /> }.into_any()
    }
}

/// The y axis's top: above the most work the chart can show at these sizes.
fn top(chart: &CostChart) -> f64 {
    chart
        .points()
        .last()
        .map_or(10.0, |c| c.recomputed as f64 * 4.0)
}

/// Both counts against n, log on both axes, each curve named at its end (so the two are told
/// apart by their names, not only their colours).
pub(crate) fn draw<DB: DrawingBackend>(
    area: &Area<DB>,
    s: &Surface,
    chart: &CostChart,
) -> Option<Drawn> {
    let t = s.theme;
    let points = chart.points();
    let (x_end, y_end) = (N.int_range().1 as f64 * 1.05, top(chart));
    let y_start = points.first().map_or(1.0, |c| c.cached as f64 / 2.0);
    let mut c = frame(
        area,
        s,
        Axes {
            x: (1f64..x_end).log_scale(),
            y: (y_start..y_end).log_scale(),
            x_name: m().kv_axes().0,
            y_name: m().kv_axes().1,
            x_label: &|v| group(v.round() as u64),
            y_label: &|v| sci(*v, 1),
            x_labels: 5,
            y_labels: 5,
        },
    )?;
    let line = |f: fn(&crate::kernel::cost::kv_cache::DecodeCost) -> u128| {
        points
            .iter()
            .map(move |p| (p.n as f64, f(p) as f64))
            .collect::<Vec<_>>()
    };
    let recomputed = line(|p| p.recomputed);
    let cached = line(|p| p.cached);
    c.draw_series(LineSeries::new(recomputed.clone(), s.stroke(t.b, 2.0)))
        .ok()?;
    c.draw_series(LineSeries::new(cached.clone(), s.stroke(t.a, 2.0)))
        .ok()?;
    let font = s.font(12.0);
    for (curve, name, anchor) in [
        (&recomputed, m().kv_curves().0, VPos::Bottom),
        (&cached, m().kv_curves().1, VPos::Top),
    ] {
        if let Some(&end) = curve.last() {
            let (x, y) = c.backend_coord(&end);
            text(
                area,
                (x - s.ipx(4.0), y),
                name,
                font.clone(),
                (HPos::Right, anchor),
            );
        }
    }
    let (xs, ys) = c.plotting_area().get_pixel_range();
    let stops = recomputed.iter().map(|p| c.backend_coord(p)).collect();
    Some(Drawn {
        x: xs,
        y: ys,
        stops,
        to_pixel: None,
    })
}

/// Times one greedy translation of the paper's sentence both ways, the best of five each, one
/// translation at a time in the page's background slices (`ui::background::in_slices`), so that a
/// reader's press never waits behind the timing; then calls `done`.
fn time_translator(t: Arc<Translator>, done: impl Fn(Option<Timing>) + 'static) {
    let Some(perf) = web_sys::window().and_then(|w| w.performance()) else {
        return;
    };
    let source = parse(DEFAULT_SENTENCE).tokens;
    let (mut recomputed, mut cached) = (f64::INFINITY, f64::INFINITY);
    let (mut slow_out, mut fast_out) = (Vec::new(), Vec::new());
    let mut runs = 0;
    in_slices(move || {
        let start = perf.now();
        if runs % 2 == 0 {
            slow_out = greedy_recomputed(&t.model, &t.weights, &source, Some(0));
            recomputed = recomputed.min(perf.now() - start);
        } else {
            fast_out = greedy(&t.model, &t.weights, &source, Some(0));
            cached = cached.min(perf.now() - start);
        }
        runs += 1;
        if runs < 10 {
            return true;
        }
        let same = slow_out == fast_out && !slow_out.is_empty();
        done(same.then_some(Timing { recomputed, cached }));
        false
    });
}

/// The kv-cache widget.
#[component]
pub fn KvCacheWidget(
    /// Tokens, width, layers and heads.
    state: RwSignal<KvCacheParams>,
) -> impl IntoView {
    let root = NodeRef::<leptos::html::Div>::new();
    let weights = load_when_near(root);
    // Timed once the weights are here, in background slices after the next paint.
    let timing = RwSignal::new(None::<Timing>);
    Effect::new(move |done: Option<bool>| {
        if done == Some(true) {
            return true;
        }
        let ready = weights.with(|w| matches!(w, Weights::Ready(_)));
        if let Weights::Ready(t) = weights.get_untracked() {
            // `try_`: the widget may have gone meanwhile (an embed remounted).
            time_translator(t, move |measured| {
                timing.try_set(measured);
            });
        }
        ready
    });

    let shown = after_paint(state);
    let figures = Memo::new(move |_| shown.with(|p| p.compute(&timing.get())));
    let cost = Memo::new(move |_| figures.with(|f| f.cost));
    let summary = Memo::new(move |_| shown.with(|p| figures.with(|f| p.summary(f))));
    let n = Memo::new(move |_| state.with(|p| p.n));
    let dmodel = Memo::new(move |_| state.with(|p| p.dmodel));
    let layers = Memo::new(move |_| state.with(|p| p.layers));
    let heads = Memo::new(move |_| state.with(|p| p.heads));

    // Drawn again as n moves, so that the cursor starts on the widget's n exactly: a few dozen
    // points, cheap to draw.
    let chart = readable_chart(
        m().kv_chart(),
        "chart",
        move || {
            shown.with(|p| CostChart {
                dmodel: p.dmodel,
                layers: p.layers,
                n: p.n,
            })
        },
        draw,
    );

    let rows = move || {
        cost.with(|c| {
            let names = m().kv_rows();
            [
                (names[0], group(c.recomputed)),
                (names[1], group(c.cached)),
                (names[2], fixed(c.ratio(), 1)),
                (names[3], m().bytes(&group(c.cache_bytes))),
            ]
            .into_iter()
            .map(|(what, value)| view! { <tr><th scope="row">{what}</th><td>{value}</td></tr> })
            .collect_view()
        })
    };
    let timed = move || {
        let waiting = weights.with(Weights::waiting);
        match (timing.get(), waiting) {
            (Some(t), _) => m().kv_timed(&fixed(t.recomputed, 2), &fixed(t.cached, 2)),
            (None, Some(w)) => w,
            (None, None) => m().kv_timing_now().to_string(),
        }
    };

    view! {
        <div class="kv-cache-widget" node_ref=root>
            {chart}
            <SaveFigure figure="chart" />
            <div class="controls">
                <ParamSlider
                    param=&N
                    value=Signal::derive(move || n.get() as f64)
                    set=Callback::new(move |v: f64| state.update(|p| p.n = v as u64))
                />
                <ParamSlider
                    param=&DMODEL
                    value=Signal::derive(move || dmodel.get() as f64)
                    set=Callback::new(move |v: f64| state.update(|p| {
                        p.dmodel = v as u64;
                        p.heads = nearest_divisor(&HEADS, p.dmodel, p.heads);
                    }))
                />
                <ParamSlider
                    param=&LAYERS
                    value=Signal::derive(move || layers.get() as f64)
                    set=Callback::new(move |v: f64| state.update(|p| p.layers = v as u64))
                />
                <ParamSelect
                    param=&HEADS
                    class="kv-heads"
                    value=Signal::derive(move || HEADS.word(heads.get() as f64))
                    only=Signal::derive(move || head_choices(dmodel.get()).into_iter().map(|h| HEADS.word(h as f64)).collect::<Vec<_>>())
                    set=Callback::new(move |w: &'static str| {
                        if let Ok(h) = w.parse::<u64>() {
                            state.update(|p| p.heads = h);
                        }
                    })
                />
            </div>
            <DataTable
                label=m().kv_table("").0
                caption=Signal::derive(move || m().kv_table(&group(n.get())).1)
                class="kv-table"
            >
                {rows}
            </DataTable>
            <p class="kv-timing">{timed}</p>
            <StatusLine text=summary />
        </div>
    }
}
