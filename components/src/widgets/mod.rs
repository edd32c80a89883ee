//! One Leptos view per widget: state in, kernel call in a memo, picture and summary out.

/// Declares each widget's view, `widgets/NAME.rs`, from the catalogue's rows.
macro_rules! widget_views {
    ($({
        name: $name:literal,
        title: $title:literal,
        title_fr: $title_fr:literal,
        about: $about:literal,
        about_fr: $about_fr:literal,
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
use crate::ui::figure::{Extra, Figure, FigureSpec};

/// A widget's view: the Leptos component over its state, and its figures as saved. The registry
/// mounts it and finds its figures by the widget's name; its file in this folder holds the impl,
/// beside the component.
pub trait WidgetView: Widget + Send + Sync + 'static {
    /// The figures the widget saves, in the order it shows them: each has its Save PNG and Save
    /// SVG buttons (`ui::figure_save::SaveFigure`) under the picture.
    const FIGURES: &'static [FigureSpec] = &[];

    /// The widget's DOM, following `state` (which its controls write, and its link reads).
    fn view(state: RwSignal<Self>) -> AnyView;

    /// Figure `id` of this state, drawn for saving in the light theme, `width` CSS pixels wide
    /// where its width is free; `None` when the widget has no such figure or lacks what it needs
    /// (`extra`). Only the figures bundle calls it, so the page's wasm carries none of it.
    fn figure(&self, id: &str, extra: &Extra, width: f64) -> Option<Figure> {
        let _ = (id, extra, width);
        None
    }
}
