//! The builtins behind `library(clpfd)` (`prelude/clpfd.pl`): posting
//! constraints, the attribute hook, reflection (`fd_dom/2` ...), the
//! labeling primitives and residual goals. The solver is `crate::clpfd`.

use super::{
    domain_error, get_atom, get_list, instantiation_error, representation_error, type_error,
    Builtin, Flow, Registry, Res,
};
use crate::builtins::Ctx;
use crate::clpfd::domain::{Domain, INF, SUP};
use crate::clpfd::engine::Wake;
use crate::clpfd::engine::SHOWN;
use crate::clpfd::linear::Lin;
use crate::clpfd::post;
use crate::clpfd::swi_shown;
use crate::clpfd::{var, Engine, FdError, FdResult, Kind};
use crate::term::{atom, Cell};

/// Runs `f` with an engine, then propagation to a fixpoint; maps the
/// outcome to a builtin's.
pub(super) fn with_engine(m: &mut Ctx, f: impl FnOnce(&mut Engine) -> FdResult<()>) -> Res {
    let r = {
        let mut eng = Engine::new(&mut m.st);
        f(&mut eng).and_then(|()| eng.run())
    };
    match r {
        Ok(()) => Ok(true),
        Err(e) => fd_error(m, e),
    }
}

pub(super) fn fd_error(m: &mut Ctx, e: FdError) -> Res {
    match e {
        FdError::Fail => Ok(false),
        FdError::Inst => Err(instantiation_error()),
        FdError::Type(t, c) => Err(type_error(m, t, c)),
        FdError::Domain(d, c) => Err(domain_error(m, d, c)),
        FdError::Representation => Err(representation_error(m, "clpfd_integer")),
    }
}

/// A variable or integer, else SWI's type error.
pub(super) fn fd_term(m: &mut Ctx, c: Cell) -> Result<Cell, Flow> {
    match m.st.deref(c) {
        c @ (Cell::Var(_) | Cell::Int(_)) => Ok(c),
        Cell::Big(_) => Err(representation_error(m, "clpfd_integer")),
        other => Err(type_error(m, "integer", other)),
    }
}

/// `'$fd_in'(Xs, Dom)`: each of Xs in Dom.
fn bi_in(m: &mut Ctx, args: &[Cell]) -> Res {
    let xs = get_list(m, args[0])?;
    let xs = xs
        .into_iter()
        .map(|x| fd_term(m, x))
        .collect::<Result<Vec<_>, _>>()?;
    let d = match post::parse_domain(&m.st, args[1]) {
        Ok(d) => d,
        Err(FdError::Type(_, c)) => return Err(domain_error(m, "clpfd_domain", c)),
        Err(e) => return fd_error(m, e),
    };
    with_engine(m, |eng| {
        for x in xs {
            // `X in inf..sup` still makes X a constrained variable.
            if let Cell::Var(a) = eng.st.deref(x) {
                var::ensure_fd(eng.st, a);
            }
            eng.restrict(x, &d)?;
        }
        Ok(())
    })
}

/// `'$fd_post'(Rel, L, R)`: `L Rel R` for a comparison `Rel`.
fn bi_post(m: &mut Ctx, args: &[Cell]) -> Res {
    let rel = get_atom(m, args[0])?;
    let name = m.st.atom_name(rel).to_string();
    let (l, r) = (args[1], args[2]);
    if name == "#=" {
        if let Some(r) = post_big(m, l, r)? {
            return Ok(r);
        }
    }
    with_engine(m, |eng| post::post_relation(eng, &name, l, r))
}

