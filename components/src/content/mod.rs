//! The page's own content that is not a widget's state: the numbers its text quotes
//! ([`figures`]), the paper's Figure 2 as data and markup ([`figure2`]), and what each symbol of
//! its equations means ([`equations`]). Pure, and tested natively like the models it sits on.

pub mod equations;
pub mod everyday;
pub mod figure2;
pub mod figures;
