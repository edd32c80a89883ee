//! The attention maps under the training chart: each kind of attention, each head, as a small
//! canvas with the map in words as its accessible name.

use leptos::html::Canvas;
use leptos::prelude::*;
use plotters::style::RGBColor;

use crate::i18n::m;
use crate::kernel::network::AttentionMaps;
use crate::model::train::describe_map;
use crate::ui::canvas::{paint, watch_box};
use crate::ui::plot::{Surface, Theme};

/// One attention map: a `rows × columns` canvas, one pixel per cell scaled up by CSS, darker
/// where more weight goes, with the map in words as its accessible name.
#[component]
fn AttentionMap(
    /// The map's title, e.g. "Cross-attention, head 1": the start of its accessible name.
    title: String,
    /// The visible caption under it, e.g. "head 1" (its kind is the row's heading).
    caption: String,
    /// Rows then columns: `rows × columns` weights.
    #[prop(into)]
    weights: Signal<Vec<f32>>,
    /// Rows and columns.
    #[prop(into)]
    size: Signal<(usize, usize)>,
    /// What a row is ("output") and what a column is ("input").
    words: (&'static str, &'static str),
) -> impl IntoView {
    let canvas = NodeRef::<Canvas>::new();
    // The accent colour, read when the canvas is laid out and again when the colour scheme flips,
    // not at every new map: reading computed styles while the page has changes waiting makes the
    // browser bring its style and layout up to date there and then, several times a second while
    // the model trains.
    let accent = RwSignal::new(Theme::LIGHT.a);
    watch_box(canvas, move |size| {
        if let Some(c) = canvas.try_get_untracked().flatten() {
            accent.try_set(Surface::read(&c, size).theme.a);
        }
    });
    Effect::new(move |_| {
        let (w, (rows, cols)) = (weights.get(), size.get());
        let RGBColor(r, g, b) = accent.get();
        let Some(c) = canvas.get() else { return };
        if rows == 0 || cols == 0 || w.len() != rows * cols {
            return;
        }
        let rgba: Vec<u8> = w
            .iter()
            .flat_map(|&p| {
                let a = (p.clamp(0.0, 1.0) * 255.0).round() as u8;
                [r, g, b, a]
            })
            .collect();
        paint(&c, cols, rows, &rgba);
    });
    let label = move || {
        let words = describe_map(&weights.get(), size.get().1, words.0, words.1);
        if words.is_empty() {
            m().train_map_waiting(&title)
        } else {
            m().train_map_said(&title, &words)
        }
    };
    view! {
        <figure class="attention-map">
            <canvas node_ref=canvas class="map-canvas" role="img" aria-label=label></canvas>
            <figcaption>{caption}</figcaption>
        </figure>
    }
}

/// A kind of map's rows and columns: the encoder's are source × source, the decoder's own
/// target × target, the cross-attention's target × source.
fn shape(m: &AttentionMaps, kind: u8) -> (usize, usize) {
    match kind {
        0 => (m.source, m.source),
        1 => (m.target, m.target),
        _ => (m.target, m.source),
    }
}

/// The maps of one layer: each kind of attention, each head.
pub(super) fn layer_maps(
    maps: Signal<Option<AttentionMaps>>,
    layer: Signal<usize>,
    cross_only: bool,
    heads: Memo<usize>,
) -> impl IntoView {
    let named = m().train_map_kinds();
    let kinds: [(&'static str, u8, (&'static str, &'static str)); 3] = [
        (named[0].0, 0, named[0].1),
        (named[1].0, 1, named[1].1),
        (named[2].0, 2, named[2].1),
    ];
    let kinds = kinds.into_iter().filter(move |k| !cross_only || k.1 == 2);
    // The settings' head count, not the snapshot's: the maps take their room before the first
    // snapshot arrives, so nothing below them moves when it does.

    view! {
        <div class="map-grid">
            {kinds
                .map(|(name, kind, words)| {
                    view! {
                        <div class="map-row">
                            <p class="map-kind">{name}</p>
                            <div class="map-heads">
                                {move || {
                                    (0..heads.get())
                                        .map(|h| {
                                            let weights = Signal::derive(move || {
                                                maps.with(|m| {
                                                    m.as_ref()
                                                        .map(|m| {
                                                            let part = match kind {
                                                                0 => &m.encoder,
                                                                1 => &m.decoder,
                                                                _ => &m.cross,
                                                            };
                                                            let (rows, cols) = shape(m, kind);
                                                            let size = rows * cols;
                                                            let at = (layer.get() * m.heads + h) * size;
                                                            part.get(at..at + size)
                                                                .map(<[f32]>::to_vec)
                                                                .unwrap_or_default()
                                                        })
                                                        .unwrap_or_default()
                                                })
                                            });
                                            view! {
                                                <AttentionMap
                                                    title=m().train_head(name, h + 1).0
                                                    caption=m().train_head(name, h + 1).1
                                                    weights=weights
                                                    size=Signal::derive(move || maps.with(|m| m.as_ref().map_or((0, 0), |m| shape(m, kind))))
                                                    words=words
                                                />
                                            }
                                        })
                                        .collect_view()
                                }}
                            </div>
                        </div>
                    }
                })
                .collect_view()}
        </div>
    }
}
