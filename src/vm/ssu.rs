//! Single sided unification rules (SWI-Prolog 7+): `Head => Body`,
//! `Head, Guard => Body` and `?=>(Head, Body)`, as the loader sees them.
//!
//! A rule becomes an ordinary clause whose body starts with
//! `'$ssu_check'`: `Head :- Unifs, '$ssu_check', Guard, !, Body` (no cut
//! for `?=>`), where `Unifs` are the guard's leading `Var = Term` goals,
//! which `fold.rs` then moves into the head, as SWI does. When a load
//! has added rules to a predicate, it ends with the clause
//! `p(A1..An) :- throw(error(existence_error(matching_rule, p(A1..An)),
//! context(p/n, _)))`, SWI's error when no rule matches (`Ssu::NoMatch`).
//!
//! So a call normally has at least two candidate clauses and pushes a
//! choicepoint, and every binding head unification makes to a variable
//! of the call (one older than that choicepoint) is on the trail above
//! it: `'$ssu_check'` (`Instr::SsuCheck`) fails when there is one. The
//! head only matches calls it subsumes, at the cost of a trail scan of
//! the head's bindings, and first-argument indexing works as for any
//! clause. The exception is the common deterministic case: a rule that
//! commits right after its head, whose head is linear with at most a
//! constant or a compound of variables as its first argument, matches
//! every call with its first-argument key without binding anything
//! (`ssu_role`). When indexing leaves only the error clause after such a
//! rule, the call enters it without a choicepoint (`commits_alone`), as
//! it would an ordinary deterministic clause; `'$ssu_check'` then finds
//! no choicepoint of its call and has nothing to check.
//!
//! **Invariant:** a predicate has rules or ordinary clauses, never both
//! (a permission error, as in SWI-Prolog).

use super::db::{Key, Pred, Ssu};
use super::{CpKind, Machine, Registry};
use crate::builtins::{Flow, Res};
use crate::term::{atom, Atom, Cell, Store, TrailEntry};

pub(crate) fn register(r: &mut Registry) {
    r.add("$ssu_check", 0, ssu_check);
    r.add("$det_enter", 4, det_enter);
    r.add("$det_exit", 4, det_exit);
}

/// `'$det_enter'(+Goal, +Name, +Arity, -Height)`, before `Goal` in the
/// body of a rule for `Name/Arity` (`$(Goal)`): `Height` is the
/// choicepoint height, and a choicepoint above it calls
/// `'$det_failed'(Goal, Name, Arity)` (which raises the error) if
/// `Goal` fails.
fn det_enter(m: &mut Machine, a: &[Cell]) -> Res {
    let h = Cell::Int(m.cps.len() as i64);
    match m.cx.st.deref(a[3]) {
        Cell::Var(v) => m.cx.st.bind(v, h),
        other if !m.cx.st.unify(other, h) => return Ok(false),
        _ => {}
    }
    let gen = m.db.generation;
    let pid = m.det_failed;
    let pred = &m.db.preds[pid as usize];
    if let Some(pos) = pred.next_first(pred.first_pos(), Key::ANY, gen) {
        let kind = CpKind::Clauses {
            pid,
            arg: 0,
            pos,
            gen,
            key: Key::ANY,
        };
        // Its arguments are registers 0..3: Goal, Name, Arity.
        m.push_cp(kind, 3);
    }
    Ok(true)
}

