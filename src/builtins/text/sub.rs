//! `sub_atom/5` and `sub_string/5` as primitives
//! `'$sub_atom'(Text, B, L, A, Sub, R)` for the prelude wrappers: the
//! solutions are computed directly from whichever of B, L, A and Sub are
//! known, so the usual deterministic calls build no solution list.

use super::{deliver, make_text, opt_len, text_of, Out};
use crate::builtins::{domain_error, instantiation_error, type_error, Flow, Registry, Res};
use crate::term::{atom, Cell};
use crate::vm::Machine;

pub(super) fn register(r: &mut Registry) {
    r.add("$sub_atom", 6, sub_atom);
    r.add("$sub_string", 6, sub_string);
}

fn sub_atom(m: &mut Machine, a: &[Cell]) -> Res {
    sub_text(m, a, Out::Atom)
}

fn sub_string(m: &mut Machine, a: &[Cell]) -> Res {
    sub_text(m, a, Out::Str)
}

/// The atomic text of the whole or of Sub; `type_error(atom|string, X)`
/// for anything else.
fn atomic_arg(m: &mut Machine, c: Cell, out: Out) -> Result<Option<String>, Flow> {
    match m.st.deref(c) {
        Cell::Var(_) => Ok(None),
        c @ (Cell::Atom(_) | Cell::Text(_) | Cell::Int(_) | Cell::Big(_) | Cell::Flt(_))
            if c != Cell::Atom(atom::NIL) || out == Out::Str =>
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
fn pos_arg(m: &mut Machine, c: Cell) -> Result<Option<usize>, Flow> {
    match opt_len(m, c)? {
        None => Ok(None),
        Some(i) if i < 0 => Err(domain_error(m, "not_less_than_zero", Cell::Int(i))),
        Some(i) => Ok(Some(usize::try_from(i).unwrap_or(usize::MAX))),
    }
}

fn sub_text(m: &mut Machine, a: &[Cell], out: Out) -> Res {
    let Some(text) = atomic_arg(m, a[0], out)? else {
        return Err(instantiation_error());
    };
    let b = pos_arg(m, a[1])?;
    let l = pos_arg(m, a[2])?;
    let af = pos_arg(m, a[3])?;
    let sub = atomic_arg(m, a[4], out)?;
    let chars: Vec<char> = text.chars().collect();
    let n = chars.len();
    // Candidate (B, L) pairs, in SWI's order: B ascending, then L.
    let mut spans: Vec<(usize, usize)> = Vec::new();
    if let Some(sub) = &sub {
        let sc: Vec<char> = sub.chars().collect();
        let sl = sc.len();
        if l.is_none_or(|l| l == sl) && sl <= n {
            let fits = |bb: usize| chars[bb..bb + sl] == sc[..];
            match (b, af) {
                (Some(bb), _) => {
                    if bb + sl <= n && fits(bb) && af.is_none_or(|x| x == n - bb - sl) {
                        spans.push((bb, sl));
                    }
                }
                (None, Some(x)) => {
                    if let Some(bb) = n.checked_sub(sl + x) {
                        if fits(bb) {
                            spans.push((bb, sl));
                        }
                    }
                }
                (None, None) => {
                    spans.extend((0..=n - sl).filter(|&bb| fits(bb)).map(|bb| (bb, sl)))
                }
            }
        }
    } else {
        match (b, l, af) {
            (Some(bb), Some(ll), x) => {
                if bb
                    .checked_add(ll)
                    .is_some_and(|e| e <= n && x.is_none_or(|x| x == n - e))
                {
                    spans.push((bb, ll));
                }
            }
            (Some(bb), None, Some(x)) => {
                if let Some(ll) = n.checked_sub(bb).and_then(|r| r.checked_sub(x)) {
                    spans.push((bb, ll));
                }
            }
            (None, Some(ll), Some(x)) => {
                if let Some(bb) = n.checked_sub(ll).and_then(|r| r.checked_sub(x)) {
                    spans.push((bb, ll));
                }
            }
            (Some(bb), None, None) => {
                if bb <= n {
                    spans.extend((0..=n - bb).map(|ll| (bb, ll)));
                }
            }
            (None, Some(ll), None) => {
                if ll <= n {
                    spans.extend((0..=n - ll).map(|bb| (bb, ll)));
                }
            }
            (None, None, Some(x)) => {
                if x <= n {
                    spans.extend((0..=n - x).map(|bb| (bb, n - x - bb)));
                }
            }
            (None, None, None) => {
                for bb in 0..=n {
                    spans.extend((0..=n - bb).map(|ll| (bb, ll)));
                }
            }
        }
    }
    // With Sub bound its text already matched: hand back the caller's
    // term, since a fresh atom would not unify with e.g. a string Sub.
    let given = sub.is_some().then_some(a[4]);
    let sols: Vec<Vec<Cell>> = spans
        .into_iter()
        .map(|(bb, ll)| {
            let sub = given.unwrap_or_else(|| {
                let s: String = chars[bb..bb + ll].iter().collect();
                make_text(m, &s, out)
            });
            let num = |x: usize| Cell::Int(x as i64);
            vec![num(bb), num(ll), num(n - bb - ll), sub]
        })
        .collect();
    Ok(deliver(m, &a[1..5], sols, a[5]))
}
