//! [`Term`]: a Prolog term owned by the caller, independent of any
//! machine, and its conversions from and to Rust values and heap cells.
//!
//! **Invariant:** nothing here recurses natively on a term's depth:
//! dropping, cloning, comparing, converting and printing a term nested a
//! million deep all use explicit stacks, as the engine does.

use std::collections::HashMap;
use std::fmt;

use super::BigInteger;
use crate::builtins::write::{term_to_string, WriteOpts};
use crate::reader::OpTable;
use crate::term::{atom, Cell, ListEnd, Store};

/// A Prolog term, owned and independent of the machine it came from.
///
/// Proper lists are always [`Term::List`] when they come from a machine;
/// a partial list such as `[a|T]` is the compound `'[|]'(a, T)`.
/// `Display` writes the term as `writeq/1` does: `tom`, `'Hello'`,
/// `[a, b]`, `f(_A)`.
///
/// ```
/// use zebralog::Term;
/// let t = Term::compound("point", [Term::from(1), Term::from(2.5)]);
/// assert_eq!(t.to_string(), "point(1, 2.5)");
/// let names = Term::from(vec!["Alice", "bob"]);
/// assert_eq!(names.to_string(), "['Alice', bob]");
/// ```
#[non_exhaustive]
pub enum Term {
    /// An atom: `tom`, `'Hello world'`.
    Atom(String),
    /// An integer that fits in `i64`.
    Integer(i64),
    /// An integer outside `i64` (Prolog integers are unbounded). Values
    /// that fit in `i64` come from a machine as [`Term::Integer`].
    BigInteger(BigInteger),
    /// A floating-point number.
    Float(f64),
    /// A string object: `"text"` under SWI-Prolog's default flags.
    String(String),
    /// A proper list; `[]` is the empty one.
    List(Vec<Term>),
    /// A compound term `name(args...)` with at least one argument.
    Compound(String, Vec<Term>),
    /// An unbound variable. Within one answer, the same number means
    /// the same variable.
    Var(usize),
}

impl Term {
    /// An atom.
    pub fn atom(name: impl Into<String>) -> Term {
        Term::Atom(name.into())
    }

    /// A string object.
    pub fn string(text: impl Into<String>) -> Term {
        Term::String(text.into())
    }

    /// `name(args...)`; with no arguments, the atom `name`.
    pub fn compound(name: impl Into<String>, args: impl IntoIterator<Item = Term>) -> Term {
        let args: Vec<Term> = args.into_iter().collect();
        if args.is_empty() {
            Term::Atom(name.into())
        } else {
            Term::Compound(name.into(), args)
        }
    }

    /// A proper list of the items.
    pub fn list(items: impl IntoIterator<Item = Term>) -> Term {
        Term::List(items.into_iter().collect())
    }

    /// The ISO error term `error(Formal, _)`, as builtins throw them:
    /// `Term::error(Term::compound("type_error", [Term::atom("integer"), culprit]))`.
    pub fn error(formal: Term) -> Term {
        Term::Compound("error".into(), vec![formal, Term::Var(usize::MAX)])
    }

    /// The name of an atom, `None` for anything else.
    pub fn as_atom(&self) -> Option<&str> {
        match self {
            Term::Atom(a) => Some(a),
            _ => None,
        }
    }

    /// The value of an integer, `None` for anything else.
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Term::Integer(i) => Some(*i),
            _ => None,
        }
    }

    /// The value of a number (integers converted), `None` otherwise.
    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Term::Integer(i) => Some(*i as f64),
            Term::BigInteger(b) => Some(b.to_f64()),
            Term::Float(f) => Some(*f),
            _ => None,
        }
    }

    /// The text of a string or an atom, `None` for anything else.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Term::String(s) | Term::Atom(s) => Some(s),
            _ => None,
        }
    }

    /// The items of a proper list, `None` for anything else.
    pub fn as_list(&self) -> Option<&[Term]> {
        match self {
            Term::List(items) => Some(items),
            _ => None,
        }
    }

    /// Name and arguments of a compound term (an atom has none).
    pub fn as_compound(&self) -> Option<(&str, &[Term])> {
        match self {
            Term::Compound(name, args) => Some((name, args)),
            Term::Atom(name) => Some((name, &[])),
            _ => None,
        }
    }

    /// Whether the term is an unbound variable.
    pub fn is_var(&self) -> bool {
        matches!(self, Term::Var(_))
    }

    /// The argument list of a list or compound, for the explicit-stack
    /// walks below.
    fn children(&self) -> &[Term] {
        match self {
            Term::List(items) | Term::Compound(_, items) => items,
            _ => &[],
        }
    }

    /// A copy of this node with no children, and how many it had.
    fn shell(&self) -> (Term, usize) {
        let node = match self {
            Term::Atom(a) => Term::Atom(a.clone()),
            Term::Integer(i) => Term::Integer(*i),
            Term::BigInteger(b) => Term::BigInteger(b.clone()),
            Term::Float(f) => Term::Float(*f),
            Term::String(s) => Term::String(s.clone()),
            Term::Var(v) => Term::Var(*v),
            Term::List(items) => return (Term::List(Vec::with_capacity(items.len())), items.len()),
            Term::Compound(name, args) => {
                return (
                    Term::Compound(name.clone(), Vec::with_capacity(args.len())),
                    args.len(),
                )
            }
        };
        (node, 0)
    }

    fn children_mut(&mut self) -> Option<&mut Vec<Term>> {
        match self {
            Term::List(items) | Term::Compound(_, items) => Some(items),
            _ => None,
        }
    }
}

