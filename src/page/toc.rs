//! A table of contents that follows the reader: the section in view is marked as current.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

/// The contents, with the section under the reader's eye marked `aria-current`.
#[component]
pub fn Contents(
    /// (anchor, label) pairs in page order.
    entries: &'static [(&'static str, &'static str)],
    /// Changes whenever more sections are in the page, so the new ones are watched too.
    #[prop(into)]
    present: Signal<usize>,
) -> impl IntoView {
    let (current, set_current) = signal(entries.first().map_or("", |e| e.0));
    let observer = StoredValue::new_local(None::<web_sys::IntersectionObserver>);
    Effect::new(move |_| {
        let on_entries = Closure::<dyn Fn(js_sys::Array)>::new(move |list: js_sys::Array| {
            for entry in list.iter() {
                let entry: web_sys::IntersectionObserverEntry = entry.unchecked_into();
                if entry.is_intersecting() {
                    let id = entry.target().id();
                    if let Some((anchor, _)) = entries.iter().find(|(a, _)| *a == id) {
                        set_current.set(anchor);
                    }
                }
            }
        });
        let options = web_sys::IntersectionObserverInit::new();
        // A thin band a third of the way down the viewport: the section crossing it is "current".
        options.set_root_margin("-33% 0px -66% 0px");
        observer.set_value(
            web_sys::IntersectionObserver::new_with_options(
                on_entries.as_ref().unchecked_ref(),
                &options,
            )
            .ok(),
        );
        on_entries.forget();
    });
    // Sections arrive one by one after the first paint; each is watched once it exists (observing
    // a section twice is a no-op).
    Effect::new(move |_| {
        present.track();
        let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        observer.with_value(|o| {
            let Some(o) = o else { return };
            for (id, _) in entries {
                if let Some(el) = doc.get_element_by_id(id) {
                    o.observe(&el);
                }
            }
        });
    });
    // Open beside the text on wide screens; folded above it on phones, where it would fill the screen.
    let wide = web_sys::window()
        .and_then(|w| w.inner_width().ok())
        .and_then(|v| v.as_f64())
        .is_some_and(|w| w >= 1100.0);
    view! {
        <nav class="toc" aria-label="Contents">
            <details class="toc-box" prop:open=wide>
                <summary>"Contents"</summary>
                <ol>
                    {entries
                        .iter()
                        .map(|(id, label)| {
                            let id = *id;
                            view! {
                                <li class:sub=label.starts_with(|c: char| c.is_ascii_digit()) && label.split(' ').next().is_some_and(|n| n.contains('.'))>
                                    <a
                                        href=format!("#{id}")
                                        class:current=move || current.get() == id
                                        aria-current=move || (current.get() == id).then_some("location")
                                    >
                                        {*label}
                                    </a>
                                </li>
                            }
                        })
                        .collect_view()}
                </ol>
            </details>
        </nav>
    }
}
