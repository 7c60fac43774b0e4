//! `sub_atom/5` and `sub_string/5`, nondeterministic builtins: each
//! solution is found from the last one's span, in SWI-Prolog's order
//! (`B` ascending, then `L`), so taking the first of many costs one
//! search, not the list of all.

use super::{make_text, opt_len, text_of, Out};
use crate::builtins::Ctx;
use crate::builtins::NondetBuiltin;
use crate::builtins::{domain_error, instantiation_error, type_error, Flow, Redo, Registry, Step};
use crate::term::{atom, Atom, Cell};

pub(super) fn register_nondet(r: &mut Registry<NondetBuiltin>) {
    r.add("sub_atom", 5, |m, a, r| sub_text(m, a, r, Out::Atom));
    r.add("sub_string", 5, |m, a, r| sub_text(m, a, r, Out::Str));
}

/// The atomic text of the whole or of Sub; `type_error(atom|string, X)`
/// for anything else. `strict`: Sub of sub_atom/5 under the `iso` flag,
/// which must be an atom (numbers stay text for the whole, as with SWI's
/// flag); under that flag `[]` is the atom `'[]'`.
fn atomic_arg(m: &mut Ctx, c: Cell, out: Out, strict: bool) -> Result<Option<String>, Flow> {
    match m.st.deref(c) {
        Cell::Var(_) => Ok(None),
        Cell::Atom(atom::NIL) if out == Out::Atom && m.flags.read.iso => Ok(Some("[]".into())),
        c @ (Cell::Atom(_) | Cell::Text(_) | Cell::Int(_) | Cell::Big(_) | Cell::Flt(_))
            if c != Cell::Atom(atom::NIL) && (!strict || matches!(c, Cell::Atom(_))) =>
        {
            Ok(text_of(m, c))
        }
        c => {
            let ty = if out == Out::Atom { "atom" } else { "string" };
            Err(type_error(m, ty, c))
        }
    }
}

/// A position argument: unbound, or a non-negative integer.
fn pos_arg(m: &mut Ctx, c: Cell) -> Result<Option<usize>, Flow> {
    match opt_len(m, c)? {
        None => Ok(None),
        Some(i) if i < 0 => Err(domain_error(m, "not_less_than_zero", Cell::Int(i))),
        Some(i) => Ok(Some(usize::try_from(i).unwrap_or(usize::MAX))),
    }
}

/// The text being searched: an ASCII atom is read in place (byte and
/// character positions agree); anything else as characters.
enum Whole {
    Ascii(Atom),
    Chars(Vec<char>),
}

impl Whole {
    fn len(&self, m: &Ctx) -> usize {
        match self {
            Whole::Ascii(a) => m.st.atom_name(*a).len(),
            Whole::Chars(c) => c.len(),
        }
    }

    fn piece(&self, m: &Ctx, b: usize, l: usize) -> String {
        match self {
            Whole::Ascii(a) => m.st.atom_name(*a)[b..b + l].to_string(),
            Whole::Chars(c) => c[b..b + l].iter().collect(),
        }
    }

    fn has_at(&self, m: &Ctx, b: usize, sub: &[char]) -> bool {
        match self {
            Whole::Ascii(a) => {
                let t = &m.st.atom_name(*a).as_bytes()[b..b + sub.len()];
                t.iter().zip(sub).all(|(&x, &y)| x as u32 == y as u32)
            }
            Whole::Chars(c) => c[b..b + sub.len()] == *sub,
        }
    }
}

/// What the call fixes: the positions given and Sub's characters.
struct Ask {
    b: Option<usize>,
    l: Option<usize>,
    a: Option<usize>,
    sub: Option<Vec<char>>,
}

