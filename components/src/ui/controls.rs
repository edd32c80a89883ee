//! The controls of a widget's parameters, each made from the parameter's declaration: its name
//! (`data-control`), label, range, step, snapping and readout come from the [`Param`], so a view
//! says only which parameter a control sets, its value and what to do with a new one.
//!
//! This is the one place a parameter's control is made, so it is also where a lesson link's
//! `lock` and `hide` act ([`ParamControl`]).

use leptos::html::Select;
use leptos::prelude::*;

use super::dom::unique_id;
use super::inputs::input_number;
use super::lesson::{Access, access, note_control};
use super::select::keep_chosen;
use crate::i18n::m;
use crate::params::Param;

/// A parameter's control in its place on the widget, as the lesson allows it: shown, shown but
/// locked (disabled, its value kept, marked and read out as locked), or not shown at all.
///
/// Every control of a parameter is one of these, whether a slider, a toggle, a picker or a
/// widget's own (score bars, a clickable figure): a `<fieldset disabled>` disables the native
/// inputs inside, and a widget's own control reads [`access`] itself to ignore a locked press.
#[component]
pub fn ParamControl(
    /// The parameter the control sets.
    param: &'static Param,
    /// A class that makes the control's box a box of its own (a panel); without one, the box
    /// takes no room of its own (`display: contents`) and the control lays out as if unwrapped.
    #[prop(optional)]
    class: &'static str,
    /// The control.
    children: Children,
) -> impl IntoView {
    note_control(param);
    let class = if class.is_empty() {
        "param".to_string()
    } else {
        format!("param-box {class}")
    };
    match access(param) {
        Access::Hidden => ().into_any(),
        Access::Open => view! { <div class=class>{children()}</div> }.into_any(),
        Access::Locked => view! {
            <fieldset class=format!("{class} locked") disabled aria-disabled="true">
                <legend class="lock-mark">
                    <svg class="lock-icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
                        <path d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7zm2 0h4V5a2 2 0 0 0-4 0z"></path>
                    </svg>
                    " "
                    {m().locked_by_lesson(param.control.label_or_name(param.name))}
                </legend>
                {children()}
            </fieldset>
        }
        .into_any(),
    }
}

/// A native range input for `param`, with its label and its readout in words: mouse, touch,
/// keyboard and screen readers all work without extra code, and what is heard
/// (`aria-valuetext`) is what is seen.
#[component]
pub fn ParamSlider(
    /// The parameter it sets: its name, label, range, step, snapping and readout.
    param: &'static Param,
    /// Its current value.
    #[prop(into)]
    value: Signal<f64>,
    /// Called with each new valid value while the reader moves it.
    set: Callback<f64>,
    /// The highest value, where another parameter lowers it (the declaration's `up_to`).
    #[prop(optional, into)]
    top: Option<Signal<f64>>,
    /// The only values it may take, lowest first, where a rule leaves gaps (heads dividing
    /// d_model): the slider then moves from one to the next.
    #[prop(optional, into)]
    values: Option<Signal<Vec<f64>>>,
    /// The readout, where it needs more than the value (the heads' width beside their count).
    #[prop(optional, into)]
    says: Option<Signal<String>>,
    /// Marks drawn under the track, aligned with it (the cost widget's crossover, say).
    #[prop(optional)]
    below: Option<Children>,
) -> impl IntoView {
    let id = unique_id("slider");
    // A widget's sliders read one state, so a press of one would otherwise rerun every slider's
    // readout, position and attributes: each follows only its own value (and limit) from here.
    let value = Memo::new(move |_| value.get());
    let top = top.map(|t| Memo::new(move |_| t.get()));
    let top = move || top.map(|t| t.get());
    let values = values.map(|v| Memo::new(move |_| v.get()));
    let says = says.map(|w| Memo::new(move |_| w.get()));
    // Where the track runs, and where the value sits on it.
    let (min, max, step, position): (Signal<f64>, Signal<f64>, f64, Signal<f64>) = match values {
        Some(values) => (
            Signal::stored(0.0),
            Signal::derive(move || values.with(|v| v.len().max(1) as f64 - 1.0)),
            1.0,
            Signal::derive(move || {
                let v = value.get();
                values.with(|vs| vs.iter().position(|x| *x == v).unwrap_or(0) as f64)
            }),
        ),
        None => (
            Signal::derive(move || param.positions(top()).0),
            Signal::derive(move || param.positions(top()).1),
            param.control.step,
            Signal::derive(move || param.position(value.get())),
        ),
    };
    let on_input = move |p: f64| match values {
        Some(values) => {
            let i = p.round().max(0.0) as usize;
            if let Some(v) = values.with_untracked(|vs| vs.get(i).copied()) {
                set.run(v);
            }
        }
        None => set.run(param.value_at(p, top())),
    };
    let text = Signal::derive(move || match says {
        Some(s) => s.get(),
        None => param.say(value.get()),
    });
    // The readout is as wide as the widest reading it can give (or, worded by the widget, the
    // widest it has given), so the track beside it keeps its length: sized to each reading, a
    // longer one shortened the track and moved the thumb away from the pointer dragging it.
    let widest_on_track = if says.is_some() {
        0
    } else {
        param.widest_reading()
    };
    let widest = Memo::new(move |before: Option<&usize>| {
        let now = text.with(|t| t.chars().count());
        before.copied().unwrap_or(widest_on_track).max(now)
    });
    view! {
        <ParamControl param=param>
            <div class="slider">
                <label for=id.clone()>{param.control_label()}</label>
                <div class="range-box">
                <input
                    type="range"
                    id=id.clone()
                    data-control=param.name
                    min=move || min.get()
                    max=move || max.get()
                    step=step
                    prop:value=move || position.get().to_string()
                    aria-valuetext=move || text.get()
                    on:input=move |ev| {
                        if let Some(p) = input_number(&ev) {
                            on_input(p);
                        }
                    }
                />
                {below.map(|b| view! { <div class="slider-below" aria-hidden="true">{b()}</div> })}
                </div>
                <output for=id aria-hidden="true">
                    // One character more than the widest reading: a sign a monospace font lacks
                    // may be drawn a little wider.
                    <span class="readout" style:width=move || format!("{}ch", widest.get() + 1)>
                        {move || text.get()}
                    </span>
                </output>
            </div>
        </ParamControl>
    }
}

