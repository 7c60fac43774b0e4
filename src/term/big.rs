//! Big integers on the heap: a `BigHdr` (sign, limb count) followed by
//! the magnitude's 64-bit limbs, least significant first, as strings are
//! a `TextHdr` followed by their bytes.
//!
//! **Invariant:** only integers outside `i64` are stored this way;
//! [`Store::new_integer`] gives `Cell::Int` for everything that fits, so
//! two equal integers are always the same kind of cell.

use std::cmp::Ordering;

pub use num_bigint::BigInt;
use num_bigint::{BigUint, Sign};
use num_traits::ToPrimitive;

use super::{Cell, Store};

impl Store {
    /// The integer `n` as a cell: `Int` when it fits in `i64`, otherwise
    /// a big integer object pushed on the heap.
    pub fn new_integer(&mut self, n: &BigInt) -> Cell {
        if let Some(i) = n.to_i64() {
            return Cell::Int(i);
        }
        let limbs = n.magnitude().to_u64_digits();
        let a = self.top();
        self.heap
            .push(Cell::BigHdr(n.sign() == Sign::Minus, limbs.len() as u32));
        self.heap.extend(limbs.into_iter().map(Cell::Limb));
        Cell::Big(a)
    }

    /// The value of an integer cell, small or big (dereferenced by the
    /// caller); `None` for anything else.
    pub fn integer(&self, c: Cell) -> Option<BigInt> {
        match c {
            Cell::Int(i) => Some(BigInt::from(i)),
            Cell::Big(a) => {
                let (neg, limbs) = self.big_parts(a);
                let mut bytes = Vec::with_capacity(limbs.len() * 8);
                for l in limbs {
                    if let Cell::Limb(x) = l {
                        bytes.extend_from_slice(&x.to_le_bytes());
                    }
                }
                let mag = BigUint::from_bytes_le(&bytes);
                let sign = if neg { Sign::Minus } else { Sign::Plus };
                Some(BigInt::from_biguint(sign, mag))
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
            _ => self.integer(c).and_then(|b| b.to_f64()).unwrap_or(f64::NAN),
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
