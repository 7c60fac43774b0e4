//! Linear constraints `Σ Cᵢ·Xᵢ Op K` (Op: `=`, `=<`, `=\=`) and their
//! reification.
//!
//! Equality and `=<` are bounds-consistent, as SWI's; an equality over
//! two variables with unit coefficients (`X = Y + C`, `X = C - Y`) is
//! domain-consistent, and `=\=` prunes a value once one variable is left.
//! Sums are computed in `i128`, an infinite bound counted apart.

use super::domain::{Domain, INF, SUP};
use super::engine::{Engine, Kind, ARGS, SHOWN};
use super::swi_shown;
use super::{div_ceil, div_floor, FdError, FdResult};
use crate::term::{atom, Cell, Store};

/// Passes over one equation before it yields to the other propagators.
const PASSES: usize = 32;

/// The terms of a linear propagator: coefficients, variables, constant.
pub struct Lin {
    pub cs: Vec<i64>,
    pub xs: Vec<Cell>,
    pub k: i64,
}

impl Lin {
    /// Reads the `c(...)`, `v(...)`, `K` arguments from `at`.
    pub fn read(eng: &Engine, q: u32, at: usize) -> Lin {
        Lin::read_store(eng.st, q, at)
    }

    /// [`Lin::read`] without an engine (for residual goals).
    pub fn read_store(st: &Store, q: u32, at: usize) -> Lin {
        let arg = |i: usize| st.deref(st.heap[q as usize + ARGS + at + i]);
        let cells = |c: Cell| -> Vec<Cell> {
            let Cell::Str(p) = c else {
                return Vec::new();
            };
            let Cell::Fun(_, n) = st.heap[p as usize] else {
                return Vec::new();
            };
            (0..n as usize)
                .map(|k| st.deref(st.heap[p as usize + 1 + k]))
                .collect()
        };
        let cs = cells(arg(0))
            .into_iter()
            .map(|c| match c {
                Cell::Int(v) => v,
                _ => 0,
            })
            .collect();
        let xs = cells(arg(1));
        let k = match arg(2) {
            Cell::Int(v) => v,
            _ => 0,
        };
        let mut lin = Lin { cs, xs, k };
        lin.merge_aliases();
        lin
    }

    /// Variables unified since posting (`X #\\= Y, X = Y`) become one
    /// term; terms whose coefficients cancel go.
    fn merge_aliases(&mut self) {
        let addrs: Vec<u32> = self
            .xs
            .iter()
            .filter_map(|x| match x {
                Cell::Var(a) => Some(*a),
                _ => None,
            })
            .collect();
        let dup = if addrs.len() > 16 {
            let mut seen = std::collections::HashSet::with_capacity(addrs.len());
            addrs.iter().any(|a| !seen.insert(*a))
        } else {
            (0..addrs.len()).any(|i| addrs[i + 1..].contains(&addrs[i]))
        };
        if !dup {
            return;
        }
        let (mut cs, mut xs): (Vec<i64>, Vec<Cell>) = (Vec::new(), Vec::new());
        for (&c, &x) in self.cs.iter().zip(&self.xs) {
            match xs.iter().position(|&y| y == x && matches!(x, Cell::Var(_))) {
                Some(i) => cs[i] = cs[i].saturating_add(c),
                None => {
                    cs.push(c);
                    xs.push(x);
                }
            }
        }
        let keep: Vec<bool> = cs.iter().map(|&c| c != 0).collect();
        let mut it = keep.iter();
        cs.retain(|_| *it.next().unwrap());
        let mut it = keep.iter();
        xs.retain(|_| *it.next().unwrap());
        self.cs = cs;
        self.xs = xs;
    }

    /// The `c(...)`, `v(...)` and `K` argument cells.
    pub fn cells(&self, st: &mut Store) -> [Cell; 3] {
        let cs: Vec<Cell> = self.cs.iter().map(|&c| Cell::Int(c)).collect();
        let c = st.new_compound_str("c", &cs);
        let v = st.new_compound_str("v", &self.xs);
        [c, v, Cell::Int(self.k)]
    }
}

/// The least and greatest value of `c·x` over `lo..hi`; `None` for an
/// infinite one.
fn term_bounds(c: i64, lo: i64, hi: i64) -> (Option<i128>, Option<i128>) {
    let f = |v: i64| -> Option<i128> {
        if v == INF || v == SUP {
            None
        } else {
            Some(c as i128 * v as i128)
        }
    };
    if c >= 0 {
        (f(lo), f(hi))
    } else {
        (f(hi), f(lo))
    }
}

/// Sum of the finite parts and count of infinite parts.
#[derive(Default, Clone, Copy)]
struct Acc {
    sum: i128,
    inf: usize,
}

