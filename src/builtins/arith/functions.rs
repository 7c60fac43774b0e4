//! The evaluable functors: name/arity lookup and application to already
//! evaluated arguments.
//!
//! Semantics follow SWI-Prolog 9 with its default flags
//! (`prefer_rationals=false`, `iso=false`, `float_overflow=error`,
//! `float_undefined=error`, `float_zero_div=error`). Integers are
//! unbounded: each integer operation tries `i64` first (checked) and
//! falls back to a big integer on overflow or big arguments.
//!
//! **Invariant:** every `i64` operation is checked; nothing here panics.
//! **Invariant:** results that could be huge (`**`, `^`, `<<`, `*`) are
//! sized before they are computed and raise `resource_error(stack)` when
//! the machine's stack limit could not hold them.

use crate::builtins::Ctx;
use crate::builtins::{domain_error, evaluation_error, resource_error, type_error, Flow};
use crate::term::{big_from_f64, BigInt, BigIntExt, Cell};

use super::{num_cell, num_partial_cmp, sys, Num};

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
    // arity 3
    Powm,
}

impl Func {
    /// Every variant, in declaration order: `ALL[v as usize] == v` (a saved
    /// state, `vm/saved`, stores the index).
    pub const ALL: [Func; 71] = [
        Func::Pi,
        Func::E,
        Func::Inf,
        Func::Nan,
        Func::Epsilon,
        Func::MaxTaggedInteger,
        Func::Random,
        Func::RandomFloat,
        Func::Cputime,
        Func::Realtime,
        Func::Neg,
        Func::Pos,
        Func::Abs,
        Func::Sign,
        Func::Msb,
        Func::Lsb,
        Func::Popcount,
        Func::Truncate,
        Func::Integer,
        Func::Round,
        Func::Ceiling,
        Func::Floor,
        Func::Float,
        Func::FloatIntegerPart,
        Func::FloatFractionalPart,
        Func::BitNot,
        Func::Eval,
        Func::Sqrt,
        Func::Sin,
        Func::Cos,
        Func::Tan,
        Func::Asin,
        Func::Acos,
        Func::Atan,
        Func::Sinh,
        Func::Cosh,
        Func::Tanh,
        Func::Asinh,
        Func::Acosh,
        Func::Atanh,
        Func::Exp,
        Func::Log,
        Func::Log2,
        Func::Log10,
        Func::Cot,
        Func::Acot,
        Func::RandomN,
        Func::Add,
        Func::Sub,
        Func::Mul,
        Func::Div,
        Func::IntDiv,
        Func::Mod,
        Func::Rem,
        Func::FloorDiv,
        Func::Min,
        Func::Max,
        Func::Gcd,
        Func::Lcm,
        Func::Pow,
        Func::Caret,
        Func::Shr,
        Func::Shl,
        Func::And,
        Func::Or,
        Func::Xor,
        Func::Atan2,
        Func::CopySign,
        Func::LogBase,
        Func::GetBit,
        Func::Powm,
    ];
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
        (3, "powm") => Powm,
        _ => return None,
    };
    Some(f)
}

type R = Result<Num, Flow>;

fn zero_div(m: &mut Ctx) -> Flow {
    evaluation_error(m, "zero_divisor")
}

fn undefined(m: &mut Ctx) -> Flow {
    evaluation_error(m, "undefined")
}

/// A float result: infinities and NaN become evaluation errors.
fn check(m: &mut Ctx, f: f64) -> R {
    if f.is_nan() {
        Err(undefined(m))
    } else if f.is_infinite() {
        Err(evaluation_error(m, "float_overflow"))
    } else {
        Ok(Num::Float(f))
    }
}

/// An integer argument (small or big), or the error for float `F`
/// (`not_integer`).
fn int_arg(m: &mut Ctx, n: &Num) -> Result<BigInt, Flow> {
    match n {
        Num::Float(f) => Err(not_integer(m, *f)),
        _ => Ok(n.to_big().unwrap()),
    }
}

/// What SWI raises when a function that needs an integer gets float
/// `f`: `type_error(integer, F)`, except for the floats no integer could
/// stand for: infinity overflows, NaN is undefined (`inf // 2`).
fn not_integer(m: &mut Ctx, f: f64) -> Flow {
    if f.is_nan() {
        undefined(m)
    } else if f.is_infinite() {
        evaluation_error(m, "float_overflow")
    } else {
        type_error(m, "integer", Cell::Flt(f))
    }
}

