//! zebralog: a Prolog engine for puzzles and rules.
//!
//! A [`Machine`] holds a Prolog database with the library (lists,
//! apply, aggregates, DCGs, ...) loaded. Load rules from text or files,
//! ask queries, and read the answers as owned [`Term`]s:
//!
//! ```
//! use zebralog::{Machine, Term};
//!
//! let mut m = Machine::new();
//! m.consult_str("
//!     parent(tom, bob).
//!     parent(bob, ann).
//!     parent(bob, pat).
//!     grandparent(X, Z) :- parent(X, Y), parent(Y, Z).
//! ")?;
//!
//! // Every answer, lazily.
//! for answer in m.query("grandparent(tom, Who)")? {
//!     let answer = answer?;
//!     println!("{}", answer.get("Who").unwrap()); // ann, then pat
//! }
//!
//! // Data goes in as terms, never pasted into query text.
//! let who = Term::atom("bob");
//! let kids = m
//!     .query_once_with("findall(C, parent(P, C), Cs)", &[("P", who)])?
//!     .expect("findall always answers");
//! let kids: Vec<String> = Vec::try_from(kids.get("Cs").unwrap())?;
//! assert_eq!(kids, ["ann", "pat"]);
//!
//! // The first answer, if any.
//! let six_times_seven = m.query_once("X is 6*7")?.unwrap();
//! assert_eq!(six_times_seven.get("X"), Some(&Term::from(42)));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! - **Errors** are one type, [`Error`]: a syntax error with its line
//!   and column, an uncaught exception with its ISO error term and the
//!   sentence the command line prints, a [`Limit`] hit, `halt`.
//! - **Host predicates** written in Rust: [`Machine::register_predicate`]
//!   and [`Machine::register_nondet_predicate`].
//! - **Limits**: [`Query::inference_limit`], [`Query::time_limit`] and a
//!   [`CancelHandle`] usable from another thread stop a runaway query;
//!   the machine stays usable.
//! - **Output**: what the program writes can go to an [`OutputBuffer`]
//!   or any `Write` ([`Machine::set_output`]). The library itself never
//!   prints: the loader's warnings are kept for
//!   [`Machine::take_messages`].
//! - **Threads**: a `Machine` is `Send`; run one per thread.
//!
//! `examples/embed.rs` walks through all of it; the `zebralog` binary
//! (`src/bin/zebralog.rs`) is the command line and interactive toplevel
//! built on the same machine.

#![warn(missing_docs)]

mod api;
mod builtins;
mod clpfd;
mod compile;
mod reader;
mod term;
mod toplevel;
mod vm;

pub use api::error::{Error, Limit};
pub use api::{
    BigInteger, CancelHandle, HostResult, OutputBuffer, ParseBigIntegerError, Query, Solution,
    Term, TypeMismatch,
};
#[cfg(all(unix, feature = "cli"))]
pub use toplevel::repl;
pub use toplevel::GoalStatus;
pub use vm::Machine;
