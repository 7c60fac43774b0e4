//! Copying a term off the heap with its sharing, so cyclic terms copy too.
//!
//! [`Store::export`] expands shared subterms and refuses a cyclic term.
//! An exception's ball must survive the unwinding whatever it holds, and
//! SWI's errors often hold the cyclic term that caused them
//! (`type_error(list, L)` with `L = [a|L]`), so the ball is copied here
//! instead: each compound once, its copy remembered by address, so a
//! term that contains itself becomes a snapshot that points to itself.

use std::collections::HashMap;

use super::store::{CopyError, MAX_COPY};
use super::{Cell, Snapshot, Store};

/// Cells a ball is copied the fast way before it is checked for a cycle.
const QUICK: usize = 4096;

impl Store {
    /// A copy of the term at `c` for a thrown ball: the plain export for
    /// an ordinary term, a copy keeping its cycles for a cyclic one.
    pub fn export_ball(&self, c: Cell) -> Result<Snapshot, CopyError> {
        match self.export_within(c, QUICK) {
            Some(s) => Ok(s),
            None if self.is_cyclic(c) => self.export_shared(c),
            None => self.export(c),
        }
    }

    /// The plain export when it takes at most `limit` cells.
    fn export_within(&self, c: Cell, limit: usize) -> Option<Snapshot> {
        let mut size = 0usize;
        let mut stack = vec![c];
        while let Some(c) = stack.pop() {
            size += 1;
            if size > limit {
                return None;
            }
            let c = self.deref(c);
            if let Cell::Str(_) | Cell::Lst(_) = c {
                let arity = self.functor(c).map_or(0, |(_, n)| n);
                stack.extend((0..arity).map(|i| self.arg(c, i)));
            }
        }
        self.export(c).ok()
    }

    /// Copies the term at `c` keeping shared and cyclic subterms shared:
    /// every compound is copied once.
    pub fn export_shared(&self, c: Cell) -> Result<Snapshot, CopyError> {
        let mut out: Vec<Cell> = Vec::new();
        // Source address -> copy, for compounds and for variables (apart:
        // an unbound head of a list cell has the address of the cell).
        let mut copied: HashMap<u32, u32> = HashMap::new();
        let mut vars: HashMap<u32, u32> = HashMap::new();
        // (source cell, destination address to fill)
        let mut work: Vec<(Cell, usize)> = Vec::new();
        out.push(Cell::Atom(super::atom::NIL));
        work.push((c, 0));
        while let Some((src, dst)) = work.pop() {
            let v = match self.deref(src) {
                Cell::Str(a) if copied.contains_key(&a) => Cell::Str(copied[&a]),
                Cell::Lst(a) if copied.contains_key(&a) => Cell::Lst(copied[&a]),
                c => {
                    // The plain copy, remembering where each compound went.
                    let v = self.export_cell(c, &mut out, &mut vars, &mut work);
                    if let (Cell::Str(a) | Cell::Lst(a), Cell::Str(to) | Cell::Lst(to)) = (c, v) {
                        copied.insert(a, to);
                    }
                    v
                }
            };
            out[dst] = v;
            if out.len() > MAX_COPY {
                return Err(CopyError::TooBig);
            }
        }
        let root = out[0];
        Ok(Snapshot { cells: out, root })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::term::atom;

    #[test]
    fn a_cyclic_ball_copies_with_its_cycle() {
        let mut st = Store::new();
        // L = [a|L], Ball = error(type_error(list, L), _)
        let v = st.new_var();
        let a = st.new_atom("a");
        let l = st.new_list(&[a], v);
        let Cell::Var(va) = v else { unreachable!() };
        st.bind(va, l);
        let ty = st.new_atom("list");
        let formal = st.new_compound(atom::TYPE_ERROR, &[ty, l]);
        let ctx = st.new_var();
        let ball = st.new_compound(atom::ERROR, &[formal, ctx]);
        assert_eq!(st.export(ball).err(), Some(CopyError::Cyclic));
        let snap = st.export_ball(ball).expect("a cyclic ball copies");
        let copy = st.import(&snap);
        assert!(st.is_cyclic(copy));
        assert!(st.unify(copy, ball));
        // An ordinary ball copies as before.
        let plain = st.new_compound(atom::ERROR, &[ty, a]);
        let snap = st.export_ball(plain).unwrap();
        let copy = st.import(&snap);
        assert_eq!(st.compare(copy, plain), std::cmp::Ordering::Equal);
    }
}
