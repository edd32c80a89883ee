//! The robot's table: a gripper and a few objects seen as tokens, an instruction that names one
//! of them, and the small encoder that learns where the gripper should go.
//!
//! The design follows the reference run in the project's `ROBOT.md`: the instruction is the
//! gripper's question (its token sums the gripper, its cell, the named type and the named colour),
//! each object is one token (its type, its colour and its cell summed), nothing encodes the
//! tokens' order, and the answer, the target's cell, is read from the gripper's token after the
//! last layer. [`scene`] holds the table and its instruction; [`table`] the model's passes;
//! [`budget`] what a real robot's tokens cost.

pub mod budget;
pub mod measure;
pub mod scene;
pub mod table;

pub use scene::{COLOURS, Instruction, KINDS, Object, Problem, Scene, Thing};
