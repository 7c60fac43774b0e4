//! Posting constraints: arithmetic expressions turned into linear sums
//! over variables (a fresh variable standing for each non-linear
//! subexpression), boolean formulas into reified propagators, domain
//! terms into domains.
//!
//! Expressions and formulas are walked with explicit stacks, never by
//! native recursion, however deep they nest.

use std::collections::HashMap;

use num_integer::Integer;

use super::domain::{Domain, INF, SUP};
use super::engine::{Engine, Kind};
use super::linear::{self, Lin};
use super::parse::{parse_into, parse_var, sum_of};
use super::swi_shown;
use super::{div_ceil, div_floor, FdError, FdResult};
use crate::term::{atom, Cell, Store};

/// A linear expression being built: `Σ cᵢ·xᵢ + k`.
#[derive(Clone, Debug, Default)]
pub struct Sum {
    pub terms: Vec<(i128, Cell)>,
    pub k: i128,
}

impl Sum {
    pub(super) fn constant(k: i128) -> Sum {
        Sum {
            terms: Vec::new(),
            k,
        }
    }
    pub(super) fn var(x: Cell) -> Sum {
        Sum {
            terms: vec![(1, x)],
            k: 0,
        }
    }
    fn is_const(&self) -> Option<i128> {
        self.terms.is_empty().then_some(self.k)
    }
    fn scale(mut self, m: i128) -> Sum {
        for t in &mut self.terms {
            t.0 *= m;
        }
        self.k *= m;
        self
    }
    fn add(mut self, o: Sum) -> Sum {
        self.terms.extend(o.terms);
        self.k += o.k;
        self
    }
    /// Like terms merged (first occurrence order kept), zeros dropped.
    fn merged(self, st: &Store) -> Sum {
        // Variables by address (integers were folded into k).
        let mut idx: HashMap<u32, usize> = HashMap::new();
        let mut out: Vec<(i128, Cell)> = Vec::with_capacity(self.terms.len());
        for (c, x) in self.terms {
            let x = st.deref(x);
            let Cell::Var(a) = x else {
                out.push((c, x));
                continue;
            };
            match idx.get(&a) {
                Some(&i) => out[i].0 += c,
                None => {
                    idx.insert(a, out.len());
                    out.push((c, x));
                }
            }
        }
        out.retain(|t| t.0 != 0);
        Sum {
            terms: out,
            k: self.k,
        }
    }
}

/// A value that must fit the engine's 64-bit integers.
pub(super) fn small(v: i128) -> FdResult<i64> {
    if v > INF as i128 && v < SUP as i128 {
        Ok(v as i64)
    } else {
        Err(FdError::Representation)
    }
}

/// The operators of arithmetic expressions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Op {
    Add,
    Sub,
    Neg,
    Pos,
    Mul,
    Fun(Kind),
}

pub(super) fn expr_op(st: &Store, e: Cell) -> Option<(Op, usize)> {
    let (f, n) = st.functor(e)?;
    let op = match (st.atom_name(f), n) {
        ("+", 2) => Op::Add,
        ("-", 2) => Op::Sub,
        ("-", 1) => Op::Neg,
        ("+", 1) => Op::Pos,
        ("*", 2) => Op::Mul,
        ("//", 2) => Op::Fun(Kind::Div),
        ("div", 2) => Op::Fun(Kind::FloorDiv),
        ("mod", 2) => Op::Fun(Kind::Mod),
        ("rem", 2) => Op::Fun(Kind::Rem),
        ("min", 2) => Op::Fun(Kind::Min),
        ("max", 2) => Op::Fun(Kind::Max),
        ("^", 2) => Op::Fun(Kind::Pow),
        ("abs", 1) => Op::Fun(Kind::Abs),
        ("<<", 2) => Op::Fun(Kind::Shl),
        (">>", 2) => Op::Fun(Kind::Shr),
        ("/\\", 2) => Op::Fun(Kind::BitAnd),
        ("\\/", 2) => Op::Fun(Kind::BitOr),
        ("xor", 2) => Op::Fun(Kind::Xor),
        ("\\", 1) => Op::Fun(Kind::BitNot),
        ("msb", 1) => Op::Fun(Kind::Msb),
        ("lsb", 1) => Op::Fun(Kind::Lsb),
        ("popcount", 1) => Op::Fun(Kind::Popcount),
        _ => return None,
    };
    Some((op, n))
}

