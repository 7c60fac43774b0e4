//! How SWI shows a linear constraint in residual goals, which depends on
//! which of its propagators SWI's library chose for it.
//!
//! SWI first matches a few shapes whose operands are variables or
//! integers (`X #= Y+Z` is `pplus(Y,Z,X)`, shown `Y+Z#=X`; `X #= Y-Z` is
//! shown `X+Z#=Y`; `X #\= Y+Z`; ...). Anything else linear becomes a
//! scalar product (SWI sorts its variables by age; zebralog's variables
//! are not allocated in SWI's order, so they keep the order of their
//! first occurrence, which is SWI's in the usual case of variables made
//! before the constraint, left to right): `#>=` with two
//! variables becomes `X#>=Y`, `X#=<Y+C` or an auxiliary sum, and an
//! equation or disequation over two or three unit terms is turned into
//! one of those shapes when it runs; a longer one stays a scalar product
//! and is shown from its current state (known variables folded into the
//! constant). A propagator shown that way carries [`SCALAR`] as its
//! goal and is shown by [`scalar_goal`] when asked; once it narrows to a
//! shape SWI would rewrite, [`converted`] gives the shape's goal, which
//! is kept from then on.

use super::linear::Lin;
use crate::term::{atom, Cell, Store};

/// The goal of a linear propagator shown from its current state.
pub const SCALAR: &str = "$scalar";

/// `SCALAR` as a cell.
pub fn scalar_marker(st: &mut Store) -> Cell {
    Cell::Atom(st.intern(SCALAR))
}

pub fn is_scalar_marker(st: &Store, c: Cell) -> bool {
    matches!(st.deref(c), Cell::Atom(a) if st.atom_name(a) == SCALAR)
}

/// A variable or an integer (SWI's `v_or_i`).
fn v_or_i(c: Cell) -> bool {
    matches!(c, Cell::Var(_) | Cell::Int(_))
}

/// The two operands of `e` if it is `Op(A, B)` with A and B variables or
/// integers.
fn binary(st: &Store, e: Cell, op: &str) -> Option<(Cell, Cell)> {
    let (f, 2) = st.functor(e)? else {
        return None;
    };
    if st.atom_name(f) != op {
        return None;
    }
    let (a, b) = (unwrap(st, st.arg(e, 0)), unwrap(st, st.arg(e, 1)));
    (v_or_i(a) && v_or_i(b)).then_some((a, b))
}

/// `X` for `?(X)` (or `#(X)`), dereferenced; anything else as it is.
fn unwrap(st: &Store, c: Cell) -> Cell {
    let c = st.deref(c);
    match st.functor(c) {
        Some((f, 1)) if matches!(st.atom_name(f), "?" | "#") => st.deref(st.arg(c, 0)),
        _ => c,
    }
}

fn goal(st: &mut Store, op: &str, l: Cell, r: Cell) -> Cell {
    st.new_compound_str(op, &[l, r])
}

fn plus(st: &mut Store, a: Cell, b: Cell) -> Cell {
    st.new_compound(atom::PLUS, &[a, b])
}

