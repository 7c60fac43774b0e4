//! Arithmetic: evaluation of terms, comparison of numbers, and the
//! builtins over them (`is/2`, `=:=/2` and friends, `succ/2`, `plus/3`,
//! `random_between/3`, `random/1`, `set_random/1`, `getrand/1`,
//! `setrand/1`, `statistics/2`, `get_time/1`).
//!
//! Behaviour follows SWI-Prolog 9 with default flags. Integers are
//! unbounded: `Num::Int` while they fit in `i64`, `Num::Big` beyond
//! (dashu-int), and every result is normalised back to `Int` when it fits.
//! Rationals (`1r3`, `rdiv`) are not supported.
//!
//! **Invariant:** evaluation never recurses natively on the term: deep
//! expressions are walked with an explicit stack.

use std::cmp::Ordering;

use super::{domain_error, get_int, instantiation_error, type_error, Builtin, Flow, Registry, Res};
use crate::builtins::Ctx;
use crate::term::{atom, Atom, BigInt, BigIntExt, Cell, Store};

mod functions;
pub(crate) mod small;
pub(crate) mod sys;
#[cfg(test)]
mod tests;

pub use functions::{apply, lookup, Func};

/// A number as arithmetic sees it.
///
/// **Invariant:** `Big` never holds a value that fits in `i64`
/// ([`Num::from_big`] normalises), mirroring the heap's `Cell::Int`/`Cell::Big`.
#[derive(Clone, Debug, PartialEq)]
pub enum Num {
    Int(i64),
    Big(Box<BigInt>),
    Float(f64),
}

impl Num {
    /// An integer result: `Int` when it fits in `i64`.
    pub fn from_big(b: BigInt) -> Num {
        match b.to_i64() {
            Some(i) => Num::Int(i),
            None => Num::Big(Box::new(b)),
        }
    }

    /// The value of an integer as a big integer; `None` for a float.
    pub fn to_big(&self) -> Option<BigInt> {
        match self {
            Num::Int(i) => Some(BigInt::from(*i)),
            Num::Big(b) => Some((**b).clone()),
            Num::Float(_) => None,
        }
    }

    /// The value as a float (rounded to nearest; infinite beyond range).
    pub fn to_f64(&self) -> f64 {
        match self {
            Num::Int(i) => *i as f64,
            Num::Big(b) => b.to_f64_lossy(),
            Num::Float(f) => *f,
        }
    }

    /// The number from a numeric cell (dereferenced by the caller).
    pub fn from_cell(st: &Store, c: Cell) -> Option<Num> {
        match c {
            Cell::Int(i) => Some(Num::Int(i)),
            Cell::Flt(f) => Some(Num::Float(f)),
            Cell::Big(_) => st.integer(c).map(|b| Num::Big(Box::new(b))),
            _ => None,
        }
    }
}

/// The heap cell holding a number (a big integer is pushed on the heap).
#[inline]
pub fn num_cell(st: &mut Store, n: Num) -> Cell {
    match n {
        Num::Int(i) => Cell::Int(i),
        Num::Float(f) => Cell::Flt(f),
        Num::Big(b) => st.new_integer(&b),
    }
}

/// Arithmetic comparison as `=:=`/`<` see it; `None` when a NaN is
/// involved. As SWI (default flags), an integer meets a float by
/// conversion to float.
pub fn num_partial_cmp(a: &Num, b: &Num) -> Option<Ordering> {
    match (a, b) {
        (Num::Int(x), Num::Int(y)) => Some(x.cmp(y)),
        (Num::Float(x), Num::Float(y)) => x.partial_cmp(y),
        (Num::Float(_), _) | (_, Num::Float(_)) => a.to_f64().partial_cmp(&b.to_f64()),
        // Normalised: a big integer lies beyond every small one.
        (Num::Big(x), Num::Big(y)) => Some(x.cmp(y)),
        (Num::Big(x), Num::Int(_)) => Some(if x.is_negative() {
            Ordering::Less
        } else {
            Ordering::Greater
        }),
        (Num::Int(_), Num::Big(y)) => Some(if y.is_negative() {
            Ordering::Greater
        } else {
            Ordering::Less
        }),
    }
}

/// Applies the evaluable functor `name/arity` (arity = `args.len()`) to
/// evaluated arguments; `type_error(evaluable, Name/Arity)` if unknown.
pub fn eval_fn(m: &mut Ctx, name: Atom, args: &[Num]) -> Result<Num, Flow> {
    // The well-known atoms skip the lookup by name.
    let known = match (name, args.len()) {
        (atom::PLUS, 2) => Some(Func::Add),
        (atom::MINUS, 2) => Some(Func::Sub),
        (atom::STAR, 2) => Some(Func::Mul),
        (atom::SLASH, 2) => Some(Func::Div),
        (atom::MINUS, 1) => Some(Func::Neg),
        _ => None,
    };
    match known.or_else(|| lookup(m.st.atom_name(name), args.len())) {
        Some(f) => apply(m, f, args),
        None => Err(not_evaluable(m, name, args.len())),
    }
}

