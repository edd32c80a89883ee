//! Terms and symbols that explain themselves (WCAG 1.4.13: the tip can be hovered, stays until the
//! pointer or focus leaves or the reader presses Esc, and opens by hover, focus or tap).

use leptos::ev::KeyboardEvent;
use leptos::prelude::*;

use super::glossary::lookup;

/// A glossary term in running text, with its definition in a tip.
#[component]
pub fn Term(
    /// The glossary id.
    id: &'static str,
    /// The words as they appear in the sentence.
    children: Children,
) -> impl IntoView {
    let entry = lookup(id);
    let definition = entry.map_or("", |e| e.definition);
    let (open, set_open) = signal(false);
    let tip_id = components::ui::unique_id("tip");
    let described = tip_id.clone();
    view! {
        <span
            class="term-wrap"
            on:mouseenter=move |_| set_open.set(true)
            on:mouseleave=move |_| set_open.set(false)
            on:focusout=move |_| set_open.set(false)
        >
            <button
                type="button"
                class="term"
                data-term=id
                aria-describedby=described
                aria-expanded=move || open.get().to_string()
                on:focus=move |_| set_open.set(true)
                on:click=move |_| set_open.set(true)
                on:keydown=move |ev: KeyboardEvent| {
                    if ev.key() == "Escape" {
                        set_open.set(false);
                    }
                }
            >
                {children()}
            </button>
            <span id=tip_id role="tooltip" class="tip" class:open=move || open.get()>
                {definition}
                " "
                <a href=format!("#term-{id}") tabindex="-1">"Glossary"</a>
            </span>
        </span>
    }
}

/// An equation in MathML whose symbols explain themselves. Each symbol in `mathml` carries
/// `data-sym="KEY"` and `tabindex="0"`; hovering or focusing it shows its meaning below.
#[component]
pub fn Equation(
    /// The MathML (a `<math>` element), written by this crate, never from input.
    mathml: &'static str,
    /// (key, meaning) for each symbol.
    symbols: &'static [(&'static str, &'static str)],
    /// The equation in plain words.
    words: &'static str,
    /// The equation with the example's numbers put in (computed by the caller).
    #[prop(into)]
    numbers: String,
) -> impl IntoView {
    let (current, set_current) = signal(None::<&'static str>);
    let explain = move |ev: &leptos::ev::Event| {
        use wasm_bindgen::JsCast;
        let key = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.closest("[data-sym]").ok().flatten())
            .and_then(|el| el.get_attribute("data-sym"));
        if let Some(k) = key {
            if let Some((key, _)) = symbols.iter().find(|(s, _)| *s == k) {
                set_current.set(Some(key));
            }
        }
    };
    let note = move || {
        current
            .get()
            .and_then(|k| symbols.iter().find(|(s, _)| *s == k))
            .map_or_else(
                || "Hover, tap or tab to a symbol to see what it stands for.".to_string(),
                |(k, meaning)| format!("{k}: {meaning}"),
            )
    };
    view! {
        <div class="equation">
            <div
                class="math-box"
                inner_html=mathml
                on:mouseover=move |ev| explain(&ev)
                on:focusin=move |ev| explain(&ev)
                on:click=move |ev| explain(&ev)
                on:keydown=move |ev: KeyboardEvent| {
                    if ev.key() == "Escape" {
                        set_current.set(None);
                    }
                }
            ></div>
            <p class="sym-note" aria-live="polite">{note}</p>
            <p class="eq-words"><strong>"In words: "</strong>{words}</p>
            <p class="eq-numbers"><strong>"With numbers: "</strong>{numbers}</p>
        </div>
    }
}
