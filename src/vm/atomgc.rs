//! Atom garbage collection: mark every atom the machine can still reach,
//! free the others, and let the interner hand their numbers out again, so
//! a loop that makes temporary atoms (`atom_concat(x, I, A)` a million
//! times) runs in flat memory.
//!
//! Roots: every cell of the heap, the trail's old values, the registers,
//! the environment stack, `cp_args` and `roots` (all of them, stale ones
//! included: keeping an atom too long is harmless); the choicepoints'
//! index keys; the code arena (constants and functors of instructions,
//! templates and arithmetic nodes, dead clauses' code included until a
//! rebuild drops it); the database (predicate names and modules, clause
//! keys and clause terms, the modules' names and exports); findall bags; initialization goals; answer tables; the stream table
//! (aliases, file names). Well-known atoms are never freed. The operator
//! table, flags and the owned `Term`s of the embedding API hold names,
//! not atom numbers.
//!
//! Rust code may hold an `Atom` in a local across a run (the loader
//! between directives, the initialization goals being run), where no
//! root can see it. So collection happens only at a call of the
//! outermost run (`depth` 1), and when that run was started by
//! `run_nested` (directives, initialization goals, `-g` goals) it frees
//! only atoms made during the run: `solve` at depth 1 starts a new epoch
//! of the atom table, and anything a Rust caller of the run holds is
//! older than it. API queries and toplevel queries, whose drivers hold
//! only names, set `agc_all` and may free atoms of every epoch.
//!
//! **Invariant:** an atom number is freed only when no cell, instruction,
//! clause, key or stream of the machine holds it.

use super::{CpKind, Key, Machine};
use crate::term::{Atom, Cell};

/// Atoms made between collections at least.
const AGC_MIN: usize = 50_000;

struct Marks(Vec<bool>);

impl Marks {
    #[inline]
    fn atom(&mut self, a: Atom) {
        if let Some(m) = self.0.get_mut(a.0 as usize) {
            *m = true;
        }
    }

    #[inline]
    fn cell(&mut self, c: Cell) {
        match c {
            Cell::Atom(a) | Cell::Fun(a, _) => self.atom(a),
            _ => {}
        }
    }

    fn cells(&mut self, cs: &[Cell]) {
        for &c in cs {
            self.cell(c);
        }
    }

    fn key(&mut self, k: Key) {
        if let Some(a) = k.name() {
            self.atom(a)
        }
    }
}

impl Machine {
    /// Collects atoms when enough have been made since the last time and
    /// this is a safe point for it (see the module doc).
    /// `live_args` argument registers are live (a call is being made).
    pub(crate) fn maybe_collect_atoms(&mut self, live_args: usize) {
        if self.depth == 1 && self.cx.st.atoms.made >= self.atom_gc_at {
            // Dead heap cells would keep their atoms: collect them first.
            self.gc(live_args);
            self.collect_atoms();
        }
    }

    /// Collects atoms, when enough have been made, before a builtin the
    /// clause calls inline (`Instr::Builtin`), which does not pass the
    /// poll at predicate entry: a failure-driven loop of inline builtins
    /// (`between(1, N, I), format(atom(A), ..., [I]), ..., fail`) polls
    /// nowhere, and kept every atom it made (issue 25). Without a heap
    /// collection first: temporaries live across an inline call may sit
    /// in any register, which only marking (stale registers included)
    /// can take as they are. What backtracking dropped is gone anyway.
    #[inline]
    pub(crate) fn collect_atoms_at_builtin(&mut self) {
        if self.cx.st.atoms.made >= self.atom_gc_at && self.depth == 1 {
            self.collect_atoms();
        }
    }

    /// Marks the reachable atoms and frees the others made in this run;
    /// returns how many were freed.
    pub(crate) fn collect_atoms(&mut self) -> usize {
        let mut mk = Marks(vec![false; self.cx.st.atoms.slots()]);
        mk.cells(&self.cx.st.heap);
        for t in &self.cx.st.trail {
            if let crate::term::TrailEntry::Old(_, c) = *t {
                mk.cell(c);
            }
        }
        mk.cells(&self.x[..]);
        mk.cells(&self.stack);
        mk.cells(&self.cp_args);
        mk.cells(&self.roots);
        for cp in &self.cps {
            if let CpKind::Clauses { key, .. } = cp.kind {
                mk.key(key);
            }
        }
        self.mark_code_atoms(&mut mk);
        for p in &self.db.preds {
            mk.atom(p.module);
            mk.atom(p.name);
            for c in p.front.iter().chain(&p.back) {
                mk.key(c.key);
                mk.cells(&c.term.cells);
                mk.cell(c.term.root);
            }
        }
        // A module made during the run (an autoloaded library's) is
        // named only here.
        for (name, module) in &self.db.modules {
            mk.atom(*name);
            for &(export, _) in &module.exports {
                mk.atom(export);
            }
        }
        if let Some(m) = self.db.compile_module {
            mk.atom(m);
        }
        for bag in &self.findall {
            mk.cells(&bag.cells);
        }
        for (key, value) in self.globals.iter() {
            mk.atom(key);
            mk.cells(&value.cells);
            mk.cell(value.root);
        }
        for (g, _, _) in &self.init_goals {
            mk.cells(&g.cells);
            mk.cell(g.root);
        }
        for a in self.cx.streams.atoms() {
            mk.atom(a);
        }
        self.tabling.atoms(|c| mk.cell(c));
        let freed = self.cx.st.atoms.collect(&mk.0, self.agc_all);
        // A name made for an auxiliary predicate that never came to be
        // is free now: its number may come back as any atom's.
        let marked = &mk.0;
        self.db
            .aux_names
            .retain(|a| marked.get(a.0 as usize).copied().unwrap_or(true));
        let scanned = self.cx.st.heap.len() + self.code.instrs.len() + self.code.tmpl.len();
        // Each collection scans the heap and the code: make enough atoms
        // in between to pay for it. Under ZEBRALOG_GC_STRESS, collect at
        // every poll that made an atom, so the test suite exercises it.
        self.atom_gc_at = match self.gc_stress {
            Some(_) => 1,
            None => AGC_MIN.max(self.cx.st.atoms.len()).max(scanned / 16),
        };
        freed
    }

    fn mark_code_atoms(&self, mk: &mut Marks) {
        // Each node kind lists its atoms in one exhaustive match beside
        // the instruction set.
        for &i in &self.code.instrs {
            i.atoms(|a| mk.atom(a));
        }
        for &n in &self.code.tmpl {
            n.atoms(|a| mk.atom(a));
        }
        for &n in &self.code.anodes {
            n.atoms(|a| mk.atom(a));
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::vm::Machine;

    /// Issue 25: `format(atom(A), ...)` in a failure-driven loop kept
    /// every atom it made (3M calls: 365 MB): the loop calls only inline
    /// builtins and backtracks into between/3, so it never reached the
    /// poll where atoms are collected.
    #[test]
    fn atoms_of_a_loop_of_inline_builtins_are_collected() {
        let mut m = Machine::new();
        m.consult_str(
            "t :- between(1, 60000, I), format(atom(A), \"x~w\", [I]), atom(A), fail.\n\
             t.\n",
        )
        .unwrap();
        let before = m.cx.st.atoms.len();
        m.query_once("t").unwrap().unwrap();
        // One collection after 50000 atoms; 10000 made since.
        let after = m.cx.st.atoms.len();
        assert!(after < before + 20_000, "{before} atoms, then {after}");
    }
}
