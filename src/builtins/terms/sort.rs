//! Sorting in standard order: `msort/2`, `sort/2`, `sort/4`, `keysort/2`.
//! All sorts are stable (Rust's merge sort); the deduplicating ones keep
//! the first of equal elements.

use std::cmp::Ordering;

use crate::builtins::Ctx;
use crate::builtins::{
    domain_error, get_list, instantiation_error, not_a_list, type_error, Flow, Res,
};
use crate::term::{atom, Cell, ListEnd};

fn finish(m: &mut Ctx, items: &[Cell], out: Cell) -> Res {
    let l = m.st.new_list(items, Cell::Atom(atom::NIL));
    Ok(m.st.unify(out, l))
}

pub(super) fn bi_msort(m: &mut Ctx, args: &[Cell]) -> Res {
    let mut v = get_list(m, args[0])?;
    v.sort_by(|a, b| m.st.compare(*a, *b));
    finish(m, &v, args[1])
}

/// The elements to sort. Sorts that drop duplicates take a cyclic list
/// as the set of its elements, as SWI's do.
fn sort_items(m: &mut Ctx, c: Cell, dedup: bool) -> Result<Vec<Cell>, Flow> {
    let mut it = m.st.list_cells(c);
    let items: Vec<Cell> = it.by_ref().collect();
    match it.end() {
        Some(ListEnd::Nil) => Ok(items),
        Some(ListEnd::Cyclic) if dedup => Ok(items),
        end => Err(not_a_list(m, c, end.unwrap_or(ListEnd::Cyclic))),
    }
}

pub(super) fn bi_sort(m: &mut Ctx, args: &[Cell]) -> Res {
    let mut v = sort_items(m, args[0], true)?;
    v.sort_by(|a, b| m.st.compare(*a, *b));
    v.dedup_by(|a, b| m.st.compare(*a, *b).is_eq());
    finish(m, &v, args[1])
}

/// The key of a `K-V` pair for keysort/2.
fn pair_key(m: &mut Ctx, c: Cell) -> Result<Cell, Flow> {
    match m.st.deref(c) {
        Cell::Var(_) => Err(instantiation_error()),
        Cell::Str(a) if m.st.heap[a as usize] == Cell::Fun(atom::MINUS, 2) => {
            Ok(m.st.heap[a as usize + 1])
        }
        other => Err(type_error(m, "pair", other)),
    }
}

pub(super) fn bi_keysort(m: &mut Ctx, args: &[Cell]) -> Res {
    let v = get_list(m, args[0])?;
    let mut keyed = Vec::with_capacity(v.len());
    for c in v {
        keyed.push((pair_key(m, c)?, c));
    }
    keyed.sort_by(|a, b| m.st.compare(a.0, b.0));
    let items: Vec<Cell> = keyed.into_iter().map(|(_, c)| c).collect();
    finish(m, &items, args[1])
}

/// Argument `key` (1-based) of an element for sort/4.
fn sort_key(m: &mut Ctx, key: usize, c: Cell) -> Result<Cell, Flow> {
    let t = m.st.deref(c);
    match t {
        Cell::Var(_) => Err(instantiation_error()),
        Cell::Str(_) | Cell::Lst(_) => {
            let arity = m.st.functor(t).map_or(0, |(_, n)| n);
            if key > arity {
                // existence_error(argument, Key, Term), as SWI.
                let argument = m.st.new_atom("argument");
                let k = Cell::Int(key as i64);
                let e = m.st.new_compound(atom::EXISTENCE_ERROR, &[argument, k, t]);
                return Err(Flow::Error(e));
            }
            Ok(m.st.arg(t, key - 1))
        }
        other => Err(type_error(m, "compound", other)),
    }
}

/// sort(Key, Order, List, Sorted).
pub(super) fn bi_sort4(m: &mut Ctx, args: &[Cell]) -> Res {
    let key = match m.st.deref(args[0]) {
        Cell::Var(_) => return Err(instantiation_error()),
        Cell::Int(k) if k < 0 => return Err(domain_error(m, "not_less_than_one", Cell::Int(k))),
        Cell::Int(k) => k as usize,
        other => return Err(type_error(m, "sort_key", other)),
    };
    let (descending, dedup) = match m.st.deref(args[1]) {
        Cell::Var(_) => return Err(instantiation_error()),
        Cell::Atom(a) => match m.st.atom_name(a) {
            "@<" => (false, true),
            "@=<" => (false, false),
            "@>" => (true, true),
            "@>=" => (true, false),
            _ => return Err(domain_error(m, "order", Cell::Atom(a))),
        },
        other => return Err(type_error(m, "atom", other)),
    };
    let v = sort_items(m, args[2], dedup)?;
    let mut keyed = Vec::with_capacity(v.len());
    for c in v {
        let k = if key == 0 { c } else { sort_key(m, key, c)? };
        keyed.push((k, c));
    }
    let order = |a: &(Cell, Cell), b: &(Cell, Cell)| -> Ordering {
        let o = m.st.compare(a.0, b.0);
        if descending {
            o.reverse()
        } else {
            o
        }
    };
    keyed.sort_by(order);
    if dedup {
        keyed.dedup_by(|a, b| m.st.compare(a.0, b.0).is_eq());
    }
    let items: Vec<Cell> = keyed.into_iter().map(|(_, c)| c).collect();
    finish(m, &items, args[3])
}
