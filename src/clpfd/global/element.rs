//! element(I, List, X): X is the I-th element of List.
//!
//! Args `I`, `v(E1, ..., En)`, `X`. As in SWI: I stays in 1..n and keeps
//! only the positions whose element can equal X; X keeps only the values
//! of the elements I can still pick; once I is known X and that element
//! are unified (after their domains are intersected) and the propagator
//! is done.

use super::super::alldiff::from_sorted_values;
use super::super::domain::Domain;
use super::super::engine::{Engine, Kind};
use super::super::{FdError, FdResult};
use crate::term::Cell;

/// Posts element(I, Es, X), shown as `shown`; I is already in 1..n.
pub fn post(eng: &mut Engine, i: Cell, es: &[Cell], x: Cell, shown: Cell) {
    let v = eng.st.new_compound_str("v", es);
    let q = eng.new_prop(Kind::Element, shown, &[i, v, x]);
    let mut watched = Vec::with_capacity(es.len() + 2);
    watched.push(i);
    watched.extend_from_slice(es);
    watched.push(x);
    eng.attach(q, &watched);
}

pub fn propagate(eng: &mut Engine, q: u32) -> FdResult<()> {
    let i = eng.arg(q, 0);
    let es = eng.arg_cells(q, 1);
    let x = eng.arg(q, 2);
    eng.set_bounds(i, 1, es.len() as i128)?;
    let di = eng.dom(i);
    let dx = eng.dom(x);
    let mut positions = Vec::new();
    let mut union: Vec<(i64, i64)> = Vec::new();
    for k in di.values() {
        let de = eng.dom(es[k as usize - 1]);
        if de.meets(&dx) {
            positions.push(k);
            union.extend_from_slice(de.intervals());
        }
    }
    if positions.is_empty() {
        return Err(FdError::Fail);
    }
    eng.restrict(i, &from_sorted_values(&positions))?;
    eng.restrict(x, &Domain::from_intervals(union))?;
    if let Some(k) = eng.value(i) {
        let e = es[k as usize - 1];
        let both = eng.dom(e).intersect(&eng.dom(x));
        eng.restrict(e, &both)?;
        eng.restrict(x, &both)?;
        eng.kill(q);
        // Two variables left: they become one, as in SWI.
        let (e, x) = (eng.st.deref(e), eng.st.deref(x));
        if let (Cell::Var(a), Cell::Var(b)) = (e, x) {
            if a != b && !eng.st.unify(e, x) {
                return Err(FdError::Fail);
            }
        }
    }
    Ok(())
}