/// Refuses a result of about `bits` bits that the stack limit could not
/// hold (SWI: `resource_error(stack)`), before anything is allocated.
fn room(m: &mut Ctx, bits: u64) -> Result<(), Flow> {
    let cells = usize::try_from(bits / 64 + 2).unwrap_or(usize::MAX);
    if bits > 1 << 40 || !m.can_grow(cells) {
        return Err(resource_error(m, "stack"));
    }
    Ok(())
}

fn is_float(n: &Num) -> bool {
    matches!(n, Num::Float(_))
}

fn to_f(n: &Num) -> f64 {
    n.to_f64()
}

/// A float from an integer argument: big ones past the float range are a
/// float overflow.
fn float_of(m: &mut Ctx, n: &Num) -> R {
    check(m, to_f(n))
}

/// An integer operation: `i64` first, the big-integer version when that
/// overflows or an argument is big. Both arguments are integers.
#[inline]
fn int_op(
    a: &Num,
    b: &Num,
    small: fn(i64, i64) -> Option<i64>,
    big: fn(BigInt, BigInt) -> BigInt,
) -> Num {
    if let (Num::Int(x), Num::Int(y)) = (a, b) {
        if let Some(v) = small(*x, *y) {
            return Num::Int(v);
        }
    }
    Num::from_big(big(a.to_big().unwrap(), b.to_big().unwrap()))
}

/// Integer sum (both arguments integers), for succ/2 and plus/3 too.
pub fn int_add(a: &Num, b: &Num) -> Num {
    int_op(a, b, i64::checked_add, |x, y| x + y)
}

/// Integer difference (both arguments integers).
pub fn int_sub(a: &Num, b: &Num) -> Num {
    int_op(a, b, i64::checked_sub, |x, y| x - y)
}

/// A float function of one argument. As SWI, an infinite argument is a
/// float overflow and a NaN argument is undefined, whatever the function.
fn float1(m: &mut Ctx, x: &Num, f: fn(f64) -> f64) -> R {
    let x = to_f(x);
    check(m, x)?;
    check(m, f(x))
}

/// A float that holds an integer value, as an integer of any size.
fn float_to_int(f: f64) -> Num {
    // 2^63 is exactly representable; everything in [-2^63, 2^63) fits.
    if (-9_223_372_036_854_775_808.0..9_223_372_036_854_775_808.0).contains(&f) {
        Num::Int(f as i64)
    } else {
        Num::from_big(big_from_f64(f))
    }
}

/// truncate/integer/round/ceiling/floor: integers pass through; SWI
/// returns infinities and NaN unchanged.
fn rounding(x: &Num, f: fn(f64) -> f64) -> Num {
    match x {
        Num::Float(v) if !v.is_finite() => x.clone(),
        Num::Float(v) => float_to_int(f(*v)),
        _ => x.clone(),
    }
}

fn add(m: &mut Ctx, a: &Num, b: &Num) -> R {
    if is_float(a) || is_float(b) {
        return check(m, to_f(a) + to_f(b));
    }
    Ok(int_add(a, b))
}

fn sub(m: &mut Ctx, a: &Num, b: &Num) -> R {
    if is_float(a) || is_float(b) {
        return check(m, to_f(a) - to_f(b));
    }
    Ok(int_sub(a, b))
}

fn mul(m: &mut Ctx, a: &Num, b: &Num) -> R {
    if is_float(a) || is_float(b) {
        return check(m, to_f(a) * to_f(b));
    }
    if let (Num::Int(x), Num::Int(y)) = (a, b) {
        if let Some(v) = x.checked_mul(*y) {
            return Ok(Num::Int(v));
        }
    }
    room(m, bits(a) + bits(b))?;
    Ok(int_op(a, b, i64::checked_mul, BigInt::product))
}

/// Bits of an integer's magnitude (0 for a float).
fn bits(n: &Num) -> u64 {
    match n {
        Num::Int(i) => 64 - i.unsigned_abs().leading_zeros() as u64,
        Num::Big(b) => b.bits(),
        Num::Float(_) => 0,
    }
}

