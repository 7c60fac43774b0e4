//! zebralog: a Prolog engine for puzzles and rules.
//!
//! ```no_run
//! let mut m = zebralog::Machine::new();
//! m.consult_file("examples/zebra.pl").unwrap();
//! ```

mod api;
pub mod builtins;
pub mod compile;
mod error;
pub mod reader;
pub mod term;
mod toplevel;
pub mod vm;

pub use api::{CancelHandle, HostResult, OutputBuffer, Query, Solution, Term, TypeMismatch};
pub use error::{Error, Limit};

#[cfg(unix)]
pub use toplevel::repl;
pub use toplevel::GoalStatus;
pub use vm::Machine;
