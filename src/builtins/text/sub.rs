//! `sub_atom/5` and `sub_string/5` as primitives
//! `'$sub_atom'(Text, B, L, A, Sub, R)` for the prelude wrappers: the
//! solutions are computed directly from whichever of B, L, A and Sub are
//! known, so the usual deterministic calls build no solution list.

use super::{deliver, make_text, opt_len, text_of, Out};
use crate::builtins::Ctx;
use crate::builtins::{domain_error, instantiation_error, type_error, Flow, Registry, Res};
use crate::term::{atom, Cell};

pub(super) fn register(r: &mut Registry) {
    r.add("$sub_atom", 6, sub_atom);
    r.add("$sub_string", 6, sub_string);
}

fn sub_atom(m: &mut Ctx, a: &[Cell]) -> Res {
    sub_text(m, a, Out::Atom)
}

fn sub_string(m: &mut Ctx, a: &[Cell]) -> Res {
    sub_text(m, a, Out::Str)
}

/// The atomic text of the whole or of Sub; `type_error(atom|string, X)`
/// for anything else.
fn atomic_arg(m: &mut Ctx, c: Cell, out: Out) -> Result<Option<String>, Flow> {
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
fn pos_arg(m: &mut Ctx, c: Cell) -> Result<Option<usize>, Flow> {
    match opt_len(m, c)? {
        None => Ok(None),
        Some(i) if i < 0 => Err(domain_error(m, "not_less_than_zero", Cell::Int(i))),
        Some(i) => Ok(Some(usize::try_from(i).unwrap_or(usize::MAX))),
    }
}

/// The one span that `B`, `L` and `A` fix when two of them are given,
/// in a text of `n` characters.
fn fixed_span(
    b: Option<usize>,
    l: Option<usize>,
    af: Option<usize>,
    n: usize,
) -> Option<Option<(usize, usize)>> {
    let span = match (b, l, af) {
        (Some(bb), Some(ll), x) => bb
            .checked_add(ll)
            .filter(|&e| e <= n && x.is_none_or(|x| x == n - e))
            .map(|_| (bb, ll)),
        (Some(bb), None, Some(x)) => n
            .checked_sub(bb)
            .and_then(|r| r.checked_sub(x))
            .map(|ll| (bb, ll)),
        (None, Some(ll), Some(x)) => n
            .checked_sub(ll)
            .and_then(|r| r.checked_sub(x))
            .map(|bb| (bb, ll)),
        _ => return None,
    };
    Some(span)
}

/// `sub_atom/5` on an ASCII atom with the span fixed and `Sub` unbound,
/// the common case of a loop over an atom's characters: it slices the
/// name in place, without copying the whole text. `None` when the call
/// is not that case.
fn sub_ascii_atom(m: &mut Ctx, a: &[Cell], out: Out) -> Option<Res> {
    let Cell::Atom(name) = m.st.deref(a[0]) else {
        return None;
    };
    if name == atom::NIL || !m.st.atom_is_ascii(name) || !matches!(m.st.deref(a[4]), Cell::Var(_)) {
        return None;
    }
    let pos = |m: &mut Ctx, c| match m.st.deref(c) {
        Cell::Var(_) => Some(None),
        Cell::Int(i) if i >= 0 => Some(Some(i as usize)),
        _ => None,
    };
    let (b, l, af) = (pos(m, a[1])?, pos(m, a[2])?, pos(m, a[3])?);
    let n = m.st.atom_name(name).len();
    let Some((bb, ll)) = fixed_span(b, l, af, n)? else {
        return Some(Ok(false));
    };
    let piece = m.st.atom_name(name)[bb..bb + ll].to_string();
    let sub = make_text(m, &piece, out);
    let num = |x: usize| Cell::Int(x as i64);
    let sol = vec![num(bb), num(ll), num(n - bb - ll), sub];
    Some(Ok(deliver(m, &a[1..5], vec![sol], a[5])))
}

fn sub_text(m: &mut Ctx, a: &[Cell], out: Out) -> Res {
    if let Some(done) = sub_ascii_atom(m, a, out) {
        return done;
    }
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
            (b @ Some(_), l @ Some(_), x)
            | (b @ Some(_), l @ None, x @ Some(_))
            | (b @ None, l @ Some(_), x @ Some(_)) => {
                spans.extend(fixed_span(b, l, x, n).flatten());
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
