//! Starts the explainer: brings the page's static text to life, or, for `?embed=NAME` and
//! `?gallery`, mounts that app in its place. Everything else lives in the modules below and in the
//! `components` crate.

mod app;
mod deferred;
mod embed;
mod gallery;
mod page;
mod panic;
mod probe;
mod resize;

#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

fn main() {
    panic::install();
    components::ui::language::from_document();
    if app::is_app(&components::ui::address::current_query()) {
        // The loader starts the app as soon as it has arrived: the body may not be parsed yet.
        page::after_parse(app::mount);
    } else {
        page::start();
    }
}
