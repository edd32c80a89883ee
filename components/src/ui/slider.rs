//! A native range input with a visible label and a readout in words.

use leptos::prelude::*;

use super::inputs::input_number;

/// A labelled `<input type="range">`: native, so mouse, touch, keyboard and screen readers all work
/// without extra code. `text` is both the visible readout and the `aria-valuetext`, so what is
/// heard matches what is seen.
#[component]
pub fn Slider(
    /// The visible label.
    #[prop(into)]
    label: String,
    /// Lowest position.
    #[prop(into)]
    min: Signal<f64>,
    /// Highest position (may change, e.g. when another setting widens the range).
    #[prop(into)]
    max: Signal<f64>,
    /// Step between positions.
    step: f64,
    /// The current position.
    #[prop(into)]
    value: Signal<f64>,
    /// Called with each new position while the reader moves it.
    on_input: Callback<f64>,
    /// The current value in words, e.g. "temperature 0.50".
    #[prop(into)]
    text: Signal<String>,
    /// A hook for tests and styling (`data-control`).
    #[prop(into, optional)]
    name: String,
    /// Marks drawn under the track, aligned with it (the cost widget's crossover, say).
    #[prop(optional)]
    below: Option<Children>,
) -> impl IntoView {
    let id = super::dom::unique_id("slider");
    view! {
        <div class="slider">
            <label for=id.clone()>{label}</label>
            <input
                type="range"
                id=id.clone()
                data-control=name
                min=move || min.get()
                max=move || max.get()
                step=step
                prop:value=move || value.get().to_string()
                aria-valuetext=move || text.get()
                on:input=move |ev| {
                    if let Some(v) = input_number(&ev) {
                        on_input.run(v);
                    }
                }
            />
            <output for=id aria-hidden="true">{move || text.get()}</output>
            {below.map(|b| view! { <div class="slider-below" aria-hidden="true">{b()}</div> })}
        </div>
    }
}
