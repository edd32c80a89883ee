//! A panic shows a readable message on the page instead of leaving a blank frame.

use wasm_bindgen::JsCast;

/// Installs the panic hook: log the panic to the console and put a short apology on the page.
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        let detail = info.to_string();
        web_sys::console::error_1(&format!("attention explainer: {detail}").into());
        let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        let Some(body) = doc.body() else { return };
        if let Ok(el) = doc.create_element("div") {
            el.set_class_name("panic-message");
            el.set_attribute("role", "alert").ok();
            el.set_text_content(Some(
                "Sorry, something went wrong inside this widget and it stopped. Reloading the page \
                 usually helps; if it happens again, the link may point to a state we did not expect.",
            ));
            if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
                body.prepend_with_node_1(&el).ok();
            }
        }
    }));
}
