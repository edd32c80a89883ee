//! The page on paper, as a handout: a "Print a handout" button that first puts every widget in
//! (both bundles), waits for their figures to settle and the light colours, then prints; and the
//! self-check's answers gathered on a last page, the questions left with room to write.
//!
//! What shows and what does not on paper is the stylesheet's `@media print` (and `.handout`,
//! the class the page wears while it prepares one).

// `HANDOUT`: the class `<html>` wears from the press to the end of printing, the light colours
// on screen too, so every chart redraws in them before the page is printed.
use components::slots::{FILL_ALL, HANDOUT};
use components::ui::canvas::THEME_CHANGE;
use wasm_bindgen::JsCast;

use super::dom::all;

/// How long the handout waits for the widgets at most (ms) before printing what there is.
const WAIT_AT_MOST: f64 = 20_000.0;

fn document() -> Option<web_sys::Document> {
    web_sys::window().and_then(|w| w.document())
}

fn dispatch(name: &str) {
    if let (Some(doc), Ok(ev)) = (document(), web_sys::Event::new(name)) {
        doc.dispatch_event(&ev).ok();
    }
}

/// Wires the handout buttons (`[data-handout]`), gathers the answers for the last page, and puts
/// the light colours back after printing.
pub fn install() {
    gather_answers();
    // Shown only now: without the app there is nothing to put in before printing.
    for button in all("[data-handout]") {
        button.remove_attribute("hidden").ok();
        components::ui::attach::listen_always(&button, "click", |_| prepare());
    }
    if let Some(window) = web_sys::window() {
        components::ui::attach::listen_always(&window, "afterprint", |_| {
            if let Some(root) = document().and_then(|d| d.document_element()) {
                root.class_list().remove_1(HANDOUT).ok();
            }
            dispatch(THEME_CHANGE);
        });
    }
}

/// What the button's live note says.
fn say(text: &str) {
    for note in all("[data-handout-note]") {
        note.set_text_content(Some(text));
    }
}

/// Puts every widget in, then prints once they have settled: every slot filled, no translator
/// still loading, the charts redrawn in the light colours.
fn prepare() {
    let Some(root) = document().and_then(|d| d.document_element()) else {
        return;
    };
    root.class_list().add_1(HANDOUT).ok();
    // The deferred bundle reads the class when it starts, and the event if it runs already.
    dispatch(FILL_ALL);
    super::widgets::mount_all();
    dispatch(THEME_CHANGE);
    say(components::i18n::m().handout_preparing());
    let start = js_sys::Date::now();
    wait_then_print(start);
}

/// Whether every widget is in and none is still loading what its summary waits for.
fn settled() -> bool {
    let Some(doc) = document() else { return true };
    let all_in = doc
        .query_selector("main[data-ready]")
        .ok()
        .flatten()
        .is_some();
    let loading = all("[data-widget] [role=\"status\"]").iter().any(|s| {
        s.text_content()
            .is_some_and(|t| t.starts_with(components::i18n::m().loading_prefix()))
    });
    all_in && !loading
}

fn wait_then_print(start: f64) {
    leptos::prelude::set_timeout(
        move || {
            if !settled() && js_sys::Date::now() - start < WAIT_AT_MOST {
                wait_then_print(start);
                return;
            }
            say("");
            // Two frames: the charts' redraws in the light colours are painted first.
            leptos::prelude::request_animation_frame(|| {
                leptos::prelude::request_animation_frame(|| {
                    if let Some(window) = web_sys::window() {
                        window.print().ok();
                    }
                });
            });
        },
        std::time::Duration::from_millis(100),
    );
}

/// Copies each self-check question and its answer to a section at the end of `<main>` that only
/// paper shows, so the questions can be set with room to write and the answers found at the back.
fn gather_answers() {
    let Some(doc) = document() else { return };
    let Some(main) = doc.query_selector("main").ok().flatten() else {
        return;
    };
    let questions = all(".question");
    if questions.is_empty() {
        return;
    }
    let Ok(section) = doc.create_element("section") else {
        return;
    };
    section.set_class_name("print-answers");
    let mut html = format!("<h2>{}</h2><ol>", components::i18n::m().handout_answers());
    for q in &questions {
        let asked = q
            .query_selector("summary")
            .ok()
            .flatten()
            .and_then(|s| s.text_content())
            .unwrap_or_default();
        let answer = q
            .query_selector(".answer")
            .ok()
            .flatten()
            .and_then(|a| a.dyn_into::<web_sys::HtmlElement>().ok())
            .map(|a| a.inner_text())
            .unwrap_or_default();
        html.push_str(&format!(
            "<li><p class=\"asked\">{}</p><p>{}</p></li>",
            components::format::attr_escape(&asked),
            components::format::attr_escape(&answer)
        ));
    }
    html.push_str("</ol>");
    section.set_inner_html(&html);
    main.append_child(&section).ok();
}
