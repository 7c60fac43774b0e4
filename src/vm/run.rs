//! The instruction loop, calls, backtracking and exceptions.

use super::template::Walk;
use super::{
    ChoicePoint, Control, CpKind, Key, Machine, Native, NondetNative, PredKind, CATCH_EXIT, NREGS,
    SUCCEED, XMASK,
};
use crate::builtins::{existence_error, instantiation_error, type_error, Flow, Redo, Step};
use crate::compile::CodeAddr;
use crate::compile::{Instr, Operand, PredId, Reg};
use crate::term::{atom, Cell, Snapshot, TrailEntry};

/// How a run of the machine ended.
#[derive(Debug)]
pub enum Outcome {
    /// A solution was found (bindings are on the heap).
    True,
    /// No (more) solutions.
    False,
    /// An uncaught exception: the ball, copied off the heap.
    Error(Snapshot),
    /// halt/0,1 was called.
    Halt(i32),
    /// The run was interrupted (see `Machine::interrupt_handle`) or
    /// `abort/0` was called.
    Aborted,
}

/// After a false test: continue at its else address if it has one
/// (true), else fail (false).
#[inline]
fn or_else(p: &mut CodeAddr, to: CodeAddr) -> bool {
    if to.0 == 0 {
        return false;
    }
    *p = to;
    true
}

/// Appends the argument registers a choicepoint saves. Most predicates
/// have a few arguments: for those four cells are saved, whatever the
/// arity, a fixed-size copy that costs less than the call to `memcpy` a
/// copy of any length makes (the cells past the arity are dead
/// registers, never read back as arguments).
#[inline(always)]
fn save_args(to: &mut Vec<Cell>, x: &[Cell], n: usize) {
    if n <= 4 {
        to.extend_from_slice(&x[..4]);
    } else {
        to.extend_from_slice(&x[..n]);
    }
}

/// Copies the arguments `save_args` saved back into the registers.
#[inline(always)]
fn restore_args(x: &mut [Cell], saved: &[Cell], n: usize) {
    if n <= 4 {
        x[..4].copy_from_slice(&saved[..4]);
    } else {
        restore_many(x, saved, n);
    }
}

/// `restore_args` past four cells, out of line: inlined, the compiler
/// merged both copies into one `memcpy` call of a computed length.
#[cold]
#[inline(never)]
fn restore_many(x: &mut [Cell], saved: &[Cell], n: usize) {
    x[..n].copy_from_slice(&saved[..n]);
}

impl Machine {
    #[inline]
    pub(crate) fn get(&self, r: Reg) -> Cell {
        match r {
            Reg::X(i) => self.x[i as usize & XMASK],
            Reg::Y(i) => self.stack[(self.e + 3 + i) as usize],
        }
    }

    #[inline]
    pub(crate) fn set(&mut self, r: Reg, c: Cell) {
        match r {
            Reg::X(i) => self.x[i as usize & XMASK] = c,
            Reg::Y(i) => self.stack[(self.e + 3 + i) as usize] = c,
        }
    }

    /// The term an operand of `TermCmp` stands for.
    #[inline]
    fn operand(&self, o: Operand) -> Cell {
        match o {
            Operand::Reg(r) => self.get(r),
            Operand::Atom(a) => Cell::Atom(a),
            Operand::Int(i) => Cell::Int(i as i64),
        }
    }

    fn frame_end(&self, e: u32) -> u32 {
        let Cell::Int(n) = self.stack[e as usize + 2] else {
            unreachable!()
        };
        e + 3 + n as u32
    }

    /// In read mode, the next argument of the structure a Get* opened.
    #[inline]
    fn next_struct_arg(&mut self) -> Cell {
        let c = self.cx.st.heap[self.s as usize];
        self.s += 1;
        c
    }

    /// Whether the unbound variable at `v` is attributed.
    #[inline]
    fn is_attvar_cell(&self, v: u32) -> bool {
        matches!(self.cx.st.heap[v as usize], Cell::Attv(_))
    }

    /// GetList/GetStruct on an attributed variable: binding it puts its
    /// wakeup on the heap, so the list cell or compound (`f`/`n`, or a
    /// list cell for `None`) is made first, its arguments fresh
    /// variables, and the variable bound to it after. The Unify*
    /// instructions then match those in read mode. Returns the address
    /// of the first argument.
    #[cold]
    fn build_then_bind(&mut self, v: u32, f: Option<crate::term::Atom>, n: u32) -> u32 {
        let h = self.cx.st.top();
        let (term, args) = match f {
            Some(f) => {
                self.cx.st.heap.push(Cell::Fun(f, n));
                (Cell::Str(h), h + 1)
            }
            None => (Cell::Lst(h), h),
        };
        for _ in 0..n {
            self.cx.st.new_var();
        }
        self.cx.st.bind(v, term);
        args
    }

    /// GetList2 on the list cell at `h`: head and tail to the two
    /// registers, or unified with them (flag bits 0 and 1).
    #[inline(always)]
    fn get_list2_read(&mut self, r1: Reg, r2: Reg, h: u32, flags: u8) -> bool {
        let (c1, c2) = (self.cx.st.heap[h as usize], self.cx.st.heap[h as usize + 1]);
        let ok1 = if flags & 1 == 0 {
            self.set(r1, c1);
            true
        } else {
            let v = self.get(r1);
            self.cx.st.unify(v, c1)
        };
        ok1 && if flags & 2 == 0 {
            self.set(r2, c2);
            true
        } else {
            let v = self.get(r2);
            self.cx.st.unify(v, c2)
        }
    }

    /// Returns to the caller's environment and continuation.
    #[inline]
    pub(super) fn pop_frame(&mut self) {
        let e = self.e as usize;
        let (Cell::Int(ce), Cell::Int(cp)) = (self.stack[e], self.stack[e + 1]) else {
            unreachable!("environment frames start with CE and CP")
        };
        self.e = ce as u32;
        self.cpc = CodeAddr(cp as u32);
    }

    /// Where the next environment frame goes: above the current frame and
    /// above every frame a choicepoint may still return to.
    #[inline]
    pub(super) fn env_top(&self) -> u32 {
        self.cps
            .last()
            .map_or(0, |c| c.etop)
            .max(self.frame_end(self.e))
    }

    pub(crate) fn update_hb(&mut self) {
        self.cx.st.hb = self.cps.last().map_or(0, |c| self.cx.st.backtrack_top(c.h));
    }