/// The leaf `e` of an expression: a variable or an integer (`?(X)` and
/// `#(X)` mark a variable too).
pub(super) fn leaf(st: &Store, e: Cell) -> FdResult<Sum> {
    match e {
        Cell::Var(_) => Ok(Sum::var(e)),
        Cell::Int(v) => Ok(Sum::constant(v as i128)),
        Cell::Big(_) => Err(FdError::Representation),
        _ => {
            if let Some((f, 1)) = st.functor(e) {
                if matches!(st.atom_name(f), "?" | "#") {
                    let x = st.deref(st.arg(e, 0));
                    return match x {
                        Cell::Var(_) => Ok(Sum::var(x)),
                        Cell::Int(v) => Ok(Sum::constant(v as i128)),
                        _ => Err(FdError::Type("integer", x)),
                    };
                }
            }
            Err(FdError::Domain("clpfd_expression", e))
        }
    }
}

/// `e` as a linear sum, posting a propagator and a fresh variable for
/// each non-linear part.
pub fn linearize(eng: &mut Engine, e: Cell) -> FdResult<Sum> {
    enum Work {
        Visit(Cell),
        Apply(Op, Cell),
    }
    let mut work = vec![Work::Visit(e)];
    let mut vals: Vec<Sum> = Vec::new();
    while let Some(w) = work.pop() {
        match w {
            Work::Visit(e) => {
                let e = eng.st.deref(e);
                match expr_op(eng.st, e) {
                    Some((op, n)) => {
                        work.push(Work::Apply(op, e));
                        for i in (0..n).rev() {
                            work.push(Work::Visit(eng.st.arg(e, i)));
                        }
                    }
                    None => vals.push(leaf(eng.st, e)?),
                }
            }
            Work::Apply(op, e) => {
                let r = match op {
                    Op::Neg => vals.pop().unwrap().scale(-1),
                    Op::Pos => vals.pop().unwrap(),
                    Op::Fun(k) if k.unary_function() => {
                        // f(X) as f(X, 0).
                        let a = vals.pop().unwrap();
                        apply(eng, op, a, Sum::constant(0), e)?
                    }
                    _ => {
                        let unary = matches!(op, Op::Fun(Kind::Abs));
                        let b = vals.pop().unwrap();
                        let a = if unary {
                            Sum::default()
                        } else {
                            vals.pop().unwrap()
                        };
                        apply(eng, op, a, b, e)?
                    }
                };
                if r.k.abs() > i64::MAX as i128 {
                    return Err(FdError::Representation);
                }
                vals.push(r);
            }
        }
    }
    Ok(vals.pop().unwrap_or_default())
}

fn apply(eng: &mut Engine, op: Op, a: Sum, b: Sum, e: Cell) -> FdResult<Sum> {
    Ok(match op {
        Op::Add => a.add(b),
        Op::Sub => a.add(b.scale(-1)),
        Op::Mul => match (a.is_const(), b.is_const()) {
            (Some(c), _) => b.scale(c),
            (_, Some(c)) => a.scale(c),
            _ => Sum::var(nonlinear(eng, Kind::Times, a, b, e)?),
        },
        Op::Fun(Kind::Abs) => match b.is_const() {
            Some(c) => Sum::constant(c.abs()),
            None => {
                let x = materialize(eng, b)?;
                let z = fresh(eng);
                let shown = eng.st.new_compound_str("abs", &[x]);
                let shown = eng.st.new_compound_str("#=", &[z, shown]);
                let q = eng.new_prop(Kind::Abs, shown, &[x, z]);
                eng.attach(q, &[x, z]);
                Sum::var(z)
            }
        },
        Op::Fun(kind) => match (a.is_const(), b.is_const()) {
            (Some(x), Some(y)) => {
                let (x, y) = (small(x)?, small(y)?);
                match super::nonlinear::apply(kind, x, y) {
                    Some(v) => Sum::constant(v as i128),
                    // Undefined (x // 0): no value satisfies it.
                    None if super::nonlinear::undefined(kind, x, y) => return Err(FdError::Fail),
                    // Too big for 64 bits.
                    None => return Err(FdError::Representation),
                }
            }
            _ => Sum::var(nonlinear(eng, kind, a, b, e)?),
        },
        _ => unreachable!("unary operators are applied by the caller"),
    })
}

