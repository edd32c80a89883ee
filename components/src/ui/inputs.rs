//! Small shared controls: a group of toggle buttons and a labelled number field.

use leptos::prelude::*;

use crate::params::Param;

use wasm_bindgen::JsCast;

use crate::format::plain;

/// The number an `<input type="range">` or `<input type="number">` holds after `ev`, as the
/// browser reads it (`valueAsNumber`); `None` when the field is empty or not a finite number.
pub fn input_number(ev: &web_sys::Event) -> Option<f64> {
    ev.target()?
        .dyn_into::<web_sys::HtmlInputElement>()
        .ok()
        .map(|input| input.value_as_number())
        .filter(|v| v.is_finite())
}

/// Buttons of which exactly one is on (`aria-pressed`), e.g. "tired" / "wide".
#[component]
pub fn ToggleGroup(
    /// The group's label, read by screen readers before the buttons.
    label: &'static str,
    /// (value, visible text) for each button.
    options: Vec<(&'static str, &'static str)>,
    /// The value that is on.
    #[prop(into)]
    selected: Signal<&'static str>,
    /// Called with the value of the pressed button.
    on_select: Callback<&'static str>,
    /// A hook for tests (`data-control` on each button is `{name}-{value}`).
    name: &'static str,
) -> impl IntoView {
    view! {
        <div class="toggle-group" role="group" aria-label=label>
            <span class="toggle-label" aria-hidden="true">{label}</span>
            {options
                .into_iter()
                .map(|(value, text)| {
                    view! {
                        <button
                            type="button"
                            class="button"
                            data-control=format!("{name}-{value}")
                            aria-pressed=move || (selected.get() == value).to_string()
                            on:click=move |_| on_select.run(value)
                        >
                            {text}
                        </button>
                    }
                })
                .collect_view()}
        </div>
    }
}

/// A number input with an accessible name for one entry of `param` (a number or a list of them),
/// clamped to the range its declaration gives; a value that is not a finite number is ignored.
#[component]
pub fn NumberField(
    /// The parameter whose entry it sets: its declared range is the field's.
    param: &'static Param,
    /// The accessible name, e.g. "Q row 1, column 2".
    #[prop(into)]
    label: String,
    /// The current value.
    #[prop(into)]
    value: Signal<f64>,
    /// Called with each accepted value.
    on_change: Callback<f64>,
    /// A hook for tests.
    #[prop(into, optional)]
    name: String,
) -> impl IntoView {
    let (min, max) = param.float_range();
    view! {
        <input
            class="number-field"
            type="number"
            step="0.1"
            min=min
            max=max
            data-control=name
            aria-label=label
            prop:value=move || plain(value.get())
            on:change=move |ev| {
                if let Some(v) = input_number(&ev) {
                    on_change.run(v.clamp(min, max));
                }
            }
        />
    }
}
