//! The propagation engine: a queue of propagators run to a fixpoint over
//! the domains on the heap.
//!
//! A propagator is the heap term `'$fdp'(State, Kind, Shown, Args...)`:
//! `State` is 0 while it is alive and 1 once it is entailed (set in place
//! and trailed, so backtracking revives it), `Kind` says which filtering
//! algorithm runs it (a [`Kind`] number), `Shown` is the goal it stands
//! for in residual goals (`[]` for none) and `Args` its variables and
//! constants. Each variable it watches lists it (`var.rs`).
//!
//! An [`Engine`] lives for one builtin call. Narrowing a domain
//! (`restrict` and the helpers built on it) writes the new domain, or
//! binds the variable when one value is left, and queues the variable's
//! other live propagators; `run` takes propagators off the queue (the
//! cheap ones first) until it is empty or a domain is empty. The queue is
//! a loop, never a recursion, however long a chain of propagation grows.

use std::collections::VecDeque;

use super::domain::{Domain, INF, SUP};
use super::var::{self, bounds_of, dom_of};
use super::{FdError, FdResult};
use crate::term::{atom, Cell, FxHashSet, Store};

/// Which filtering algorithm a propagator runs (stored as its `Kind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `Σ Cᵢ·Xᵢ = K`: args `c(C...)`, `v(X...)`, `K`.
    LinEq = 0,
    /// `Σ Cᵢ·Xᵢ =< K`.
    LinLe = 1,
    /// `Σ Cᵢ·Xᵢ =\= K`.
    LinNe = 2,
    /// `X * Y = Z`: args `X`, `Y`, `Z`, as for the other arithmetic
    /// kinds up to `Pow`.
    Times = 3,
    /// `X // Y = Z` (truncating).
    Div = 4,
    /// `X mod Y = Z` (sign of `Y`).
    Mod = 5,
    /// `X rem Y = Z` (sign of `X`).
    Rem = 6,
    /// `abs(X) = Z`: args `X`, `Z`.
    Abs = 7,
    Min = 8,
    Max = 9,
    /// `X ^ Y = Z`.
    Pow = 10,
    /// `B <=> Σ Cᵢ·Xᵢ Op K`: args `B`, `Op` (a linear kind), `c(...)`,
    /// `v(...)`, `K`.
    Reif = 11,
    /// all_different/1: args `v(X...)`.
    AllDifferent = 12,
    /// all_distinct/1: args `v(X...)`.
    AllDistinct = 13,
    /// `X div Y = Z` (flooring).
    FloorDiv = 14,
    /// element/3, global_cardinality/2, tuples_in/2, lex_chain/1: see
    /// `global.rs`.
    Element = 15,
    Gcc = 16,
    Tuples = 17,
    LexLe = 18,
    /// `abs(X - Y) =\= C`: args `X`, `Y`, `C` (an integer); prunes once
    /// X or Y is known, as SWI's `absdiff_neq`.
    AbsDiffNe = 19,
    /// `abs(X - Y) >= C`, likewise (SWI's `absdiff_geq`).
    AbsDiffGe = 20,
    /// `B <=> X in Dom`: args `B`, `X`, `Dom` (a `'$dom'(...)` term).
    ReifIn = 21,
    /// `C * X = Z` for an integer `C`: args `C`, `X`, `Z` (SWI's `ptimes`
    /// with a known factor: Z's domain is X's scaled interval by
    /// interval, X's Z's divided).
    Scale = 22,
    /// circuit/1: args `v(X...)` (see `global/circuit.rs`).
    Circuit = 23,
    /// serialized/2, one pair of tasks: args `Si`, `Di`, `Sj`, `Dj`.
    Serialized = 24,
    /// Bitwise functions (SWI's `pshift`/`pfunction`), args `X`, `Y`,
    /// `Z` as for `Times` (`Y` is 0 for the unary ones): `X << Y`,
    /// `X >> Y`, `X /\ Y`, `X \/ Y`, `X xor Y`, `\ X`, `msb(X)`,
    /// `lsb(X)`, `popcount(X)`.
    Shl = 25,
    Shr = 26,
    BitAnd = 27,
    BitOr = 28,
    Xor = 29,
    BitNot = 30,
    Msb = 31,
    Lsb = 32,
    Popcount = 33,
}

