//! `=@=/2`: whether two terms are variants, equal up to a one-to-one
//! renaming of their variables (SWI-Prolog's `=@=`).
//!
//! One walk over both terms in step, with an explicit stack (no native
//! recursion on term depth), keeping the renaming both ways. After a few
//! steps it also remembers the pairs of compounds it has taken apart, so
//! a pair met again is not walked again: terms that share subterms (a
//! `s(T, T)` chain thousands deep) take time in the size of the graph,
//! not of the tree it unfolds to, and cyclic terms end.

use crate::builtins::{Ctx, Res};
use crate::term::{Cell, FxHashMap, FxHashSet, Store};
use std::cmp::Ordering;

/// Compound pairs walked before they are remembered: most variant tests
/// are of small terms, which never pay for the set.
const REMEMBER_AFTER: usize = 256;

pub(super) fn bi_variant(m: &mut Ctx, args: &[Cell]) -> Res {
    Ok(variant(&m.st, args[0], args[1]))
}

pub(super) fn variant(st: &Store, a: Cell, b: Cell) -> bool {
    let mut stack = vec![(a, b)];
    let mut forth: FxHashMap<u32, u32> = FxHashMap::default();
    let mut back: FxHashMap<u32, u32> = FxHashMap::default();
    let mut seen: FxHashSet<(u32, u32)> = FxHashSet::default();
    let mut steps = 0usize;
    while let Some((a, b)) = stack.pop() {
        let (a, b) = (st.deref(a), st.deref(b));
        match (a, b) {
            (Cell::Var(x), Cell::Var(y)) => match (forth.get(&x), back.get(&y)) {
                (None, None) => {
                    forth.insert(x, y);
                    back.insert(y, x);
                }
                (Some(&y1), Some(&x1)) if y1 == y && x1 == x => {}
                _ => return false,
            },
            (Cell::Var(_), _) | (_, Cell::Var(_)) => return false,
            (Cell::Str(x) | Cell::Lst(x), Cell::Str(y) | Cell::Lst(y)) => {
                let (Some(fa), Some(fb)) = (st.functor(a), st.functor(b)) else {
                    return false;
                };
                if fa != fb {
                    return false;
                }
                if matches!(a, Cell::Str(_)) != matches!(b, Cell::Str(_)) {
                    return false;
                }
                steps += 1;
                if steps > REMEMBER_AFTER && !seen.insert((x, y)) {
                    continue;
                }
                for i in (0..fa.1).rev() {
                    stack.push((st.arg(a, i), st.arg(b, i)));
                }
            }
            _ => {
                if st.compare(a, b) != Ordering::Equal {
                    return false;
                }
            }
        }
    }
    true
}
