//! The full explainer. Its text is plain HTML in `index.html`, so the browser lays it out while
//! the WebAssembly is still loading; this module brings that page to life: it turns glossary terms
//! and equation symbols into tips, marks the section in view in the contents, and mounts each
//! widget into its slot (`data-slot="NAME"`). The quoted figures are written from the kernels by
//! the deferred bundle (`components::ui::page_figures`).

mod copy;
mod dom;
mod handout;
mod language;
mod links;
mod tips;
mod toc;
mod widgets;

use components::ui::address::current_target;
use wasm_bindgen::JsCast;

use dom::still_parsing;

/// Runs `f` once the whole HTML is parsed: at once if it is, else at `DOMContentLoaded`.
pub fn after_parse(f: impl FnOnce() + 'static) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if still_parsing() {
        let callback = wasm_bindgen::closure::Closure::once_into_js(f);
        doc.add_event_listener_with_callback("DOMContentLoaded", callback.unchecked_ref())
            .ok();
    } else {
        f();
    }
}

/// Brings the static page to life. The first widget goes in as soon as the browser has read its
/// slot, even while the rest of the text is still arriving, so the reader can use it as early as
/// possible. Once the whole page is parsed (and the first widget is in) come, in a task of their
/// own so they never hold up that first widget, the contents and the in-page links; the tips
/// (whose words are already on screen) come in the next idle period, and the other
/// widgets as the reader nears them, unless the address names a place further down or the page
/// is printed.
///
/// When the page was parsed before the app started (a fast network), the first widget is mounted
/// in a task of its own too, not in the one that started the app: one task of both would block
/// the reader's input for their sum. While the text is still arriving, it goes in from the
/// animation frame that finds its slot parsed: a task of its own would wait for that frame's
/// layout and paint (docs/performance.md, the first widget).
pub fn start() {
    widgets::mount_first_soon();
    after_parse(|| {
        dom::in_own_task_first(|| {
            widgets::mount_first();
            leptos::prelude::set_timeout(
                || {
                    toc::install();
                    copy::install();
                    handout::install();
                    language::install();
                    // A jump to an anchor first puts its section's widgets in.
                    links::install(widgets::before_jump, widgets::fetch_ahead);
                    // So does printing: a printed page has no reader to come near a slot.
                    if let Some(window) = web_sys::window() {
                        components::ui::attach::listen_always(&window, "beforeprint", |_| {
                            widgets::mount_all()
                        });
                    }
                    widgets::start(current_target(), links::scroll_to_hash, tips::install);
                },
                std::time::Duration::ZERO,
            );
        });
    });
}
