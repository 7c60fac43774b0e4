//! Reclaiming code: retracted clauses and their auxiliary predicates
//! stay in the code arena until it is rebuilt from the clauses worth
//! keeping, with every index relocated: at the end of a top-level run
//! with no choicepoint left, or at a call of the outermost run (`poll`),
//! where what may still run is kept and its addresses are relocated.
//! Indexes inside the code move by the exhaustive `relocate` methods
//! beside the instruction set.
//!
//! **Invariant:** a rebuild happens only where every code address is
//! known to the machine: no nested run (whose caller keeps `p` and `cpc`
//! in Rust locals), and, while running, with every running address
//! (`p`, `cpc`, the call's continuation, frame CPs, choicepoint
//! continuations) relocated.

use super::{addr_cell, frame_cp};
use crate::compile::CodeAddr;
use std::collections::HashSet;

use super::db::ClauseRef;
use super::Machine;
use crate::compile::{Code, Relocation};

/// Arena size (`code_size`) below which no rebuild is worth it.
const RECLAIM_MIN: usize = 1 << 16;

impl Machine {
    /// The size of the code arena: its instructions, template nodes,
    /// arithmetic nodes and strings. A clause with a big ground term
    /// grows the templates, not the instructions, so all of them count.
    pub(crate) fn code_size(&self) -> usize {
        let c = &self.code;
        c.instrs.len() + c.tmpl.len() + c.anodes.len() + c.strings.len()
    }

    /// Notes that a clause died: if the arena has grown enough for a
    /// rebuild, the next call polls (`poll` runs the rebuild), however
    /// few inferences the program makes per assert (a loop asserting and
    /// retracting one huge term makes a handful).
    pub(crate) fn note_dead_code(&mut self) {
        let min = if self.gc_stress.is_some() {
            0
        } else {
            RECLAIM_MIN
        };
        let n = self.code_size();
        if n >= min && n >= 2 * self.code_watermark {
            self.cx.st.poll_at = 0;
        }
    }

    /// Rebuilds the code arena if it has grown enough since the last time.
    pub(crate) fn maybe_reclaim_code(&mut self) {
        let n = self.code_size();
        if n < RECLAIM_MIN
            || n < 2 * self.code_watermark
            || self.depth > 0
            || !self.cps.is_empty()
            || !self.has_dead_code()
        {
            return;
        }
        self.reclaim_code();
    }

    /// Whether a rebuild would drop anything: a clause is dead, or dead
    /// code waits in the graveyard. (Only asked when the arena has
    /// doubled, so the scan of the predicates is rare; a program that
    /// only asserts never pays for a copy of its code.)
    pub(crate) fn has_dead_code(&self) -> bool {
        !self.db.graveyard.is_empty() || self.db.preds.iter().any(|p| p.dead() > 0)
    }

    fn is_aux(&self, pid: u32) -> bool {
        crate::compile::is_aux_name(self.cx.st.atom_name(self.db.preds[pid as usize].name))
    }

    /// Rebuilds the arena while a query runs, when it has grown enough:
    /// code still reachable from running frames, choicepoints, `p`, `cpc`
    /// and `cont` (the continuation of the call being made) is kept and
    /// every such address relocated. Only in the outermost run: a nested
    /// run's caller holds its registers in Rust locals.
    pub(crate) fn maybe_reclaim_running_code(&mut self, cont: &mut CodeAddr) {
        let n = self.code_size();
        // Under ZEBRALOG_GC_STRESS the arena is rebuilt whenever it has
        // doubled, so the test suite exercises relocation everywhere.
        let min = if self.gc_stress.is_some() {
            0
        } else {
            RECLAIM_MIN
        };
        if n < min || n < 2 * self.code_watermark || self.depth > 1 {
            return;
        }
        if !self.has_dead_code() {
            // Nothing to drop: look again when the arena doubles again.
            self.code_watermark = n;
            return;
        }
        let frames = self.live_frames();
        let mut refs: Vec<CodeAddr> = vec![self.p, self.cpc, *cont];
        for &e in &frames {
            if let Some(cp) = frame_cp(self.stack[e as usize + 1]) {
                refs.push(cp);
            }
        }
        refs.extend(self.cps.iter().map(|c| c.cp));
        refs.extend(self.cps.iter().filter_map(|c| match c.kind {
            super::CpKind::Else(to) => Some(to),
            _ => None,
        }));
        refs.sort_unstable();
        refs.dedup();
        let moved = self.rebuild_code(&refs);
        let mv = |a: CodeAddr| relocate(&moved, a);
        self.p = mv(self.p);
        self.cpc = mv(self.cpc);
        *cont = mv(*cont);
        for &e in &frames {
            if let Some(cp) = frame_cp(self.stack[e as usize + 1]) {
                self.stack[e as usize + 1] = addr_cell(mv(cp));
            }
        }
        for c in &mut self.cps {
            c.cp = mv(c.cp);
            if let super::CpKind::Else(to) = &mut c.kind {
                *to = mv(*to);
            }
        }
    }

