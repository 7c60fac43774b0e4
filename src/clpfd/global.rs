//! The global constraints other than all_different/all_distinct:
//! element/3 (`element.rs`), global_cardinality/2,3 (`gcc.rs`),
//! tuples_in/2 (`tuples.rs`), lex_chain/1 (`lex.rs`), circuit/1 and
//! serialized/2 (`circuit.rs`), each a
//! propagator kind with its `post` function (called by
//! `builtins/clpfd_global.rs`, which has checked the arguments) and its
//! filtering.
//!
//! Each filtering is at least as strong as SWI-Prolog's; where it is
//! stronger the module says so. The ones SWI does not run again for their
//! own narrowing (global_cardinality, tuples_in, circuit) reach their
//! own fixpoint before they return; the engine queues the others again.
//!
//! **Invariant:** as in the rest of the solver, no native recursion on
//! the size of a constraint: graph searches use explicit stacks.

mod circuit;
mod element;
mod gcc;
mod lex;
mod tuples;

pub use circuit::post as post_circuit;
pub use circuit::post_serialized;
pub use element::post as post_element;
pub use gcc::post as post_gcc;
pub use lex::post as post_lex_chain;
pub use tuples::post as post_tuples;

use super::engine::{Engine, Kind, ARGS, SHOWN};
use super::FdResult;
use crate::term::Cell;

pub fn propagate(eng: &mut Engine, q: u32, kind: Kind) -> FdResult<()> {
    match kind {
        Kind::Element => element::propagate(eng, q),
        Kind::Gcc => gcc::propagate(eng, q),
        Kind::Tuples => tuples::propagate(eng, q),
        Kind::LexLe => lex::propagate(eng, q),
        Kind::Circuit => circuit::propagate(eng, q),
        Kind::Serialized => circuit::propagate_serialized(eng, q),
        _ => Ok(()),
    }
}

/// Replaces argument `i` of propagator `q` (trailed: backtracking
/// restores it).
fn set_arg(eng: &mut Engine, q: u32, i: usize, c: Cell) {
    eng.st.update(q + (ARGS + i) as u32, c);
}

/// Replaces the goal propagator `q` shows in residual goals (trailed).
fn set_shown(eng: &mut Engine, q: u32, c: Cell) {
    eng.st.update(q + SHOWN as u32, c);
}