/// What `L #= R` is shown as when it has one of SWI's first shapes
/// (tried as written, then the other way round): `Y+Z#=X`, `X+Z#=Y` for
/// `X #= Y-Z`, `Y*Z#=X` (`Y^2#=X` for `Y*Y`), `-1*Z#=X` for `X #= -Z`.
pub fn eq_shape(st: &mut Store, l: Cell, r: Cell) -> Option<Cell> {
    type Rule = fn(&mut Store, Cell, Cell) -> Option<Cell>;
    let rules: [Rule; 4] = [
        |st, x, e| {
            // pplus(Y, Y, X) becomes 2*Y #= X when it runs.
            let (y, z) = binary(st, e, "+")?;
            let s = if y == z && matches!(y, Cell::Var(_)) {
                st.new_compound(atom::STAR, &[Cell::Int(2), y])
            } else {
                plus(st, y, z)
            };
            Some(goal(st, "#=", s, x))
        },
        |st, x, e| {
            let (y, z) = binary(st, e, "-")?;
            let s = plus(st, x, z);
            Some(goal(st, "#=", s, y))
        },
        |st, x, e| {
            let (y, z) = binary(st, e, "*")?;
            let p = if y == z && matches!(y, Cell::Var(_)) {
                st.new_compound_str("^", &[y, Cell::Int(2)])
            } else {
                st.new_compound(atom::STAR, &[y, z])
            };
            Some(goal(st, "#=", p, x))
        },
        |st, x, e| {
            let (f, 1) = st.functor(e)? else {
                return None;
            };
            let z = unwrap(st, st.arg(e, 0));
            if st.atom_name(f) != "-" || !v_or_i(z) {
                return None;
            }
            let p = st.new_compound(atom::STAR, &[Cell::Int(-1), z]);
            Some(goal(st, "#=", p, x))
        },
    ];
    for rule in rules {
        for (x, e) in [(l, r), (r, l)] {
            if v_or_i(x) {
                if let Some(g) = rule(st, x, e) {
                    return Some(g);
                }
            }
        }
    }
    None
}

/// What `L #\= R` is shown as when it has one of SWI's first shapes:
/// `X#\=Y`, `X#\=Y+Z`, `Y#\=X+Z` for `X #\= Y-Z`.
pub fn neq_shape(st: &mut Store, l: Cell, r: Cell) -> Option<Cell> {
    for (x, e) in [(l, r), (r, l)] {
        if !v_or_i(x) {
            continue;
        }
        if matches!(e, Cell::Var(_)) && matches!(x, Cell::Var(_)) {
            return Some(goal(st, "#\\=", x, e));
        }
        if let Some((y, z)) = binary(st, e, "+") {
            let s = plus(st, y, z);
            return Some(goal(st, "#\\=", x, s));
        }
        if let Some((y, z)) = binary(st, e, "-") {
            let s = plus(st, x, z);
            return Some(goal(st, "#\\=", y, s));
        }
    }
    None
}

/// Coefficients and variables with the known ones folded into the
/// constant: `Σ cᵢ·xᵢ = p` (or `=\=`, `=<`) as SWI's scalar product
/// holds it, `p` already moved past the known terms.
pub fn current(st: &Store, lin: &Lin) -> (Vec<(i64, Cell)>, i128) {
    let mut p = lin.k as i128;
    let mut ts = Vec::with_capacity(lin.xs.len());
    for (&c, &x) in lin.cs.iter().zip(&lin.xs) {
        match st.deref(x) {
            Cell::Int(v) => p -= c as i128 * v as i128,
            x => ts.push((c, x)),
        }
    }
    (ts, p)
}

/// The shape SWI's scalar product `Σ cᵢ·xᵢ = p` turns into when it runs
/// (`eq`), or `Σ cᵢ·xᵢ =\= p` (not `eq`): two unit terms, or three with
/// `p` 0.
pub fn converted(st: &mut Store, eq: bool, ts: &[(i64, Cell)], p: i128) -> Option<Cell> {
    let p = Cell::Int(i64::try_from(p).ok()?);
    let cs: Vec<i64> = ts.iter().map(|t| t.0).collect();
    let v = |i: usize| ts[i].1;
    let zero = p == Cell::Int(0);
    if eq {
        // A+B #= P, A #= P+B, B #= P+A, A+B #= -P, A+B #= C, ...
        let (l, r) = match cs[..] {
            [1, 1] => (plus(st, v(0), v(1)), p),
            [1, -1] => (plus(st, p, v(1)), v(0)),
            [-1, 1] => (plus(st, p, v(0)), v(1)),
            [-1, -1] => {
                let Cell::Int(k) = p else { return None };
                (plus(st, v(0), v(1)), Cell::Int(k.checked_neg()?))
            }
            [1, 1, -1] if zero => (plus(st, v(0), v(1)), v(2)),
            [1, -1, 1] if zero => (plus(st, v(0), v(2)), v(1)),
            [-1, 1, 1] if zero => (plus(st, v(1), v(2)), v(0)),
            _ => return None,
        };
        Some(goal(st, "#=", l, r))
    } else {
        // x_neq_y_plus_z(X, Y, Z): X #\= Y+Z.
        let (x, y, z) = match cs[..] {
            [1, -1] => (v(0), v(1), p),
            [-1, 1] => (v(1), v(0), p),
            [1, 1, -1] if zero => (v(2), v(0), v(1)),
            [1, -1, 1] if zero => (v(1), v(0), v(2)),
            [-1, 1, 1] if zero => (v(0), v(1), v(2)),
            _ => return None,
        };
        let s = plus(st, y, z);
        Some(goal(st, "#\\=", x, s))
    }
}