/// `X #= Expr` (either way round) with X a variable or an integer and
/// Expr an integer expression whose leaves are all integers (or two such
/// expressions): the value as `is/2` computes it, however big, as SWI
/// does (its goal expansion and its unbounded integers). `None` in every
/// other case (and where `is/2` raises an error: a zero divisor, a
/// negative exponent), which the solver handles.
fn post_big(m: &mut Ctx, l: Cell, r: Cell) -> Result<Option<bool>, Flow> {
    use super::arith::{eval, num_cell, Num};
    let (l, r) = (m.st.deref(l), m.st.deref(r));
    let side = |m: &mut Ctx, c: Cell| -> Result<Option<Num>, Flow> {
        let Some(powers) = evaluable(&m.st, c) else {
            return Ok(None);
        };
        // X^Y needs Y >= 0 or X = -1, as SWI's expr_conds.
        for (x, y) in powers {
            let ok = match eval(m, y) {
                Ok(Num::Int(n)) if n >= 0 => true,
                Ok(Num::Int(_)) => matches!(eval(m, x), Ok(Num::Int(-1))),
                _ => false,
            };
            if !ok {
                return Ok(None);
            }
        }
        Ok(match eval(m, c) {
            Ok(v @ (Num::Int(_) | Num::Big(_))) => Some(v),
            _ => None,
        })
    };
    let (vl, vr) = (side(m, l)?, side(m, r)?);
    // A plain integer against a variable or an expression with
    // variables: the solver's business.
    let plain = |c: Cell, v: &Option<Num>| matches!(c, Cell::Int(_)) || v.is_none();
    if plain(l, &vl) && plain(r, &vr) {
        return Ok(None);
    }
    match (vl, vr) {
        (Some(a), Some(b)) => {
            let (a, b) = (num_cell(&mut m.st, a), num_cell(&mut m.st, b));
            Ok(Some(m.st.compare(a, b) == std::cmp::Ordering::Equal))
        }
        (Some(v), None) if matches!(r, Cell::Var(_)) => {
            let v = num_cell(&mut m.st, v);
            Ok(Some(m.st.unify(r, v)))
        }
        (None, Some(v)) if matches!(l, Cell::Var(_)) => {
            let v = num_cell(&mut m.st, v);
            Ok(Some(m.st.unify(l, v)))
        }
        _ => Ok(None),
    }
}

/// Whether `e` is an integer expression for `is/2`: integer leaves and
/// the operations `+`, `-`, `*`, `abs`, `min`, `max`, `//`, `mod`, the
/// bitwise ones, and
/// `^` with an exponent free of `^` (SWI's `expr_conds`; the divisor and
/// the exponent are checked by evaluating): its powers' bases and
/// exponents if so. A variable is not one.
fn evaluable(st: &crate::term::Store, e: Cell) -> Option<Vec<(Cell, Cell)>> {
    let mut powers = Vec::new();
    let mut work = vec![(e, false)];
    while let Some((t, in_exponent)) = work.pop() {
        let t = st.deref(t);
        if matches!(t, Cell::Int(_) | Cell::Big(_)) {
            continue;
        }
        let (f, n) = st.functor(t)?;
        let arg = |i: usize| st.deref(st.arg(t, i));
        match (st.atom_name(f), n) {
            ("-", 1)
            | ("+", 1)
            | ("abs", 1)
            | ("\\", 1)
            | ("msb", 1)
            | ("lsb", 1)
            | ("popcount", 1) => work.push((arg(0), in_exponent)),
            ("+", 2)
            | ("-", 2)
            | ("*", 2)
            | ("min", 2)
            | ("max", 2)
            | ("//", 2)
            | ("mod", 2)
            | ("<<", 2)
            | (">>", 2)
            | ("/\\", 2)
            | ("\\/", 2)
            | ("xor", 2) => {
                work.push((arg(0), in_exponent));
                work.push((arg(1), in_exponent));
            }
            ("^", 2) if !in_exponent => {
                powers.push((arg(0), arg(1)));
                work.push((arg(0), false));
                work.push((arg(1), true));
            }
            _ => return None,
        }
    }
    Some(powers)
}

/// `'$fd_formula'(F)`: the reifiable formula F holds.
fn bi_formula(m: &mut Ctx, args: &[Cell]) -> Res {
    let f = args[0];
    with_engine(m, |eng| crate::clpfd::reify::post_formula(eng, f))
}

