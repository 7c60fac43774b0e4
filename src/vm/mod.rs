//! The abstract machine: registers, environments, choicepoints, the
//! instruction loop, cut, catch/throw.

use std::io::Write;

use crate::reader::{OpTable, ReadFlags};
use crate::term::Store;

/// Prolog flags that change behaviour.
#[derive(Clone, Debug, Default)]
pub struct Flags {
    pub read: ReadFlags,
    /// `unknown`: error (default) or fail.
    pub unknown_fail: bool,
    pub occurs_check: bool,
}

/// A Prolog machine: the database, the term store and the control state.
pub struct Machine {
    pub(crate) st: Store,
    pub(crate) ops: OpTable,
    pub(crate) flags: Flags,
    pub(crate) out: Box<dyn Write + Send>,
    pub(crate) err: Box<dyn Write + Send>,
}

impl Default for Machine {
    fn default() -> Self {
        Self::new()
    }
}

impl Machine {
    pub fn new() -> Self {
        Machine {
            st: Store::new(),
            ops: OpTable::new(),
            flags: Flags::default(),
            out: Box::new(std::io::stdout()),
            err: Box::new(std::io::stderr()),
        }
    }

    /// Writes text to the current output stream.
    pub(crate) fn write_out(&mut self, s: &str) {
        let _ = self.out.write_all(s.as_bytes());
    }

    /// Writes text to the user_error stream.
    pub(crate) fn write_err(&mut self, s: &str) {
        let _ = self.err.write_all(s.as_bytes());
    }
}
