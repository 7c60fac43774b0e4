//! Term inspection, construction and comparison: type tests, `=/2` and
//! friends, standard order, `functor/3`, `arg/3`, `=../2`, copying,
//! `setarg/3`, `numbervars/3`, sorting, `length/2`, `between/3` and
//! `term_hash/2`.
//!
//! `arg/3` and `between/3` are nondeterministic builtins (see
//! `builtins::Step`); `length/2` on a partial list with unbound length
//! enumerates in `prelude/terms.pl`, over the deterministic `'$length'/3`
//! registered here.
//!
//! **Invariant:** nothing here recurses natively on term depth.

use super::{
    domain_error, get_int, get_list, instantiation_error, representation_error, type_error,
    Builtin, Flow, Redo, Registry, Res, Step,
};
use crate::builtins::Ctx;
use crate::term::{atom, Cell};
pub use typetest::{TermOp, TypeTest};

mod count;
mod hash;
mod sort;
#[cfg(test)]
pub(crate) mod testkit;
#[cfg(test)]
mod tests;
mod typetest;
mod variant;

/// Largest arity `functor/3` will build (a guard against exhausting
/// memory on `functor(T, f, 1000000000000)`).
pub(crate) const MAX_ARITY: i64 = 1 << 24;

// ---- type tests ----------------------------------------------------------

// Each answers through `TypeTest`, as `Instr::TypeTest` does.

fn bi_var(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(TypeTest::Var.holds(&m.st, args[0]))
}

fn bi_nonvar(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(TypeTest::Nonvar.holds(&m.st, args[0]))
}

fn bi_atom(m: &mut Ctx, args: &[Cell]) -> Res {
    // Under the `iso` flag `[]` is an atom.
    Ok(TypeTest::Atom.holds(&m.st, args[0])
        || (m.flags.read.iso && m.st.deref(args[0]) == Cell::Atom(atom::NIL)))
}

fn bi_number(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(TypeTest::Number.holds(&m.st, args[0]))
}

fn bi_integer(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(TypeTest::Integer.holds(&m.st, args[0]))
}

fn bi_float(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(TypeTest::Float.holds(&m.st, args[0]))
}

fn bi_atomic(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(TypeTest::Atomic.holds(&m.st, args[0]))
}

fn bi_compound(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(TypeTest::Compound.holds(&m.st, args[0]))
}

fn bi_callable(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(TypeTest::Callable.holds(&m.st, args[0]))
}

fn bi_string(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(TypeTest::String.holds(&m.st, args[0]))
}

fn bi_is_list(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(TypeTest::IsList.holds(&m.st, args[0]))
}

fn bi_ground(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(TypeTest::Ground.holds(&m.st, args[0]))
}

/// `cyclic_term/1`: the term is infinite (made by unification without
/// the occurs check).
fn bi_cyclic(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(m.st.is_cyclic(args[0]))
}

fn bi_acyclic(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(!m.st.is_cyclic(args[0]))
}

// ---- unification and comparison -----------------------------------------

fn bi_unify(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(m.st.unify(args[0], args[1]))
}

/// Whether the two terms unify, leaving no bindings behind.
pub(super) fn unifiable(m: &mut Ctx, a: Cell, b: Cell) -> bool {
    trial_unify(m, a, b) != Trial::Fails
}

/// What unifying two terms would do.
#[derive(PartialEq, Eq)]
pub(super) enum Trial {
    Fails,
    Unifies,
    /// Unifies, binding attributed variables whose hooks then decide.
    Wakes,
}

/// Unifies and undoes, telling what happened.
pub(super) fn trial_unify(m: &mut Ctx, a: Cell, b: Cell) -> Trial {
    // Trail every binding (all existing variables lie below the top), then
    // undo them.
    let (hb, wake) = (m.st.hb, m.st.wake);
    let mark = m.st.trail.len();
    m.st.hb = m.st.top();
    let ok = m.st.unify(a, b);
    let woke = m.st.wake != wake;
    m.st.undo_trail(mark);
    m.st.hb = hb;
    match (ok, woke) {
        (false, _) => Trial::Fails,
        (true, false) => Trial::Unifies,
        (true, true) => Trial::Wakes,
    }
}

