//! Terms as the machine sees them: tagged cells on a heap.
//!
//! This module owns the cell layout, the atom interner and the [`Store`]
//! (heap + trail) with the operations every other part of the engine uses
//! on terms: dereferencing, binding, unification, comparison and copying.
//!
//! **Invariant:** nothing here recurses natively on term structure; deep
//! terms are walked with explicit stacks.
//! **Invariant:** every binding of a variable goes through [`Store::bind`].

mod atoms;
mod attvar;
mod big;
mod fxhash;
mod list;
mod rational;
mod store;

pub use atoms::{atom, Atom, AtomTable};
pub use big::{big_from_f64, stop, BigInt, BigIntExt};
pub use fxhash::{FxHashMap, FxHashSet, FxHasher};
pub use list::ListEnd;
pub use store::{CopyError, Snapshot, Store, TrailEntry};

/// One heap word.
///
/// Compound terms are a `Fun` header followed by the arguments; lists are
/// two consecutive cells (head, tail) pointed to by `Lst`; strings are a
/// `TextHdr` followed by the UTF-8 bytes packed eight to a `Bytes` cell;
/// integers outside `i64` are a `BigHdr` followed by their magnitude's
/// 64-bit limbs, least significant first, one to a `Limb` cell.
///
/// **Invariant:** an integer that fits in `i64` is always `Int`; `Big`
/// only ever holds one that does not ([`Store::new_integer`] normalises).
#[derive(Clone, Copy, Debug)]
pub enum Cell {
    /// Reference to a heap cell; a cell that refers to itself is unbound.
    Var(u32),
    Atom(Atom),
    Int(i64),
    Flt(f64),
    /// Compound term: address of its `Fun` header.
    Str(u32),
    /// List cell: address of the head; the tail follows it.
    Lst(u32),
    /// Functor header of a compound term: name and arity.
    Fun(Atom, u32),
    /// String object: address of its `TextHdr`.
    Text(u32),
    /// Length in bytes of the string stored in the following cells.
    TextHdr(u32),
    Bytes([u8; 8]),
    /// Integer outside `i64`: address of its `BigHdr`.
    Big(u32),
    /// Sign (true: negative) and limb count of the big integer in the
    /// following cells.
    BigHdr(bool, u32),
    /// One 64-bit limb of a big integer's magnitude.
    Limb(u64),
    /// The own cell of an unbound attributed variable: the address of
    /// its attribute list, an `att(Module, Value, More)` chain ending in
    /// `[]` (a `Fun(att, 3)` header). It is never an argument or a
    /// register: terms refer to the variable with `Var` (see `attvar.rs`).
    Attv(u32),
}

const _: () = assert!(std::mem::size_of::<Cell>() == 16);

/// Cells are equal when they are the same word: floats compare by their
/// bits, as unification and `==/2` see them, so `0.0` and `-0.0` differ
/// (SWI: `0.0 = -0.0` fails) and a NaN equals the same NaN. One arm per
/// variant and no catch-all, so a new variant must decide.
impl PartialEq for Cell {
    #[inline]
    fn eq(&self, other: &Cell) -> bool {
        use Cell::*;
        match *self {
            Var(a) => matches!(*other, Var(b) if a == b),
            Atom(a) => matches!(*other, Atom(b) if a == b),
            Int(a) => matches!(*other, Int(b) if a == b),
            Flt(a) => matches!(*other, Flt(b) if a.to_bits() == b.to_bits()),
            Str(a) => matches!(*other, Str(b) if a == b),
            Lst(a) => matches!(*other, Lst(b) if a == b),
            Fun(f, n) => matches!(*other, Fun(g, m) if f == g && n == m),
            Text(a) => matches!(*other, Text(b) if a == b),
            TextHdr(a) => matches!(*other, TextHdr(b) if a == b),
            Bytes(a) => matches!(*other, Bytes(b) if a == b),
            Big(a) => matches!(*other, Big(b) if a == b),
            BigHdr(s, n) => matches!(*other, BigHdr(t, m) if s == t && n == m),
            Limb(a) => matches!(*other, Limb(b) if a == b),
            Attv(a) => matches!(*other, Attv(b) if a == b),
        }
    }
}

impl Cell {
    pub fn is_atomic(self) -> bool {
        matches!(
            self,
            Cell::Atom(_) | Cell::Int(_) | Cell::Flt(_) | Cell::Text(_) | Cell::Big(_)
        )
    }
    /// An integer, small or big.
    pub fn is_integer(self) -> bool {
        matches!(self, Cell::Int(_) | Cell::Big(_))
    }
    /// A number: an integer, small or big, or a float.
    pub fn is_number(self) -> bool {
        matches!(self, Cell::Int(_) | Cell::Big(_) | Cell::Flt(_))
    }
    pub fn is_callable(self) -> bool {
        matches!(self, Cell::Atom(_) | Cell::Str(_) | Cell::Lst(_))
    }
}
