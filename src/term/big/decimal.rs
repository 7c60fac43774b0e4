//! Decimal text of big integers, by divide and conquer with Barrett
//! division.
//!
//! The number is split in two halves of decimal digits by `10^m`, each
//! half again by `10^(m/2)`, down to leaves of at most 2000 digits that
//! the crate converts itself. Every split at one level divides by the same
//! power of ten, so its reciprocal is computed once (by Newton's method,
//! from the reciprocal one level down) and each division costs two
//! multiplications, by the engine's transform when long. The crate's own
//! conversion divides by Burnikel and Ziegler's recursive algorithm, about
//! eight multiplications at the top size: this one takes 1.5 s instead of
//! 3.6 for 8.45 million digits, 0.12 s instead of 0.19 for a million.
//!
//! **Invariant:** the text is exact whatever the reciprocals' error: an
//! estimated quotient is corrected until the remainder lies in `[0, 10^m)`;
//! the reciprocals only decide how few corrections that takes.

use dashu_int::ops::BitTest;
use dashu_int::UBig;

use super::{mul_mag as mul, sqr_mag as sqr};

/// Below this many bits (about 256,000 digits) the crate's conversion is
/// as fast (measured: 17 ms against 19 at 200,000 digits, 31 against 27
/// at 300,000).
pub(super) const DIRECT_BITS: usize = 850_000;
/// Leaves hold at most this many digits (and at least half as many).
/// Their size hardly matters: the crate converts them by the same method.
const LEAF_DIGITS: usize = 2000;
/// Extra bits carried by the reciprocals beyond the divisor's size.
const GUARD: usize = 64;

/// The decimal digits of `n`, no sign, no leading zeros ("0" for zero);
/// empty if the conversion was given up (`stop.rs`).
pub(super) fn to_decimal(n: &UBig) -> String {
    to_decimal_with(n, DIRECT_BITS, LEAF_DIGITS)
}

/// [`to_decimal`] with its thresholds as arguments, for the tests.
fn to_decimal_with(n: &UBig, direct_bits: usize, leaf_digits: usize) -> String {
    let bits = n.bit_len();
    if bits < direct_bits.max(64) {
        return n.to_string();
    }
    // An upper bound of the digits: bits * log10(2), rounded up, plus a
    // margin for the float's rounding. Extra digits come out as zeros.
    let digits = (bits as f64 * std::f64::consts::LOG10_2) as usize + 2;
    let mut depth = 0;
    while leaf_digits << depth < digits {
        depth += 1;
    }
    let leaf = digits.div_ceil(1 << depth);
    let Some(levels) = Levels::new(leaf, depth) else {
        return String::new();
    };
    let mut out = vec![b'0'; leaf << depth];
    levels.convert(n.clone(), depth, &mut out);
    if super::stop::stopped() {
        // Given up (see `stop.rs`): the digits are incomplete.
        return String::new();
    }
    let first = out.iter().position(|&d| d != b'0').unwrap_or(out.len() - 1);
    out.drain(..first);
    String::from_utf8(out).expect("decimal digits are ASCII")
}

/// The divisor of one level: `p = 10^(leaf * 2^i)`, its bit length `s`,
/// and `r`, close to `2^(2s + GUARD) / p`.
struct Level {
    p: UBig,
    s: usize,
    r: UBig,
}

struct Levels {
    /// `level[i]` splits a chunk of `leaf << (i + 1)` digits in two.
    level: Vec<Level>,
}

impl Levels {
    /// The levels, or `None` if the conversion was given up
    /// (`stop.rs`): a product given up is zero, which no reciprocal can
    /// be computed from.
    fn new(leaf: usize, depth: usize) -> Option<Levels> {
        let mut level: Vec<Level> = Vec::with_capacity(depth);
        for i in 0..depth {
            if super::stop::stopped() {
                return None;
            }
            let (p, r) = match level.last() {
                None => {
                    let p = UBig::from(10u8).pow(leaf);
                    let s = p.bit_len();
                    let r = (UBig::ONE << (2 * s + GUARD)) / &p;
                    (p, r)
                }
                Some(below) => {
                    let p = sqr(&below.p);
                    if super::stop::stopped() {
                        return None;
                    }
                    let r = reciprocal_from(&p, below);
                    (p, r)
                }
            };
            debug_assert_eq!(i, level.len());
            let s = p.bit_len();
            level.push(Level { p, s, r });
        }
        Some(Levels { level })
    }