/// `'$fd_all'(Kind, Xs)`: all_different (0) or all_distinct (1).
fn bi_all(m: &mut Ctx, args: &[Cell]) -> Res {
    let strong = m.st.deref(args[0]) == Cell::Int(1);
    let xs = get_list(m, args[1])?;
    let xs = xs
        .into_iter()
        .map(|x| fd_term(m, x))
        .collect::<Result<Vec<_>, _>>()?;
    let name = if strong {
        "all_distinct"
    } else {
        "all_different"
    };
    let list = m.st.new_list(&xs, Cell::Atom(atom::NIL));
    let shown = m.st.new_compound_str(name, &[list]);
    with_engine(m, |eng| {
        let v = eng.st.new_compound_str("v", &xs);
        let kind = if strong {
            Kind::AllDistinct
        } else {
            Kind::AllDifferent
        };
        let q = eng.new_prop(kind, shown, &[v]);
        eng.attach(q, &xs);
        if strong {
            // SWI's all_distinct also takes a value from the others as
            // soon as it is known (its `pexclude`), before the matching
            // runs: a forward-checking part that shows no goal.
            let e = eng.new_prop(Kind::AllDifferent, Cell::Atom(atom::NIL), &[v]);
            eng.attach(e, &xs);
        }
        Ok(())
    })
}

/// `'$fd_scalar'(Cs, Xs, Rel, Expr)`: `Σ Cᵢ·Xᵢ Rel Expr`.
fn bi_scalar(m: &mut Ctx, args: &[Cell]) -> Res {
    let cs = get_list(m, args[0])?;
    let xs = get_list(m, args[1])?;
    let rel = get_atom(m, args[2])?;
    let name = m.st.atom_name(rel).to_string();
    if post::relation(&name).is_none() {
        let c = m.st.deref(args[2]);
        return Err(domain_error(m, "scalar_product_relation", c));
    }
    if cs.len() != xs.len() {
        return Ok(false);
    }
    let mut terms = Vec::with_capacity(xs.len());
    for (c, x) in cs.into_iter().zip(xs) {
        let c = match m.st.deref(c) {
            Cell::Int(c) => c,
            Cell::Var(_) => return Err(instantiation_error()),
            other => return Err(type_error(m, "integer", other)),
        };
        let x = m.st.deref(x);
        if !matches!(x, Cell::Var(_) | Cell::Int(_)) {
            return Err(domain_error(m, "clpfd_expression", x));
        }
        terms.push((c, x));
    }
    // The sum as an expression, so posting treats it as written.
    let mut acc: Option<Cell> = None;
    for (c, x) in terms {
        let t = if c == 1 {
            x
        } else {
            m.st.new_compound(atom::STAR, &[Cell::Int(c), x])
        };
        acc = Some(match acc {
            None => t,
            Some(a) => m.st.new_compound(atom::PLUS, &[a, t]),
        });
    }
    let l = acc.unwrap_or(Cell::Int(0));
    let r = args[3];
    with_engine(m, |eng| post::post_relation_as(eng, &name, l, r, true))
}

/// `'$fd_unify'(Attr, Other)`: the attribute hook. The variable holding
/// `'$fd'(Dom, Props)` was bound to Other.
fn bi_unify(m: &mut Ctx, args: &[Cell]) -> Res {
    let attr = m.st.deref(args[0]);
    let Cell::Str(p) = attr else {
        return Ok(true);
    };
    let dom = var::decode(&m.st, m.st.heap[p as usize + 1]);
    let props = m.st.heap[p as usize + 2];
    let other = m.st.deref(args[1]);
    match other {
        Cell::Int(v) => {
            if !dom.contains(v) {
                return Ok(false);
            }
            with_engine(m, |eng| {
                eng.schedule_list(props);
                Ok(())
            })
        }
        Cell::Var(b) => with_engine(m, |eng| {
            if var::fd_attr(eng.st, b).is_none() {
                eng.st.put_attr(b, atom::CLPFD, attr);
                eng.schedule_list(props);
                return Ok(());
            }
            // Both constrained: the survivor takes both domains and both
            // propagator lists.
            let q = var::fd_attr(eng.st, b).expect("checked");
            let mut mine = Vec::new();
            var::props_in(eng.st, props, &mut mine);
            let old = eng.st.heap[q as usize + 2];
            let cells: Vec<Cell> = mine.iter().map(|&r| Cell::Str(r)).collect();
            let merged = eng.st.new_list(&cells, old);
            eng.st.update(q + 2, merged);
            eng.schedule_list(merged);
            eng.restrict(Cell::Var(b), &dom)?;
            Ok(())
        }),
        Cell::Big(_) => Err(representation_error(m, "clpfd_integer")),
        other => Err(type_error(m, "integer", other)),
    }
}

