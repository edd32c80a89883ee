//! Chooses between the full explainer and a single embedded widget, from the query string.

use components::params::Query;
use leptos::prelude::*;

use crate::embed::Embed;
use crate::gallery::Gallery;
use crate::page::Page;

/// The query string of the page's own address.
pub fn location_query() -> Query {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    Query::parse(&search)
}

/// The root: `?embed=NAME` renders that widget alone, `?gallery` the teacher's page of every
/// widget; anything else renders the explainer.
#[component]
pub fn App() -> impl IntoView {
    let query = location_query();
    if let Some(name) = query.first("embed").map(str::to_owned) {
        view! { <Embed name=name query=query /> }.into_any()
    } else if query.first("gallery").is_some() {
        view! { <Gallery /> }.into_any()
    } else {
        view! { <Page /> }.into_any()
    }
}
