//! Products of large integers by number-theoretic transform.
//!
//! The crate's own transform multiplication is three times slower than
//! GMP's, and big-integer power and decimal conversion are made of large
//! products, so they have their own here: each 64-bit limb is one
//! coefficient, transformed modulo three primes below 2^62 (`k 2^50 + 1`)
//! with Montgomery arithmetic and lazy reduction (values stay in
//! `[0, 2p)`), and the exact coefficients (below `n 2^128`, so below the
//! primes' product for any length that fits in memory) come back by the
//! Chinese remainder theorem. The transforms recurse on halves, so once a
//! block fits in the cache all its remaining stages run there.
//!
//! **Invariant:** callers use [`mul`] and [`sqr`] only above
//! [`MIN_WORDS`]; below it the crate's Karatsuba and Toom-3 are faster.

use std::sync::OnceLock;

use dashu_int::{UBig, Word};

/// Smaller factor's length in words from which the transform pays even
/// when the product just passes a power of two, which doubles the
/// transform: at 2000 words it is faster only when it does not.
pub(super) const MIN_WORDS: usize = 3000;

/// Blocks of at most this many coefficients are transformed stage by
/// stage instead of by recursion (they fit in the level-1 or 2 cache).
const LEAF_LEN: usize = 1 << 11;

/// Blocks of at least this many coefficients first ask whether the
/// computation was given up (`stop`): a few hundred microseconds of
/// work apart, so a product of billions of bits stops within
/// milliseconds of a deadline. A product given up is garbage, which
/// nobody sees (the caller raises instead).
const STOP_CHECK_LEN: usize = 1 << 16;

/// `a * b`, both at least [`MIN_WORDS`] words long.
pub(super) fn mul(a: &UBig, b: &UBig) -> UBig {
    let (a, b) = (a.as_words(), b.as_words());
    UBig::from_words(&convolve(a, Some(b)))
}

/// `a * a`, at least [`MIN_WORDS`] words long.
pub(super) fn sqr(a: &UBig) -> UBig {
    UBig::from_words(&convolve(a.as_words(), None))
}

/// One prime `p < 2^62` and what arithmetic modulo it needs.
struct Prime {
    p: u64,
    /// `-p^-1 mod 2^64`.
    neg_inv: u64,
    /// `2^128 mod p`: [`Prime::mont`] by it enters Montgomery form.
    r2: u64,
    /// A generator of the group of `2^50`-th roots of unity.
    root: u64,
}

impl Prime {
    fn new(p: u64, generator: u64) -> Prime {
        // Newton's iteration for the inverse modulo 2^64: each step
        // doubles the correct low bits (p is odd, so 1 bit is right).
        let mut inv: u64 = 1;
        let mut i = 0;
        while i < 6 {
            inv = inv.wrapping_mul(2u64.wrapping_sub(p.wrapping_mul(inv)));
            i += 1;
        }
        let r = ((1u128 << 64) % p as u128) as u64;
        let r2 = ((r as u128 * r as u128) % p as u128) as u64;
        let root = pow_mod(generator, (p - 1) >> 50, p);
        Prime {
            p,
            neg_inv: inv.wrapping_neg(),
            r2,
            root,
        }
    }

    /// `a b / 2^64 mod p` in `[0, 2p)`, for `a, b < 2p`.
    #[inline(always)]
    fn mont(&self, a: u64, b: u64) -> u64 {
        let t = a as u128 * b as u128;
        let m = (t as u64).wrapping_mul(self.neg_inv);
        ((t + m as u128 * self.p as u128) >> 64) as u64
    }

    /// `x` in `[0, 2p)` for `x < 4p`.
    #[inline(always)]
    fn red2(&self, x: u64) -> u64 {
        x.min(x.wrapping_sub(2 * self.p))
    }

    /// `x` in `[0, p)` for `x < 2p`.
    #[inline(always)]
    fn red1(&self, x: u64) -> u64 {
        x.min(x.wrapping_sub(self.p))
    }

    /// Montgomery form of `x < 2p`.
    fn to_mont(&self, x: u64) -> u64 {
        self.mont(x, self.r2)
    }

    /// The twiddle factors of a transform of length `n`, in Montgomery
    /// form: `w[s] = ω^rev(s)` for `s < n/2`, where `ω` is a primitive
    /// `n`-th root (`inverse`: its inverse) and `rev` reverses `log2(n) - 1`
    /// bits. Block `s` of every stage multiplies by `w[s]`.
    fn twiddles(&self, n: usize, inverse: bool) -> Vec<u64> {
        let log = n.trailing_zeros();
        let mut w = vec![0; (n / 2).max(1)];
        w[0] = self.to_mont(1);
        // w[2^k + i] = w[i] * (primitive 2^(k+2)-th root).
        for k in 0..log.saturating_sub(1) {
            let order_log = k + 2;
            let mut c = pow_mod(self.root, 1 << (50 - order_log), self.p);
            if inverse {
                c = pow_mod(c, (1 << order_log) - 1, self.p);
            }
            let c = self.to_mont(c);
            let half = 1usize << k;
            for i in 0..half {
                w[half + i] = self.red1(self.mont(w[i], c));
            }
        }
        w
    }

