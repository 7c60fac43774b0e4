//! A small arithmetic evaluator for the arguments of `format/2`
//! directives (`~d`, `~e`, `~r`, ...) and `tab/1`, which SWI-Prolog
//! evaluates. It covers the common integer and float functions only;
//! the full evaluator lives with `is/2`.
//!
//! **Invariant:** evaluates with an explicit stack, never native recursion.

use crate::builtins::{evaluation_error, indicator, instantiation_error, type_error, Flow};
use crate::term::Cell;
use crate::vm::Machine;

/// A number produced by evaluation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Num {
    I(i64),
    F(f64),
}

impl Num {
    pub(crate) fn to_f64(self) -> f64 {
        match self {
            Num::I(i) => i as f64,
            Num::F(f) => f,
        }
    }
}

enum Task {
    Eval(Cell),
    Apply(Cell),
}

/// Evaluates `c` as an arithmetic expression.
pub(crate) fn eval(m: &mut Machine, c: Cell) -> Result<Num, Flow> {
    let mut tasks = vec![Task::Eval(c)];
    let mut vals: Vec<Num> = Vec::new();
    while let Some(t) = tasks.pop() {
        match t {
            Task::Eval(c) => match m.st.deref(c) {
                Cell::Int(i) => vals.push(Num::I(i)),
                Cell::Flt(f) => vals.push(Num::F(f)),
                Cell::Var(_) => return Err(instantiation_error()),
                Cell::Atom(a) => vals.push(constant(m, a)?),
                c @ (Cell::Str(_) | Cell::Lst(_)) => {
                    let (_, n) = m.st.functor(c).unwrap_or((crate::term::atom::NIL, 0));
                    if let (Cell::Lst(_), Ok(items)) = (c, m.st.list_to_vec(c)) {
                        // "a" as a one-element code list evaluates to its code.
                        if items.len() == 1 {
                            tasks.push(Task::Eval(items[0]));
                            continue;
                        }
                    }
                    tasks.push(Task::Apply(c));
                    for i in (0..n).rev() {
                        tasks.push(Task::Eval(m.st.arg(c, i)));
                    }
                }
                other => return Err(type_error(m, "evaluable", other)),
            },
            Task::Apply(c) => {
                let (name, n) = m.st.functor(c).unwrap_or((crate::term::atom::NIL, 0));
                let args = vals.split_off(vals.len().saturating_sub(n));
                let op = m.st.atom_name(name).to_string();
                let r = match args[..] {
                    [x] => unary(m, &op, x),
                    [x, y] => binary(m, &op, x, y),
                    _ => None,
                };
                match r {
                    Some(v) => vals.push(v?),
                    None => {
                        let pi = indicator(m, name, n);
                        return Err(type_error(m, "evaluable", pi));
                    }
                }
            }
        }
    }
    Ok(vals.pop().unwrap_or(Num::I(0)))
}

/// Evaluates `c` to an integer; a float result is a type error.
pub(crate) fn eval_int(m: &mut Machine, c: Cell) -> Result<i64, Flow> {
    match eval(m, c)? {
        Num::I(i) => Ok(i),
        Num::F(f) => Err(type_error(m, "integer", Cell::Flt(f))),
    }
}

fn constant(m: &mut Machine, a: crate::term::Atom) -> Result<Num, Flow> {
    Ok(match m.st.atom_name(a) {
        "pi" => Num::F(std::f64::consts::PI),
        "e" => Num::F(std::f64::consts::E),
        "inf" | "infinite" => Num::F(f64::INFINITY),
        "nan" => Num::F(f64::NAN),
        "max_tagged_integer" => Num::I((1 << 60) - 1),
        _ => {
            let pi = indicator(m, a, 0);
            return Err(type_error(m, "evaluable", pi));
        }
    })
}

fn overflow(m: &mut Machine) -> Flow {
    evaluation_error(m, "int_overflow")
}

