//! Cleanup handlers: `setup_call_catcher_cleanup/4` and, through it in
//! the prelude, `setup_call_cleanup/3` and `call_cleanup/2`. The handler
//! runs exactly once, when its goal is finished, whichever way it
//! finishes.
//!
//! The prelude calls the goal above a `CpKind::Cleanup` choicepoint that
//! holds the catcher, the cleanup goal and an "exited" flag. Whatever
//! removes that choicepoint runs the handler with the port SWI-Prolog
//! names:
//!
//! - `exit`: the goal succeeded with nothing left above the choicepoint;
//!   `'$cleanup_exit'/2` pops it and the prelude calls the handler.
//! - `fail`: backtracking reaches it; `backtrack` continues at the fixed
//!   address `CLEANUP` (`'$cleanup'/3`) with the continuation `FAIL`.
//! - `exception(E)`, or `external_exception(E)` when the goal had exited
//!   and the exception came from after it: `throw` stops at it and
//!   continues at `CLEANUP`, which runs the handler and throws `E` on.
//! - `!`: a cut removes it. `cut_to` saves the live registers in frames,
//!   calls `'$cleanups'/1` with every handler it removed (newest first)
//!   and continues at `CLEANUP_RESUME`, which restores them.
//! - a run ends with it still there: a goal run as `once/1`, a query
//!   stopped or dropped, an abort or a limit. `close_run` runs the
//!   handlers (port `!`) in a nested run, with the limits and interrupt
//!   suspended. After `halt` no handler runs, as in SWI-Prolog.
//!
//! Errors raised by a handler pass on from the exit, fail and cut ports
//! (the first one, when a cut runs several); at an exception port the
//! goal's exception wins. A handler runs as `once/1`; its failure is
//! ignored.
//!
//! **Invariant:** the ports run as ordinary calls of the run in progress,
//! never as nested runs, so nothing here recurses natively: a cut, an
//! exception or a failure through 100,000 nested handlers is one pass
//! over the choicepoint stack. Only `close_run`, at the end of a run,
//! starts one nested run for all the handlers left.

use std::sync::atomic::Ordering;

use super::Registry;
use super::{CpKind, Machine, Outcome, CLEANUP, CLEANUP_RESUME, FAIL};
use crate::builtins::Flow;
use crate::compile::CodeAddr;
use crate::term::{atom, Cell, Snapshot};

type Res = Result<bool, Flow>;

pub(crate) fn register(r: &mut Registry) {
    r.add("$cleanup_push", 3, push);
    r.add("$cleanup_exit", 2, exit);
}

/// `'$cleanup_push'(+Catcher, +Cleanup, -B)`: pushes the Cleanup
/// choicepoint, at height B. As in SWI, Cleanup must be callable (it is
/// checked after Setup ran, before Goal).
fn push(m: &mut Machine, a: &[Cell]) -> Res {
    let formal = match m.cx.st.deref(a[1]) {
        Cell::Var(_) => Some(Cell::Atom(atom::INSTANTIATION_ERROR)),
        Cell::Atom(_) | Cell::Str(_) | Cell::Lst(_) => None,
        c => Some(
            m.cx.st
                .new_compound(atom::TYPE_ERROR, &[Cell::Atom(atom::CALLABLE), c]),
        ),
    };
    if let Some(formal) = formal {
        let name = m.cx.st.intern("setup_call_catcher_cleanup");
        let pi = crate::builtins::indicator(&mut m.cx, name, 4);
        let v = m.cx.st.new_var();
        let ctx = m.cx.st.new_compound(atom::CONTEXT, &[pi, v]);
        return Err(Flow::Throw(
            m.cx.st.new_compound(atom::ERROR, &[formal, ctx]),
        ));
    }
    // The flag is older than the choicepoint, so binding it is trailed
    // and backtracking into the goal unbinds it.
    let flag = m.cx.st.new_var();
    let b = m.cps.len() as i64;
    let saved = [m.x[0], m.x[1], m.x[2]];
    m.x[..3].copy_from_slice(&[a[0], a[1], flag]);
    m.push_cp(CpKind::Cleanup, 3);
    m.x[..3].copy_from_slice(&saved);
    Ok(m.cx.st.unify(a[2], Cell::Int(b)))
}