    /// Forward transform of `a`, block `b` of its stage, in place.
    fn forward(&self, a: &mut [u64], w: &[u64], b: usize) {
        let n = a.len();
        if n <= LEAF_LEN {
            let mut len = n;
            let mut blocks = 1;
            while len > 1 {
                let half = len / 2;
                for (j, block) in a.chunks_exact_mut(len).enumerate() {
                    let t = w[b * blocks + j];
                    let (x, y) = block.split_at_mut(half);
                    self.butterflies(x, y, t);
                }
                len = half;
                blocks *= 2;
            }
            return;
        }
        if n >= STOP_CHECK_LEN && super::stop::stopped() {
            return;
        }
        let (x, y) = a.split_at_mut(n / 2);
        self.butterflies(x, y, w[b]);
        self.forward(x, w, 2 * b);
        self.forward(y, w, 2 * b + 1);
    }

    #[inline(always)]
    fn butterflies(&self, x: &mut [u64], y: &mut [u64], t: u64) {
        let p2 = 2 * self.p;
        for (u, v) in x.iter_mut().zip(y.iter_mut()) {
            let s = *u;
            let m = self.mont(*v, t);
            *u = self.red2(s + m);
            *v = self.red2(s + p2 - m);
        }
    }

    /// Inverse of [`Prime::forward`] (with the inverse twiddles), times
    /// the length.
    fn inverse(&self, a: &mut [u64], w: &[u64], b: usize) {
        let n = a.len();
        if n <= LEAF_LEN {
            let mut len = 2;
            let mut blocks = n / 2;
            while len <= n {
                let half = len / 2;
                for (j, block) in a.chunks_exact_mut(len).enumerate() {
                    let t = w[b * blocks + j];
                    let (x, y) = block.split_at_mut(half);
                    self.inverse_butterflies(x, y, t);
                }
                len *= 2;
                blocks /= 2;
            }
            return;
        }
        if n >= STOP_CHECK_LEN && super::stop::stopped() {
            return;
        }
        let (x, y) = a.split_at_mut(n / 2);
        self.inverse(x, w, 2 * b);
        self.inverse(y, w, 2 * b + 1);
        self.inverse_butterflies(x, y, w[b]);
    }

    #[inline(always)]
    fn inverse_butterflies(&self, x: &mut [u64], y: &mut [u64], t: u64) {
        let p2 = 2 * self.p;
        for (u, v) in x.iter_mut().zip(y.iter_mut()) {
            let (s, d) = (*u, *v);
            *u = self.red2(s + d);
            *v = self.mont(self.red2(s + p2 - d), t);
        }
    }

    /// The cyclic convolution of `a` and `b` (or `a` with itself) modulo
    /// `p`, length `n`, fully reduced.
    fn convolve(&self, a: &[Word], b: Option<&[Word]>, n: usize) -> Vec<u64> {
        let load = |x: &[Word]| {
            let mut v = vec![0u64; n];
            for (d, &s) in v.iter_mut().zip(x) {
                // A limb is below 2^64 < 4.1 p: two halvings reach [0, 2p).
                #[allow(clippy::unnecessary_cast)]
                let s = s as u64;
                *d = self.red2(s.min(s.wrapping_sub(2 * self.p)));
            }
            v
        };
        let w = self.twiddles(n, false);
        let mut fa = load(a);
        self.forward(&mut fa, &w, 0);
        match b {
            Some(b) => {
                let mut fb = load(b);
                self.forward(&mut fb, &w, 0);
                for (x, y) in fa.iter_mut().zip(&fb) {
                    *x = self.mont(*x, *y);
                }
            }
            None => {
                for x in fa.iter_mut() {
                    *x = self.mont(*x, *x);
                }
            }
        }
        drop(w);
        let iw = self.twiddles(n, true);
        self.inverse(&mut fa, &iw, 0);
        // The pointwise products lost a factor 2^64 (Montgomery) and
        // the inverse gained n: multiply by 2^128 / n.
        let n_inv = pow_mod(n as u64 % self.p, self.p - 2, self.p);
        let scale = self.to_mont(self.to_mont(n_inv));
        for x in fa.iter_mut() {
            *x = self.red1(self.mont(*x, scale));
        }
        fa
    }
}

fn pow_mod(mut x: u64, mut e: u64, p: u64) -> u64 {
    let mut r = 1u64;
    x %= p;
    while e > 0 {
        if e & 1 == 1 {
            r = (r as u128 * x as u128 % p as u128) as u64;
        }
        x = (x as u128 * x as u128 % p as u128) as u64;
        e >>= 1;
    }
    r
}

