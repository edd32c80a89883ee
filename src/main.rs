//! Mounts the explainer. Everything else lives in the modules below and in the `components` crate.

mod app;
mod embed;
mod page;
mod panic;

fn main() {
    panic::install();
    leptos::mount::mount_to_body(app::App);
}
