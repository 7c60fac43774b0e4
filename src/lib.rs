//! zebralog: a Prolog engine for puzzles and rules.
//!
//! ```no_run
//! let mut m = zebralog::Machine::new();
//! m.consult_file("examples/zebra.pl").unwrap();
//! ```

pub mod builtins;
pub mod compile;
pub mod reader;
pub mod term;
mod toplevel;
pub mod vm;

#[cfg(unix)]
pub use toplevel::repl;
pub use toplevel::GoalStatus;
pub use vm::Machine;