/// Buttons for `param`'s values, of which exactly one is on (`aria-pressed`): a choice's
/// options, or the values of a small whole number (a layer, a head), as the declaration names
/// them.
#[component]
pub fn ParamToggle(
    /// The parameter it sets.
    param: &'static Param,
    /// The value that is on, as the link writes it.
    #[prop(into)]
    value: Signal<&'static str>,
    /// Called with the value of the pressed button, as the link writes it.
    set: Callback<&'static str>,
) -> impl IntoView {
    let label = param.control.label_or_name(param.name);
    // Only its own value's changes reach the buttons (see `ParamSlider`).
    let value = Memo::new(move |_| value.get());
    view! {
        <ParamControl param=param>
            <div class="toggle-group" role="group" aria-label=label>
                <span class="toggle-label" aria-hidden="true">{label}</span>
                {param
                    .options()
                    .into_iter()
                    .map(|(word, text)| {
                        view! {
                            <button
                                type="button"
                                class="button"
                                data-control=format!("{}-{word}", param.name)
                                aria-pressed=move || (value.get() == word).to_string()
                                on:click=move |_| set.run(word)
                            >
                                {text}
                            </button>
                        }
                    })
                    .collect_view()}
            </div>
        </ParamControl>
    }
}

/// A drop-down list of `param`'s values (a choice's options, or a small whole number's values),
/// for a choice with too many options for buttons.
#[component]
pub fn ParamSelect(
    /// The parameter it sets.
    param: &'static Param,
    /// The value chosen, as the link writes it.
    #[prop(into)]
    value: Signal<&'static str>,
    /// Called with the value picked, as the link writes it.
    set: Callback<&'static str>,
    /// The values offered, where not all of them make sense now (the words of this sentence, the
    /// head counts that divide this width); all of them when absent.
    #[prop(optional, into)]
    only: Option<Signal<Vec<&'static str>>>,
    /// A class for the label around it.
    #[prop(optional)]
    class: &'static str,
) -> impl IntoView {
    // The options offered, rebuilt only when that set changes (keyed by word, so an option that
    // stays is not written again); the choice is written on the list, only when it changes.
    let offered = Memo::new(move |_| {
        let offered = only.map(|o| o.get());
        param
            .options()
            .into_iter()
            .filter(|(w, _)| offered.as_ref().is_none_or(|o| o.contains(w)))
            .collect::<Vec<_>>()
    });
    let value = Memo::new(move |_| value.get());
    let list = NodeRef::<Select>::new();
    keep_chosen(list, move || {
        let current = value.get();
        offered.with(|o| o.iter().position(|(w, _)| *w == current))
    });
    view! {
        <ParamControl param=param>
            <label class=class>
                <span>{param.control.label_or_name(param.name)}</span>
                <select
                    node_ref=list
                    data-control=param.name
                    on:change=move |ev| {
                        let picked = event_target_value(&ev);
                        if let Some((word, _)) = param.options().into_iter().find(|(w, _)| *w == picked) {
                            set.run(word);
                        }
                    }
                >
                    <For each=move || offered.get() key=|(word, _)| *word let((word, text))>
                        <option value=word>{text}</option>
                    </For>
                </select>
            </label>
        </ParamControl>
    }
}

/// A checkbox for an on/off choice (`on` or `off` in the link), labelled by the declaration.
#[component]
pub fn ParamCheck(
    /// The parameter it sets (a choice of `on` and `off`).
    param: &'static Param,
    /// Whether it is on.
    #[prop(into)]
    value: Signal<bool>,
    /// Called with the new state.
    set: Callback<bool>,
) -> impl IntoView {
    let value = Memo::new(move |_| value.get());
    view! {
        <ParamControl param=param>
            <label class="check">
                <input
                    type="checkbox"
                    data-control=param.name
                    prop:checked=move || value.get()
                    on:change=move |ev| set.run(event_target_checked(&ev))
                />
                " "
                {param.control.label_or_name(param.name)}
            </label>
        </ParamControl>
    }
}
