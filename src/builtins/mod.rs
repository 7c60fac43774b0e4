//! Builtin predicates written in Rust.
//!
//! A builtin is a deterministic function over its (not yet dereferenced)
//! argument cells: `Ok(true)` succeeds, `Ok(false)` fails, `Err(Flow)`
//! throws or halts. Nondeterministic builtins are written in Prolog in the
//! prelude on top of deterministic ones (e.g. a primitive that returns the
//! list of solutions, then `member/2`).
//!
//! **Invariant:** builtins never touch the machine's registers or control
//! stacks; only the store (heap, trail, atoms), flags, the operator table
//! and the stream table (`vm/stream.rs`).

use std::collections::HashMap;

use crate::term::{atom, Atom, Cell, ListEnd};
pub mod arith;
mod attvar;
mod clpfd;
mod clpfd_global;
pub mod ctx;
pub mod format;
pub mod io;
pub mod os;
pub mod stream;
pub mod system;
pub mod terms;
pub mod text;
pub mod write;

#[cfg(test)]
mod sweep;

/// How a builtin leaves other than by succeeding or failing.
#[derive(Debug, Clone, Copy)]
pub enum Flow {
    /// An ISO error: the formal term, e.g. `type_error(integer, abc)`.
    /// The machine wraps it as `error(Formal, context(Name/Arity, _))`.
    Error(Cell),
    /// `throw(Ball)` with the ball as given.
    Throw(Cell),
    /// `halt(Code)`.
    Halt(i32),
    /// The run was stopped from outside (an interrupt, `abort/0`): not
    /// catchable, it unwinds to whoever started the run.
    Abort,
}

pub type Res = Result<bool, Flow>;
pub use ctx::Ctx;

pub type Builtin = fn(&mut Ctx, &[Cell]) -> Res;

/// Where a nondeterministic builtin left off: what it needs to find its
/// next solution, kept in its retry choicepoint. Plain numbers, never
/// heap addresses (the collector moves terms; the arguments are kept).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Redo(pub [u64; 3]);

/// What a nondeterministic builtin's call or retry gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Fail,
    /// A solution, and the last one: the choicepoint goes.
    Last,
    /// A solution; the next call continues from here.
    More(Redo),
}

/// A nondeterministic builtin, in the manner of SWI-Prolog's foreign
/// predicates: called with `None` first, then with the `Redo` it gave on
/// each backtrack into it, with its arguments as they were at the call.
pub type NondetBuiltin = fn(&mut Ctx, &[Cell], Option<Redo>) -> Result<Step, Flow>;

/// Name/arity -> function, filled by each module's `register`.
/// Builtins of one kind (`F`: these take the `Ctx`; the machine's own
/// predicates in `vm/` register the same way with their own type).
pub struct Registry<F = Builtin> {
    pub map: HashMap<(String, usize), F>,
}

impl<F> Default for Registry<F> {
    fn default() -> Self {
        Registry {
            map: HashMap::new(),
        }
    }
}

impl<F> Registry<F> {
    pub fn add(&mut self, name: &str, arity: usize, f: F) {
        self.map.insert((name.to_string(), arity), f);
    }
}

impl Registry<NondetBuiltin> {
    /// Every nondeterministic builtin of every module.
    pub fn nondet() -> Registry<NondetBuiltin> {
        let mut r = Registry::default();
        terms::register_nondet(&mut r);
        text::register_nondet(&mut r);
        system::register_nondet(&mut r);
        r
    }
}

impl Registry {
    /// Nondeterministic builtins that are deterministic when their first
    /// argument is bound, with the function that answers then: a call
    /// takes it without the nondeterministic call's machinery
    /// (`arg(N, T, A)` with N given, in a term walker's inner loop).
    pub fn semidet() -> Registry {
        let mut r = Registry::default();
        terms::register_semidet(&mut r);
        r
    }

    /// Every builtin of every module.
    pub fn all() -> Registry {
        let mut r = Registry::default();
        arith::register(&mut r);
        attvar::register(&mut r);
        clpfd::register(&mut r);
        clpfd_global::register(&mut r);
        io::register(&mut r);
        os::register(&mut r);
        system::register(&mut r);
        terms::register(&mut r);
        text::register(&mut r);
        write::register(&mut r);
        r
    }
}

// ---- ISO error terms ---------------------------------------------------

/// Where an error term can be built: the store itself, or a `Ctx`. The
/// constructors below take either, so the compiler, which gets only the
/// store, raises the same errors as the builtins.
pub trait HasStore {
    fn store(&mut self) -> &mut crate::term::Store;
}

impl HasStore for crate::term::Store {
    fn store(&mut self) -> &mut crate::term::Store {
        self
    }
}

impl HasStore for Ctx {
    fn store(&mut self) -> &mut crate::term::Store {
        &mut self.st
    }
}

pub fn instantiation_error() -> Flow {
    Flow::Error(Cell::Atom(atom::INSTANTIATION_ERROR))
}

fn error2(m: &mut impl HasStore, kind: Atom, what: &str, culprit: Cell) -> Flow {
    let what = m.store().new_atom(what);
    Flow::Error(m.store().new_compound(kind, &[what, culprit]))
}

