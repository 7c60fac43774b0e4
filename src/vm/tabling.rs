//! Tabling: the answer tables and the state of the evaluation that fills
//! them, behind the primitives of `prelude/tabling.pl` (the driver).
//!
//! `:- table p/2` (`'$tbl_declare'/3`) renames the clauses of `p/2` as
//! they are loaded to `'p tabled'/2` (`Machine::tabled_clause`) and gives
//! `p/2` one clause that calls the driver. A table is keyed by the
//! variant of its call (the call's `Snapshot`: variables are numbered in
//! order of first occurrence, so variant calls copy to the same cells) and
//! holds the answers, deduplicated by their variant, as snapshots. Tables
//! live off the heap, so they survive backtracking; `abolish_all_tables/0`
//! and reconsulting drop them.
//!
//! The evaluation is linear tabling with eager answers: the first call of
//! a variant inside an evaluation runs its clauses (a *generator*) and
//! hands each new answer to its caller at once; a call of a variant whose
//! evaluation is under way reads its answer list by position, seeing
//! answers added while it reads (a *consumer*). A consumer that reached
//! the end of a list may miss answers added later, so the leader of a
//! strongly connected group of tables (found as Tarjan does, by the
//! lowest completion-stack position a table's evaluation read: `low`)
//! runs its clauses again until no consumer in the group gave up before
//! the list it read stopped growing; then the group is complete. A call
//! from outside any evaluation runs its evaluation to completion first
//! (`'$tbl_fill'`), so an outside caller only ever sees complete tables,
//! as in SWI-Prolog.
//!
//! **Invariant:** tables hold snapshots, never heap cells, so the heap
//! collector needs no roots from here; the atom collector marks their
//! atoms (`atoms`). Table numbers are never reused, so a consumer left
//! over from before `abolish_all_tables/0` finds no table, not another.

use std::hash::{Hash, Hasher};

use super::{Machine, Registry};
use crate::builtins::{get_int, instantiation_error, Flow, Res};
use crate::term::{atom, Atom, Cell, FxHashMap, Snapshot};

/// A term's variant as a hashable key: its snapshot cells, root first.
#[derive(Clone, Debug)]
struct VKey(Box<[Cell]>);

impl VKey {
    fn of(s: &Snapshot) -> VKey {
        let mut v = Vec::with_capacity(s.cells.len() + 1);
        v.push(s.root);
        v.extend_from_slice(&s.cells);
        VKey(v.into_boxed_slice())
    }
}

impl PartialEq for VKey {
    fn eq(&self, o: &VKey) -> bool {
        self.0 == o.0
    }
}

impl Eq for VKey {}

impl Hash for VKey {
    fn hash<H: Hasher>(&self, h: &mut H) {
        hash_cells(self.0.iter().copied(), h);
    }
}

/// A snapshot hashed as its `VKey` would be, without making one.
struct SnapHash<'a>(&'a Snapshot);

impl Hash for SnapHash<'_> {
    fn hash<H: Hasher>(&self, h: &mut H) {
        hash_cells(
            std::iter::once(self.0.root).chain(self.0.cells.iter().copied()),
            h,
        );
    }
}

fn hash_cells<H: Hasher>(cells: impl Iterator<Item = Cell>, h: &mut H) {
    for c in cells {
        let (tag, w): (u8, u64) = match c {
            Cell::Var(a) => (0, a as u64),
            Cell::Atom(a) => (1, a.0 as u64),
            Cell::Int(i) => (2, i as u64),
            Cell::Flt(f) => (3, f.to_bits()),
            Cell::Str(a) => (4, a as u64),
            Cell::Lst(a) => (5, a as u64),
            Cell::Fun(a, n) => (6, (a.0 as u64) << 32 | n as u64),
            Cell::Text(a) => (7, a as u64),
            Cell::TextHdr(n) => (8, n as u64),
            Cell::Bytes(b) => (9, u64::from_le_bytes(b)),
            Cell::Big(a) => (10, a as u64),
            Cell::BigHdr(s, n) => (11, (s as u64) << 32 | n as u64),
            Cell::Limb(l) => (12, l),
            Cell::Attv(a) => (13, a as u64),
        };
        h.write_u64(w.wrapping_mul(31).wrapping_add(tag as u64));
    }
}

