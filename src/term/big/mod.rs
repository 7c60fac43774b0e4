//! Big integers on the heap: a `BigHdr` (sign, limb count) followed by
//! the magnitude's 64-bit limbs, least significant first, as strings are
//! a `TextHdr` followed by their bytes.
//!
//! **Invariant:** only integers outside `i64` are stored this way;
//! [`Store::new_integer`] gives `Cell::Int` for everything that fits, so
//! two equal integers are always the same kind of cell.

mod decimal;
mod ntt;
pub mod stop;

use std::cmp::Ordering;

use dashu_int::fast_div::ConstDivisor;
use dashu_int::ops::UnsignedAbs;
use dashu_int::ops::{BitTest, DivRem, Gcd};
pub use dashu_int::IBig as BigInt;
use dashu_int::{Sign, UBig, Word};

/// The crate's words are the heap's 64-bit limbs (on 64-bit targets), so
/// a big integer moves to and from the heap without reshaping.
const WORD_IS_LIMB: bool = Word::BITS == 64;

use super::{Cell, Store};

/// What the engine asks of a big integer beyond its operators, under
/// names that do not depend on the crate behind [`BigInt`].
pub trait BigIntExt {
    /// The value as an `i64`, if it fits.
    fn to_i64(&self) -> Option<i64>;
    /// The nearest float (ties to even); infinite beyond the float range.
    fn to_f64_lossy(&self) -> f64;
    /// Bits of the magnitude (0 for zero).
    fn bits(&self) -> u64;
    /// Below zero.
    fn is_negative(&self) -> bool;
    /// Above zero.
    fn is_positive(&self) -> bool;
    /// The value as a `u64`, if it fits.
    fn to_u64(&self) -> Option<u64>;
    /// Odd.
    fn is_odd(&self) -> bool;
    /// The absolute value.
    fn abs(&self) -> BigInt;
    /// Bit `i` of the two's complement form (infinitely many sign bits).
    fn test_bit(&self, i: u64) -> bool;
    /// One bits of the magnitude.
    fn count_ones_magnitude(&self) -> u64;
    /// Quotient and remainder, rounded towards zero.
    fn div_rem_trunc(&self, y: &BigInt) -> (BigInt, BigInt);
    /// Quotient and remainder, rounded towards negative infinity (the
    /// remainder has the divisor's sign).
    fn div_mod_floor(&self, y: &BigInt) -> (BigInt, BigInt);
    /// The greatest common divisor, never negative.
    fn gcd(&self, y: &BigInt) -> BigInt;
    /// `self^e mod m` in `[0, m)`, for `e >= 0` and `m > 0`.
    fn modpow(&self, e: &BigInt, m: &BigInt) -> BigInt;
    /// The value in `radix` (2..=36), lower-case digits, `-` if negative.
    fn to_radix_string(&self, radix: u32) -> String;
    /// The product (by transform when both are long).
    fn product(self, y: BigInt) -> BigInt;
    /// `self^e` (squaring by transform when the result is long).
    fn power(&self, e: usize) -> BigInt;
}

/// The integer a finite float holds (its fraction dropped); 0 for an
/// infinity or NaN.
pub fn big_from_f64(f: f64) -> BigInt {
    BigInt::try_from(f.trunc()).unwrap_or_default()
}

impl BigIntExt for BigInt {
    fn to_i64(&self) -> Option<i64> {
        i64::try_from(self).ok()
    }

    fn to_f64_lossy(&self) -> f64 {
        self.to_f64().value()
    }

    fn bits(&self) -> u64 {
        self.bit_len() as u64
    }

    fn is_negative(&self) -> bool {
        self.sign() == Sign::Negative
    }

    fn is_positive(&self) -> bool {
        self.sign() == Sign::Positive && !self.is_zero()
    }

    fn to_u64(&self) -> Option<u64> {
        u64::try_from(self).ok()
    }

    fn is_odd(&self) -> bool {
        self.bit(0)
    }

    fn abs(&self) -> BigInt {
        BigInt::from(self.unsigned_abs())
    }

    fn test_bit(&self, i: u64) -> bool {
        match usize::try_from(i) {
            Ok(i) => self.bit(i),
            Err(_) => self.is_negative(),
        }
    }

    fn count_ones_magnitude(&self) -> u64 {
        self.unsigned_abs().count_ones() as u64
    }

