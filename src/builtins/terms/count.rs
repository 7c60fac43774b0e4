//! The deterministic core of `length/2` (the prelude,
//! `prelude/terms.pl`, adds the enumerating modes), `between/3`,
//! `'$skip_list'/3` and `'$memberchk'/2`, the list walks under
//! library(lists).

use crate::builtins::Ctx;
use crate::builtins::{
    domain_error, instantiation_error, resource_error, type_error, Flow, Redo, Res, Step,
};
use crate::term::{atom, Cell, ListEnd};

/// Longest list `length/2` will build in one go.
const MAX_BUILD: i64 = 1 << 28;

/// `'$length'(List, N, R)`: the modes of `length/2` that need no
/// enumeration. Binds R to `true` when done; when List is partial and N
/// unbound it binds R to `partial(Count, Tail)` instead and the prelude
/// enumerates.
pub(super) fn bi_length(m: &mut Ctx, args: &[Cell]) -> Res {
    let n = m.st.deref(args[1]);
    let n = match n {
        Cell::Var(_) => None,
        Cell::Int(i) => Some(i),
        other => return Err(type_error(m, "integer", other)),
    };
    let (count, end) = m.st.skip_list(args[0]);
    let count = count as i64;
    let done = Cell::Atom(atom::TRUE);
    match end {
        ListEnd::Nil => {
            if let Some(i) = n {
                if i < 0 {
                    return Err(domain_error(m, "not_less_than_zero", Cell::Int(i)));
                }
            }
            Ok(m.st.unify(args[1], Cell::Int(count)) && m.st.unify(args[2], done))
        }
        ListEnd::Partial(tail @ Cell::Var(t)) => match n {
            Some(i) if i < 0 => Err(domain_error(m, "not_less_than_zero", Cell::Int(i))),
            Some(i) if i < count => Ok(false),
            Some(i) => {
                if i - count > MAX_BUILD {
                    return Err(resource_error(m, "memory"));
                }
                // A variable and a list cell, three cells, per element.
                if !m.can_grow(3 * (i - count) as usize) {
                    return Err(resource_error(m, "stack"));
                }
                let vars: Vec<Cell> = (count..i).map(|_| m.st.new_var()).collect();
                let l = m.st.new_list(&vars, Cell::Atom(atom::NIL));
                Ok(m.st.unify(Cell::Var(t), l) && m.st.unify(args[2], done))
            }
            None => {
                // length(L, L) and length([a|L], L) can never succeed.
                if m.st.deref(args[1]) == Cell::Var(t) {
                    return Ok(false);
                }
                let partial = m.st.new_compound_str("partial", &[Cell::Int(count), tail]);
                Ok(m.st.unify(args[2], partial))
            }
        },
        _ => {
            let l = m.st.deref(args[0]);
            Err(type_error(m, "list", l))
        }
    }
}

/// `'$skip_list'(-Length, +List, -Tail)`, as SWI's: Length is the number
/// of list cells before Tail, the first tail that is not a list cell.
/// On a cyclic list Tail is a list cell (so `Tail == []` and `var(Tail)`
/// both fail) and Length covers at least one round of the cycle.
pub(super) fn bi_skip_list(m: &mut Ctx, args: &[Cell]) -> Res {
    let mut it = m.st.list_cells(args[1]);
    let n = it.by_ref().count();
    let tail = match it.end() {
        Some(ListEnd::Nil) => Cell::Atom(atom::NIL),
        Some(ListEnd::Partial(t) | ListEnd::Other(t)) => t,
        // The cycle: a list cell.
        _ => m.st.deref(args[1]),
    };
    Ok(m.st.unify(args[0], Cell::Int(n as i64)) && m.st.unify(args[2], tail))
}

/// `'$between'(Low, High, X, R)`: checks the arguments of `between/3`.
/// With X an integer it tests and binds R to `true`; with X unbound it
/// fails on an empty range and otherwise binds R to the upper bound
/// (an integer or `inf`) for the prelude to enumerate.
/// `between(Low, High, X)`, a nondeterministic builtin: checks a given
/// X, else gives `Low`, `Low+1`, ... (`High` may be `inf` or
/// `infinite`). The retry state is how far past `Low` the next one is.
pub(super) fn between(m: &mut Ctx, a: &[Cell], redo: Option<Redo>) -> Result<Step, Flow> {
    let k = match redo {
        Some(r) => r.0[0],
        None => {
            let r = m.st.new_var();
            if !bi_between(m, &[a[0], a[1], a[2], r])? {
                return Ok(Step::Fail);
            }
            if m.st.deref(r) == Cell::Atom(atom::TRUE) {
                return Ok(Step::Last);
            }
            0
        }
    };
    let (lo, hi) = (m.st.deref(a[0]), m.st.deref(a[1]));
    if let (Cell::Int(l), Cell::Int(h)) = (lo, hi) {
        // l + k never passes h, so no overflow.
        let x = l + k as i64;
        m.st.unify(a[2], Cell::Int(x));
        return Ok(if x == h {
            Step::Last
        } else {
            Step::More(Redo([k + 1, 0, 0]))
        });
    }
    let x = m.st.integer(lo).unwrap_or_default() + k;
    let last = match hi {
        Cell::Int(_) | Cell::Big(_) => m.st.integer(hi).is_some_and(|h| h == x),
        _ => false,
    };
    let c = m.st.new_integer(&x);
    m.st.unify(a[2], c);
    Ok(if last {
        Step::Last
    } else {
        Step::More(Redo([k + 1, 0, 0]))
    })
}