    pub(crate) fn push_cp(&mut self, kind: CpKind, arity: u32) {
        let etop = self.env_top();
        let args = self.cp_args.len() as u32;
        save_args(&mut self.cp_args, &self.x[..], arity as usize);
        self.cps.push(ChoicePoint {
            kind,
            h: self.cx.st.top(),
            tr: self.cx.st.trail.len() as u32,
            e: self.e,
            cp: self.cpc,
            etop,
            args,
            arity,
        });
        self.cx.st.hb = self.cx.st.top();
    }

    /// Removes the choicepoints above height `n` (never below `base_cp`)
    /// without running the cleanup handlers among them; see `cut_to`.
    pub(crate) fn drop_cps(&mut self, n: u32) {
        if (n as usize) < self.cps.len() {
            let n = n.max(self.base_cp) as usize;
            if n < self.cps.len() {
                let tr = self.cps[n].tr as usize;
                self.cp_args.truncate(self.cps[n].args as usize);
                self.cps.truncate(n);
                self.update_hb();
                self.tidy_trail(tr);
            }
        }
    }

    /// After a cut: drops the entries made since trail mark `from` that
    /// no choicepoint left can undo: a binding of, or a value overwritten
    /// in, a cell at or above the heap mark of the newest choicepoint
    /// (backtracking to it discards that cell). Without this a
    /// deterministic loop whose if-then-else condition binds variables
    /// made before its choicepoint (`sum_list/2`'s `L = [X|Xs]`) grows
    /// the trail by an entry per iteration, and each collection that
    /// prunes it walks the whole live heap: quadratic time (issue 25).
    /// Entries after `from` were all made above the removed
    /// choicepoints, so each cut only scans what the cut-off computation
    /// trailed (an entry kept moves into an older choicepoint's segment).
    fn tidy_trail(&mut self, from: usize) {
        let top = self.cx.st.backtrack_top(self.cps.last().map_or(0, |c| c.h));
        let trail = &mut self.cx.st.trail;
        let start = from.min(trail.len());
        let mut to = start;
        for i in start..trail.len() {
            let e = trail[i];
            let keep = match e {
                TrailEntry::Bind(a) | TrailEntry::Old(a, _) => a < top,
                TrailEntry::Wake(_) => true,
            };
            if keep {
                trail[to] = e;
                to += 1;
            }
        }
        trail.truncate(to);
    }

    /// The cut: removes the choicepoints above height `n`. When a
    /// setup_call_cleanup/3 choicepoint is among them its cleanup runs
    /// first, as a call the cut makes (Ok(false) and Err as for `invoke`).
    #[inline]
    pub(crate) fn cut_to(&mut self, n: u32) -> Result<bool, Flow> {
        let from = n.max(self.base_cp) as usize;
        if from < self.cps.len()
            && self.cps[from..]
                .iter()
                .any(|c| matches!(c.kind, CpKind::Cleanup))
        {
            return self.cut_with_cleanups(from as u32);
        }
        self.drop_cps(n);
        Ok(true)
    }

    /// Calls predicate `pid` with arguments in registers, continuing at
    /// `cont`. Returns Err for an exception to throw.
    pub(crate) fn invoke(&mut self, pid: u32, cont: CodeAddr) -> Result<bool, Flow> {
        self.invoke_fast(pid, cont)
    }

    /// The body of `invoke`, inlined into the instruction loop.
    #[inline(always)]
    fn invoke_fast(&mut self, pid: u32, mut cont: CodeAddr) -> Result<bool, Flow> {
        self.inferences += 1;
        if self.inferences >= self.cx.st.poll_at {
            if let Some(ok) = self.poll(pid, cont)? {
                return Ok(ok);
            }
            // A code rebuild in `poll` may have moved the continuation.
            cont = self.poll_cont;
        }
        let pred = &self.db.preds[pid as usize];
        let PredKind::User = pred.kind else {
            return self.invoke_other(pid, cont);
        };
        let arity = pred.arity;
        if self.cx.st.heap.len() > self.gc_limit {
            self.gc(arity as usize);
        }
        let pred = &self.db.preds[pid as usize];
        if pred.plain() && pred.entries() > 0 {
            let pos = pred.first_pos();
            let alt = (pred.entries() > 1).then_some(CpKind::Clauses {
                pid,
                arg: 0,
                pos: pos + 1,
                gen: self.db.generation,
                key: Key::ANY,
            });
            return self.enter_clause(pred.at(pos).start, alt, arity, cont);
        }
        let key = if arity > 0 {
            Key::of(&self.cx.st, self.x[0])
        } else {
            Key::ANY
        };
        let n = pred.entries();
        if n >= super::db::INDEX_MIN && (key == Key::ANY || n > super::db::SCAN_MAX) {
            return self.invoke_indexed(pid, cont, key);
        }
        let gen = self.db.generation;
        let Some(pos) = pred.next_first(pred.first_pos(), key, gen) else {
            return self.no_clause(pid, cont);
        };
        let start = pred.at(pos).start;
        let alt = match pred.next_first(pos + 1, key, gen) {
            // An unbound first argument: another argument may select the
            // clauses (`maplist(succ, L, [2,3])` leaves no choicepoint,
            // as with SWI's JIT indexes).
            Some(_) if key == Key::ANY && arity > 1 => {
                return self.invoke_indexed(pid, cont, key);
            }
            Some(next) if !(pred.ssu() && super::ssu::commits_alone(pred, pos, next, key)) => {
                Some(CpKind::Clauses {
                    pid,
                    arg: 0,
                    pos: next,
                    gen,
                    key,
                })
            }
            _ => None,
        };
        self.enter_clause(start, alt, arity, cont)
    }

    /// Runs the selected clause at `start`, continuing at `cont`, with a
    /// choicepoint for the alternative clauses if there are any.
    #[inline(always)]
    fn enter_clause(
        &mut self,
        start: CodeAddr,
        alt: Option<CpKind>,
        arity: u32,
        cont: CodeAddr,
    ) -> Result<bool, Flow> {
        self.cpc = cont;
        self.b0 = self.cps.len() as u32;
        if let Some(alt) = alt {
            self.push_cp(alt, arity);
        }
        self.p = start;
        Ok(true)
    }

