//! A small flow diagram in the paper's style: boxes stacked bottom-up with arrows between them,
//! every box a button that picks its stage. Both halves of Figure 2 are drawn with it.
//!
//! The drawing never changes, only which box is marked, so it is written once as SVG markup
//! (`content::figure2::diagram_markup`, pure and tested natively) and the page parses it in one step; one listener on the diagram
//! handles every box's click and keys, and an effect moves the mark. A view per element would
//! cost several kilobytes of wasm for the same picture.

use leptos::html::Div;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::content::figure2::{Stage, diagram_markup};

/// The stage index of the box an event happened in, if it happened in one.
fn stage_of(ev: &web_sys::Event) -> Option<usize> {
    ev.target()?
        .dyn_into::<web_sys::Element>()
        .ok()?
        .closest("[data-stage]")
        .ok()??
        .get_attribute("data-stage")?
        .parse()
        .ok()
}

/// The diagram of `stages` (bottom first) fed by `inputs` from below; the stage `active()` is
/// marked, and choosing a box (click, tap, Enter or Space) calls `pick` with its index. `label`
/// names the whole figure.
pub fn flow_diagram(
    label: &'static str,
    inputs: &'static str,
    stages: &'static [Stage],
    active: Signal<Option<usize>>,
    pick: Callback<usize>,
) -> AnyView {
    let holder = NodeRef::<Div>::new();
    let markup = diagram_markup(label, inputs, stages, &super::dom::unique_id("flow-arrow"));
    Effect::new(move |_| {
        let on = active.get();
        let Some(box_) = holder.get() else { return };
        let Ok(list) = box_.query_selector_all("[data-stage]") else {
            return;
        };
        for i in 0..list.length() {
            let Some(el) = list
                .item(i)
                .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            else {
                continue;
            };
            let is_on = on == Some(i as usize);
            el.class_list().toggle_with_force("active", is_on).ok();
            el.set_attribute("aria-pressed", if is_on { "true" } else { "false" })
                .ok();
        }
    });
    view! {
        <div
            class="flow-diagram-box"
            node_ref=holder
            inner_html=markup
            on:click=move |ev| {
                if let Some(i) = stage_of(&ev) {
                    pick.run(i);
                }
            }
            on:keydown=move |ev| {
                let key = ev.key();
                if (key == "Enter" || key == " ")
                    && let Some(i) = stage_of(&ev) {
                        ev.prevent_default();
                        pick.run(i);
                    }
            }
        ></div>
    }
    .into_any()
}
