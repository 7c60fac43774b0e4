//! Reclaiming code: retracted clauses and their auxiliary predicates
//! stay in the code arena until a safe point — no run in progress, no choicepoint — where the arena is
//! rebuilt from the live clauses, with every index relocated.
//!
//! **Invariant:** only called when nothing can refer to a code address:
//! no frames, no choicepoints, no nested run.

use std::collections::HashSet;

use super::Machine;
use crate::compile::{ANode, Code, Instr, TNode};

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
        self.st
            .atom_name(self.db.preds[pid as usize].name)
            .starts_with("$aux")
    }

    pub(crate) fn reclaim_code(&mut self) {
        // Auxiliary predicates are live when a live clause owns them.
        let mut live_aux: HashSet<u32> = HashSet::new();
        let mut work: Vec<u32> = Vec::new();
        for (pid, p) in self.db.preds.iter().enumerate() {
            if self.st.atom_name(p.name).starts_with("$aux") {
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
        new.instrs.extend_from_slice(&old.instrs[..3]);
        for pid in 0..self.db.preds.len() as u32 {
            let keep_pred = !self.is_aux(pid) || live_aux.contains(&pid);
            let p = &mut self.db.preds[pid as usize];
            for list in [&mut p.front, &mut p.back] {
                list.retain(|c| keep_pred && c.died == u64::MAX);
                for c in list.iter_mut() {
                    let base = new.marks();
                    let [i, t, a, s] = &c.code;
                    let off = |r: &std::ops::Range<u32>, b: u32| b as i64 - r.start as i64;
                    let (dt, da, ds) = (off(t, base[1]), off(a, base[2]), off(s, base[3]));
                    let mv = |x: u32, d: i64| (x as i64 + d) as u32;
                    for ins in &old.instrs[i.start as usize..i.end as usize] {
                        new.instrs.push(match *ins {
                            Instr::GetTerm(x, r) => Instr::GetTerm(mv(x, dt), r),
                            Instr::PutTerm(x, r) => Instr::PutTerm(mv(x, dt), r),
                            Instr::IsFirst(r, e) => Instr::IsFirst(r, mv(e, da)),
                            Instr::IsVal(r, e) => Instr::IsVal(r, mv(e, da)),
                            Instr::IsAdd(r, src, k, e) => Instr::IsAdd(r, src, k, mv(e, da)),
                            Instr::Compare(op, l, r) => Instr::Compare(op, mv(l, da), mv(r, da)),
                            other => other,
                        });
                    }
                    for n in &old.tmpl[t.start as usize..t.end as usize] {
                        new.tmpl.push(match *n {
                            TNode::Str(f, k, ch) => TNode::Str(f, k, mv(ch, dt)),
                            TNode::Lst(ch) => TNode::Lst(mv(ch, dt)),
                            TNode::Text(x) => TNode::Text(mv(x, ds)),
                            TNode::Big(x) => TNode::Big(mv(x, ds)),
                            other => other,
                        });
                    }
                    for n in &old.anodes[a.start as usize..a.end as usize] {
                        new.anodes.push(match *n {
                            ANode::Op1(f, x) => ANode::Op1(f, mv(x, da)),
                            ANode::Op2(f, x, y) => ANode::Op2(f, mv(x, da), mv(y, da)),
                            ANode::Term(x) => ANode::Term(mv(x, dt)),
                            other => other,
                        });
                    }
                    new.strings
                        .extend_from_slice(&old.strings[s.start as usize..s.end as usize]);
                    let end = new.marks();
                    c.start = (c.start as i64 + off(i, base[0])) as u32;
                    c.code = std::array::from_fn(|k| base[k]..end[k]);
                }
            }
        }
        self.code = new;
        self.code_watermark = self.code.instrs.len().max(RECLAIM_MIN / 2);
    }
}