/// A fresh variable for the value of `op(a, b)`, with its propagator.
fn nonlinear(eng: &mut Engine, kind: Kind, a: Sum, b: Sum, e: Cell) -> FdResult<Cell> {
    let x = materialize(eng, a)?;
    let y = materialize(eng, b)?;
    let z = fresh(eng);
    post_nonlinear(eng, kind, x, y, z, e);
    Ok(z)
}

/// Posts `op(X, Y) = Z`, shown as `Expr #= Z` (SWI's way, with `min` and
/// `max` the other way round).
pub fn post_nonlinear(eng: &mut Engine, kind: Kind, x: Cell, y: Cell, z: Cell, e: Cell) {
    let name = match kind {
        Kind::Times => "*",
        Kind::Div => "//",
        Kind::FloorDiv => "div",
        Kind::Mod => "mod",
        Kind::Rem => "rem",
        Kind::Min => "min",
        Kind::Max => "max",
        Kind::Shl => "<<",
        Kind::Shr => ">>",
        Kind::BitAnd => "/\\",
        Kind::BitOr => "\\/",
        Kind::Xor => "xor",
        Kind::BitNot => "\\",
        Kind::Msb => "msb",
        Kind::Lsb => "lsb",
        Kind::Popcount => "popcount",
        _ => "^",
    };
    let expr = if kind.unary_function() {
        eng.st.new_compound_str(name, &[x])
    } else if eng.st.functor(e).is_some() {
        eng.st.new_compound_str(name, &[x, y])
    } else {
        e
    };
    // SWI shows min, max and the bitwise functions (but the shifts)
    // result first.
    let result_first = matches!(
        kind,
        Kind::Min
            | Kind::Max
            | Kind::BitAnd
            | Kind::BitOr
            | Kind::Xor
            | Kind::BitNot
            | Kind::Msb
            | Kind::Lsb
            | Kind::Popcount
    );
    let shown = if result_first {
        eng.st.new_compound_str("#=", &[z, expr])
    } else {
        eng.st.new_compound_str("#=", &[expr, z])
    };
    let divides = matches!(kind, Kind::Div | Kind::FloorDiv | Kind::Mod | Kind::Rem);
    let q = match eng.partial.as_mut() {
        Some(divisors) if divides => {
            divisors.push(y);
            eng.new_prop(kind, shown, &[x, y, z, Cell::Int(1)])
        }
        _ => eng.new_prop(kind, shown, &[x, y, z]),
    };
    eng.attach(q, &[x, y, z]);
}

pub(super) fn fresh(eng: &mut Engine) -> Cell {
    eng.st.new_var()
}

/// A variable or integer equal to the sum.
fn materialize(eng: &mut Engine, s: Sum) -> FdResult<Cell> {
    if let Some(c) = s.is_const() {
        return Ok(Cell::Int(small(c)?));
    }
    let s = s.merged(eng.st);
    if s.k == 0 && s.terms.len() == 1 && s.terms[0].0 == 1 {
        return Ok(s.terms[0].1);
    }
    let z = fresh(eng);
    let mut s = s;
    s.terms.push((-1, z));
    post_sum(eng, Kind::LinEq, s)?;
    Ok(z)
}

/// Turns `Σ cᵢ·xᵢ + k` into `Lin` with the constant on the right.
pub(super) fn to_lin(st: &Store, s: Sum) -> FdResult<Lin> {
    let s = s.merged(st);
    let mut cs = Vec::with_capacity(s.terms.len());
    let mut xs = Vec::with_capacity(s.terms.len());
    for (c, x) in s.terms {
        cs.push(small(c)?);
        xs.push(x);
    }
    Ok(Lin {
        cs,
        xs,
        k: small(-s.k)?,
    })
}

/// Posts `Σ Rel 0` (Rel a linear kind), settling the cases that need no
/// propagator: no variable, or one.
pub fn post_sum(eng: &mut Engine, kind: Kind, s: Sum) -> FdResult<()> {
    let lin = to_lin(eng.st, s)?;
    post_lin(eng, kind, lin)
}

