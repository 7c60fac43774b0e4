//! Wakeup: running the hooks of the attributed variables bound since the
//! last call (`term/attvar.rs` records them in `Store::wake`).
//!
//! A binding sets `Store::poll_at` to 0, so the next call takes the slow
//! path (`poll.rs`), which calls the prelude's `'$wakeup'(Wakeups, Goal)`
//! instead: the hooks, then the call. Where no call comes next the
//! machine looks itself, with one test of `Store::wake`: before an
//! inline builtin or arithmetic (goals too, in SWI's eyes), before a cut
//! (so a failing hook can still try the alternatives the cut would
//! remove, as in SWI), after an inline builtin or `is/2` that bound one,
//! and at `Proceed` (a clause's exit). In the middle of a clause the
//! hooks run through `call_then_resume`, which restores the registers. Backtracking
//! and a builtin undoing a trial unification restore `Store::wake` from
//! the trail.
//!
//! **Invariant:** a program that makes no attributed variable pays
//! nothing at a call and one well-predicted test at a clause's exit,
//! after an inline builtin and at a cut; hooks run as ordinary calls of
//! the run in progress, never natively nested, however long a chain of
//! wakeups grows.

use super::Machine;
use crate::builtins::Flow;
use crate::compile::CodeAddr;
use crate::term::{atom, Cell};

impl Machine {
    /// Whether bound attributed variables wait for their hooks.
    #[inline(always)]
    pub(super) fn wake_pending(&self) -> bool {
        matches!(self.cx.st.wake, Cell::Lst(_))
    }

    /// The pending wakeups, taken.
    fn take_wakeups(&mut self) -> Cell {
        std::mem::replace(&mut self.cx.st.wake, Cell::Atom(atom::NIL))
    }

    /// `'$wakeup'/1` or `'$wakeup'/2`. Predicate numbers are never
    /// reused, so they are looked up once.
    fn wakeup_pred(&mut self, arity: usize) -> u32 {
        let preds = match self.wakeup_preds {
            Some(p) => p,
            None => {
                let name = self.cx.st.intern("$wakeup");
                let p = [self.db.system_id(name, 1), self.db.system_id(name, 2)];
                self.wakeup_preds = Some(p);
                p
            }
        };
        preds[arity - 1]
    }

    /// Runs the wakeups, then the call of `pid` (arguments in registers)
    /// that found them pending, continuing at `cont`.
    #[cold]
    pub(super) fn wake_call(&mut self, pid: u32, cont: CodeAddr) -> Result<bool, Flow> {
        let goal = self.callable_from_registers(pid);
        self.x[1] = goal;
        self.x[0] = self.take_wakeups();
        let w = self.wakeup_pred(2);
        self.invoke(w, cont)
    }

    /// Runs the wakeups in the middle of a clause, which goes on at
    /// `resume` with its registers as they are now.
    #[cold]
    #[inline(never)]
    pub(super) fn wake_here(&mut self, resume: CodeAddr) -> Result<bool, Flow> {
        let ws = self.take_wakeups();
        let w = self.wakeup_pred(1);
        self.call_then_resume(w, ws, resume)
    }

    /// Runs the wakeups as a clause exits (`p` is its continuation).
    #[cold]
    #[inline(never)]
    pub(super) fn wake_at_exit(&mut self) -> Result<bool, Flow> {
        self.x[0] = self.take_wakeups();
        let w = self.wakeup_pred(1);
        self.invoke(w, self.p)
    }
}

impl Machine {
    /// The residual goals of the attributed variables reachable from
    /// `vars` (an answer's bindings), as the toplevel and the embedding
    /// API show them with the answer: each module's `attribute_goals//1`,
    /// with `user:` taken off goal arguments, as SWI's toplevel does. Runs
    /// nested, so it may move the heap: read the roots again after.
    pub(crate) fn residual_goals(&mut self, vars: &[Cell]) -> Vec<Cell> {
        if self.cx.st.attvars_made == 0 {
            return Vec::new();
        }
        let list = self.cx.st.new_list(vars, Cell::Atom(atom::NIL));
        if self.cx.st.term_attvars(list).is_empty() {
            return Vec::new();
        }
        let gs = self.cx.st.new_var();
        let name = self.cx.st.intern("$toplevel_residuals");
        let goal = self.cx.st.new_compound(name, &[list, gs]);
        let (out, kept) = self.run_nested_keep(goal, &[gs]);
        if !matches!(out, super::Outcome::True) {
            return Vec::new();
        }
        self.cx.st.list_to_vec(kept[0]).unwrap_or_default()
    }
}
