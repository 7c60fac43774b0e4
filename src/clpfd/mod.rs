//! CLP(FD): finite-domain constraint solving over the heap, for
//! `library(clpfd)` (`prelude/clpfd.pl` is its Prolog face, the builtins
//! in `builtins/clpfd.rs` call in here).
//!
//! A constrained variable is an attributed variable whose `clpfd`
//! attribute holds its domain and the propagators watching it
//! (`var.rs`). Propagators are heap terms too (`engine.rs`), so the trail
//! undoes every narrowing on backtracking, the collector moves them like
//! any term, and copies and findall/3 treat them as SWI does. Posting a
//! constraint (`post.rs`) or binding a variable (the attribute hook)
//! queues propagators; an [`Engine`] runs them to a fixpoint in Rust.
//!
//! **Invariant:** nothing here runs Prolog or knows the machine; binding
//! a variable here schedules only the other modules' hooks (freeze, dif),
//! which the machine runs after the builtin returns.

pub mod alldiff;
pub mod domain;
pub mod engine;
pub mod global;
pub mod linear;
pub mod nonlinear;
pub mod parse;
pub mod post;
pub mod reify;
pub mod swi_shown;
pub mod var;

use crate::term::Cell;

pub use engine::{Engine, Kind};

/// Why a constraint operation did not succeed.
#[derive(Debug, Clone, Copy)]
pub enum FdError {
    /// No solution: the builtin fails.
    Fail,
    /// `instantiation_error`.
    Inst,
    /// `type_error(Type, Culprit)`.
    Type(&'static str, Cell),
    /// `domain_error(Domain, Culprit)`.
    Domain(&'static str, Cell),
    /// An integer beyond the 64-bit range the solver works in.
    Representation,
}

pub type FdResult<T> = Result<T, FdError>;

/// `a / b` rounded towards negative infinity (`b` not 0).
pub fn div_floor(a: i128, b: i128) -> i128 {
    let q = a / b;
    if a % b != 0 && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

/// `a / b` rounded towards positive infinity (`b` not 0).
pub fn div_ceil(a: i128, b: i128) -> i128 {
    -div_floor(-a, b)
}