/// `'$det_exit'(+Goal, +Name, +Arity, +Height)`, after `Goal`: it must
/// have left no choicepoint but the one `'$det_enter'` pushed at
/// `Height`, which goes.
fn det_exit(m: &mut Machine, a: &[Cell]) -> Res {
    let h = match m.cx.st.deref(a[3]) {
        Cell::Int(h) => h,
        _ => crate::builtins::get_int(&mut m.cx, a[3])?,
    };
    let n = m.cps.len() as i64;
    if n <= h + 1 {
        m.drop_cps(h.max(0) as u32);
        return Ok(true);
    }
    let det = m.cx.st.new_atom("det");
    let nondet = m.cx.st.new_atom("nondet");
    let goal = m.cx.st.new_atom("goal");
    let formal =
        m.cx.st
            .new_compound_str("determinism_error", &[a[0], det, nondet, goal]);
    let pi = m.cx.st.new_compound(atom::SLASH, &[a[1], a[2]]);
    let v = m.cx.st.new_var();
    let context = m.cx.st.new_compound_str("context", &[pi, v]);
    let ball = m.cx.st.new_compound(atom::ERROR, &[formal, context]);
    Err(Flow::Throw(ball))
}

/// `'$ssu_check'` called (the compiler makes it `Instr::SsuCheck`).
fn ssu_check(m: &mut Machine, _: &[Cell]) -> Res {
    Ok(head_bound_nothing(m))
}

/// `'$ssu_check'`: false if head unification bound a variable of the
/// call (see the module doc). Only a call that pushed a choicepoint
/// (`b0` is its height) can have done so: one that did not entered a
/// rule whose head binds nothing (`commits_alone`).
#[inline]
pub(super) fn head_bound_nothing(m: &Machine) -> bool {
    let Some(cp) = m.cps.get(m.b0 as usize) else {
        return true;
    };
    let (h, tr) = (cp.h, cp.tr as usize);
    !m.cx.st.trail[tr.min(m.cx.st.trail.len())..]
        .iter()
        .any(|e| matches!(*e, TrailEntry::Bind(a) if a < h))
}

/// Whether a call that selected the clause at `pos` by the key `key` of
/// its first argument, and would keep only the clause at `next` as an
/// alternative, can run it without a choicepoint: `next` raises the
/// no-matching-rule error, and the clause at `pos` commits as soon as its
/// head matched, which it does without binding anything. So the error
/// clause can never run, and no binding needs to be seen by
/// `'$ssu_check'`.
// Out of line: it is asked only on the way to a choicepoint, and the
// ordinary deterministic call must not pay for it in code size.
#[inline(never)]
pub(super) fn commits_alone(pred: &Pred, pos: i64, next: i64, key: Key) -> bool {
    pred.at(next).ssu == Ssu::NoMatch
        && match pred.at(pos).ssu {
            Ssu::CommitsAlways => true,
            Ssu::CommitsOnKey => key != Key::ANY,
            Ssu::Other | Ssu::NoMatch => false,
        }
}

impl Machine {
    /// A rule as the clause it compiles to, or `None` for any other term.
    pub(crate) fn ssu_clause(&mut self, term: Cell) -> Option<Cell> {
        let st = &self.cx.st;
        let t = st.deref(term);
        let (name, 2) = st.functor(t)? else {
            return None;
        };
        let commit = match st.atom_name(name) {
            "=>" => true,
            "?=>" => false,
            _ => return None,
        };
        let (lhs, body) = (st.deref(st.arg(t, 0)), st.arg(t, 1));
        let (head, guard) = match st.functor(lhs) {
            Some((atom::COMMA, 2)) => (st.deref(st.arg(lhs, 0)), Some(st.arg(lhs, 1))),
            _ => (lhs, None),
        };
        st.functor(head)?;
        // The guard's leading unifications, then the rest of it.
        let mut unifs = Vec::new();
        let mut rest = Vec::new();
        if let Some(g) = guard {
            let mut goals = Vec::new();
            conjuncts(&self.cx.st, g, &mut goals);
            let mut leading = true;
            for g in goals {
                let gd = self.cx.st.deref(g);
                if leading && matches!(self.cx.st.functor(gd), Some((atom::EQUALS, 2))) {
                    unifs.push(g);
                } else {
                    leading = false;
                    rest.push(g);
                }
            }
        }
        let mut goals = unifs;
        let check = self.cx.st.new_atom("$ssu_check");
        goals.push(check);
        goals.extend(rest);
        if commit {
            goals.push(Cell::Atom(atom::CUT));
        }
        // `$` (commit and declare the rest deterministic) as a cut.
        let mut body_goals = Vec::new();
        conjuncts(&self.cx.st, body, &mut body_goals);
        for g in body_goals {
            let gd = self.cx.st.deref(g);
            match self.cx.st.functor(gd) {
                Some((a, 0)) if self.cx.st.atom_name(a) == "$" => goals.push(Cell::Atom(atom::CUT)),
                Some((a, 1)) if self.cx.st.atom_name(a) == "$" => {
                    let inner = self.cx.st.arg(gd, 0);
                    let (name, arity) = self.cx.st.functor(head)?;
                    goals.push(self.det_goal(inner, name, arity));
                }
                _ => goals.push(g),
            }
        }
        let mut b = goals.pop().unwrap_or(Cell::Atom(atom::TRUE));
        while let Some(g) = goals.pop() {
            b = self.cx.st.new_compound(atom::COMMA, &[g, b]);
        }
        Some(self.cx.st.new_compound(atom::NECK, &[head, b]))
    }