    /// A call of a predicate with enough clauses for hash indexes: the
    /// clauses are selected by the best indexed argument (`first` is the
    /// first argument's key, which the caller has already taken).
    #[inline(never)]
    fn invoke_indexed(&mut self, pid: u32, cont: CodeAddr, first: Key) -> Result<bool, Flow> {
        let pred = &mut self.db.preds[pid as usize];
        let arity = pred.arity;
        let (arg, key) = pred.choose_arg_keyed(&self.cx.st, &self.x[..arity as usize], first);
        let gen = self.db.generation;
        let (Some((pos, start)), next) = pred.first_two(arg, key, gen) else {
            return self.no_clause(pid, cont);
        };
        let next = match next {
            Some(n) if pred.ssu() && arg == 0 && super::ssu::commits_alone(pred, pos, n, key) => {
                None
            }
            next => next,
        };
        let alt = next.map(|pos| CpKind::Clauses {
            pid,
            arg,
            pos,
            gen,
            key,
        });
        self.enter_clause(start, alt, arity, cont)
    }

    #[cold]
    fn no_clause(&mut self, pid: u32, cont: CodeAddr) -> Result<bool, Flow> {
        let pred = &self.db.preds[pid as usize];
        if pred.is_defined() {
            return Ok(false);
        }
        // Defined in a default module or by a library (loaded now if it
        // is not yet): the predicate becomes an import, and the call is
        // made again (counted once). See modules.rs.
        if self.resolve_undefined(pid) {
            self.inferences -= 1;
            return self.invoke(pid, cont);
        }
        let pred = &self.db.preds[pid as usize];
        let (module, name, arity) = (pred.module, pred.name, pred.arity as usize);
        let mut pi = crate::builtins::indicator(&mut self.cx, name, arity);
        if module != atom::USER && module != atom::SYSTEM {
            pi = self
                .cx
                .st
                .new_compound(atom::COLON, &[Cell::Atom(module), pi]);
        }
        match self.cx.flags.unknown {
            super::Unknown::Error => Err(existence_error(&mut self.cx, "procedure", pi)),
            super::Unknown::Warning => {
                super::control::warn_unknown(self, pi);
                Ok(false)
            }
            super::Unknown::Fail => Ok(false),
        }
    }

    fn invoke_other(&mut self, pid: u32, cont: CodeAddr) -> Result<bool, Flow> {
        let pred = &self.db.preds[pid as usize];
        match pred.kind {
            PredKind::Builtin(f) => {
                let n = pred.arity as usize;
                if self.call_builtin(f, pid, n)? {
                    self.p = cont;
                    Ok(true)
                } else {
                    Ok(false)
                }
            }
            PredKind::Control(c) => self.control(c, cont),
            PredKind::Nondet(_) => {
                if let Some(f) = pred.det_bound {
                    if !matches!(self.cx.st.deref(self.x[0]), Cell::Var(_)) {
                        let n = pred.arity as usize;
                        if !self.call_builtin(Native::Ctx(f), pid, n)? {
                            return Ok(false);
                        }
                        self.p = cont;
                        return Ok(true);
                    }
                }
                self.cpc = cont;
                self.nondet_first(pid)
            }
            PredKind::Host(i) => {
                let n = pred.arity as usize;
                if self.call_host(i, n).map_err(|f| self.error_ball(f, pid))? {
                    self.p = cont;
                    Ok(true)
                } else {
                    Ok(false)
                }
            }
            PredKind::User => self.invoke(pid, cont),
            PredKind::Import(t) => {
                // A call crossing into another module: its goal arguments
                // run in the caller's module (system code's in `user`).
                let module = match pred.module {
                    atom::SYSTEM => atom::USER,
                    m => m,
                };
                let t = self.db.target(t);
                // A system predicate runs an unqualified goal in `user`.
                if module != atom::USER || self.db.preds[t as usize].module != atom::SYSTEM {
                    self.qualify_args(t, module);
                }
                self.inferences -= 1;
                self.invoke(t, cont)
            }
        }
    }

    /// Runs a builtin on argument registers 0..n. One that takes only
    /// the `Ctx` reads the registers in place; one that takes the machine
    /// gets a copy, since it may write them.
    #[inline]
    fn call_builtin(&mut self, f: Native, pid: u32, n: usize) -> Result<bool, Flow> {
        let r = match f {
            Native::Ctx(f) => f(&mut self.cx, &self.x[..n]),
            Native::Machine(f) => {
                if n == 0 {
                    f(self, &[])
                } else if n <= 8 {
                    // A fixed-size copy of the first eight registers: no
                    // zeroing, no memcpy call of a variable length.
                    let buf: [Cell; 8] = self.x[..8].try_into().unwrap();
                    f(self, &buf[..n])
                } else {
                    let v = self.x[..n].to_vec();
                    f(self, &v)
                }
            }
        };
        // A big-integer computation or conversion given up inside the
        // builtin (at the deadline or an interrupt) left garbage: the
        // run stops instead (`term/big/stop.rs`).
        if crate::term::stop::take_stopped() {
            return Err(Flow::Abort);
        }
        r.map_err(|fl| self.error_ball(fl, pid))
    }

    /// Runs a nondeterministic builtin's body with its arguments in the
    /// argument registers.
    #[inline]
    fn nondet_call(&mut self, pid: u32, redo: Option<Redo>) -> Result<Step, Flow> {
        let pred = &self.db.preds[pid as usize];
        let (PredKind::Nondet(f), n) = (pred.kind, pred.arity as usize) else {
            unreachable!("a retry choicepoint names a nondeterministic builtin")
        };
        let r = match f {
            NondetNative::Ctx(f) => f(&mut self.cx, &self.x[..n], redo),
            NondetNative::Machine(f) => {
                let mut buf = [Cell::Int(0); 8];
                buf[..n].copy_from_slice(&self.x[..n]);
                f(self, &buf[..n], redo)
            }
        };
        // As in `call_builtin`.
        if crate::term::stop::take_stopped() {
            return Err(Flow::Abort);
        }
        r
    }

    /// The first call of a nondeterministic builtin, continuing at `cpc`.
    /// It runs with every binding trailed, as if a choicepoint had been
    /// pushed; only when it has more solutions is the `Retry`
    /// choicepoint pushed, with the heap top and trail mark of before the
    /// call, so a call with one solution costs no choicepoint.
    fn nondet_first(&mut self, pid: u32) -> Result<bool, Flow> {
        let (h, tr) = (self.cx.st.top(), self.cx.st.trail.len() as u32);
        self.cx.st.hb = h;
        self.pin_next = u32::MAX;
        let r = self.nondet_call(pid, None);
        match r {
            Err(fl) => {
                self.update_hb();
                Err(self.error_ball(fl, pid))
            }
            Ok(Step::Fail) => {
                self.update_hb();
                Ok(false)
            }
            Ok(Step::Last) => {
                self.update_hb();
                self.p = self.cpc;
                Ok(true)
            }
            Ok(Step::More(state)) => {
                let arity = self.db.preds[pid as usize].arity;
                self.push_cp(
                    CpKind::Retry {
                        pid,
                        pins: self.pin_next,
                        state,
                    },
                    arity,
                );
                self.pin_next = u32::MAX;
                let cp = self.cps.last_mut().unwrap();
                (cp.h, cp.tr) = (h, tr);
                self.p = self.cpc;
                Ok(true)
            }
        }
    }

