//! The evaluable functors: name/arity lookup and application to already
//! evaluated arguments.
//!
//! Semantics follow SWI-Prolog 9 with its default flags
//! (`prefer_rationals=false`, `iso=false`, `float_overflow=error`,
//! `float_undefined=error`, `float_zero_div=error`). Integers are `i64`
//! only: where SWI would switch to a big integer we raise
//! `evaluation_error(int_overflow)`.
//!
//! **Invariant:** every integer operation is checked; nothing here panics.

use crate::builtins::{domain_error, evaluation_error, type_error, Flow};
use crate::term::Cell;
use crate::vm::Machine;

use super::{num_partial_cmp, sys, Num};

/// An evaluable functor, resolved from its name and arity.
///
/// Resolving once (e.g. at compile time) and calling [`apply`] later
/// skips the name lookup.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Func {
    // arity 0
    Pi,
    E,
    Inf,
    Nan,
    Epsilon,
    MaxTaggedInteger,
    Random,
    RandomFloat,
    Cputime,
    Realtime,
    // arity 1
    Neg,
    Pos,
    Abs,
    Sign,
    Msb,
    Lsb,
    Popcount,
    Truncate,
    Integer,
    Round,
    Ceiling,
    Floor,
    Float,
    FloatIntegerPart,
    FloatFractionalPart,
    BitNot,
    Eval,
    Sqrt,
    Sin,
    Cos,
    Tan,
    Asin,
    Acos,
    Atan,
    Sinh,
    Cosh,
    Tanh,
    Asinh,
    Acosh,
    Atanh,
    Exp,
    Log,
    Log2,
    Log10,
    Cot,
    Acot,
    RandomN,
    // arity 2
    Add,
    Sub,
    Mul,
    Div,
    IntDiv,
    Mod,
    Rem,
    FloorDiv,
    Min,
    Max,
    Gcd,
    Lcm,
    Pow,
    Caret,
    Shr,
    Shl,
    And,
    Or,
    Xor,
    Atan2,
    CopySign,
    LogBase,
    GetBit,
}

/// The evaluable functor `name/arity`, if there is one.
pub fn lookup(name: &str, arity: usize) -> Option<Func> {
    use Func::*;
    let f = match (arity, name) {
        (0, "pi") => Pi,
        (0, "e") => E,
        (0, "inf" | "infinite") => Inf,
        (0, "nan") => Nan,
        (0, "epsilon") => Epsilon,
        (0, "max_tagged_integer") => MaxTaggedInteger,
        (0, "random") => Random,
        (0, "random_float") => RandomFloat,
        (0, "cputime") => Cputime,
        (0, "realtime") => Realtime,
        (1, "-") => Neg,
        (1, "+") => Pos,
        (1, "abs") => Abs,
        (1, "sign") => Sign,
        (1, "msb") => Msb,
        (1, "lsb") => Lsb,
        (1, "popcount") => Popcount,
        (1, "truncate") => Truncate,
        (1, "integer") => Integer,
        (1, "round") => Round,
        (1, "ceiling" | "ceil") => Ceiling,
        (1, "floor") => Floor,
        (1, "float") => Float,
        (1, "float_integer_part") => FloatIntegerPart,
        (1, "float_fractional_part") => FloatFractionalPart,
        (1, "\\") => BitNot,
        (1, "eval") => Eval,
        (1, "sqrt") => Sqrt,
        (1, "sin") => Sin,
        (1, "cos") => Cos,
        (1, "tan") => Tan,
        (1, "asin") => Asin,
        (1, "acos") => Acos,
        (1, "atan") => Atan,
        (1, "sinh") => Sinh,
        (1, "cosh") => Cosh,
        (1, "tanh") => Tanh,
        (1, "asinh") => Asinh,
        (1, "acosh") => Acosh,
        (1, "atanh") => Atanh,
        (1, "exp") => Exp,
        (1, "log") => Log,
        (1, "log2") => Log2,
        (1, "log10") => Log10,
        (1, "cot") => Cot,
        (1, "acot") => Acot,
        (1, "random") => RandomN,
        (2, "+") => Add,
        (2, "-") => Sub,
        (2, "*") => Mul,
        (2, "/") => Div,
        (2, "//") => IntDiv,
        (2, "mod") => Mod,
        (2, "rem") => Rem,
        (2, "div") => FloorDiv,
        (2, "min") => Min,
        (2, "max") => Max,
        (2, "gcd") => Gcd,
        (2, "lcm") => Lcm,
        (2, "**") => Pow,
        (2, "^") => Caret,
        (2, ">>") => Shr,
        (2, "<<") => Shl,
        (2, "/\\") => And,
        (2, "\\/") => Or,
        (2, "xor") => Xor,
        (2, "atan" | "atan2") => Atan2,
        (2, "copysign") => CopySign,
        (2, "log") => LogBase,
        (2, "getbit") => GetBit,
        _ => return None,
    };
    Some(f)
}