/// `'$cleanup_exit'(+B, -Det)`: the goal above the Cleanup choicepoint at
/// height B has succeeded. With no choicepoint above it, it is removed
/// and Det is `true` (the prelude runs the handler); otherwise Det is
/// `false` and the choicepoint notes that the goal has exited.
fn exit(m: &mut Machine, a: &[Cell]) -> Res {
    let Cell::Int(b) = m.cx.st.deref(a[0]) else {
        return Ok(false);
    };
    let b = b as usize;
    let det = match m.cps.get(b) {
        Some(cp) if matches!(cp.kind, CpKind::Cleanup) => {
            if m.cps.len() == b + 1 {
                m.drop_cps(b as u32);
                true
            } else {
                let flag = m.cp_args[cp.args as usize + 2];
                if let Cell::Var(v) = m.cx.st.deref(flag) {
                    m.cx.st.set_backtrackable(v, Cell::Atom(atom::TRUE));
                }
                false
            }
        }
        // Already run (cannot happen: the goal is called opaque to cut).
        _ => false,
    };
    let det = Cell::Atom(if det { atom::TRUE } else { atom::FALSE });
    Ok(m.cx.st.unify(a[1], det))
}

/// A Cleanup choicepoint's handler, read from its saved arguments at
/// `args` before it is popped.
#[derive(Clone, Copy)]
pub(super) struct Handler {
    catcher: Cell,
    goal: Cell,
    exited: bool,
}

impl Machine {
    pub(super) fn cleanup_handler(&self, args: usize) -> Handler {
        Handler {
            catcher: self.cp_args[args],
            goal: self.cp_args[args + 1],
            exited: !matches!(self.cx.st.deref(self.cp_args[args + 2]), Cell::Var(_)),
        }
    }

    /// The fail port, from `backtrack`: the choicepoint is popped and its
    /// arguments are back in x[0..3]. Continues at
    /// `'$cleanup'(fail, Catcher, Cleanup)`, then fails.
    pub(super) fn cleanup_fail(&mut self) {
        self.x[2] = self.x[1];
        self.x[1] = self.x[0];
        self.x[0] = Cell::Atom(atom::FAIL);
        self.cpc = FAIL;
        self.p = CLEANUP;
    }

    /// The exception port, from `throw`: the choicepoint is popped and
    /// the state it saved restored. Continues at
    /// `'$cleanup'(exception(Ball), Catcher, Cleanup)`, which throws on.
    pub(super) fn cleanup_exception(&mut self, ball: &Snapshot, h: Handler) {
        let ball = self.cx.st.import(ball);
        let port = self.cx.st.intern(if h.exited {
            "external_exception"
        } else {
            "exception"
        });
        self.x[0] = self.cx.st.new_compound(port, &[ball]);
        self.x[1] = h.catcher;
        self.x[2] = h.goal;
        self.cpc = FAIL;
        self.p = CLEANUP;
    }

    /// Removes the choicepoints from height `from` up, returning the
    /// handlers among them as a list of `Catcher-Cleanup`, newest first.
    fn take_cleanups(&mut self, from: u32) -> Cell {
        let handlers: Vec<Handler> = (from as usize..self.cps.len())
            .rev()
            .filter(|&i| matches!(self.cps[i].kind, CpKind::Cleanup))
            .map(|i| self.cleanup_handler(self.cps[i].args as usize))
            .collect();
        self.drop_cps(from);
        let pairs: Vec<Cell> = handlers
            .iter()
            .map(|h| self.cx.st.new_compound(atom::MINUS, &[h.catcher, h.goal]))
            .collect();
        self.cx.st.new_list(&pairs, Cell::Atom(atom::NIL))
    }

