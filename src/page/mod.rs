//! The full explainer: the masthead, the contents, then the paper's sections in order.

mod equations;
mod figures;
mod glossary;
mod sections;
mod term;
mod toc;

use components::params::Query;
use components::registry;
use leptos::prelude::*;

/// A widget from the registry placed in the page with its default state.
#[component]
pub fn PlacedWidget(
    /// The registry name.
    name: &'static str,
) -> impl IntoView {
    registry::find(name).map(|spec| registry::render(spec, &Query::default(), false).0)
}

/// A section of the page with a heading that deep links to it.
#[component]
pub fn Section(
    /// The anchor (`#id`), also what the registry names as a widget's section.
    id: &'static str,
    /// The heading text.
    title: &'static str,
    /// The section number in the paper, if it has one.
    #[prop(optional)]
    number: Option<&'static str>,
    /// The section's content.
    children: Children,
) -> impl IntoView {
    let heading_id = format!("{id}-h");
    let labelled_by = heading_id.clone();
    let level = if number.is_some_and(|n| n.contains('.')) {
        "h2 sub"
    } else {
        "h2"
    };
    view! {
        <section id=id aria-labelledby=labelled_by class=format!("paper-section {}", level.replace(' ', "-"))>
            <h2 id=heading_id>
                {number.map(|n| view! { <span class="section-number">{n}" "</span> })}
                {title}
                " "
                <a class="anchor" href=format!("#{id}") aria-label=format!("Link to “{title}”")>"#"</a>
            </h2>
            {children()}
        </section>
    }
}

/// The sections are drawn by the app after the browser has already looked for `#anchor`, so a
/// deep link is honoured here, once the page exists. Sections far from view are laid out at an
/// estimated height until they are near (`content-visibility: auto`), so the jump is repeated,
/// instantly, until the target stays put.
fn scroll_to_hash() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let hash = window.location().hash().unwrap_or_default();
    let Some(id) = hash
        .strip_prefix('#')
        .filter(|id| !id.is_empty())
        .map(str::to_owned)
    else {
        return;
    };
    settle_on(id, 12);
}

/// Handles a plain click on an `<a href="#id">`: record the anchor in history, then settle on it.
/// Returns whether it was such a click.
fn follow_in_page_link(ev: leptos::ev::MouseEvent) -> bool {
    use wasm_bindgen::JsCast;
    if ev.default_prevented()
        || ev.button() != 0
        || ev.ctrl_key()
        || ev.meta_key()
        || ev.shift_key()
        || ev.alt_key()
    {
        return false;
    }
    let link = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|el| el.closest("a[href^='#']").ok().flatten());
    let Some(href) = link.and_then(|a| a.get_attribute("href")) else {
        return false;
    };
    let Some(id) = href.strip_prefix('#').filter(|id| !id.is_empty()) else {
        return false;
    };
    ev.prevent_default();
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        history
            .push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&href))
            .ok();
    }
    settle_on(id.to_owned(), 12);
    true
}

fn settle_on(id: String, tries: u32) {
    let Some(el) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(&id))
    else {
        // The target's section may not be in the page yet (they arrive one per task).
        if tries > 0 {
            set_timeout(
                move || settle_on(id, tries - 1),
                std::time::Duration::from_millis(60),
            );
        }
        return;
    };
    let top = el.get_bounding_client_rect().top();
    if top.abs() > 2.0 {
        let options = web_sys::ScrollIntoViewOptions::new();
        options.set_behavior(web_sys::ScrollBehavior::Instant);
        el.scroll_into_view_with_scroll_into_view_options(&options);
    }
    if tries > 0 {
        set_timeout(
            move || settle_on(id, tries - 1),
            std::time::Duration::from_millis(60),
        );
    }
}

/// How many sections go in before the page first shows: up to and including the first with a
/// widget, so the first control answers as early as possible. The rest follow one per task.
const FIRST_SECTIONS: usize = 1;

/// Runs `f` when the browser has a moment to spare (`requestIdleCallback`, at most half a second
/// late), so a reader's input always goes before the sections still to come; where the browser has
/// no idle callbacks (Safari), on the next task.
fn when_idle(f: impl FnOnce() + 'static) {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    let Some(window) = web_sys::window() else {
        return;
    };
    let idle = js_sys::Reflect::get(&window, &"requestIdleCallback".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    match idle {
        Some(request) => {
            let options = js_sys::Object::new();
            js_sys::Reflect::set(&options, &"timeout".into(), &500.into()).ok();
            let callback = Closure::once_into_js(f);
            request.call2(&window, &callback, &options).ok();
        }
        None => set_timeout(f, std::time::Duration::ZERO),
    }
}

/// Whether the address names a place in the page (`#id`).
fn has_hash() -> bool {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .is_some_and(|h| h.len() > 1)
}

/// The whole page.
#[component]
pub fn Page() -> impl IntoView {
    let total = sections::SECTIONS.len();
    // A deep link needs its target at once; otherwise the page shows its top sections first and
    // puts the rest in one per task, so no single long task holds up the reader's first input.
    let shown = RwSignal::new(if has_hash() {
        total
    } else {
        FIRST_SECTIONS.min(total)
    });
    Effect::new(move |_| {
        let n = shown.get();
        if n < total {
            // Never backwards: a link may have put every section in since this was queued.
            when_idle(move || shown.update(|s| *s = (*s).max(n + 1)));
        } else {
            scroll_to_hash();
        }
    });
    let parts = sections::SECTIONS
        .iter()
        .enumerate()
        .map(|(i, &part)| {
            let here = Memo::new(move |_| shown.get() > i);
            move || here.get().then(part)
        })
        .collect_view();
    // In-page links (the contents, "see section…") jump the same way instead of the browser's
    // smooth scroll, which would aim at a target that moves as skipped sections render.
    // A link followed before its section has arrived puts in every section at once, so the jump
    // that follows finds its target.
    let show_all = move || {
        if shown.get_untracked() < total {
            shown.set(total);
        }
    };
    let on_click = window_event_listener(leptos::ev::click, move |ev| {
        if follow_in_page_link(ev) {
            show_all();
        }
    });
    let on_hash = window_event_listener(leptos::ev::hashchange, move |_| {
        show_all();
        scroll_to_hash();
    });
    on_cleanup(move || {
        on_click.remove();
        on_hash.remove();
    });
    view! {
        <a class="skip-link" href="#start">"Skip to the explainer"</a>
        <header class="masthead">
            <p class="kicker">"An explorable explanation"</p>
            <h1>"Attention Is All You Need"</h1>
            <p class="byline">
                "Vaswani et al., 2017, taken apart one idea at a time. Every number on this page is computed in your browser by tested code."
            </p>
        </header>
        <div class="layout">
            <toc::Contents entries=sections::CONTENTS present=shown />
            <main class="page" id="start" data-ready=move || (shown.get() == total).then_some("true")>
                {parts}
            </main>
        </div>
        <footer class="colophon">
            <p>
                "Built in Rust with Leptos, compiled to WebAssembly. The paper: "
                <a href="https://arxiv.org/abs/1706.03762">"arXiv:1706.03762"</a>
                ". Nothing on this page is loaded from another site. "
                <a href="?gallery">"Embedding gallery"</a>
            </p>
        </footer>
    }
}