/// `type_error(Type, Culprit)`, e.g. `type_error(m, "integer", c)`.
pub fn type_error(m: &mut impl HasStore, ty: &str, culprit: Cell) -> Flow {
    error2(m, atom::TYPE_ERROR, ty, culprit)
}

pub fn domain_error(m: &mut impl HasStore, domain: &str, culprit: Cell) -> Flow {
    error2(m, atom::DOMAIN_ERROR, domain, culprit)
}

pub fn existence_error(m: &mut impl HasStore, kind: &str, culprit: Cell) -> Flow {
    error2(m, atom::EXISTENCE_ERROR, kind, culprit)
}

/// The error for a term that cannot be copied: `representation_error(
/// cyclic_term)` for a cyclic one, `resource_error(memory)` for one too
/// big to copy.
pub fn copy_error(m: &mut impl HasStore, e: crate::term::CopyError) -> Flow {
    match e {
        crate::term::CopyError::Cyclic => representation_error(m, "cyclic_term"),
        crate::term::CopyError::TooBig => resource_error(m, "memory"),
    }
}

/// `permission_error(Action, Type, Culprit)`.
pub fn permission_error(m: &mut impl HasStore, action: &str, ty: &str, culprit: Cell) -> Flow {
    let action = m.store().new_atom(action);
    let ty = m.store().new_atom(ty);
    Flow::Error(
        m.store()
            .new_compound(atom::PERMISSION_ERROR, &[action, ty, culprit]),
    )
}

/// `permission_error(Action, Type, Name/Arity)`: what predicate
/// `name/arity` does not allow, e.g. modifying a static procedure.
pub fn pred_permission_error(
    m: &mut impl HasStore,
    action: &str,
    ty: &str,
    name: Atom,
    arity: usize,
) -> Flow {
    let pi = indicator(m, name, arity);
    permission_error(m, action, ty, pi)
}

fn error1(m: &mut impl HasStore, kind: Atom, what: &str) -> Flow {
    let what = m.store().new_atom(what);
    Flow::Error(m.store().new_compound(kind, &[what]))
}

pub fn representation_error(m: &mut impl HasStore, what: &str) -> Flow {
    error1(m, atom::REPRESENTATION_ERROR, what)
}

pub fn evaluation_error(m: &mut impl HasStore, what: &str) -> Flow {
    error1(m, atom::EVALUATION_ERROR, what)
}

pub fn resource_error(m: &mut impl HasStore, what: &str) -> Flow {
    error1(m, atom::RESOURCE_ERROR, what)
}

/// `Name/Arity` as a term.
pub fn indicator(m: &mut impl HasStore, name: Atom, arity: usize) -> Cell {
    m.store()
        .new_compound(atom::SLASH, &[Cell::Atom(name), Cell::Int(arity as i64)])
}

// ---- common argument checks -------------------------------------------

/// The integer value of an argument, or the ISO error.
pub fn get_int(m: &mut Ctx, c: Cell) -> Result<i64, Flow> {
    match m.st.deref(c) {
        Cell::Int(i) => Ok(i),
        Cell::Var(_) => Err(instantiation_error()),
        Cell::Big(_) => Err(representation_error(m, "max_integer")),
        other => Err(type_error(m, "integer", other)),
    }
}

/// The atom of an argument, or the ISO error.
pub fn get_atom(m: &mut Ctx, c: Cell) -> Result<Atom, Flow> {
    match m.st.deref(c) {
        Cell::Atom(a) => Ok(a),
        Cell::Var(_) => Err(instantiation_error()),
        other => Err(type_error(m, "atom", other)),
    }
}

/// One element of an option list as `(Name, Value)` when it is
/// `Name(Value)`; `None` for other compounds, which SWI ignores. An
/// unbound element is an instantiation error, an atomic one
/// `type_error(option, O)`.
pub fn option_of(m: &mut Ctx, opt: Cell) -> Result<Option<(Atom, Cell)>, Flow> {
    let opt = m.st.deref(opt);
    match opt {
        Cell::Var(_) => Err(instantiation_error()),
        Cell::Str(_) => Ok(match m.st.functor(opt) {
            Some((name, 1)) => Some((name, m.st.arg(opt, 0))),
            _ => None,
        }),
        _ => Err(type_error(m, "option", opt)),
    }
}

/// The elements of a proper list, or the ISO error (`type_error(list, L)`
/// for a cyclic list or another term, an instantiation error for a
/// partial list).
pub fn get_list(m: &mut Ctx, c: Cell) -> Result<Vec<Cell>, Flow> {
    m.st.list_to_vec(c).map_err(|end| not_a_list(m, c, end))
}

/// The error for the list `c` that ended with `end` instead of `[]`.
pub fn not_a_list(m: &mut Ctx, c: Cell, end: ListEnd) -> Flow {
    match end {
        ListEnd::Partial(_) => instantiation_error(),
        _ => {
            let whole = m.st.deref(c);
            type_error(m, "list", whole)
        }
    }
}
