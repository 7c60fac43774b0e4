//! Non-linear arithmetic: `X*Y = Z`, `X//Y`, `X div Y`, `X mod Y`,
//! `X rem Y`, `min`, `max`, `X^Y` (args `X`, `Y`, `Z`) and `abs(X) = Z`
//! (args `X`, `Z`).
//!
//! Where the domains are small (at most [`SUPPORT_LIMIT`] pairs) every
//! value keeps only if some pair supports it (domain consistency);
//! otherwise bounds reasoning narrows what it safely can.

use super::domain::{Domain, INF, SUP};
use super::engine::{clamp, Engine, Kind};
use super::{div_ceil, div_floor, FdError, FdResult};
use crate::term::Cell;

/// Pairs of values tried by support filtering.
const SUPPORT_LIMIT: u64 = 4096;

/// Rounds of interval reasoning on one product before it yields.
const PASSES: usize = 16;

/// `f(x, y)`, or `None` where it is undefined (division by zero, a
/// negative exponent, overflow).
pub fn apply(kind: Kind, x: i64, y: i64) -> Option<i64> {
    match kind {
        Kind::Times => x.checked_mul(y),
        Kind::Div => (y != 0).then(|| x.checked_div(y)).flatten(),
        Kind::FloorDiv => {
            if y == 0 {
                return None;
            }
            let q = x.checked_div(y)?;
            Some(if x % y != 0 && ((x < 0) != (y < 0)) {
                q - 1
            } else {
                q
            })
        }
        Kind::Mod => (y != 0)
            .then(|| {
                x.checked_rem_euclid(y)
                    .map(|r| if r != 0 && y < 0 { r + y } else { r })
            })
            .flatten(),
        Kind::Rem => (y != 0).then(|| x.checked_rem(y)).flatten(),
        Kind::Min => Some(x.min(y)),
        Kind::Max => Some(x.max(y)),
        Kind::Pow => {
            if y < 0 {
                match x {
                    // SWI's clpfd: 0^Y is 1 for Y = 0 and 0 otherwise.
                    0 => Some(0),
                    1 => Some(1),
                    -1 => Some(if y % 2 == 0 { 1 } else { -1 }),
                    _ => None,
                }
            } else {
                x.checked_pow(u32::try_from(y).ok()?)
            }
        }
        Kind::Abs => x.checked_abs(),
        Kind::Shl => shift(x, y),
        Kind::Shr => shift(x, y.checked_neg()?),
        Kind::BitAnd => Some(x & y),
        Kind::BitOr => Some(x | y),
        Kind::Xor => Some(x ^ y),
        Kind::BitNot => Some(!x),
        Kind::Msb => (x > 0).then(|| 63 - x.leading_zeros() as i64),
        Kind::Lsb => (x > 0).then(|| x.trailing_zeros() as i64),
        Kind::Popcount => (x >= 0).then(|| x.count_ones() as i64),
        _ => None,
    }
    .filter(|&v| v != INF && v != SUP)
}

/// `x << n` (`x >> -n` for a negative n), arithmetic; `None` when it
/// does not fit.
fn shift(x: i64, n: i64) -> Option<i64> {
    if n >= 0 {
        let n = u32::try_from(n).ok().filter(|&n| n < 64)?;
        let v = x.checked_shl(n)?;
        (v >> n == x).then_some(v)
    } else {
        let n = n.checked_neg()?.min(63) as u32;
        Some(x >> n)
    }
}

/// Whether `f(x, y)` has no value at all (rather than one too big).
pub fn undefined(kind: Kind, x: i64, y: i64) -> bool {
    match kind {
        Kind::Div | Kind::FloorDiv | Kind::Mod | Kind::Rem => y == 0,
        Kind::Pow => y < 0 && x.abs() > 1,
        Kind::Msb | Kind::Lsb => x <= 0,
        Kind::Popcount => x < 0,
        _ => false,
    }
}

