//! The two languages' message sets, as types: each message group implements its trait for both.

/// The English messages.
pub struct En;

/// The French messages.
pub struct Fr;
