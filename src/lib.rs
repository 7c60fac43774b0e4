//! zebralog: a Prolog engine for puzzles and rules.

pub mod builtins;
pub mod compile;
pub mod reader;
pub mod term;
pub mod vm;

pub use vm::Machine;