pub fn propagate(eng: &mut Engine, q: u32, kind: Kind) -> FdResult<()> {
    if kind == Kind::Abs {
        return propagate_abs(eng, q);
    }
    let (x, y, z) = (eng.arg(q, 0), eng.arg(q, 1), eng.arg(q, 2));
    // A division inside a reified comparison (post.rs, `partial`): while
    // the divisor may be 0 it waits; at 0 the result is left free (the
    // comparison's truth is 0 through its definedness condition).
    if eng.prop_arity(q) == 4 && eng.dom(y).contains(0) {
        if eng.value(y) == Some(0) {
            eng.kill(q);
        }
        return Ok(());
    }
    if let (Some(a), Some(b)) = (eng.value(x), eng.value(y)) {
        let v = apply(kind, a, b).ok_or(FdError::Fail)?;
        eng.set_value(z, v)?;
        eng.kill(q);
        return Ok(());
    }
    if kind == Kind::Pow && eng.value(x) == Some(0) {
        return zero_power(eng, q, y, z);
    }
    bounds(eng, kind, x, y, z)?;
    let (dx, dy) = (eng.dom(x), eng.dom(y));
    if let (Some(nx), Some(ny)) = (dx.size(), dy.size()) {
        if nx.saturating_mul(ny) <= SUPPORT_LIMIT {
            support(eng, kind, x, y, z, &dx, &dy)?;
        }
    }
    if eng.value(x).is_some() && eng.value(y).is_some() {
        eng.kill(q);
    }
    Ok(())
}

/// `0^Y = Z`: Z is 1 when Y is 0 and 0 otherwise (SWI's clpfd), over
/// any domain of Y.
fn zero_power(eng: &mut Engine, q: u32, y: Cell, z: Cell) -> FdResult<()> {
    eng.restrict(z, &Domain::range(0, 1))?;
    let dy = eng.dom(y);
    if !dy.contains(0) {
        eng.set_value(z, 0)?;
    } else if dy.value() == Some(0) {
        eng.set_value(z, 1)?;
    }
    match eng.value(z) {
        Some(1) => {
            eng.set_value(y, 0)?;
        }
        Some(_) => {
            eng.remove(y, 0)?;
        }
        None => return Ok(()),
    }
    eng.kill(q);
    Ok(())
}

/// Domain-consistent filtering by enumerating the pairs of values.
fn support(
    eng: &mut Engine,
    kind: Kind,
    x: Cell,
    y: Cell,
    z: Cell,
    dx: &Domain,
    dy: &Domain,
) -> FdResult<()> {
    let dz = eng.dom(z);
    let same = eng.st.deref(x) == eng.st.deref(y);
    let (mut kx, mut ky, mut kz) = (Vec::new(), Vec::new(), Vec::new());
    for a in dx.values() {
        let mut found = false;
        for b in dy.values() {
            if same && a != b {
                continue;
            }
            if let Some(v) = apply(kind, a, b) {
                if dz.contains(v) {
                    found = true;
                    ky.push((b, b));
                    kz.push((v, v));
                }
            }
        }
        if found {
            kx.push((a, a));
        }
    }
    eng.restrict(x, &Domain::from_intervals(kx))?;
    eng.restrict(y, &Domain::from_intervals(ky))?;
    eng.restrict(z, &Domain::from_intervals(kz))?;
    Ok(())
}

fn fin(v: i64) -> Option<i128> {
    (v != INF && v != SUP).then_some(v as i128)
}

fn bounds(eng: &mut Engine, kind: Kind, x: Cell, y: Cell, z: Cell) -> FdResult<()> {
    let ((xl, xh), (yl, yh)) = (eng.bounds(x), eng.bounds(y));
    // X*X and X^N: powers with a known exponent.
    let square = kind == Kind::Times && eng.st.deref(x) == eng.st.deref(y);
    let exponent = match kind {
        _ if square => Some(2),
        Kind::Pow => eng.value(y).filter(|&n| (1..64).contains(&n)),
        _ => None,
    };
    if let Some(n) = exponent {
        return power_bounds(eng, x, n as u32, z);
    }
    match kind {
        Kind::Times => times_bounds(eng, x, y, z)?,
        Kind::Min => {
            eng.set_bounds(z, xl.min(yl) as i128, xh.min(yh) as i128)?;
            let zl = eng.bounds(z).0;
            eng.set_min(x, zl)?;
            eng.set_min(y, zl)?;
        }
        Kind::Max => {
            eng.set_bounds(z, xl.max(yl) as i128, xh.max(yh) as i128)?;
            let zh = eng.bounds(z).1;
            eng.set_max(x, zh)?;
            eng.set_max(y, zh)?;
        }
        Kind::Mod => {
            if yl > 0 {
                eng.set_bounds(z, 0, yh as i128 - 1)?;
            } else if yh < 0 {
                eng.set_bounds(z, yl as i128 + 1, 0)?;
            }
            eng.remove(y, 0)?;
            if let Some(m) = eng.value(y).filter(|&m| m > 0) {
                mod_bounds(eng, x, m, z)?;
            }
        }
        Kind::Rem => {
            let m = (yl as i128).abs().max((yh as i128).abs()) - 1;
            if fin(yl).is_some() && fin(yh).is_some() {
                if xl >= 0 {
                    eng.set_bounds(z, 0, m)?;
                } else if xh <= 0 {
                    eng.set_bounds(z, -m, 0)?;
                } else {
                    eng.set_bounds(z, -m, m)?;
                }
            }
            eng.remove(y, 0)?;
        }
        Kind::Div | Kind::FloorDiv => {
            eng.remove(y, 0)?;
            if let (Some(a), Some(b), Some(c), Some(d)) = (fin(xl), fin(xh), fin(yl), fin(yh)) {
                if c > 0 || d < 0 {
                    let f = |n: i128, m: i128| {
                        apply(kind, clamp(n), clamp(m))
                            .map(|v| v as i128)
                            .unwrap_or(0)
                    };
                    let qs = [f(a, c), f(a, d), f(b, c), f(b, d)];
                    eng.set_bounds(z, *qs.iter().min().unwrap(), *qs.iter().max().unwrap())?;
                }
            }
        }
        Kind::Pow if xl >= 0 => {
            eng.set_min(z, 0)?;
        }
        _ => {}
    }
    Ok(())
}