pub fn post_lin(eng: &mut Engine, kind: Kind, lin: Lin) -> FdResult<()> {
    post_lin_shown(eng, kind, lin, None)
}

/// [`post_lin`], the propagator (if one is needed) shown as `shown`
/// (else as `linear::shown` writes it).
pub fn post_lin_shown(eng: &mut Engine, kind: Kind, lin: Lin, shown: Option<Cell>) -> FdResult<()> {
    match lin.xs.len() {
        0 => {
            let holds = match kind {
                Kind::LinEq => lin.k == 0,
                Kind::LinNe => lin.k != 0,
                _ => 0 <= lin.k,
            };
            if holds {
                Ok(())
            } else {
                Err(FdError::Fail)
            }
        }
        1 => {
            let (c, x, k) = (lin.cs[0] as i128, lin.xs[0], lin.k as i128);
            match kind {
                Kind::LinEq => {
                    if k % c != 0 {
                        return Err(FdError::Fail);
                    }
                    eng.set_value(x, small(k / c)?).map(|_| ())
                }
                Kind::LinNe => {
                    if k % c == 0 {
                        eng.remove(x, small(k / c)?)?;
                    }
                    Ok(())
                }
                _ => {
                    // c·x =< k
                    if c > 0 {
                        eng.set_bounds(x, INF as i128, div_floor(k, c)).map(|_| ())
                    } else {
                        eng.set_bounds(x, div_ceil(k, c), SUP as i128).map(|_| ())
                    }
                }
            }
        }
        _ => {
            linear::post(eng, kind, lin, shown);
            Ok(())
        }
    }
}

/// The comparison `rel` as a linear kind over `L - R` (negated for `>=`
/// and `>`, shifted by one for the strict ones).
pub fn relation(name: &str) -> Option<(Kind, bool, i128)> {
    Some(match name {
        "#=" => (Kind::LinEq, false, 0),
        "#\\=" => (Kind::LinNe, false, 0),
        "#=<" => (Kind::LinLe, false, 0),
        "#<" => (Kind::LinLe, false, 1),
        "#>=" => (Kind::LinLe, true, 0),
        "#>" => (Kind::LinLe, true, 1),
        _ => return None,
    })
}

/// `L - R` (or `R - L`, its terms in the order written) as a sum,
/// shifted for strict comparisons: the constraint is then `sum Kind 0`.
pub fn relation_sum(eng: &mut Engine, name: &str, l: Cell, r: Cell) -> FdResult<(Kind, Sum)> {
    let (kind, flip, shift) = relation(name).expect("a clpfd relation");
    let sl = linearize(eng, l)?;
    let sr = linearize(eng, r)?;
    // The terms stay in the order they are written (L's, then R's).
    let mut s = sl.add(sr.scale(-1));
    if flip {
        s = s.scale(-1);
    }
    s.k += shift;
    Ok((kind, s))
}

/// Posts `L Rel R` as SWI's library does (see `swi_shown` for what
/// that decides).
pub fn post_relation(eng: &mut Engine, name: &str, l: Cell, r: Cell) -> FdResult<()> {
    post_relation_as(eng, name, l, r, false)
}

