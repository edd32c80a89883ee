//! A widget's state in the URL.
//!
//! - [`declare`]: each parameter declared once (name, kind, range, default, description, unit),
//!   and the link writer and documentation derived from it.
//! - [`control`]: a control's positions, values and words, from the declaration.
//! - [`read`]: reading a link by those declarations, with a polite [`Notice`] for every value
//!   that could not be used as given.
//! - [`query`]: the query string itself, split, decoded and encoded.

pub mod control;
pub use control::settings_text;
pub mod declare;
pub mod lesson;
pub mod query;
pub mod read;
pub mod write;

pub use declare::{Control, Kind, Param, Readout, Scale};
pub use query::{Query, decode, encode, with_version};
pub use read::{
    BIDI_CONTROLS, MAX_VALUE_CHARS, Notice, ParamReader, SHARED_NAMES, ZERO_WIDTH, clean_text,
    nearest_divisor, parse_float,
};
pub use write::{LinkWriter, defaults_query};