impl Drop for Term {
    fn drop(&mut self) {
        let Some(items) = self.children_mut() else {
            return;
        };
        if items.iter().all(|t| t.children().is_empty()) {
            return;
        }
        let mut stack = std::mem::take(items);
        while let Some(mut t) = stack.pop() {
            if let Some(items) = t.children_mut() {
                stack.append(items);
            }
        }
    }
}

impl Clone for Term {
    fn clone(&self) -> Term {
        // Pre-order copy of the shells, then each parent takes its
        // children from the top of a value stack.
        let mut order: Vec<(Term, usize)> = Vec::new();
        let mut todo = vec![self];
        while let Some(t) = todo.pop() {
            order.push(t.shell());
            todo.extend(t.children().iter().rev());
        }
        let mut values: Vec<Term> = Vec::new();
        for (mut node, n) in order.into_iter().rev() {
            if n > 0 {
                let at = values.len() - n;
                let kids = node.children_mut().expect("a node with children");
                kids.extend(values.drain(at..).rev());
            }
            values.push(node);
        }
        values.pop().expect("the root")
    }
}

impl PartialEq for Term {
    fn eq(&self, other: &Term) -> bool {
        let mut todo = vec![(self, other)];
        while let Some((a, b)) = todo.pop() {
            let same = match (a, b) {
                (Term::Atom(x), Term::Atom(y)) => x == y,
                (Term::Integer(x), Term::Integer(y)) => x == y,
                (Term::BigInteger(x), Term::BigInteger(y)) => x == y,
                (Term::Float(x), Term::Float(y)) => x == y,
                (Term::String(x), Term::String(y)) => x == y,
                (Term::Var(x), Term::Var(y)) => x == y,
                (Term::List(x), Term::List(y)) => x.len() == y.len(),
                (Term::Compound(f, x), Term::Compound(g, y)) => f == g && x.len() == y.len(),
                _ => false,
            };
            if !same {
                return false;
            }
            todo.extend(a.children().iter().zip(b.children()));
        }
        true
    }
}

impl fmt::Display for Term {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut st = Store::new();
        let mut vars = HashMap::new();
        let c = to_heap(&mut st, self, &mut vars);
        // A variable is named by its number, so the terms of one answer
        // name the same variable alike: Var(0) is _A, Var(1) is _B.
        let names: Vec<(Cell, String)> = vars.into_iter().map(|(n, c)| (c, var_name(n))).collect();
        let opts = WriteOpts {
            quoted: true,
            space_args: true,
            variable_names: names,
            ..Default::default()
        };
        f.write_str(&term_to_string(&st, &OpTable::new(), c, &opts))
    }
}

