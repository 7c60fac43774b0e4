//! Expressions parsed into variables the way SWI's `parse_clpfd` does
//! it, for the constraints SWI posts that way (reified comparisons, and
//! `#=`, `#\=`, `#>=` between expressions that are not linear): each
//! operation gets an auxiliary variable and its own propagator, shown as
//! SWI shows it. Expressions are walked with an explicit stack.

use super::domain::{Domain, SUP};
use super::engine::{Engine, Kind};
use super::post::{
    fresh, leaf, post_lin_shown, post_nonlinear, post_scale, small, to_lin, Op, Sum,
};
use super::{FdError, FdResult};
use crate::term::{Cell, Store};

/// `Σ cᵢ·xᵢ` with the integers among the `xᵢ` folded into the constant.
pub fn sum_of(terms: &[(i128, Cell)]) -> Sum {
    let mut s = Sum::default();
    for &(c, x) in terms {
        match x {
            Cell::Int(v) => s.k += c * v as i128,
            _ => s.terms.push((c, x)),
        }
    }
    s
}

/// The expression `e` as a variable or an integer: each operation of a
/// compound expression gets an auxiliary variable and the propagator
/// SWI's parser gives it, shown as SWI shows it (`X+Y#=R`, `R+Y#=X` for
/// `X-Y`, `-1*X#=R`, `R#>=X` and `R#>=Y` besides `R#=max(X,Y)`).
pub fn parse_var(eng: &mut Engine, e: Cell) -> FdResult<Cell> {
    parse_into(eng, e, None)
}

/// [`parse_var`], the outermost operation's result being `target` when
/// one is given (SWI's `parse_clpfd(E, X)` for `X #= E`); the result
/// (`target` or what `e` came to) is returned.
pub fn parse_into(eng: &mut Engine, e: Cell, target: Option<Cell>) -> FdResult<Cell> {
    let outer = eng.st.deref(e);
    enum Work {
        Visit(Cell),
        Apply(Op, Cell),
    }
    let mut work = vec![Work::Visit(e)];
    let mut vals: Vec<Cell> = Vec::new();
    while let Some(w) = work.pop() {
        match w {
            Work::Visit(e) => {
                let e = eng.st.deref(e);
                match super::post::expr_op(eng.st, e) {
                    Some((op, n)) => {
                        work.push(Work::Apply(op, e));
                        for i in (0..n).rev() {
                            work.push(Work::Visit(eng.st.arg(e, i)));
                        }
                    }
                    None => {
                        let s = leaf(eng.st, e)?;
                        vals.push(match s.terms.first() {
                            Some(&(_, x)) => x,
                            None => Cell::Int(small(s.k)?),
                        });
                    }
                }
            }
            Work::Apply(op, e) => {
                let unary = matches!(op, Op::Neg | Op::Pos | Op::Fun(Kind::Abs));
                let (a, b) = match op {
                    // f(X) as f(X, 0).
                    Op::Fun(k) if k.unary_function() => {
                        (vals.pop().expect("an operand"), Cell::Int(0))
                    }
                    _ => {
                        let b = vals.pop().expect("an operand");
                        let a = if unary {
                            b
                        } else {
                            vals.pop().expect("an operand")
                        };
                        (a, b)
                    }
                };
                let t = if e == outer { target } else { None };
                let r = apply_op(eng, op, a, b, e, t)?;
                vals.push(r);
            }
        }
    }
    let v = vals.pop().expect("a value");
    match target {
        // A leaf, or an expression that came to a constant: the target
        // equals it.
        Some(t) if v != t => {
            post_linear(eng, &[(1, t), (-1, v)], None)?;
            Ok(t)
        }
        _ => Ok(v),
    }
}

