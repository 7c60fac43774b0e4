//! zebralog's integration tests: one binary, so the suite links once.
//!
//! Every test runs the real `zebralog` executable on case files under
//! `tests/data/` (or `examples/`) and compares what it prints with what
//! SWI-Prolog printed for the same file. Adding a case means adding files.

mod architecture;
mod cli;
mod debug;
mod engine;
mod examples;
mod fuzz;
mod grid_corpus;
mod plunit;
mod puzzles;
#[cfg(unix)]
mod repl;
mod support;
mod toplevel;
mod vm_list;
