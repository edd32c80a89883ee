//! `multi-head`: heads against per-head width at a fixed d_model, and the paper's ablation.

use leptos::prelude::*;

use plotters::prelude::*;

use crate::content::figure2::FIGURE_2_RIGHT;
use crate::format::{fixed, group};
use crate::i18n::m;
use crate::kernel::labels::Prefer;
use crate::model::Widget;
use crate::model::charts::AblationChart;
use crate::model::multi_head::{HEADS, MultiHeadParams, N, STAGE, ablation_curve, divisors};
use crate::svg::Svg;
use crate::ui::background::after_paint;
use crate::ui::chart::{
    Area, Axes, Drawn, Mark, Surface, frame, point_labels, readable_chart_with_mark,
};
use crate::ui::diagram::flow_diagram;
use crate::ui::figure::{Extra, Figure, FigureSpec, light_variables, on_svg};
use crate::ui::figure_save::SaveFigure;
use crate::ui::lesson;
use crate::ui::{ParamSlider, StatusLine};

impl super::WidgetView for MultiHeadParams {
    const FIGURES: &'static [FigureSpec] =
        &[FigureSpec::link("figure-2"), FigureSpec::link("ablation")];

    fn figure(&self, id: &str, extra: &Extra, width: f64) -> Option<Figure> {
        match id {
            "figure-2" => Some(figure_2(&extra.style).into()),
            "ablation" => {
                let chart = AblationChart { heads: self.heads };
                Some(on_svg(width, |a, s| {
                    let d = draw_ablation(a, s, &chart)?;
                    ring_heads(a, s, &d, &chart);
                    Some(d)
                }))
            }
            _ => None,
        }
    }

    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <MultiHeadWidget state=state /> }.into_any()
    }
}

/// BLEU of the paper's head-count rows, each point labelled with its score (the widget's head
/// count is its mark, [`ring_heads`]).
pub(crate) fn draw_ablation<DB: DrawingBackend>(
    area: &Area<DB>,
    s: &Surface,
    _: &AblationChart,
) -> Option<Drawn> {
    let t = s.theme;
    let points: Vec<(f64, f64)> = ablation_curve()
        .into_iter()
        .map(|(h, bleu)| (h as f64, bleu))
        .collect();
    let heads = (0.7f64..46f64)
        .log_scale()
        .with_key_points(points.iter().map(|p| p.0).collect());
    let mut c = frame(
        area,
        s,
        Axes {
            x: heads,
            y: 24.5f64..26.2f64,
            x_name: m().multi_head_x_axis(),
            y_name: m().multi_head_y_axis(),
            x_label: &|v| group(v.round() as u64),
            y_label: &|v| fixed(*v, 1),
            x_labels: points.len(),
            y_labels: 5,
        },
    )?;
    c.draw_series(LineSeries::new(points.clone(), s.stroke(t.a, 2.0)))
        .ok()?;
    c.draw_series(
        points
            .iter()
            .map(|&p| Circle::new(p, s.ipx(4.0), t.a.filled())),
    )
    .ok()?;
    let stops: Vec<(i32, i32)> = points.iter().map(|p| c.backend_coord(p)).collect();
    let (xs, ys) = c.plotting_area().get_pixel_range();
    let texts: Vec<String> = points.iter().map(|p| fixed(p.1, 1)).collect();
    point_labels(area, s, &stops, &texts, (&xs, &ys), 9.0, Prefer::Above);
    Some(Drawn {
        x: xs,
        y: ys,
        stops,
        to_pixel: None,
    })
}

/// Rings the widget's head count on the chart when the paper tried it. A mark rather than part
/// of the picture, so that the heads slider redraws only this.
pub(crate) fn ring_heads<DB: DrawingBackend>(
    area: &Area<DB>,
    s: &Surface,
    drawn: &Drawn,
    chart: &AblationChart,
) {
    let tried = ablation_curve().iter().position(|p| p.0 == chart.heads);
    if let Some(&at) = tried.and_then(|i| drawn.stops.get(i)) {
        area.draw(&Circle::new(at, s.ipx(9.0), s.stroke(s.theme.b, 3.0)))
            .ok();
    }
}