    /// Calls again the nondeterministic builtin whose retry choicepoint
    /// is the newest; its arguments are back in the argument registers
    /// and `cpc` is its continuation. The choicepoint goes when it fails,
    /// errs or gives its last solution.
    pub(crate) fn nondet_step(&mut self, pid: u32, redo: Option<Redo>) -> Result<bool, Flow> {
        let r = self.nondet_call(pid, redo);
        let i = self.cps.len() - 1;
        let step = match r {
            Ok(s) => s,
            Err(fl) => {
                self.pop_retry(i);
                return Err(self.error_ball(fl, pid));
            }
        };
        match step {
            Step::Fail => {
                self.pop_retry(i);
                Ok(false)
            }
            Step::Last => {
                self.pop_retry(i);
                self.p = self.cpc;
                Ok(true)
            }
            Step::More(state) => {
                if let CpKind::Retry { state: s, .. } = &mut self.cps[i].kind {
                    *s = state;
                }
                self.p = self.cpc;
                Ok(true)
            }
        }
    }

    /// Removes the retry choicepoint at `i` (the newest), keeping what the
    /// builtin bound.
    fn pop_retry(&mut self, i: usize) {
        debug_assert_eq!(i + 1, self.cps.len());
        self.cp_args.truncate(self.cps[i].args as usize);
        self.cps.pop();
        self.update_hb();
    }

    /// Backtracks to the newest choicepoint. False when none is left
    /// above the base of the current run.
    #[inline]
    pub(crate) fn backtrack(&mut self) -> bool {
        // Most choicepoints are a predicate's remaining clauses: those
        // are retried here without the general loop's set-up.
        if let Some(i) = (self.cps.len() as u32)
            .checked_sub(1)
            .filter(|&i| i >= self.base_cp)
        {
            if let CpKind::Clauses { .. } = self.cps[i as usize].kind {
                self.retry_clauses(i as usize);
                return true;
            }
        }
        self.backtrack_other()
    }

    /// Retries the newest choicepoint, `i`, a `CpKind::Clauses`: undoes
    /// the bindings and the heap, restores the registers and runs the
    /// next clause, keeping the choicepoint if another may follow.
    #[inline(always)]
    fn retry_clauses(&mut self, i: usize) {
        let cp = &self.cps[i];
        let CpKind::Clauses {
            pid,
            arg,
            pos,
            gen,
            key,
        } = cp.kind
        else {
            unreachable!()
        };
        let (h, tr, a, arity) = (cp.h, cp.tr, cp.args as usize, cp.arity as usize);
        self.e = cp.e;
        self.cpc = cp.cp;
        self.cx.st.undo_trail(tr as usize);
        let top = self.cx.st.backtrack_top(h);
        self.cx.st.heap.truncate(top as usize);
        restore_args(&mut self.x[..], &self.cp_args[a..], arity);
        let pred = &self.db.preds[pid as usize];
        let start = pred.at(pos).start;
        let next = if arg == 0 && pred.entries() <= super::db::SCAN_MAX {
            pred.next_first(pos + 1, key, gen)
        } else {
            pred.next_match(pos + 1, arg, key, gen)
        };
        let next = match next {
            Some(n) if pred.ssu() && arg == 0 && super::ssu::commits_alone(pred, pos, n, key) => {
                None
            }
            next => next,
        };
        match next {
            Some(next) => {
                if let CpKind::Clauses { pos, .. } = &mut self.cps[i].kind {
                    *pos = next;
                }
                self.cx.st.hb = top;
            }
            None => {
                self.cps.pop();
                self.cp_args.truncate(a);
                self.update_hb();
            }
        }
        self.b0 = i as u32;
        self.p = start;
    }

    /// `backtrack` to any choicepoint.
    #[inline(never)]
    fn backtrack_other(&mut self) -> bool {
        loop {
            if self.cps.len() as u32 <= self.base_cp {
                return false;
            }
            let i = self.cps.len() - 1;
            if let CpKind::Clauses { .. } = self.cps[i].kind {
                self.retry_clauses(i);
                return true;
            }
            let cp = self.cps[i];
            self.cx.st.undo_trail(cp.tr as usize);
            self.cx
                .st
                .heap
                .truncate(self.cx.st.backtrack_top(cp.h) as usize);
            self.e = cp.e;
            self.cpc = cp.cp;
            let a = cp.args as usize;
            restore_args(&mut self.x[..], &self.cp_args[a..], cp.arity as usize);
            match cp.kind {
                CpKind::Clauses { .. } => unreachable!(),
                CpKind::Retry { .. } => {
                    // The builtin runs as the `Retry` instruction, so its
                    // errors are thrown like any instruction's.
                    self.cx.st.hb = self.cx.st.backtrack_top(cp.h);
                    self.b0 = i as u32;
                    self.p = super::RETRY;
                    return true;
                }
                CpKind::Else(to) => {
                    self.cps.pop();
                    self.cp_args.truncate(a);
                    self.update_hb();
                    self.p = to;
                    return true;
                }
                CpKind::Catch | CpKind::Dead => {
                    self.cps.pop();
                    self.cp_args.truncate(a);
                    self.update_hb();
                }
                CpKind::Cleanup => {
                    self.cps.pop();
                    self.cp_args.truncate(a);
                    self.update_hb();
                    self.b0 = i as u32;
                    self.cleanup_fail();
                    return true;
                }
            }
        }
    }

    /// Undoes the bindings and the heap to what they were when `cp` was
    /// pushed (it is already popped).
    fn undo_to(&mut self, cp: &ChoicePoint) {
        self.cx.st.undo_trail(cp.tr as usize);
        self.cx
            .st
            .heap
            .truncate(self.cx.st.backtrack_top(cp.h) as usize);
        self.update_hb();
    }

