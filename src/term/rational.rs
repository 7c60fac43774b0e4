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
//!
//! The clause database holds only finite trees ([`Store::export`]
//! refuses a cyclic term), so a global variable's cyclic value is stored
//! factorized ([`Store::factorize`]): an acyclic skeleton and the
//! bindings that close its cycles again.

use std::collections::HashMap;

use super::store::{relocate, CopyError, MAX_COPY};
use super::{atom, Cell, Snapshot, Store};

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

    /// The term at `c` in a form the clause database can hold: an acyclic
    /// skeleton and a list of `V = T` bindings that make the skeleton the
    /// term again when unified (each `V` is a fresh variable bound by
    /// nothing else). An acyclic term is its own skeleton, with no
    /// bindings. A cyclic one is copied with its sharing, and in the copy
    /// each compound met more than once (every cycle has one) is taken
    /// out into a binding and a variable put wherever it occurs: stored
    /// as a tree, the parts still make the same graph, so the term comes
    /// back with its cycles and sharing exactly (setarg/3 tells).
    pub fn factorize(&mut self, c: Cell) -> Result<(Cell, Cell), CopyError> {
        let nil = Cell::Atom(atom::NIL);
        // A tree walks in at most one step per heap cell, and without the
        // hashing `is_cyclic` does: the usual value is settled that way.
        if self.walks_within(c, self.heap.len() + 1) || !self.is_cyclic(c) {
            return Ok((c, nil));
        }
        let mut cells = Vec::new();
        let root = self.export_shared_into(c, &mut cells)?;
        let (root, bound) = take_out_shared(&mut cells, root);
        let off = self.import_cells(&cells);
        let mut bindings = nil;
        for &(v, t) in bound.iter().rev() {
            let eq = self.new_compound(atom::EQUALS, &[relocate(v, off), relocate(t, off)]);
            bindings = self.new_list(&[eq], bindings);
        }
        Ok((relocate(root, off), bindings))
    }

    /// Whether a plain walk of the term at `c` (each argument visited
    /// where it occurs) ends within `limit` steps.
    fn walks_within(&self, c: Cell, limit: usize) -> bool {
        let c = self.deref(c);
        if !matches!(c, Cell::Str(_) | Cell::Lst(_)) {
            return true;
        }
        let mut steps = 0;
        let mut stack = vec![c];
        while let Some(c) = stack.pop() {
            steps += 1;
            if steps > limit {
                return false;
            }
            match self.deref(c) {
                Cell::Str(a) => {
                    let Cell::Fun(_, n) = self.heap[a as usize] else {
                        unreachable!("a compound starts with its functor")
                    };
                    stack.extend_from_slice(&self.heap[a as usize + 1..=(a + n) as usize]);
                }
                Cell::Lst(a) => stack.extend_from_slice(&self.heap[a as usize..a as usize + 2]),
                _ => {}
            }
        }
        true
    }
}

