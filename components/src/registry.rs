//! Every widget, once: its embed name, title, section, parameters and view.
//!
//! The page, the embed shell and the tests all read this one table, so adding a widget is one
//! entry here plus its model and view files.

use leptos::prelude::*;

use crate::model::WidgetParams;
use crate::model::architecture::ArchitectureParams;
use crate::model::cost::CostParams;
use crate::model::dot_product::DotProductParams;
use crate::model::feed_forward::FeedForwardParams;
use crate::model::label_smoothing::LabelSmoothingParams;
use crate::model::learning_rate::LearningRateParams;
use crate::model::listen::ListenParams;
use crate::model::mask::MaskParams;
use crate::model::multi_head::MultiHeadParams;
use crate::model::pe::PeParams;
use crate::model::residual_norm::ResidualNormParams;
use crate::model::results::ResultsParams;
use crate::model::scaling::ScalingParams;
use crate::model::softmax::SoftmaxParams;
use crate::params::{Notice, Query};
use crate::ui::WidgetFrame;
use crate::widgets;

/// One URL parameter as the embed documentation lists it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ParamDoc {
    /// The query key.
    pub name: &'static str,
    /// Allowed values, in words.
    pub range: &'static str,
    /// The default, as it would be written in a link.
    pub default: &'static str,
}

/// A widget's view with its current state.
pub struct Body {
    /// The widget's DOM.
    pub view: AnyView,
    /// Notices from reading the link.
    pub notices: Vec<Notice>,
    /// The widget's current state as a query (for links that reproduce it).
    pub state: Signal<Query>,
}

/// One row of the registry.
pub struct WidgetSpec {
    /// The embed name (`?embed=NAME`); part of the public contract, never renamed.
    pub name: &'static str,
    /// The heading shown above the widget.
    pub title: &'static str,
    /// A fixed iframe height (CSS pixels) that fits the widget at a typical course-page width.
    pub height: u32,
    /// The id of the page section the widget lives in.
    pub section: &'static str,
    /// The URL parameters.
    pub params: &'static [ParamDoc],
    /// Reads the link and builds the widget.
    pub body: fn(&Query) -> Body,
}

/// Builds a widget from its params type and its view function.
fn body<P>(query: &Query, view: fn(RwSignal<P>) -> AnyView) -> Body
where
    P: WidgetParams + Send + Sync + 'static,
{
    let (params, notices) = P::from_query(query);
    let state = RwSignal::new(params);
    let link = Memo::new(move |_| state.with(P::to_query));
    Body {
        view: view(state),
        notices,
        state: link.into(),
    }
}