fn not_evaluable(m: &mut Ctx, name: Atom, arity: usize) -> Flow {
    let pi = super::indicator(m, name, arity);
    type_error(m, "evaluable", pi)
}

/// Steps of the evaluator after which it checks, once, that the
/// expression is not cyclic (`X = f(X), Y is X+1`): far beyond the
/// expressions programs write, so they never pay for the check.
const CYCLE_CHECK: usize = if cfg!(test) { 1 << 10 } else { 1 << 16 };

/// Pending work of the evaluator.
enum Task {
    Eval(Cell),
    Apply(Atom, usize),
}

/// Evaluates the arithmetic expression `c` (not necessarily
/// dereferenced). Arguments are evaluated left to right before their
/// functor is looked up, so `foo(_)` is an instantiation error as in SWI.
pub fn eval(m: &mut Ctx, c: Cell) -> Result<Num, Flow> {
    // Fast paths: a number, or an operator applied to two numbers.
    match m.st.deref(c) {
        Cell::Int(i) => return Ok(Num::Int(i)),
        Cell::Flt(f) => return Ok(Num::Float(f)),
        c @ Cell::Big(_) => return Ok(Num::from_cell(&m.st, c).unwrap()),
        Cell::Str(a) => {
            if let Cell::Fun(name, 2) = m.st.heap[a as usize] {
                let x = m.st.deref(m.st.heap[a as usize + 1]);
                let y = m.st.deref(m.st.heap[a as usize + 2]);
                if let (Some(x), Some(y)) = (as_num(x), as_num(y)) {
                    return eval_fn(m, name, &[x, y]);
                }
            }
        }
        _ => {}
    }
    let mut tasks = vec![Task::Eval(c)];
    let mut vals: Vec<Num> = Vec::new();
    let mut steps = 0usize;
    while let Some(t) = tasks.pop() {
        steps += 1;
        if steps == CYCLE_CHECK && m.st.is_cyclic(c) {
            // A cyclic expression would never finish; SWI says so at once.
            let c = m.st.deref(c);
            return Err(type_error(m, "expression", c));
        }
        match t {
            Task::Eval(c) => match m.st.deref(c) {
                Cell::Int(i) => vals.push(Num::Int(i)),
                Cell::Flt(f) => vals.push(Num::Float(f)),
                c @ Cell::Big(_) => vals.push(Num::from_cell(&m.st, c).unwrap()),
                Cell::Var(_) => return Err(instantiation_error()),
                // `[]` is a reserved symbol, not an atom: SWI names it
                // alone, `type_error(evaluable, [])`, not as `[]/0`.
                Cell::Atom(atom::NIL) => {
                    return Err(type_error(m, "evaluable", Cell::Atom(atom::NIL)))
                }
                Cell::Atom(a) => vals.push(eval_fn(m, a, &[])?),
                Cell::Str(a) => {
                    let Cell::Fun(name, n) = m.st.heap[a as usize] else {
                        return Err(instantiation_error());
                    };
                    // As SWI-Prolog, the arguments are evaluated right to
                    // left (so `a + _` is an instantiation error and `a + b`
                    // names `b/0`), then the functor is applied.
                    tasks.push(Task::Apply(name, n as usize));
                    for i in 1..=n {
                        tasks.push(Task::Eval(m.st.heap[(a + i) as usize]));
                    }
                }
                l @ Cell::Lst(_) => vals.push(Num::Int(eval_char_list(m, l)?)),
                s @ Cell::Text(_) => vals.push(Num::Int(eval_string(m, s)?)),
                other => return Err(type_error(m, "evaluable", other)),
            },
            Task::Apply(name, n) => {
                let at = vals.len() - n;
                // Evaluated last argument first: put them back in order.
                vals[at..].reverse();
                let v = eval_fn(m, name, &vals[at..])?;
                vals.truncate(at);
                vals.push(v);
            }
        }
    }
    vals.pop().ok_or_else(instantiation_error)
}

/// A small number, for the fast path (a big one takes the general path).
fn as_num(c: Cell) -> Option<Num> {
    match c {
        Cell::Int(i) => Some(Num::Int(i)),
        Cell::Flt(f) => Some(Num::Float(f)),
        _ => None,
    }
}

/// SWI's error for a string or list that is not one character:
/// `type_error([], Culprit)` (its message: "x" must hold one character).
fn not_one_char(m: &mut Ctx, culprit: Cell) -> Flow {
    Flow::Error(m.st.new_compound(atom::TYPE_ERROR, &[Cell::Atom(atom::NIL), culprit]))
}