    /// Wraps a builtin's error as `error(Formal, context(system:Name/Arity, _))`.
    pub(super) fn error_ball(&mut self, flow: Flow, pid: u32) -> Flow {
        match flow {
            Flow::Error(formal) => {
                let p = &self.db.preds[pid as usize];
                let (mut name, mut arity) = (p.name, p.arity as usize);
                // Internal primitives report the predicate the user called:
                // '$length'/3 behind length/2 says length/2.
                let public = self
                    .cx
                    .st
                    .atom_name(name)
                    .strip_prefix('$')
                    .map(str::to_owned);
                if let Some(public) = public {
                    let public = self.cx.st.intern(&public);
                    if let Some(k) = (0..=arity).rev().find(|&k| {
                        self.db
                            .system(public, k)
                            .is_some_and(|q| self.db.preds[q as usize].is_defined())
                    }) {
                        (name, arity) = (public, k);
                    }
                }
                // A builtin is qualified, as SWI-Prolog names them:
                // `context(system:atom_length/2, _)`; a program's
                // predicate (an unknown one called) is not.
                let system = self.db.preds[pid as usize].module == atom::SYSTEM;
                let pi = crate::builtins::indicator(&mut self.cx, name, arity);
                let pi = if system {
                    (self.cx.st).new_compound(atom::COLON, &[Cell::Atom(atom::SYSTEM), pi])
                } else {
                    pi
                };
                // An I/O error carries the system's words for it.
                let v = match self.cx.streams.take_io_message(formal) {
                    Some(msg) => self.cx.st.new_atom(&msg),
                    None => self.cx.st.new_var(),
                };
                let ctx = self.cx.st.new_compound(atom::CONTEXT, &[pi, v]);
                Flow::Throw(self.cx.st.new_compound(atom::ERROR, &[formal, ctx]))
            }
            other => other,
        }
    }

    /// Throws `ball`: unwinds to the newest active catch/3 whose catcher
    /// unifies. Ok(()) means execution continues at the recovery goal.
    fn throw(&mut self, ball: Cell) -> Result<(), Snapshot> {
        let ball = match self.cx.st.export_ball(ball) {
            Ok(ball) => ball,
            // A ball that cannot be copied is replaced by the error that
            // says why.
            Err(e) => {
                let Flow::Error(formal) = crate::builtins::copy_error(&mut self.cx, e) else {
                    unreachable!("copy_error makes an ISO error")
                };
                let ball = self.error_term(formal);
                self.cx.st.export(ball).expect("a fresh error term copies")
            }
        };
        // Whether a catch/3 or a cleanup handler is still inside its goal
        // is read as things stand when the exception is raised: undoing
        // the bindings of the choicepoints above it first would unbind
        // the flag that says its goal has exited. So nothing is undone
        // until the choicepoint that takes the exception.
        let mut passed = None;
        while self.cps.len() as u32 > self.base_cp {
            let i = self.cps.len() - 1;
            let cp = self.cps[i];
            let a = cp.args as usize;
            let catch = match cp.kind {
                CpKind::Catch if matches!(self.cx.st.deref(self.cp_args[a + 2]), Cell::Var(_)) => {
                    Some((self.cp_args[a], self.cp_args[a + 1]))
                }
                _ => None,
            };
            let cleanup = matches!(cp.kind, CpKind::Cleanup).then(|| self.cleanup_handler(a));
            self.cps.pop();
            self.cp_args.truncate(a);
            if let Some(handler) = cleanup {
                self.undo_to(&cp);
                self.e = cp.e;
                self.cleanup_exception(&ball, handler);
                return Ok(());
            }
            let Some((catcher, recovery)) = catch else {
                passed = Some(cp);
                continue;
            };
            self.undo_to(&cp);
            let mark = self.cx.st.trail.len();
            let b = self.cx.st.import(&ball);
            if self.cx.st.unify(catcher, b) {
                self.e = cp.e;
                // The figure builtins weigh allocations against
                // (`Ctx::can_grow`) drops with the stacks just unwound:
                // after a caught stack overflow it was at the limit.
                self.memory_used();
                self.x[0] = recovery;
                match self.control(Control::Call(0), cp.cp) {
                    Ok(true) => return Ok(()),
                    Ok(false) => {
                        self.p = super::FAIL;
                        return Ok(());
                    }
                    Err(Flow::Throw(b2)) => return self.throw(b2),
                    Err(f) => {
                        let b2 = self.error_ball(f, 0);
                        if let Flow::Throw(b2) = b2 {
                            return self.throw(b2);
                        }
                        return Err(ball);
                    }
                }
            }
            self.cx.st.undo_trail(mark);
            passed = None;
        }
        if let Some(cp) = passed {
            self.undo_to(&cp);
        }
        Err(ball)
    }

    /// Runs from `self.p` until a solution, failure, an uncaught error or
    /// halt.
    pub(crate) fn run(&mut self) -> Outcome {
        loop {
            match self.step_loop() {
                Ok(out) => return out,
                Err(flow) => {
                    let flow = match flow {
                        Flow::Halt(c) => return Outcome::Halt(c),
                        Flow::Abort => return Outcome::Aborted,
                        other => other,
                    };
                    let Flow::Throw(ball) = flow else {
                        unreachable!()
                    };
                    match self.throw(ball) {
                        Ok(()) => continue,
                        Err(snap) => return Outcome::Error(snap),
                    }
                }
            }
        }
    }

