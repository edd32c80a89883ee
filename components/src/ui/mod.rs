//! Pieces every widget shares: the labelled slider, the live summary, the notices, the frame.

pub mod address;
pub mod assets;
pub mod attach;
pub mod background;
pub mod canvas;
pub mod chart;
pub mod clipboard;
pub mod controls;
pub mod diagram;
mod dom;
pub mod everyday;
pub mod fetched;
pub mod figure;
pub mod figure_save;
mod frame;
mod inputs;
pub mod language;
pub mod lesson;
pub mod page_figures;
pub mod picture;
pub mod plot;
mod select;
pub mod sentence;
pub mod share;
mod table;
pub mod training;
pub mod user_timing;
pub mod weights;

pub use controls::{ParamCheck, ParamControl, ParamSelect, ParamSlider, ParamToggle};
pub use dom::{
    FILL_ALL, HANDOUT, all, elements, handout_on_its_way, page_address, rem, set_text,
    start_ids_at, unique_id,
};
pub use frame::{NoticeList, StatusLine, WidgetFrame};
pub use inputs::{NumberField, ToggleGroup, input_number};
pub use select::keep_chosen;
pub use table::DataTable;