impl Acc {
    fn add(&mut self, v: Option<i128>) {
        match v {
            Some(v) => self.sum += v,
            None => self.inf += 1,
        }
    }
    fn total(self) -> Option<i128> {
        (self.inf == 0).then_some(self.sum)
    }
    /// The sum without one term.
    fn without(self, v: Option<i128>) -> Option<i128> {
        match v {
            Some(v) if self.inf == 0 => Some(self.sum - v),
            None if self.inf == 1 => Some(self.sum),
            _ => None,
        }
    }
}

/// The bounds of a linear sum's variables and terms, and the sums of
/// the terms' least and greatest values.
struct Bounds {
    /// Each variable's bounds.
    bs: Vec<(i64, i64)>,
    /// Each term's least and greatest value (`None`: infinite).
    tb: Vec<(Option<i128>, Option<i128>)>,
    lo: Acc,
    hi: Acc,
}

impl Bounds {
    fn of(eng: &Engine, lin: &Lin) -> Bounds {
        let bs: Vec<(i64, i64)> = lin.xs.iter().map(|&x| eng.bounds(x)).collect();
        let tb: Vec<_> = lin
            .cs
            .iter()
            .zip(&bs)
            .map(|(&c, &(l, h))| term_bounds(c, l, h))
            .collect();
        let (mut lo, mut hi) = (Acc::default(), Acc::default());
        for &(l, h) in &tb {
            lo.add(l);
            hi.add(h);
        }
        Bounds { bs, tb, lo, hi }
    }
}

/// Narrows `x` so that `c·x` lies in `lo..hi` (`None`: unbounded).
fn narrow_term(
    eng: &mut Engine,
    c: i64,
    x: Cell,
    lo: Option<i128>,
    hi: Option<i128>,
) -> FdResult<bool> {
    let c = c as i128;
    let (xl, xh) = if c > 0 {
        (lo.map(|l| div_ceil(l, c)), hi.map(|h| div_floor(h, c)))
    } else {
        (hi.map(|h| div_ceil(h, c)), lo.map(|l| div_floor(l, c)))
    };
    eng.set_bounds(x, xl.unwrap_or(INF as i128), xh.unwrap_or(SUP as i128))
}

pub fn propagate(eng: &mut Engine, q: u32, kind: Kind) -> FdResult<()> {
    let lin = Lin::read(eng, q, 0);
    if kind != Kind::LinLe {
        convert_shown(eng, q, kind, &lin);
    }
    match kind {
        Kind::LinEq => propagate_eq(eng, q, &lin),
        Kind::LinLe => propagate_le(eng, q, &lin),
        _ => propagate_ne(eng, q, &lin),
    }
}

fn propagate_eq(eng: &mut Engine, q: u32, lin: &Lin) -> FdResult<()> {
    if lin.xs.len() == 2 && lin.cs.iter().all(|c| c.abs() == 1) {
        return propagate_eq2(eng, q, lin);
    }
    for pass in 0.. {
        let Bounds { bs, tb, lo, hi } = Bounds::of(eng, lin);
        if let (Some(l), Some(h)) = (lo.total(), hi.total()) {
            if l == h {
                return if l == lin.k as i128 {
                    eng.kill(q);
                    Ok(())
                } else {
                    Err(FdError::Fail)
                };
            }
        }
        let mut changed = false;
        for (i, &x) in lin.xs.iter().enumerate() {
            if bs[i].0 == bs[i].1 {
                continue;
            }
            let k = lin.k as i128;
            let t_lo = hi.without(tb[i].1).map(|r| k - r);
            let t_hi = lo.without(tb[i].0).map(|r| k - r);
            changed |= narrow_term(eng, lin.cs[i], x, t_lo, t_hi)?;
        }
        if !changed {
            return Ok(());
        }
        if pass == PASSES {
            eng.requeue_current();
            return Ok(());
        }
    }
    Ok(())
}

/// `c0·X + c1·Y = K` with unit coefficients: each domain is the image of
/// the other's.
fn propagate_eq2(eng: &mut Engine, q: u32, lin: &Lin) -> FdResult<()> {
    let (x, y) = (lin.xs[0], lin.xs[1]);
    let (c0, c1, k) = (lin.cs[0], lin.cs[1], lin.k);
    // X = c0·(K - c1·Y), Y = c1·(K - c0·X).
    let image = |d: &Domain, c_other: i64, c_self: i64| -> Domain {
        let t = if c_other == 1 { d.negate() } else { d.clone() };
        let t = t.shift(k);
        if c_self == 1 {
            t
        } else {
            t.negate()
        }
    };
    let dy = eng.dom(y);
    eng.restrict(x, &image(&dy, c1, c0))?;
    let dx = eng.dom(x);
    eng.restrict(y, &image(&dx, c0, c1))?;
    if eng.value(x).is_some() || eng.value(y).is_some() {
        eng.kill(q);
    }
    Ok(())
}