    pub(crate) fn reclaim_code(&mut self) {
        self.rebuild_code(&[]);
    }

    /// Copies the code worth keeping into a new arena: live clauses,
    /// every clause of a predicate a choicepoint may still try, dead
    /// clauses whose code holds one of the (sorted) running addresses
    /// `refs`, and the auxiliary predicates those own. Returns where each
    /// kept instruction range went: (old start, old end, new start),
    /// sorted.
    fn rebuild_code(&mut self, refs: &[CodeAddr]) -> Vec<(u32, u32, u32)> {
        let running = |c: &ClauseRef| holds_ref(refs, &c.code[0]);
        let cp_preds: HashSet<u32> = self
            .cps
            .iter()
            .filter_map(|c| match c.kind {
                super::CpKind::Clauses { pid, .. } => Some(pid),
                super::CpKind::Retry { pins, .. } if pins != u32::MAX => Some(pins),
                _ => None,
            })
            .collect();
        let keep = |pid: u32, c: &ClauseRef| {
            c.died == u64::MAX || cp_preds.contains(&pid) || holds_ref(refs, &c.code[0])
        };
        // Auxiliary predicates are live when a kept clause owns them, or
        // when they are running themselves.
        let mut live_aux: HashSet<u32> = HashSet::new();
        let mut work: Vec<u32> = Vec::new();
        for (pid, p) in self.db.preds.iter().enumerate() {
            let pid = pid as u32;
            if crate::compile::is_aux_name(self.cx.st.atom_name(p.name)) {
                if cp_preds.contains(&pid) || p.front.iter().chain(&p.back).any(running) {
                    work.push(pid);
                }
                continue;
            }
            for c in p.front.iter().chain(&p.back) {
                if keep(pid, c) {
                    work.extend_from_slice(&c.aux);
                }
            }
        }
        let graveyard = std::mem::take(&mut self.db.graveyard);
        let graveyard: Vec<_> = graveyard
            .into_iter()
            .filter(|b| holds_ref(refs, &b.code[0]))
            .collect();
        for b in &graveyard {
            work.extend_from_slice(&b.aux);
        }
        while let Some(a) = work.pop() {
            if live_aux.insert(a) {
                for c in self.db.preds[a as usize]
                    .front
                    .iter()
                    .chain(&self.db.preds[a as usize].back)
                {
                    if c.died == u64::MAX {
                        work.extend_from_slice(&c.aux);
                    }
                }
            }
        }
        let old = std::mem::take(&mut self.code);
        let mut new = Code::default();
        new.instrs
            .extend_from_slice(&old.instrs[..super::FIXED_CODE]);
        let mut moved: Vec<(u32, u32, u32)> = Vec::new();
        for pid in 0..self.db.preds.len() as u32 {
            if self.is_aux(pid) && !live_aux.contains(&pid) {
                // Only the code dropped here called it.
                self.db.free_aux_pred(pid);
                continue;
            }
            let p = &mut self.db.preds[pid as usize];
            let entries = p.entries();
            for list in [&mut p.front, &mut p.back] {
                list.retain(|c| keep(pid, c));
                for c in list.iter_mut() {
                    let i = c.code[0].clone();
                    c.code = copy_code(&old, &mut new, &c.code);
                    c.start = CodeAddr(c.start.0 - i.start + c.code[0].start);
                    moved.push((i.start, i.end, c.code[0].start));
                }
            }
            if p.entries() != entries {
                p.reindex();
            } else {
                p.moved_code();
            }
            p.recount();
        }
        for mut b in graveyard {
            let i = b.code[0].clone();
            b.code = copy_code(&old, &mut new, &b.code);
            moved.push((i.start, i.end, b.code[0].start));
            self.db.graveyard.push(b);
        }
        self.code = new;
        let floor = if self.gc_stress.is_some() {
            0
        } else {
            RECLAIM_MIN / 2
        };
        self.code_watermark = self.code_size().max(floor);
        moved.sort_unstable();
        moved
    }
}

/// Whether one of the sorted addresses `refs` lies in `r`.
fn holds_ref(refs: &[CodeAddr], r: &std::ops::Range<u32>) -> bool {
    let i = refs.partition_point(|a| a.0 < r.start);
    refs.get(i).is_some_and(|a| a.0 < r.end)
}

/// Where the code address `a` went; addresses outside every kept range
/// (the fixed ones below `FIXED_CODE`) stay.
fn relocate(moved: &[(u32, u32, u32)], a: CodeAddr) -> CodeAddr {
    let i = moved.partition_point(|m| m.0 <= a.0);
    match i.checked_sub(1).map(|i| moved[i]) {
        Some((start, end, to)) if a.0 < end => CodeAddr(a.0 - start + to),
        _ => a,
    }
}