fn same_snapshot(a: &Snapshot, b: &Snapshot) -> bool {
    a.root == b.root && a.cells == b.cells
}

/// The end of an answer chain.
const NONE: u32 = u32::MAX;

/// What `:- table` said about a predicate.
pub(crate) struct Spec {
    /// The name its clauses are renamed to (`'p tabled'`).
    pub impl_name: Atom,
    /// The moded arguments (0-based position, mode term): answer
    /// subsumption. Empty for a plain (variant) table.
    moded: Vec<(usize, Snapshot)>,
    /// The file that declared it: reconsulting that file forgets it.
    file: Option<u32>,
}

struct Answer {
    snap: Snapshot,
    /// The previous answer of a plain table with the same hash.
    next: u32,
    /// False once a moded answer was replaced by a better one.
    live: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Status {
    Incomplete,
    Complete,
}

struct Table {
    key: VKey,
    status: Status,
    /// A generator runs its clauses (or is cut off while doing so).
    active: bool,
    /// Position on the completion stack while incomplete.
    dfn: u32,
    /// Lowest completion-stack position its evaluation depends on.
    low: u32,
    /// The iteration stamp it was last evaluated in, and finished in.
    eval_stamp: u64,
    finished_stamp: u64,
    /// As a leader: the stamp its current iteration started at.
    iter_start: u64,
    /// The shortest answer list a consumer gave up reading in this
    /// iteration: answers added after it may have been missed.
    exhausted_at: usize,
    answers: Vec<Answer>,
    /// Answer variants (the index arguments of a moded answer) to their
    /// position in `answers`.
    index: FxHashMap<VKey, u32>,
    /// A plain table's answers by hash: the newest with each hash, the
    /// others chained through `Answer::next`.
    chains: FxHashMap<u64, u32>,
    /// The call's functor, which answers are built with.
    name: Atom,
    moded: Vec<usize>,
    modes: Vec<Snapshot>,
}

/// The machine's tables and the state of the evaluation in progress.
#[derive(Default)]
pub(crate) struct Tabling {
    pub specs: FxHashMap<u32, Spec>,
    variants: FxHashMap<VKey, u32>,
    tables: FxHashMap<u32, Table>,
    next_id: u32,
    /// Incomplete tables, oldest first (Tarjan's stack).
    compl: Vec<u32>,
    /// The generator whose clauses are running.
    current: Option<u32>,
    stamp: u64,
}

impl Tabling {
    /// Every atom the tables and declarations hold (for `atomgc.rs`).
    pub fn atoms(&self, mut f: impl FnMut(Cell)) {
        let snap = |s: &Snapshot, f: &mut dyn FnMut(Cell)| {
            f(s.root);
            s.cells.iter().for_each(|&c| f(c));
        };
        for s in self.specs.values() {
            f(Cell::Atom(s.impl_name));
            for (_, m) in &s.moded {
                snap(m, &mut f);
            }
        }
        for k in self.variants.keys() {
            k.0.iter().for_each(|&c| f(c));
        }
        for t in self.tables.values() {
            f(Cell::Atom(t.name));
            for a in &t.answers {
                snap(&a.snap, &mut f);
            }
            for k in t.index.keys() {
                k.0.iter().for_each(|&c| f(c));
            }
            for m in &t.modes {
                snap(m, &mut f);
            }
        }
    }

    /// Drops every table (abolish_all_tables/0 outside an evaluation,
    /// reconsult).
    pub fn clear(&mut self) {
        self.variants.clear();
        self.tables.clear();
        self.compl.clear();
        self.current = None;
    }

    /// Forgets the declarations a file made (it is being reconsulted).
    pub fn forget_file(&mut self, file: u32) {
        self.specs.retain(|_, s| s.file != Some(file));
        self.clear();
    }

    fn remove(&mut self, id: u32) {
        if let Some(t) = self.tables.remove(&id) {
            self.variants.remove(&t.key);
        }
    }

