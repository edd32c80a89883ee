//! Every sentence a reader is shown, one typed method per message, implemented once in English
//! ([`En`]) and once in French ([`Fr`]): a message the French side lacks does not compile.
//!
//! The messages are grouped by where they are shown, one trait per group in a file of its own
//! that holds the trait and both implementations side by side (`softmax.rs` for the softmax
//! widget, `page.rs` for what every widget's frame and the page say). [`Messages`] is all of
//! them; [`m`] gives the page's language's. Numbers inside a message are written by `format`,
//! which follows the same language. Texts fixed in declarations (a parameter's label, a widget's
//! title) are `locale::Text` pairs, read through [`Messages::text`].

/// Declares a group of messages: the trait, with one method per message, and its two
/// implementations, written side by side so that a message and its translation are read together
/// and one without its French does not compile.
///
/// ```ignore
/// messages! {
///     /// What the mask widget says.
///     pub trait MaskMessages {
///         /// A cell's name.
///         fn mask_cell(&self, row: usize, col: usize) -> String {
///             en: format!("row {row}, column {col}"),
///             fr: format!("ligne {row}, colonne {col}"),
///         }
///     }
/// }
/// ```
macro_rules! messages {
    (
        $(#[$doc:meta])*
        pub trait $name:ident {
            $(
                $(#[$mdoc:meta])*
                fn $method:ident(&$this:ident $(, $arg:ident : $ty:ty)* $(,)?) -> $ret:ty {
                    en: $en:expr,
                    fr: $fr:expr $(,)?
                }
            )*
        }
    ) => {
        $(#[$doc])*
        // A message has as many arguments as the sentence has slots.
        #[allow(clippy::too_many_arguments)]
        pub trait $name {
            $(
                $(#[$mdoc])*
                fn $method(&$this $(, $arg: $ty)*) -> $ret;
            )*
        }
        #[allow(clippy::too_many_arguments)]
        impl $name for $crate::i18n::En {
            $(
                #[allow(unused_variables)]
                fn $method(&$this $(, $arg: $ty)*) -> $ret {
                    $en
                }
            )*
        }
        #[allow(clippy::too_many_arguments)]
        impl $name for $crate::i18n::Fr {
            $(
                #[allow(unused_variables)]
                fn $method(&$this $(, $arg: $ty)*) -> $ret {
                    $fr
                }
            )*
        }
        // The page's language's, called directly: each bundle links only the messages it says.
        #[allow(clippy::too_many_arguments)]
        impl $crate::i18n::M {
            $(
                $(#[$mdoc])*
                pub fn $method(&$this $(, $arg: $ty)*) -> $ret {
                    match $this.0 {
                        $crate::locale::Lang::En => <$crate::i18n::En as $name>::$method(&$crate::i18n::En $(, $arg)*),
                        $crate::locale::Lang::Fr => <$crate::i18n::Fr as $name>::$method(&$crate::i18n::Fr $(, $arg)*),
                    }
                }
            )*
        }
    };
}

mod app;
mod architecture;
mod beam;
mod charts;
mod common;
mod cost;
mod costs;
mod dot_product;
mod everyday;
mod feed_forward;
mod figures;
mod languages;
mod listen;
mod mask;
mod multi_head;
mod page;
mod params;
mod pe;
mod residual_norm;
mod robot;
mod scaling;
mod schedules;
mod softmax;
mod train;
mod translate;
mod translate_view;

pub use app::AppMessages;
pub use architecture::ArchitectureMessages;
pub use beam::BeamMessages;
pub use charts::ChartMessages;
pub use common::CommonMessages;
pub use cost::CostMessages;
pub use costs::CostsMessages;
pub use dot_product::DotProductMessages;
pub use everyday::EverydayMessages;
pub use feed_forward::FeedForwardMessages;
pub use figures::FigureMessages;
pub use languages::{En, Fr};
pub use listen::ListenMessages;
pub use mask::MaskMessages;
pub use multi_head::MultiHeadMessages;
pub use page::{Files, PageMessages};
pub use params::ParamMessages;
pub use pe::PeMessages;
pub use residual_norm::ResidualNormMessages;
pub use robot::RobotMessages;
pub use scaling::ScalingMessages;
pub use schedules::ScheduleMessages;
pub use softmax::SoftmaxMessages;
pub use train::TrainMessages;
pub use translate::TranslateMessages;
pub use translate_view::TranslateViewMessages;

use crate::locale::{self, Lang, Text};

/// Every message the page can show, in one language.
pub trait Messages:
    AppMessages
    + ArchitectureMessages
    + BeamMessages
    + ChartMessages
    + CommonMessages
    + CostMessages
    + CostsMessages
    + DotProductMessages
    + EverydayMessages
    + FeedForwardMessages
    + FigureMessages
    + ListenMessages
    + MaskMessages
    + MultiHeadMessages
    + PageMessages
    + ParamMessages
    + PeMessages
    + ResidualNormMessages
    + RobotMessages
    + ScalingMessages
    + ScheduleMessages
    + SoftmaxMessages
    + TrainMessages
    + TranslateMessages
    + TranslateViewMessages
    + Sync
{
    /// A text fixed in a declaration, in this language.
    fn text(&self, t: &Text) -> &'static str;
}

impl Messages for En {
    fn text(&self, t: &Text) -> &'static str {
        t.en
    }
}

impl Messages for Fr {
    fn text(&self, t: &Text) -> &'static str {
        t.fr
    }
}

/// The messages of one language, as the page calls them: each message a plain method that
/// picks the language's sentence.
///
/// Not a `&dyn Messages`: a trait object's table names every message of both languages, so
/// every bundle that said one message carried them all (the robot's and the everyday
/// translator's words in the page's first bundle). Called through this, each bundle links only
/// the messages it says, in both languages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct M(pub Lang);

impl M {
    /// A text fixed in a declaration, in this language.
    pub fn text(&self, t: &Text) -> &'static str {
        match self.0 {
            Lang::En => En.text(t),
            Lang::Fr => Fr.text(t),
        }
    }
}

/// The messages of the page's language.
pub fn m() -> M {
    M(locale::current())
}
