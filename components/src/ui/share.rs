//! The "Share" control: the link to this exact state and the iframe code, each with a copy button.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::dom::{page_address, unique_id};
use crate::embed::{embed_link, embed_title, iframe_code};
use crate::params::Query;
use crate::ui::clipboard::copy_text;

/// Copies `text`; says so, or selects `field` so the reader can copy by hand.
fn copy(text: String, field: web_sys::HtmlElement, note: WriteSignal<String>) {
    let select = move || {
        if let Some(i) = field.dyn_ref::<web_sys::HtmlInputElement>() {
            i.select();
        } else if let Some(t) = field.dyn_ref::<web_sys::HtmlTextAreaElement>() {
            t.select();
        }
    };
    copy_text(text, select, move |said| note.set(said.into()));
}

/// The share panel of one widget.
#[component]
pub fn SharePanel(
    /// The embed name of the widget being shared.
    name: &'static str,
    /// Its title (the iframe's `title`).
    title: &'static str,
    /// The height the iframe code asks for.
    height: u32,
    /// Its current state.
    state: Signal<Query>,
) -> impl IntoView {
    let base = page_address();
    let link = Memo::new(move |_| state.with(|q| embed_link(&base, name, q)));
    let title = embed_title(title);
    let code = Memo::new(move |_| iframe_code(&link.get(), &title, height));
    let (note, set_note) = signal(String::new());
    // The link and the code are worked out only while the panel is open: a closed panel costs
    // nothing when a slider moves.
    let (open, set_open) = signal(false);
    let shown = move |text: Memo<String>| {
        if open.get() {
            text.get()
        } else {
            String::new()
        }
    };
    let link_ref = NodeRef::<leptos::html::Input>::new();
    let code_ref = NodeRef::<leptos::html::Textarea>::new();
    // Nor is the panel's body built before it is first opened: most panels never are, and every
    // widget's first paint is quicker for the elements it does not make.
    let built = Memo::new(move |was: Option<&bool>| was.copied().unwrap_or(false) || open.get());
    let body = move || {
        let link_id = unique_id("share-link");
        let code_id = unique_id("share-code");
        view! {
            <div class="share-body">
                <label for=link_id.clone()>"Link to exactly this view"</label>
                <div class="share-row-field">
                    <input id=link_id type="text" readonly node_ref=link_ref prop:value=move || shown(link) data-field="link" />
                    <button
                        type="button"
                        class="button"
                        data-control="copy-link"
                        on:click=move |_| {
                            if let Some(el) = link_ref.get() {
                                copy(link.get_untracked(), el.into(), set_note);
                            }
                        }
                    >
                        "Copy link"
                    </button>
                </div>
                <label for=code_id.clone()>"Code for a course page (an iframe)"</label>
                <div class="share-row-field">
                    <textarea id=code_id readonly rows="3" node_ref=code_ref prop:value=move || shown(code) data-field="code"></textarea>
                    <button
                        type="button"
                        class="button"
                        data-control="copy-code"
                        on:click=move |_| {
                            if let Some(el) = code_ref.get() {
                                copy(code.get_untracked(), el.into(), set_note);
                            }
                        }
                    >
                        "Copy code"
                    </button>
                </div>
                <p class="copy-note" aria-live="polite">{move || note.get()}</p>
            </div>
        }
    };

    view! {
        <details
            class="share"
            data-control="share"
            on:toggle=move |ev| {
                let now = ev
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::HtmlDetailsElement>().ok())
                    .is_some_and(|d| d.open());
                set_open.set(now);
            }
        >
            <summary>"Share or embed"</summary>
            {move || built.get().then(body)}
        </details>
    }
}
