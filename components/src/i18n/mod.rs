//! Every sentence a reader is shown, one typed method per message, implemented once in English
//! ([`En`]) and once in French ([`Fr`]): a message the French side lacks does not compile.
//!
//! The messages are grouped by where they are shown, one trait per group in a file of its own
//! that holds the trait and both implementations side by side (`softmax.rs` for the softmax
//! widget, `page.rs` for what every widget's frame and the page say). [`Messages`] is all of
//! them; [`m`] gives the page's language's. Numbers inside a message are written by `format`,
//! which follows the same language. Texts fixed in declarations (a parameter's label, a widget's
//! title) are `locale::Text` pairs, read through [`Messages::text`].

mod languages;
mod page;
mod params;
mod softmax;

pub use languages::{En, Fr};
pub use page::{Files, PageMessages};
pub use params::ParamMessages;
pub use softmax::SoftmaxMessages;

use crate::locale::{self, Lang, Text};

/// Every message the page can show, in one language.
pub trait Messages: PageMessages + ParamMessages + SoftmaxMessages + Sync {
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

/// The messages of the page's language.
pub fn m() -> &'static dyn Messages {
    match locale::current() {
        Lang::En => &En,
        Lang::Fr => &Fr,
    }
}