type R = Result<Num, Flow>;

fn int_overflow(m: &mut Machine) -> Flow {
    evaluation_error(m, "int_overflow")
}

fn zero_div(m: &mut Machine) -> Flow {
    evaluation_error(m, "zero_divisor")
}

fn undefined(m: &mut Machine) -> Flow {
    evaluation_error(m, "undefined")
}

/// A float result: infinities and NaN become evaluation errors.
fn check(m: &mut Machine, f: f64) -> R {
    if f.is_nan() {
        Err(undefined(m))
    } else if f.is_infinite() {
        Err(evaluation_error(m, "float_overflow"))
    } else {
        Ok(Num::Float(f))
    }
}

fn checked(m: &mut Machine, r: Option<i64>) -> R {
    r.map(Num::Int).ok_or_else(|| int_overflow(m))
}

fn int_arg(m: &mut Machine, n: Num) -> Result<i64, Flow> {
    match n {
        Num::Int(i) => Ok(i),
        Num::Float(f) => Err(type_error(m, "integer", Cell::Flt(f))),
    }
}

fn to_f(n: Num) -> f64 {
    match n {
        Num::Int(i) => i as f64,
        Num::Float(f) => f,
    }
}

/// A float function of one argument. As SWI, an infinite argument is a
/// float overflow and a NaN argument is undefined, whatever the function.
fn float1(m: &mut Machine, x: Num, f: fn(f64) -> f64) -> R {
    let x = to_f(x);
    check(m, x)?;
    check(m, f(x))
}

/// A float that holds an integer value, as an `i64`.
fn float_to_int(m: &mut Machine, f: f64) -> R {
    // 2^63 is exactly representable; everything in [-2^63, 2^63) fits.
    if (-9_223_372_036_854_775_808.0..9_223_372_036_854_775_808.0).contains(&f) {
        Ok(Num::Int(f as i64))
    } else {
        Err(int_overflow(m))
    }
}

/// truncate/integer/round/ceiling/floor: integers pass through; SWI
/// returns infinities and NaN unchanged.
fn rounding(m: &mut Machine, x: Num, f: fn(f64) -> f64) -> R {
    match x {
        Num::Int(_) => Ok(x),
        Num::Float(v) if !v.is_finite() => Ok(x),
        Num::Float(v) => float_to_int(m, f(v)),
    }
}

fn add(m: &mut Machine, a: Num, b: Num) -> R {
    match (a, b) {
        (Num::Int(x), Num::Int(y)) => checked(m, x.checked_add(y)),
        _ => check(m, to_f(a) + to_f(b)),
    }
}

fn sub(m: &mut Machine, a: Num, b: Num) -> R {
    match (a, b) {
        (Num::Int(x), Num::Int(y)) => checked(m, x.checked_sub(y)),
        _ => check(m, to_f(a) - to_f(b)),
    }
}

fn mul(m: &mut Machine, a: Num, b: Num) -> R {
    match (a, b) {
        (Num::Int(x), Num::Int(y)) => checked(m, x.checked_mul(y)),
        _ => check(m, to_f(a) * to_f(b)),
    }
}

