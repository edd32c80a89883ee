//! The translator's toy language: an English grammar built around the paper's "didn't cross"
//! sentence, its French, the shared vocabulary, and the reference translation every output is
//! measured against.

pub mod grammar;
pub mod reference;
pub mod vocabulary;