/// A bound as a wide integer, the infinities as `±BIG` (beyond any
/// product of two 64-bit values' magnitudes that matters: `set_bounds`
/// clamps whatever lies outside the 64-bit range to "unbounded").
const BIG: i128 = 1 << 100;

fn ext(v: i64) -> i128 {
    match v {
        INF => -BIG,
        SUP => BIG,
        v => v as i128,
    }
}

fn is_inf(v: i128) -> bool {
    v <= -BIG || v >= BIG
}

/// `a·b` for bounds (an infinity times 0 is 0: a finite value times 0).
fn ext_mul(a: i128, b: i128) -> i128 {
    if a == 0 || b == 0 {
        0
    } else if is_inf(a) || is_inf(b) {
        if (a < 0) == (b < 0) {
            BIG
        } else {
            -BIG
        }
    } else {
        a * b
    }
}

/// The values `x` with `x·y = z` for some `z` in `zl..zh` and `y` in
/// `yl..yh`, `1 <= yl`: an interval (ends rounded inwards).
fn quotient_range((zl, zh): (i128, i128), (yl, yh): (i128, i128)) -> (i128, i128) {
    // z / y is least at zl/yh (zl >= 0) or zl/yl, greatest at zh/yl
    // (zh >= 0) or zh/yh; a finite z over an infinite y tends to 0.
    let q = |z: i128, y: i128, up: bool| -> i128 {
        if is_inf(z) {
            z
        } else if is_inf(y) {
            0
        } else if up {
            div_ceil(z, y)
        } else {
            div_floor(z, y)
        }
    };
    let lo = if zl >= 0 {
        q(zl, yh, true)
    } else {
        q(zl, yl, true)
    };
    let hi = if zh >= 0 {
        q(zh, yl, false)
    } else {
        q(zh, yh, false)
    };
    (lo, hi)
}

/// `X*Y = Z` (X and Y distinct) by interval reasoning, unbounded domains
/// included: Z within the products of the bounds; X within Z divided by
/// the negative and the positive part of Y (unless both Y and Z may be
/// 0), and the same for Y; neither factor is 0 when Z cannot be.
fn times_bounds(eng: &mut Engine, x: Cell, y: Cell, z: Cell) -> FdResult<()> {
    for _ in 0..PASSES {
        let ((xl, xh), (yl, yh)) = (eng.bounds(x), eng.bounds(y));
        let ps = [
            ext_mul(ext(xl), ext(yl)),
            ext_mul(ext(xl), ext(yh)),
            ext_mul(ext(xh), ext(yl)),
            ext_mul(ext(xh), ext(yh)),
        ];
        let lo = *ps.iter().min().unwrap();
        let hi = *ps.iter().max().unwrap();
        let mut changed = eng.set_bounds(z, lo, hi)?;
        for (a, b) in [(x, y), (y, x)] {
            let (db, dz) = (eng.dom(b), eng.dom(z));
            if db.contains(0) && dz.contains(0) {
                continue;
            }
            let (zl, zh) = (ext(dz.min()), ext(dz.max()));
            let mut iv = Vec::new();
            let pos = db.clamp(1, SUP);
            if !pos.is_empty() {
                let (l, h) = quotient_range((zl, zh), (ext(pos.min()), ext(pos.max())));
                iv.push((l, h));
            }
            let neg = db.clamp(INF, -1);
            if !neg.is_empty() {
                // x·y = z with y < 0 is x·(-y) = -z.
                let (l, h) = quotient_range((-zh, -zl), (-ext(neg.max()), -ext(neg.min())));
                iv.push((l, h));
            }
            let iv: Vec<(i64, i64)> = iv
                .into_iter()
                .filter(|&(l, h)| l <= h)
                .map(|(l, h)| (clamp(l), clamp(h)))
                .collect();
            changed |= eng.restrict(a, &Domain::from_intervals(iv))?;
        }
        if !eng.dom(z).contains(0) {
            changed |= eng.remove(x, 0)?;
            changed |= eng.remove(y, 0)?;
        }
        if !changed {
            break;
        }
    }
    Ok(())
}

