//! The one protocol for running Prolog from Rust: a run starts with
//! `Machine::begin_run`, which saves what the starter had and raises the
//! floor, and ends when its `RunGuard` is dropped, which puts all of it
//! back, however the run ended (an answer, failure, an error, a limit,
//! halt, or a query dropped half-way). API queries, the toplevel's
//! queries, directives, initialization goals, `-g` goals and the
//! loader's DCG translation all go through it.
//!
//! **Invariant:** between `begin_run` and the guard's drop the machine
//! is reached only through the guard, so nothing can end a run twice or
//! leave one half-ended.

use std::ops::{Deref, DerefMut};
use std::sync::atomic::Ordering;

use super::Machine;
use crate::compile::CodeAddr;
use crate::term::Cell;

/// Who starts a run, which decides what it saves and what its end tidies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RunKind {
    /// A query of the embedding API or the toplevel. Its driver holds
    /// no atom numbers in Rust, so atoms made before it may be collected
    /// during it; its end clears the interrupt flag and the limits and
    /// flushes the output.
    Query,
    /// A goal run from Rust in the middle of something (a directive, an
    /// initialization goal, a `-g` goal, a grammar rule's translation):
    /// inside a running query the outer argument registers are live, so
    /// they are kept on the root stack meanwhile.
    Nested,
}

/// The control registers of whoever started the run.
#[derive(Clone, Copy, Debug)]
struct Registers {
    p: CodeAddr,
    cpc: CodeAddr,
    e: u32,
    b0: u32,
    base_cp: u32,
}

/// A run in progress; dropping it ends the run. It dereferences to the
/// machine.
pub(crate) struct RunGuard<'m> {
    m: &'m mut Machine,
    kind: RunKind,
    saved: Registers,
    /// Root stack height when the run began: the outer registers kept
    /// for a nested run, then the run's own roots, lie above it.
    roots_mark: usize,
    /// How many outer argument registers are kept there.
    kept_regs: usize,
    /// Heap top before the run's goal was built: an outermost query's
    /// end gives back what it built above it.
    heap_mark: Option<u32>,
}

impl Machine {
    /// Begins a run of `kind`: the caller's control registers are saved,
    /// the floor of backtracking is raised to the current choicepoint
    /// height, and `roots` (the goal and its variables, or whatever the
    /// caller needs back) are kept where the collector relocates them.
    pub(crate) fn begin_run(
        &mut self,
        kind: RunKind,
        roots: &[Cell],
        heap_mark: Option<u32>,
    ) -> RunGuard<'_> {
        let saved = Registers {
            p: self.p,
            cpc: self.cpc,
            e: self.e,
            b0: self.b0,
            base_cp: self.base_cp,
        };
        let roots_mark = self.roots.len();
        // Inside a running query the outer registers may be live (no
        // more than any clause uses or call/N has filled); at depth 0 no
        // Prolog code is running.
        let kept_regs = match kind {
            RunKind::Nested if self.depth > 0 => {
                (self.max_reg.max(self.call_high) as usize + 1).min(self.x.len())
            }
            _ => 0,
        };
        self.roots.extend_from_slice(&self.x[..kept_regs]);
        self.roots.extend_from_slice(roots);
        self.base_cp = self.cps.len() as u32;
        self.depth += 1;
        // Atoms a Rust caller holds across a nested run (the loader's,
        // an initialization goal's) are older than it and kept; the
        // drivers of queries hold none (see atomgc.rs).
        self.agc_all = kind == RunKind::Query;
        if kind == RunKind::Query {
            // Long big-integer arithmetic stops on an interrupt; the API
            // arms the query's deadline too (`Query::start`).
            crate::term::stop::arm(None, self.interrupt.clone());
        }
        RunGuard {
            m: self,
            kind,
            saved,
            roots_mark,
            kept_regs,
            heap_mark,
        }
    }
}

impl RunGuard<'_> {
    /// The roots the run was begun with, as the collector left them.
    pub(crate) fn roots(&self) -> &[Cell] {
        &self.m.roots[self.roots_mark + self.kept_regs..]
    }
}

impl Deref for RunGuard<'_> {
    type Target = Machine;
    fn deref(&self) -> &Machine {
        self.m
    }
}

impl DerefMut for RunGuard<'_> {
    fn deref_mut(&mut self) -> &mut Machine {
        self.m
    }
}

impl Drop for RunGuard<'_> {
    fn drop(&mut self) {
        let m = &mut *self.m;
        // Whatever the run left (after halt, or a driver that did not
        // close it) goes without running handlers.
        m.drop_cps(m.base_cp);
        m.depth -= 1;
        let kept = self.roots_mark..self.roots_mark + self.kept_regs;
        m.x[..self.kept_regs].copy_from_slice(&m.roots[kept]);
        m.roots.truncate(self.roots_mark);
        let r = self.saved;
        (m.p, m.cpc, m.e, m.b0, m.base_cp) = (r.p, r.cpc, r.e, r.b0, r.base_cp);
        if self.kind == RunKind::Query {
            m.interrupt.store(false, Ordering::Relaxed);
            m.limits = Default::default();
            crate::term::stop::disarm();
        }
        if m.depth == 0 {
            m.end_top_run();
            if let Some(mark) = self.heap_mark {
                m.drop_heap_above(mark);
            }
        }
        if self.kind == RunKind::Query {
            m.cx.flush();
        }
    }
}
