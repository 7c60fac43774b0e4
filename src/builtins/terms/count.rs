//! The deterministic cores of `length/2` and `between/3`; the prelude
//! (`prelude/terms.pl`) adds the enumerating modes.

use crate::builtins::{domain_error, instantiation_error, resource_error, type_error, Res};
use crate::term::{atom, Cell};
use crate::vm::Machine;

/// Longest list `length/2` will build in one go.
const MAX_BUILD: i64 = 1 << 28;

/// Walks the list cells of `c`: the number of cells and the dereferenced
/// tail after them (`[]` for a proper list). Cyclic lists stop (Brent's
/// algorithm) with the tail a list cell.
pub(super) fn skip_list(m: &Machine, c: Cell) -> (i64, Cell) {
    let mut c = m.st.deref(c);
    let mut n: i64 = 0;
    let (mut power, mut lam) = (1u64, 0u64);
    let mut mark = c;
    while let Cell::Lst(a) = c {
        n += 1;
        c = m.st.deref(m.st.heap[a as usize + 1]);
        if c == mark {
            return (n, c);
        }
        lam += 1;
        if lam == power {
            mark = c;
            power *= 2;
            lam = 0;
        }
    }
    (n, c)
}

/// `'$length'(List, N, R)`: the modes of `length/2` that need no
/// enumeration. Binds R to `true` when done; when List is partial and N
/// unbound it binds R to `partial(Count, Tail)` instead and the prelude
/// enumerates.
pub(super) fn bi_length(m: &mut Machine, args: &[Cell]) -> Res {
    let n = m.st.deref(args[1]);
    let n = match n {
        Cell::Var(_) => None,
        Cell::Int(i) => Some(i),
        other => return Err(type_error(m, "integer", other)),
    };
    let (count, tail) = skip_list(m, args[0]);
    let done = Cell::Atom(atom::TRUE);
    match tail {
        Cell::Atom(atom::NIL) => {
            if let Some(i) = n {
                if i < 0 {
                    return Err(domain_error(m, "not_less_than_zero", Cell::Int(i)));
                }
            }
            Ok(m.st.unify(args[1], Cell::Int(count)) && m.st.unify(args[2], done))
        }
        Cell::Var(t) => match n {
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

/// `'$between'(Low, High, X, R)`: checks the arguments of `between/3`.
/// With X an integer it tests and binds R to `true`; with X unbound it
/// fails on an empty range and otherwise binds R to the upper bound
/// (an integer or `inf`) for the prelude to enumerate.
pub(super) fn bi_between(m: &mut Machine, args: &[Cell]) -> Res {
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
fn between_big(m: &mut Machine, args: &[Cell], lo: Cell) -> Res {
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