/// [`post_relation`]; `scalar` for sum/3 and scalar_product/4, which SWI
/// posts as a scalar product straight away (no first shapes, no
/// auxiliary variable for two terms).
pub fn post_relation_as(
    eng: &mut Engine,
    name: &str,
    l: Cell,
    r: Cell,
    scalar: bool,
) -> FdResult<()> {
    let (l, r) = (unwrap_marked(eng.st, l), unwrap_marked(eng.st, r));
    if !scalar {
        let shape = match name {
            "#=" => {
                // X #= Y between two variables unifies them, as SWI does.
                if let (Cell::Var(_), Cell::Var(_)) = (l, r) {
                    return unify(eng, l, r);
                }
                swi_shown::eq_shape(eng.st, l, r)
            }
            "#\\=" => swi_shown::neq_shape(eng.st, l, r),
            _ => None,
        };
        if let Some(shown) = shape {
            return post_shape(eng, name, l, r, shown);
        }
        if post_absdiff(eng, name, l, r)? {
            return Ok(());
        }
        if !linear_expr(eng.st, l) || !linear_expr(eng.st, r) {
            return post_parsed(eng, name, l, r);
        }
    }
    let (kind, s) = relation_sum(eng, name, l, r)?;
    // C·X = C·Y (X #= Y + 0, 2*X #= 2*Y) unifies X and Y, as SWI does.
    if kind == Kind::LinEq && s.k == 0 {
        let m = s.clone().merged(eng.st);
        if let [(c0, x @ Cell::Var(_)), (c1, y @ Cell::Var(_))] = m.terms[..] {
            if c0 == -c1 {
                return unify(eng, x, y);
            }
        }
    }
    let mut lin = to_lin(eng.st, s)?;
    let marker = swi_shown::scalar_marker(eng.st);
    let shown = match kind {
        Kind::LinEq => {
            // Divided by the coefficients' gcd, as SWI posts it.
            let g = lin.cs.iter().fold(0i64, |g, &c| g.gcd(&c));
            if g > 1 {
                if lin.k % g != 0 {
                    return Err(FdError::Fail);
                }
                lin.cs.iter_mut().for_each(|c| *c /= g);
                lin.k /= g;
            }
            let (ts, p) = swi_shown::current(eng.st, &lin);
            swi_shown::converted(eng.st, true, &ts, p).unwrap_or(marker)
        }
        Kind::LinNe => {
            let (ts, p) = swi_shown::current(eng.st, &lin);
            swi_shown::converted(eng.st, false, &ts, p).unwrap_or(marker)
        }
        _ if scalar || lin.xs.len() != 2 => marker,
        _ => return post_geq2(eng, lin),
    };
    post_lin_shown(eng, kind, lin, Some(shown))
}

/// `X` for `?(X)` or `#(X)` with X a variable or an integer; the term
/// itself otherwise (dereferenced).
fn unwrap_marked(st: &Store, c: Cell) -> Cell {
    let c = st.deref(c);
    if let Some((f, 1)) = st.functor(c) {
        if matches!(st.atom_name(f), "?" | "#") {
            let x = st.deref(st.arg(c, 0));
            if matches!(x, Cell::Var(_) | Cell::Int(_)) {
                return x;
            }
        }
    }
    c
}

fn unify(eng: &mut Engine, x: Cell, y: Cell) -> FdResult<()> {
    if eng.st.unify(x, y) {
        Ok(())
    } else {
        Err(FdError::Fail)
    }
}

/// `Σ c·x =< k` over two variables (SWI's `#>=` on two terms, its
/// coefficients the negated `c`): `A#>=B`, `B#=<A+C`, or an auxiliary
/// `S = A+B` with S bounded for two terms of the same sign.
fn post_geq2(eng: &mut Engine, lin: Lin) -> FdResult<()> {
    let (a, b, k) = (lin.xs[0], lin.xs[1], lin.k);
    let shown = match lin.cs[..] {
        [-1, 1] if k == 0 => eng.st.new_compound_str("#>=", &[a, b]),
        [1, -1] if k == 0 => eng.st.new_compound_str("#>=", &[b, a]),
        [-1, 1] => {
            let s = eng.st.new_compound(atom::PLUS, &[a, Cell::Int(k)]);
            eng.st.new_compound_str("#=<", &[b, s])
        }
        [1, -1] => {
            let s = eng.st.new_compound(atom::PLUS, &[b, Cell::Int(k)]);
            eng.st.new_compound_str("#=<", &[a, s])
        }
        [c, d] if c == d && c.abs() == 1 => {
            // A+B = S, S >= -k (c = -1) or S =< k (c = 1); S is
            // constrained first, as in SWI.
            let s = fresh(eng);
            if let Cell::Var(v) = s {
                super::var::ensure_fd(eng.st, v);
            }
            let sum = eng.st.new_compound(atom::PLUS, &[a, b]);
            let shown = eng.st.new_compound_str("#=", &[sum, s]);
            let eq = Lin {
                cs: vec![1, 1, -1],
                xs: vec![a, b, s],
                k: 0,
            };
            post_lin_shown(eng, Kind::LinEq, eq, Some(shown))?;
            return if c == -1 {
                eng.set_bounds(s, -(k as i128), SUP as i128).map(|_| ())
            } else {
                eng.set_bounds(s, INF as i128, k as i128).map(|_| ())
            };
        }
        _ => swi_shown::scalar_marker(eng.st),
    };
    post_lin_shown(eng, Kind::LinLe, lin, Some(shown))
}