/// `/`: integer when the division is exact, float otherwise.
fn divide(m: &mut Machine, a: Num, b: Num) -> R {
    match (a, b) {
        (Num::Int(_), Num::Int(0)) => Err(zero_div(m)),
        (Num::Int(x), Num::Int(y)) => {
            if x.wrapping_rem(y) == 0 {
                checked(m, x.checked_div(y))
            } else {
                check(m, x as f64 / y as f64)
            }
        }
        _ => {
            let (x, y) = (to_f(a), to_f(b));
            if y == 0.0 && !x.is_nan() && x != 0.0 {
                Err(zero_div(m))
            } else {
                check(m, x / y)
            }
        }
    }
}

fn int_pair(m: &mut Machine, a: Num, b: Num) -> Result<(i64, i64), Flow> {
    Ok((int_arg(m, a)?, int_arg(m, b)?))
}

fn nonzero_pair(m: &mut Machine, a: Num, b: Num) -> Result<(i64, i64), Flow> {
    let (x, y) = int_pair(m, a, b)?;
    if y == 0 {
        return Err(zero_div(m));
    }
    Ok((x, y))
}

fn modulo(x: i64, y: i64) -> i64 {
    let r = x.wrapping_rem(y);
    if r != 0 && ((r < 0) != (y < 0)) {
        r + y
    } else {
        r
    }
}

fn floor_div(m: &mut Machine, x: i64, y: i64) -> R {
    let q = x.checked_div(y).ok_or_else(|| int_overflow(m))?;
    if x % y != 0 && ((x < 0) != (y < 0)) {
        Ok(Num::Int(q - 1))
    } else {
        Ok(Num::Int(q))
    }
}

/// min/max: on a tie between an integer and a float SWI answers the
/// float; a NaN loses to any number.
fn min_max(a: Num, b: Num, want_max: bool) -> Num {
    use std::cmp::Ordering::*;
    match num_partial_cmp(a, b) {
        None => {
            if matches!(a, Num::Float(f) if f.is_nan()) {
                b
            } else {
                a
            }
        }
        Some(Equal) => {
            if matches!(b, Num::Float(_)) {
                b
            } else {
                a
            }
        }
        Some(Less) => {
            if want_max {
                b
            } else {
                a
            }
        }
        Some(Greater) => {
            if want_max {
                a
            } else {
                b
            }
        }
    }
}

