//! `robot`: a robot's table seen as tokens. A gripper and three to six objects drawn from the
//! link's seed (or placed by the reader), an instruction that names one object, and the table
//! model (`kernel::robot`) trained live in the training worker: where it sends the gripper and
//! how the gripper's token attends to each object.

mod params;
mod words;

pub use params::*;
pub use words::{RobotSeen, RobotView, Seen, thing_name};

#[cfg(test)]
mod tests;
