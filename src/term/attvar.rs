//! Attributed variables: the cell layout, their binding and their
//! attributes.
//!
//! An attributed variable is a heap cell of its own holding
//! `Cell::Attv(p)`, where `Str(p)` is its attribute list, the chain
//! `att(Module, Value, More)` ending in `[]` that SWI-Prolog's
//! `get_attrs/2` shows. Terms refer to it with `Var` of that cell, so
//! [`Store::deref`] gives `Var` for it as for any unbound variable and
//! every type test, comparison, copy and walk that does not ask for
//! attributes treats it as a plain variable (findall/3 and assert drop
//! attributes that way, as SWI does). `put_attr/3` on a plain variable
//! makes a new `Attv` cell at the heap top and binds the variable to it,
//! so an `Attv` cell is never an argument of a compound nor a register.
//!
//! Binding one (`bind_attvar`, reached from [`Store::bind`] only when the
//! cell is an `Attv`) writes the value, trails the old `Attv` cell, and
//! pushes `wake(Attributes, Value)` on [`Store::wake`], setting
//! [`Store::poll_at`] to 0 so the machine's next call runs the hooks. A
//! plain variable unified with an attributed one is bound to it, without
//! a wakeup; of two attributed variables the younger is bound to the
//! older, and its hooks see the older one.
//!
//! **Invariant:** nothing here runs Prolog; the machine decides when the
//! pending wakeups run (`vm/wakeup.rs`).

use super::{atom, Atom, Cell, Store, TrailEntry};

impl Store {
    /// Binds the attributed variable at `addr` (see the module docs).
    #[cold]
    #[inline(never)]
    pub(super) fn bind_attvar(&mut self, addr: u32, value: Cell) {
        let Cell::Attv(p) = self.heap[addr as usize] else {
            unreachable!("bind_attvar on an attributed variable")
        };
        let value = self.deref(value);
        if let Cell::Var(b) = value {
            if b == addr {
                return;
            }
            if !self.is_attvar(b) {
                // The plain variable takes the attributed one as value.
                self.heap[b as usize] = Cell::Var(addr);
                if b < self.hb {
                    self.trail.push(TrailEntry::Bind(b));
                }
                return;
            }
        }
        if addr < self.hb {
            self.trail.push(TrailEntry::Old(addr, Cell::Attv(p)));
        }
        self.heap[addr as usize] = value;
        let w = self.new_compound(atom::WAKE, &[Cell::Str(p), value]);
        // Trailed whatever the age: undoing the binding (backtracking, or
        // a builtin such as `\=` undoing its trial) drops its wakeup.
        self.trail.push(TrailEntry::Wake(self.wake));
        self.wake = self.new_list(&[w], self.wake);
        self.poll_at = 0;
    }

    /// Binds the attributed variable at `addr` to the non-variable
    /// `value` for a solver that has already dealt with its own attribute
    /// `module` (CLP(FD) propagation): only the other modules' hooks are
    /// scheduled.
    pub fn bind_attvar_except(&mut self, addr: u32, value: Cell, module: Atom) {
        let Cell::Attv(p) = self.heap[addr as usize] else {
            return self.bind(addr, value);
        };
        if addr < self.hb {
            self.trail.push(TrailEntry::Old(addr, Cell::Attv(p)));
        }
        self.heap[addr as usize] = value;
        let mut others = Vec::new();
        let mut l = Cell::Str(p);
        while let Cell::Str(q) = l {
            if self.deref(self.heap[q as usize + 1]) != Cell::Atom(module) {
                others.push((self.heap[q as usize + 1], self.heap[q as usize + 2]));
            }
            l = self.deref(self.heap[q as usize + 3]);
        }
        if others.is_empty() {
            return;
        }
        let mut atts = Cell::Atom(atom::NIL);
        for &(m, v) in others.iter().rev() {
            atts = self.new_compound(atom::ATT, &[m, v, atts]);
        }
        let w = self.new_compound(atom::WAKE, &[atts, value]);
        self.trail.push(TrailEntry::Wake(self.wake));
        self.wake = self.new_list(&[w], self.wake);
        self.poll_at = 0;
    }

