//! tuples_in(Tuples, Relation): each tuple is a row of the relation.
//!
//! One propagator per tuple, args `v(T1, ..., Tk)` and `Rows`: the rows
//! (a list of integer lists) still possible. Each run keeps the rows
//! whose values are all in their variables' domains, then narrows each
//! variable to the values its column has in those rows (domain
//! consistency for the tuple). When rows go, `Rows` and the shown goal
//! are replaced (trailed), so residual goals show what is left, as SWI's
//! do. As SWI, a propagator is done once the tuple is known, one row is
//! left, the tuple has one variable, or two of which one is known. A
//! variable appearing twice in a tuple keeps only rows with equal values
//! there (SWI keeps them until it is bound).

use super::super::alldiff::from_sorted_values;
use super::super::engine::{Engine, Kind};
use super::super::{FdError, FdResult};
use super::{set_arg, set_shown};
use crate::term::{atom, Cell, Store};

/// Posts `tuple` (not empty) in `rows`, shown as `tuples_in([Tuple], Rows)`.
pub fn post(eng: &mut Engine, tuple: &[Cell], rows: Cell) {
    let shown = shown(eng.st, tuple, rows);
    let v = eng.st.new_compound_str("v", tuple);
    let q = eng.new_prop(Kind::Tuples, shown, &[v, rows]);
    eng.attach(q, tuple);
}

fn shown(st: &mut Store, tuple: &[Cell], rows: Cell) -> Cell {
    let t = st.new_list(tuple, Cell::Atom(atom::NIL));
    let ts = st.new_list(&[t], Cell::Atom(atom::NIL));
    st.new_compound_str("tuples_in", &[ts, rows])
}

pub fn propagate(eng: &mut Engine, q: u32) -> FdResult<()> {
    let tuple = eng.arg_cells(q, 0);
    let k = tuple.len();
    let doms: Vec<_> = tuple.iter().map(|&x| eng.dom(x)).collect();
    // Positions holding the same variable as an earlier one.
    let mut same = Vec::new();
    for b in 0..k {
        if let Cell::Var(vb) = eng.st.deref(tuple[b]) {
            if let Some(a) = (0..b).find(|&a| eng.st.deref(tuple[a]) == Cell::Var(vb)) {
                same.push((a, b));
            }
        }
    }
    let mut kept: Vec<Cell> = Vec::new();
    let mut columns: Vec<Vec<i64>> = vec![Vec::new(); k];
    let mut all = 0usize;
    let mut row = Vec::with_capacity(k);
    let rows = eng.arg(q, 1);
    for r in eng.st.list_cells(rows) {
        all += 1;
        if !read_row(eng.st, r, k, &mut row)
            || !row.iter().zip(&doms).all(|(&v, d)| d.contains(v))
            || !same.iter().all(|&(a, b)| row[a] == row[b])
        {
            continue;
        }
        kept.push(r);
        for (col, &v) in columns.iter_mut().zip(&row) {
            col.push(v);
        }
    }
    if kept.is_empty() {
        return Err(FdError::Fail);
    }
    if kept.len() < all {
        let rows = eng.st.new_list(&kept, Cell::Atom(atom::NIL));
        set_arg(eng, q, 1, rows);
        let s = shown(eng.st, &tuple, rows);
        set_shown(eng, q, s);
    }
    for (col, &x) in columns.iter_mut().zip(&tuple) {
        col.sort_unstable();
        col.dedup();
        eng.restrict(x, &from_sorted_values(col))?;
    }
    let known = tuple.iter().filter(|&&x| eng.value(x).is_some()).count();
    if k == 1 || known == k || kept.len() == 1 || (k == 2 && known == 1) {
        eng.kill(q);
    }
    Ok(())
}

/// Reads the integer list `r` into `row`; false unless it has `k` items.
fn read_row(st: &Store, r: Cell, k: usize, row: &mut Vec<i64>) -> bool {
    row.clear();
    let mut items = st.list_cells(r);
    for item in items.by_ref() {
        match st.deref(item) {
            Cell::Int(v) if row.len() < k => row.push(v),
            _ => return false,
        }
    }
    items.end() == Some(crate::term::ListEnd::Nil) && row.len() == k
}
