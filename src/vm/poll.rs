//! The slow path of a call: every `POLL_EVERY` inferences the machine
//! stops to see whether it was asked to stop (an interrupt from another
//! thread or a signal handler, `abort/0`) and whether its memory is over
//! the `stack_limit` flag, so runaway recursion becomes
//! `resource_error(stack)` instead of exhausting the host.
//!
//! While tracing, every call comes here (`poll_at` stays 0) and the
//! tracer may divert it to the prelude's wrapper (see `trace.rs`).
//!
//! **Invariant:** the fast path pays one compare per call; everything
//! else happens here, out of line.

use crate::compile::CodeAddr;
use std::sync::atomic::Ordering;

use std::time::Instant;

use super::Machine;
use crate::builtins::{resource_error, Flow};

/// A limit a query ran into.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Limit {
    /// More inferences (predicate calls) than allowed.
    #[error("inference limit of {0} exceeded")]
    Inferences(u64),
    /// The wall-clock deadline passed.
    #[error("time limit exceeded")]
    Deadline,
    /// Cancelled through a [`CancelHandle`](crate::CancelHandle).
    #[error("query cancelled")]
    Cancelled,
}

/// The limits of the running query, set through the embedding API.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Limits {
    /// The inference budget, and the count at which it runs out.
    pub inferences: u64,
    pub inferences_at: u64,
    pub deadline: Option<Instant>,
    /// Why the last run was stopped, if a limit stopped it.
    pub hit: Option<Limit>,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            inferences: u64::MAX,
            inferences_at: u64::MAX,
            deadline: None,
            hit: None,
        }
    }
}

/// Calls between polls: often enough that an interrupt lands within
/// microseconds, rarely enough to cost nothing measurable.
const POLL_EVERY: u64 = 4096;

impl Machine {
    /// Called on entry to predicate `pid` (its arguments in registers,
    /// continuing at `cont`) when `inferences` reaches `poll_at`.
    /// `Some(ok)` means the call was taken over (by the tracer) and
    /// `ok` is the result of the call; `None`, that it goes ahead.
    #[cold]
    #[inline(never)]
    pub(super) fn poll(&mut self, pid: u32, cont: CodeAddr) -> Result<Option<bool>, Flow> {
        self.cx.st.poll_at = (self.inferences + POLL_EVERY).min(self.limits.inferences_at);
        let stop = if self.interrupt.load(Ordering::Relaxed) {
            Some(Limit::Cancelled)
        } else if self.inferences >= self.limits.inferences_at {
            Some(Limit::Inferences(self.limits.inferences))
        } else if self.limits.deadline.is_some_and(|d| Instant::now() >= d) {
            Some(Limit::Deadline)
        } else {
            None
        };
        if let Some(why) = stop {
            self.forget_traced_goals();
            self.limits.hit = Some(why);
            return Err(Flow::Abort);
        }
        // Retracted clauses' code goes while the query runs, not only
        // after it.
        let mut cont = cont;
        self.maybe_reclaim_running_code(&mut cont);
        // The caller continues with it (taking `cont` by reference would
        // cost the fast path of every call a spill).
        self.poll_cont = cont;
        let arity = self.db.preds[pid as usize].arity as usize;
        self.maybe_collect_atoms(arity);
        // The trail grows without the heap in a deterministic loop that
        // binds older variables under if-then-else: the collector prunes
        // what no choicepoint can undo.
        if self.cx.st.trail.len() > self.trail_limit {
            self.gc(arity);
        }
        if self.memory_used() > self.cx.flags.stack_limit {
            self.gc(arity);
            // Atoms' names count too: dead ones go before giving up.
            if self.depth == 1 && self.memory_used() > self.cx.flags.stack_limit {
                self.collect_atoms();
            }
            if self.memory_used() > self.cx.flags.stack_limit {
                return Err(resource_error(&mut self.cx, "stack"));
            }
        }
        if self.wake_pending() {
            return self.wake_call(pid, cont).map(Some);
        }
        if self.tracing() {
            self.cx.st.poll_at = 0;
            return self.trace_call(pid, cont);
        }
        Ok(None)
    }

