//! A small flow diagram in the paper's style: boxes stacked bottom-up with arrows between them,
//! every box a button that picks its stage. Both halves of Figure 2 are drawn with it.

use leptos::ev::KeyboardEvent;
use leptos::prelude::*;

/// One box of a flow diagram.
#[derive(Clone, Copy, Debug)]
pub struct Stage {
    /// The words in the box, as the paper labels it.
    pub label: &'static str,
    /// What a screen reader hears for it, starting with the visible words.
    pub name: &'static str,
    /// Drawn dashed, as the paper draws an optional step ("Mask (opt.)").
    pub optional: bool,
    /// Drawn with shadows behind it, as the paper draws "h ×" copies running side by side.
    pub repeated: bool,
    /// An input that joins from the right (V into the last MatMul), if any.
    pub side: Option<&'static str>,
}

const WIDTH: f64 = 230.0;
const BOX_W: f64 = 150.0;
const BOX_H: f64 = 34.0;
const GAP: f64 = 22.0;
const BOX_X: f64 = 30.0;

/// A box's label, one `<text>` per line ("Scaled Dot-Product\nAttention"), centred on `mid`.
fn label_lines(label: &'static str, cx: f64, mid: f64) -> impl IntoView {
    let lines: Vec<&'static str> = label.split('\n').collect();
    let first = mid + 4.0 - (lines.len() as f64 - 1.0) * 6.5;
    lines
        .into_iter()
        .enumerate()
        .map(|(i, line)| view! { <text x=cx y=first + i as f64 * 13.0>{line}</text> })
        .collect_view()
}

/// The diagram of `stages` (bottom first) fed by `inputs` from below; the stage `active()` is
/// marked, and choosing a box calls `pick` with its index. `label` names the whole figure.
pub fn flow_diagram(
    label: &'static str,
    inputs: &'static str,
    stages: &'static [Stage],
    active: Signal<Option<usize>>,
    pick: Callback<usize>,
) -> AnyView {
    let n = stages.len() as f64;
    let height = 40.0 + n * (BOX_H + GAP);
    // Box i's top edge: the first stage sits at the bottom.
    let top = move |i: usize| height - 40.0 - (i as f64 + 1.0) * (BOX_H + GAP) + GAP;
    let cx = BOX_X + BOX_W / 2.0;
    let head = super::dom::unique_id("flow-arrow");
    let marker = format!("url(#{head})");
    let arrows = (0..stages.len())
        .map(|i| {
            let from = if i == 0 { height - 18.0 } else { top(i - 1) };
            let to = top(i) + BOX_H;
            view! { <line x1=cx y1=from x2=cx y2=to + 2.0></line> }
        })
        .collect_view();
    let boxes = stages
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let y = top(i);
            let is_on = move || active.get() == Some(i);
            let shadows = s.repeated.then(|| {
                view! {
                    <rect class="shadow" x=BOX_X + 8.0 y=y - 8.0 width=BOX_W height=BOX_H rx="5"></rect>
                    <rect class="shadow" x=BOX_X + 4.0 y=y - 4.0 width=BOX_W height=BOX_H rx="5"></rect>
                }
            });
            let marker = marker.clone();
            let side = s.side.map(|text| {
                let mid = y + BOX_H / 2.0;
                view! {
                    <line class="side-arrow" x1=WIDTH - 14.0 y1=mid x2=BOX_X + BOX_W + 2.0 y2=mid marker-end=marker.clone()></line>
                    <text class="input" x=WIDTH - 8.0 y=mid + 4.0>{text}</text>
                }
            });
            view! {
                {side}
                <g
                    class="stage"
                    class:optional=s.optional
                    class:active=is_on
                    data-stage=i
                    role="button"
                    tabindex="0"
                    aria-pressed=move || is_on().to_string()
                    aria-label=s.name
                    on:click=move |_| pick.run(i)
                    on:keydown=move |ev: KeyboardEvent| {
                        if ev.key() == "Enter" || ev.key() == " " {
                            ev.prevent_default();
                            pick.run(i);
                        }
                    }
                >
                    {shadows}
                    <rect x=BOX_X y=y width=BOX_W height=BOX_H rx="5"></rect>
                    {label_lines(s.label, cx, y + BOX_H / 2.0)}
                </g>
            }
        })
        .collect_view();
    view! {
        <svg
            class="flow-diagram"
            viewBox=format!("0 0 {WIDTH} {height}")
            role="group"
            aria-label=label
        >
            <defs>
                <marker id=head viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
                    <path d="M0 0L10 5L0 10z" class="arrowhead"></path>
                </marker>
            </defs>
            <g class="arrows" marker-end=marker.clone()>{arrows}</g>
            <text class="input" x=cx y=height - 4.0>{inputs}</text>
            {boxes}
        </svg>
    }
    .into_any()
}
