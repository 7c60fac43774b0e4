//! The fast path of arithmetic: the common evaluable functions applied to
//! small numbers (`i64` and finite `f64`), as `Copy` values with no drop
//! glue. Each kernel answers `None` whenever the general functions in
//! `functions.rs` must decide: an overflow that needs a big integer, a
//! zero divisor or any other error, a float result that is not finite, or
//! a functor or argument type it does not cover.
//!
//! **Invariant:** a `Some` answer is exactly what [`super::apply`] answers
//! for the same arguments; the kernels have no side effects, so a caller
//! may give up half way and start again on the general path.

use std::cmp::Ordering;

use super::{Func, Num};

/// A number that needs no heap: a small integer or a float.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Small {
    Int(i64),
    Float(f64),
}

impl From<Small> for Num {
    #[inline]
    fn from(s: Small) -> Num {
        match s {
            Small::Int(i) => Num::Int(i),
            Small::Float(f) => Num::Float(f),
        }
    }
}

impl Small {
    #[inline]
    fn to_f64(self) -> f64 {
        match self {
            Small::Int(i) => i as f64,
            Small::Float(f) => f,
        }
    }
}

/// A float result, if it is finite (the general path raises the error).
#[inline]
fn finite(f: f64) -> Option<Small> {
    f.is_finite().then_some(Small::Float(f))
}

/// `mod`: the remainder with the sign of the divisor (`y != 0`).
#[inline]
fn modulo(x: i64, y: i64) -> i64 {
    // wrapping: i64::MIN mod -1 is 0, which is also the true answer.
    let r = x.wrapping_rem(y);
    if r != 0 && ((r < 0) != (y < 0)) {
        r + y
    } else {
        r
    }
}

/// A binary function of two small numbers.
#[inline]
pub fn apply2(f: Func, a: Small, b: Small) -> Option<Small> {
    match (a, b) {
        (Small::Int(x), Small::Int(y)) => int2(f, x, y),
        _ => float2(f, a, b),
    }
}

/// A binary function of two small integers.
#[inline]
pub fn int2(f: Func, x: i64, y: i64) -> Option<Small> {
    use Func::*;
    let v = match f {
        Add => x.checked_add(y)?,
        Sub => x.checked_sub(y)?,
        Mul => x.checked_mul(y)?,
        // checked_div also refuses i64::MIN // -1, which needs a big integer.
        IntDiv => x.checked_div(y)?,
        Mod if y != 0 => modulo(x, y),
        Rem if y != 0 => x.wrapping_rem(y),
        FloorDiv if y != 0 => {
            let q = x.checked_div(y)?;
            if x % y != 0 && ((x < 0) != (y < 0)) {
                q - 1
            } else {
                q
            }
        }
        Min => x.min(y),
        Max => x.max(y),
        And => x & y,
        Or => x | y,
        Xor => x ^ y,
        Shr if y >= 0 => x >> y.min(63),
        Shl if (0..64).contains(&y) => {
            let r = x << y;
            if r >> y != x {
                return None;
            }
            r
        }
        Div if y != 0 => {
            if x.wrapping_rem(y) != 0 {
                return Some(Small::Float(x as f64 / y as f64));
            }
            x.checked_div(y)?
        }
        Pow | Caret if y >= 0 => x.checked_pow(u32::try_from(y).ok()?)?,
        _ => return None,
    };
    Some(Small::Int(v))
}

/// A binary function with at least one float argument.
#[inline]
fn float2(f: Func, a: Small, b: Small) -> Option<Small> {
    use Func::*;
    let (x, y) = (a.to_f64(), b.to_f64());
    match f {
        Add => finite(x + y),
        Sub => finite(x - y),
        Mul => finite(x * y),
        // An infinite divisor is left to the general function (an
        // integer over an infinity is the integer 0 there, as in SWI).
        Div if y != 0.0 && y.is_finite() => finite(x / y),
        // Two equal infinities are the general function's error.
        Min | Max if x.is_infinite() && x == y => None,
        Min | Max => {
            // As the general min/max: a tie between an integer and a
            // float answers the float, except that -0.0 is below 0 and
            // 0.0; a NaN loses to any number.
            let neg_zero =
                |s: Small| matches!(s, Small::Float(f) if f == 0.0 && f.is_sign_negative());
            let pick_b = match compare(a, b) {
                None => x.is_nan(),
                Some(Ordering::Equal) => match (neg_zero(a), neg_zero(b)) {
                    (true, false) => f == Max,
                    (false, true) => f == Min,
                    _ => matches!(b, Small::Float(_)),
                },
                Some(Ordering::Less) => f == Max,
                Some(Ordering::Greater) => f == Min,
            };
            Some(if pick_b { b } else { a })
        }
        _ => None,
    }
}

/// A unary function of a small number.
#[inline]
pub fn apply1(f: Func, a: Small) -> Option<Small> {
    use Func::*;
    match (f, a) {
        (Neg, Small::Int(x)) => Some(Small::Int(x.checked_neg()?)),
        (Neg, Small::Float(x)) => Some(Small::Float(neg_float(x))),
        (Abs, Small::Int(x)) => Some(Small::Int(x.checked_abs()?)),
        (Abs, Small::Float(x)) => Some(Small::Float(x.abs())),
        (Pos | Eval, _) => Some(a),
        (Sign, Small::Int(x)) => Some(Small::Int(x.signum())),
        (BitNot, Small::Int(x)) => Some(Small::Int(!x)),
        // Integers pass through the rounding functions unchanged.
        (Truncate | Integer | Round | Ceiling | Floor | FloatIntegerPart, Small::Int(_)) => Some(a),
        (Float, _) => finite(a.to_f64()),
        _ => None,
    }
}

/// Arithmetic comparison of two small numbers, as
/// [`super::num_partial_cmp`]: an integer meets a float as a float;
/// `None` when a NaN is involved.
#[inline]
pub fn compare(a: Small, b: Small) -> Option<Ordering> {
    match (a, b) {
        (Small::Int(x), Small::Int(y)) => Some(x.cmp(&y)),
        _ => a.to_f64().partial_cmp(&b.to_f64()),
    }
}

/// `-X` on a float. A NaN keeps its sign, as in SWI-Prolog (whose `-1.5NaN`
/// does not exist: `X is -nan` prints `1.5NaN`, `copysign(1, -nan)` is 1).
pub fn neg_float(x: f64) -> f64 {
    if x.is_nan() {
        x
    } else {
        -x
    }
}