    /// The cut port, from `cut_to` when the choicepoints from height
    /// `from` up hold handlers. Two frames keep what the cut interrupted:
    /// `[CE, CP = cpc, 0]`, then `[CE, CP = p, N, B0, X0..]` with the
    /// registers any clause may use. Both code addresses sit where every
    /// frame keeps its CP, so a code-arena rebuild while the handlers run
    /// relocates them like any other. Then `'$cleanups'(Handlers)` is
    /// called with the continuation `CLEANUP_RESUME`.
    #[cold]
    pub(super) fn cut_with_cleanups(&mut self, from: u32) -> Result<bool, Flow> {
        let handlers = self.take_cleanups(from);
        let name = self.cx.st.intern("$cleanups");
        let pid = self.db.system_id(name, 1);
        self.call_then_resume(pid, handlers, self.p)
    }

    /// Calls `pid(arg)` in the middle of a clause, then goes on at
    /// `resume` with the registers as they were (through the fixed
    /// `CleanupResume` instruction): the registers any clause uses
    /// (`max_reg`) are saved in two frames whose CP fields hold `resume`
    /// and `cpc`, so a code rebuild meanwhile relocates them. The cut's
    /// cleanup handlers and the wakeup after an inline builtin run so.
    pub(super) fn call_then_resume(
        &mut self,
        pid: u32,
        arg: Cell,
        resume: CodeAddr,
    ) -> Result<bool, Flow> {
        let k = self.max_reg as usize;
        let outer = self.env_top();
        self.stack.truncate(outer as usize);
        self.stack.extend_from_slice(&[
            Cell::Int(self.e as i64),
            super::addr_cell(self.cpc),
            Cell::Int(0),
        ]);
        let inner = outer + 3;
        self.stack.extend_from_slice(&[
            Cell::Int(outer as i64),
            super::addr_cell(resume),
            Cell::Int(1 + k as i64),
            Cell::Int(self.b0 as i64),
        ]);
        self.stack.extend_from_slice(&self.x[..k]);
        self.e = inner;
        self.x[0] = arg;
        self.invoke(pid, CLEANUP_RESUME)
            .map_err(|f| self.error_ball(f, pid))
    }

    /// `CleanupResume`: back from the handlers a cut ran; restores what
    /// `cut_with_cleanups` saved in its two frames and continues after
    /// the cut.
    pub(super) fn cleanup_resume(&mut self) {
        let e = self.e as usize;
        let (Cell::Int(n), Cell::Int(b0)) = (self.stack[e + 2], self.stack[e + 3]) else {
            unreachable!("CleanupResume runs in the frame cut_with_cleanups made")
        };
        let k = n as usize - 1;
        self.x[..k].copy_from_slice(&self.stack[e + 4..e + 4 + k]);
        self.b0 = b0 as u32;
        // The inner frame's CP is where the cut's clause goes on; the
        // outer one's is that clause's own continuation.
        self.pop_frame();
        self.p = self.cpc;
        self.pop_frame();
    }

    /// Ends a run that ended as `out`: removes the choicepoints it left
    /// above `base_cp`, first running the cleanup handlers among them in
    /// a nested run (not after `halt`). Limits and the interrupt flag are
    /// suspended meanwhile, so an aborted run still cleans up; a new
    /// cancel stops the handlers. A run that succeeded ends as the
    /// handlers' error or abort, if any; a halt in a handler wins.
    pub(crate) fn close_run(&mut self, out: Outcome) -> Outcome {
        let from = self.base_cp as usize;
        let any = from < self.cps.len()
            && self.cps[from..]
                .iter()
                .any(|c| matches!(c.kind, CpKind::Cleanup));
        if !any || matches!(out, Outcome::Halt(_)) {
            self.drop_cps(self.base_cp);
            return out;
        }
        let handlers = self.take_cleanups(self.base_cp);
        let name = self.cx.st.intern("$cleanups");
        let goal = self.cx.st.new_compound(name, &[handlers]);
        let interrupted = self.interrupt.swap(false, Ordering::Relaxed);
        let limits = std::mem::take(&mut self.limits);
        let res = self.solve(goal);
        self.drop_cps(self.base_cp);
        self.limits = limits;
        if interrupted {
            self.interrupt.store(true, Ordering::Relaxed);
        }
        match (out, res) {
            (_, halt @ Outcome::Halt(_)) => halt,
            (Outcome::True, res @ (Outcome::Error(_) | Outcome::Aborted)) => res,
            (out, _) => out,
        }
    }
}
