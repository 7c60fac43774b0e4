//! The type tests (`var/1`, `atom/1`, ...) and standard-order
//! comparisons (`==/2`, `@</2`, ...) as values: the builtins of
//! `terms.rs` and the compiler's `Instr::TypeTest`/`Instr::TermCmp`
//! (issue 12) both answer through them, so a test compiled to an
//! instruction means exactly what the builtin does.
//!
//! **Invariant:** nothing here binds, allocates or throws: a test reads
//! its term and answers.

use std::cmp::Ordering;

use crate::term::{atom, Cell, Store};

/// A type test on one term.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeTest {
    Var,
    Nonvar,
    /// As SWI-Prolog 7 and later, `[]` is a reserved constant, not an
    /// atom.
    Atom,
    Number,
    Integer,
    Float,
    Atomic,
    Compound,
    /// As atom/1, `[]` is not callable (SWI 7).
    Callable,
    String,
    IsList,
    Ground,
}

impl TypeTest {
    /// Every variant, in declaration order: `ALL[v as usize] == v` (a saved
    /// state, `vm/saved`, stores the index).
    pub const ALL: [TypeTest; 12] = [
        TypeTest::Var,
        TypeTest::Nonvar,
        TypeTest::Atom,
        TypeTest::Number,
        TypeTest::Integer,
        TypeTest::Float,
        TypeTest::Atomic,
        TypeTest::Compound,
        TypeTest::Callable,
        TypeTest::String,
        TypeTest::IsList,
        TypeTest::Ground,
    ];
}

impl TypeTest {
    /// The test a predicate of arity 1 named `name` is, if any.
    pub fn of(name: &str) -> Option<TypeTest> {
        Some(match name {
            "var" => TypeTest::Var,
            "nonvar" => TypeTest::Nonvar,
            "atom" => TypeTest::Atom,
            "number" => TypeTest::Number,
            "integer" => TypeTest::Integer,
            "float" => TypeTest::Float,
            "atomic" => TypeTest::Atomic,
            "compound" => TypeTest::Compound,
            "callable" => TypeTest::Callable,
            "string" => TypeTest::String,
            "is_list" => TypeTest::IsList,
            "ground" => TypeTest::Ground,
            _ => return None,
        })
    }

    /// The predicate's name.
    pub fn name(self) -> &'static str {
        match self {
            TypeTest::Var => "var",
            TypeTest::Nonvar => "nonvar",
            TypeTest::Atom => "atom",
            TypeTest::Number => "number",
            TypeTest::Integer => "integer",
            TypeTest::Float => "float",
            TypeTest::Atomic => "atomic",
            TypeTest::Compound => "compound",
            TypeTest::Callable => "callable",
            TypeTest::String => "string",
            TypeTest::IsList => "is_list",
            TypeTest::Ground => "ground",
        }
    }

    /// Whether term `t` passes the test. An attributed variable is a
    /// variable: `deref` gives `Var` for it.
    #[inline(always)]
    pub fn holds(self, st: &Store, t: Cell) -> bool {
        let t = st.deref(t);
        match self {
            TypeTest::Var => matches!(t, Cell::Var(_)),
            TypeTest::Nonvar => !matches!(t, Cell::Var(_)),
            TypeTest::Atom => matches!(t, Cell::Atom(a) if a != atom::NIL),
            TypeTest::Number => t.is_number(),
            TypeTest::Integer => t.is_integer(),
            TypeTest::Float => matches!(t, Cell::Flt(_)),
            TypeTest::Atomic => t.is_atomic(),
            TypeTest::Compound => matches!(t, Cell::Str(_) | Cell::Lst(_)),
            TypeTest::Callable => t.is_callable() && t != Cell::Atom(atom::NIL),
            TypeTest::String => matches!(t, Cell::Text(_)),
            TypeTest::IsList => st.is_list(t),
            TypeTest::Ground => st.is_ground(t),
        }
    }
}

/// A comparison of two terms in the standard order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TermOp {
    /// `==/2`
    Eq,
    /// `\==/2`
    Ne,
    /// `@</2`
    Lt,
    /// `@>/2`
    Gt,
    /// `@=</2`
    Le,
    /// `@>=/2`
    Ge,
}

impl TermOp {
    /// Every variant, in declaration order: `ALL[v as usize] == v` (a saved
    /// state, `vm/saved`, stores the index).
    pub const ALL: [TermOp; 6] = [
        TermOp::Eq,
        TermOp::Ne,
        TermOp::Lt,
        TermOp::Gt,
        TermOp::Le,
        TermOp::Ge,
    ];
}

impl TermOp {
    /// The comparison a predicate of arity 2 named `name` is, if any.
    pub fn of(name: &str) -> Option<TermOp> {
        Some(match name {
            "==" => TermOp::Eq,
            "\\==" => TermOp::Ne,
            "@<" => TermOp::Lt,
            "@>" => TermOp::Gt,
            "@=<" => TermOp::Le,
            "@>=" => TermOp::Ge,
            _ => return None,
        })
    }

    /// The predicate's name.
    pub fn name(self) -> &'static str {
        match self {
            TermOp::Eq => "==",
            TermOp::Ne => "\\==",
            TermOp::Lt => "@<",
            TermOp::Gt => "@>",
            TermOp::Le => "@=<",
            TermOp::Ge => "@>=",
        }
    }

    /// Whether two terms standing in order `o` satisfy the comparison.
    #[inline]
    pub fn accepts(self, o: Ordering) -> bool {
        match self {
            TermOp::Eq => o.is_eq(),
            TermOp::Ne => o.is_ne(),
            TermOp::Lt => o.is_lt(),
            TermOp::Gt => o.is_gt(),
            TermOp::Le => o.is_le(),
            TermOp::Ge => o.is_ge(),
        }
    }

    /// Whether `a` and `b` satisfy the comparison. Two small integers
    /// compare as numbers, and `==`/`\==` with an atom or a small integer
    /// on either side compare the cells (integers are normalised, so
    /// such a term is identical only to the very same cell); everything
    /// else goes through `Store::compare`.
    #[inline(always)]
    pub fn holds(self, st: &Store, a: Cell, b: Cell) -> bool {
        let (a, b) = (st.deref(a), st.deref(b));
        match (a, b) {
            (Cell::Int(x), Cell::Int(y)) => self.accepts(x.cmp(&y)),
            (Cell::Atom(_) | Cell::Int(_), _) | (_, Cell::Atom(_) | Cell::Int(_))
                if matches!(self, TermOp::Eq | TermOp::Ne) =>
            {
                (a == b) == (self == TermOp::Eq)
            }
            _ => self.compare(st, a, b),
        }
    }

    /// `holds` past its fast paths, out of line.
    #[inline(never)]
    fn compare(self, st: &Store, a: Cell, b: Cell) -> bool {
        self.accepts(st.compare(a, b))
    }
}
