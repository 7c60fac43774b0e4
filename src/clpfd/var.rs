//! CLP(FD) variables on the heap: the `clpfd` attribute, its domain and
//! its propagator list.
//!
//! A constrained variable carries the attribute `clpfd` with value
//! `'$fd'(Dom, Props)`: `Dom` is `'$dom'(L1, H1, L2, H2, ...)`, the
//! domain's intervals as integer cells (`INF`/`SUP` for the infinite
//! ends), and `Props` the list of the propagators watching the variable,
//! newest first. Both arguments are overwritten in place, trailed, so
//! backtracking restores them (`Store::update`). An integer is a
//! variable with a one-value domain; a plain variable has `inf..sup`.

use super::domain::{Domain, INF, SUP};
use crate::term::{atom, Cell, Store};

/// The address of the `'$fd'(Dom, Props)` attribute value of the
/// unbound variable at `a`, if it has one.
#[inline]
pub fn fd_attr(st: &Store, a: u32) -> Option<u32> {
    match st.get_attr(a, atom::CLPFD).map(|c| st.deref(c)) {
        Some(Cell::Str(p)) => Some(p),
        _ => None,
    }
}

/// The domain stored at `dom` (a `'$dom'(...)` cell).
pub fn decode(st: &Store, dom: Cell) -> Domain {
    let Cell::Str(p) = st.deref(dom) else {
        return Domain::full();
    };
    let Cell::Fun(_, n) = st.heap[p as usize] else {
        return Domain::full();
    };
    let mut iv = Vec::with_capacity(n as usize / 2);
    let mut i = p as usize + 1;
    while i + 1 < p as usize + 1 + n as usize {
        if let (Cell::Int(l), Cell::Int(h)) = (st.heap[i], st.heap[i + 1]) {
            iv.push((l, h));
        }
        i += 2;
    }
    Domain::from_sorted(iv)
}

/// A fresh `'$dom'(...)` term for `d` (not empty).
pub fn encode(st: &mut Store, d: &Domain) -> Cell {
    let mut args = Vec::with_capacity(d.intervals().len() * 2);
    for &(l, h) in d.intervals() {
        args.push(Cell::Int(l));
        args.push(Cell::Int(h));
    }
    st.new_compound(atom::FD_DOM, &args)
}

/// The bounds of the domain at `dom` without decoding it.
pub fn decode_bounds(st: &Store, dom: Cell) -> (i64, i64) {
    let Cell::Str(p) = st.deref(dom) else {
        return (INF, SUP);
    };
    let Cell::Fun(_, n) = st.heap[p as usize] else {
        return (INF, SUP);
    };
    match (st.heap[p as usize + 1], st.heap[p as usize + n as usize]) {
        (Cell::Int(l), Cell::Int(h)) => (l, h),
        _ => (INF, SUP),
    }
}

/// The domain of a dereferenced term: its value for an integer, the
/// stored domain for a CLP(FD) variable, everything for a plain one.
pub fn dom_of(st: &Store, x: Cell) -> Domain {
    match x {
        Cell::Int(v) => Domain::single(v),
        Cell::Var(a) => match fd_attr(st, a) {
            Some(p) => decode(st, st.heap[p as usize + 1]),
            None => Domain::full(),
        },
        _ => Domain::empty(),
    }
}

/// The bounds of a dereferenced term (see [`dom_of`]).
pub fn bounds_of(st: &Store, x: Cell) -> (i64, i64) {
    match x {
        Cell::Int(v) => (v, v),
        Cell::Var(a) => match fd_attr(st, a) {
            Some(p) => decode_bounds(st, st.heap[p as usize + 1]),
            None => (INF, SUP),
        },
        _ => (1, 0),
    }
}

/// The address of the `'$fd'` attribute of the unbound variable at `a`,
/// made with domain `inf..sup` and no propagators if it has none.
pub fn ensure_fd(st: &mut Store, a: u32) -> u32 {
    if let Some(p) = fd_attr(st, a) {
        return p;
    }
    let dom = encode(st, &Domain::full());
    let v = st.new_compound(atom::FD_ATTR, &[dom, Cell::Atom(atom::NIL)]);
    st.put_attr(a, atom::CLPFD, v);
    let Cell::Str(p) = v else { unreachable!() };
    p
}

/// The variable's current address after `put_attr/3` may have bound it to
/// a new attributed cell.
pub fn var_addr(st: &Store, a: u32) -> u32 {
    match st.deref(Cell::Var(a)) {
        Cell::Var(b) => b,
        _ => a,
    }
}

/// The propagators of the variable at `a` (dead ones included).
pub fn props_of(st: &Store, a: u32, out: &mut Vec<u32>) {
    if let Some(p) = fd_attr(st, a) {
        props_in(st, st.heap[p as usize + 2], out);
    }
}

/// The propagators of a `Props` list.
pub fn props_in(st: &Store, list: Cell, out: &mut Vec<u32>) {
    for item in st.list_cells(list) {
        if let Cell::Str(q) = st.deref(item) {
            out.push(q);
        }
    }
}