/// `X mod M = Z` for a known `M > 0`: X's bounds move to the nearest
/// values whose remainder Z can be (as SWI's `pmod` does).
fn mod_bounds(eng: &mut Engine, x: Cell, m: i64, z: Cell) -> FdResult<()> {
    let dz = eng.dom(z);
    let (m, (xl, xh)) = (m as i128, eng.bounds(x));
    if xl != INF {
        let r = (xl as i128).rem_euclid(m);
        let up = dz.clamp(clamp(r), SUP);
        let next = if up.is_empty() {
            xl as i128 + (m - r) + dz.min() as i128
        } else {
            xl as i128 + (up.min() as i128 - r)
        };
        eng.set_bounds(x, next, SUP as i128)?;
    }
    if xh != SUP {
        let r = (xh as i128).rem_euclid(m);
        let down = dz.clamp(INF, clamp(r));
        let prev = if down.is_empty() {
            xh as i128 - r - (m - dz.max() as i128)
        } else {
            xh as i128 - (r - down.max() as i128)
        };
        eng.set_bounds(x, INF as i128, prev)?;
    }
    Ok(())
}

/// `X^n = Z` for a known `n >= 1`: Z between the powers of X's bounds, X
/// within the n-th roots of Z's.
fn power_bounds(eng: &mut Engine, x: Cell, n: u32, z: Cell) -> FdResult<()> {
    let pow = |v: i64| -> Option<i128> { fin(v).and_then(|v| v.checked_pow(n)) };
    let (xl, xh) = eng.bounds(x);
    if n.is_multiple_of(2) {
        eng.set_min(z, 0)?;
        let near = if xl <= 0 && xh >= 0 {
            0
        } else {
            xl.unsigned_abs().min(xh.unsigned_abs())
        };
        let lo = (near as i128).checked_pow(n);
        let far = xl.unsigned_abs().max(xh.unsigned_abs());
        let hi = if xl == INF || xh == SUP {
            None
        } else {
            (far as i128).checked_pow(n)
        };
        eng.set_bounds(z, lo.unwrap_or(0), hi.unwrap_or(SUP as i128))?;
        let (_, zh) = eng.bounds(z);
        if zh != SUP {
            let r = iroot(zh as i128, n) as i128;
            eng.set_bounds(x, -r, r)?;
        }
    } else {
        let lo = pow(xl).unwrap_or(INF as i128);
        let hi = pow(xh).unwrap_or(SUP as i128);
        eng.set_bounds(z, lo, hi)?;
        let (zl, zh) = eng.bounds(z);
        let root = |v: i64, up: bool| -> i128 {
            let r = iroot((v as i128).abs(), n) as i128;
            let r = if v < 0 { -r } else { r };
            // Round towards the inside of the interval.
            match (v < 0, up) {
                (false, true) if r.pow(n) < v as i128 => r + 1,
                (true, false) if r.pow(n) > v as i128 => r - 1,
                _ => r,
            }
        };
        let lo = if zl == INF {
            INF as i128
        } else {
            root(zl, true)
        };
        let hi = if zh == SUP {
            SUP as i128
        } else {
            root(zh, false)
        };
        eng.set_bounds(x, lo, hi)?;
    }
    Ok(())
}

/// The integer n-th root of `v >= 0`, rounded down.
fn iroot(v: i128, n: u32) -> i64 {
    if v <= 1 || n == 1 {
        return v.min(i64::MAX as i128) as i64;
    }
    let mut r = (v as f64).powf(1.0 / n as f64) as i128;
    while r > 0 && r.checked_pow(n).is_none_or(|p| p > v) {
        r -= 1;
    }
    while (r + 1).checked_pow(n).is_some_and(|p| p <= v) {
        r += 1;
    }
    r as i64
}