/// `/`: integer when the division is exact, float otherwise; always a
/// float under the `iso` flag (SWI's `iso` with `prefer_rationals=false`).
fn divide(m: &mut Ctx, a: &Num, b: &Num) -> R {
    if m.flags.read.iso && !matches!(b, Num::Int(0)) {
        let (x, y) = (to_f(a), to_f(b));
        if y == 0.0 && x.is_finite() && x != 0.0 {
            return Err(zero_div(m));
        }
        return check(m, x / y);
    }
    if is_float(a) || is_float(b) {
        let (x, y) = (to_f(a), to_f(b));
        return if !is_float(a) && y.is_infinite() {
            // SWI: an integer divided by an infinity is the integer 0.
            Ok(Num::Int(0))
        } else if y == 0.0 && x.is_finite() && x != 0.0 {
            Err(zero_div(m))
        } else {
            // An infinity over zero overflows, as SWI has it.
            check(m, x / y)
        };
    }
    match (a, b) {
        (_, Num::Int(0)) => Err(zero_div(m)),
        (Num::Int(x), Num::Int(y)) if x.wrapping_rem(*y) == 0 && x.checked_div(*y).is_some() => {
            Ok(Num::Int(x / y))
        }
        (Num::Int(x), Num::Int(y)) if x.wrapping_rem(*y) != 0 => check(m, *x as f64 / *y as f64),
        _ => {
            let (x, y) = (a.to_big().unwrap(), b.to_big().unwrap());
            let (q, r) = x.div_rem_trunc(&y);
            if r.is_zero() {
                Ok(Num::from_big(q))
            } else {
                check(m, big_ratio(&x, &y))
            }
        }
    }
}

/// `x / y` as a float, also when both are beyond the float range.
fn big_ratio(x: &BigInt, y: &BigInt) -> f64 {
    // As SWI: each integer becomes a float first, and one too big for a
    // float makes the division overflow (`(10^400+1) / 10^390` too).
    match (x.to_f64_lossy(), y.to_f64_lossy()) {
        (fx, fy) if fx.is_finite() && fy.is_finite() => fx / fy,
        _ => f64::INFINITY,
    }
}

/// Two integer arguments, the second not zero.
fn nonzero_pair(m: &mut Ctx, a: &Num, b: &Num) -> Result<(), Flow> {
    int_arg_check(m, a)?;
    int_arg_check(m, b)?;
    if *b == Num::Int(0) {
        return Err(zero_div(m));
    }
    Ok(())
}

fn int_arg_check(m: &mut Ctx, n: &Num) -> Result<(), Flow> {
    match n {
        Num::Float(f) => Err(not_integer(m, *f)),
        _ => Ok(()),
    }
}

fn modulo(x: i64, y: i64) -> Option<i64> {
    let r = x.checked_rem(y)?;
    Some(if r != 0 && ((r < 0) != (y < 0)) {
        r + y
    } else {
        r
    })
}

fn floor_div(x: i64, y: i64) -> Option<i64> {
    let q = x.checked_div(y)?;
    Some(if x % y != 0 && ((x < 0) != (y < 0)) {
        q - 1
    } else {
        q
    })
}

/// min/max: on a tie between an integer and a float SWI answers the
/// float; -0.0 counts as below 0 and 0.0 (max(0, -0.0) is 0, min(0.0,
/// -0.0) is -0.0); a NaN loses to any number.
fn min_max(a: &Num, b: &Num, want_max: bool) -> Num {
    use std::cmp::Ordering::*;
    let neg_zero = |n: &Num| matches!(n, Num::Float(f) if *f == 0.0 && f.is_sign_negative());
    let pick_b = match num_partial_cmp(a, b) {
        None => matches!(a, Num::Float(f) if f.is_nan()),
        Some(Equal) => match (neg_zero(a), neg_zero(b)) {
            (true, false) => want_max,
            (false, true) => !want_max,
            _ => is_float(b),
        },
        Some(Less) => want_max,
        Some(Greater) => !want_max,
    };
    if pick_b {
        b.clone()
    } else {
        a.clone()
    }
}

