//! Mounts the explainer. Everything else lives in the modules below and in the `components` crate.

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

/// Mounts the app into `<body>` from the current address, replacing the app already there.
fn mount() {
    let body = leptos::prelude::document()
        .body()
        .expect("a page has a body");
    MOUNTED.with(|m| {
        m.borrow_mut().take();
        let handle = leptos::mount::mount_to(body, app::App);
        *m.borrow_mut() = Some(Box::new(handle));
    });
}

fn main() {
    panic::install();
    mount();
}