fn unary(m: &mut Machine, op: &str, x: Num) -> Option<Result<Num, Flow>> {
    use Num::{F, I};
    Some(Ok(match (op, x) {
        ("-", I(i)) => return Some(i.checked_neg().map(I).ok_or_else(|| overflow(m))),
        ("-", F(f)) => F(-f),
        ("+", x) => x,
        ("abs", I(i)) => return Some(i.checked_abs().map(I).ok_or_else(|| overflow(m))),
        ("abs", F(f)) => F(f.abs()),
        ("sign", I(i)) => I(i.signum()),
        ("sign", F(f)) => F(if f == 0.0 { 0.0 } else { f.signum() }),
        ("float", x) => F(x.to_f64()),
        ("integer", I(i)) => I(i),
        ("integer", F(f)) => I(f.round() as i64),
        ("truncate", x) => I(x.to_f64().trunc() as i64),
        ("round", x) => I(x.to_f64().round() as i64),
        ("ceiling", x) => I(x.to_f64().ceil() as i64),
        ("floor", x) => I(x.to_f64().floor() as i64),
        ("sqrt", x) => F(x.to_f64().sqrt()),
        _ => return None,
    }))
}

fn binary(m: &mut Machine, op: &str, x: Num, y: Num) -> Option<Result<Num, Flow>> {
    use Num::{F, I};
    let ints = |f: fn(i64, i64) -> Option<i64>, a: i64, b: i64| -> Option<Num> { f(a, b).map(I) };
    let r = match (op, x, y) {
        ("+", I(a), I(b)) => ints(i64::checked_add, a, b),
        ("-", I(a), I(b)) => ints(i64::checked_sub, a, b),
        ("*", I(a), I(b)) => ints(i64::checked_mul, a, b),
        ("+", a, b) => Some(F(a.to_f64() + b.to_f64())),
        ("-", a, b) => Some(F(a.to_f64() - b.to_f64())),
        ("*", a, b) => Some(F(a.to_f64() * b.to_f64())),
        ("//" | "mod" | "rem" | "div", I(_), I(0)) | ("/", I(_), I(0)) => {
            return Some(Err(evaluation_error(m, "zero_divisor")));
        }
        ("//", I(a), I(b)) => ints(i64::checked_div, a, b),
        ("rem", I(a), I(b)) => ints(i64::checked_rem, a, b),
        ("mod", I(a), I(b)) => a.checked_rem(b).map(|r| {
            I(if r != 0 && (r < 0) != (b < 0) {
                r + b
            } else {
                r
            })
        }),
        ("div", I(a), I(b)) => a.checked_div(b).map(|q| {
            I(if a % b != 0 && (a < 0) != (b < 0) {
                q - 1
            } else {
                q
            })
        }),
        ("/", I(a), I(b)) if a.checked_rem(b) == Some(0) => ints(i64::checked_div, a, b),
        ("/", a, b) => Some(F(a.to_f64() / b.to_f64())),
        ("min", a, b) => Some(if a.to_f64() <= b.to_f64() { a } else { b }),
        ("max", a, b) => Some(if a.to_f64() >= b.to_f64() { a } else { b }),
        ("**" | "^", I(a), I(b)) if b >= 0 => {
            u32::try_from(b).ok().and_then(|b| a.checked_pow(b)).map(I)
        }
        ("**", a, b) => Some(F(a.to_f64().powf(b.to_f64()))),
        (">>", I(a), I(b)) => Some(I(a >> b.clamp(0, 63))),
        ("<<", I(a), I(b)) => ints(
            |a, b| u32::try_from(b).ok().and_then(|b| a.checked_shl(b)),
            a,
            b,
        ),
        ("/\\", I(a), I(b)) => Some(I(a & b)),
        ("\\/", I(a), I(b)) => Some(I(a | b)),
        ("xor", I(a), I(b)) => Some(I(a ^ b)),
        _ => return None,
    };
    Some(r.ok_or_else(|| overflow(m)))
}