    fn step_loop(&mut self) -> Result<Outcome, Flow> {
        // The instruction pointer lives in a local, so that it stays in a
        // register: kept in `self.p`, each instruction's fetch would wait
        // on the store of the one before. `self.p` is written before and
        // read after anything that may use or move it (calls, builtins,
        // wakeups, cuts that run cleanups, errors); `sync!` does both.
        let mut p = self.p;
        macro_rules! sync {
            ($e:expr) => {{
                self.p = p;
                let r = $e;
                p = self.p;
                r
            }};
        }
        loop {
            let at = p;
            p = at.add(1);
            let ok = match self.code[at] {
                // Hooks run before an inline builtin or arithmetic, as
                // before any goal (bindings by head unification or by a
                // builtin called through call/N are pending here); before
                // a cut, which may remove alternatives they would fail
                // back into; before a catch/3 exits (a hook's error is the
                // goal's) and before a run's success is reported. The
                // instruction runs again after them. A type test or term
                // comparison is a builtin compiled in place: the hooks
                // may bind what it looks at, so they run first here too
                // (it binds nothing itself, so none are pending after).
                // Before `fail`, as SWI does: `Q = 1, fail` runs Q's
                // frozen goal.
                Instr::Builtin(_)
                | Instr::TypeTest(..)
                | Instr::TermCmp(..)
                | Instr::GetB(_)
                | Instr::IsFirst(..)
                | Instr::IsAdd(..)
                | Instr::IsVal(..)
                | Instr::Compare(..)
                | Instr::CutTo(_)
                | Instr::SoftCut(_)
                | Instr::CatchExit
                | Instr::Succeed
                | Instr::Fail
                    if self.wake_pending() =>
                {
                    sync!(self.wake_here(at)?)
                }
                Instr::GetVar(r, a) => {
                    self.set(r, self.x[a as usize & XMASK]);
                    true
                }
                Instr::GetVal(r, a) => {
                    let v = self.get(r);
                    self.cx.st.unify(v, self.x[a as usize & XMASK])
                }
                Instr::GetConst(c, a) => {
                    let v = self.cx.st.deref(self.x[a as usize & XMASK]);
                    match v {
                        Cell::Var(addr) => {
                            self.cx.st.bind(addr, c);
                            true
                        }
                        _ => v == c || self.cx.st.unify(v, c),
                    }
                }
                Instr::GetTerm(t, a) => {
                    let v = self.x[a as usize & XMASK];
                    sync!(self.walk(Walk::Match(t, v)))
                }
                Instr::GetList(a) => match self.cx.st.deref(self.x[a as usize & XMASK]) {
                    Cell::Lst(h) => {
                        self.s = h;
                        self.write_mode = false;
                        true
                    }
                    Cell::Var(v) if self.is_attvar_cell(v) => {
                        self.s = self.build_then_bind(v, None, 2);
                        self.write_mode = false;
                        true
                    }
                    Cell::Var(v) => {
                        let h = self.cx.st.top();
                        self.cx.st.bind(v, Cell::Lst(h));
                        self.write_mode = true;
                        true
                    }
                    _ => false,
                },
                Instr::GetList2(r1, r2, a, flags) => {
                    match self.cx.st.deref(self.x[a as usize & XMASK]) {
                        Cell::Var(v) if self.is_attvar_cell(v) => {
                            let h = self.build_then_bind(v, None, 2);
                            self.get_list2_read(r1, r2, h, flags)
                        }
                        Cell::Lst(h) => self.get_list2_read(r1, r2, h, flags),
                        Cell::Var(v) => {
                            let h = self.cx.st.top();
                            self.cx.st.bind(v, Cell::Lst(h));
                            let c1 = if flags & 1 == 0 {
                                Cell::Var(h)
                            } else {
                                self.get(r1)
                            };
                            self.cx.st.heap.push(c1);
                            let c2 = if flags & 2 == 0 {
                                Cell::Var(h + 1)
                            } else {
                                self.get(r2)
                            };
                            self.cx.st.heap.push(c2);
                            if flags & 1 == 0 {
                                self.set(r1, c1);
                            }
                            if flags & 2 == 0 {
                                self.set(r2, c2);
                            }
                            true
                        }
                        _ => false,
                    }
                }
                Instr::GetStruct(f, n, a) => match self.cx.st.deref(self.x[a as usize & XMASK]) {
                    Cell::Str(h) if self.cx.st.heap[h as usize] == Cell::Fun(f, n) => {
                        self.s = h + 1;
                        self.write_mode = false;
                        true
                    }
                    Cell::Var(v) if self.is_attvar_cell(v) => {
                        self.s = self.build_then_bind(v, Some(f), n);
                        self.write_mode = false;
                        true
                    }
                    Cell::Var(v) => {
                        let h = self.cx.st.top();
                        self.cx.st.heap.push(Cell::Fun(f, n));
                        self.cx.st.bind(v, Cell::Str(h));
                        self.write_mode = true;
                        true
                    }
                    _ => false,
                },
                Instr::PutList(a) => {
                    self.x[a as usize & XMASK] = Cell::Lst(self.cx.st.top());
                    self.write_mode = true;
                    true
                }
                Instr::PutStruct(f, n, a) => {
                    let h = self.cx.st.top();
                    self.cx.st.heap.push(Cell::Fun(f, n));
                    self.x[a as usize & XMASK] = Cell::Str(h);
                    self.write_mode = true;
                    true
                }
                Instr::UnifyVar(r) => {
                    if self.write_mode {
                        let v = self.cx.st.new_var();
                        self.set(r, v);
                    } else {
                        let c = self.next_struct_arg();
                        self.set(r, c);
                    }
                    true
                }
                Instr::UnifyVal(r) => {
                    let v = self.get(r);
                    if self.write_mode {
                        self.cx.st.heap.push(v);
                        true
                    } else {
                        let c = self.next_struct_arg();
                        self.cx.st.unify(v, c)
                    }
                }
                Instr::UnifyConst(k) => {
                    if self.write_mode {
                        self.cx.st.heap.push(k);
                        true
                    } else {
                        let c = self.next_struct_arg();
                        match self.cx.st.deref(c) {
                            Cell::Var(a) => {
                                self.cx.st.bind(a, k);
                                true
                            }
                            d => d == k || self.cx.st.unify(d, k),
                        }
                    }
                }
                Instr::UnifyVoid(n) => {
                    if self.write_mode {
                        for _ in 0..n {
                            self.cx.st.new_var();
                        }
                    } else {
                        self.s += n;
                    }
                    true
                }
                Instr::PutVar(r, a) => {
                    let v = self.cx.st.new_var();
                    self.set(r, v);
                    self.x[a as usize & XMASK] = v;
                    true
                }
                Instr::PutVal(r, a) => {
                    self.x[a as usize & XMASK] = self.get(r);
                    true
                }
                Instr::PutConst(c, a) => {
                    self.x[a as usize & XMASK] = c;
                    true
                }
                Instr::PutTerm(t, a) => {
                    let v = sync!(self.build_root(t));
                    self.x[a as usize & XMASK] = v;
                    true
                }
                Instr::Allocate(n) => {
                    let top = self.env_top();
                    self.stack.truncate(top as usize);
                    self.stack.push(Cell::Int(self.e as i64));
                    self.stack.push(super::addr_cell(self.cpc));
                    self.stack.push(Cell::Int(n as i64));
                    self.stack
                        .resize(top as usize + 3 + n as usize, Cell::Atom(atom::NIL));
                    self.e = top;
                    true
                }
                Instr::Deallocate => {
                    self.pop_frame();
                    true
                }
                Instr::Call(PredId(pid)) => sync!(self
                    .invoke_fast(pid, p)
                    .map_err(|f| self.error_ball(f, pid))?),
                Instr::Execute(PredId(pid)) => {
                    let cont = self.cpc;
                    sync!(self
                        .invoke_fast(pid, cont)
                        .map_err(|f| self.error_ball(f, pid))?)
                }
                Instr::Proceed => {
                    p = self.cpc;
                    if self.wake_pending() {
                        sync!(self.wake_at_exit()?)
                    } else {
                        if self.cx.st.heap.len() > self.gc_limit {
                            self.gc(0);
                        }
                        true
                    }
                }
                Instr::Builtin(PredId(pid)) => sync!({
                    let pred = &self.db.preds[pid as usize];
                    let PredKind::Builtin(f) = pred.kind else {
                        unreachable!("Instr::Builtin names a builtin")
                    };
                    let n = pred.arity as usize;
                    self.collect_atoms_at_builtin();
                    let ok = self.call_builtin(f, pid, n)?;
                    if ok && self.wake_pending() {
                        self.wake_here(self.p)?
                    } else {
                        ok
                    }
                }),
                Instr::IsFirst(r, e) => {
                    let v = sync!(self.is_value(e)?);
                    self.set(r, v);
                    true
                }
                Instr::IsAdd(r, src, k, e) => {
                    let fast = match self.cx.st.deref(self.get(src)) {
                        Cell::Int(x) => x.checked_add(k as i64),
                        _ => None,
                    };
                    let v = match fast {
                        Some(v) => Cell::Int(v),
                        None => sync!(self.is_value(e)?),
                    };
                    self.set(r, v);
                    true
                }
                Instr::IsVal(r, e) => sync!({
                    let c = self.is_value(e)?;
                    let v = self.get(r);
                    let ok = self.cx.st.unify(v, c);
                    if ok && self.wake_pending() {
                        self.wake_here(self.p)?
                    } else {
                        ok
                    }
                }),
                Instr::Compare(op, e, to) => sync!(self.compare(op, e)?) || or_else(&mut p, to),
                Instr::TypeTest(t, r, to) => {
                    t.holds(&self.cx.st, self.get(r)) || self.iso_atom(t, r) || or_else(&mut p, to)
                }
                Instr::TermCmp(op, l, r, to) => {
                    let (l, r) = (self.operand(l), self.operand(r));
                    op.holds(&self.cx.st, l, r) || or_else(&mut p, to)
                }
                Instr::GetB0(r) => {
                    self.set(r, Cell::Int(self.b0 as i64));
                    true
                }
                Instr::GetB(r) => {
                    self.set(r, Cell::Int(self.cps.len() as i64));
                    true
                }
                Instr::CutTo(r) => match self.get(r) {
                    Cell::Int(n) => sync!(self.cut_to(n as u32)?),
                    _ => true,
                },
                // `(C *-> T ; E)`: the else clause's choicepoint is at
                // height n-1. When C left no choicepoint above it, the
                // soft cut is a cut (as in SWI): it goes, so a
                // deterministic loop through `*->` keeps neither
                // choicepoints nor frames nor trail. Otherwise it is
                // disabled and stays under C's alternatives.
                Instr::SoftCut(r) => {
                    if let Cell::Int(n) = self.get(r) {
                        let n = n as usize;
                        if n > self.base_cp as usize && n == self.cps.len() {
                            self.drop_cps(n as u32 - 1);
                        } else if n > 0 && n <= self.cps.len() {
                            self.cps[n - 1].kind = CpKind::Dead;
                        }
                    }
                    true
                }
                Instr::TryElse(to, n) => {
                    self.push_cp(CpKind::Else(to), n);
                    true
                }
                Instr::Jump(to) => {
                    p = to;
                    true
                }
                // Before any wakeup: a binding that woke a goal is one
                // the check rejects.
                Instr::SsuCheck => sync!(super::ssu::head_bound_nothing(self)),
                Instr::Fail => false,
                Instr::Succeed => {
                    self.p = p;
                    return Ok(Outcome::True);
                }
                Instr::CatchExit => {
                    let Cell::Int(idx) = self.get(Reg::Y(0)) else {
                        unreachable!()
                    };
                    if self.cps.len() == idx as usize + 1 {
                        self.drop_cps(idx as u32);
                    } else {
                        let flag = self.get(Reg::Y(1));
                        if let Cell::Var(a) = self.cx.st.deref(flag) {
                            self.cx.st.set_backtrackable(a, Cell::Atom(atom::TRUE));
                        }
                    }
                    self.pop_frame();
                    p = self.cpc;
                    true
                }
                Instr::CleanupResume => {
                    sync!(self.cleanup_resume());
                    true
                }
                Instr::Retry => {
                    let Some(&ChoicePoint {
                        kind: CpKind::Retry { pid, state, .. },
                        ..
                    }) = self.cps.last()
                    else {
                        unreachable!("Retry runs only when backtracking into its choicepoint")
                    };
                    sync!(self.nondet_step(pid, Some(state))?)
                }
            };
            if !ok {
                self.p = p;
                if !self.backtrack() {
                    return Ok(Outcome::False);
                }
                p = self.p;
            }
        }
    }

