//! Mounts the explainer. Everything else lives in the modules below and in the `components` crate.

mod app;
mod embed;
mod gallery;
mod page;
mod panic;
mod probe;
mod resize;

fn main() {
    panic::install();
    leptos::mount::mount_to_body(app::App);
}
