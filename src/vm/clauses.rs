//! The clause database as seen from Prolog: `clause/2`, `retract/1`
//! (nondeterministic builtins that walk the clauses through the same
//! indexes as a call, one solution per retry) and `retractall/1`.
//!
//! Each walk keeps the logical update view: it sees the clauses alive
//! when it was called, whatever is asserted or retracted meanwhile. A
//! retry choicepoint that walks a predicate `pins` it, so its clause
//! positions stay valid (no compaction) while the walk may go on.

use super::db::{ClauseRef, Key, Moved, PredKind};
use super::{CpKind, Machine};
use crate::builtins::{
    instantiation_error, pred_permission_error, type_error, Flow, Redo, Registry, Res, Step,
};
use crate::term::{atom, Atom, Cell};

pub(crate) fn register_nondet(r: &mut Registry<super::NondetMachineBuiltin>) {
    r.add("clause", 2, clause);
    r.add("retract", 1, retract);
}

pub(crate) fn register(r: &mut super::Registry) {
    r.add("retractall", 1, retractall);
}

/// The predicate of a callable head (None: no such predicate), or the
/// ISO error.
fn head_pred(m: &mut Machine, module: Atom, h: Cell) -> Result<Option<u32>, Flow> {
    match h {
        Cell::Var(_) => Err(instantiation_error()),
        Cell::Atom(_) | Cell::Str(_) | Cell::Lst(_) => {
            let (n, ar) = m.cx.st.functor(h).unwrap();
            Ok(m.db.visible(module, n, ar).map(|p| m.db.target(p)))
        }
        _ => Err(type_error(&mut m.cx, "callable", h)),
    }
}

/// The permission error for changing `pid`'s clauses, if they may not be
/// changed: a builtin, or a consulted predicate not declared dynamic.
fn check_modify(m: &mut Machine, pid: u32) -> Result<(), Flow> {
    let p = &m.db.preds[pid as usize];
    let user = matches!(p.kind, PredKind::User);
    if user && (p.owner.is_none() || p.dynamic) {
        return Ok(());
    }
    let (n, ar) = (p.name, p.arity as usize);
    Err(pred_permission_error(
        &mut m.cx,
        "modify",
        "static_procedure",
        n,
        ar,
    ))
}

/// The arguments of a dereferenced callable term, on the heap.
fn head_args(st: &crate::term::Store, h: Cell) -> &[Cell] {
    match h {
        Cell::Str(a) => {
            let Cell::Fun(_, n) = st.heap[a as usize] else {
                unreachable!()
            };
            &st.heap[a as usize + 1..a as usize + 1 + n as usize]
        }
        Cell::Lst(a) => &st.heap[a as usize..a as usize + 2],
        _ => &[],
    }
}

/// Where a walk is: the predicate it walks, the next position to look
/// at, the generation it sees and the argument it selects clauses by.
/// A retry walks the predicate the first call found, whatever the head
/// names by then (it may have been abolished, or another module's
/// predicate become visible in its place).
#[derive(Clone, Copy)]
struct Walk {
    pid: u32,
    pos: i64,
    gen: u64,
    arg: u32,
}

impl Walk {
    fn redo(self) -> Redo {
        let ids = (u64::from(self.pid) << 32) | u64::from(self.arg);
        Redo([self.pos as u64, self.gen, ids])
    }

    fn from(r: Redo) -> Walk {
        Walk {
            pid: (r.0[2] >> 32) as u32,
            pos: r.0[0] as i64,
            gen: r.0[1],
            arg: r.0[2] as u32,
        }
    }
}

/// Starts a walk over `pid`'s clauses for `head`: the retry
/// choicepoint, if the walk leaves one, pins the predicate.
fn start(m: &mut Machine, pid: u32, head: Cell) -> Walk {
    let pred = &mut m.db.preds[pid as usize];
    let (arg, _) = pred.choose_arg(&m.cx.st, head_args(&m.cx.st, head));
    m.pin_next = pid;
    Walk {
        pid,
        pos: pred.first_pos(),
        gen: m.db.generation,
        arg,
    }
}

/// Unpins the predicate: the walk is over. On a retry the walk's own
/// choicepoint is the newest; on the first call there is none yet.
fn unpin(m: &mut Machine, retry: bool) {
    m.pin_next = u32::MAX;
    if !retry {
        return;
    }
    if let Some(CpKind::Retry { pins, .. }) = m.cps.last_mut().map(|c| &mut c.kind) {
        *pins = u32::MAX;
    }
}