    pub(crate) fn arith_ball(&mut self, f: Flow, name: &str, arity: usize) -> Flow {
        let a = self.cx.st.intern(name);
        let pid = self.db.system_id(a, arity);
        self.error_ball(f, pid)
    }

    /// Handles call/N and catch/3.
    pub(crate) fn control(&mut self, c: Control, cont: CodeAddr) -> Result<bool, Flow> {
        match c {
            // Errors of the call itself name call/N, as in SWI
            // (`call(1)`: `context(system:call/1, _)`).
            Control::Call(extra) => self.call_goal(extra as usize, cont).map_err(|f| {
                let pid = self.db.system_id(atom::CALL, extra as usize + 1);
                self.error_ball(f, pid)
            }),
            Control::Catch => {
                let (goal, catcher, recovery) = (self.x[0], self.x[1], self.x[2]);
                let flag = self.cx.st.new_var();
                // Frame for CatchExit: Y0 = catch choicepoint index, Y1 = flag.
                let top = self.env_top();
                self.stack.truncate(top as usize);
                let idx = self.cps.len();
                self.stack.extend_from_slice(&[
                    Cell::Int(self.e as i64),
                    super::addr_cell(cont),
                    Cell::Int(2),
                    Cell::Int(idx as i64),
                    flag,
                ]);
                self.x[0] = catcher;
                self.x[1] = recovery;
                self.x[2] = flag;
                self.cpc = cont;
                self.push_cp(CpKind::Catch, 3);
                self.e = top;
                self.x[0] = goal;
                self.call_goal(0, CATCH_EXIT)
            }
        }
    }

