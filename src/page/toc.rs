//! A table of contents that follows the reader: the section in view is marked as current.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

use super::dom::all;

/// Marks the contents entry for `#id` as the reader's location, and only that one.
fn mark_current(id: &str) {
    let href = format!("#{id}");
    let links = all(".toc a");
    if !links
        .iter()
        .any(|a| a.get_attribute("href").as_deref() == Some(&href))
    {
        return;
    }
    for a in links {
        let here = a.get_attribute("href").as_deref() == Some(&href);
        a.class_list().toggle_with_force("current", here).ok();
        if here {
            a.set_attribute("aria-current", "location").ok();
        } else {
            a.remove_attribute("aria-current").ok();
        }
    }
}

/// Watches the sections: the one crossing a thin band a third of the way down the viewport is
/// current.
pub fn install() {
    let on_entries = Closure::<dyn Fn(js_sys::Array)>::new(|list: js_sys::Array| {
        for entry in list.iter() {
            let entry: web_sys::IntersectionObserverEntry = entry.unchecked_into();
            if entry.is_intersecting() {
                mark_current(&entry.target().id());
            }
        }
    });
    let options = web_sys::IntersectionObserverInit::new();
    options.set_root_margin("-33% 0px -66% 0px");
    let Ok(observer) = web_sys::IntersectionObserver::new_with_options(
        on_entries.as_ref().unchecked_ref(),
        &options,
    ) else {
        return;
    };
    for section in all("section.paper-section[id]") {
        observer.observe(&section);
    }
    // The page lives as long as the tab: the observer and its callback are never taken off.
    on_entries.forget();
    std::mem::forget(observer);
}
