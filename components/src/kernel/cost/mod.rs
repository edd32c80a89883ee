//! What the model costs, counted exactly: work per layer against recurrence (Table 1), writing
//! with and without a key–value cache, and the shapes and parameters of every block.

pub mod kv_cache;
pub mod per_layer;
pub mod shapes;