    fn div_rem_trunc(&self, y: &BigInt) -> (BigInt, BigInt) {
        DivRem::div_rem(self, y)
    }

    fn div_mod_floor(&self, y: &BigInt) -> (BigInt, BigInt) {
        let (q, r) = self.div_rem_trunc(y);
        if !r.is_zero() && r.is_negative() != y.is_negative() {
            (q - BigInt::ONE, r + y)
        } else {
            (q, r)
        }
    }

    fn gcd(&self, y: &BigInt) -> BigInt {
        BigInt::from(Gcd::gcd(self, y))
    }

    fn modpow(&self, e: &BigInt, m: &BigInt) -> BigInt {
        let m = m.unsigned_abs();
        if m.is_one() {
            // The crate's ring of one element answers 1 for `x^0`.
            return BigInt::ZERO;
        }
        let ring = ConstDivisor::new(m);
        BigInt::from(ring.reduce(self.clone()).pow(&e.unsigned_abs()).residue())
    }

    fn to_radix_string(&self, radix: u32) -> String {
        if radix != 10 || self.bit_len() < decimal::DIRECT_BITS {
            return self.in_radix(radix).to_string();
        }
        let digits = decimal::to_decimal(&self.unsigned_abs());
        if self.is_negative() {
            format!("-{digits}")
        } else {
            digits
        }
    }

    fn product(self, y: BigInt) -> BigInt {
        let long = |x: &BigInt| x.as_sign_words().1.len() >= ntt::MIN_WORDS;
        if !(WORD_IS_LIMB && long(&self) && long(&y)) {
            // Most products: the crate reuses the operands' buffers.
            return self * y;
        }
        let sign = self.sign() * y.sign();
        BigInt::from_parts(sign, mul_mag(&self.unsigned_abs(), &y.unsigned_abs()))
    }

    fn power(&self, e: usize) -> BigInt {
        if !WORD_IS_LIMB || !long_power(self.bit_len(), e) {
            return self.pow(e);
        }
        let sign = if self.is_negative() && e % 2 == 1 {
            Sign::Negative
        } else {
            Sign::Positive
        };
        BigInt::from_parts(sign, pow_mag(&self.unsigned_abs(), e))
    }
}

/// `a * b`: by transform when both are long, else the crate's.
fn mul_mag(a: &UBig, b: &UBig) -> UBig {
    if WORD_IS_LIMB && a.as_words().len().min(b.as_words().len()) >= ntt::MIN_WORDS {
        ntt::mul(a, b)
    } else {
        a * b
    }
}

/// `a * a`: by transform when long, else the crate's.
fn sqr_mag(a: &UBig) -> UBig {
    if WORD_IS_LIMB && a.as_words().len() >= ntt::MIN_WORDS {
        ntt::sqr(a)
    } else {
        a.sqr()
    }
}

/// Whether a `bits`-bit number to the power `e` is long enough that its
/// last square goes through the transform.
fn long_power(bits: usize, e: usize) -> bool {
    (bits as u128) * (e as u128) >= 2 * 64 * ntt::MIN_WORDS as u128
}

/// `b^e` by squaring, top bit of `e` first, so the last step, which
/// costs as much as all the others, is one square. Below the transform's
/// size the crate's power (the same method) is as fast.
fn pow_mag(b: &UBig, e: usize) -> UBig {
    if !long_power(b.bit_len(), e) || b <= &UBig::ONE {
        return b.pow(e);
    }
    let zeros = b.trailing_zeros().unwrap_or(0);
    if zeros > 0 {
        // The crate's power of two is a single bit set.
        return pow_mag(&(b >> zeros), e) << (zeros * e);
    }
    let root = pow_mag(b, e / 2);
    if stop::stopped() {
        return UBig::ZERO;
    }
    let half = sqr_mag(&root);
    if e % 2 == 1 {
        mul_mag(&half, b)
    } else {
        half
    }
}