/// The walk's next clause whose head and body unify with `head` and
/// `body` (bound on success; a retracting walk also erases it).
fn next(
    m: &mut Machine,
    (head, body): (Cell, Cell),
    mut w: Walk,
    retry: bool,
    erase: bool,
) -> Step {
    let pid = w.pid;
    let key = match head_args(&m.cx.st, head).get(w.arg as usize) {
        Some(&a) => Key::of(&m.cx.st, a),
        None => Key::ANY,
    };
    loop {
        let pred = &m.db.preds[pid as usize];
        let Some(p) = pred.next_match(w.pos, w.arg, key, w.gen) else {
            unpin(m, retry);
            return Step::Fail;
        };
        w.pos = p + 1;
        // A clause retracted since the walk began is still in the walk's
        // view: retract/1 unifies with it and succeeds again (erasing a
        // dead clause does nothing), as in SWI-Prolog and ISO 8.9.3,
        // whose list of matching clauses is fixed at the call.
        let mark = m.cx.st.mark();
        let t = m.cx.st.import(&m.db.preds[pid as usize].at(p).term);
        let (h, b) = match m.cx.st.functor(t) {
            Some((atom::NECK, 2)) => (m.cx.st.arg(t, 0), m.cx.st.arg(t, 1)),
            _ => (t, Cell::Atom(atom::TRUE)),
        };
        if m.cx.st.unify(head, h) && m.cx.st.unify(body, b) {
            let more = m.db.preds[pid as usize]
                .next_match(w.pos, w.arg, key, w.gen)
                .is_some();
            if !more {
                unpin(m, retry);
            }
            if erase {
                // A compaction moved the clauses: the walk's next
                // position moves with them (its choicepoint's copy is
                // overwritten by `w.redo()`).
                if let Some(moved) = m.erase_at(pid, p) {
                    w.pos = moved.pos(w.pos);
                }
            }
            return if more {
                Step::More(w.redo())
            } else {
                Step::Last
            };
        }
        m.cx.st.undo_to(mark);
    }
}

/// `clause(H, B)`.
fn clause(m: &mut Machine, a: &[Cell], redo: Option<Redo>) -> Result<Step, Flow> {
    let (module, head) = m.strip_module(a[0], atom::USER);
    let body = m.cx.st.deref(a[1]);
    let w = match redo {
        Some(r) => Walk::from(r),
        None => {
            // ISO: a body that can be no clause body is a type error
            // (SWI fails).
            let callable = matches!(
                body,
                Cell::Var(_) | Cell::Atom(_) | Cell::Str(_) | Cell::Lst(_)
            );
            if !callable && m.cx.flags.read.iso {
                return Err(type_error(&mut m.cx, "callable", body));
            }
            let Some(pid) = head_pred(m, module, head)? else {
                return Ok(Step::Fail);
            };
            if !matches!(m.db.preds[pid as usize].kind, PredKind::User) {
                let (n, ar) = m.cx.st.functor(head).unwrap();
                return Err(pred_permission_error(
                    &mut m.cx,
                    "access",
                    "private_procedure",
                    n,
                    ar,
                ));
            }
            if !matches!(
                body,
                Cell::Var(_) | Cell::Atom(_) | Cell::Str(_) | Cell::Lst(_)
            ) {
                return Ok(Step::Fail);
            }
            start(m, pid, head)
        }
    };
    Ok(next(m, (head, body), w, redo.is_some(), false))
}

/// `retract(Clause)`: `Head :- Body`, or `Head` for a fact.
fn retract(m: &mut Machine, a: &[Cell], redo: Option<Redo>) -> Result<Step, Flow> {
    let (module, c) = m.strip_module(a[0], atom::USER);
    let (head, body) = match m.cx.st.functor(c) {
        Some((atom::NECK, 2)) => (
            m.cx.st.deref(m.cx.st.arg(c, 0)),
            m.cx.st.deref(m.cx.st.arg(c, 1)),
        ),
        _ => (c, Cell::Atom(atom::TRUE)),
    };
    let (module, head) = m.strip_module(head, module);
    let w = match redo {
        Some(r) => Walk::from(r),
        None => {
            let Some(pid) = head_pred(m, module, head)? else {
                known_becomes_dynamic(m, module, head);
                return Ok(Step::Fail);
            };
            check_modify(m, pid)?;
            start(m, pid, head)
        }
    };
    Ok(next(m, (head, body), w, redo.is_some(), true))
}

/// A retract of a predicate that is known (a clause calls it, or it was
/// abolished) but has no definition makes it dynamic, as in
/// SWI-Prolog: calling it then fails rather than raise an existence
/// error. A predicate nothing knows of stays unknown.
fn known_becomes_dynamic(m: &mut Machine, module: Atom, head: Cell) {
    let (n, ar) = m.cx.st.functor(head).unwrap();
    if let Some(pid) = m.db.lookup(module, n, ar) {
        let p = &mut m.db.preds[pid as usize];
        if matches!(p.kind, PredKind::User) && !p.is_defined() {
            p.dynamic = true;
            p.defined = true;
        }
    }
}

