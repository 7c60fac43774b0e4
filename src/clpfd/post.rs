//! Posting constraints: arithmetic expressions turned into linear sums
//! over variables (a fresh variable standing for each non-linear
//! subexpression), boolean formulas into reified propagators, domain
//! terms into domains.
//!
//! Expressions and formulas are walked with explicit stacks, never by
//! native recursion, however deep they nest.

use std::collections::HashMap;

use super::domain::{Domain, INF, SUP};
use super::engine::{Engine, Kind};
use super::linear::{self, Lin};
use super::{FdError, FdResult};
use crate::term::{atom, Cell, Store};

/// A linear expression being built: `Σ cᵢ·xᵢ + k`.
#[derive(Clone, Debug, Default)]
pub struct Sum {
    pub terms: Vec<(i128, Cell)>,
    pub k: i128,
}

impl Sum {
    fn constant(k: i128) -> Sum {
        Sum {
            terms: Vec::new(),
            k,
        }
    }
    fn var(x: Cell) -> Sum {
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
fn small(v: i128) -> FdResult<i64> {
    if v > INF as i128 && v < SUP as i128 {
        Ok(v as i64)
    } else {
        Err(FdError::Representation)
    }
}

/// The operators of arithmetic expressions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Op {
    Add,
    Sub,
    Neg,
    Pos,
    Mul,
    Fun(Kind),
}

fn expr_op(st: &Store, e: Cell) -> Option<(Op, usize)> {
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
        _ => return None,
    };
    Some((op, n))
}

