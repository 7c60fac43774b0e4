//! `term_hash/2`: a hash of a ground term that depends only on the term
//! (atoms and strings by their text, numbers by their value), so equal
//! terms hash alike in any machine and run. The values are not SWI's.
//!
//! **Invariant:** the walk uses an explicit stack and at most
//! `MAX_STEPS` steps, so deep and cyclic terms end.

use super::{Ctx, Res};
use crate::term::Cell;

/// How many cells a cyclic term's hash looks at.
const MAX_STEPS: usize = 1 << 16;

/// FNV-1a over 64-bit words.
struct Fnv(u64);

impl Fnv {
    fn word(&mut self, w: u64) {
        for b in w.to_le_bytes() {
            self.0 ^= b as u64;
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01B3);
        }
    }

    fn bytes(&mut self, s: &[u8]) {
        self.word(s.len() as u64);
        for &b in s {
            self.0 ^= b as u64;
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01B3);
        }
    }
}

/// `term_hash(+Term, -Hash)`: Hash is a non-negative integer below
/// 2^24 if Term is ground; otherwise it is left unbound.
pub(super) fn bi_term_hash(m: &mut Ctx, a: &[Cell]) -> Res {
    if !m.st.is_ground(a[0]) {
        return Ok(true);
    }
    let cyclic = m.st.is_cyclic(a[0]);
    let mut h = Fnv(0xcbf2_9ce4_8422_2325);
    let mut stack = vec![a[0]];
    let mut steps = 0;
    while let Some(c) = stack.pop() {
        steps += 1;
        if cyclic && steps > MAX_STEPS {
            break;
        }
        let c = m.st.deref(c);
        match c {
            Cell::Atom(x) => {
                h.word(1);
                h.bytes(m.st.atom_name(x).as_bytes());
            }
            Cell::Int(i) => {
                h.word(2);
                h.word(i as u64);
            }
            Cell::Flt(f) => {
                h.word(3);
                h.word(f.to_bits());
            }
            Cell::Text(_) => {
                h.word(4);
                let s = m.st.text(c).unwrap_or_default();
                h.bytes(s.as_bytes());
            }
            Cell::Big(addr) => {
                h.word(5);
                if let Cell::BigHdr(neg, n) = m.st.heap[addr as usize] {
                    h.word(neg as u64);
                    for i in 1..=n {
                        if let Cell::Limb(l) = m.st.heap[(addr + i) as usize] {
                            h.word(l);
                        }
                    }
                }
            }
            Cell::Str(_) | Cell::Lst(_) => {
                let Some((name, n)) = m.st.functor(c) else {
                    continue;
                };
                h.word(6);
                h.word(n as u64);
                h.bytes(m.st.atom_name(name).as_bytes());
                stack.extend((0..n).rev().map(|i| m.st.arg(c, i)));
            }
            _ => {}
        }
    }
    let v = (h.0 ^ (h.0 >> 24) ^ (h.0 >> 48)) & 0xFF_FFFF;
    Ok(m.st.unify(a[1], Cell::Int(v as i64)))
}