/// `Σ cᵢ·xᵢ Op p` as SWI writes a scalar product: the terms with
/// positive coefficients on the left, the others on the right, the
/// constant where SWI puts it.
pub fn scalar_goal(st: &mut Store, op: &str, ts: &[(i64, Cell)], p: i128) -> Cell {
    let term = |st: &mut Store, c: i64, x: Cell| {
        if c == 1 {
            x
        } else {
            st.new_compound(atom::STAR, &[Cell::Int(c), x])
        }
    };
    let sum = |st: &mut Store, ts: &[(i64, Cell)]| -> Option<Cell> {
        let mut acc: Option<Cell> = None;
        for &(c, x) in ts {
            let t = term(st, c, x);
            acc = Some(match acc {
                None => t,
                Some(a) => plus(st, a, t),
            });
        }
        acc
    };
    let pos: Vec<(i64, Cell)> = ts.iter().copied().filter(|t| t.0 > 0).collect();
    let neg: Vec<(i64, Cell)> = ts
        .iter()
        .filter(|t| t.0 < 0)
        .map(|&(c, x)| (-c, x))
        .collect();
    let (left, right) = (sum(st, &pos), sum(st, &neg));
    let int = |v: i128| Cell::Int(v.clamp(i64::MIN as i128, i64::MAX as i128) as i64);
    // SWI's Const is -p; its goal reads Left Op Right.
    let konst = -p;
    let (l, r) = match (left, right) {
        (l, r) if konst == 0 => (l.unwrap_or(Cell::Int(0)), r.unwrap_or(Cell::Int(0))),
        (l, None) => (l.unwrap_or(Cell::Int(0)), int(p)),
        (None, Some(r)) => (int(konst), r),
        (Some(l), Some(r)) if konst < 0 => (l, plus(st, r, int(p))),
        (Some(l), Some(r)) => (plus(st, l, int(konst)), r),
    };
    goal(st, op, l, r)
}

/// The goal a linear propagator marked [`SCALAR`] shows now.
pub fn scalar_now(st: &mut Store, op: &str, lin: &Lin) -> Cell {
    let (ts, p) = current(st, lin);
    let conv = match op {
        "#=" => converted(st, true, &ts, p),
        "#\\=" => converted(st, false, &ts, p),
        _ => None,
    };
    conv.unwrap_or_else(|| scalar_goal(st, op, &ts, p))
}

/// The variables of a shape's goal (`Y+Z#=X`, `X#\=Y+Z`, ...) in the
/// order of its left side, then its right side: SWI's argument order for
/// `pplus(Y,Z,X)`, `ptimes`, `x_neq_y_plus_z(X,Y,Z)` and `pneq(X,Y)`.
pub fn shape_order(st: &Store, shown: Cell) -> Vec<Cell> {
    let mut out = Vec::new();
    let mut work = vec![shown];
    while let Some(t) = work.pop() {
        let t = st.deref(t);
        match t {
            Cell::Var(_) => out.push(t),
            _ => {
                if let Some((_, n)) = st.functor(t) {
                    for i in (0..n).rev() {
                        work.push(st.arg(t, i));
                    }
                }
            }
        }
    }
    out
}