    /// Writes `x`, which is below `10^len`, as exactly `len = out.len()
    /// = leaf << i` digits (leading zeros included) into `out`, which is
    /// all `b'0'` on entry. The recursion is `i` deep, the number of
    /// levels: a few dozen at most.
    fn convert(&self, x: UBig, i: usize, out: &mut [u8]) {
        if x.is_zero() {
            return;
        }
        if i == 0 {
            let text = x.to_string();
            let start = out.len() - text.len();
            out[start..].copy_from_slice(text.as_bytes());
            return;
        }
        let (hi, lo) = out.split_at_mut(out.len() / 2);
        let (q, r) = self.level[i - 1].div_rem(x);
        if super::stop::stopped() {
            return;
        }
        self.convert(q, i - 1, hi);
        self.convert(r, i - 1, lo);
    }
}

impl Level {
    /// Quotient and remainder of `x < p^2` by `p`.
    fn div_rem(&self, x: UBig) -> (UBig, UBig) {
        if x < self.p {
            return (UBig::ZERO, x);
        }
        // Barrett: the top bits of x times the reciprocal. With an exact
        // reciprocal the estimate is at most 2 below the quotient.
        let mut q = mul(&(&x >> (self.s - 1)), &self.r) >> (self.s + 1 + GUARD);
        let mut qp = mul(&q, &self.p);
        if super::stop::stopped() {
            // Given up (`stop.rs`): the products may be zero, and the
            // corrections below would run for ever.
            return (UBig::ZERO, x);
        }
        while qp > x {
            q -= UBig::ONE;
            qp -= &self.p;
        }
        let mut r = x - qp;
        while r >= self.p {
            r -= &self.p;
            q += UBig::ONE;
        }
        (q, r)
    }
}

/// A reciprocal `2^(2s + GUARD) / p` of `p = below.p^2` (`s` the bits of
/// `p`), within a few units, by one Newton step from the square of the
/// reciprocal one level down, which has about half the precision needed.
fn reciprocal_from(p: &UBig, below: &Level) -> UBig {
    let s = p.bit_len();
    let s1 = below.s;
    // below.r^2 is close to 2^(4 s1 + 2 GUARD) / p; scale it to the
    // target 2^(2s + GUARD) / p (s is 2 s1 or 2 s1 - 1).
    let x0 = sqr(&below.r) >> (4 * s1 + GUARD - 2 * s);
    // Of x0, about s1 + GUARD bits are right; keep fewer, so the
    // products below stay half the size.
    let keep = s1 + GUARD - 8;
    let t = x0.bit_len().saturating_sub(keep);
    let y = x0 >> t;
    // Newton: x1 = x0 + x0 * (2^(2s+G) - p x0) / 2^(2s+G), with x0 = y 2^t.
    let one = UBig::ONE << (2 * s + GUARD);
    let px0 = mul(p, &y) << t;
    let (e, negative) = if px0 > one {
        (px0 - one, true)
    } else {
        (one - px0, false)
    };
    // Only the correction's top (s - s1 + GUARD) bits matter: shorten e.
    let u = e.bit_len().saturating_sub(s - s1 + GUARD + 16);
    let e = e >> u;
    let corr = mul(&y, &e) >> (2 * s + GUARD).saturating_sub(t + u);
    let x0 = y << t;
    if negative {
        x0 - corr
    } else {
        x0 + corr
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Against the crate's conversion, with thresholds small enough for
    /// many levels: powers, powers of ten and their neighbours (runs of
    /// nines and of zeros), at sizes around the leaves' and levels'.
    #[test]
    fn matches_the_crates_digits() {
        let mut values = Vec::new();
        for k in [
            19, 20, 21, 63, 64, 65, 127, 128, 129, 200, 255, 256, 257, 1000,
        ] {
            let t = UBig::from(10u8).pow(k);
            values.push(&t - UBig::ONE);
            values.push(t.clone());
            values.push(&t + UBig::ONE);
            values.push(&t * (&t - UBig::ONE));
        }
        for e in [30, 100, 333, 1000, 2021] {
            values.push(UBig::from(7u8).pow(e));
            values.push(UBig::from(3u8).pow(e) << 100);
        }
        values.push(UBig::ONE << 5000);
        values.push((UBig::ONE << 5000) - UBig::ONE);
        for v in &values {
            for (direct, leaf) in [(0, 1), (0, 3), (64, 19), (100, 40), (0, 100)] {
                assert_eq!(
                    to_decimal_with(v, direct, leaf),
                    v.to_string(),
                    "{direct} {leaf}"
                );
            }
        }
    }
}