/// Copies one clause's code (instruction, template, arithmetic-node and
/// string ranges) from `old` to the end of `new`, moving the indexes
/// inside it with the instruction set's exhaustive `relocate` methods;
/// returns the new ranges.
fn copy_code(
    old: &Code,
    new: &mut Code,
    code: &[std::ops::Range<u32>; 4],
) -> [std::ops::Range<u32>; 4] {
    let r = Relocation {
        from: code.clone().map(|range| range.start),
        to: new.marks(),
    };
    let [i, t, a, s] = code
        .clone()
        .map(|range| range.start as usize..range.end as usize);
    new.instrs
        .extend(old.instrs[i].iter().map(|ins| ins.relocate(&r)));
    new.tmpl.extend(old.tmpl[t].iter().map(|n| n.relocate(&r)));
    new.anodes
        .extend(old.anodes[a].iter().map(|n| n.relocate(&r)));
    new.strings.extend_from_slice(&old.strings[s]);
    let end = new.marks();
    std::array::from_fn(|k| r.to[k]..end[k])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::toplevel::GoalStatus;

    /// Issue 25: churning a clause that holds a big term (assert and
    /// retract, recorda and erase) keeps the code arena and the clause
    /// lists bounded while the loop runs, though it makes only a few
    /// inferences per round: a clause's death asks the next call to
    /// poll, which rebuilds the arena once it has doubled.
    #[test]
    fn churn_of_big_clauses_keeps_the_program_bounded() {
        let mut m = Machine::new();
        m.consult_text(":- dynamic big/1.\n", None, None);
        // Loads the recorded database's library.
        let ok = m.run_goal("recorda(k, x, R), erase(R)");
        assert_eq!(ok, GoalStatus::Success);
        let entries: usize = m.db.preds.iter().map(|p| p.entries()).sum();
        let start = m.code_size();
        let ok = m.run_goal("numlist(1, 1000, L), assertz(big(L))");
        assert_eq!(ok, GoalStatus::Success);
        let clause = m.code_size() - start;
        assert_eq!(m.run_goal("retract(big(_))"), GoalStatus::Success);
        // The arena is rebuilt when it has doubled (and is past
        // RECLAIM_MIN); rounds that never reclaim grow it three times
        // past that.
        let bound = 2 * start.max(RECLAIM_MIN) + 2 * clause;
        let rounds = 3 * bound / clause;
        for churn in [
            "assertz(big(L)), retract(big(_))",
            "recorda(k, L, R), erase(R)",
        ] {
            let goal = format!(
                "numlist(1, 1000, L), nb_setval(peak, 0), \
                 forall(between(1, {rounds}, _), \
                        ( {churn}, statistics(codes, C), nb_getval(peak, P0), \
                          P is max(P0, C), nb_setval(peak, P) )), \
                 nb_getval(peak, Peak), Peak < {bound}"
            );
            assert_eq!(m.run_goal(&goal), GoalStatus::Success, "{churn}");
            let held: usize = m.db.preds.iter().map(|p| p.entries()).sum();
            assert!(held <= entries + 32, "{churn}: {held} clause entries held");
        }
    }

    /// A queue processed by a retract walk left open (`retract(q(X)),
    /// ..., assertz(q(Y)), fail`) kills a clause and adds one per round:
    /// the dead ones its walk no longer sees are dropped while it runs,
    /// its position moved with them (issue 25: the walk used to keep all
    /// of them, and each `q(_)` call scanned them). The answers are
    /// SWI's: the walk sees only the clauses of its start.
    #[test]
    fn an_open_retract_walk_lets_the_dead_clauses_go() {
        let mut m = Machine::new();
        m.consult_text(
            ":- dynamic q/1.\n\
             q(0). q(1). q(2).\n\
             step(X) :- Y is X + 3, assertz(q(Y)), retract(q(Y)), \
                 assertz(q(Y)), aggregate_all(count, q(_), 3).\n",
            None,
            None,
        );
        let goal = "findall(X, (retract(q(X)), step(X)), Xs), Xs == [0, 1, 2]";
        assert_eq!(m.run_goal(goal), GoalStatus::Success);
        // A walk left open (clause/2 has more to try) while 2000
        // clauses come and go: none of them is its to see.
        m.consult_text(":- dynamic r/1.\n r(1). r(2).\n", None, None);
        let goal = "once(( clause(r(_), true), \
                           forall(between(1, 2000, _), (assertz(r(x)), retract(r(x)))) )), \
                    aggregate_all(count, r(_), 2)";
        assert_eq!(m.run_goal(goal), GoalStatus::Success);
        let held = m.db.preds.iter().map(|p| p.entries()).max().unwrap();
        assert!(held < 1000, "{held} entries held by one predicate");
    }
}