/// `[X]` evaluates to the code of X: a code or a one-character atom.
/// As SWI, the head is checked before the tail: `[a|_]` and `[f(x), 1]`
/// are errors about the head (instantiation, `type_error(character, _)`),
/// and only a good head with a tail other than `[]` is `type_error([], L)`.
fn eval_char_list(m: &mut Ctx, l: Cell) -> Result<i64, Flow> {
    let Cell::Lst(a) = l else {
        return Err(not_one_char(m, l));
    };
    let code = match m.st.deref(m.st.heap[a as usize]) {
        Cell::Var(_) => return Err(instantiation_error()),
        Cell::Int(i) if (0..=0x10FFFF).contains(&i) => i,
        Cell::Atom(x) if x != atom::NIL => {
            let mut chars = m.st.atom_name(x).chars();
            match (chars.next(), chars.next()) {
                (Some(ch), None) => ch as i64,
                _ => return Err(type_error(m, "character", Cell::Atom(x))),
            }
        }
        other => return Err(type_error(m, "character", other)),
    };
    let tail = m.st.deref(m.st.heap[a as usize + 1]);
    if tail != Cell::Atom(atom::NIL) {
        return Err(not_one_char(m, l));
    }
    Ok(code)
}

/// A one-character string evaluates to its code.
fn eval_string(m: &mut Ctx, s: Cell) -> Result<i64, Flow> {
    let text = m.st.text(s).unwrap_or_default();
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(ch), None) => Ok(ch as i64),
        _ => Err(not_one_char(m, s)),
    }
}

// ---- builtins ------------------------------------------------------------

fn bi_is(m: &mut Ctx, args: &[Cell]) -> Res {
    let v = eval(m, args[1])?;
    let c = num_cell(&mut m.st, v);
    Ok(m.st.unify(args[0], c))
}

fn compare_args(m: &mut Ctx, args: &[Cell]) -> Result<Option<Ordering>, Flow> {
    let a = eval(m, args[0])?;
    let b = eval(m, args[1])?;
    Ok(num_partial_cmp(&a, &b))
}

fn bi_eq(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(compare_args(m, args)? == Some(Ordering::Equal))
}

fn bi_ne(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(compare_args(m, args)? != Some(Ordering::Equal))
}

fn bi_lt(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(compare_args(m, args)? == Some(Ordering::Less))
}

fn bi_gt(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(compare_args(m, args)? == Some(Ordering::Greater))
}

fn bi_le(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(matches!(
        compare_args(m, args)?,
        Some(Ordering::Less | Ordering::Equal)
    ))
}

fn bi_ge(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(matches!(
        compare_args(m, args)?,
        Some(Ordering::Greater | Ordering::Equal)
    ))
}

/// An argument that must be unbound or an integer: `Ok(None)` if unbound.
fn opt_int(m: &mut Ctx, c: Cell) -> Result<Option<Num>, Flow> {
    match m.st.deref(c) {
        Cell::Var(_) => Ok(None),
        c @ (Cell::Int(_) | Cell::Big(_)) => Ok(Num::from_cell(&m.st, c)),
        other => Err(type_error(m, "integer", other)),
    }
}

fn not_negative(m: &mut Ctx, n: &Num) -> Result<(), Flow> {
    if num_partial_cmp(n, &Num::Int(0)) == Some(Ordering::Less) {
        let c = num_cell(&mut m.st, n.clone());
        Err(domain_error(m, "not_less_than_zero", c))
    } else {
        Ok(())
    }
}

fn bi_succ(m: &mut Ctx, args: &[Cell]) -> Res {
    let x = opt_int(m, args[0])?;
    let y = opt_int(m, args[1])?;
    match (x, y) {
        (Some(x), y) => {
            not_negative(m, &x)?;
            if let Some(y) = y {
                not_negative(m, &y)?;
            }
            let s = functions::int_add(&x, &Num::Int(1));
            let s = num_cell(&mut m.st, s);
            Ok(m.st.unify(args[1], s))
        }
        (None, Some(y)) => {
            not_negative(m, &y)?;
            if y == Num::Int(0) {
                return Ok(false);
            }
            let p = functions::int_sub(&y, &Num::Int(1));
            let p = num_cell(&mut m.st, p);
            Ok(m.st.unify(args[0], p))
        }
        (None, None) => Err(instantiation_error()),
    }
}