/// When a propagator runs again after one of its variables changed
/// (SWI's three propagator lists): once the variable is bound, once a
/// bound of its domain moved, or on any change.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Wake {
    Ground,
    Bounds,
    Any,
}

/// What happened to a variable's domain.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Change {
    /// Bound to a value.
    Ground,
    /// A bound moved.
    Bounds,
    /// Only values inside were removed.
    Inner,
}

impl Kind {
    pub fn from_i64(k: i64) -> Option<Kind> {
        use Kind::*;
        Some(match k {
            0 => LinEq,
            1 => LinLe,
            2 => LinNe,
            3 => Times,
            4 => Div,
            5 => Mod,
            6 => Rem,
            7 => Abs,
            8 => Min,
            9 => Max,
            10 => Pow,
            11 => Reif,
            12 => AllDifferent,
            13 => AllDistinct,
            14 => FloorDiv,
            15 => Element,
            16 => Gcc,
            17 => Tuples,
            18 => LexLe,
            19 => AbsDiffNe,
            20 => AbsDiffGe,
            21 => ReifIn,
            22 => Scale,
            23 => Circuit,
            24 => Serialized,
            25 => Shl,
            26 => Shr,
            27 => BitAnd,
            28 => BitOr,
            29 => Xor,
            30 => BitNot,
            31 => Msb,
            32 => Lsb,
            33 => Popcount,
            _ => return None,
        })
    }

    /// When it wakes. Disequalities and all_different/1 act only on
    /// values, linear equations and inequalities only on bounds; the
    /// others on any change. As in SWI, an equation over two variables
    /// (domain-consistent) is not run again when only a value inside a
    /// domain went, so the domains labeling sees are SWI's.
    pub fn wake(self) -> Wake {
        match self {
            Kind::LinNe | Kind::AllDifferent | Kind::AbsDiffNe | Kind::AbsDiffGe => Wake::Ground,
            Kind::LinEq | Kind::LinLe => Wake::Bounds,
            _ => Wake::Any,
        }
    }

    /// Not queued again by its own changes (SWI's `no_reactivation`).
    fn no_reactivation(self) -> bool {
        matches!(
            self,
            Kind::AllDistinct | Kind::Gcc | Kind::Tuples | Kind::Circuit
        )
    }

    /// A function of one argument (its `Y` is 0).
    pub fn unary_function(self) -> bool {
        matches!(self, Kind::BitNot | Kind::Msb | Kind::Lsb | Kind::Popcount)
    }

    /// Expensive propagators run after the cheap ones have settled.
    fn slow(self) -> bool {
        matches!(
            self,
            Kind::AllDistinct | Kind::Gcc | Kind::Tuples | Kind::Element | Kind::Circuit
        )
    }
}

/// Offsets in a propagator term (from its header).
const STATE: usize = 1;
const KIND: usize = 2;
pub const SHOWN: usize = 3;
pub const ARGS: usize = 4;

/// One propagation run (see the module docs).
pub struct Engine<'a> {
    pub st: &'a mut Store,
    queue: [VecDeque<u32>; 2],
    queued: FxHashSet<u32>,
    /// The propagator running now if it is a global one (all_distinct,
    /// global_cardinality, tuples_in): narrowing its own variables does
    /// not queue it again, as its filtering reaches its own fixpoint.
    /// The others are queued again by their own changes, as in SWI (an
    /// equation woken by bounds sees the values other propagators remove
    /// from inside a domain meanwhile when it runs again).
    current: u32,
    /// The propagator running now, whatever its kind.
    running: u32,
    /// While the sides of a reified comparison are parsed: the divisors
    /// of the divisions posted (`//`, `div`, `mod`, `rem`), which are
    /// posted partial (a zero divisor leaves the result free) so the
    /// comparison can be false where they are undefined, as in SWI.
    pub partial: Option<Vec<Cell>>,
}

