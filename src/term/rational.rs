//! Copying a term off the heap with its sharing, so cyclic terms copy too.
//!
//! [`Store::export_into`] copies a term the plain way, every subterm
//! where it occurs, which never ends on a term that contains itself
//! (`X = f(X)`, made by unification without the occurs check). SWI-Prolog
//! copies those (copy_term/2, findall/3, a thrown ball holding the cyclic
//! culprit of an error, ...), so when the plain copy finds it has a
//! cyclic term (`PathCycle`, in store.rs) it starts again here: each compound is copied once, its
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

use super::store::{relocate, CopyError, PathCycle, CYCLE_CHECK, MAX_COPY};
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
        let mut vars: super::FxHashMap<u32, u32> = Default::default();
        // (source cell, destination address to fill)
        let mut work: Vec<(Cell, usize)> = Vec::new();
        let mut copy = |src: Cell, out: &mut Vec<Cell>, work: &mut Vec<(Cell, usize)>| {
            match self.deref(src) {
                Cell::Str(a) if copied.contains_key(&a) => Cell::Str(copied[&a]),
                Cell::Lst(a) if copied.contains_key(&a) => Cell::Lst(copied[&a]),
                c => {
                    // The plain copy, remembering where each compound went.
                    let v = self.export_cell(c, out, &mut vars, work, false);
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
        if !self
            .plain_walk_is_cyclic(c)
            .unwrap_or_else(|| self.is_cyclic(c))
        {
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

    /// Whether the term at `c` is cyclic, told by a plain walk (each
    /// argument visited where it occurs, with [`PathCycle`]) without the
    /// hashing `is_cyclic` does; `None` when the walk takes more than
    /// `CYCLE_CHECK` steps (shared subterms that unfold far).
    fn plain_walk_is_cyclic(&self, c: Cell) -> Option<bool> {
        match self.plain_walk(c, CYCLE_CHECK, false) {
            Plain::Cyclic => Some(true),
            Plain::Finite => Some(false),
            Plain::Var | Plain::TooLong => None,
        }
    }

    /// Whether the term at `c` is ground and acyclic, told by the same
    /// plain walk, stopping at the first variable. A term whose walk
    /// takes more steps than the heap has cells (shared subterms that
    /// unfold far) counts as not ground: the answer is for callers that
    /// may take a shortcut on ground terms (copy_term/2 shares them).
    pub fn is_ground_acyclic(&self, c: Cell) -> bool {
        matches!(self.plain_walk(c, self.cycle_check(), true), Plain::Finite)
    }

    fn plain_walk(&self, c: Cell, limit: usize, stop_at_var: bool) -> Plain {
        let c = self.deref(c);
        let mut cycle = PathCycle::new(c);
        let mut stack: Vec<Cell> = Vec::new();
        let push_args = |c: Cell, stack: &mut Vec<Cell>| match c {
            Cell::Str(a) => {
                let Cell::Fun(_, n) = self.heap[a as usize] else {
                    unreachable!("a compound starts with its functor")
                };
                stack.extend_from_slice(&self.heap[a as usize + 1..=(a + n) as usize]);
            }
            Cell::Lst(a) => stack.extend_from_slice(&self.heap[a as usize..a as usize + 2]),
            _ => {}
        };
        if stop_at_var && matches!(c, Cell::Var(_)) {
            return Plain::Var;
        }
        push_args(c, &mut stack);
        let mut steps = 0;
        while let Some(c) = stack.pop() {
            let c = self.deref(c);
            if stop_at_var && matches!(c, Cell::Var(_)) {
                return Plain::Var;
            }
            if cycle.meets(c, stack.len()) {
                return Plain::Cyclic;
            }
            steps += 1;
            if steps > limit {
                return Plain::TooLong;
            }
            push_args(c, &mut stack);
        }
        Plain::Finite
    }
}

/// How a plain walk of a term ended.
enum Plain {
    Finite,
    Cyclic,
    /// It met a variable (when asked to stop there).
    Var,
    /// It took more steps than its limit.
    TooLong,
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

    /// Binds the variable `v` to `t`.
    fn close(st: &mut Store, v: Cell, t: Cell) {
        let Cell::Var(a) = v else { unreachable!() };
        st.bind(a, t);
    }

    /// Cyclic terms of several shapes, each small.
    fn cyclic_shapes(st: &mut Store) -> Vec<(&'static str, Cell)> {
        let mut shapes = vec![("X = f(X)", self_loop(st))];
        let one = Cell::Int(1);
        // The cycle is copied first, or after a finite subterm beside it.
        for (name, cycle_first) in [("X = f(side, X)", true), ("X = f(X, side)", false)] {
            let x = st.new_var();
            let h = st.new_compound_str("h", &[one]);
            let side = st.new_compound_str("g", &[h, h, one]);
            let args = if cycle_first { [side, x] } else { [x, side] };
            let t = st.new_compound_str("f", &args);
            close(st, x, t);
            shapes.push((name, t));
        }
        // L = [a, b, c|L]
        let l = st.new_var();
        let items = [st.new_atom("a"), st.new_atom("b"), st.new_atom("c")];
        let list = st.new_list(&items, l);
        close(st, l, list);
        shapes.push(("L = [a, b, c|L]", list));
        // A cycle below the root, two compounds round.
        let x = st.new_var();
        let k = st.new_compound_str("k", &[x]);
        let f = st.new_compound_str("f", &[k]);
        close(st, x, f);
        let a = st.new_atom("a");
        shapes.push(("g(a, X), X = f(k(X))", st.new_compound_str("g", &[a, f])));
        // A cycle 1000 compounds round.
        let x = st.new_var();
        let mut t = x;
        for i in 0..1000 {
            t = st.new_compound_str("s", &[Cell::Int(i), t]);
        }
        close(st, x, t);
        shapes.push(("X = s(999, s(..., s(0, X)))", t));
        // Two cycles, one inside the other's round.
        let (x, y) = (st.new_var(), st.new_var());
        let g = st.new_compound_str("g", &[y]);
        close(st, y, g);
        let f = st.new_compound_str("f", &[y, x]);
        close(st, x, f);
        shapes.push(("X = f(Y, X), Y = g(Y)", f));
        // A shared subterm beside the cycle on every round.
        let x = st.new_var();
        let nums: Vec<Cell> = (0..100).map(Cell::Int).collect();
        let s = st.new_list(&nums, Cell::Atom(atom::NIL));
        let f = st.new_compound_str("f", &[s, s, x]);
        close(st, x, f);
        shapes.push(("X = f(S, S, X)", f));
        shapes
    }

    #[test]
    fn the_plain_walk_finds_every_cycle_without_the_check() {
        let mut st = Store::new();
        for (name, t) in cyclic_shapes(&mut st) {
            assert_eq!(st.plain_walk_is_cyclic(t), Some(true), "{name}");
            assert_eq!(st.export(t).err(), Some(CopyError::Cyclic), "{name}");
            let copy = st.copy_term(t).unwrap();
            assert!(st.is_cyclic(copy), "{name}");
        }
    }

    #[test]
    fn the_plain_walk_agrees_with_is_cyclic_on_random_graphs() {
        // xorshift: a fixed sequence, so a failure repeats.
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n) as usize
        };
        let (mut cyclic, mut acyclic, mut undecided) = (0, 0, 0);
        for _ in 0..3000 {
            let mut st = Store::new();
            let n = 1 + next(10);
            let vars: Vec<Cell> = (0..n).map(|_| st.new_var()).collect();
            // Compound i points only at higher ones unless the dice say
            // otherwise, so both kinds of graph come up.
            let back = next(3) == 0;
            for i in 0..n {
                let arity = 1 + next(3);
                let args: Vec<Cell> = (0..arity)
                    .map(|_| match next(4) {
                        0 => Cell::Int(next(3) as i64),
                        _ if back => vars[next(n as u64)],
                        _ if i + 1 < n => vars[i + 1 + next((n - i - 1) as u64)],
                        _ => Cell::Atom(atom::NIL),
                    })
                    .collect();
                let t = if arity == 2 && next(2) == 0 {
                    st.new_list(&args[..1], args[1])
                } else {
                    st.new_compound_str("f", &args)
                };
                close(&mut st, vars[i], t);
            }
            let root = vars[0];
            let truth = st.is_cyclic(root);
            match st.plain_walk_is_cyclic(root) {
                Some(found) => assert_eq!(found, truth),
                None => undecided += 1,
            }
            assert_eq!(st.export(root).is_err(), truth);
            let copy = st.copy_term(root).unwrap();
            assert_eq!(st.is_cyclic(copy), truth);
            if truth {
                cyclic += 1;
            } else {
                acyclic += 1;
            }
        }
        assert!(
            cyclic > 300 && acyclic > 300 && undecided < 30,
            "{cyclic} cyclic, {acyclic} acyclic, {undecided} left to is_cyclic"
        );
    }

    #[test]
    fn the_plain_walk_raises_no_false_alarm_on_shared_subterms() {
        let mut st = Store::new();
        let mut t = st.new_atom("a");
        for _ in 0..8 {
            t = st.new_compound_str("f", &[t, t]);
        }
        let nums: Vec<Cell> = (0..300).map(Cell::Int).collect();
        let l = st.new_list(&nums, Cell::Atom(atom::NIL));
        let g = st.new_compound_str("g", &[l, t, l, l]);
        assert_eq!(st.plain_walk_is_cyclic(g), Some(false));
        assert!(st.export(g).is_ok());
        // Past CYCLE_CHECK steps the walk leaves it to is_cyclic.
        for _ in 0..8 {
            t = st.new_compound_str("f", &[t, t]);
        }
        assert_eq!(st.plain_walk_is_cyclic(t), None);
        assert!(st.export(t).is_ok());
    }

    #[test]
    fn a_shared_acyclic_term_copies_as_a_tree() {
        // T0 = a, T(n+1) = f(Tn, Tn): 4096 leaves from 12 compounds; the
        // plain copy is checked past CYCLE_CHECK, goes on and expands it.
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