/// The catalogue, in page order.
pub static WIDGETS: &[WidgetSpec] = &[
    WidgetSpec {
        name: "architecture",
        title: "The Transformer, block by block (Figure 1)",
        height: 1080,
        section: "model-architecture",
        params: &[
            ParamDoc {
                name: "block",
                range: "none or a block name",
                default: "none",
            },
            ParamDoc {
                name: "n",
                range: "1 to 512",
                default: "10",
            },
            ParamDoc {
                name: "dmodel",
                range: "1 to 4096",
                default: "512",
            },
            ParamDoc {
                name: "heads",
                range: "1 to 128, dividing dmodel",
                default: "8",
            },
            ParamDoc {
                name: "layers",
                range: "1 to 48",
                default: "6",
            },
            ParamDoc {
                name: "dff",
                range: "1 to 65536",
                default: "2048",
            },
            ParamDoc {
                name: "vocab",
                range: "2 to 1000000",
                default: "37000",
            },
        ],
        body: |q| body::<ArchitectureParams>(q, widgets::architecture::view),
    },
    WidgetSpec {
        name: "residual-norm",
        title: "Residual connection and layer norm",
        height: 560,
        section: "stacks",
        params: &[
            ParamDoc {
                name: "x",
                range: "2 numbers from -10 to 10",
                default: "2,0",
            },
            ParamDoc {
                name: "sub",
                range: "2 numbers from -10 to 10",
                default: "1,1",
            },
            ParamDoc {
                name: "order",
                range: "post or pre",
                default: "post",
            },
        ],
        body: |q| body::<ResidualNormParams>(q, widgets::residual_norm::view),
    },
    WidgetSpec {
        name: "listen",
        title: "Who does each word listen to?",
        height: 620,
        section: "attention",
        params: &[
            ParamDoc {
                name: "ending",
                range: "tired or wide",
                default: "tired",
            },
            ParamDoc {
                name: "word",
                range: "0 to 10 (position in the sentence)",
                default: "7",
            },
        ],
        body: |q| body::<ListenParams>(q, widgets::listen::view),
    },
    WidgetSpec {
        name: "scaling",
        title: "Why divide by √d_k",
        height: 1000,
        section: "scaled-dot-product",
        params: &[
            ParamDoc {
                name: "dk",
                range: "1 to 1024",
                default: "64",
            },
            ParamDoc {
                name: "keys",
                range: "2 to 16",
                default: "8",
            },
            ParamDoc {
                name: "seed",
                range: "0 to 2^53",
                default: "1",
            },
        ],
        body: |q| body::<ScalingParams>(q, widgets::scaling::view),
    },
    WidgetSpec {
        name: "dot-product",
        title: "Scaled dot-product attention, step by step",
        height: 760,
        section: "scaled-dot-product",
        params: &[
            ParamDoc {
                name: "step",
                range: "1 to 5",
                default: "1",
            },
            ParamDoc {
                name: "mask",
                range: "on or off",
                default: "off",
            },
            ParamDoc {
                name: "q",
                range: "6 numbers from -5 to 5 (3 rows of 2)",
                default: "1,0,0,1,1,1",
            },
            ParamDoc {
                name: "k",
                range: "6 numbers from -5 to 5",
                default: "1,0,0,2,1,1",
            },
            ParamDoc {
                name: "v",
                range: "6 numbers from -5 to 5",
                default: "1,0,0,1,0.5,0.5",
            },
        ],
        body: |q| body::<DotProductParams>(q, widgets::dot_product::view),
    },
    WidgetSpec {
        name: "softmax",
        title: "Softmax with temperature",
        height: 620,
        section: "softmax",
        params: &[
            ParamDoc {
                name: "scores",
                range: "2 to 8 numbers from -10 to 10",
                default: "2,1,0.5",
            },
            ParamDoc {
                name: "labels",
                range: "one word per score",
                default: "animal,tired,street",
            },
            ParamDoc {
                name: "t",
                range: "0.1 to 10",
                default: "1",
            },
        ],
        body: |q| body::<SoftmaxParams>(q, widgets::softmax::view),
    },
    WidgetSpec {
        name: "multi-head",
        title: "Multi-head attention: heads against width",
        height: 860,
        section: "multi-head",
        params: &[
            ParamDoc {
                name: "heads",
                range: "a divisor of dmodel",
                default: "8",
            },
            ParamDoc {
                name: "dmodel",
                range: "1 to 4096",
                default: "512",
            },
            ParamDoc {
                name: "n",
                range: "1 to 512",
                default: "10",
            },
        ],
        body: |q| body::<MultiHeadParams>(q, widgets::multi_head::view),
    },
    WidgetSpec {
        name: "mask",
        title: "The causal mask",
        height: 640,
        section: "three-uses",
        params: &[
            ParamDoc {
                name: "n",
                range: "1 to 12",
                default: "6",
            },
            ParamDoc {
                name: "seed",
                range: "0 to 2^53",
                default: "1",
            },
            ParamDoc {
                name: "row",
                range: "1 to n",
                default: "3",
            },
        ],
        body: |q| body::<MaskParams>(q, widgets::mask::view),
    },
    WidgetSpec {
        name: "feed-forward",
        title: "The position-wise feed-forward network",
        height: 600,
        section: "feed-forward",
        params: &[
            ParamDoc {
                name: "x",
                range: "2 numbers from -10 to 10",
                default: "1,-1",
            },
            ParamDoc {
                name: "dmodel",
                range: "1 to 8192",
                default: "512",
            },
            ParamDoc {
                name: "dff",
                range: "1 to 65536",
                default: "2048",
            },
        ],
        body: |q| body::<FeedForwardParams>(q, widgets::feed_forward::view),
    },
    WidgetSpec {
        name: "pe",
        title: "Positional encoding",
        height: 770,
        section: "positional-encoding",
        params: &[
            ParamDoc {
                name: "positions",
                range: "1 to 512",
                default: "100",
            },
            ParamDoc {
                name: "dmodel",
                range: "even, 2 to 1024",
                default: "512",
            },
            ParamDoc {
                name: "pos",
                range: "0 to positions − 1",
                default: "1",
            },
            ParamDoc {
                name: "dim",
                range: "0 to dmodel − 1",
                default: "0",
            },
        ],
        body: |q| body::<PeParams>(q, widgets::pe::view),
    },
    WidgetSpec {
        name: "cost",
        title: "Self-attention against recurrence: work per layer",
        height: 820,
        section: "why-self-attention",
        params: &[
            ParamDoc {
                name: "n",
                range: "1 to 100000",
                default: "50",
            },
            ParamDoc {
                name: "d",
                range: "1 to 4096",
                default: "512",
            },
        ],
        body: |q| body::<CostParams>(q, widgets::cost::view),
    },
    WidgetSpec {
        name: "learning-rate",
        title: "The learning-rate schedule",
        height: 640,
        section: "training",
        params: &[
            ParamDoc {
                name: "warmup",
                range: "1 to 100000",
                default: "4000",
            },
            ParamDoc {
                name: "dmodel",
                range: "1 to 8192",
                default: "512",
            },
            ParamDoc {
                name: "step",
                range: "1 to the chart's end",
                default: "4000",
            },
        ],
        body: |q| body::<LearningRateParams>(q, widgets::learning_rate::view),
    },
    WidgetSpec {
        name: "label-smoothing",
        title: "Label smoothing",
        height: 500,
        section: "training",
        params: &[
            ParamDoc {
                name: "eps",
                range: "0 to 0.5",
                default: "0.1",
            },
            ParamDoc {
                name: "vocab",
                range: "2 to 100000",
                default: "37000",
            },
        ],
        body: |q| body::<LabelSmoothingParams>(q, widgets::label_smoothing::view),
    },
    WidgetSpec {
        name: "results",
        title: "Results: quality against training cost",
        height: 700,
        section: "results",
        params: &[ParamDoc {
            name: "task",
            range: "en-de or en-fr",
            default: "en-de",
        }],
        body: |q| body::<ResultsParams>(q, widgets::results::view),
    },
];

/// The widget called `name`.
pub fn find(name: &str) -> Option<&'static WidgetSpec> {
    WIDGETS.iter().find(|w| w.name == name)
}

/// Every valid embed name, in page order.
pub fn names() -> Vec<&'static str> {
    WIDGETS.iter().map(|w| w.name).collect()
}

/// The widget in its frame, with its state read from `query`.
///
/// `embedded` adds the link back to the widget's section of the full explainer.
pub fn render(
    spec: &'static WidgetSpec,
    query: &Query,
    embedded: bool,
) -> (AnyView, Signal<Query>) {
    let Body {
        view,
        notices,
        state,
    } = (spec.body)(query);
    let framed = view! {
        <WidgetFrame spec=spec notices=notices state=state embedded=embedded>
            {view}
        </WidgetFrame>
    };
    (framed.into_any(), state)
}

/// The address of this build's page (origin and path, no query): share links start from it, so
/// they keep working under any sub-path.
pub fn page_address() -> String {
    web_sys::window()
        .and_then(|w| {
            let l = w.location();
            Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?))
        })
        .unwrap_or_default()
}