/// The compounds at which `cells` (a copy of one term at `root` with its
/// sharing, as `export_shared_into` makes it: no variable chains) holds
/// more than one pointer, the root counting as one, taken out: each
/// such pointer becomes a fresh variable, one per compound. Returns the
/// new root and the (variable, compound) pairs, in the order the
/// compounds were first met.
fn take_out_shared(cells: &mut Vec<Cell>, root: Cell) -> (Cell, Vec<(Cell, Cell)>) {
    fn args(cells: &[Cell], c: Cell) -> std::ops::Range<usize> {
        match c {
            Cell::Str(a) => match cells[a as usize] {
                Cell::Fun(_, n) => a as usize + 1..a as usize + 1 + n as usize,
                _ => unreachable!("a compound starts with its functor"),
            },
            Cell::Lst(a) => a as usize..a as usize + 2,
            _ => 0..0,
        }
    }
    fn address(c: Cell) -> Option<u32> {
        match c {
            Cell::Str(a) | Cell::Lst(a) => Some(a),
            _ => None,
        }
    }
    // Pointers to each compound, and the compounds in the order met.
    let mut pointers: HashMap<u32, u32> = HashMap::new();
    let mut order: Vec<Cell> = Vec::new();
    let mut stack = vec![root];
    while let Some(c) = stack.pop() {
        let Some(a) = address(c) else { continue };
        let n = pointers.entry(a).or_insert(0);
        *n += 1;
        if *n == 1 {
            order.push(c);
            stack.extend(args(cells, c).rev().map(|i| cells[i]));
        }
    }
    let mut var_of: HashMap<u32, Cell> = HashMap::new();
    let mut bound = Vec::new();
    for &c in &order {
        let a = address(c).expect("a compound");
        if pointers[&a] > 1 {
            let v = Cell::Var(cells.len() as u32);
            cells.push(v);
            var_of.insert(a, v);
            bound.push((v, c));
        }
    }
    for &c in &order {
        for i in args(cells, c) {
            if let Some(&v) = address(cells[i]).and_then(|b| var_of.get(&b)) {
                cells[i] = v;
            }
        }
    }
    let root = address(root)
        .and_then(|a| var_of.get(&a).copied())
        .unwrap_or(root);
    (root, bound)
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn a_factorized_cyclic_term_is_acyclic_and_binds_back() {
        let mut st = Store::new();
        // X = f(X, V), T = g(X, X, [b|L]), L = [a|L]
        let x = st.new_var();
        let v = st.new_var();
        let fx = st.new_compound_str("f", &[x, v]);
        let Cell::Var(xa) = x else { unreachable!() };
        st.bind(xa, fx);
        let l = st.new_var();
        let a = st.new_atom("a");
        let la = st.new_list(&[a], l);
        let Cell::Var(lv) = l else { unreachable!() };
        st.bind(lv, la);
        let b = st.new_atom("b");
        let lb = st.new_list(&[b], la);
        let t = st.new_compound_str("g", &[fx, fx, lb]);
        let (skel, bindings) = st.factorize(t).unwrap();
        assert!(!st.is_cyclic(skel));
        assert!(!st.is_cyclic(bindings));
        // Stored as a clause would be, a tree, and brought back.
        let pair = st.new_compound(atom::MINUS, &[skel, bindings]);
        let snap = st.export(pair).expect("the parts are finite trees");
        let back = st.import(&snap);
        let (skel, bindings) = (st.arg(back, 0), st.arg(back, 1));
        let pairs = st.list_to_vec(bindings).unwrap();
        assert_eq!(pairs.len(), 2, "X and L");
        for p in pairs {
            let p = st.deref(p);
            let (var, value) = (st.arg(p, 0), st.arg(p, 1));
            assert!(matches!(st.deref(var), Cell::Var(_)));
            assert!(st.unify(var, value));
        }
        // The same graph: g(X', X', [b|L']), X' = f(X', V'), L' = [a|L'].
        let g = st.deref(skel);
        assert_eq!(st.functor(g).map(|(_, n)| n), Some(3));
        let (f1, f2) = (st.deref(st.arg(g, 0)), st.deref(st.arg(g, 1)));
        assert_eq!(f1, f2, "X stays one compound");
        assert_eq!(st.deref(st.arg(f1, 0)), f1);
        assert!(matches!(st.deref(st.arg(f1, 1)), Cell::Var(_)));
        let tail = st.deref(st.arg(st.deref(st.arg(g, 2)), 1));
        assert_eq!(st.deref(st.arg(tail, 1)), tail);
        // A cyclic root is taken out too: X = f(X) is X' with X' = f(X').
        let (skel, bindings) = st.factorize(fx).unwrap();
        assert!(matches!(skel, Cell::Var(_)));
        assert_eq!(st.list_to_vec(bindings).unwrap().len(), 1);
        // An acyclic term is its own skeleton.
        let (skel, bindings) = st.factorize(b).unwrap();
        assert_eq!((skel, bindings), (b, Cell::Atom(atom::NIL)));
    }
}