    /// After an exception left an evaluation: its incomplete tables go.
    fn abandon(&mut self) {
        for id in std::mem::take(&mut self.compl) {
            self.remove(id);
        }
        self.current = None;
    }
}

pub(crate) fn register(r: &mut Registry) {
    r.add("$tbl_declare", 3, declare);
    r.add("$tbl_lookup", 4, lookup);
    r.add("$tbl_enter", 2, enter);
    r.add("$tbl_set_current", 1, set_current);
    r.add("$tbl_add", 3, add);
    r.add("$tbl_update", 5, update);
    r.add("$tbl_next", 6, next);
    r.add("$tbl_done", 3, done);
    r.add("$tbl_abandon", 0, |m, _| {
        m.tabling.abandon();
        Ok(true)
    });
    r.add("abolish_all_tables", 0, |m, _| {
        if m.tabling.compl.is_empty() {
            m.tabling.clear();
        } else {
            // Inside an evaluation only the complete tables can go.
            let done: Vec<u32> = m
                .tabling
                .tables
                .iter()
                .filter(|(_, t)| t.status == Status::Complete)
                .map(|(&id, _)| id)
                .collect();
            for id in done {
                m.tabling.remove(id);
            }
        }
        Ok(true)
    });
}

fn table_id(m: &mut Machine, c: Cell) -> Result<u32, Flow> {
    Ok(get_int(&mut m.cx, c)? as u32)
}

fn id_cell(id: Option<u32>) -> Cell {
    Cell::Int(id.map_or(-1, |i| i as i64))
}

/// `'$tbl_declare'(+Name, +Arity, +Modes)`: tables `Name/Arity`;
/// `Modes` lists `Pos-Mode` for its moded arguments (1-based). Gives the
/// predicate its one clause, which calls the driver.
fn declare(m: &mut Machine, a: &[Cell]) -> Res {
    let name = crate::builtins::get_atom(&mut m.cx, a[0])?;
    let arity = get_int(&mut m.cx, a[1])? as usize;
    let mut moded = Vec::new();
    let modes = m.cx.st.list_to_vec(a[2]).unwrap_or_default();
    for pm in modes {
        let pm = m.cx.st.deref(pm);
        let pos = m.cx.st.deref(m.cx.st.arg(pm, 0));
        let mode = m.cx.st.arg(pm, 1);
        let Cell::Int(pos) = pos else {
            return Err(instantiation_error());
        };
        let snap =
            m.cx.st
                .export(mode)
                .map_err(|e| crate::builtins::copy_error(&mut m.cx, e))?;
        moded.push((pos as usize - 1, snap));
    }
    let pid = m.db.pred_id(atom::USER, name, arity);
    if m.tabling.specs.contains_key(&pid) {
        return Ok(true);
    }
    if !matches!(m.db.preds[pid as usize].kind, super::PredKind::User) {
        return Err(crate::builtins::pred_permission_error(
            &mut m.cx,
            "modify",
            "static_procedure",
            name,
            arity,
        ));
    }
    let impl_name = {
        let n = format!("{} tabled", m.cx.st.atom_name(name));
        m.cx.st.intern(&n)
    };
    let vars: Vec<Cell> = (0..arity).map(|_| m.cx.st.new_var()).collect();
    let mut impl_args = vars.clone();
    for (p, _) in &moded {
        impl_args[*p] = m.cx.st.new_var();
    }
    let head = if arity == 0 {
        Cell::Atom(name)
    } else {
        m.cx.st.new_compound(name, &vars)
    };
    let imp = if arity == 0 {
        Cell::Atom(impl_name)
    } else {
        m.cx.st.new_compound(impl_name, &impl_args)
    };
    let body = m.cx.st.new_compound_str("$tbl_call", &[head, imp]);
    let clause = m.cx.st.new_compound(atom::NECK, &[head, body]);
    let file = m.loading;
    m.tabling.specs.insert(
        pid,
        Spec {
            impl_name,
            moded,
            file,
        },
    );
    match m.add_clause(clause, file, false, &[]) {
        Ok(()) => Ok(true),
        Err(super::load::AddError::Flow(f)) => Err(f),
        Err(super::load::AddError::Permission) => Err(crate::builtins::pred_permission_error(
            &mut m.cx,
            "modify",
            "static_procedure",
            name,
            arity,
        )),
    }
}

/// `'$tbl_lookup'(+Goal, +Impl, -Table, -Status)`: the table of the
/// variant of `Impl` (made if new) and what the call is to do with it:
/// `complete` (read it), `fill` (evaluate it to completion: a call from
/// outside any evaluation), `eager` (a new table inside an evaluation:
/// generate), `reeval(N)` (an incomplete table not evaluated in this
/// iteration: its `N` answers, then generate) or `consume`.
fn lookup(m: &mut Machine, a: &[Cell]) -> Res {
    let goal = m.cx.st.deref(a[0]);
    let imp = m.cx.st.deref(a[1]);
    let (name, arity) = m.cx.st.functor(goal).ok_or_else(instantiation_error)?;
    let pid = m.db.pred_id(atom::USER, name, arity);
    let moded: Vec<(usize, Snapshot)> = match m.tabling.specs.get(&pid) {
        Some(s) => s.moded.iter().map(|(p, s)| (*p, s.clone())).collect(),
        None => Vec::new(),
    };
    // A moded argument is an output: SWI refuses a bound one.
    for (p, _) in &moded {
        let v = m.cx.st.deref(m.cx.st.arg(goal, *p));
        if !matches!(v, Cell::Var(_)) {
            let f = m.cx.st.new_compound_str("uninstantiation_error", &[v]);
            return Err(Flow::Error(f));
        }
    }
    let snap =
        m.cx.st
            .export(imp)
            .map_err(|e| crate::builtins::copy_error(&mut m.cx, e))?;
    let key = VKey::of(&snap);
    let tb = &mut m.tabling;
    let status: Cell;
    let id = match tb.variants.get(&key) {
        Some(&id) => {
            let t = tb.tables.get_mut(&id).expect("table of a variant");
            if t.status == Status::Complete {
                status = Cell::Atom(m.cx.st.intern("complete"));
            } else if let Some(cur) = tb.current {
                if t.active || t.eval_stamp == tb.stamp {
                    let low = t.low;
                    if let Some(c) = tb.tables.get_mut(&cur) {
                        c.low = c.low.min(low);
                    }
                    status = Cell::Atom(m.cx.st.intern("consume"));
                } else {
                    t.eval_stamp = tb.stamp;
                    let n = Cell::Int(t.answers.len() as i64);
                    let low = t.dfn;
                    if let Some(c) = tb.tables.get_mut(&cur) {
                        c.low = c.low.min(low);
                    }
                    status = m.cx.st.new_compound_str("reeval", &[n]);
                }
            } else {
                // Left over from an evaluation that was cut off: start
                // again.
                tb.abandon();
                return lookup(m, a);
            }
            id
        }
        None => {
            let id = tb.next_id;
            tb.next_id += 1;
            let dfn = tb.compl.len() as u32;
            tb.compl.push(id);
            let (positions, modes) = moded.into_iter().unzip();
            tb.tables.insert(
                id,
                Table {
                    key: key.clone(),
                    status: Status::Incomplete,
                    active: false,
                    dfn,
                    low: dfn,
                    eval_stamp: tb.stamp,
                    finished_stamp: 0,
                    iter_start: 0,
                    exhausted_at: usize::MAX,
                    answers: Vec::new(),
                    index: FxHashMap::default(),
                    chains: FxHashMap::default(),
                    name,
                    moded: positions,
                    modes,
                },
            );
            tb.variants.insert(key, id);
            status = Cell::Atom(m.cx.st.intern(if tb.current.is_some() {
                "eager"
            } else {
                "fill"
            }));
            id
        }
    };
    Ok(m.cx.st.unify(a[2], Cell::Int(id as i64)) && m.cx.st.unify(a[3], status))
}

/// `'$tbl_enter'(+Table, -Parent)`: its generator starts; `Parent` is
/// the generator that was running (-1: none).
fn enter(m: &mut Machine, a: &[Cell]) -> Res {
    let id = table_id(m, a[0])?;
    let tb = &mut m.tabling;
    let parent = tb.current.replace(id);
    let stamp = tb.stamp;
    if let Some(t) = tb.tables.get_mut(&id) {
        t.active = true;
        t.low = t.dfn;
        t.eval_stamp = stamp;
        if parent.is_none() {
            // A fill: the outermost leader starts its first iteration.
            tb.stamp += 1;
            t.eval_stamp = tb.stamp;
            t.iter_start = tb.stamp;
        }
    }
    Ok(m.cx.st.unify(a[1], id_cell(parent)))
}

/// `'$tbl_set_current'(+Table)`: the running generator is now `Table`
/// (-1: none), as an answer leaves a generator or backtracking re-enters
/// it.
fn set_current(m: &mut Machine, a: &[Cell]) -> Res {
    let id = get_int(&mut m.cx, a[0])?;
    m.tabling.current = (id >= 0).then_some(id as u32);
    Ok(true)
}

/// The answer for `imp`'s instance, with the call's functor.
fn answer_snapshot(m: &mut Machine, name: Atom, imp: Cell) -> Result<Snapshot, Flow> {
    let mut s =
        m.cx.st
            .export(imp)
            .map_err(|e| crate::builtins::copy_error(&mut m.cx, e))?;
    match s.root {
        Cell::Atom(_) => s.root = Cell::Atom(name),
        Cell::Str(r) => {
            if let Cell::Fun(_, n) = s.cells[r as usize] {
                s.cells[r as usize] = Cell::Fun(name, n);
            }
        }
        _ => {}
    }
    Ok(s)
}

/// `'$tbl_add'(+Table, +Impl, -R)`: adds `Impl`'s instance as an answer.
/// A plain table: fails if it is there already, else `R = true`. A moded
/// one: `R = new(Answer)` for new index arguments, else
/// `old(Entry, Modes, OldValues, NewValues)` for the driver to combine.
fn add(m: &mut Machine, a: &[Cell]) -> Res {
    let id = table_id(m, a[0])?;
    let imp = m.cx.st.deref(a[1]);
    let Some(t) = m.tabling.tables.get(&id) else {
        return Ok(false);
    };
    let (name, moded) = (t.name, t.moded.clone());
    if moded.is_empty() {
        let snap = answer_snapshot(m, name, imp)?;
        let t = m.tabling.tables.get_mut(&id).unwrap();
        use std::hash::BuildHasher;
        let h = t.chains.hasher().hash_one(SnapHash(&snap));
        let mut at = t.chains.get(&h).copied().unwrap_or(NONE);
        while at != NONE {
            let other = &t.answers[at as usize];
            if same_snapshot(&other.snap, &snap) {
                return Ok(false);
            }
            at = other.next;
        }
        let next = t.chains.insert(h, t.answers.len() as u32).unwrap_or(NONE);
        t.answers.push(Answer {
            snap,
            next,
            live: true,
        });
        return Ok(m.cx.st.unify(a[2], Cell::Atom(atom::TRUE)));
    }
    // The key: the answer with its moded arguments blanked.
    let (_, arity) = m.cx.st.functor(imp).unwrap_or((name, 0));
    let mut args: Vec<Cell> = (0..arity).map(|i| m.cx.st.arg(imp, i)).collect();
    let values: Vec<Cell> = moded.iter().map(|&p| args[p]).collect();
    for &p in &moded {
        args[p] = Cell::Atom(atom::NIL);
    }
    let blank = m.cx.st.new_compound(name, &args);
    let ksnap =
        m.cx.st
            .export(blank)
            .map_err(|e| crate::builtins::copy_error(&mut m.cx, e))?;
    let key = VKey::of(&ksnap);
    let t = m.tabling.tables.get(&id).unwrap();
    match t.index.get(&key) {
        None => {
            let snap = answer_snapshot(m, name, imp)?;
            let t = m.tabling.tables.get_mut(&id).unwrap();
            t.index.insert(key, t.answers.len() as u32);
            t.answers.push(Answer {
                snap,
                next: NONE,
                live: true,
            });
            let ans = m.cx.st.new_compound(
                name,
                &(0..arity).map(|i| m.cx.st.arg(imp, i)).collect::<Vec<_>>(),
            );
            let r = m.cx.st.new_compound_str("new", &[ans]);
            Ok(m.cx.st.unify(a[2], r))
        }
        Some(&e) => {
            let old = t.answers[e as usize].snap.clone();
            let modes: Vec<Snapshot> = t.modes.clone();
            let old = m.cx.st.import(&old);
            let olds: Vec<Cell> = moded.iter().map(|&p| m.cx.st.arg(old, p)).collect();
            let modes: Vec<Cell> = modes.iter().map(|s| m.cx.st.import(s)).collect();
            let (ml, ol, nl) = (
                m.cx.st.new_list(&modes, Cell::Atom(atom::NIL)),
                m.cx.st.new_list(&olds, Cell::Atom(atom::NIL)),
                m.cx.st.new_list(&values, Cell::Atom(atom::NIL)),
            );
            let r =
                m.cx.st
                    .new_compound_str("old", &[Cell::Int(e as i64), ml, ol, nl]);
            Ok(m.cx.st.unify(a[2], r))
        }
    }
}

/// `'$tbl_update'(+Table, +Entry, +Impl, +Values, -Answer)`: the moded
/// answer at `Entry` becomes `Impl` with its moded arguments `Values`.
fn update(m: &mut Machine, a: &[Cell]) -> Res {
    let id = table_id(m, a[0])?;
    let e = get_int(&mut m.cx, a[1])? as usize;
    let imp = m.cx.st.deref(a[2]);
    let Some(t) = m.tabling.tables.get(&id) else {
        return Ok(false);
    };
    let (name, moded) = (t.name, t.moded.clone());
    let values = m.cx.st.list_to_vec(a[3]).unwrap_or_default();
    let (_, arity) = m.cx.st.functor(imp).unwrap_or((name, 0));
    let mut args: Vec<Cell> = (0..arity).map(|i| m.cx.st.arg(imp, i)).collect();
    for (&p, &v) in moded.iter().zip(&values) {
        args[p] = v;
    }
    let ans = m.cx.st.new_compound(name, &args);
    let snap = answer_snapshot(m, name, ans)?;
    let t = m.tabling.tables.get_mut(&id).unwrap();
    let key = t
        .index
        .iter()
        .find(|(_, &v)| v as usize == e)
        .map(|(k, _)| k.clone());
    t.answers[e].live = false;
    if let Some(k) = key {
        t.index.insert(k, t.answers.len() as u32);
    }
    t.answers.push(Answer {
        snap,
        next: NONE,
        live: true,
    });
    Ok(m.cx.st.unify(a[4], ans))
}

/// `'$tbl_next'(+Table, +From, +Limit, -Next, -Answer, -More)`: the
/// first live answer at a position from `From` (below `Limit` unless it
/// is -1), the position after it, and `last` when the table is complete
/// and no answer follows (else `more`). Fails when there is none; a
/// consumer of an incomplete table that finds none is recorded, as it
/// may miss answers added later.
fn next(m: &mut Machine, a: &[Cell]) -> Res {
    let id = table_id(m, a[0])?;
    let from = get_int(&mut m.cx, a[1])? as usize;
    let limit = get_int(&mut m.cx, a[2])?;
    let Some(t) = m.tabling.tables.get_mut(&id) else {
        return Ok(false);
    };
    let end = if limit < 0 {
        t.answers.len()
    } else {
        (limit as usize).min(t.answers.len())
    };
    let Some(i) = (from..end).find(|&i| t.answers[i].live) else {
        if limit < 0 && t.status == Status::Incomplete {
            t.exhausted_at = t.exhausted_at.min(t.answers.len());
        }
        return Ok(false);
    };
    let last = t.status == Status::Complete && i + 1 == t.answers.len();
    let ans = m.cx.st.import(&t.answers[i].snap);
    let more = Cell::Atom(m.cx.st.intern(if last { "last" } else { "more" }));
    Ok(m.cx.st.unify(a[3], Cell::Int(i as i64 + 1))
        && m.cx.st.unify(a[4], ans)
        && m.cx.st.unify(a[5], more))
}

/// `'$tbl_done'(+Table, +Parent, -Again)`: the generator of `Table` ran
/// out of clauses. A leader whose group lost no answers completes it
/// (`Again = done`) or starts another iteration (`again`); any other
/// table hands its dependencies to `Parent`, the generator it returns to.
fn done(m: &mut Machine, a: &[Cell]) -> Res {
    let id = table_id(m, a[0])?;
    let parent = get_int(&mut m.cx, a[1])?;
    let parent = (parent >= 0).then_some(parent as u32);
    let tb = &mut m.tabling;
    let stamp = tb.stamp;
    let Some(t) = tb.tables.get_mut(&id) else {
        tb.current = parent;
        return Ok(m.cx.st.unify(a[2], Cell::Atom(atom::FAIL)));
    };
    t.active = false;
    t.finished_stamp = stamp;
    let (dfn, mut low) = (t.dfn, t.low);
    let pos = dfn as usize;
    if low >= dfn {
        for &x in &tb.compl[pos.min(tb.compl.len())..] {
            if let Some(xt) = tb.tables.get(&x) {
                low = low.min(xt.low);
            }
        }
    }
    let again = Cell::Atom(m.cx.st.intern("again"));
    let done = Cell::Atom(m.cx.st.intern("done"));
    if low < dfn && parent.is_some() {
        let t = tb.tables.get_mut(&id).unwrap();
        t.low = low;
        if let Some(p) = parent.and_then(|p| tb.tables.get_mut(&p)) {
            p.low = p.low.min(low);
        }
        tb.current = parent;
        return Ok(m.cx.st.unify(a[2], done));
    }
    // A leader: did a consumer of the group give up too early?
    let group: Vec<u32> = tb.compl[pos.min(tb.compl.len())..].to_vec();
    let missed = group.iter().any(|x| {
        tb.tables
            .get(x)
            .is_some_and(|xt| xt.exhausted_at < xt.answers.len())
    });
    if missed {
        tb.stamp += 1;
        let stamp = tb.stamp;
        for x in &group {
            if let Some(xt) = tb.tables.get_mut(x) {
                xt.exhausted_at = usize::MAX;
                xt.active = false;
            }
        }
        let t = tb.tables.get_mut(&id).unwrap();
        t.active = true;
        t.low = t.dfn;
        t.iter_start = stamp;
        t.eval_stamp = stamp;
        tb.current = Some(id);
        return Ok(m.cx.st.unify(a[2], again));
    }
    let start = tb.tables.get(&id).map_or(0, |t| t.iter_start);
    for x in group {
        let finished = tb
            .tables
            .get(&x)
            .is_some_and(|xt| xt.finished_stamp >= start && !xt.active);
        if finished {
            let xt = tb.tables.get_mut(&x).unwrap();
            xt.status = Status::Complete;
            if xt.answers.iter().any(|an| !an.live) {
                xt.answers.retain(|an| an.live);
                xt.index.clear();
            }
        } else {
            tb.remove(x);
        }
    }
    tb.compl.truncate(pos);
    tb.current = parent;
    Ok(m.cx.st.unify(a[2], done))
}

impl Machine {
    /// A clause being loaded for a tabled predicate: the same clause for
    /// its renamed implementation (`'p tabled'`); `None` for any other.
    pub(crate) fn tabled_clause(&mut self, term: Cell) -> Option<Cell> {
        if self.tabling.specs.is_empty() {
            return None;
        }
        let st = &self.cx.st;
        let t = st.deref(term);
        let (head, body) = match st.functor(t) {
            Some((atom::NECK, 2)) => (st.deref(st.arg(t, 0)), Some(st.arg(t, 1))),
            Some((atom::NECK, 1)) => return None,
            _ => (t, None),
        };
        let (name, arity) = st.functor(head)?;
        let pid = self.db.lookup(atom::USER, name, arity)?;
        let impl_name = self.tabling.specs.get(&pid)?.impl_name;
        let args: Vec<Cell> = (0..arity).map(|i| st.arg(head, i)).collect();
        let head = if arity == 0 {
            Cell::Atom(impl_name)
        } else {
            self.cx.st.new_compound(impl_name, &args)
        };
        Some(match body {
            Some(b) => self.cx.st.new_compound(atom::NECK, &[head, b]),
            None => head,
        })
    }
}