/// `X \= Y`. When unifying them would wake attributed variables, their
/// hooks decide, as in SWI: `\+ X = Y` runs as a wakeup before the next
/// goal.
fn bi_not_unify(m: &mut Ctx, args: &[Cell]) -> Res {
    let wake = m.st.wake;
    let hb = m.st.hb;
    let mark = m.st.trail.len();
    m.st.hb = m.st.top();
    let ok = m.st.unify(args[0], args[1]);
    let woke = m.st.wake != wake;
    m.st.undo_trail(mark);
    m.st.hb = hb;
    if ok && woke {
        let eq = m.st.new_compound(atom::EQUALS, &[args[0], args[1]]);
        let goal = m.st.new_compound(atom::NOT_PROVABLE, &[eq]);
        m.st.schedule_goal(goal);
        return Ok(true);
    }
    Ok(!ok)
}

// Each answers through `TermOp`, as `Instr::TermCmp` does.

fn bi_eq(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(TermOp::Eq.holds(&m.st, args[0], args[1]))
}

fn bi_neq(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(TermOp::Ne.holds(&m.st, args[0], args[1]))
}

fn bi_lt(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(TermOp::Lt.holds(&m.st, args[0], args[1]))
}

fn bi_gt(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(TermOp::Gt.holds(&m.st, args[0], args[1]))
}

fn bi_le(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(TermOp::Le.holds(&m.st, args[0], args[1]))
}

fn bi_ge(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(TermOp::Ge.holds(&m.st, args[0], args[1]))
}

/// `?=/2`: the terms are identical or cannot unify.
fn bi_can_compare(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(m.st.compare(args[0], args[1]).is_eq() || !unifiable(m, args[0], args[1]))
}

fn bi_compare(m: &mut Ctx, args: &[Cell]) -> Res {
    match m.st.deref(args[0]) {
        Cell::Var(_) => {}
        Cell::Atom(atom::LESS | atom::EQUALS | atom::GREATER) => {}
        a @ Cell::Atom(_) => return Err(domain_error(m, "order", a)),
        other => return Err(type_error(m, "atom", other)),
    }
    let o = match m.st.compare(args[1], args[2]) {
        std::cmp::Ordering::Less => atom::LESS,
        std::cmp::Ordering::Equal => atom::EQUALS,
        std::cmp::Ordering::Greater => atom::GREATER,
    };
    Ok(m.st.unify(args[0], Cell::Atom(o)))
}

/// Pairs `unify_with_occurs_check/2` takes apart before it remembers
/// the compound pairs it met, so that two cyclic terms unify in finite
/// time (each pair is taken apart once; met again, it is assumed equal).
const PAIRS_CHECK: usize = if cfg!(test) { 1 << 8 } else { 1 << 20 };

fn bi_unify_occurs_check(m: &mut Ctx, args: &[Cell]) -> Res {
    let mut stack = vec![(args[0], args[1])];
    let mut steps = 0usize;
    let mut seen = crate::term::FxHashSet::default();
    while let Some((a, b)) = stack.pop() {
        let a = m.st.deref(a);
        let b = m.st.deref(b);
        steps += 1;
        if steps > PAIRS_CHECK {
            if let (Cell::Str(x) | Cell::Lst(x), Cell::Str(y) | Cell::Lst(y)) = (a, b) {
                if !seen.insert((x, y)) {
                    continue;
                }
            }
        }
        match (a, b) {
            (Cell::Var(x), Cell::Var(y)) => {
                if x != y {
                    if x < y {
                        m.st.bind(y, a)
                    } else {
                        m.st.bind(x, b)
                    }
                }
            }
            (Cell::Var(x), t) | (t, Cell::Var(x)) => {
                if m.st.occurs(x, t) {
                    return Ok(false);
                }
                m.st.bind(x, t);
            }
            (Cell::Lst(x), Cell::Lst(y)) => {
                if x != y {
                    stack.push((m.st.heap[x as usize + 1], m.st.heap[y as usize + 1]));
                    stack.push((m.st.heap[x as usize], m.st.heap[y as usize]));
                }
            }
            (Cell::Str(x), Cell::Str(y)) => {
                if x != y {
                    let (fx, fy) = (m.st.heap[x as usize], m.st.heap[y as usize]);
                    let Cell::Fun(_, n) = fx else {
                        return Ok(false);
                    };
                    if fx != fy {
                        return Ok(false);
                    }
                    for i in (1..=n).rev() {
                        stack.push((m.st.heap[(x + i) as usize], m.st.heap[(y + i) as usize]));
                    }
                }
            }
            _ => {
                // Atomic terms: the ordinary unifier decides (it knows
                // about strings and float equality).
                if !m.st.unify(a, b) {
                    return Ok(false);
                }
            }
        }
    }
    Ok(true)
}