    /// Overwrites the heap cell at `addr` (inside a term such as an
    /// attribute value) so that backtracking restores it; a cell newer
    /// than the newest choicepoint needs no trail entry.
    #[inline]
    pub fn update(&mut self, addr: u32, value: Cell) {
        if addr < self.hb {
            let old = self.heap[addr as usize];
            self.trail.push(TrailEntry::Old(addr, old));
        }
        self.heap[addr as usize] = value;
    }

    /// Runs `goal` with the wakeups, before the next goal (a builtin
    /// whose answer attribute hooks decide: `\=/2`).
    pub fn schedule_goal(&mut self, goal: Cell) {
        let w = self.new_compound(atom::CALL, &[goal]);
        self.trail.push(TrailEntry::Wake(self.wake));
        self.wake = self.new_list(&[w], self.wake);
        self.poll_at = 0;
    }

    /// Whether the unbound variable at `a` has attributes.
    #[inline]
    pub fn is_attvar(&self, a: u32) -> bool {
        matches!(self.heap[a as usize], Cell::Attv(_))
    }

    /// The attribute list of the unbound variable at `a`, if it has one.
    pub fn attrs(&self, a: u32) -> Option<Cell> {
        match self.heap[a as usize] {
            Cell::Attv(p) => Some(Cell::Str(p)),
            _ => None,
        }
    }

    /// The value of `module`'s attribute on the variable at `a`.
    pub fn get_attr(&self, a: u32, module: Atom) -> Option<Cell> {
        let mut l = self.attrs(a)?;
        while let Cell::Str(p) = l {
            if self.deref(self.heap[p as usize + 1]) == Cell::Atom(module) {
                return Some(self.heap[p as usize + 2]);
            }
            l = self.deref(self.heap[p as usize + 3]);
        }
        None
    }

    /// Sets `module`'s attribute on the unbound variable at `a` to
    /// `value`, backtrackably: an existing one keeps its place in the
    /// list, a new one goes at its end (as SWI).
    pub fn put_attr(&mut self, a: u32, module: Atom, value: Cell) {
        let mut entries = self.attr_entries(a);
        match entries.iter_mut().find(|(m, _)| *m == Cell::Atom(module)) {
            Some(e) => e.1 = value,
            None => entries.push((Cell::Atom(module), value)),
        }
        self.set_attrs(a, &entries);
    }

    /// Removes `module`'s attribute, backtrackably; a variable left with
    /// none is a plain variable again (as SWI).
    pub fn del_attr(&mut self, a: u32, module: Atom) {
        let mut entries = self.attr_entries(a);
        let before = entries.len();
        entries.retain(|(m, _)| *m != Cell::Atom(module));
        if entries.len() != before {
            self.set_attrs(a, &entries);
        }
    }

    /// Replaces the whole attribute list of the unbound variable at `a`
    /// with `att(M, V, More)` chain `list` (`[]`: no attributes).
    pub fn put_attrs(&mut self, a: u32, list: Cell) {
        let mut entries = Vec::new();
        let mut l = self.deref(list);
        while let Some((atom::ATT, 3)) = self.functor(l) {
            entries.push((self.deref(self.arg(l, 0)), self.arg(l, 1)));
            l = self.deref(self.arg(l, 2));
        }
        self.set_attrs(a, &entries);
    }

    /// The (module, value) pairs of the variable at `a`, in order.
    fn attr_entries(&self, a: u32) -> Vec<(Cell, Cell)> {
        let mut out = Vec::new();
        let Some(mut l) = self.attrs(a) else {
            return out;
        };
        while let Cell::Str(p) = l {
            out.push((
                self.deref(self.heap[p as usize + 1]),
                self.heap[p as usize + 2],
            ));
            l = self.deref(self.heap[p as usize + 3]);
        }
        out
    }