impl fmt::Debug for Term {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// `_A` ... `_Z`, `_A1` ...: how answers name unbound variables
/// (`Term::error`'s anonymous context variable is `_`).
pub(crate) fn var_name(i: usize) -> String {
    if i == usize::MAX {
        return "_".into();
    }
    let letter = (b'A' + (i % 26) as u8) as char;
    match i / 26 {
        0 => format!("_{letter}"),
        n => format!("_{letter}{n}"),
    }
}

/// A heap term a [`Term`] cannot hold: a cyclic one (made by
/// unification without the occurs check, as `X = f(X)`), or one whose
/// shared subterms would unfold into more than `MAX_NODES` nodes.
#[derive(Debug)]
pub(crate) enum Unrepresentable {
    Cyclic,
    TooBig,
}

/// The most nodes one answer may unfold into.
const MAX_NODES: usize = 1 << 24;

/// Nodes copied before the copy measures the whole tree once.
const SIZE_CHECK: usize = 1 << 16;

/// How many nodes the term at `c` has as a tree (shared subterms counted
/// each time they occur), saturating; each compound is measured once.
/// Only called on acyclic-so-far terms big enough to be worth it; a
/// cycle shows up as a compound still being measured and counts as
/// endless.
fn tree_size(st: &Store, c: Cell) -> usize {
    enum Step {
        Enter(Cell),
        Exit(u32, usize),
    }
    let mut size: HashMap<u32, usize> = HashMap::new();
    let mut values: Vec<usize> = Vec::new();
    let mut todo = vec![Step::Enter(c)];
    while let Some(step) = todo.pop() {
        match step {
            Step::Enter(c) => {
                let c = st.deref(c);
                let (Cell::Str(a) | Cell::Lst(a)) = c else {
                    values.push(1);
                    continue;
                };
                match size.get(&a) {
                    Some(&n) => values.push(n),
                    None => {
                        // Marks `a` as being measured (a cycle meets it).
                        size.insert(a, usize::MAX);
                        let arity = st.functor(c).map_or(0, |(_, n)| n);
                        todo.push(Step::Exit(a, arity));
                        todo.extend((0..arity).map(|i| Step::Enter(st.arg(c, i))));
                    }
                }
            }
            Step::Exit(a, arity) => {
                let at = values.len() - arity;
                let n = values
                    .drain(at..)
                    .fold(1usize, |acc, v| acc.saturating_add(v));
                size.insert(a, n);
                values.push(n);
            }
        }
    }
    values.pop().unwrap_or(1)
}

/// Copies a heap term into an owned [`Term`]. `vars` numbers the
/// unbound variables met, so shared ones stay shared across the terms
/// of one answer. A cyclic term is an error rather than an endless walk.
pub(crate) fn from_heap(
    st: &Store,
    c: Cell,
    vars: &mut HashMap<u32, usize>,
) -> Result<Term, Unrepresentable> {
    // Pre-order walk; each compound becomes a shell that later takes its
    // children from the value stack. `open` holds the compounds whose
    // children are still being copied: meeting one again is a cycle.
    enum Step {
        Visit(Cell),
        Build(Term, usize, u32),
    }
    let mut todo = vec![Step::Visit(c)];
    let mut values: Vec<Term> = Vec::new();
    let mut open: std::collections::HashSet<u32> = std::collections::HashSet::new();
    let mut nodes = 0usize;
    while let Some(step) = todo.pop() {
        nodes += 1;
        if nodes == SIZE_CHECK && tree_size(st, c) > MAX_NODES {
            // Sharing that unfolds past any memory: say so before trying.
            return Err(Unrepresentable::TooBig);
        }
        match step {
            Step::Build(mut node, n, addr) => {
                open.remove(&addr);
                let at = values.len() - n;
                let kids = node.children_mut().expect("a node with children");
                kids.extend(values.drain(at..));
                values.push(node);
            }
            Step::Visit(c) => match st.deref(c) {
                Cell::Var(a) => {
                    let n = vars.len();
                    values.push(Term::Var(*vars.entry(a).or_insert(n)));
                }
                Cell::Atom(a) if a == atom::NIL => values.push(Term::List(Vec::new())),
                Cell::Atom(a) => values.push(Term::Atom(st.atom_name(a).to_string())),
                Cell::Int(i) => values.push(Term::Integer(i)),
                b @ Cell::Big(_) => values.push(Term::BigInteger(BigInteger(
                    st.integer(b).unwrap_or_default(),
                ))),
                Cell::Flt(x) => values.push(Term::Float(x)),
                t @ Cell::Text(_) => values.push(Term::String(st.text(t).unwrap_or_default())),
                Cell::Lst(start) => {
                    if !open.insert(start) {
                        return Err(Unrepresentable::Cyclic);
                    }
                    // Walk the spine: a proper list becomes one List node.
                    let mut cells = st.list_cells(Cell::Lst(start));
                    let items: Vec<Cell> = cells.by_ref().collect();
                    let end = cells.end();
                    if end == Some(ListEnd::Cyclic) {
                        return Err(Unrepresentable::Cyclic);
                    }
                    if end == Some(ListEnd::Nil) {
                        todo.push(Step::Build(Term::List(Vec::new()), items.len(), start));
                        todo.extend(items.into_iter().rev().map(Step::Visit));
                    } else {
                        // A partial list: nested '[|]'(H, T) pairs.
                        let name = st.atom_name(atom::DOT).to_string();
                        todo.push(Step::Build(Term::Compound(name, Vec::new()), 2, start));
                        todo.push(Step::Visit(st.heap[start as usize + 1]));
                        todo.push(Step::Visit(st.heap[start as usize]));
                    }
                }
                Cell::Str(a) => {
                    if !open.insert(a) {
                        return Err(Unrepresentable::Cyclic);
                    }
                    let Cell::Fun(name, n) = st.heap[a as usize] else {
                        unreachable!("a structure points at its functor")
                    };
                    let name = st.atom_name(name).to_string();
                    todo.push(Step::Build(Term::Compound(name, Vec::new()), n as usize, a));
                    for i in (1..=n).rev() {
                        todo.push(Step::Visit(st.heap[(a + i) as usize]));
                    }
                }
                other => unreachable!("a term never dereferences to {other:?}"),
            },
        }
    }
    Ok(values.pop().expect("the root"))
}

/// Builds `t` on the heap. `vars` maps the term's variable numbers to
/// heap variables, so several terms can share them.
pub(crate) fn to_heap(st: &mut Store, t: &Term, vars: &mut HashMap<usize, Cell>) -> Cell {
    enum Step<'t> {
        Visit(&'t Term),
        Build(&'t Term),
    }
    let mut todo = vec![Step::Visit(t)];
    let mut values: Vec<Cell> = Vec::new();
    while let Some(step) = todo.pop() {
        match step {
            Step::Visit(t) => match t {
                Term::Atom(a) => values.push(st.new_atom(a)),
                Term::Integer(i) => values.push(Cell::Int(*i)),
                Term::BigInteger(b) => values.push(st.new_integer(&b.0)),
                Term::Float(f) => values.push(Cell::Flt(*f)),
                Term::String(s) => values.push(st.new_string(s)),
                Term::Var(v) => {
                    let c = match vars.get(v) {
                        Some(c) => *c,
                        None => {
                            let c = st.new_var();
                            vars.insert(*v, c);
                            c
                        }
                    };
                    values.push(c);
                }
                Term::List(items) | Term::Compound(_, items) => {
                    todo.push(Step::Build(t));
                    todo.extend(items.iter().rev().map(Step::Visit));
                }
            },
            Step::Build(t) => {
                let n = t.children().len();
                let args = values.split_off(values.len() - n);
                let c = match t {
                    Term::List(_) => st.new_list(&args, Cell::Atom(atom::NIL)),
                    Term::Compound(name, _) => {
                        let f = st.intern(name);
                        st.new_compound(f, &args)
                    }
                    _ => unreachable!("only lists and compounds are built"),
                };
                values.push(c);
            }
        }
    }
    values.pop().expect("the root")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terms_print_as_writeq() {
        let t = Term::compound(
            "f",
            [
                Term::atom("Hello"),
                Term::list([Term::from(1), Term::from(2)]),
                Term::string("s"),
                Term::Var(0),
                Term::Var(1),
                Term::Var(0),
            ],
        );
        assert_eq!(t.to_string(), "f('Hello', [1, 2], \"s\", _A, _B, _A)");
        let op = Term::compound("-", [Term::from(1), Term::from(-2)]);
        assert_eq!(op.to_string(), "1- -2");
        assert_eq!(Term::list([]).to_string(), "[]");
    }

    #[test]
    fn conversions_round_trip() {
        let t = Term::from(vec![(String::from("a"), 1i64), ("b".into(), 2)]);
        assert_eq!(t.to_string(), "[a-1, b-2]");
        let back: Vec<(String, i64)> = Vec::try_from(&t).unwrap();
        assert_eq!(back, [("a".to_string(), 1), ("b".to_string(), 2)]);
        assert_eq!(i64::try_from(&Term::from(7)), Ok(7));
        let err = i64::try_from(&Term::atom("x")).unwrap_err();
        assert_eq!(err.to_string(), "expected integer, found x");
        assert_eq!(f64::try_from(&Term::from(2)), Ok(2.0));
        assert_eq!(bool::try_from(&Term::from(true)), Ok(true));
    }

    #[test]
    fn heap_round_trip_keeps_sharing_and_partial_lists() {
        let mut st = Store::new();
        let v = st.new_var();
        let tail = st.new_var();
        let l = st.new_list(&[Cell::Int(1), v], tail);
        let f = st.intern("f");
        let c = st.new_compound(f, &[l, v]);
        let t = from_heap(&st, c, &mut HashMap::new()).unwrap();
        assert_eq!(t.to_string(), "f([1, _A|_B], _A)");
        let mut vars = HashMap::new();
        let back = to_heap(&mut st, &t, &mut vars);
        assert_eq!(from_heap(&st, back, &mut HashMap::new()).unwrap(), t);
    }

    #[test]
    fn deep_terms_clone_compare_and_drop_in_constant_stack() {
        let mut t = Term::atom("z");
        for _ in 0..1_000_000 {
            t = Term::Compound("s".into(), vec![t]);
        }
        let u = t.clone();
        assert!(t == u);
        drop(t);
        drop(u);
    }
}