    /// `$(G)` in the body of a rule for `name/arity`, inline:
    /// `'$det_enter'(G, name, arity, H), G, '$det_exit'(G, name, arity,
    /// H)`, so the common case costs no meta-call and one choicepoint
    /// (to catch the failure). A `G` a cut could see through is called,
    /// so that its cuts stay local.
    fn det_goal(&mut self, g: Cell, name: Atom, arity: usize) -> Cell {
        let st = &mut self.cx.st;
        let gd = st.deref(g);
        let transparent = match st.functor(gd) {
            None => true,
            Some((f, n)) => matches!(
                (f, n),
                (atom::COMMA | atom::SEMI | atom::ARROW | atom::SOFT_ARROW, 2)
                    | (atom::NOT_PROVABLE, 1)
                    | (atom::CUT, 0)
            ),
        };
        let inner = if transparent {
            st.new_compound_str("call", &[g])
        } else {
            g
        };
        let h = st.new_var();
        let (n, a) = (Cell::Atom(name), Cell::Int(arity as i64));
        let enter = st.new_compound_str("$det_enter", &[g, n, a, h]);
        let exit = st.new_compound_str("$det_exit", &[g, n, a, h]);
        let rest = st.new_compound(atom::COMMA, &[inner, exit]);
        st.new_compound(atom::COMMA, &[enter, rest])
    }

    /// Whether a clause for `pid` may be added: rules and ordinary
    /// clauses do not mix. Records a predicate that gets rules.
    pub(crate) fn ssu_admit(&mut self, pid: u32, rule: bool) -> Result<bool, Flow> {
        let is_ssu = self.ssu_preds.contains(&pid);
        if is_ssu == rule {
            return Ok(false);
        }
        let gen = self.db.generation;
        if self.db.preds[pid as usize].live_clauses(gen) > 0 {
            let (n, a) = {
                let p = &self.db.preds[pid as usize];
                (p.name, p.arity as usize)
            };
            return Err(crate::builtins::pred_permission_error(
                &mut self.cx,
                "assert",
                "procedure",
                n,
                a,
            ));
        }
        self.db.preds[pid as usize].set_ssu(rule);
        if rule {
            Ok(self.ssu_preds.insert(pid))
        } else {
            self.ssu_preds.remove(&pid);
            Ok(false)
        }
    }