/// `abs(X) = Z`.
fn propagate_abs(eng: &mut Engine, q: u32) -> FdResult<()> {
    let (x, z) = (eng.arg(q, 0), eng.arg(q, 1));
    eng.set_min(z, 0)?;
    let dx = eng.dom(x);
    // Z is the absolute values of X; X the values whose absolute value Z has.
    let image = dx.union(&dx.negate()).clamp(0, SUP);
    eng.restrict(z, &image)?;
    let dz = eng.dom(z);
    let back = dz.union(&dz.negate());
    eng.restrict(x, &back)?;
    // Entailed once X is known, or Z is (X is then within -Z and Z).
    if eng.value(x).is_some() || eng.value(z).is_some() {
        eng.kill(q);
    }
    Ok(())
}

/// `C * X = Z` for an integer C: each interval of X scaled gives Z's,
/// each interval of Z divided (inwards) gives X's.
pub fn propagate_scale(eng: &mut Engine, q: u32) -> FdResult<()> {
    let (c, x, z) = (eng.arg(q, 0), eng.arg(q, 1), eng.arg(q, 2));
    let Some(c) = eng.value(c) else {
        return Ok(());
    };
    if c == 0 {
        eng.kill(q);
        return eng.set_value(z, 0).map(|_| ());
    }
    if let Some(v) = eng.value(x) {
        eng.kill(q);
        let p = (c as i128) * (v as i128);
        if p <= INF as i128 || p >= SUP as i128 {
            return Err(FdError::Representation);
        }
        return eng.set_value(z, p as i64).map(|_| ());
    }
    if let Some(v) = eng.value(z) {
        eng.kill(q);
        if v % c != 0 {
            return Err(FdError::Fail);
        }
        return eng.set_value(x, v / c).map(|_| ());
    }
    let (c, ext) = (c as i128, |v: i64| {
        (v != INF && v != SUP).then_some(v as i128)
    });
    let scaled: Vec<(i64, i64)> = eng
        .dom(x)
        .intervals()
        .iter()
        .map(|&(l, h)| {
            let (a, b) = (ext(l).map(|v| v * c), ext(h).map(|v| v * c));
            let (lo, hi) = if c > 0 { (a, b) } else { (b, a) };
            // An infinite end stays infinite on its side.
            let lo = lo.map_or(INF, clamp);
            let hi = hi.map_or(SUP, clamp);
            (lo, hi)
        })
        .collect();
    eng.restrict(z, &Domain::from_intervals(scaled))?;
    let divided: Vec<(i64, i64)> = eng
        .dom(z)
        .intervals()
        .iter()
        .filter_map(|&(l, h)| {
            let (a, b) = if c > 0 {
                (ext(l), ext(h))
            } else {
                (ext(h), ext(l))
            };
            let lo = a.map_or(INF, |v| clamp(div_ceil(v, c)));
            let hi = b.map_or(SUP, |v| clamp(div_floor(v, c)));
            (lo <= hi).then_some((lo, hi))
        })
        .collect();
    eng.restrict(x, &Domain::from_intervals(divided))?;
    Ok(())
}

/// `abs(X - Y) =\= C` and `abs(X - Y) >= C`: nothing until X or Y is
/// known, then the values too close to (or at distance C from) it go
/// from the other.
pub fn propagate_absdiff(eng: &mut Engine, q: u32, kind: Kind) -> FdResult<()> {
    let (x, y) = (eng.arg(q, 0), eng.arg(q, 1));
    let Some(c) = eng.value(eng.arg(q, 2)) else {
        return Ok(());
    };
    let trivial = if kind == Kind::AbsDiffNe {
        c < 0
    } else {
        c <= 0
    };
    if trivial {
        eng.kill(q);
        return Ok(());
    }
    let (known, other) = match (eng.value(x), eng.value(y)) {
        (Some(a), Some(b)) => {
            eng.kill(q);
            let d = (a as i128 - b as i128).abs();
            let holds = if kind == Kind::AbsDiffNe {
                d != c as i128
            } else {
                d >= c as i128
            };
            return if holds { Ok(()) } else { Err(FdError::Fail) };
        }
        (Some(a), None) => (a, y),
        (None, Some(b)) => (b, x),
        (None, None) => return Ok(()),
    };
    eng.kill(q);
    let (k, c) = (known as i128, c as i128);
    if kind == Kind::AbsDiffNe {
        for v in [k - c, k + c] {
            if v > INF as i128 && v < SUP as i128 {
                eng.remove(other, v as i64)?;
            }
        }
        Ok(())
    } else {
        let near = Domain::range(clamp(k - c + 1), clamp(k + c - 1));
        let far = near.complement();
        eng.restrict(other, &far).map(|_| ())
    }
}