// ---- reflection --------------------------------------------------------

/// The domain of an argument that must be a variable or an integer.
fn dom_arg(m: &mut Ctx, c: Cell) -> Result<Domain, Flow> {
    let x = fd_term(m, c)?;
    Ok(var::dom_of(&m.st, x))
}

fn bound_cell(v: i64) -> Cell {
    match v {
        INF => Cell::Atom(atom::INF),
        SUP => Cell::Atom(atom::SUP),
        v => Cell::Int(v),
    }
}

fn bi_fd_dom(m: &mut Ctx, args: &[Cell]) -> Res {
    let d = dom_arg(m, args[0])?;
    let t = if let Some(v) = d.value() {
        m.st.new_compound(atom::DOTDOT, &[Cell::Int(v), Cell::Int(v)])
    } else {
        post::domain_term(&mut m.st, &d)
    };
    Ok(m.st.unify(args[1], t))
}

fn bi_fd_inf(m: &mut Ctx, args: &[Cell]) -> Res {
    let d = dom_arg(m, args[0])?;
    Ok(m.st.unify(args[1], bound_cell(d.min())))
}

fn bi_fd_sup(m: &mut Ctx, args: &[Cell]) -> Res {
    let d = dom_arg(m, args[0])?;
    Ok(m.st.unify(args[1], bound_cell(d.max())))
}

fn bi_fd_size(m: &mut Ctx, args: &[Cell]) -> Res {
    let d = dom_arg(m, args[0])?;
    let s = match d.size() {
        Some(n) => Cell::Int(n as i64),
        None => Cell::Atom(atom::SUP),
    };
    Ok(m.st.unify(args[1], s))
}

/// The live propagators of the variable at `a`.
fn live_props(m: &Ctx, a: u32) -> Vec<u32> {
    let mut ps = Vec::new();
    var::props_of(&m.st, a, &mut ps);
    ps.retain(|&q| m.st.heap[q as usize + 1] == Cell::Int(0));
    ps
}

fn bi_fd_degree(m: &mut Ctx, args: &[Cell]) -> Res {
    let n = match fd_term(m, args[0])? {
        Cell::Var(a) => live_props(m, a).len() as i64,
        _ => 0,
    };
    Ok(m.st.unify(args[1], Cell::Int(n)))
}

fn bi_fd_var(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(matches!(m.st.deref(args[0]), Cell::Var(a) if var::fd_attr(&m.st, a).is_some()))
}

/// `'$fd_goals'(X, Goals)`: X's residual goals, `clpfd:(X in Dom)` then
/// each live propagator's goal.
fn bi_goals(m: &mut Ctx, args: &[Cell]) -> Res {
    let Cell::Var(a) = m.st.deref(args[0]) else {
        return Ok(m.st.unify(args[1], Cell::Atom(atom::NIL)));
    };
    let Some(p) = var::fd_attr(&m.st, a) else {
        return Ok(m.st.unify(args[1], Cell::Atom(atom::NIL)));
    };
    let d = var::decode(&m.st, m.st.heap[p as usize + 1]);
    let mut goals = Vec::new();
    let mut props = live_props(m, a);
    // SWI lists those waiting for a value, then those on bounds, then
    // the others (its three propagator lists), each newest first.
    props.sort_by_key(|&q| {
        let kind = match m.st.heap[q as usize + 2] {
            Cell::Int(k) => Kind::from_i64(k),
            _ => None,
        };
        match kind.map(Kind::wake) {
            Some(Wake::Ground) => 0,
            Some(Wake::Bounds) => 1,
            _ => 2,
        }
    });
    // A variable constrained only by propagators shows only those.
    if d != Domain::full() || props.is_empty() {
        let dt = post::domain_term(&mut m.st, &d);
        let in_goal = m.st.new_compound_str("in", &[Cell::Var(a), dt]);
        goals.push(in_goal);
    }
    for q in props {
        let shown = m.st.heap[q as usize + SHOWN];
        if swi_shown::is_scalar_marker(&m.st, shown) {
            let kind = match m.st.heap[q as usize + 2] {
                Cell::Int(k) => Kind::from_i64(k),
                _ => None,
            };
            let op = match kind {
                Some(Kind::LinEq) => "#=",
                Some(Kind::LinNe) => "#\\=",
                _ => "#=<",
            };
            let lin = Lin::read_store(&m.st, q, 0);
            goals.push(swi_shown::scalar_now(&mut m.st, op, &lin));
        } else if m.st.deref(shown) != Cell::Atom(atom::NIL) {
            goals.push(shown);
        }
    }
    let qualified: Vec<Cell> = goals
        .into_iter()
        .map(|g| {
            m.st.new_compound(atom::COLON, &[Cell::Atom(atom::CLPFD), g])
        })
        .collect();
    let l = m.st.new_list(&qualified, Cell::Atom(atom::NIL));
    Ok(m.st.unify(args[1], l))
}

