//! The figures drawn as HTML on the page, written as SVG for saving: rows of bars, grids of
//! shares, a heatmap's raster with its axes, and Figure 1 and 2 from their own markup.

use wasm_bindgen::{Clamped, JsCast};

use super::figure::{Extra, Figure};
use crate::format::{group, percent};
use crate::kernel::language::grammar::TOKENS;
use crate::model::translate::{cross_row, described, french_words};
use crate::model::{Widget, WidgetParams};
use crate::params::Query;
use crate::svg::shapes::{Bar, Bars, bars, grid};
use crate::svg::{Svg, light};

/// Figure `figure` of widget `name`, not a plotters chart.
pub(super) fn picture(
    name: &str,
    figure: &str,
    query: &Query,
    extra: &Extra,
    width: f64,
) -> Option<Figure> {
    Some(match (name, figure) {
        ("softmax", "shares") => softmax(query, width).into(),
        ("scaling", "shares") => scaling(query, width).into(),
        ("mask", "grid") => mask(query).into(),
        ("pe", "heatmap") => heatmap(query, width)?.into(),
        ("cost", "bars") => cost(query, width).into(),
        ("label-smoothing", "target") => smoothing(query, width).into(),
        ("listen", "bars") => listen(query, extra.translator?, width).into(),
        ("translate", "cross-attention") => translate(query, extra.translator?).into(),
        ("train", "maps") => train_maps(extra)?.into(),
        ("architecture", "figure-1") => figure_1(query, &extra.style).into(),
        ("multi-head", "figure-2") => figure_2(&extra.style).into(),
        _ => return None,
    })
}

fn softmax(query: &Query, width: f64) -> Svg {
    let p = crate::model::softmax::SoftmaxParams::from_query(query).0;
    let shares = p.compute(&());
    let heading = format!(
        "Shares after softmax at temperature {}",
        crate::format::fixed(p.t, 2)
    );
    let bars_of = p
        .labels
        .iter()
        .zip(&p.scores)
        .zip(&shares)
        .map(|((l, sc), sh)| Bar {
            label: format!("{l} ({})", crate::format::short(*sc)),
            length: *sh,
            value: percent(*sh),
        })
        .collect();
    bars(
        &[Bars {
            heading: &heading,
            bars: bars_of,
            colour: light::SHARE,
        }],
        width,
    )
}

fn scaling(query: &Query, width: f64) -> Svg {
    let p = crate::model::scaling::ScalingParams::from_query(query).0;
    let out = p.compute(&());
    let group_of = |shares: &[f64]| {
        shares
            .iter()
            .enumerate()
            .map(|(i, s)| Bar {
                label: format!("key {}", i + 1),
                length: *s,
                value: percent(*s),
            })
            .collect()
    };
    let unscaled = format!("Unscaled: softmax(q·k), d_k = {}", group(p.dk));
    let scaled = format!("Scaled: softmax(q·k / √d_k), d_k = {}", group(p.dk));
    bars(
        &[
            Bars {
                heading: &unscaled,
                bars: group_of(&out.draw.raw_shares),
                colour: light::ACCENT_2,
            },
            Bars {
                heading: &scaled,
                bars: group_of(&out.draw.scaled_shares),
                colour: light::ACCENT,
            },
        ],
        width,
    )
}

fn mask(query: &Query) -> Svg {
    use crate::kernel::blocks::attention::causal_allows;
    use crate::model::mask::{MaskParams, SENTENCE};
    let p = MaskParams::from_query(query).0;
    let g = p.compute(&());
    let words = &SENTENCE[..g.n];
    let cells: Vec<Vec<Option<f64>>> = (0..g.n)
        .map(|i| {
            (0..g.n)
                .map(|j| causal_allows(i, j).then(|| g.shares[i][j]))
                .collect()
        })
        .collect();
    grid(
        "The causal mask: each row's shares after the masked softmax",
        words,
        words,
        &cells,
    )
}

