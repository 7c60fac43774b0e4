//! Copying a term off the heap with its sharing, so cyclic terms copy too.
//!
//! [`Store::export_into`] copies a term the plain way, every subterm
//! where it occurs, which never ends on a term that contains itself
//! (`X = f(X)`, made by unification without the occurs check). SWI-Prolog
//! copies those (copy_term/2, findall/3, a thrown ball holding the cyclic
//! culprit of an error, ...), so when the plain copy finds it has a
//! cyclic term it starts again here: each compound is copied once, its
//! copy remembered by address, so a term that contains itself becomes a
//! snapshot that points to itself, and a variable stays one variable
//! however often the copy meets it. `import`/`import_cells` relocate
//! those back pointers like any other address.

use std::collections::HashMap;

use super::store::{CopyError, MAX_COPY};
use super::{Cell, Snapshot, Store};

impl Store {
    /// A copy of the term at `c` for a thrown ball: any term, a cyclic one
    /// with its cycles (an error often holds the cyclic term that caused
    /// it: `type_error(list, L)` with `L = [a|L]`).
    pub fn export_ball(&self, c: Cell) -> Result<Snapshot, CopyError> {
        let mut cells = Vec::new();
        let root = self.export_into(c, &mut cells)?;
        Ok(Snapshot { cells, root })
    }

    /// Copies the term at `c` onto the end of `out` keeping shared and
    /// cyclic subterms shared: every compound is copied once. Addresses
    /// are indices into `out`, as `export_into`'s; on error `out` is left
    /// as it was.
    #[cold]
    #[inline(never)]
    pub(super) fn export_shared_into(
        &self,
        c: Cell,
        out: &mut Vec<Cell>,
    ) -> Result<Cell, CopyError> {
        let start = out.len();
        // Source address -> copy, for compounds and for variables (apart:
        // an unbound head of a list cell has the address of the cell).
        let mut copied: HashMap<u32, u32> = HashMap::new();
        let mut vars: HashMap<u32, u32> = HashMap::new();
        // (source cell, destination address to fill)
        let mut work: Vec<(Cell, usize)> = Vec::new();
        let mut copy = |src: Cell, out: &mut Vec<Cell>, work: &mut Vec<(Cell, usize)>| {
            match self.deref(src) {
                Cell::Str(a) if copied.contains_key(&a) => Cell::Str(copied[&a]),
                Cell::Lst(a) if copied.contains_key(&a) => Cell::Lst(copied[&a]),
                c => {
                    // The plain copy, remembering where each compound went.
                    let v = self.export_cell(c, out, &mut vars, work);
                    if let (Cell::Str(a) | Cell::Lst(a), Cell::Str(to) | Cell::Lst(to)) = (c, v) {
                        copied.insert(a, to);
                    }
                    v
                }
            }
        };
        let root = copy(c, out, &mut work);
        while let Some((src, dst)) = work.pop() {
            out[dst] = copy(src, out, &mut work);
            if out.len() - start > MAX_COPY {
                out.truncate(start);
                return Err(CopyError::TooBig);
            }
        }
        Ok(root)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::term::atom;
    use crate::term::store::relocate;

    /// `X = f(X)` on a fresh store.
    fn self_loop(st: &mut Store) -> Cell {
        let v = st.new_var();
        let t = st.new_compound_str("f", &[v]);
        let Cell::Var(va) = v else { unreachable!() };
        st.bind(va, t);
        t
    }

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

    #[test]
    fn copy_term_keeps_a_cycle_and_the_variables_shared() {
        let mut st = Store::new();
        // X = f(X, V), copy_term(X-V, Y-W)
        let x = st.new_var();
        let v = st.new_var();
        let t = st.new_compound_str("f", &[x, v]);
        let Cell::Var(xa) = x else { unreachable!() };
        st.bind(xa, t);
        let pair = st.new_compound(atom::MINUS, &[t, v]);
        let copy = st.copy_term(pair).expect("a cyclic term copies");
        let (y, w) = (st.deref(st.arg(copy, 0)), st.deref(st.arg(copy, 1)));
        let Cell::Str(ya) = y else { panic!("Y is f/2") };
        // Y = f(Y, W): its first argument is Y itself, the second W.
        assert_eq!(st.deref(st.arg(y, 0)), Cell::Str(ya));
        assert!(matches!(w, Cell::Var(_)));
        assert_eq!(st.deref(st.arg(y, 1)), w);
        assert_ne!(w, st.deref(v));
        assert_ne!(y, t);
    }

    #[test]
    fn a_findall_bag_holds_cyclic_and_plain_copies() {
        let mut st = Store::new();
        let t = self_loop(&mut st);
        let a = st.new_atom("a");
        let g = st.new_compound_str("g", &[a]);
        let mut bag = Vec::new();
        let r1 = st.export_into(g, &mut bag).unwrap();
        let r2 = st.export_into(t, &mut bag).unwrap();
        let r3 = st.export_into(g, &mut bag).unwrap();
        let off = st.import_cells(&bag);
        let (c1, c2, c3) = (relocate(r1, off), relocate(r2, off), relocate(r3, off));
        assert_eq!(st.compare(c1, g), std::cmp::Ordering::Equal);
        assert_eq!(st.compare(c3, g), std::cmp::Ordering::Equal);
        let Cell::Str(a2) = c2 else { panic!("f/1") };
        assert_eq!(st.deref(st.arg(c2, 0)), Cell::Str(a2));
    }

    #[test]
    fn export_refuses_a_cyclic_term_soon() {
        let mut st = Store::new();
        let t = self_loop(&mut st);
        let wrapped = st.new_compound_str("g", &[t]);
        assert_eq!(st.export(wrapped).err(), Some(CopyError::Cyclic));
    }

    #[test]
    fn a_shared_acyclic_term_copies_as_a_tree() {
        // T0 = a, T(n+1) = f(Tn, Tn): 4096 leaves from 12 compounds; the
        // plain copy is checked past twice the heap, goes on and expands it.
        let mut st = Store::new();
        let mut t = st.new_atom("a");
        for _ in 0..12 {
            t = st.new_compound_str("f", &[t, t]);
        }
        let copy = st.copy_term(t).unwrap();
        assert!(st.top() as usize >= 3 * ((1 << 12) - 1));
        assert_eq!(st.compare(copy, t), std::cmp::Ordering::Equal);
    }
}