/// `retractall(Head)`: erases every clause whose head unifies; an
/// unknown predicate becomes a dynamic one, as in SWI-Prolog.
fn retractall(m: &mut Machine, a: &[Cell]) -> Res {
    let (module, head) = m.strip_module(a[0], atom::USER);
    let pid = match head_pred(m, module, head)? {
        Some(pid) => pid,
        None => {
            let (n, ar) = m.cx.st.functor(head).unwrap();
            m.local_pred(module, n, ar)
        }
    };
    let p = &mut m.db.preds[pid as usize];
    if matches!(p.kind, PredKind::User) && !p.is_defined() {
        p.dynamic = true;
        p.defined = true;
        if let Some(f) = m.loading {
            p.owner.get_or_insert(f);
        }
        return Ok(true);
    }
    check_modify(m, pid)?;
    let pred = &mut m.db.preds[pid as usize];
    let (arg, key) = pred.choose_arg(&m.cx.st, head_args(&m.cx.st, head));
    let gen = m.db.generation;
    let mut pos = pred.first_pos();
    let mut doomed = Vec::new();
    while let Some(p) = m.db.preds[pid as usize].next_match(pos, arg, key, gen) {
        pos = p + 1;
        let mark = m.cx.st.mark();
        let hb = m.cx.st.hb;
        m.cx.st.hb = m.cx.st.top();
        let t = m.cx.st.import(&m.db.preds[pid as usize].at(p).term);
        let h = match m.cx.st.functor(t) {
            Some((atom::NECK, 2)) => m.cx.st.arg(t, 0),
            _ => t,
        };
        if m.cx.st.unify(head, h) {
            doomed.push(p);
        }
        m.cx.st.undo_to(mark);
        m.cx.st.hb = hb;
    }
    for &p in &doomed {
        m.kill(pid, p);
    }
    if m.db.preds[pid as usize].wants_compaction() {
        let _ = m.compact(pid);
    }
    Ok(true)
}

impl Machine {
    /// Retracts the live clause at `pos` of `pid`, then compacts the
    /// predicate if enough of it is dead; returns where the positions
    /// went if it did.
    pub(crate) fn erase_at(&mut self, pid: u32, pos: i64) -> Option<Moved> {
        self.kill(pid, pos);
        if self.db.preds[pid as usize].wants_compaction() {
            return self.compact(pid);
        }
        None
    }

    /// Marks the clause at `pos` of `pid` dead from the next generation.
    fn kill(&mut self, pid: u32, pos: i64) {
        let gen = self.db.generation;
        let pred = &mut self.db.preds[pid as usize];
        let c = pred.at_mut(pos);
        if c.died != u64::MAX {
            return;
        }
        c.died = gen + 1;
        let cells = c.term.cells.len();
        pred.note_dead();
        self.db.clause_cells -= cells;
        self.db.generation += 1;
        self.note_dead_code();
    }

    /// Drops the dead entries of `pid` that no open walk can see: a
    /// choicepoint of the predicate's clauses or of a clause/retract walk
    /// sees a clause that died after its generation, so that one stays
    /// (the logical update view), and the positions the choicepoints hold
    /// are moved to where their clauses went. A predicate whose
    /// walk is making its first call (`pin_next`, its position in a Rust
    /// local) is left alone; either way it waits until twice as many are
    /// dead, so the choicepoints are not searched on every retract. (The
    /// dropped clauses' code may still run: it waits in the graveyard for
    /// the next arena rebuild.) Without this, a walk left open while the
    /// program asserts and retracts (a queue processed by
    /// `retract(q(X)), ..., assertz(q(Y)), fail`) kept every dead entry,
    /// and every other call of the predicate scanned them all.
    pub(crate) fn compact(&mut self, pid: u32) -> Option<Moved> {
        if self.pin_next == pid {
            let p = &mut self.db.preds[pid as usize];
            p.compact_at = 2 * p.dead();
            return None;
        }
        let seen_at: Vec<u64> = self
            .cps
            .iter()
            .filter_map(|c| match c.kind {
                CpKind::Clauses { pid: p, gen, .. } if p == pid => Some(gen),
                CpKind::Retry { pins, state, .. } if pins == pid => Some(Walk::from(state).gen),
                _ => None,
            })
            .collect();
        let gone = |c: &ClauseRef| c.died != u64::MAX && seen_at.iter().all(|&g| !c.visible(g));
        let (dead, moved) = self.db.preds[pid as usize].compact(gone);
        if !seen_at.is_empty() {
            for cp in &mut self.cps {
                match &mut cp.kind {
                    CpKind::Clauses { pid: p, pos, .. } if *p == pid => *pos = moved.pos(*pos),
                    CpKind::Retry { pins, state, .. } if *pins == pid => {
                        let mut w = Walk::from(*state);
                        w.pos = moved.pos(w.pos);
                        *state = w.redo();
                    }
                    _ => {}
                }
            }
        }
        for c in dead {
            self.db.graveyard.push(super::db::Buried {
                code: c.code,
                aux: c.aux,
            });
        }
        Some(moved)
    }
}
