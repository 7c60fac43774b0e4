//! [`Error`]: everything that can go wrong when a Rust program uses a
//! [`Machine`](crate::Machine), in one type.

pub use crate::vm::Limit;
use crate::Term;

/// What went wrong in a call to the embedding API.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// Text that does not parse: a query, or a clause of a consulted
    /// text or file (the rest of the text is still loaded).
    #[error("{}{line}:{column}: syntax error: {message}", file.as_ref().map(|f| format!("{f}:")).unwrap_or_default())]
    Syntax {
        /// The file, when the text came from one.
        file: Option<String>,
        /// 1-based line.
        line: usize,
        /// 1-based column, in characters.
        column: usize,
        /// What the reader expected or found.
        message: String,
    },
    /// The query raised an exception nobody caught.
    #[error("{message}")]
    Exception {
        /// The ball, usually an ISO error term such as
        /// `error(type_error(integer, abc), context(is/2, _))`.
        term: Term,
        /// The sentence the command line prints for it:
        /// "Type error: `integer' expected, found `abc' (an atom)".
        message: String,
    },
    /// The query hit one of its limits and was stopped; the machine
    /// stays usable.
    #[error("{0}")]
    Limit(Limit),
    /// The program called `halt/0,1`.
    #[error("the program halted with status {0}")]
    Halt(i32),
    /// A term was not the Rust type asked for (from `TryFrom<&Term>`).
    #[error(transparent)]
    Type(#[from] crate::TypeMismatch),
    /// A file could not be read.
    #[error("{message}")]
    Load {
        /// The file name as given.
        path: String,
        /// Why, as SWI-Prolog words it: "source_sink `x' does not exist",
        /// or the operating system's error.
        message: String,
    },
}