impl<'a> Engine<'a> {
    pub fn new(st: &'a mut Store) -> Self {
        Engine {
            st,
            queue: [VecDeque::new(), VecDeque::new()],
            queued: FxHashSet::default(),
            current: u32::MAX,
            running: u32::MAX,
            partial: None,
        }
    }

    // ---- propagator terms ------------------------------------------------

    /// A new live propagator term of `kind` over `args`, shown as `shown`.
    pub fn new_prop(&mut self, kind: Kind, shown: Cell, args: &[Cell]) -> u32 {
        let mut all = Vec::with_capacity(args.len() + 3);
        all.push(Cell::Int(0));
        all.push(Cell::Int(kind as i64));
        all.push(shown);
        all.extend_from_slice(args);
        let Cell::Str(q) = self.st.new_compound(atom::FD_PROP, &all) else {
            unreachable!()
        };
        q
    }

    /// The number of arguments of propagator `q`.
    pub fn prop_arity(&self, q: u32) -> usize {
        match self.st.heap[q as usize] {
            Cell::Fun(_, n) => (n as usize).saturating_sub(ARGS - 1),
            _ => 0,
        }
    }

    /// Argument `i` of propagator `q`, dereferenced.
    #[inline]
    pub fn arg(&self, q: u32, i: usize) -> Cell {
        self.st.deref(self.st.heap[q as usize + ARGS + i])
    }

    /// The arguments of a `c(...)`/`v(...)` argument of propagator `q`.
    pub fn arg_cells(&self, q: u32, i: usize) -> Vec<Cell> {
        match self.arg(q, i) {
            Cell::Str(p) => {
                let Cell::Fun(_, n) = self.st.heap[p as usize] else {
                    return Vec::new();
                };
                (0..n as usize)
                    .map(|k| self.st.deref(self.st.heap[p as usize + 1 + k]))
                    .collect()
            }
            _ => Vec::new(),
        }
    }

    pub fn kind(&self, q: u32) -> Option<Kind> {
        match self.st.heap[q as usize + KIND] {
            Cell::Int(k) => Kind::from_i64(k),
            _ => None,
        }
    }

    pub fn is_dead(&self, q: u32) -> bool {
        self.st.heap[q as usize + STATE] != Cell::Int(0)
    }

    /// Marks `q` entailed: it never runs again on this branch.
    pub fn kill(&mut self, q: u32) {
        self.st.update(q + STATE as u32, Cell::Int(1));
    }

    /// Makes `q` watch every variable in `vars` and queues it.
    pub fn attach(&mut self, q: u32, vars: &[Cell]) {
        for &x in vars {
            if let Cell::Var(a) = self.st.deref(x) {
                let p = var::ensure_fd(self.st, a);
                let old = self.st.heap[p as usize + 2];
                // A propagator mentioning a variable twice is listed once.
                if let Cell::Lst(c) = self.st.deref(old) {
                    if self.st.deref(self.st.heap[c as usize]) == Cell::Str(q) {
                        continue;
                    }
                }
                let l = self.st.new_list(&[Cell::Str(q)], old);
                self.st.update(p + 2, l);
            }
        }
        self.schedule(q);
    }

    // ---- domains ---------------------------------------------------------

    #[inline]
    pub fn dom(&self, x: Cell) -> Domain {
        dom_of(self.st, self.st.deref(x))
    }

    #[inline]
    pub fn bounds(&self, x: Cell) -> (i64, i64) {
        bounds_of(self.st, self.st.deref(x))
    }

    /// The value of `x` if it has only one.
    pub fn value(&self, x: Cell) -> Option<i64> {
        match self.st.deref(x) {
            Cell::Int(v) => Some(v),
            _ => None,
        }
    }

    /// Narrows `x` to its domain intersected with `d`: `Ok(true)` if it
    /// changed, `Err(Fail)` if nothing is left.
    pub fn restrict(&mut self, x: Cell, d: &Domain) -> FdResult<bool> {
        match self.st.deref(x) {
            Cell::Int(v) => {
                if d.contains(v) {
                    Ok(false)
                } else {
                    Err(FdError::Fail)
                }
            }
            Cell::Var(a) => {
                let old = dom_of(self.st, Cell::Var(a));
                let new = old.intersect(d);
                if new == old {
                    return Ok(false);
                }
                self.set_dom(a, new)?;
                Ok(true)
            }
            other => Err(FdError::Type("integer", other)),
        }
    }