// ---- labeling ------------------------------------------------------------

/// `'$fd_label_check'(Vars)`: a list of integers and variables with
/// finite domains (SWI's errors otherwise).
fn bi_label_check(m: &mut Ctx, args: &[Cell]) -> Res {
    let xs = get_list(m, args[0])?;
    for x in xs {
        if let Cell::Var(a) = fd_term(m, x)? {
            if !var::dom_of(&m.st, Cell::Var(a)).is_finite() {
                return Err(instantiation_error());
            }
        }
    }
    Ok(true)
}

/// Bounds of a variable or integer.
fn bounds(m: &Ctx, x: Cell) -> (i64, i64) {
    var::bounds_of(&m.st, m.st.deref(x))
}

fn size(m: &Ctx, x: Cell) -> u64 {
    var::dom_of(&m.st, m.st.deref(x)).size().unwrap_or(u64::MAX)
}

/// `'$fd_select'(Strategy, Vars, Var, Rest)`: the variable to label next
/// and the others (integers dropped), as SWI's `select_var/4`.
fn bi_select(m: &mut Ctx, args: &[Cell]) -> Res {
    let strategy = get_atom(m, args[0])?;
    let xs: Vec<Cell> = get_list(m, args[1])?
        .into_iter()
        .map(|x| m.st.deref(x))
        .collect();
    if xs.is_empty() {
        return Ok(false);
    }
    let mut best = 0;
    match m.st.atom_name(strategy) {
        "ff" => {
            let mut s = size(m, xs[0]);
            for (i, &x) in xs.iter().enumerate().skip(1) {
                if let Cell::Var(_) = x {
                    let sx = size(m, x);
                    if sx < s {
                        best = i;
                        s = sx;
                    }
                }
            }
        }
        "ffc" => {
            let key = |m: &Ctx, x: Cell| match x {
                Cell::Var(a) => (size(m, x), live_props(m, a).len()),
                _ => (1, 0),
            };
            let mut k = key(m, xs[0]);
            for (i, &x) in xs.iter().enumerate().skip(1) {
                let kx = key(m, x);
                if kx.0 < k.0 || (kx.0 == k.0 && kx.1 > k.1) {
                    best = i;
                    k = kx;
                }
            }
        }
        "min" => {
            let mut b = bounds(m, xs[0]).0;
            for (i, &x) in xs.iter().enumerate().skip(1) {
                let bx = bounds(m, x).0;
                if bx < b {
                    best = i;
                    b = bx;
                }
            }
        }
        "max" => {
            let mut b = bounds(m, xs[0]).1;
            for (i, &x) in xs.iter().enumerate().skip(1) {
                let bx = bounds(m, x).1;
                if bx > b {
                    best = i;
                    b = bx;
                }
            }
        }
        _ => {}
    }
    let chosen = xs[best];
    let mut rest = Vec::with_capacity(xs.len());
    let mut removed = false;
    if m.st.atom_name(strategy) == "leftmost" {
        // leftmost keeps the rest as it is, integers included.
        rest.extend_from_slice(&xs[1..]);
    } else {
        for &x in &xs {
            match x {
                Cell::Var(_) if !removed && x == chosen => removed = true,
                Cell::Var(_) => rest.push(x),
                _ => {}
            }
        }
    }
    let l = m.st.new_list(&rest, Cell::Atom(atom::NIL));
    Ok(m.st.unify(args[2], chosen) && m.st.unify(args[3], l))
}