fn propagate_le(eng: &mut Engine, q: u32, lin: &Lin) -> FdResult<()> {
    for pass in 0.. {
        let Bounds { tb, lo, hi, .. } = Bounds::of(eng, lin);
        let k = lin.k as i128;
        if hi.total().is_some_and(|h| h <= k) {
            eng.kill(q);
            return Ok(());
        }
        if lo.total().is_some_and(|l| l > k) {
            return Err(FdError::Fail);
        }
        let mut changed = false;
        for (i, &x) in lin.xs.iter().enumerate() {
            let t_hi = lo.without(tb[i].0).map(|r| k - r);
            changed |= narrow_term(eng, lin.cs[i], x, None, t_hi)?;
        }
        if !changed {
            return Ok(());
        }
        if pass == PASSES {
            eng.requeue_current();
            return Ok(());
        }
    }
    Ok(())
}

fn propagate_ne(eng: &mut Engine, q: u32, lin: &Lin) -> FdResult<()> {
    let mut rest: i128 = 0;
    let mut open = None;
    for (i, &x) in lin.xs.iter().enumerate() {
        match eng.value(x) {
            Some(v) => rest += lin.cs[i] as i128 * v as i128,
            None if open.is_none() => open = Some(i),
            None => return Ok(()),
        }
    }
    let k = lin.k as i128;
    match open {
        None => {
            if rest == k {
                return Err(FdError::Fail);
            }
            eng.kill(q);
        }
        Some(i) => {
            let c = lin.cs[i] as i128;
            let t = k - rest;
            if c != 0 && t % c == 0 {
                let v = t / c;
                if v > INF as i128 && v < SUP as i128 {
                    eng.remove(lin.xs[i], v as i64)?;
                }
            }
            eng.kill(q);
        }
    }
    Ok(())
}

/// Whether `Σ Cᵢ·Xᵢ Op K` now holds (`Some(true)`), cannot hold
/// (`Some(false)`), or is still open.
pub fn entailed(eng: &Engine, kind: Kind, lin: &Lin) -> Option<bool> {
    let Bounds { bs, tb, lo, hi } = Bounds::of(eng, lin);
    let open: Vec<usize> = (0..bs.len()).filter(|&i| bs[i].0 != bs[i].1).collect();
    let k = lin.k as i128;
    let eq = || -> Option<bool> {
        if lo.total().is_some_and(|l| l > k) || hi.total().is_some_and(|h| h < k) {
            return Some(false);
        }
        match open[..] {
            [] => Some(lo.sum == k),
            [i] => {
                // One variable left: is the value it needs in its domain?
                let c = lin.cs[i] as i128;
                let rest = lo.without(tb[i].0)?;
                let t = k - rest;
                if c == 0 || t % c != 0 {
                    return Some(false);
                }
                let v = t / c;
                if v <= INF as i128 || v >= SUP as i128 || !eng.dom(lin.xs[i]).contains(v as i64) {
                    Some(false)
                } else {
                    None
                }
            }
            _ => None,
        }
    };
    match kind {
        Kind::LinEq => eq(),
        Kind::LinNe => eq().map(|b| !b),
        _ => {
            if hi.total().is_some_and(|h| h <= k) {
                Some(true)
            } else if lo.total().is_some_and(|l| l > k) {
                Some(false)
            } else {
                None
            }
        }
    }
}

/// The negation of a linear constraint.
pub fn negate(kind: Kind, lin: Lin) -> (Kind, Lin) {
    match kind {
        Kind::LinEq => (Kind::LinNe, lin),
        Kind::LinNe => (Kind::LinEq, lin),
        _ => (
            Kind::LinLe,
            Lin {
                cs: lin.cs.iter().map(|c| -c).collect(),
                xs: lin.xs,
                k: -lin.k - 1,
            },
        ),
    }
}

/// Posts `lin` as a propagator of `kind` (linear) and queues it, shown
/// as `shown` (default: as [`shown`] writes it).
pub fn post(eng: &mut Engine, kind: Kind, lin: Lin, shown: Option<Cell>) {
    let shown = match shown {
        Some(s) => s,
        None => self::shown(eng.st, kind, &lin),
    };
    let args = lin.cells(eng.st);
    let q = eng.new_prop(kind, shown, &args);
    eng.attach(q, &lin.xs);
}