    /// Makes `d` (a subset of the old domain) the domain of the unbound
    /// variable at `a` and queues its propagators.
    pub fn set_dom(&mut self, a: u32, d: Domain) -> FdResult<()> {
        if d.is_empty() {
            return Err(FdError::Fail);
        }
        let p = var::ensure_fd(self.st, a);
        let a = var::var_addr(self.st, a);
        let props = self.st.heap[p as usize + 2];
        let change = if let Some(v) = d.value() {
            self.st.bind_attvar_except(a, Cell::Int(v), atom::CLPFD);
            Change::Ground
        } else {
            let old = var::decode_bounds(self.st, self.st.heap[p as usize + 1]);
            let dom = var::encode(self.st, &d);
            self.st.update(p + 1, dom);
            if old == (d.min(), d.max()) {
                Change::Inner
            } else {
                Change::Bounds
            }
        };
        self.schedule_woken(props, change);
        Ok(())
    }

    pub fn set_min(&mut self, x: Cell, lo: i64) -> FdResult<bool> {
        if lo <= self.bounds(x).0 {
            return Ok(false);
        }
        self.restrict(x, &Domain::range(lo, SUP))
    }

    pub fn set_max(&mut self, x: Cell, hi: i64) -> FdResult<bool> {
        if hi >= self.bounds(x).1 {
            return Ok(false);
        }
        self.restrict(x, &Domain::range(INF, hi))
    }

    /// Narrows `x` to `lo..hi` (bounds given as wide integers, clamped).
    pub fn set_bounds(&mut self, x: Cell, lo: i128, hi: i128) -> FdResult<bool> {
        if lo > hi || lo >= SUP as i128 || hi <= INF as i128 {
            return Err(FdError::Fail);
        }
        let (l, h) = self.bounds(x);
        let lo = clamp(lo);
        let hi = clamp(hi);
        if lo <= l && hi >= h {
            return Ok(false);
        }
        self.restrict(x, &Domain::range(lo, hi))
    }

    pub fn remove(&mut self, x: Cell, v: i64) -> FdResult<bool> {
        match self.st.deref(x) {
            Cell::Int(w) if w == v => Err(FdError::Fail),
            Cell::Int(_) => Ok(false),
            Cell::Var(a) => {
                let old = dom_of(self.st, Cell::Var(a));
                if !old.contains(v) {
                    return Ok(false);
                }
                self.set_dom(a, old.remove(v))?;
                Ok(true)
            }
            other => Err(FdError::Type("integer", other)),
        }
    }

    pub fn set_value(&mut self, x: Cell, v: i64) -> FdResult<bool> {
        self.restrict(x, &Domain::single(v))
    }

    // ---- the queue -------------------------------------------------------

    /// Queues the running propagator again, to go on after the others
    /// (a filtering algorithm that converges slowly yields its turn).
    pub fn requeue_current(&mut self) {
        let (q, current) = (self.running, self.current);
        self.current = u32::MAX;
        self.schedule(q);
        self.current = current;
    }

    pub fn schedule(&mut self, q: u32) {
        if q == self.current || self.is_dead(q) || !self.queued.insert(q) {
            return;
        }
        let slow = self.kind(q).is_some_and(Kind::slow);
        self.queue[slow as usize].push_back(q);
    }

    /// Queues the live propagators of a `Props` list, as for a variable
    /// just bound.
    pub fn schedule_list(&mut self, props: Cell) {
        self.schedule_woken(props, Change::Ground);
    }