/// `'$fd_next'(Order, Var, V)`: the least (`up`) or greatest (`down`)
/// value of Var.
fn bi_next(m: &mut Ctx, args: &[Cell]) -> Res {
    let order = get_atom(m, args[0])?;
    let (l, h) = bounds(m, args[1]);
    let v = if m.st.atom_name(order) == "down" {
        h
    } else {
        l
    };
    Ok(m.st.unify(args[2], Cell::Int(v)))
}

/// `'$fd_values'(Order, Var, Vs)`: Var's values in order.
fn bi_values(m: &mut Ctx, args: &[Cell]) -> Res {
    let order = get_atom(m, args[0])?;
    let d = var::dom_of(&m.st, m.st.deref(args[1]));
    if !d.is_finite() {
        return Err(instantiation_error());
    }
    let mut vs: Vec<Cell> = d.values().map(Cell::Int).collect();
    if m.st.atom_name(order) == "down" {
        vs.reverse();
    }
    let l = m.st.new_list(&vs, Cell::Atom(atom::NIL));
    Ok(m.st.unify(args[2], l))
}

/// `'$fd_mid'(Var, Mid)`: where bisect splits Var's domain.
fn bi_mid(m: &mut Ctx, args: &[Cell]) -> Res {
    let (l, h) = bounds(m, args[0]);
    let mut mid = ((l as i128 + h as i128).div_euclid(2)) as i64;
    if mid == h {
        mid -= 1;
    }
    Ok(m.st.unify(args[1], Cell::Int(mid)))
}

/// `'$fd_sum_list'(Xs, Expr)`: `X1 + X2 + ...` (0 for none), for sum/3.
fn bi_sum_list(m: &mut Ctx, args: &[Cell]) -> Res {
    let xs = get_list(m, args[0])?;
    let mut acc: Option<Cell> = None;
    for x in xs {
        acc = Some(match acc {
            None => x,
            Some(a) => m.st.new_compound(atom::PLUS, &[a, x]),
        });
    }
    let e = acc.unwrap_or(Cell::Int(0));
    Ok(m.st.unify(args[1], e))
}

/// Runs `f`, throwing its errors as `error(Formal, _)`: SWI's
/// library(clpfd) names no predicate in its errors.
pub(super) fn without_context(m: &mut Ctx, args: &[Cell], f: Builtin) -> Res {
    match f(m, args) {
        Err(Flow::Error(formal)) => {
            let context = m.st.new_var();
            Err(Flow::Throw(
                m.st.new_compound(atom::ERROR, &[formal, context]),
            ))
        }
        r => r,
    }
}

/// A builtin whose errors have no context (see [`without_context`]); also used by
/// `clpfd_global.rs`.
macro_rules! bare {
    ($f:ident) => {
        (|m: &mut $crate::builtins::Ctx, a: &[$crate::term::Cell]| {
            $crate::builtins::clpfd::without_context(m, a, $f)
        }) as $crate::builtins::Builtin
    };
}
pub(super) use bare;

pub fn register(r: &mut Registry) {
    let table: &[(&str, usize, Builtin)] = &[
        ("$fd_in", 2, bare!(bi_in)),
        ("$fd_post", 3, bare!(bi_post)),
        ("$fd_formula", 1, bare!(bi_formula)),
        ("$fd_all", 2, bare!(bi_all)),
        ("$fd_scalar", 4, bare!(bi_scalar)),
        ("$fd_unify", 2, bare!(bi_unify)),
        ("$fd_goals", 2, bare!(bi_goals)),
        ("$fd_label_check", 1, bare!(bi_label_check)),
        ("$fd_select", 4, bare!(bi_select)),
        ("$fd_next", 3, bare!(bi_next)),
        ("$fd_values", 3, bare!(bi_values)),
        ("$fd_mid", 2, bare!(bi_mid)),
        ("$fd_sum_list", 2, bare!(bi_sum_list)),
        ("fd_dom", 2, bare!(bi_fd_dom)),
        ("fd_inf", 2, bare!(bi_fd_inf)),
        ("fd_sup", 2, bare!(bi_fd_sup)),
        ("fd_size", 2, bare!(bi_fd_size)),
        ("fd_degree", 2, bare!(bi_fd_degree)),
        ("fd_var", 1, bare!(bi_fd_var)),
    ];
    for &(name, arity, f) in table {
        r.add(name, arity, f);
    }
}
