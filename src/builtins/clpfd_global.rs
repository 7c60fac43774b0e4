//! The builtins that post `library(clpfd)`'s element/3,
//! global_cardinality/2,3, tuples_in/2 and lex_chain/1. Their Prolog
//! face (the last section of `prelude/clpfd.pl`) has made SWI's argument
//! checks, in SWI's order, before it calls them; what is left here is
//! the order of checks that SWI makes while posting, and the integers
//! too big for the solver. The propagators are `crate::clpfd::global`.

use super::clpfd::{bare, fd_term, with_engine};
use super::{get_list, instantiation_error, representation_error, Builtin, Flow, Registry, Res};
use crate::builtins::Ctx;
use crate::clpfd::domain::Domain;
use crate::clpfd::{global, var, FdError};
use crate::term::{atom, Cell};

/// `'$fd_element'(N, Is, V)` (Is a list): element/3. As in SWI, N is
/// checked and put in 1..len(Is) first, then the elements and V (the
/// first element, V, the others).
fn bi_element(m: &mut Ctx, args: &[Cell]) -> Res {
    let n = fd_term(m, args[0])?;
    let es = get_list(m, args[1])?;
    let len = es.len() as i64;
    if !var::dom_of(&m.st, n).meets(&Domain::range(1, len)) {
        return Ok(false);
    }
    let mut cells = Vec::with_capacity(es.len());
    let first = fd_term(m, es[0])?;
    let x = fd_term(m, args[2])?;
    cells.push(first);
    for &e in &es[1..] {
        cells.push(fd_term(m, e)?);
    }
    let list = m.st.deref(args[1]);
    let shown = m.st.new_compound_str("element", &[n, list, x]);
    with_engine(m, |eng| {
        eng.set_bounds(n, 1, len as i128)?;
        global::post_element(eng, n, &cells, x, shown);
        Ok(())
    })
}

/// `'$fd_gcc'(Vs, Pairs, Strong)` (Pairs a checked list of `Key-Count`
/// with distinct keys): global_cardinality/3, with Régin's filtering
/// unless Strong is 0 (`consistency(value)`; SWI then shows no goal for
/// it in residual goals).
fn bi_gcc(m: &mut Ctx, args: &[Cell]) -> Res {
    let xs = fd_list(m, args[0])?;
    let pairs = get_list(m, args[1])?;
    let strong = m.st.deref(args[2]) == Cell::Int(1);
    let mut keys = Vec::with_capacity(pairs.len());
    let mut counts = Vec::with_capacity(pairs.len());
    for p in pairs {
        let p = m.st.deref(p);
        let key = m.st.deref(m.st.arg(p, 0));
        match fd_term(m, key)? {
            Cell::Int(k) => keys.push(k),
            _ => return Err(instantiation_error()),
        }
        let c = m.st.arg(p, 1);
        counts.push(fd_term(m, c)?);
    }
    let shown = if strong {
        let (vs, ps) = (m.st.deref(args[0]), m.st.deref(args[1]));
        m.st.new_compound_str("global_cardinality", &[vs, ps])
    } else {
        Cell::Atom(atom::NIL)
    };
    with_engine(m, |eng| {
        global::post_gcc(eng, &xs, &keys, &counts, strong, shown)
    })
}

/// `'$fd_tuples'(Tuples, Relation)` (a checked list of lists of
/// variables and integers, and of lists of integers): tuples_in/2.
fn bi_tuples(m: &mut Ctx, args: &[Cell]) -> Res {
    let tuples = get_list(m, args[0])?
        .into_iter()
        .map(|t| fd_list(m, t))
        .collect::<Result<Vec<_>, _>>()?;
    let rel = m.st.deref(args[1]);
    let mut has_empty_row = false;
    for row in get_list(m, rel)? {
        let row = get_list(m, row)?;
        has_empty_row |= row.is_empty();
        for v in row {
            if let Cell::Big(_) = m.st.deref(v) {
                return Err(representation_error(m, "clpfd_integer"));
            }
        }
    }
    with_engine(m, |eng| {
        for t in &tuples {
            if t.is_empty() {
                if !has_empty_row {
                    return Err(FdError::Fail);
                }
                continue;
            }
            global::post_tuples(eng, t, rel);
        }
        Ok(())
    })
}

/// `'$fd_lex_chain'(Lists)` (a checked list of lists of variables and
/// integers): lex_chain/1.
fn bi_lex_chain(m: &mut Ctx, args: &[Cell]) -> Res {
    let lists = get_list(m, args[0])?
        .into_iter()
        .map(|l| fd_list(m, l))
        .collect::<Result<Vec<_>, _>>()?;
    if lists.len() < 2 {
        return Ok(true);
    }
    let lss = m.st.deref(args[0]);
    let shown = m.st.new_compound_str("lex_chain", &[lss]);
    with_engine(m, |eng| {
        global::post_lex_chain(eng, &lists, shown);
        Ok(())
    })
}

/// `'$fd_circuit'(Vs)` (a checked list of variables and integers, at
/// least two, each in 1..n and not its own index): circuit/1.
fn bi_circuit(m: &mut Ctx, args: &[Cell]) -> Res {
    let xs = fd_list(m, args[0])?;
    let vs = m.st.deref(args[0]);
    let shown = m.st.new_compound_str("circuit", &[vs]);
    with_engine(m, |eng| {
        global::post_circuit(eng, &xs, shown);
        Ok(())
    })
}

/// `'$fd_serialized'(Starts, Durations)` (checked: variables and
/// integers, non-negative integers, the same length): serialized/2.
fn bi_serialized(m: &mut Ctx, args: &[Cell]) -> Res {
    let starts = fd_list(m, args[0])?;
    let mut durs = Vec::new();
    for d in get_list(m, args[1])? {
        match m.st.deref(d) {
            Cell::Int(v) => durs.push(v),
            _ => return Err(representation_error(m, "clpfd_integer")),
        }
    }
    let (s, d) = (m.st.deref(args[0]), m.st.deref(args[1]));
    let shown = m.st.new_compound_str("serialized", &[s, d]);
    with_engine(m, |eng| {
        global::post_serialized(eng, &starts, &durs, shown);
        Ok(())
    })
}

/// The items of a list of variables and integers, dereferenced.
fn fd_list(m: &mut Ctx, l: Cell) -> Result<Vec<Cell>, Flow> {
    get_list(m, l)?.into_iter().map(|x| fd_term(m, x)).collect()
}

pub fn register(r: &mut Registry) {
    let table: &[(&str, usize, Builtin)] = &[
        ("$fd_element", 3, bare!(bi_element)),
        ("$fd_gcc", 3, bare!(bi_gcc)),
        ("$fd_tuples", 2, bare!(bi_tuples)),
        ("$fd_lex_chain", 1, bare!(bi_lex_chain)),
        ("$fd_circuit", 1, bare!(bi_circuit)),
        ("$fd_serialized", 2, bare!(bi_serialized)),
    ];
    for &(name, arity, f) in table {
        r.add(name, arity, f);
    }
}
