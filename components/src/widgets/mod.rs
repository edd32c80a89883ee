//! One Leptos view per widget: state in, kernel call in a memo, picture and summary out.

pub mod architecture;
pub mod beam;
pub mod cost;
pub mod dot_product;
pub mod feed_forward;
pub mod kv_cache;
pub mod label_smoothing;
pub mod learning_rate;
pub mod listen;
pub mod mask;
pub mod multi_head;
pub mod pe;
pub mod residual_norm;
pub mod results;
pub mod scaling;
pub mod softmax;
pub mod train;
pub mod translate;

use leptos::prelude::{AnyView, RwSignal};

use crate::model::Widget;

/// A widget's view: the Leptos component over its state. The registry mounts it; its file in this
/// folder holds the impl, beside the component.
pub trait WidgetView: Widget + Send + Sync + 'static {
    /// The widget's DOM, following `state` (which its controls write, and its link reads).
    fn view(state: RwSignal<Self>) -> AnyView;
}