fn cost(query: &Query, width: f64) -> Svg {
    let p = crate::model::cost::CostParams::from_query(query).0;
    let c = p.compute(&());
    // The page's axis: 10^0 to 10^14 operations, logarithmic.
    let along = |ops: u128| ((ops.max(1) as f64).log10() / 14.0).clamp(0.0, 1.0);
    let heading = format!(
        "Operations per layer at n = {}, d = {} (logarithmic)",
        group(c.n),
        group(c.d)
    );
    let bars_of = vec![
        Bar {
            label: "Self-attention n²·d".into(),
            length: along(c.attention),
            value: group(c.attention),
        },
        Bar {
            label: "Recurrent n·d²".into(),
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
        "Logarithmic: the track runs from 1 to 10¹⁴ operations.",
        11.0,
        "start",
        light::MUTED,
    );
    svg
}

fn smoothing(query: &Query, width: f64) -> Svg {
    use crate::model::label_smoothing::{LabelSmoothingParams, decimals_for};
    let p = LabelSmoothingParams::from_query(query).0;
    let (c, o) = p.compute(&());
    let d = decimals_for(o);
    let heading = format!(
        "The smoothed target, ε = {} over {} tokens",
        crate::format::short(p.eps),
        group(p.vocab)
    );
    let rest = p.others_total();
    let bars_of = vec![
        Bar {
            label: "correct token".into(),
            length: c,
            value: crate::format::fixed(c, d),
        },
        Bar {
            label: "all others together".into(),
            length: rest,
            value: crate::format::fixed(rest, d),
        },
        Bar {
            label: "each other token".into(),
            length: o,
            value: crate::format::fixed(o, d),
        },
    ];
    bars(
        &[Bars {
            heading: &heading,
            bars: bars_of,
            colour: light::SHARE,
        }],
        width,
    )
}

fn listen(query: &Query, t: &crate::kernel::decoding::translator::Translator, width: f64) -> Svg {
    use crate::model::listen::ListenParams;
    let p = ListenParams::from_query(query).0;
    let l = p.compute(t);
    let picked = l.words.get(l.picked).copied().unwrap_or("?");
    let heading = format!("Where “{picked}” looks, layer {}, head {}", p.layer, p.head);
    let bars_of = l
        .source
        .iter()
        .zip(&l.shares)
        .map(|(&k, &s)| Bar {
            label: TOKENS.get(k).copied().unwrap_or("?").to_string(),
            length: s,
            value: percent(s),
        })
        .collect();
    bars(
        &[Bars {
            heading: &heading,
            bars: bars_of,
            colour: light::ACCENT,
        }],
        width,
    )
}

fn translate(query: &Query, t: &crate::kernel::decoding::translator::Translator) -> Svg {
    use crate::model::translate::TranslateParams;
    let p = TranslateParams::from_query(query).0;
    let out = p.compute(t);
    let Some(tr) = out.shown.as_ref() else {
        let mut svg = Svg::new(360.0, 60.0);
        svg.text(
            (8.0, 30.0),
            "Nothing to translate.",
            13.0,
            "start",
            light::TEXT,
        );
        return svg;
    };
    let french = french_words(tr);
    let english: Vec<&str> = out
        .parsed
        .tokens
        .iter()
        .map(|&k| TOKENS.get(k).copied().unwrap_or("?"))
        .collect();
    let cells: Vec<Vec<Option<f64>>> = (0..french.len())
        .map(|i| {
            cross_row(tr, p.layer, p.head, i)
                .iter()
                .map(|&v| Some(v as f64))
                .collect()
        })
        .collect();
    let heading = format!(
        "Cross-attention, decoder layer {}, head {} (row {}: “{}”)",
        p.layer,
        p.head,
        described(tr, p.word) + 1,
        french.get(described(tr, p.word)).copied().unwrap_or("?")
    );
    grid(&heading, &french, &english, &cells)
}

fn train_maps(extra: &Extra) -> Option<Svg> {
    let run = extra.run.as_ref()?;
    let m = run.maps.as_ref()?;
    let (rows, cols) = (m.target, m.source);
    let size = rows * cols;
    let label = |n: usize, word: &str| (1..=n).map(|i| format!("{word} {i}")).collect::<Vec<_>>();
    let (outs, ins) = (label(rows, "out"), label(cols, "in"));
    let outs: Vec<&str> = outs.iter().map(String::as_str).collect();
    let ins: Vec<&str> = ins.iter().map(String::as_str).collect();
    // Head 1 of layer 1's cross-attention: the map the section asks the reader to watch form.
    let cells: Vec<Vec<Option<f64>>> = (0..rows)
        .map(|i| {
            (0..cols)
                .map(|j| m.cross.get(i * cols + j).map(|&v| v as f64))
                .collect()
        })
        .collect();
    (m.cross.len() >= size).then(|| {
        grid(
            "Cross-attention of the watched example, layer 1, head 1",
            &outs,
            &ins,
            &cells,
        )
    })
}

/// The heatmap's raster as a PNG data URL, made by the browser's own encoder.
fn png_data_url(rgba: &[u8], w: usize, h: usize) -> Option<String> {
    let doc = web_sys::window()?.document()?;
    let canvas: web_sys::HtmlCanvasElement = doc.create_element("canvas").ok()?.dyn_into().ok()?;
    canvas.set_width(w as u32);
    canvas.set_height(h as u32);
    let ctx: web_sys::CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    let data =
        web_sys::ImageData::new_with_u8_clamped_array_and_sh(Clamped(rgba), w as u32, h as u32)
            .ok()?;
    ctx.put_image_data(&data, 0.0, 0.0).ok()?;
    canvas.to_data_url_with_type("image/png").ok()
}

fn heatmap(query: &Query, width: f64) -> Option<Svg> {
    use crate::model::pe::{PeParams, heatmap_rgba};
    let p = PeParams::from_query(query).0;
    let (rows, cols) = (p.positions, p.dmodel);
    let values = crate::kernel::blocks::positional::rows(0..rows, cols);
    let (h, w) = (rows.min(400), cols.min(800));
    let rgba = heatmap_rgba(&values, (rows, cols), false, (h, w));
    let url = png_data_url(&rgba, w, h)?;
    let (left, top) = (56.0, 40.0);
    let (pw, ph) = (width - left - 16.0, 360.0);
    let mut svg = Svg::new(width, top + ph + 44.0);
    svg.bold(
        (8.0, 20.0),
        &format!(
            "Sinusoidal positional encoding: {} positions × {} dimensions",
            group(rows),
            group(cols)
        ),
        13.0,
        "start",
        light::TEXT,
    );
    svg.image((left, top, pw, ph), &url);
    svg.rect(left, top, pw, ph, "none", Some(light::BORDER));
    svg.text((left - 6.0, top + 12.0), "0", 11.0, "end", light::TEXT);
    svg.text(
        (left - 6.0, top + ph),
        &group(rows - 1),
        11.0,
        "end",
        light::TEXT,
    );
    svg.rotated(
        (16.0, top + ph / 2.0 + 28.0),
        "position",
        12.0,
        light::MUTED,
    );
    svg.text(
        (left, top + ph + 16.0),
        "dimension 0",
        11.0,
        "start",
        light::TEXT,
    );
    svg.text(
        (left + pw, top + ph + 16.0),
        &group(cols - 1),
        11.0,
        "end",
        light::TEXT,
    );
    svg.text((left, top + ph + 36.0), "Purple −1, white 0, orange +1; the dimensions in order, sines at even ones, cosines at odd.", 11.0, "start", light::MUTED);
    Some(svg)
}

/// The stylesheet's variables in the light theme, for markup coloured by classes.
fn light_variables() -> String {
    format!(
        "svg{{--bg:{};--surface:{};--text:{};--muted:{};--border:{};--accent:{};--accent-2:{};--focus:{};--font:{}}}",
        light::BG,
        light::SURFACE,
        light::TEXT,
        light::MUTED,
        light::BORDER,
        light::ACCENT,
        light::ACCENT_2,
        light::ACCENT,
        light::FONT
    )
}

fn figure_1(query: &Query, style: &str) -> Svg {
    use crate::model::architecture::ArchitectureParams;
    let p = ArchitectureParams::from_query(query).0;
    let (markup, view_box) = crate::widgets::architecture::figure_for_saving(p.block, p.cfg.layers);
    let (w, h) = (480.0, 625.0);
    let mut svg = Svg::new(w, h);
    svg.markup(
        &format!("<svg class=\"architecture\" x=\"0\" y=\"0\" width=\"{w}\" height=\"{h}\" viewBox=\"{view_box}\">{markup}</svg>"),
        &format!("{}{style}", light_variables()),
    );
    svg
}

fn figure_2(style: &str) -> Svg {
    use crate::content::figure2::{FIGURE_2_RIGHT, diagram_markup, diagram_size};
    let markup = diagram_markup(
        "Figure 2, right: multi-head attention",
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