/// One of SWI's first shapes for `#=` and `#\=` (`X #= Y+Z`, ...),
/// shown as `shown`: linear, or a product of two variables.
fn post_shape(eng: &mut Engine, name: &str, l: Cell, r: Cell, shown: Cell) -> FdResult<()> {
    if name == "#=" {
        if let Some((c, x, z)) = scale_shape(eng.st, l, r) {
            post_scale(eng, c, x, z, shown);
            return Ok(());
        }
    }
    if linear_expr(eng.st, l) && linear_expr(eng.st, r) {
        let (kind, s) = relation_sum(eng, name, l, r)?;
        let mut lin = to_lin(eng.st, s)?;
        // The variables in the order SWI's propagator lists them (they
        // are constrained in that order), which is the order they take
        // in the shown goal but for the `Y+Z#=X` family.
        let order = swi_shown::shape_order(eng.st, shown);
        let pos = |x: &Cell| order.iter().position(|o| o == x).unwrap_or(usize::MAX);
        let mut ts: Vec<(i64, Cell)> = lin.cs.iter().copied().zip(lin.xs.iter().copied()).collect();
        ts.sort_by_key(|t| pos(&t.1));
        lin.cs = ts.iter().map(|t| t.0).collect();
        lin.xs = ts.iter().map(|t| t.1).collect();
        return post_lin_shown(eng, kind, lin, Some(shown));
    }
    // X #= Y*Z with Y and Z variables.
    let (x, e) = if matches!(l, Cell::Var(_) | Cell::Int(_)) {
        (l, r)
    } else {
        (r, l)
    };
    let (y, z) = (
        eng.st.deref(eng.st.arg(e, 0)),
        eng.st.deref(eng.st.arg(e, 1)),
    );
    let (kind, z) = if y == z {
        (Kind::Pow, Cell::Int(2))
    } else {
        (Kind::Times, z)
    };
    let q = eng.new_prop(kind, shown, &[y, z, x]);
    eng.attach(q, &[y, z, x]);
    Ok(())
}

/// `Z #= C*X` or `Z #= X*C` (either way round) with C an integer, X a
/// variable and Z a variable or integer: `(C, X, Z)`.
fn scale_shape(st: &Store, l: Cell, r: Cell) -> Option<(i64, Cell, Cell)> {
    for (z, e) in [(l, r), (r, l)] {
        if !matches!(z, Cell::Var(_) | Cell::Int(_)) {
            continue;
        }
        let Some((f, 2)) = st.functor(e) else {
            continue;
        };
        if f != atom::STAR {
            continue;
        }
        match (st.deref(st.arg(e, 0)), st.deref(st.arg(e, 1))) {
            (Cell::Int(c), x @ Cell::Var(_)) | (x @ Cell::Var(_), Cell::Int(c)) => {
                return Some((c, x, z))
            }
            _ => {}
        }
    }
    None
}

/// `Z = C*X` as SWI's `ptimes` with a known factor (see `Kind::Scale`).
pub fn post_scale(eng: &mut Engine, c: i64, x: Cell, z: Cell, shown: Cell) {
    let q = eng.new_prop(Kind::Scale, shown, &[Cell::Int(c), x, z]);
    eng.attach(q, &[x, z]);
}

/// Whether `e` is linear as SWI's `linsum` reads it: variables,
/// integers, `-A`, `A+B`, `A-B`, and products with an integer.
fn linear_expr(st: &Store, e: Cell) -> bool {
    let mut work = vec![e];
    while let Some(t) = work.pop() {
        let t = st.deref(t);
        if matches!(t, Cell::Var(_) | Cell::Int(_)) {
            continue;
        }
        let Some((f, n)) = st.functor(t) else {
            return false;
        };
        let arg = |i: usize| st.deref(st.arg(t, i));
        match (st.atom_name(f), n) {
            ("?", 1) | ("#", 1) => {}
            ("-", 1) => work.push(arg(0)),
            ("+", 2) | ("-", 2) => {
                work.push(arg(0));
                work.push(arg(1));
            }
            ("*", 2) => match (arg(0), arg(1)) {
                (Cell::Int(_), a) | (a, Cell::Int(_)) => work.push(a),
                _ => return false,
            },
            _ => return false,
        }
    }
    true
}