// ---- construction and inspection ----------------------------------------

fn bi_functor(m: &mut Ctx, args: &[Cell]) -> Res {
    let t = m.st.deref(args[0]);
    if !matches!(t, Cell::Var(_)) {
        let (name, arity) = match m.st.functor(t) {
            Some((n, a)) if a > 0 => (Cell::Atom(n), a),
            _ => (t, 0),
        };
        return Ok(m.st.unify(args[1], name) && m.st.unify(args[2], Cell::Int(arity as i64)));
    }
    let name = m.st.deref(args[1]);
    let arity = m.st.deref(args[2]);
    if matches!(name, Cell::Var(_)) || matches!(arity, Cell::Var(_)) {
        return Err(instantiation_error());
    }
    let Cell::Int(n) = arity else {
        return Err(type_error(m, "integer", arity));
    };
    if !name.is_atomic() {
        return Err(type_error(m, "atomic", name));
    }
    if n < 0 {
        return Err(domain_error(m, "not_less_than_zero", arity));
    }
    if n == 0 {
        return Ok(m.st.unify(args[0], name));
    }
    let Cell::Atom(a) = name else {
        return Err(type_error(m, "atom", name));
    };
    if n > MAX_ARITY {
        return Err(representation_error(m, "max_arity"));
    }
    let term = m.st.new_compound_vars(a, n as usize);
    Ok(m.st.unify(args[0], term))
}

/// `arg(N, Term, Arg)`: with N unbound, enumerates the arguments that
/// unify (the retry state is the next N to try).
fn arg(m: &mut Ctx, a: &[Cell], redo: Option<Redo>) -> Result<Step, Flow> {
    let first = match redo {
        Some(r) => r.0[0] as usize,
        None => match m.st.deref(a[0]) {
            // ISO wants N bound; SWI enumerates.
            Cell::Var(_) if m.flags.read.iso => return Err(instantiation_error()),
            Cell::Var(_) => match m.st.deref(a[1]) {
                Cell::Var(_) => return Err(instantiation_error()),
                Cell::Str(_) | Cell::Lst(_) => 1,
                other => return Err(type_error(m, "compound", other)),
            },
            _ => {
                return Ok(if bi_arg(m, a)? {
                    Step::Last
                } else {
                    Step::Fail
                })
            }
        },
    };
    let t = m.st.deref(a[1]);
    let arity = m.st.functor(t).map_or(0, |(_, n)| n);
    for i in first..=arity {
        let mark = m.st.mark();
        let x = m.st.arg(t, i - 1);
        if m.st.unify(a[0], Cell::Int(i as i64)) && m.st.unify(a[2], x) {
            return Ok(if i < arity {
                Step::More(Redo([i as u64 + 1, 0, 0]))
            } else {
                Step::Last
            });
        }
        m.st.undo_to(mark);
    }
    Ok(Step::Fail)
}