/// `B <=> Σ Cᵢ·Xᵢ Op K`.
pub fn propagate_reif(eng: &mut Engine, q: u32) -> FdResult<()> {
    let b = eng.arg(q, 0);
    let kind = match eng.arg(q, 1) {
        Cell::Int(k) => Kind::from_i64(k).unwrap_or(Kind::LinEq),
        _ => Kind::LinEq,
    };
    let lin = Lin::read(eng, q, 2);
    eng.restrict(b, &Domain::range(0, 1))?;
    // A connective between truth values stays shown as it was once its
    // own truth is known (SWI's `X#\/Y#<==>1`).
    let keep = connective_shown(eng.st, eng.st.heap[q as usize + SHOWN]);
    match eng.value(b) {
        Some(1) => {
            eng.kill(q);
            post(eng, kind, lin, keep);
        }
        Some(_) => {
            eng.kill(q);
            let (k, l) = negate(kind, lin);
            post(eng, k, l, keep);
        }
        None => {
            if let Some(holds) = entailed(eng, kind, &lin) {
                eng.kill(q);
                eng.set_value(b, holds as i64)?;
            }
        }
    }
    Ok(())
}

/// A scalar product SWI would now turn into `X+Y#=Z` (or `X#\=Y+Z`)
/// keeps that goal from now on, as SWI's new propagator would.
fn convert_shown(eng: &mut Engine, q: u32, kind: Kind, lin: &Lin) {
    let shown = eng.st.heap[q as usize + SHOWN];
    if !swi_shown::is_scalar_marker(eng.st, shown) {
        return;
    }
    let open = lin.xs.iter().filter(|&&x| eng.value(x).is_none()).count();
    if open > 3 {
        return;
    }
    let (ts, p) = swi_shown::current(eng.st, lin);
    if let Some(g) = swi_shown::converted(eng.st, kind == Kind::LinEq, &ts, p) {
        eng.st.update(q + SHOWN as u32, g);
    }
}

/// `Shown` if it is `P #<==> B` with P a connective (`#/\`, `#\/`, `#\`).
fn connective_shown(st: &Store, shown: Cell) -> Option<Cell> {
    let shown = st.deref(shown);
    let (f, 2) = st.functor(shown)? else {
        return None;
    };
    if st.atom_name(f) != "#<==>" {
        return None;
    }
    let p = st.deref(st.arg(shown, 0));
    let (g, _) = st.functor(p)?;
    matches!(st.atom_name(g), "#/\\" | "#\\/" | "#\\").then_some(shown)
}

/// The goal a linear propagator stands for, as SWI shows it: the terms
/// with positive coefficients on the left, the others on the right.
pub fn shown(st: &mut Store, kind: Kind, lin: &Lin) -> Cell {
    let (mut pos, mut neg) = (Vec::new(), Vec::new());
    for (&c, &x) in lin.cs.iter().zip(&lin.xs) {
        if c > 0 {
            pos.push((c, x));
        } else if c < 0 {
            neg.push((-c, x));
        }
    }
    let mut k = lin.k;
    if pos.is_empty() && !neg.is_empty() && kind != Kind::LinLe {
        std::mem::swap(&mut pos, &mut neg);
        k = -k;
    }
    let sum = |st: &mut Store, ts: &[(i64, Cell)], konst: i64| -> Cell {
        let mut acc: Option<Cell> = None;
        for &(c, x) in ts {
            let t = if c == 1 {
                x
            } else {
                st.new_compound(atom::STAR, &[Cell::Int(c), x])
            };
            acc = Some(match acc {
                None => t,
                Some(a) => st.new_compound(atom::PLUS, &[a, t]),
            });
        }
        match acc {
            None => Cell::Int(konst),
            Some(a) if konst == 0 => a,
            Some(a) => st.new_compound(atom::PLUS, &[a, Cell::Int(konst)]),
        }
    };
    // X #>= Y, as SWI shows it.
    if kind == Kind::LinLe && k == 0 && pos.len() == 1 && neg.len() == 1 {
        let (x, y) = (sum(st, &neg, 0), sum(st, &pos, 0));
        return st.new_compound_str("#>=", &[x, y]);
    }
    let (l, r, op) = match kind {
        Kind::LinEq if !neg.is_empty() => (sum(st, &pos, -k), sum(st, &neg, 0), "#="),
        Kind::LinEq => (sum(st, &pos, 0), Cell::Int(k), "#="),
        Kind::LinNe => (sum(st, &pos, 0), sum(st, &neg, k), "#\\="),
        _ => (sum(st, &pos, 0), sum(st, &neg, k), "#=<"),
    };
    st.new_compound_str(op, &[l, r])
}