/// One operation of [`parse_var`] on parsed operands.
fn apply_op(
    eng: &mut Engine,
    op: Op,
    a: Cell,
    b: Cell,
    e: Cell,
    target: Option<Cell>,
) -> FdResult<Cell> {
    let int = |c: Cell| match c {
        Cell::Int(v) => Some(v as i128),
        _ => None,
    };
    // Integers fold (an undefined operation has no value at all).
    if let (Some(x), Some(y)) = (int(a), int(b)) {
        let v = match op {
            Op::Add => x + y,
            Op::Sub => x - y,
            Op::Mul => x * y,
            Op::Neg => -x,
            Op::Pos => x,
            Op::Fun(kind) => {
                let (x, y) = (small(x)?, small(y)?);
                match super::nonlinear::apply(kind, x, y) {
                    Some(v) => v as i128,
                    // Inside a reified comparison the comparison is
                    // false (its definedness condition: divisor 0);
                    // elsewhere nothing satisfies it.
                    None if super::nonlinear::undefined(kind, x, y) => {
                        return match eng.partial.as_mut() {
                            Some(divisors) if y == 0 => {
                                divisors.push(Cell::Int(0));
                                Ok(eng.st.new_var())
                            }
                            _ => Err(FdError::Fail),
                        };
                    }
                    None => return Err(FdError::Representation),
                }
            }
        };
        return Ok(Cell::Int(small(v)?));
    }
    if op == Op::Pos {
        return Ok(a);
    }
    let r = target.unwrap_or_else(|| fresh(eng));
    let plus = |st: &mut Store, x: Cell, y: Cell, z: Cell| {
        let s = st.new_compound_str("+", &[x, y]);
        st.new_compound_str("#=", &[s, z])
    };
    match op {
        Op::Add => {
            let shown = plus(eng.st, a, b, r);
            post_linear(eng, &[(1, a), (1, b), (-1, r)], Some(shown))?;
        }
        Op::Sub => {
            let shown = plus(eng.st, r, b, a);
            post_linear(eng, &[(1, r), (1, b), (-1, a)], Some(shown))?;
        }
        Op::Neg => {
            let t = eng.st.new_compound_str("*", &[Cell::Int(-1), a]);
            let shown = eng.st.new_compound_str("#=", &[t, r]);
            post_linear(eng, &[(-1, a), (-1, r)], Some(shown))?;
        }
        Op::Mul => match (int(a), int(b)) {
            (Some(c), _) | (_, Some(c)) => {
                let x = if int(a).is_some() { b } else { a };
                let t = eng.st.new_compound_str("*", &[a, b]);
                let shown = eng.st.new_compound_str("#=", &[t, r]);
                post_scale(eng, small(c)?, x, r, shown);
            }
            _ if eng.st.deref(a) == eng.st.deref(b) => {
                let t = eng.st.new_compound_str("^", &[a, Cell::Int(2)]);
                post_nonlinear(eng, Kind::Pow, a, Cell::Int(2), r, t);
            }
            _ => post_nonlinear(eng, Kind::Times, a, b, r, e),
        },
        Op::Fun(Kind::Abs) => {
            let t = eng.st.new_compound_str("abs", &[a]);
            let shown = eng.st.new_compound_str("#=", &[r, t]);
            let q = eng.new_prop(Kind::Abs, shown, &[a, r]);
            eng.attach(q, &[a, r]);
            eng.restrict(r, &Domain::range(0, SUP))?;
        }
        Op::Fun(kind @ (Kind::Max | Kind::Min)) => {
            // R >= X, R >= Y (max) or X >= R, Y >= R (min), then the
            // function itself.
            for x in [a, b] {
                let (hi, lo) = if kind == Kind::Max { (r, x) } else { (x, r) };
                let shown = eng.st.new_compound_str("#>=", &[hi, lo]);
                let lin = to_lin(eng.st, sum_of(&[(1, lo), (-1, hi)]))?;
                post_lin_shown(eng, Kind::LinLe, lin, Some(shown))?;
            }
            post_nonlinear(eng, kind, a, b, r, e);
        }
        Op::Fun(kind @ (Kind::Shl | Kind::Shr)) if int(b).is_some() => {
            // A known shift: X * 2^N, or X div 2^N (SWI's pshift).
            let n = int(b).unwrap_or(0);
            let n = if kind == Kind::Shl { n } else { -n };
            if n == 0 {
                post_linear(eng, &[(1, a), (-1, r)], None)?;
            } else if n > 0 {
                let f = 1i64.checked_shl(n as u32).filter(|_| n < 63);
                let f = f.ok_or(FdError::Representation)?;
                let t = eng.st.new_compound_str("*", &[a, Cell::Int(f)]);
                let shown = eng.st.new_compound_str("#=", &[t, r]);
                post_scale(eng, f, a, r, shown);
            } else {
                let f = 1i64.checked_shl((-n).min(62) as u32).unwrap_or(i64::MAX);
                let t = eng.st.new_compound_str("div", &[a, Cell::Int(f)]);
                post_nonlinear(eng, Kind::FloorDiv, a, Cell::Int(f), r, t);
            }
        }
        Op::Fun(kind) => post_nonlinear(eng, kind, a, b, r, e),
        Op::Pos => unreachable!("handled above"),
    }
    Ok(r)
}

/// `Σ cᵢ·xᵢ = 0`, shown as `shown`.
fn post_linear(eng: &mut Engine, terms: &[(i128, Cell)], shown: Option<Cell>) -> FdResult<()> {
    let lin = to_lin(eng.st, sum_of(terms))?;
    post_lin_shown(eng, Kind::LinEq, lin, shown)
}