/// `arg/3` with N given.
fn bi_arg(m: &mut Ctx, args: &[Cell]) -> Res {
    let t = m.st.deref(args[1]);
    let arity = match t {
        Cell::Var(_) => return Err(instantiation_error()),
        Cell::Str(_) | Cell::Lst(_) => m.st.functor(t).map_or(0, |(_, a)| a),
        other => return Err(type_error(m, "compound", other)),
    };
    let n = match m.st.deref(args[0]) {
        // Past any arity: SWI fails, or raises the domain error below 0.
        c @ Cell::Big(h) if matches!(m.st.heap[h as usize], Cell::BigHdr(true, _)) => {
            return Err(domain_error(m, "not_less_than_zero", c));
        }
        Cell::Big(_) => return Ok(false),
        _ => get_int(m, args[0])?,
    };
    if n < 0 {
        return Err(domain_error(m, "not_less_than_zero", Cell::Int(n)));
    }
    if n == 0 || n as u64 > arity as u64 {
        return Ok(false);
    }
    let a = m.st.arg(t, n as usize - 1);
    Ok(m.st.unify(args[2], a))
}

fn bi_univ(m: &mut Ctx, args: &[Cell]) -> Res {
    let t = m.st.deref(args[0]);
    if !matches!(t, Cell::Var(_)) {
        let list = match m.st.functor(t) {
            Some((name, n)) if n > 0 => {
                let mut items = Vec::with_capacity(n + 1);
                items.push(Cell::Atom(name));
                items.extend((0..n).map(|i| m.st.arg(t, i)));
                m.st.new_list(&items, Cell::Atom(atom::NIL))
            }
            _ => m.st.new_list(&[t], Cell::Atom(atom::NIL)),
        };
        return Ok(m.st.unify(args[1], list));
    }
    let items = get_list(m, args[1])?;
    let Some(&head) = items.first() else {
        return Err(domain_error(m, "non_empty_list", Cell::Atom(atom::NIL)));
    };
    let head = m.st.deref(head);
    match head {
        Cell::Var(_) => Err(instantiation_error()),
        h if items.len() == 1 => {
            if h.is_atomic() {
                Ok(m.st.unify(args[0], h))
            } else {
                Err(type_error(m, "atomic", h))
            }
        }
        Cell::Atom(a) => {
            if items.len() as i64 - 1 > MAX_ARITY {
                return Err(representation_error(m, "max_arity"));
            }
            let term = m.st.new_compound(a, &items[1..]);
            Ok(m.st.unify(args[0], term))
        }
        other => Err(type_error(m, "atom", other)),
    }
}

/// `'$factorize'(T, Skeleton, Bindings)`: `Store::factorize`, for
/// storing a global variable's cyclic value as a clause.
fn bi_factorize(m: &mut Ctx, args: &[Cell]) -> Res {
    let (skel, bindings) =
        m.st.factorize(args[0])
            .map_err(|e| super::copy_error(m, e))?;
    Ok(m.st.unify(args[1], skel) && m.st.unify(args[2], bindings))
}

fn bi_term_variables(m: &mut Ctx, args: &[Cell]) -> Res {
    let vs = m.st.term_variables(args[0]);
    let l = m.st.new_list(&vs, Cell::Atom(atom::NIL));
    Ok(m.st.unify(args[1], l))
}

/// `term_variables(Term, Vars, Tail)`: the difference-list form.
fn bi_term_variables3(m: &mut Ctx, args: &[Cell]) -> Res {
    let vs = m.st.term_variables(args[0]);
    let l = m.st.new_list(&vs, args[2]);
    Ok(m.st.unify(args[1], l))
}

/// The heap address of argument N of a compound for setarg/nb_setarg, or
/// `None` when SWI fails (N out of range, or not a compound).
fn arg_addr(m: &mut Ctx, args: &[Cell]) -> Result<Option<u32>, Flow> {
    let n = get_int(m, args[0])?;
    let t = m.st.deref(args[1]);
    if matches!(t, Cell::Var(_)) {
        return Err(instantiation_error());
    }
    if n < 0 {
        return Err(domain_error(m, "not_less_than_zero", Cell::Int(n)));
    }
    let (base, arity) = match t {
        Cell::Str(a) => match m.st.heap[a as usize] {
            Cell::Fun(_, k) => (a + 1, k as i64),
            _ => return Ok(None),
        },
        Cell::Lst(a) => (a, 2),
        _ => return Ok(None),
    };
    if n == 0 || n > arity {
        return Ok(None);
    }
    Ok(Some(base + n as u32 - 1))
}