/// The multi-head widget.
#[component]
pub fn MultiHeadWidget(
    /// Heads, width and tokens.
    state: RwSignal<MultiHeadParams>,
) -> impl IntoView {
    // The sliders read `state`; the shapes, lanes, figure, chart and summary follow it after
    // the press's frame.
    let shown = after_paint(state);
    let figures = Memo::new(move |_| shown.with(|p| p.compute(&())));
    let summary = Memo::new(move |_| shown.with(|p| figures.with(|f| p.summary(f))));
    let heads = Memo::new(move |_| state.with(|p| p.heads));
    let shown_heads = Memo::new(move |_| shown.with(|p| p.heads));
    let options = Memo::new(move |_| divisors(state.with(|p| p.dmodel)));
    let shapes = Memo::new(move |_| figures.with(|f| f.shapes));

    let chart = readable_chart_with_mark(
        m().multi_head_chart(),
        "chart chart-small",
        move || AblationChart {
            heads: shown_heads.get(),
        },
        draw_ablation,
        Mark {
            // The paper's figures never change: the picture is drawn once per size and theme.
            picture: |_: &AblationChart| (),
            draw: ring_heads,
        },
    );

    // One lane per head up to sixteen, then a count of the rest. The sixteen are made once and
    // only shown or put out of sight, so the box keeps its size as the head count moves.
    const LANES: u64 = 16;
    let lane_views = (0..LANES)
        .map(|i| view! { <span class="lane" class:out={move || i >= shown_heads.get()}></span> })
        .collect_view();
    let more = move || {
        let h = shown_heads.get();
        (h > LANES).then(|| format!("+{}", group(h - LANES)))
    };
    let lanes = view! {
        <div class="lanes" aria-hidden="true">{lane_views}<span class="lane-more">{more}</span></div>
    };

    let stage = Memo::new(move |_| shown.with(|p| p.stage));
    // Which shape each stage of the figure produces: the projections take Q, K, V to one
    // head's width, attention keeps it, Concat and W^O give the full width back.
    let lit = move |boxes: &'static [usize]| move || boxes.contains(&stage.get());
    let stage_open = lesson::open(&STAGE);
    let figure = flow_diagram(
        m().multi_head_figure(),
        "V    K    Q",
        &FIGURE_2_RIGHT,
        Signal::derive(move || stage.get().checked_sub(1)),
        Callback::new(move |i: usize| {
            if stage_open {
                state.update(|p| p.stage = i + 1)
            }
        }),
    );

    view! {
        <div class="multi-head-widget">
            <div class="figure-and-steps">
                {figure}
                <SaveFigure figure="figure-2" />
                <p class="hint">{m().multi_head_hint()}</p>
            </div>
            <div class="shape-flow">
                <div class="shape-box" class:lit=lit(&[1])><span>"Q, K, V"</span><code>{move || shapes.get().qkv.to_string()}</code></div>
                <span class="arrow" aria-hidden="true">"→"</span>
                <div class="shape-box" class:lit=lit(&[1, 2])><span>{move || m().multi_head_each(&m().heads(shown_heads.get()))}</span><code>{move || shapes.get().per_head.to_string()}</code>{lanes}</div>
                <span class="arrow" aria-hidden="true">"→"</span>
                <div class="shape-box" class:lit=lit(&[3])><span>{m().multi_head_concatenated()}</span><code>{move || shapes.get().concat.to_string()}</code></div>
                <span class="arrow" aria-hidden="true">"→"</span>
                <div class="shape-box" class:lit=lit(&[4])><span>{m().multi_head_after_wo()}</span><code>{move || shapes.get().output.to_string()}</code></div>
            </div>
            <div class="controls">
                <ParamSlider
                    param=&HEADS
                    values=Signal::derive(move || options.with(|o| o.iter().map(|h| *h as f64).collect::<Vec<_>>()))
                    value=Signal::derive(move || heads.get() as f64)
                    set=Callback::new(move |v: f64| state.update(|p| p.heads = v as u64))
                    says=Signal::derive(move || m().multi_head_of_width(&m().heads(heads.get()), state.with(|p| p.dmodel / p.heads) as usize))
                />
                <ParamSlider
                    param=&N
                    value=Signal::derive(move || state.with(|p| p.n as f64))
                    set=Callback::new(move |v: f64| state.update(|p| p.n = v as u64))
                />
            </div>
            {chart}
            <SaveFigure figure="ablation" />
            <StatusLine text=summary />
        </div>
    }
}

/// Figure 2's right half as the page draws it, for saving.
fn figure_2(style: &str) -> Svg {
    use crate::content::figure2::{diagram_markup, diagram_size};
    let markup = diagram_markup(
        m().multi_head_saved_figure(),
        "V    K    Q",
        &FIGURE_2_RIGHT,
        "saved-arrow",
    );
    let (w, h) = diagram_size(FIGURE_2_RIGHT.len());
    let mut svg = Svg::new(w, h);
    svg.markup(
        &markup.replacen("<svg ", &format!("<svg width=\"{w}\" height=\"{h}\" "), 1),
        &format!("{}{style}", light_variables()),
    );
    svg
}