/// The checks and the bound-X mode of `between/3`: R is `true` when X
/// was given (and is in range), else the upper bound (an integer, or
/// `inf`).
pub(super) fn bi_between(m: &mut Ctx, args: &[Cell]) -> Res {
    let lo = match m.st.deref(args[0]) {
        Cell::Int(i) => i,
        c @ Cell::Big(_) => return between_big(m, args, c),
        Cell::Var(_) => return Err(instantiation_error()),
        other => return Err(type_error(m, "integer", other)),
    };
    let hi = match m.st.deref(args[1]) {
        Cell::Int(i) => Some(i),
        Cell::Big(_) => return between_big(m, args, Cell::Int(lo)),
        Cell::Var(_) => return Err(instantiation_error()),
        Cell::Atom(a) if matches!(m.st.atom_name(a), "inf" | "infinite") => None,
        other => return Err(type_error(m, "integer", other)),
    };
    match m.st.deref(args[2]) {
        Cell::Int(x) => {
            let ok = x >= lo && hi.is_none_or(|h| x <= h);
            Ok(ok && m.st.unify(args[3], Cell::Atom(atom::TRUE)))
        }
        Cell::Big(_) => between_big(m, args, Cell::Int(lo)),
        Cell::Var(_) => match hi {
            Some(h) if h < lo => Ok(false),
            Some(h) => Ok(m.st.unify(args[3], Cell::Int(h))),
            None => {
                let inf = m.st.new_atom("inf");
                Ok(m.st.unify(args[3], inf))
            }
        },
        other => Err(type_error(m, "integer", other)),
    }
}

/// `'$between'/4` when a bound is a big integer: the same answers, with
/// unbounded comparisons (rare, so kept off the small path).
fn between_big(m: &mut Ctx, args: &[Cell], lo: Cell) -> Res {
    let Some(lo) = m.st.integer(lo) else {
        return Err(type_error(m, "integer", lo));
    };
    let hi = match m.st.deref(args[1]) {
        c @ (Cell::Int(_) | Cell::Big(_)) => m.st.integer(c),
        Cell::Var(_) => return Err(instantiation_error()),
        Cell::Atom(a) if matches!(m.st.atom_name(a), "inf" | "infinite") => None,
        other => return Err(type_error(m, "integer", other)),
    };
    match m.st.deref(args[2]) {
        c @ (Cell::Int(_) | Cell::Big(_)) => {
            let x = m.st.integer(c).unwrap_or_default();
            let ok = x >= lo && hi.as_ref().is_none_or(|h| x <= *h);
            Ok(ok && m.st.unify(args[3], Cell::Atom(atom::TRUE)))
        }
        Cell::Var(_) => match hi {
            Some(h) if h < lo => Ok(false),
            Some(h) => {
                let h = m.st.new_integer(&h);
                Ok(m.st.unify(args[3], h))
            }
            None => {
                let inf = m.st.new_atom("inf");
                Ok(m.st.unify(args[3], inf))
            }
        },
        other => Err(type_error(m, "integer", other)),
    }
}

/// `'$memberchk'(X, List, Tail)`, SWI's primitive behind `memberchk/2`:
/// unifies X with the first element it unifies with and Tail with `[]`;
/// fails at the end of a proper list; at an unbound tail unifies Tail
/// with it (the prelude extends the list there). A cyclic list in which
/// no element unifies is `type_error(list, List)` and another tail
/// `type_error(list, Tail)`, as in SWI. An element whose unification
/// would wake attributed variables ends the walk with Tail
/// `'$wake'(Rest)`, Rest the list from it on: the prelude unifies it as a
/// goal, so the hooks can reject it and the walk go on (SWI's answer).
pub(super) fn bi_memberchk(m: &mut Ctx, args: &[Cell]) -> Res {
    let mut walk = m.st.list_walk(args[1]);
    let mut rest = m.st.deref(args[1]);
    while let Some(e) = walk.next(&m.st) {
        match super::trial_unify(m, args[0], e) {
            super::Trial::Fails => {}
            super::Trial::Unifies => {
                return Ok(m.st.unify(args[0], e) && m.st.unify(args[2], Cell::Atom(atom::NIL)))
            }
            super::Trial::Wakes => {
                let w = m.st.new_compound_str("$wake", &[rest]);
                return Ok(m.st.unify(args[2], w));
            }
        }
        if let Cell::Lst(a) = rest {
            rest = m.st.deref(m.st.heap[a as usize + 1]);
        }
    }
    match walk.end() {
        Some(ListEnd::Partial(tail)) => Ok(m.st.unify(args[2], tail)),
        Some(ListEnd::Other(t)) => Err(type_error(m, "list", t)),
        Some(ListEnd::Cyclic) => {
            let l = m.st.deref(args[1]);
            Err(type_error(m, "list", l))
        }
        _ => Ok(false),
    }
}