impl Ask {
    /// The first span `(B, L)` at or after `from` (in the order B, then
    /// L) that the call allows, in a text of `n` characters.
    fn first(&self, m: &Ctx, w: &Whole, n: usize, from: (usize, usize)) -> Option<(usize, usize)> {
        let (cb, cl) = from;
        // The first B at or after the cursor whose only length is `len(B)`.
        let by_b = |len: &dyn Fn(usize) -> Option<usize>, last: usize| {
            let mut b = cb;
            if len(b).is_none_or(|l| cl > l) {
                b += 1;
            }
            (b <= last).then(|| (b, len(b).unwrap_or(0)))
        };
        if let Some(sub) = &self.sub {
            let sl = sub.len();
            if self.l.is_some_and(|l| l != sl) || sl > n {
                return None;
            }
            let (lo, hi) = match (self.b, self.a) {
                (Some(b), _) => (b, b),
                (None, Some(x)) => {
                    let b = n.checked_sub(sl + x)?;
                    (b, b)
                }
                (None, None) => (0, n - sl),
            };
            let mut b = if cl > sl { cb + 1 } else { cb }.max(lo);
            while b <= hi {
                if b + sl <= n && self.a.is_none_or(|x| x == n - b - sl) && w.has_at(m, b, sub) {
                    return Some((b, sl));
                }
                b += 1;
            }
            return None;
        }
        match (self.b, self.l, self.a) {
            (Some(b), Some(l), x) => {
                let ok = b
                    .checked_add(l)
                    .is_some_and(|e| e <= n && x.is_none_or(|x| x == n - e));
                (ok && (b, l) >= from).then_some((b, l))
            }
            (Some(b), None, Some(x)) => {
                let l = n.checked_sub(b)?.checked_sub(x)?;
                ((b, l) >= from).then_some((b, l))
            }
            (None, Some(l), Some(x)) => {
                let b = n.checked_sub(l)?.checked_sub(x)?;
                ((b, l) >= from).then_some((b, l))
            }
            (Some(b), None, None) => match cb.cmp(&b) {
                std::cmp::Ordering::Less if b <= n => Some((b, 0)),
                std::cmp::Ordering::Equal if cl <= n.saturating_sub(b) && b <= n => Some((b, cl)),
                _ => None,
            },
            (None, Some(l), None) => by_b(&|_| Some(l), n.checked_sub(l)?),
            (None, None, Some(x)) => {
                let last = n.checked_sub(x)?;
                by_b(&|b| (n - x).checked_sub(b), last)
            }
            (None, None, None) => {
                if cb <= n && cl <= n - cb {
                    Some((cb, cl))
                } else {
                    (cb < n).then_some((cb + 1, 0))
                }
            }
        }
    }
}

fn sub_text(m: &mut Ctx, a: &[Cell], redo: Option<Redo>, out: Out) -> Result<Step, Flow> {
    let whole = match m.st.deref(a[0]) {
        Cell::Atom(name) if name != atom::NIL && m.st.atom_is_ascii(name) => Whole::Ascii(name),
        _ => match atomic_arg(m, a[0], out, false)? {
            Some(text) => Whole::Chars(text.chars().collect()),
            None => return Err(instantiation_error()),
        },
    };
    let ask = Ask {
        b: pos_arg(m, a[1])?,
        l: pos_arg(m, a[2])?,
        a: pos_arg(m, a[3])?,
        sub: atomic_arg(m, a[4], out, out == Out::Atom && m.flags.read.iso)?
            .map(|s| s.chars().collect()),
    };
    let n = whole.len(m);
    let mut from = match redo {
        Some(r) => (r.0[0] as usize, r.0[1] as usize),
        None => (0, 0),
    };
    // With Sub bound its text already matched: hand back the caller's
    // term, since a fresh atom would not unify with e.g. a string Sub.
    let given = ask.sub.is_some();
    loop {
        let Some((b, l)) = ask.first(m, &whole, n, from) else {
            return Ok(Step::Fail);
        };
        from = (b, l + 1);
        let mark = m.st.mark();
        let sub = if given {
            a[4]
        } else {
            let s = whole.piece(m, b, l);
            make_text(m, &s, out)?
        };
        let num = |x: usize| Cell::Int(x as i64);
        if m.st.unify(a[1], num(b))
            && m.st.unify(a[2], num(l))
            && m.st.unify(a[3], num(n - b - l))
            && m.st.unify(a[4], sub)
        {
            return Ok(match ask.first(m, &whole, n, from) {
                Some((nb, nl)) => Step::More(Redo([nb as u64, nl as u64, 0])),
                None => Step::Last,
            });
        }
        m.st.undo_to(mark);
    }
}
