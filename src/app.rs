//! Chooses between a single embedded widget and the gallery, from the query string. (The full
//! explainer is the page's own HTML, brought to life by `page`.)

use components::params::Query;
use leptos::prelude::*;

use crate::embed::Embed;
use crate::gallery::Gallery;

/// The query string of the page's own address.
pub fn location_query() -> Query {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    Query::parse(&search)
}

/// Whether the address asks for an app (`?embed=NAME` or `?gallery`) rather than the explainer.
/// The page's inline script in `index.html` makes the same choice before the first paint.
pub fn is_app(query: &Query) -> bool {
    query.first("embed").is_some() || query.first("gallery").is_some()
}

/// The root: `?embed=NAME` renders that widget alone, `?gallery` the teacher's page of every
/// widget; anything else, nothing (the explainer is not an app).
#[component]
pub fn App() -> impl IntoView {
    let query = location_query();
    if let Some(name) = query.first("embed").map(str::to_owned) {
        view! { <Embed name=name query=query /> }.into_any()
    } else if query.first("gallery").is_some() {
        view! { <Gallery /> }.into_any()
    } else {
        ().into_any()
    }
}