/// `L Rel R` with a side that is not linear, as SWI posts it: for `#=`
/// the other side's result is parsed into a variable or integer side (or
/// both into one variable); `#\=` and the inequalities relate the two
/// sides parsed into variables. `abs(X) #>= N` and `N #>= abs(X)` only
/// narrow X's domain.
fn post_parsed(eng: &mut Engine, name: &str, l: Cell, r: Cell) -> FdResult<()> {
    let vi = |c: Cell| matches!(c, Cell::Var(_) | Cell::Int(_));
    match name {
        "#=" => {
            if vi(l) {
                parse_into(eng, r, Some(l))?;
            } else if vi(r) {
                parse_into(eng, l, Some(r))?;
            } else {
                let x = parse_var(eng, l)?;
                parse_into(eng, r, Some(x))?;
            }
            Ok(())
        }
        "#\\=" => {
            let x = parse_var(eng, l)?;
            let y = parse_var(eng, r)?;
            let shown = eng.st.new_compound_str("#\\=", &[x, y]);
            let lin = to_lin(eng.st, sum_of(&[(1, x), (-1, y)]))?;
            post_lin_shown(eng, Kind::LinNe, lin, Some(shown))
        }
        _ => {
            // L #>= R, with #> as #>= R+1, #=< and #< the other way round.
            let one = |st: &mut Store, x: Cell| st.new_compound(atom::PLUS, &[x, Cell::Int(1)]);
            let (hi, lo) = match name {
                "#>=" => (l, r),
                "#>" => (l, one(eng.st, r)),
                "#=<" => (r, l),
                _ => {
                    let l1 = one(eng.st, l);
                    (r, l1)
                }
            };
            if let Some(done) = abs_bound(eng, hi, lo)? {
                return Ok(done);
            }
            let x = parse_var(eng, hi)?;
            let y = parse_var(eng, lo)?;
            let shown = eng.st.new_compound_str("#>=", &[x, y]);
            let lin = to_lin(eng.st, sum_of(&[(1, y), (-1, x)]))?;
            post_lin_shown(eng, Kind::LinLe, lin, Some(shown))
        }
    }
}

/// `abs(X) >= N` or `N >= abs(X)` with X a variable or integer: X's
/// domain narrowed, no propagator (as SWI).
fn abs_bound(eng: &mut Engine, hi: Cell, lo: Cell) -> FdResult<Option<()>> {
    let abs_arg = |st: &Store, e: Cell| -> Option<Cell> {
        let e = st.deref(e);
        match st.functor(e) {
            Some((f, 1)) if st.atom_name(f) == "abs" => {
                let x = st.deref(st.arg(e, 0));
                matches!(x, Cell::Var(_) | Cell::Int(_)).then_some(x)
            }
            _ => None,
        }
    };
    let (hi, lo) = (eng.st.deref(hi), eng.st.deref(lo));
    let d = match (abs_arg(eng.st, hi), lo, hi, abs_arg(eng.st, lo)) {
        (Some(x), Cell::Int(n), _, _) if n > 0 => (x, Domain::range(-n + 1, n - 1).complement()),
        (Some(_), Cell::Int(_), _, _) => return Ok(Some(())),
        (_, _, Cell::Int(n), Some(x)) if n >= 0 => (x, Domain::range(-n, n)),
        (_, _, Cell::Int(_), Some(_)) => return Err(FdError::Fail),
        _ => return Ok(None),
    };
    eng.restrict(d.0, &d.1)?;
    Ok(Some(()))
}