fn gcd_u(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

fn gcd(x: &BigInt, y: &BigInt) -> Num {
    if let (Some(a), Some(b)) = (x.to_i64(), y.to_i64()) {
        let g = gcd_u(a.unsigned_abs(), b.unsigned_abs());
        if let Ok(g) = i64::try_from(g) {
            return Num::Int(g);
        }
    }
    Num::from_big(x.gcd(y))
}

fn lcm(x: &BigInt, y: &BigInt) -> Num {
    if x.is_zero() || y.is_zero() {
        return Num::Int(0);
    }
    let g = x.gcd(y);
    Num::from_big((x / &g * y).abs())
}

/// `**` and `^` (identical in SWI 9.0.4 with `prefer_rationals=false`):
/// integer result for a non-negative integer exponent, float otherwise;
/// 1 and -1 raised to a negative integer stay integers; 0 to a negative
/// power is a zero divisor.
fn power(m: &mut Ctx, a: &Num, b: &Num) -> R {
    // SWI: anything to the power zero (0 or 0.0) is the integer 1, even a
    // float, an infinity or NaN (`2.5 ** 0.0`, `nan ^ 0`).
    if matches!(b, Num::Int(0)) || matches!(b, Num::Float(y) if *y == 0.0) {
        return Ok(Num::Int(1));
    }
    // SWI: the integers 1 and 0 as the base stay integers whatever the
    // exponent (`1 ** inf` is 1, `0 ** 2.5` is 0).
    match a {
        Num::Int(1) => return Ok(Num::Int(1)),
        Num::Int(0) if is_float(b) => {
            let y = to_f(b);
            return if y.is_nan() {
                Err(undefined(m))
            } else if y < 0.0 {
                Err(zero_div(m))
            } else {
                Ok(Num::Int(0))
            };
        }
        _ => {}
    }
    if is_float(a) || is_float(b) {
        let (x, y) = (to_f(a), to_f(b));
        // As SWI's float functions, an infinite or NaN argument is an
        // error (`0.5 ** inf` overflows).
        check(m, x)?;
        check(m, y)?;
        if x == 0.0 && y < 0.0 {
            return Err(zero_div(m));
        }
        return check(m, x.powf(y));
    }
    let negative_exp = num_partial_cmp(b, &Num::Int(0)) == Some(std::cmp::Ordering::Less);
    let odd = match b {
        Num::Int(y) => y % 2 != 0,
        Num::Big(y) => y.is_odd(),
        Num::Float(_) => false,
    };
    match a {
        Num::Int(0) if negative_exp => return Err(zero_div(m)),
        Num::Int(0) => return Ok(Num::Int(if *b == Num::Int(0) { 1 } else { 0 })),
        Num::Int(1) => return Ok(Num::Int(1)),
        Num::Int(-1) => return Ok(Num::Int(if odd { -1 } else { 1 })),
        // SWI computes the power first, so a big negative exponent
        // exhausts the stack.
        _ if negative_exp && matches!(b, Num::Big(_)) => return Err(resource_error(m, "stack")),
        // A float power of the base as a float: a base past the float
        // range overflows, as in SWI (`(2**2000) ** -1`), even where the
        // power itself would underflow to 0.0.
        _ if negative_exp => {
            let Num::Float(x) = float_of(m, a)? else {
                unreachable!("float_of gives a float")
            };
            return check(m, x.powf(to_f(b)));
        }
        _ => {}
    }
    let Num::Int(e) = b else {
        // |a| >= 2 to a big power cannot be held.
        return Err(resource_error(m, "stack"));
    };
    let e = *e as u64;
    if let (Num::Int(x), Ok(e32)) = (a, u32::try_from(e)) {
        if let Some(v) = x.checked_pow(e32) {
            return Ok(Num::Int(v));
        }
    }
    room(m, bits(a).saturating_mul(e))?;
    let x = a.to_big().unwrap();
    let e = usize::try_from(e).map_err(|_| resource_error(m, "stack"))?;
    Ok(Num::from_big(x.power(e)))
}

/// `x << s` for any integer `x`; a negative `s` shifts right.
fn shift_left(m: &mut Ctx, x: &Num, s: &Num) -> R {
    let Num::Int(s) = *s else {
        // A shift by a big amount: everything or nothing.
        return if num_partial_cmp(s, &Num::Int(0)) == Some(std::cmp::Ordering::Less) {
            Ok(shift_right(x, u64::MAX))
        } else if *x == Num::Int(0) {
            Ok(Num::Int(0))
        } else {
            Err(resource_error(m, "stack"))
        };
    };
    if s < 0 {
        return Ok(shift_right(x, s.unsigned_abs()));
    }
    if let Num::Int(v) = *x {
        if v == 0 {
            return Ok(Num::Int(0));
        }
        if s < 64 {
            let r = v << s;
            if r >> s == v {
                return Ok(Num::Int(r));
            }
        }
    }
    room(m, bits(x).saturating_add(s as u64))?;
    let s = usize::try_from(s).map_err(|_| resource_error(m, "stack"))?;
    Ok(Num::from_big(x.to_big().unwrap() << s))
}

/// `x >> s` (arithmetic: rounds towards negative infinity).
fn shift_right(x: &Num, s: u64) -> Num {
    match x {
        Num::Int(v) if s >= 64 => Num::Int(if *v < 0 { -1 } else { 0 }),
        Num::Int(v) => Num::Int(v >> s),
        _ => {
            let b = x.to_big().unwrap();
            if s >= b.bits() {
                return Num::Int(if b.is_negative() { -1 } else { 0 });
            }
            Num::from_big(b >> s as usize)
        }
    }
}

fn not_less_than_one(m: &mut Ctx, x: &Num) -> Flow {
    let c = num_cell(&mut m.st, x.clone());
    domain_error(m, "not_less_than_one", c)
}

/// `powm(B, E, M)`: `B^E mod M` without the big intermediate power. As
/// SWI: `B` and `E` must not be negative, `M` must be positive.
fn powm(m: &mut Ctx, b: &Num, e: &Num, md: &Num) -> R {
    let (bb, eb, mb) = (int_arg(m, b)?, int_arg(m, e)?, int_arg(m, md)?);
    for (v, n) in [(&bb, b), (&eb, e)] {
        if v.is_negative() {
            let c = num_cell(&mut m.st, n.clone());
            return Err(domain_error(m, "not_less_than_zero", c));
        }
    }
    if !mb.is_positive() {
        return Err(not_less_than_one(m, md));
    }
    Ok(Num::from_big(bb.modpow(&eb, &mb)))
}

static ZERO: Num = Num::Int(0);

/// Applies `f` to its evaluated arguments (`args.len()` is `f`'s arity).
/// A big-integer computation given up at the run's deadline or
/// interrupt (`term::stop`) leaves garbage: the run is stopped instead
/// (`Flow::Abort`; the driver tells which limit).
pub fn apply(m: &mut Ctx, f: Func, args: &[Num]) -> R {
    let r = apply_now(m, f, args);
    if crate::term::stop::take_stopped() {
        return Err(Flow::Abort);
    }
    r
}

fn apply_now(m: &mut Ctx, f: Func, args: &[Num]) -> R {
    use Func::*;
    let a = args.first().unwrap_or(&ZERO);
    let b = args.get(1).unwrap_or(&ZERO);
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
            Num::Float(x) => Ok(Num::Float(super::small::neg_float(*x))),
            _ => Ok(int_sub(&ZERO, a)),
        },
        Pos | Eval => Ok(a.clone()),
        Abs => match a {
            Num::Float(x) => Ok(Num::Float(x.abs())),
            Num::Int(x) if *x != i64::MIN => Ok(Num::Int(x.abs())),
            _ => Ok(Num::from_big(a.to_big().unwrap().abs())),
        },
        Sign => match a {
            Num::Int(x) => Ok(Num::Int(x.signum())),
            Num::Big(x) => Ok(Num::Int(if x.is_negative() { -1 } else { 1 })),
            // SWI: sign(-0.0) is 0.0 and sign(nan) is nan.
            Num::Float(x) if x.is_nan() => Ok(a.clone()),
            Num::Float(x) => Ok(Num::Float(if *x == 0.0 {
                0.0
            } else {
                1.0f64.copysign(*x)
            })),
        },
        Msb | Lsb | Popcount => {
            let x = int_arg(m, a)?;
            match f {
                Popcount => Ok(match x.to_i64() {
                    Some(v) => Num::Int(v.count_ones() as i64),
                    None => Num::Int(x.count_ones_magnitude() as i64),
                }),
                _ if !x.is_positive() => Err(not_less_than_one(m, a)),
                Msb => Ok(Num::Int(x.bits() as i64 - 1)),
                _ => Ok(Num::Int(x.trailing_zeros().unwrap_or(0) as i64)),
            }
        }
        Truncate => Ok(rounding(a, f64::trunc)),
        Integer | Round => Ok(rounding(a, f64::round)),
        Ceiling => Ok(rounding(a, f64::ceil)),
        Floor => Ok(rounding(a, f64::floor)),
        Float => float_of(m, a),
        FloatIntegerPart => match a {
            Num::Float(x) => check(m, x.trunc()),
            _ => Ok(a.clone()),
        },
        FloatFractionalPart => match a {
            // C's modf, as SWI: the fraction has the sign of x (-2.0
            // gives -0.0), and an infinity's fraction is a zero.
            Num::Float(x) => {
                let f = if x.is_infinite() { 0.0 } else { x - x.trunc() };
                check(m, f.copysign(*x))
            }
            _ => Ok(Num::Int(0)),
        },
        BitNot => match a {
            Num::Int(x) => Ok(Num::Int(!x)),
            _ => Ok(Num::from_big(!int_arg(m, a)?)),
        },
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
            let Some(n) = n.to_u64().filter(|n| *n >= 1) else {
                if n.is_positive() {
                    // Beyond 64 bits: a random of each 64-bit limb, reduced.
                    let limbs = (n.bits() / 64 + 2) as usize;
                    let mut r = BigInt::ZERO;
                    for _ in 0..limbs {
                        r = (r << 64) + BigInt::from(sys::random_u64());
                    }
                    return Ok(Num::from_big(r.div_mod_floor(&n).1));
                }
                return Err(not_less_than_one(m, a));
            };
            Ok(Num::from_big(BigInt::from(sys::random_below(n))))
        }

        Add => add(m, a, b),
        Sub => sub(m, a, b),
        Mul => mul(m, a, b),
        Div => divide(m, a, b),
        IntDiv => {
            nonzero_pair(m, a, b)?;
            Ok(int_op(a, b, i64::checked_div, |x, y| x / y))
        }
        Mod => {
            nonzero_pair(m, a, b)?;
            Ok(int_op(a, b, modulo, |x, y| x.div_mod_floor(&y).1))
        }
        Rem => {
            nonzero_pair(m, a, b)?;
            Ok(int_op(a, b, i64::checked_rem, |x, y| x % y))
        }
        FloorDiv => {
            nonzero_pair(m, a, b)?;
            Ok(int_op(a, b, floor_div, |x, y| x.div_mod_floor(&y).0))
        }
        Min | Max => {
            // SWI: two equal infinities overflow (max(inf, inf)), though
            // an infinity beside a finite number is the answer.
            if let (Num::Float(x), Num::Float(y)) = (a, b) {
                if x.is_infinite() && x == y {
                    return Err(evaluation_error(m, "float_overflow"));
                }
            }
            Ok(min_max(a, b, f == Max))
        }
        Gcd => {
            let (x, y) = (int_arg(m, a)?, int_arg(m, b)?);
            Ok(gcd(&x, &y))
        }
        Lcm => {
            let (x, y) = (int_arg(m, a)?, int_arg(m, b)?);
            Ok(lcm(&x, &y))
        }
        Pow | Caret => power(m, a, b),
        Shr => {
            int_arg_check(m, a)?;
            int_arg_check(m, b)?;
            match b {
                Num::Int(s) if *s >= 0 => Ok(shift_right(a, *s as u64)),
                _ => {
                    let neg = int_sub(&ZERO, b);
                    shift_left(m, a, &neg)
                }
            }
        }
        Shl => {
            int_arg_check(m, a)?;
            int_arg_check(m, b)?;
            shift_left(m, a, b)
        }
        And | Or | Xor => {
            int_arg_check(m, a)?;
            int_arg_check(m, b)?;
            Ok(match f {
                And => int_op(a, b, |x, y| Some(x & y), |x, y| x & y),
                Or => int_op(a, b, |x, y| Some(x | y), |x, y| x | y),
                _ => int_op(a, b, |x, y| Some(x ^ y), |x, y| x ^ y),
            })
        }
        GetBit => {
            let (x, i) = (int_arg(m, a)?, int_arg(m, b)?);
            // SWI: bits of a negative integer are a domain error.
            for (v, n) in [(&i, b), (&x, a)] {
                if v.is_negative() {
                    let c = num_cell(&mut m.st, n.clone());
                    return Err(domain_error(m, "not_less_than_zero", c));
                }
            }
            let Some(i) = i.to_u64() else {
                return Ok(Num::Int(0));
            };
            Ok(Num::Int(if x.test_bit(i) { 1 } else { 0 }))
        }
        Atan2 => {
            let (y, x) = (to_f(a), to_f(b));
            // An infinite or NaN argument is an error, as in SWI.
            check(m, y)?;
            check(m, x)?;
            check(m, y.atan2(x))
        }
        CopySign => match a {
            // SWI keeps an integer first argument an integer.
            Num::Float(x) => Ok(Num::Float(x.copysign(to_f(b)))),
            _ => {
                let mag = a.to_big().unwrap().abs();
                Ok(Num::from_big(if to_f(b).is_sign_negative() {
                    -mag
                } else {
                    mag
                }))
            }
        },
        LogBase => {
            let (base, x) = (to_f(a), to_f(b));
            check(m, base)?;
            check(m, x)?;
            check(m, x.ln() / base.ln())
        }
        Powm => powm(m, a, b, args.get(2).unwrap_or(&ZERO)),
    }
}
