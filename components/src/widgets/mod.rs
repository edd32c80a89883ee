//! One Leptos view per widget: state in, kernel call in a memo, picture and summary out.

/// Declares each widget's view, `widgets/NAME.rs`, from the catalogue's rows.
macro_rules! widget_views {
    ($({
        name: $name:literal,
        title: $title:literal,
        about: $about:literal,
        section: $section:literal,
        height: $height:literal,
        widget: $module:ident :: $ty:ident,
        bundle: $bundle:ident $(,)?
    }),* $(,)?) => {
        $(pub mod $module;)*
    };
}
for_each_widget!(widget_views);

use leptos::prelude::{AnyView, RwSignal};

use crate::model::Widget;

/// A widget's view: the Leptos component over its state. The registry mounts it; its file in this
/// folder holds the impl, beside the component.
pub trait WidgetView: Widget + Send + Sync + 'static {
    /// The widget's DOM, following `state` (which its controls write, and its link reads).
    fn view(state: RwSignal<Self>) -> AnyView;
}