/// `abs(A - B) #\= C` and `abs(A - B) #>= C` (either way round, `#>`
/// as `#>=` the next integer) for an integer C, as SWI's specialised
/// propagators that wait for A or B to be known: false if the
/// constraint has another shape.
fn post_absdiff(eng: &mut Engine, name: &str, l: Cell, r: Cell) -> FdResult<bool> {
    let (e, c, kind) = match (name, l, r) {
        ("#\\=", e, Cell::Int(c)) | ("#\\=", Cell::Int(c), e) => (e, c, Kind::AbsDiffNe),
        ("#>=", e, Cell::Int(c)) | ("#=<", Cell::Int(c), e) => (e, c, Kind::AbsDiffGe),
        ("#>", e, Cell::Int(c)) | ("#<", Cell::Int(c), e) if c < SUP - 1 => {
            (e, c + 1, Kind::AbsDiffGe)
        }
        _ => return Ok(false),
    };
    match eng.st.functor(e) {
        Some((f, 1)) if eng.st.atom_name(f) == "abs" => {}
        _ => return Ok(false),
    }
    let d = eng.st.deref(eng.st.arg(e, 0));
    match eng.st.functor(d) {
        Some((f, 2)) if eng.st.atom_name(f) == "-" => {}
        _ => return Ok(false),
    }
    let a = linearize(eng, eng.st.arg(d, 0))?;
    let a = materialize(eng, a)?;
    let b = linearize(eng, eng.st.arg(d, 1))?;
    let b = materialize(eng, b)?;
    let diff = eng.st.new_compound_str("-", &[a, b]);
    let abs = eng.st.new_compound_str("abs", &[diff]);
    let op = if kind == Kind::AbsDiffNe {
        "#\\="
    } else {
        "#>="
    };
    let shown = eng.st.new_compound_str(op, &[abs, Cell::Int(c)]);
    let q = eng.new_prop(kind, shown, &[a, b, Cell::Int(c)]);
    eng.attach(q, &[a, b]);
    Ok(true)
}

// ---- domains ---------------------------------------------------------------

/// A domain term: `N`, `L..H` (bounds integers, `inf` or `sup`), `D1 \/ D2`.
pub fn parse_domain(st: &Store, d: Cell) -> FdResult<Domain> {
    let mut iv = Vec::new();
    let mut work = vec![d];
    let bound = |c: Cell| -> FdResult<i64> {
        match st.deref(c) {
            Cell::Int(v) if v != INF && v != SUP => Ok(v),
            Cell::Atom(atom::INF) => Ok(INF),
            Cell::Atom(atom::SUP) => Ok(SUP),
            Cell::Var(_) => Err(FdError::Inst),
            Cell::Big(_) => Err(FdError::Representation),
            _ => Err(FdError::Type("clpfd_domain", st.deref(d))),
        }
    };
    while let Some(t) = work.pop() {
        let t = st.deref(t);
        match t {
            Cell::Int(v) if v != INF && v != SUP => iv.push((v, v)),
            Cell::Var(_) => return Err(FdError::Inst),
            _ => match st.functor(t) {
                Some((atom::DOTDOT, 2)) => {
                    let (l, h) = (bound(st.arg(t, 0))?, bound(st.arg(t, 1))?);
                    if l == SUP || h == INF {
                        return Err(FdError::Type("clpfd_domain", st.deref(d)));
                    }
                    if l <= h {
                        iv.push((l, h));
                    }
                }
                Some((atom::DOM_UNION, 2)) => {
                    work.push(st.arg(t, 1));
                    work.push(st.arg(t, 0));
                }
                _ => return Err(FdError::Type("clpfd_domain", st.deref(d))),
            },
        }
    }
    Ok(Domain::from_intervals(iv))
}

/// The domain as SWI writes it: `1..3\/5\/7..sup`, `inf..sup`.
pub fn domain_term(st: &mut Store, d: &Domain) -> Cell {
    let bound = |v: i64| match v {
        INF => Cell::Atom(atom::INF),
        SUP => Cell::Atom(atom::SUP),
        v => Cell::Int(v),
    };
    let mut acc: Option<Cell> = None;
    for &(l, h) in d.intervals() {
        let t = if l == h {
            Cell::Int(l)
        } else {
            st.new_compound(atom::DOTDOT, &[bound(l), bound(h)])
        };
        acc = Some(match acc {
            None => t,
            Some(a) => st.new_compound(atom::DOM_UNION, &[a, t]),
        });
    }
    // An empty domain is written as SWI writes it: 1..0.
    acc.unwrap_or_else(|| st.new_compound(atom::DOTDOT, &[Cell::Int(1), Cell::Int(0)]))
}