    /// The last clause of a predicate with rules: no rule matched.
    pub(crate) fn ssu_catch_all(&mut self, pid: u32, owner: Option<u32>) {
        let (name, arity) = {
            let p = &self.db.preds[pid as usize];
            (p.name, p.arity as usize)
        };
        let st = &mut self.cx.st;
        let vars: Vec<Cell> = (0..arity).map(|_| st.new_var()).collect();
        let head = if arity == 0 {
            Cell::Atom(name)
        } else {
            st.new_compound(name, &vars)
        };
        let what = st.new_atom("matching_rule");
        let formal = st.new_compound(atom::EXISTENCE_ERROR, &[what, head]);
        let pi = st.new_compound(atom::SLASH, &[Cell::Atom(name), Cell::Int(arity as i64)]);
        let v = st.new_var();
        let context = st.new_compound_str("context", &[pi, v]);
        let ball = st.new_compound(atom::ERROR, &[formal, context]);
        let body = st.new_compound_str("throw", &[ball]);
        let clause = st.new_compound(atom::NECK, &[head, body]);
        if self.add_clause(clause, owner, false, &[]).is_ok() {
            if let Some(c) = self.db.preds[pid as usize].back.last_mut() {
                c.ssu = Ssu::NoMatch;
            }
        }
    }

    /// What calls may assume of `clause`, about to be added to `pid`
    /// (after `fold.rs`): see `commits_alone`.
    pub(super) fn ssu_role(&self, pid: u32, clause: Cell) -> Ssu {
        if !self.ssu_preds.contains(&pid) {
            return Ssu::Other;
        }
        let st = &self.cx.st;
        let Ok((head, body)) = crate::compile::split_clause(st, clause) else {
            return Ssu::Other;
        };
        if !commits_at_once(st, body) {
            return Ssu::Other;
        }
        let Some((_, arity)) = st.functor(head) else {
            return Ssu::Other;
        };
        // Every variable the head matches against, each to occur once.
        let mut vars = Vec::new();
        let mut role = Ssu::CommitsAlways;
        for i in 0..arity {
            match st.deref(st.arg(head, i)) {
                Cell::Var(v) => vars.push(v),
                // A call's key then says the head matches: not so for
                // a key shared by other terms.
                t if i == 0 && !Key::of(st, t).exact() => return Ssu::Other,
                Cell::Atom(_) | Cell::Int(_) if i == 0 => role = Ssu::CommitsOnKey,
                t @ (Cell::Lst(_) | Cell::Str(_)) if i == 0 => {
                    role = Ssu::CommitsOnKey;
                    let n = st.functor(t).map_or(0, |(_, n)| n);
                    for j in 0..n {
                        match st.deref(st.arg(t, j)) {
                            Cell::Var(v) => vars.push(v),
                            _ => return Ssu::Other,
                        }
                    }
                }
                _ => return Ssu::Other,
            }
        }
        vars.sort_unstable();
        if vars.windows(2).any(|w| w[0] == w[1]) {
            return Ssu::Other;
        }
        role
    }
}

/// Whether a rule's body begins `'$ssu_check', !`: it commits as soon
/// as its head matched.
fn commits_at_once(st: &Store, body: Cell) -> bool {
    let b = st.deref(body);
    if st.functor(b) != Some((atom::COMMA, 2)) {
        return false;
    }
    let is_check = |c: Cell| match st.deref(c) {
        Cell::Atom(a) => st.atom_name(a) == "$ssu_check",
        _ => false,
    };
    if !is_check(st.arg(b, 0)) {
        return false;
    }
    let rest = st.deref(st.arg(b, 1));
    let first = match st.functor(rest) {
        Some((atom::COMMA, 2)) => st.deref(st.arg(rest, 0)),
        _ => rest,
    };
    first == Cell::Atom(atom::CUT)
}

/// The goals of a conjunction, left to right (explicit stack).
fn conjuncts(st: &Store, g: Cell, out: &mut Vec<Cell>) {
    let mut stack = vec![g];
    while let Some(g) = stack.pop() {
        let d = st.deref(g);
        match st.functor(d) {
            Some((atom::COMMA, 2)) => {
                stack.push(st.arg(d, 1));
                stack.push(st.arg(d, 0));
            }
            _ => out.push(g),
        }
    }
}