    /// call/N: the goal in x[0], `extra` more arguments in x[1..]. An
    /// unqualified goal runs in `user`; `M:G` runs G in module M.
    pub(crate) fn call_goal(&mut self, extra: usize, cont: CodeAddr) -> Result<bool, Flow> {
        let mut goal = self.cx.st.deref(self.x[0]);
        let mut module = atom::USER;
        while self.cx.st.functor(goal) == Some((atom::COLON, 2)) {
            match self.cx.st.deref(self.cx.st.arg(goal, 0)) {
                Cell::Atom(m) => module = m,
                Cell::Var(_) => return Err(instantiation_error()),
                m => return Err(type_error(&mut self.cx, "atom", m)),
            }
            goal = self.cx.st.deref(self.cx.st.arg(goal, 1));
        }
        let (name, n) = match goal {
            Cell::Var(_) => return Err(instantiation_error()),
            Cell::Atom(a) => (a, 0),
            Cell::Str(_) | Cell::Lst(_) => self.cx.st.functor(goal).unwrap(),
            _ => return Err(type_error(&mut self.cx, "callable", goal)),
        };
        let total = n + extra;
        let is_control = matches!(
            (name, total),
            (
                atom::COMMA | atom::SEMI | atom::BAR | atom::ARROW | atom::SOFT_ARROW,
                2
            ) | (atom::NOT_PROVABLE, 1)
                | (atom::CUT, 0)
        );
        if is_control {
            let mut goal = if extra == 0 {
                goal
            } else {
                let mut args: Vec<Cell> = (0..n).map(|i| self.cx.st.arg(goal, i)).collect();
                args.extend_from_slice(&self.x[1..1 + extra]);
                self.cx.st.new_compound(name, &args)
            };
            if module != atom::USER {
                goal = self
                    .cx
                    .st
                    .new_compound(atom::COLON, &[Cell::Atom(module), goal]);
            }
            return self.call_control(goal, cont);
        }
        // Shift the extra arguments up and put the goal's own in front.
        if total >= NREGS {
            return Err(crate::builtins::representation_error(
                &mut self.cx,
                "max_arity",
            ));
        }
        self.x.copy_within(1..1 + extra, n);
        self.call_high = self.call_high.max(total as u32);
        for i in 0..n {
            self.x[i] = self.cx.st.arg(goal, i);
        }
        let pid = match self.db.lookup(module, name, total) {
            Some(p) => p,
            None => match self.db.system(name, total) {
                Some(p) if module != atom::SYSTEM && self.db.preds[p as usize].is_defined() => p,
                _ => self.db.pred_id(module, name, total),
            },
        };
        if module != atom::USER {
            self.qualify_args(pid, module);
        }
        self.invoke(pid, cont)
    }

    /// Calls a control construct through the prelude's `'$call_body'/1`,
    /// which interprets it with the call's cut level; nothing is compiled,
    /// so nothing accumulates however many different goals are called.
    fn call_control(&mut self, goal: Cell, cont: CodeAddr) -> Result<bool, Flow> {
        self.check_body(goal)?;
        self.x[0] = goal;
        let name = self.cx.st.intern("$call_body");
        let pid = self.db.system_id(name, 1);
        self.invoke(pid, cont)
    }

    /// Under the `iso` flag `[]` is an atom, as `'[]'` (SWI 7 and its
    /// default say it is not): the case a compiled `atom/1` misses.
    #[cold]
    fn iso_atom(&self, t: crate::builtins::terms::TypeTest, r: Reg) -> bool {
        t == crate::builtins::terms::TypeTest::Atom
            && self.cx.flags.read.iso
            && self.cx.st.deref(self.get(r)) == Cell::Atom(atom::NIL)
    }

    /// ISO: a body with a non-callable part raises type_error(callable, G)
    /// before anything runs.
    /// A cyclic body (`G = (fail, G)`) is representation_error(
    /// cyclic_term), as in SWI, checked once the walk gets long.
    fn check_body(&mut self, goal: Cell) -> Result<(), Flow> {
        let mut stack = vec![goal];
        let mut steps = 0usize;
        while let Some(g) = stack.pop() {
            steps += 1;
            if steps == 1 << 16 && self.cx.st.is_cyclic(goal) {
                return Err(crate::builtins::representation_error(
                    &mut self.cx,
                    "cyclic_term",
                ));
            }
            let g = self.cx.st.deref(g);
            match g {
                Cell::Var(_) | Cell::Atom(_) => {}
                Cell::Str(_) | Cell::Lst(_) => match self.cx.st.functor(g) {
                    Some((
                        atom::COMMA | atom::SEMI | atom::BAR | atom::ARROW | atom::SOFT_ARROW,
                        2,
                    )) => {
                        stack.push(self.cx.st.arg(g, 0));
                        stack.push(self.cx.st.arg(g, 1));
                    }
                    // SWI compiles a negation's goal with the body, so
                    // `\+ 1` and a cyclic goal under `\+` are errors too.
                    // ISO has `\+` as a predicate: `\+ 1` is its own
                    // type error, raised when it runs.
                    Some((atom::NOT_PROVABLE, 1)) if !self.cx.flags.read.iso => {
                        stack.push(self.cx.st.arg(g, 0))
                    }
                    _ => {}
                },
                _ => return Err(type_error(&mut self.cx, "callable", goal)),
            }
        }
        Ok(())
    }

    /// Runs `goal` as a query: first solution.
    pub(crate) fn solve(&mut self, goal: Cell) -> Outcome {
        if self.depth <= 1 {
            // An outermost run: atoms made from here on may be collected
            // in it (see atomgc.rs).
            self.cx.st.atoms.new_epoch();
        }
        self.x[0] = goal;
        self.p = super::FAIL;
        match self.call_goal(0, SUCCEED) {
            Ok(true) => self.run(),
            Ok(false) => {
                if self.backtrack() {
                    self.run()
                } else {
                    Outcome::False
                }
            }
            Err(Flow::Halt(c)) => Outcome::Halt(c),
            Err(Flow::Abort) => Outcome::Aborted,
            Err(f) => {
                let pid = self.db.system_id(atom::CALL, 1);
                let f = self.error_ball(f, pid);
                let Flow::Throw(ball) = f else { unreachable!() };
                match self.throw(ball) {
                    Ok(()) => self.run(),
                    Err(s) => Outcome::Error(s),
                }
            }
        }
    }

    /// The next solution of the current query.
    pub(crate) fn next_solution(&mut self) -> Outcome {
        if self.backtrack() {
            self.run()
        } else {
            Outcome::False
        }
    }
}
