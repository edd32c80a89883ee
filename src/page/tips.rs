//! Terms and symbols that explain themselves (WCAG 1.4.13: a tip can be hovered, stays until the
//! pointer or focus leaves or the reader presses Esc, and opens by hover, focus or tap).
//!
//! A glossary term in the text is a `<button class="term" data-term="ID">`; its tip is built here
//! from the Glossary's own entry (`<dt id="term-ID">` and the `<dd>` after it), so a definition is
//! written once. An equation (`<div class="equation" data-eq="NAME">`) explains the symbol under
//! the pointer or focus in its note. One listener per event kind serves the whole page, but for
//! Esc, which only the terms and equations listen for.

use components::content::equations;
use wasm_bindgen::JsCast;

use super::dom::all;
use components::ui::attach::listen_always as listen;

/// Wraps each term with a tip holding its glossary definition.
fn build_term_tips(doc: &web_sys::Document) {
    for (n, term) in all("button.term[data-term]").into_iter().enumerate() {
        let id = term.get_attribute("data-term").unwrap_or_default();
        let definition = doc
            .get_element_by_id(&format!("term-{id}"))
            .and_then(|dt| dt.next_element_sibling())
            .and_then(|dd| dd.text_content())
            .unwrap_or_default();
        let (Ok(wrap), Ok(tip), Ok(link)) = (
            doc.create_element("span"),
            doc.create_element("span"),
            doc.create_element("a"),
        ) else {
            continue;
        };
        let tip_id = format!("term-tip-{n}");
        wrap.set_class_name("term-wrap");
        tip.set_class_name("tip");
        tip.set_id(&tip_id);
        tip.set_attribute("role", "tooltip").ok();
        tip.set_text_content(Some(&format!("{definition} ")));
        link.set_attribute("href", &format!("#term-{id}")).ok();
        link.set_attribute("tabindex", "-1").ok();
        link.set_text_content(Some(components::i18n::m().glossary_link()));
        tip.append_child(&link).ok();
        term.set_attribute("aria-describedby", &tip_id).ok();
        term.set_attribute("aria-expanded", "false").ok();
        term.replace_with_with_node_1(&wrap).ok();
        wrap.append_child(&term).ok();
        wrap.append_child(&tip).ok();
    }
}

/// Opens or closes the tip of the term wrapped by `wrap`.
fn show_tip(wrap: &web_sys::Element, open: bool) {
    if let Ok(Some(tip)) = wrap.query_selector(".tip") {
        tip.class_list().toggle_with_force("open", open).ok();
    }
    if let Ok(Some(term)) = wrap.query_selector(".term") {
        term.set_attribute("aria-expanded", if open { "true" } else { "false" })
            .ok();
    }
}

/// Writes the note of the equation around `target`: what `key` stands for, or, for `None`, the
/// prompt it starts with. A symbol without a meaning of its own leaves the note as it is.
fn write_note(target: &web_sys::Element, key: Option<&str>) {
    let Some(equation) = target.closest(".equation").ok().flatten() else {
        return;
    };
    let name = equation.get_attribute("data-eq").unwrap_or_default();
    if key.is_some_and(|k| !equations::symbols(&name).iter().any(|(s, _)| *s == k)) {
        return;
    }
    if let Ok(Some(note)) = equation.query_selector(".sym-note") {
        note.set_text_content(Some(&equations::note(&name, key)));
    }
}

/// Shows in its equation's note what the symbol at `target` stands for.
fn explain(target: &web_sys::Element) {
    let key = target
        .closest("[data-sym]")
        .ok()
        .flatten()
        .and_then(|el| el.get_attribute("data-sym"));
    if let Some(key) = key {
        write_note(target, Some(&key));
    }
}

/// The element an event happened on, and the term wrapper and equation it is inside, if any.
fn place(ev: &web_sys::Event) -> Option<(web_sys::Element, Option<web_sys::Element>, bool)> {
    let target = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
    let wrap = target.closest(".term-wrap").ok().flatten();
    let in_math = target.closest(".math-box").ok().flatten().is_some();
    Some((target, wrap, in_math))
}

/// Builds the term tips and starts listening for the pointer, focus and Esc.
pub fn install() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    build_term_tips(&doc);
    // Hover, focus and tap open a term's tip and explain a symbol.
    for kind in ["mouseover", "focusin", "click"] {
        listen(&doc, kind, |ev| {
            let Some((target, wrap, in_math)) = place(&ev) else {
                return;
            };
            if let Some(wrap) = wrap {
                // Hovering the tip itself keeps it open; focus and taps arrive on the term.
                show_tip(&wrap, true);
            }
            if in_math {
                explain(&target);
            }
        });
    }
    // A tip closes when the pointer leaves the term and its tip, or focus leaves the term. While
    // the term has focus (tabbed to, or tapped) the pointer leaving does not close it: a tip shown
    // on focus stays until focus goes or Esc (WCAG 1.4.13, persistent), and a browser may send a
    // `mouseout` of its own right after a tap, from where it last saw a mouse.
    listen(&doc, "mouseout", |ev| {
        let Some((_, Some(wrap), _)) = place(&ev) else {
            return;
        };
        let related = |node: Option<web_sys::Node>| node.is_some_and(|n| wrap.contains(Some(&n)));
        let into = ev
            .dyn_ref::<web_sys::MouseEvent>()
            .and_then(|m| m.related_target())
            .and_then(|t| t.dyn_into::<web_sys::Node>().ok());
        let focused = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.active_element())
            .map(web_sys::Node::from);
        if !related(into) && !related(focused) {
            show_tip(&wrap, false);
        }
    });
    listen(&doc, "focusout", |ev| {
        if let Some((_, Some(wrap), _)) = place(&ev) {
            show_tip(&wrap, false);
        }
    });
    // Esc closes a tip and puts an equation's note back. Only a key pressed on a term or in an
    // equation can do that, so the listener is on those alone: on the document it would be
    // called for every key pressed on the page's sliders too.
    let on_key =
        wasm_bindgen::closure::Closure::<dyn Fn(web_sys::Event)>::new(|ev: web_sys::Event| {
            let escape = ev
                .dyn_ref::<web_sys::KeyboardEvent>()
                .is_some_and(|k| k.key() == "Escape");
            let Some((target, wrap, in_math)) = place(&ev).filter(|_| escape) else {
                return;
            };
            if let Some(wrap) = wrap {
                show_tip(&wrap, false);
            }
            if in_math {
                write_note(&target, None);
            }
        });
    for el in all(".term-wrap, .math-box") {
        el.add_event_listener_with_callback("keydown", on_key.as_ref().unchecked_ref())
            .ok();
    }
    // The terms and equations live as long as the page: so does their listener.
    on_key.forget();
}
