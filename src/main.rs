//! Starts the explainer: brings the page's static text to life, or, for `?embed=NAME` and
//! `?gallery`, mounts that app in its place. Everything else lives in the modules below and in the
//! `components` crate.

mod app;
mod embed;
mod gallery;
mod page;
mod panic;
mod probe;
mod resize;

use std::any::Any;
use std::cell::RefCell;

thread_local! {
    /// The mounted app; dropping it takes the app out of the page.
    static MOUNTED: RefCell<Option<Box<dyn Any>>> = const { RefCell::new(None) };
}

/// Mounts the embed or gallery app into `<body>` from the current address, in place of the
/// page's text and of the app already there.
fn mount() {
    let doc = leptos::prelude::document();
    if let Ok(Some(text)) = doc.query_selector(".static-page") {
        text.remove();
    }
    let body = doc.body().expect("a page has a body");
    MOUNTED.with(|m| {
        m.borrow_mut().take();
        let handle = leptos::mount::mount_to(body, app::App);
        *m.borrow_mut() = Some(Box::new(handle));
    });
}

fn main() {
    panic::install();
    if app::is_app(&app::location_query()) {
        // The loader starts the app as soon as it has arrived: the body may not be parsed yet.
        page::after_parse(mount);
    } else {
        page::start();
    }
}