fn gcd_u(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

fn gcd(m: &mut Machine, x: i64, y: i64) -> R {
    let g = gcd_u(x.unsigned_abs(), y.unsigned_abs());
    checked(m, i64::try_from(g).ok())
}

fn lcm(m: &mut Machine, x: i64, y: i64) -> R {
    if x == 0 || y == 0 {
        return Ok(Num::Int(0));
    }
    let g = gcd_u(x.unsigned_abs(), y.unsigned_abs());
    let l = (x.unsigned_abs() / g).checked_mul(y.unsigned_abs());
    checked(m, l.and_then(|l| i64::try_from(l).ok()))
}

/// `**` and `^` (identical in SWI with `prefer_rationals=false`):
/// integer result for a non-negative integer exponent, float otherwise;
/// 1 and -1 raised to a negative integer stay integers; 0 to a negative
/// power is a zero divisor.
fn power(m: &mut Machine, a: Num, b: Num) -> R {
    match (a, b) {
        (Num::Int(x), Num::Int(y)) if y >= 0 => match x {
            0 => Ok(Num::Int(if y == 0 { 1 } else { 0 })),
            1 => Ok(Num::Int(1)),
            -1 => Ok(Num::Int(if y % 2 == 0 { 1 } else { -1 })),
            _ => {
                let e = u32::try_from(y).map_err(|_| int_overflow(m))?;
                checked(m, x.checked_pow(e))
            }
        },
        (Num::Int(x), Num::Int(y)) => match x {
            0 => Err(zero_div(m)),
            1 => Ok(Num::Int(1)),
            -1 => Ok(Num::Int(if y % 2 == 0 { 1 } else { -1 })),
            _ => check(m, (x as f64).powf(y as f64)),
        },
        _ => {
            let (x, y) = (to_f(a), to_f(b));
            if x == 0.0 && y < 0.0 {
                return Err(zero_div(m));
            }
            check(m, x.powf(y))
        }
    }
}

fn shift_left(m: &mut Machine, x: i64, s: i64) -> R {
    if s < 0 {
        return Ok(Num::Int(shift_right(
            x,
            s.checked_neg().unwrap_or(i64::MAX),
        )));
    }
    if x == 0 {
        return Ok(Num::Int(0));
    }
    if s >= 64 {
        return Err(int_overflow(m));
    }
    let r = x << s;
    if r >> s != x {
        return Err(int_overflow(m));
    }
    Ok(Num::Int(r))
}

fn shift_right(x: i64, s: i64) -> i64 {
    if s >= 64 {
        if x < 0 {
            -1
        } else {
            0
        }
    } else {
        x >> s
    }
}

fn not_less_than_one(m: &mut Machine, x: i64) -> Flow {
    domain_error(m, "not_less_than_one", Cell::Int(x))
}

/// Applies `f` to its evaluated arguments (`args.len()` is `f`'s arity).
pub fn apply(m: &mut Machine, f: Func, args: &[Num]) -> R {
    use Func::*;
    let a = args.first().copied().unwrap_or(Num::Int(0));
    let b = args.get(1).copied().unwrap_or(Num::Int(0));
    match f {
        Pi => Ok(Num::Float(std::f64::consts::PI)),
        E => Ok(Num::Float(std::f64::consts::E)),
        Inf => Ok(Num::Float(f64::INFINITY)),
        Nan => Ok(Num::Float(f64::NAN)),
        Epsilon => Ok(Num::Float(f64::EPSILON)),
        MaxTaggedInteger => Ok(Num::Int((1 << 60) - 1)),
        Random => Ok(Num::Int((sys::random_u64() >> 1) as i64)),
        RandomFloat => Ok(Num::Float(sys::random_float())),
        Cputime => Ok(Num::Float(sys::cputime())),
        Realtime => Ok(Num::Int(sys::epoch_secs() as i64)),

        Neg => match a {
            Num::Int(x) => checked(m, x.checked_neg()),
            Num::Float(x) => Ok(Num::Float(-x)),
        },
        Pos | Eval => Ok(a),
        Abs => match a {
            Num::Int(x) => checked(m, x.checked_abs()),
            Num::Float(x) => Ok(Num::Float(x.abs())),
        },
        Sign => match a {
            Num::Int(x) => Ok(Num::Int(x.signum())),
            // SWI: sign(-0.0) is 0.0 and sign(nan) is nan.
            Num::Float(x) if x.is_nan() => Ok(a),
            Num::Float(x) => Ok(Num::Float(if x == 0.0 { 0.0 } else { 1.0f64.copysign(x) })),
        },
        Msb | Lsb | Popcount => {
            let x = int_arg(m, a)?;
            match f {
                Popcount => Ok(Num::Int(x.count_ones() as i64)),
                _ if x < 1 => Err(not_less_than_one(m, x)),
                Msb => Ok(Num::Int(63 - x.leading_zeros() as i64)),
                _ => Ok(Num::Int(x.trailing_zeros() as i64)),
            }
        }
        Truncate => rounding(m, a, f64::trunc),
        Integer | Round => rounding(m, a, f64::round),
        Ceiling => rounding(m, a, f64::ceil),
        Floor => rounding(m, a, f64::floor),
        Float => check(m, to_f(a)),
        FloatIntegerPart => match a {
            Num::Int(_) => Ok(a),
            Num::Float(x) => check(m, x.trunc()),
        },
        FloatFractionalPart => match a {
            Num::Int(_) => Ok(Num::Int(0)),
            Num::Float(x) => check(m, x - x.trunc()),
        },
        BitNot => Ok(Num::Int(!int_arg(m, a)?)),
        Sqrt => float1(m, a, f64::sqrt),
        Sin => float1(m, a, f64::sin),
        Cos => float1(m, a, f64::cos),
        Tan => float1(m, a, f64::tan),
        Asin => float1(m, a, f64::asin),
        Acos => float1(m, a, f64::acos),
        Atan => float1(m, a, f64::atan),
        Sinh => float1(m, a, f64::sinh),
        Cosh => float1(m, a, f64::cosh),
        Tanh => float1(m, a, f64::tanh),
        Asinh => float1(m, a, f64::asinh),
        Acosh => float1(m, a, f64::acosh),
        Atanh => float1(m, a, f64::atanh),
        Exp => float1(m, a, f64::exp),
        Log => float1(m, a, f64::ln),
        Log2 => float1(m, a, f64::log2),
        Log10 => float1(m, a, f64::log10),
        Cot => float1(m, a, |x| 1.0 / x.tan()),
        Acot => float1(m, a, |x| (1.0 / x).atan()),
        RandomN => {
            let n = int_arg(m, a)?;
            if n < 1 {
                return Err(not_less_than_one(m, n));
            }
            Ok(Num::Int(sys::random_below(n as u64) as i64))
        }

        Add => add(m, a, b),
        Sub => sub(m, a, b),
        Mul => mul(m, a, b),
        Div => divide(m, a, b),
        IntDiv => {
            let (x, y) = nonzero_pair(m, a, b)?;
            checked(m, x.checked_div(y))
        }
        Mod => {
            let (x, y) = nonzero_pair(m, a, b)?;
            Ok(Num::Int(modulo(x, y)))
        }
        Rem => {
            let (x, y) = nonzero_pair(m, a, b)?;
            Ok(Num::Int(x.wrapping_rem(y)))
        }
        FloorDiv => {
            let (x, y) = nonzero_pair(m, a, b)?;
            floor_div(m, x, y)
        }
        Min => Ok(min_max(a, b, false)),
        Max => Ok(min_max(a, b, true)),
        Gcd => {
            let (x, y) = int_pair(m, a, b)?;
            gcd(m, x, y)
        }
        Lcm => {
            let (x, y) = int_pair(m, a, b)?;
            lcm(m, x, y)
        }
        Pow | Caret => power(m, a, b),
        Shr => {
            let (x, s) = int_pair(m, a, b)?;
            if s < 0 {
                shift_left(m, x, s.checked_neg().unwrap_or(i64::MAX))
            } else {
                Ok(Num::Int(shift_right(x, s)))
            }
        }
        Shl => {
            let (x, s) = int_pair(m, a, b)?;
            shift_left(m, x, s)
        }
        And => {
            let (x, y) = int_pair(m, a, b)?;
            Ok(Num::Int(x & y))
        }
        Or => {
            let (x, y) = int_pair(m, a, b)?;
            Ok(Num::Int(x | y))
        }
        Xor => {
            let (x, y) = int_pair(m, a, b)?;
            Ok(Num::Int(x ^ y))
        }
        GetBit => {
            let (x, i) = int_pair(m, a, b)?;
            if i < 0 {
                return Err(domain_error(m, "not_less_than_zero", Cell::Int(i)));
            }
            Ok(Num::Int(shift_right(x, i) & 1))
        }
        Atan2 => check(m, to_f(a).atan2(to_f(b))),
        CopySign => match a {
            // SWI keeps an integer first argument an integer.
            Num::Int(x) => {
                let mag = x.checked_abs().ok_or_else(|| int_overflow(m))?;
                Ok(Num::Int(if to_f(b).is_sign_negative() {
                    -mag
                } else {
                    mag
                }))
            }
            Num::Float(x) => Ok(Num::Float(x.copysign(to_f(b)))),
        },
        LogBase => {
            let (base, x) = (to_f(a), to_f(b));
            check(m, base)?;
            check(m, x)?;
            check(m, x.ln() / base.ln())
        }
    }
}