    /// Queues the propagators of a `Props` list that `change` wakes, in
    /// SWI's order: those waiting for a value, then those on bounds, then
    /// the others, each newest first.
    pub fn schedule_woken(&mut self, props: Cell, change: Change) {
        let classes: &[Wake] = match change {
            Change::Ground => &[Wake::Ground, Wake::Bounds, Wake::Any],
            Change::Bounds => &[Wake::Bounds, Wake::Any],
            Change::Inner => &[Wake::Any],
        };
        for &class in classes {
            // The list hangs off an attribute a program can set
            // (put_attr/3), so it may be cyclic; a list has fewer cells
            // than the heap, so a walk that takes more steps has gone
            // round a cycle. (A counter: this loop is the propagation
            // engine's hottest, and a cycle-finding walk costs it 3% of
            // a puzzle's instructions.)
            let mut left = self.st.heap.len();
            let mut l = self.st.deref(props);
            while let Cell::Lst(c) = l {
                if left == 0 {
                    break;
                }
                left -= 1;
                if let Cell::Str(q) = self.st.deref(self.st.heap[c as usize]) {
                    if self.kind(q).map_or(Wake::Any, Kind::wake) == class {
                        self.schedule(q);
                    }
                }
                l = self.st.deref(self.st.heap[c as usize + 1]);
            }
        }
    }

    /// Runs queued propagators until none is left.
    pub fn run(&mut self) -> FdResult<()> {
        loop {
            let q = match self.queue[0].pop_front() {
                Some(q) => q,
                None => match self.queue[1].pop_front() {
                    Some(q) => q,
                    None => return Ok(()),
                },
            };
            self.queued.remove(&q);
            if self.is_dead(q) {
                continue;
            }
            self.current = if self.kind(q).is_some_and(Kind::no_reactivation) {
                q
            } else {
                u32::MAX
            };
            self.running = q;
            let r = self.propagate(q);
            self.current = u32::MAX;
            self.running = u32::MAX;
            if let Err(e) = r {
                self.queue[0].clear();
                self.queue[1].clear();
                self.queued.clear();
                return Err(e);
            }
        }
    }

    fn propagate(&mut self, q: u32) -> FdResult<()> {
        let Some(kind) = self.kind(q) else {
            return Ok(());
        };
        use Kind::*;
        match kind {
            LinEq | LinLe | LinNe => super::linear::propagate(self, q, kind),
            Reif => super::linear::propagate_reif(self, q),
            ReifIn => propagate_reif_in(self, q),
            Times | Div | Mod | Rem | Abs | Min | Max | Pow | FloorDiv | Shl | Shr | BitAnd
            | BitOr | Xor | BitNot | Msb | Lsb | Popcount => {
                super::nonlinear::propagate(self, q, kind)
            }
            AbsDiffNe | AbsDiffGe => super::nonlinear::propagate_absdiff(self, q, kind),
            Scale => super::nonlinear::propagate_scale(self, q),
            AllDifferent => super::alldiff::propagate_different(self, q),
            AllDistinct => super::alldiff::propagate_distinct(self, q),
            Element | Gcc | Tuples | LexLe | Circuit | Serialized => {
                super::global::propagate(self, q, kind)
            }
        }
    }
}

/// `B <=> X in Dom`: B decides X's domain, or X's domain decides B.
fn propagate_reif_in(eng: &mut Engine, q: u32) -> FdResult<()> {
    let (b, x) = (eng.arg(q, 0), eng.arg(q, 1));
    let d = var::decode(eng.st, eng.arg(q, 2));
    eng.restrict(b, &Domain::range(0, 1))?;
    match eng.value(b) {
        Some(1) => {
            eng.kill(q);
            eng.restrict(x, &d)?;
        }
        Some(_) => {
            eng.kill(q);
            eng.restrict(x, &d.complement())?;
        }
        None => {
            let dx = eng.dom(x);
            if dx.intersect(&d) == dx {
                eng.kill(q);
                eng.set_value(b, 1)?;
            } else if !dx.meets(&d) {
                eng.kill(q);
                eng.set_value(b, 0)?;
            }
        }
    }
    Ok(())
}

/// A wide bound clamped into the values a variable can hold.
pub fn clamp(v: i128) -> i64 {
    if v <= INF as i128 {
        INF
    } else if v >= SUP as i128 {
        SUP
    } else {
        v as i64
    }
}