/// Constants of the reconstruction from the three residues.
struct Crt {
    primes: [Prime; 3],
    /// `p0^-1 mod p1`, Montgomery form.
    c1: u64,
    /// `(p0 p1)^-1 mod p2`, Montgomery form.
    c2: u64,
    /// `p1^-1 mod p2`, Montgomery form.
    c3: u64,
    p01: u128,
}

fn crt() -> &'static Crt {
    static CRT: OnceLock<Crt> = OnceLock::new();
    CRT.get_or_init(|| {
        // 2^50 divides p - 1 for each; the second number generates the
        // multiplicative group's 2-part (a quadratic non-residue).
        let primes = [
            Prime::new(3997 << 50 | 1, 3),
            Prime::new(4017 << 50 | 1, 29),
            Prime::new(4087 << 50 | 1, 3),
        ];
        let [p0, p1, p2] = [primes[0].p, primes[1].p, primes[2].p];
        let inv = |x: u64, p: u64| pow_mod(x, p - 2, p);
        let c1 = primes[1].to_mont(inv(p0 % p1, p1));
        let p01_mod_p2 = ((p0 as u128 * p1 as u128) % p2 as u128) as u64;
        let c2 = primes[2].to_mont(inv(p01_mod_p2, p2));
        let c3 = primes[2].to_mont(inv(p1 % p2, p2));
        Crt {
            primes,
            c1,
            c2,
            c3,
            p01: p0 as u128 * p1 as u128,
        }
    })
}

/// The product of `a` and `b` (or the square of `a`), as words.
fn convolve(a: &[Word], b: Option<&[Word]>) -> Vec<Word> {
    let out_len = a.len() + b.map_or(a.len(), <[Word]>::len);
    let n = (out_len - 1).next_power_of_two();
    let c = crt();
    let r: Vec<Vec<u64>> = c.primes.iter().map(|p| p.convolve(a, b, n)).collect();
    if super::stop::stopped() {
        // Given up: the residues are garbage, and so would the carries be.
        return Vec::new();
    }
    let [q0, q1, q2] = &c.primes;
    let (p0, p1, p2) = (q0.p, q1.p, q2.p);
    let mut out: Vec<Word> = Vec::with_capacity(out_len);
    // The carry into the next word: bits 64.. of the running sum.
    let (mut c0, mut c1) = (0u64, 0u64);
    let residues = r[0].iter().zip(&r[1]).zip(&r[2]).take(out_len - 1);
    for ((&r0, &r1), &r2) in residues {
        // Garner: x = r0 + p0 t1 + p0 p1 t2.
        let t1 = q1.red1(q1.mont(r1 + p1 - r0, c.c1));
        let u = q2.red1(q2.mont(r2 + p2 - r0, c.c2));
        let v = q2.red1(q2.mont(t1, c.c3));
        let t2 = if u >= v { u - v } else { u + p2 - v };
        let low = r0 as u128 + p0 as u128 * t1 as u128;
        let lo = (c.p01 as u64) as u128 * t2 as u128;
        let hi = (c.p01 >> 64) * t2 as u128;
        // x = w0 + w1 2^64 + w2 2^128.
        let mid = (lo >> 64) + (hi as u64) as u128;
        let (w0, w1, w2) = (lo as u64, mid as u64, ((hi >> 64) + (mid >> 64)) as u64);
        // Add low and the carry.
        let (s, k0) = (w0 as u128 | (w1 as u128) << 64).overflowing_add(low);
        let (s, k1) = s.overflowing_add(c0 as u128 | (c1 as u128) << 64);
        let top = w2 + k0 as u64 + k1 as u64;
        #[allow(clippy::unnecessary_cast)]
        out.push(s as u64 as Word);
        c0 = (s >> 64) as u64;
        c1 = top;
    }
    #[allow(clippy::unnecessary_cast)]
    out.push(c0 as Word);
    debug_assert_eq!(c1, 0);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pseudo-random words (xorshift).
    fn words(n: usize, seed: u64) -> UBig {
        let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let v: Vec<Word> = (0..n)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x as Word
            })
            .collect();
        UBig::from_words(&v)
    }

    /// Against the crate's products, at every size class, with random
    /// words and with all-ones words (the largest coefficients).
    #[test]
    fn matches_the_crates_products() {
        if Word::BITS != 64 {
            return;
        }
        for (la, lb) in [
            (1, 1),
            (2, 3),
            (5, 5),
            (100, 37),
            (1000, 1000),
            (2049, 2048),
            (4000, 700),
        ] {
            let (a, b) = (words(la, la as u64), words(lb, 7 + lb as u64));
            assert_eq!(mul(&a, &b), &a * &b, "{la} x {lb}");
            assert_eq!(sqr(&a), a.sqr(), "{la} squared");
            let ones = |n: usize| (UBig::ONE << (64 * n)) - UBig::ONE;
            assert_eq!(
                mul(&ones(la), &ones(lb)),
                ones(la) * ones(lb),
                "ones {la} x {lb}"
            );
            assert_eq!(sqr(&ones(la)), ones(la).sqr(), "ones {la} squared");
        }
    }
}