impl Store {
    /// The integer `n` as a cell: `Int` when it fits in `i64`, otherwise
    /// a big integer object pushed on the heap.
    // `Word` is `u64` on 64-bit targets, so the casts are no-ops there.
    #[allow(clippy::unnecessary_cast)]
    pub fn new_integer(&mut self, n: &BigInt) -> Cell {
        if let Some(i) = n.to_i64() {
            return Cell::Int(i);
        }
        let (sign, words) = n.as_sign_words();
        let a = self.top();
        self.heap.push(Cell::BigHdr(sign == Sign::Negative, 0));
        if WORD_IS_LIMB {
            self.heap
                .extend(words.iter().map(|&w| Cell::Limb(w as u64)));
        } else {
            let bytes = n.unsigned_abs().to_le_bytes();
            self.heap.extend(bytes.chunks(8).map(|c| {
                let mut b = [0; 8];
                b[..c.len()].copy_from_slice(c);
                Cell::Limb(u64::from_le_bytes(b))
            }));
        }
        let n = self.top() - a - 1;
        self.heap[a as usize] = Cell::BigHdr(sign == Sign::Negative, n);
        Cell::Big(a)
    }

    /// The value of an integer cell, small or big (dereferenced by the
    /// caller); `None` for anything else.
    #[allow(clippy::unnecessary_cast)]
    pub fn integer(&self, c: Cell) -> Option<BigInt> {
        match c {
            Cell::Int(i) => Some(BigInt::from(i)),
            Cell::Big(a) => {
                let (neg, limbs) = self.big_parts(a);
                let limbs = limbs.iter().map(|l| match l {
                    Cell::Limb(x) => *x,
                    _ => 0,
                });
                let mag = if WORD_IS_LIMB {
                    let words: Vec<Word> = limbs.map(|l| l as Word).collect();
                    UBig::from_words(&words)
                } else {
                    let bytes: Vec<u8> = limbs.flat_map(u64::to_le_bytes).collect();
                    UBig::from_le_bytes(&bytes)
                };
                let sign = if neg { Sign::Negative } else { Sign::Positive };
                Some(BigInt::from_parts(sign, mag))
            }
            _ => None,
        }
    }

    /// Cells a big integer object takes, header included.
    pub fn big_size(&self, a: u32) -> usize {
        match self.heap[a as usize] {
            Cell::BigHdr(_, n) => 1 + n as usize,
            _ => 1,
        }
    }

    /// The sign (true: negative) and limb cells of the big integer at `a`.
    fn big_parts(&self, a: u32) -> (bool, &[Cell]) {
        let Cell::BigHdr(neg, n) = self.heap[a as usize] else {
            return (false, &[]);
        };
        (neg, &self.heap[a as usize + 1..a as usize + 1 + n as usize])
    }

    /// The float value of an integer cell, small or big (rounded to
    /// nearest; infinite beyond the float range).
    pub fn big_f64(&self, c: Cell) -> f64 {
        match c {
            Cell::Int(i) => i as f64,
            _ => self.integer(c).map_or(f64::NAN, |b| b.to_f64_lossy()),
        }
    }

    /// Equality of two big integer objects.
    pub(super) fn big_eq(&self, x: u32, y: u32) -> bool {
        x == y || self.big_parts(x) == self.big_parts(y)
    }

    /// Numeric order of two integers, at least one big. Normalisation
    /// means a big one is beyond every small one.
    pub(super) fn int_cmp(&self, a: Cell, b: Cell) -> Ordering {
        match (a, b) {
            (Cell::Big(x), Cell::Big(y)) => {
                let (nx, lx) = self.big_parts(x);
                let (ny, ly) = self.big_parts(y);
                let mag = || {
                    lx.len().cmp(&ly.len()).then_with(|| {
                        for (p, q) in lx.iter().rev().zip(ly.iter().rev()) {
                            if let (Cell::Limb(p), Cell::Limb(q)) = (p, q) {
                                if p != q {
                                    return p.cmp(q);
                                }
                            }
                        }
                        Ordering::Equal
                    })
                };
                match (nx, ny) {
                    (false, false) => mag(),
                    (true, true) => mag().reverse(),
                    (true, false) => Ordering::Less,
                    (false, true) => Ordering::Greater,
                }
            }
            (Cell::Big(x), _) => {
                if self.big_parts(x).0 {
                    Ordering::Less
                } else {
                    Ordering::Greater
                }
            }
            (_, Cell::Big(_)) => self.int_cmp(b, a).reverse(),
            (Cell::Int(x), Cell::Int(y)) => x.cmp(&y),
            _ => Ordering::Equal,
        }
    }
}