fn bi_setarg(m: &mut Ctx, args: &[Cell]) -> Res {
    let Some(addr) = arg_addr(m, args)? else {
        return Ok(false);
    };
    let v = m.st.deref(args[2]);
    m.st.set_backtrackable(addr, v);
    Ok(true)
}

/// nb_setarg/3: overwrites with a copy of the value; not undone on
/// backtracking.
fn bi_nb_setarg(m: &mut Ctx, args: &[Cell]) -> Res {
    let Some(addr) = arg_addr(m, args)? else {
        return Ok(false);
    };
    let v =
        m.st.copy_term(args[2])
            .map_err(|e| super::copy_error(m, e))?;
    m.st.heap[addr as usize] = v;
    // The copy must outlive backtracking, like the assignment itself.
    m.st.freeze();
    Ok(true)
}

/// numbervars(Term, Start, End): binds each variable to '$VAR'(N).
fn bi_numbervars(m: &mut Ctx, args: &[Cell]) -> Res {
    let start = get_int(m, args[1])?;
    let vars = m.st.term_variables(args[0]);
    // As SWI: an attributed variable is not numbered.
    if vars
        .iter()
        .any(|&v| matches!(v, Cell::Var(a) if m.st.is_attvar(a)))
    {
        let t = m.st.deref(args[0]);
        return Err(type_error(m, "free_of_attvar", t));
    }
    let mut n = start;
    for v in vars {
        let Cell::Var(a) = v else { continue };
        let t = m.st.new_compound(atom::VAR_FUNCTOR, &[Cell::Int(n)]);
        m.st.bind(a, t);
        n = n
            .checked_add(1)
            .ok_or_else(|| super::evaluation_error(m, "int_overflow"))?;
    }
    Ok(m.st.unify(args[2], Cell::Int(n)))
}

pub fn register_semidet(r: &mut Registry) {
    r.add("arg", 3, bi_arg);
}

pub fn register_nondet(r: &mut Registry<super::NondetBuiltin>) {
    r.add("between", 3, count::between);
    r.add("arg", 3, arg);
}

pub fn register(r: &mut Registry) {
    let table: &[(&str, usize, Builtin)] = &[
        ("var", 1, bi_var),
        ("nonvar", 1, bi_nonvar),
        ("atom", 1, bi_atom),
        ("number", 1, bi_number),
        ("integer", 1, bi_integer),
        ("float", 1, bi_float),
        ("atomic", 1, bi_atomic),
        ("compound", 1, bi_compound),
        ("callable", 1, bi_callable),
        ("is_list", 1, bi_is_list),
        ("ground", 1, bi_ground),
        ("cyclic_term", 1, bi_cyclic),
        ("acyclic_term", 1, bi_acyclic),
        ("string", 1, bi_string),
        ("=", 2, bi_unify),
        ("\\=", 2, bi_not_unify),
        ("==", 2, bi_eq),
        ("\\==", 2, bi_neq),
        ("@<", 2, bi_lt),
        ("@>", 2, bi_gt),
        ("@=<", 2, bi_le),
        ("@>=", 2, bi_ge),
        ("?=", 2, bi_can_compare),
        ("compare", 3, bi_compare),
        ("=@=", 2, variant::bi_variant),
        ("unify_with_occurs_check", 2, bi_unify_occurs_check),
        ("functor", 3, bi_functor),
        ("=..", 2, bi_univ),
        ("$factorize", 3, bi_factorize),
        ("term_variables", 2, bi_term_variables),
        ("term_variables", 3, bi_term_variables3),
        ("setarg", 3, bi_setarg),
        ("nb_setarg", 3, bi_nb_setarg),
        ("numbervars", 3, bi_numbervars),
        ("term_hash", 2, hash::bi_term_hash),
        ("msort", 2, sort::bi_msort),
        ("sort", 2, sort::bi_sort),
        ("sort", 4, sort::bi_sort4),
        ("keysort", 2, sort::bi_keysort),
        ("$length", 3, count::bi_length),
        ("$skip_list", 3, count::bi_skip_list),
        ("$memberchk", 3, count::bi_memberchk),
    ];
    for &(name, arity, f) in table {
        r.add(name, arity, f);
    }
}