    /// Makes `entries` the attributes of the unbound variable at `a`.
    fn set_attrs(&mut self, a: u32, entries: &[(Cell, Cell)]) {
        let mut l = Cell::Atom(atom::NIL);
        for &(m, v) in entries.iter().rev() {
            l = self.new_compound(atom::ATT, &[m, v, l]);
        }
        match (l, self.is_attvar(a)) {
            (Cell::Str(p), true) => self.set_backtrackable(a, Cell::Attv(p)),
            (Cell::Str(p), false) => {
                let t = self.top();
                self.heap.push(Cell::Attv(p));
                self.attvars_made += 1;
                self.bind(a, Cell::Var(t));
            }
            (_, true) => self.set_backtrackable(a, Cell::Var(a)),
            (_, false) => {}
        }
    }

    /// The attributed variables of `t`, depth-first left to right, and
    /// those of their attribute values in turn (SWI's `term_attvars/2`).
    pub fn term_attvars(&self, t: Cell) -> Vec<Cell> {
        if self.attvars_made == 0 {
            return Vec::new();
        }
        let mut out = Vec::new();
        let mut seen = std::collections::HashSet::new();
        let mut pending = vec![t];
        while let Some(t) = pending.pop() {
            let (vars, _) = self.variable_occurrences(&[t]);
            // Attribute values are walked after the term, in order.
            let mut next = Vec::new();
            for a in vars {
                if let Some(l) = self.attrs(a) {
                    if seen.insert(a) {
                        out.push(Cell::Var(a));
                        next.push(l);
                    }
                }
            }
            pending.extend(next.into_iter().rev());
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::super::{atom, Cell, Store};

    fn wakeups(st: &Store) -> usize {
        let mut n = 0;
        let mut l = st.wake;
        while let Cell::Lst(a) = l {
            n += 1;
            l = st.heap[a as usize + 1];
        }
        n
    }

    #[test]
    fn attributes_put_get_del_and_undo() {
        let mut st = Store::new();
        let Cell::Var(x0) = st.new_var() else {
            unreachable!()
        };
        let m = st.intern("m");
        st.hb = st.top();
        let mark = st.trail.len();
        st.put_attr(x0, m, Cell::Int(1));
        let Cell::Var(x) = st.deref(Cell::Var(x0)) else {
            panic!("an attributed variable derefs to a variable")
        };
        assert!(st.is_attvar(x));
        assert_eq!(st.get_attr(x, m), Some(Cell::Int(1)));
        st.put_attr(x, m, Cell::Int(2));
        assert_eq!(st.get_attr(x, m), Some(Cell::Int(2)));
        st.del_attr(x, m);
        assert!(!st.is_attvar(x));
        st.undo_trail(mark);
        assert!(!st.is_attvar(x0), "put_attr/3 is undone");
    }

    #[test]
    fn binding_schedules_a_wakeup_that_undoing_drops() {
        let mut st = Store::new();
        let m = st.intern("m");
        let (Cell::Var(a), Cell::Var(b), Cell::Var(p)) = (st.new_var(), st.new_var(), st.new_var())
        else {
            unreachable!()
        };
        st.put_attr(a, m, Cell::Int(1));
        st.put_attr(b, m, Cell::Int(2));
        let (Cell::Var(a), Cell::Var(b)) = (st.deref(Cell::Var(a)), st.deref(Cell::Var(b))) else {
            unreachable!()
        };
        st.hb = st.top();
        let mark = st.trail.len();
        // A plain variable takes the attributed one: no wakeup.
        assert!(st.unify(Cell::Var(p), Cell::Var(a)));
        assert_eq!(wakeups(&st), 0);
        assert_eq!(st.deref(Cell::Var(p)), Cell::Var(a));
        // Of two, the younger is bound to the older.
        assert!(st.unify(Cell::Var(a), Cell::Var(b)));
        assert_eq!(wakeups(&st), 1);
        assert!(st.is_attvar(a) && !st.is_attvar(b));
        assert_eq!(st.poll_at, 0);
        st.undo_trail(mark);
        assert_eq!(st.wake, Cell::Atom(atom::NIL));
        assert!(st.is_attvar(b));
    }
}