fn bi_plus(m: &mut Ctx, args: &[Cell]) -> Res {
    let x = opt_int(m, args[0])?;
    let y = opt_int(m, args[1])?;
    let z = opt_int(m, args[2])?;
    let (target, value) = match (x, y, z) {
        (Some(x), Some(y), _) => (args[2], functions::int_add(&x, &y)),
        (Some(x), None, Some(z)) => (args[1], functions::int_sub(&z, &x)),
        (None, Some(y), Some(z)) => (args[0], functions::int_sub(&z, &y)),
        _ => return Err(instantiation_error()),
    };
    let v = num_cell(&mut m.st, value);
    Ok(m.st.unify(target, v))
}

fn bi_random_between(m: &mut Ctx, args: &[Cell]) -> Res {
    let lo = get_int(m, args[0])?;
    let hi = get_int(m, args[1])?;
    if hi < lo {
        return Ok(false);
    }
    let span = (hi as i128 - lo as i128 + 1) as u128;
    let r = if span > u64::MAX as u128 {
        sys::random_u64() as i128
    } else {
        sys::random_below(span as u64) as i128
    };
    Ok(m.st.unify(args[2], Cell::Int((lo as i128 + r) as i64)))
}

/// random/1 of library(random): a float in the open interval (0, 1).
fn bi_random(m: &mut Ctx, args: &[Cell]) -> Res {
    let f = sys::random_float();
    Ok(m.st.unify(args[0], Cell::Flt(f)))
}

/// set_random(+Option): `seed(S)`, S an integer (the numbers that follow
/// are the same in every run; not SWI's numbers) or `random` (from the
/// clock again), or `state(S)` as setrand/1.
fn bi_set_random(m: &mut Ctx, args: &[Cell]) -> Res {
    let opt = m.st.deref(args[0]);
    match m.st.functor(opt) {
        None if matches!(opt, Cell::Var(_)) => Err(instantiation_error()),
        Some((name, 1)) if m.st.atom_name(name) == "seed" => {
            let s = m.st.deref(m.st.arg(opt, 0));
            match s {
                Cell::Var(_) => Err(instantiation_error()),
                Cell::Int(i) => {
                    sys::set_seed(Some(i as u64));
                    Ok(true)
                }
                Cell::Big(_) => {
                    // The low 64 bits of the value's hash: any fixed seed.
                    let v = m.st.big_f64(s);
                    sys::set_seed(Some(v.to_bits()));
                    Ok(true)
                }
                Cell::Atom(a) if m.st.atom_name(a) == "random" => {
                    sys::set_seed(None);
                    Ok(true)
                }
                _ => Err(type_error(m, "seed", s)),
            }
        }
        Some((name, 1)) if m.st.atom_name(name) == "state" => {
            let st = m.st.arg(opt, 0);
            bi_setrand(m, &[st])
        }
        _ => Err(type_error(m, "random_option", opt)),
    }
}

/// getrand(-State): the generator's state, an integer (not SWI's).
fn bi_getrand(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(m.st.unify(args[0], Cell::Int(sys::state() as i64)))
}

/// setrand(+State): a state getrand/1 gave, or `rand(A, B, C)`, the
/// seed `A<<30 + B<<15 + C` as in SWI.
fn bi_setrand(m: &mut Ctx, args: &[Cell]) -> Res {
    let s = m.st.deref(args[0]);
    match s {
        Cell::Var(_) => Err(instantiation_error()),
        Cell::Int(i) => {
            sys::set_state(i as u64);
            Ok(true)
        }
        _ => match m.st.functor(s) {
            Some((name, 3)) if m.st.atom_name(name) == "rand" => {
                let mut seed: i64 = 0;
                for (i, shift) in [(0, 30), (1, 15), (2, 0)] {
                    let a = m.st.arg(s, i);
                    seed = seed.wrapping_add(get_int(m, a)?.wrapping_shl(shift));
                }
                sys::set_seed(Some(seed as u64));
                Ok(true)
            }
            _ => Err(type_error(m, "state", s)),
        },
    }
}

/// get_time(-Stamp): seconds since the Unix epoch, as a float.
fn bi_get_time(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(m.st.unify(args[0], Cell::Flt(sys::epoch_secs())))
}

pub fn register(r: &mut Registry) {
    let table: &[(&str, usize, Builtin)] = &[
        ("is", 2, bi_is),
        ("=:=", 2, bi_eq),
        ("=\\=", 2, bi_ne),
        ("<", 2, bi_lt),
        (">", 2, bi_gt),
        ("=<", 2, bi_le),
        (">=", 2, bi_ge),
        ("succ", 2, bi_succ),
        ("plus", 3, bi_plus),
        ("random_between", 3, bi_random_between),
        ("random", 1, bi_random),
        ("get_time", 1, bi_get_time),
        ("set_random", 1, bi_set_random),
        ("getrand", 1, bi_getrand),
        ("setrand", 1, bi_setrand),
    ];
    for &(name, arity, f) in table {
        r.add(name, arity, f);
    }
}