/// The leaf `e` of an expression: a variable or an integer (`?(X)`
/// marks a variable too).
fn leaf(st: &Store, e: Cell) -> FdResult<Sum> {
    match e {
        Cell::Var(_) => Ok(Sum::var(e)),
        Cell::Int(v) => Ok(Sum::constant(v as i128)),
        Cell::Big(_) => Err(FdError::Representation),
        _ => {
            if let Some((f, 1)) = st.functor(e) {
                if st.atom_name(f) == "?" {
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
        _ => "^",
    };
    let expr = if eng.st.functor(e).is_some() {
        eng.st.new_compound_str(name, &[x, y])
    } else {
        e
    };
    let shown = if matches!(kind, Kind::Min | Kind::Max) {
        eng.st.new_compound_str("#=", &[z, expr])
    } else {
        eng.st.new_compound_str("#=", &[expr, z])
    };
    let q = eng.new_prop(kind, shown, &[x, y, z]);
    eng.attach(q, &[x, y, z]);
}

fn fresh(eng: &mut Engine) -> Cell {
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
fn to_lin(st: &Store, s: Sum) -> FdResult<Lin> {
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
            linear::post(eng, kind, lin);
            Ok(())
        }
    }
}

fn div_floor(a: i128, b: i128) -> i128 {
    let q = a / b;
    if a % b != 0 && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

fn div_ceil(a: i128, b: i128) -> i128 {
    -div_floor(-a, b)
}

/// The comparison `rel` as a linear kind over `L - R` (negated for `>=`
/// and `>`, shifted by one for the strict ones).
pub fn relation(name: &str) -> Option<(Kind, bool, i128)> {
    Some(match name {
        // R - L, so that X #= Y+Z shows as Y+Z#=X, as in SWI.
        "#=" => (Kind::LinEq, true, 0),
        "#\\=" => (Kind::LinNe, false, 0),
        "#=<" => (Kind::LinLe, false, 0),
        "#<" => (Kind::LinLe, false, 1),
        "#>=" => (Kind::LinLe, true, 0),
        "#>" => (Kind::LinLe, true, 1),
        _ => return None,
    })
}

/// `L - R` (or `R - L`) as a sum, shifted for strict comparisons: the
/// constraint is then `sum Kind 0`.
pub fn relation_sum(eng: &mut Engine, name: &str, l: Cell, r: Cell) -> FdResult<(Kind, Sum)> {
    let (kind, flip, shift) = relation(name).expect("a clpfd relation");
    let sl = linearize(eng, l)?;
    let sr = linearize(eng, r)?;
    let mut s = if flip {
        sr.add(sl.scale(-1))
    } else {
        sl.add(sr.scale(-1))
    };
    s.k += shift;
    Ok((kind, s))
}

/// Posts `L Rel R`.
pub fn post_relation(eng: &mut Engine, name: &str, l: Cell, r: Cell) -> FdResult<()> {
    let (l, r) = (eng.st.deref(l), eng.st.deref(r));
    // X #= Y between two variables unifies them, as SWI does.
    if name == "#=" {
        if let (Cell::Var(_), Cell::Var(_)) = (l, r) {
            if eng.st.unify(l, r) {
                return Ok(());
            }
            return Err(FdError::Fail);
        }
        // Z #= op(X, Y) (either way round) posts op's propagator on Z.
        for (z, e) in [(l, r), (r, l)] {
            if matches!(z, Cell::Var(_) | Cell::Int(_)) && post_direct(eng, z, e) {
                return Ok(());
            }
        }
    }
    if post_absdiff(eng, name, l, r)? {
        return Ok(());
    }
    let (kind, s) = relation_sum(eng, name, l, r)?;
    // C·X = C·Y (X #= Y + 0, 2*X #= 2*Y) unifies X and Y, as SWI does.
    if kind == Kind::LinEq && s.k == 0 {
        let m = s.clone().merged(eng.st);
        if let [(c0, x @ Cell::Var(_)), (c1, y @ Cell::Var(_))] = m.terms[..] {
            if c0 == -c1 {
                return if eng.st.unify(x, y) {
                    Ok(())
                } else {
                    Err(FdError::Fail)
                };
            }
        }
    }
    post_sum(eng, kind, s)
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

/// `Z = op(X, Y)` with X and Y variables or integers (a variable among
/// them) as one propagator on Z, shown as written; false if `e` is not
/// such an expression.
fn post_direct(eng: &mut Engine, z: Cell, e: Cell) -> bool {
    let Some((op, n)) = expr_op(eng.st, e) else {
        return false;
    };
    let kind = match op {
        Op::Mul => Kind::Times,
        Op::Fun(k) => k,
        _ => return false,
    };
    let args: Vec<Cell> = (0..n).map(|i| eng.st.deref(eng.st.arg(e, i))).collect();
    if !args
        .iter()
        .all(|a| matches!(a, Cell::Var(_) | Cell::Int(_)))
        || !args.iter().any(|a| matches!(a, Cell::Var(_)))
    {
        return false;
    }
    // A constant factor keeps the product linear.
    if kind == Kind::Times && args.iter().any(|a| matches!(a, Cell::Int(_))) {
        return false;
    }
    if kind == Kind::Abs {
        let shown = eng.st.new_compound_str("#=", &[z, e]);
        let q = eng.new_prop(Kind::Abs, shown, &[args[0], z]);
        eng.attach(q, &[args[0], z]);
    } else {
        post_nonlinear(eng, kind, args[0], args[1], z, e);
    }
    true
}

// ---- reification -----------------------------------------------------------

/// Boolean connectives of reifiable formulas.
fn connective(st: &Store, f: Cell) -> Option<(&'static str, usize)> {
    let (name, n) = st.functor(f)?;
    let s = match (st.atom_name(name), n) {
        ("#<==>", 2) => "#<==>",
        ("#==>", 2) => "#==>",
        ("#<==", 2) => "#<==",
        ("#/\\", 2) => "#/\\",
        ("#\\/", 2) => "#\\/",
        ("#\\", 2) => "#\\",
        ("#\\", 1) => "#\\1",
        _ => return None,
    };
    Some((s, n))
}

/// A 0/1 variable (or 0/1 integer) for the formula's truth, with the
/// propagators relating them, without native recursion.
pub fn reify(eng: &mut Engine, f: Cell) -> FdResult<Cell> {
    let b = boolean_var(eng, f)?;
    if let Some(b) = b {
        return Ok(b);
    }
    let b = fresh(eng);
    reify_into(eng, f, b)?;
    Ok(b)
}

/// The formula itself if it is already a boolean (a variable or 0/1).
fn boolean_var(eng: &mut Engine, f: Cell) -> FdResult<Option<Cell>> {
    let f = eng.st.deref(f);
    match f {
        Cell::Var(_) => {
            eng.restrict(f, &Domain::range(0, 1))?;
            Ok(Some(eng.st.deref(f)))
        }
        Cell::Int(0) | Cell::Int(1) => Ok(Some(f)),
        _ => Ok(None),
    }
}

/// Makes `b` (0..1) the truth value of formula `f`.
pub fn reify_into(eng: &mut Engine, f: Cell, b: Cell) -> FdResult<()> {
    let mut work = vec![(f, b)];
    while let Some((f, b)) = work.pop() {
        eng.restrict(b, &Domain::range(0, 1))?;
        let f = eng.st.deref(f);
        if let Some(v) = boolean_var(eng, f)? {
            let lin = Lin {
                cs: vec![1, -1],
                xs: vec![v, b],
                k: 0,
            };
            post_lin(eng, Kind::LinEq, lin)?;
            continue;
        }
        if let Some((c, n)) = connective(eng.st, f) {
            let mut subs = Vec::new();
            for i in 0..n {
                let g = eng.st.deref(eng.st.arg(f, i));
                let bi = match boolean_var(eng, g)? {
                    Some(v) => v,
                    None => {
                        let v = fresh(eng);
                        work.push((g, v));
                        v
                    }
                };
                subs.push(bi);
            }
            // Each connective is a linear condition on the sub-truths.
            let (kind, cs, k) = match c {
                "#<==>" => (Kind::LinEq, vec![1, -1], 0),
                "#\\" => (Kind::LinNe, vec![1, -1], 0),
                "#==>" => (Kind::LinLe, vec![1, -1], 0),
                "#<==" => (Kind::LinLe, vec![-1, 1], 0),
                "#/\\" => (Kind::LinLe, vec![-1, -1], -2),
                "#\\/" => (Kind::LinLe, vec![-1, -1], -1),
                _ => (Kind::LinEq, vec![1], 0), // #\ P: P = 0
            };
            let shown = eng.st.new_compound_str("#<==>", &[f, b]);
            post_reif(eng, b, kind, Lin { cs, xs: subs, k }, shown);
            continue;
        }
        let Some((name, 2)) = eng.st.functor(f) else {
            return Err(FdError::Domain("clpfd_reifiable_expression", f));
        };
        let name = eng.st.atom_name(name).to_string();
        if relation(&name).is_none() {
            return Err(FdError::Domain("clpfd_reifiable_expression", f));
        }
        let (l, r) = (eng.st.arg(f, 0), eng.st.arg(f, 1));
        let (kind, s) = relation_sum(eng, &name, l, r)?;
        let lin = to_lin(eng.st, s)?;
        let shown = reified_shown(eng.st, &name, l, r, f);
        let shown = eng.st.new_compound_str("#<==>", &[shown, b]);
        post_reif(eng, b, kind, lin, shown);
    }
    Ok(())
}

/// A reified comparison as SWI shows it: strict comparisons with a
/// constant become `#>=`/`#=<` the next integer over.
fn reified_shown(st: &mut Store, name: &str, l: Cell, r: Cell, f: Cell) -> Cell {
    match (name, st.deref(r)) {
        ("#>", Cell::Int(c)) if c < SUP - 1 => st.new_compound_str("#>=", &[l, Cell::Int(c + 1)]),
        ("#<", Cell::Int(c)) if c > INF + 1 => st.new_compound_str("#=<", &[l, Cell::Int(c - 1)]),
        _ => f,
    }
}

fn post_reif(eng: &mut Engine, b: Cell, kind: Kind, lin: Lin, shown: Cell) {
    let [c, v, k] = lin.cells(eng.st);
    let q = eng.new_prop(Kind::Reif, shown, &[b, Cell::Int(kind as i64), c, v, k]);
    let mut watched = lin.xs.clone();
    watched.push(b);
    eng.attach(q, &watched);
}

/// Posts a formula as true: conjunctions and comparisons directly, the
/// other connectives through their truth variables.
pub fn post_formula(eng: &mut Engine, f: Cell) -> FdResult<()> {
    let mut work = vec![f];
    while let Some(f) = work.pop() {
        let f = eng.st.deref(f);
        if let Some(v) = boolean_var(eng, f)? {
            eng.set_value(v, 1)?;
            continue;
        }
        match connective(eng.st, f) {
            Some(("#/\\", _)) => {
                work.push(eng.st.arg(f, 1));
                work.push(eng.st.arg(f, 0));
            }
            Some(("#<==>", _)) => {
                let b = reify(eng, eng.st.arg(f, 0))?;
                reify_into(eng, eng.st.arg(f, 1), b)?;
            }
            Some(("#\\1", _)) => {
                let b = reify(eng, eng.st.arg(f, 0))?;
                eng.set_value(b, 0)?;
            }
            Some((c, _)) => {
                let b0 = reify(eng, eng.st.arg(f, 0))?;
                let b1 = reify(eng, eng.st.arg(f, 1))?;
                let (kind, cs, k) = match c {
                    "#==>" => (Kind::LinLe, vec![1, -1], 0),
                    "#<==" => (Kind::LinLe, vec![-1, 1], 0),
                    "#\\/" => (Kind::LinLe, vec![-1, -1], -1),
                    _ => (Kind::LinNe, vec![1, -1], 0), // #\ xor
                };
                post_lin(
                    eng,
                    kind,
                    Lin {
                        cs,
                        xs: vec![b0, b1],
                        k,
                    },
                )?;
            }
            None => {
                let Some((name, 2)) = eng.st.functor(f) else {
                    return Err(FdError::Domain("clpfd_reifiable_expression", f));
                };
                let name = eng.st.atom_name(name).to_string();
                if relation(&name).is_none() {
                    return Err(FdError::Domain("clpfd_reifiable_expression", f));
                }
                post_relation(eng, &name, eng.st.arg(f, 0), eng.st.arg(f, 1))?;
            }
        }
    }
    Ok(())
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
