//! Chooses between a single embedded widget and the gallery, from the query string. (The full
//! explainer is the page's own HTML, brought to life by `page`.)

use std::any::Any;
use std::cell::RefCell;

use components::params::Query;
use components::ui::address::current_query;
use leptos::prelude::*;

use crate::embed::Embed;
use crate::gallery::Gallery;

/// Whether the address asks for an app (`?embed=NAME` or `?gallery`) rather than the explainer.
/// The page's inline script in `index.html` makes the same choice before the first paint.
pub fn is_app(query: &Query) -> bool {
    query.first("embed").is_some() || query.first("gallery").is_some()
}

/// The root: `?embed=NAME` renders that widget alone, `?gallery` the teacher's page of every
/// widget; anything else, nothing (the explainer is not an app).
#[component]
pub fn App() -> impl IntoView {
    let query = current_query();
    if let Some(name) = query.first("embed").map(str::to_owned) {
        view! { <Embed name=name query=query /> }.into_any()
    } else if query.first("gallery").is_some() {
        view! { <Gallery /> }.into_any()
    } else {
        ().into_any()
    }
}

thread_local! {
    /// The mounted app; dropping it takes the app out of the page.
    static MOUNTED: RefCell<Option<Box<dyn Any>>> = const { RefCell::new(None) };
}

/// Mounts the embed or gallery app into `<body>` from the current address, in place of the
/// page's text and of the app already there.
pub fn mount() {
    let doc = leptos::prelude::document();
    if let Ok(Some(text)) = doc.query_selector(".static-page") {
        text.remove();
    }
    let body = doc.body().expect("a page has a body");
    MOUNTED.with(|m| {
        m.borrow_mut().take();
        let handle = leptos::mount::mount_to(body, App);
        *m.borrow_mut() = Some(Box::new(handle));
    });
}
