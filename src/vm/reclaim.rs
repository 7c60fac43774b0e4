//! Reclaiming code: retracted clauses and their auxiliary predicates
//! stay in the code arena until a safe point — no run in progress, no choicepoint — where the arena is
//! rebuilt from the live clauses, with every index relocated (by the
//! exhaustive `relocate` methods beside the instruction set).
//!
//! **Invariant:** only called when nothing can refer to a code address:
//! no frames, no choicepoints, no nested run.

use std::collections::HashSet;

use super::Machine;
use crate::compile::{Code, Relocation};

/// Arena size (instructions) below which no rebuild is worth it.
const RECLAIM_MIN: usize = 1 << 16;

impl Machine {
    /// Rebuilds the code arena if it has grown enough since the last time.
    pub(crate) fn maybe_reclaim_code(&mut self) {
        let n = self.code.instrs.len();
        if n < RECLAIM_MIN || n < 2 * self.code_watermark || self.depth > 0 || !self.cps.is_empty()
        {
            return;
        }
        self.reclaim_code();
    }

    /// Drops dead clause entries of a predicate when no choicepoint holds
    /// a position in its clause list, so retract-heavy loops do not scan
    /// an ever longer list. (Their code goes at the next rebuild.)
    pub(crate) fn prune_dead_clauses(&mut self, pid: u32) {
        let referenced = self
            .cps
            .iter()
            .any(|c| matches!(c.kind, super::CpKind::Clauses { pid: p, .. } if p == pid));
        if referenced {
            return;
        }
        let p = &mut self.db.preds[pid as usize];
        if p.dead > 0 {
            p.front.retain(|c| c.died == u64::MAX);
            p.back.retain(|c| c.died == u64::MAX);
            p.dead = 0;
        }
    }

    fn is_aux(&self, pid: u32) -> bool {
        crate::compile::is_aux_name(self.st.atom_name(self.db.preds[pid as usize].name))
    }

    pub(crate) fn reclaim_code(&mut self) {
        // Auxiliary predicates are live when a live clause owns them.
        let mut live_aux: HashSet<u32> = HashSet::new();
        let mut work: Vec<u32> = Vec::new();
        for (pid, p) in self.db.preds.iter().enumerate() {
            if crate::compile::is_aux_name(self.st.atom_name(p.name)) {
                continue;
            }
            let _ = pid;
            for c in p.front.iter().chain(&p.back) {
                if c.died == u64::MAX {
                    work.extend_from_slice(&c.aux);
                }
            }
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
        for pid in 0..self.db.preds.len() as u32 {
            let keep_pred = !self.is_aux(pid) || live_aux.contains(&pid);
            let p = &mut self.db.preds[pid as usize];
            for list in [&mut p.front, &mut p.back] {
                list.retain(|c| keep_pred && c.died == u64::MAX);
                for c in list.iter_mut() {
                    let r = Relocation {
                        from: c.code.clone().map(|range| range.start),
                        to: new.marks(),
                    };
                    let [i, t, a, s] = c
                        .code
                        .clone()
                        .map(|range| range.start as usize..range.end as usize);
                    new.instrs
                        .extend(old.instrs[i].iter().map(|ins| ins.relocate(&r)));
                    new.tmpl.extend(old.tmpl[t].iter().map(|n| n.relocate(&r)));
                    new.anodes
                        .extend(old.anodes[a].iter().map(|n| n.relocate(&r)));
                    new.strings.extend_from_slice(&old.strings[s]);
                    let end = new.marks();
                    c.start = c.start - r.from[0] + r.to[0];
                    c.code = std::array::from_fn(|k| r.to[k]..end[k]);
                }
            }
        }
        self.code = new;
        self.code_watermark = self.code.instrs.len().max(RECLAIM_MIN / 2);
    }
}