    /// Tidies up after a run started at depth 0 (a goal from the command
    /// line, a toplevel query, an API query, a directive while loading)
    /// has ended, however it ended: captures it left open are closed and
    /// the solution streams of host predicates dropped; when no
    /// choicepoint is left, code and memory are reclaimed.
    pub(crate) fn end_top_run(&mut self) {
        self.agc_all = false;
        // A run that ended by an error or a halt may leave wakeups that
        // will never run, on a heap about to be cut back.
        self.cx.st.wake = crate::term::Cell::Atom(crate::term::atom::NIL);
        self.cx.end_captures();
        self.hosts.running.clear();
        // No findall is running: bags left are from goals that threw.
        self.findall.clear();
        self.findall_cps.clear();
        self.findall_cells = 0;
        // Frames above the live top are dead; a run that overflowed
        // leaves many.
        let top = self.env_top() as usize;
        self.stack.truncate(top.max(3));
        if self.cps.is_empty() {
            self.maybe_reclaim_code();
            self.trim_memory();
        }
        // What builtins weigh their allocations against (`can_grow`)
        // must not be the figure of the run that just overflowed.
        self.memory_used();
    }

    /// After a top-level query whose answers have been printed or copied
    /// out: nothing it put on the heap above `mark` is reachable any more,
    /// so the heap goes back to it at once instead of waiting for the next
    /// collection. A collection during the query only slides live cells
    /// down, so everything older is still below `mark`.
    pub(crate) fn drop_heap_above(&mut self, mark: u32) {
        let mark = mark.max(self.cx.st.frozen);
        let above = |c: &crate::term::Cell| match c {
            crate::term::Cell::Var(a)
            | crate::term::Cell::Str(a)
            | crate::term::Cell::Lst(a)
            | crate::term::Cell::Text(a) => *a >= mark,
            _ => false,
        };
        if self.depth != 0 || !self.cps.is_empty() || self.roots.iter().any(above) {
            return;
        }
        if (mark as usize) < self.cx.st.heap.len() {
            self.cx.st.heap.truncate(mark as usize);
        }
        self.cx.st.trail.clear();
        self.cx.st.hb = mark.min(self.cx.st.hb);
    }

    /// Bytes in use by the heap, environments, choicepoints and trail.
    /// Measuring also refreshes the figure builtins weigh big
    /// allocations against (`Ctx::can_grow`).
    ///
    /// Environments count up to the live top: frames above it are dead
    /// (the next `Allocate` overwrites them), and after a run that ended
    /// in `resource_error(stack)` they would otherwise count against
    /// every later query (issue 25).
    pub(crate) fn memory_used(&mut self) -> usize {
        use std::mem::size_of_val;
        let envs = (self.env_top() as usize).min(self.stack.len());
        self.cx.st.copy_limit =
            self.cx.flags.stack_limit / std::mem::size_of::<crate::term::Cell>();
        self.cx.control_bytes = size_of_val(&self.stack[..envs])
            + size_of_val(&self.cp_args[..])
            + size_of_val(&self.cps[..])
            + (self.findall_cells + self.globals.cells())
                * std::mem::size_of::<crate::term::Cell>();
        self.cx.store_bytes() + self.cx.control_bytes
    }

    /// Gives memory a finished query grew back to the system, keeping
    /// some headroom so the next query does not fault it all in again.
    pub(crate) fn trim_memory(&mut self) {
        const KEEP: usize = 1 << 20;
        fn trim<T>(v: &mut Vec<T>) {
            if v.capacity() > KEEP && v.capacity() > 4 * v.len() {
                v.shrink_to((2 * v.len()).max(KEEP));
            }
        }
        trim(&mut self.cx.st.heap);
        trim(&mut self.stack);
        trim(&mut self.cx.st.trail);
        trim(&mut self.cps);
        trim(&mut self.cp_args);
    }
}
