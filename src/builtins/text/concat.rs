//! Joining and splitting text: `atom_concat/3`, `string_concat/3`,
//! `text_concat/3` (primitives for the prelude wrappers),
//! `atomic_list_concat/2,3` and `split_string/4`.

use super::{deliver, get_text, make_text, text_of, text_room, unify, Out};
use crate::builtins::Ctx;
use crate::builtins::{domain_error, instantiation_error, type_error, Flow, Registry, Res};
use crate::term::{atom, Cell, ListEnd};

pub(super) fn register(r: &mut Registry) {
    r.add("$atom_concat", 4, atom_concat);
    r.add("$string_concat", 4, string_concat);
    r.add("$text_concat", 4, text_concat);
    r.add("atomic_list_concat", 2, atomic_list_concat2);
    r.add("atomic_list_concat", 3, atomic_list_concat3);
    r.add("split_string", 4, split_string);
}

/// The text of an atomic argument for the concat family, `None` when
/// unbound, `type_error(atomic, X)` otherwise.
fn concat_arg(m: &mut Ctx, c: Cell, strict: bool) -> Result<Option<String>, Flow> {
    match m.st.deref(c) {
        Cell::Var(_) => Ok(None),
        // `strict`: atom_concat/3 under the `iso` flag, where `[]` is an
        // atom and other text than atomic text is ISO's type_error(atom,
        // X) (numbers stay text, as with SWI's iso flag).
        Cell::Atom(atom::NIL) if strict => Ok(Some("[]".into())),
        c if strict && !c.is_atomic() => Err(type_error(m, "atom", c)),
        // SWI: the empty list is no text for the concat family.
        c @ Cell::Atom(atom::NIL) => Err(type_error(m, "atom", c)),
        c @ (Cell::Atom(_) | Cell::Text(_) | Cell::Int(_) | Cell::Big(_) | Cell::Flt(_)) => {
            Ok(text_of(m, c))
        }
        c => Err(type_error(m, "atomic", c)),
    }
}

/// The shared engine of the three concat primitives
/// `'$X_concat'(A, B, C, R)`. `out` picks the result type from whether
/// the inputs (A and B, or C when splitting) are strings.
fn concat(m: &mut Ctx, a: &[Cell], out: impl Fn(bool) -> Out) -> Res {
    let strict = out(false) == Out::Atom && out(true) == Out::Atom && m.flags.read.iso;
    let x = concat_arg(m, a[0], strict)?;
    let y = concat_arg(m, a[1], strict)?;
    let is_str = |m: &Ctx, c: Cell| matches!(m.st.deref(c), Cell::Text(_));
    if let (Some(x), Some(y)) = (&x, &y) {
        let ty = out(is_str(m, a[0]) || is_str(m, a[1]));
        text_room(m, x.len().saturating_add(y.len()), ty)?;
        let joined = format!("{x}{y}");
        return match concat_arg(m, a[2], strict)? {
            // A bound result is compared as text: atom_concat(a, b, "ab").
            Some(z) => Ok(z == joined && unify(m, a[3], Cell::Atom(atom::TRUE))),
            None => {
                let t = make_text(m, &joined, ty)?;
                Ok(unify(m, t, a[2]) && unify(m, a[3], Cell::Atom(atom::TRUE)))
            }
        };
    }
    let Some(z) = concat_arg(m, a[2], strict)? else {
        return Err(instantiation_error());
    };
    let ty = out(is_str(m, a[2]));
    // A bound input is handed back as given (atom_concat(X, "b", ab)).
    let mut sols = Vec::new();
    match (x, y) {
        (Some(x), _) => {
            if let Some(rest) = z.strip_prefix(x.as_str()) {
                let r = make_text(m, rest, ty)?;
                sols.push(vec![a[0], r]);
            }
        }
        (_, Some(y)) => {
            if let Some(front) = z.strip_suffix(y.as_str()) {
                let f = make_text(m, front, ty)?;
                sols.push(vec![f, a[1]]);
            }
        }
        (None, None) => {
            let cuts = z.char_indices().map(|(i, _)| i).chain([z.len()]);
            for i in cuts.collect::<Vec<_>>() {
                let (f, s) = (make_text(m, &z[..i], ty)?, make_text(m, &z[i..], ty)?);
                sols.push(vec![f, s]);
            }
        }
    }
    Ok(deliver(m, &[a[0], a[1]], sols, a[3]))
}

fn atom_concat(m: &mut Ctx, a: &[Cell]) -> Res {
    concat(m, a, |_| Out::Atom)
}

fn string_concat(m: &mut Ctx, a: &[Cell]) -> Res {
    concat(m, a, |_| Out::Str)
}

fn text_concat(m: &mut Ctx, a: &[Cell]) -> Res {
    concat(m, a, |s| if s { Out::Str } else { Out::Atom })
}

// ---- atomic_list_concat -------------------------------------------------------

/// What walking the list of `atomic_list_concat` found.
enum Parts {
    /// Every element is atomic text.
    Texts(Vec<String>),
    /// A partial list or an unbound element: only splitting can help.
    Unbound,
}

fn list_parts(m: &mut Ctx, l: Cell) -> Result<Parts, Flow> {
    let mut out = Vec::new();
    let mut unbound = false;
    let mut it = m.st.list_cells(l);
    let items: Vec<Cell> = it.by_ref().collect();
    let end = it.end();
    if end == Some(ListEnd::Cyclic) {
        let whole = m.st.deref(l);
        return Err(type_error(m, "list", whole));
    }
    for e in items {
        match m.st.deref(e) {
            Cell::Var(_) => unbound = true,
            e @ (Cell::Atom(_) | Cell::Text(_) | Cell::Int(_) | Cell::Big(_) | Cell::Flt(_))
                if e != Cell::Atom(atom::NIL) =>
            {
                out.push(text_of(m, e).unwrap_or_default())
            }
            e => return Err(type_error(m, "text", e)),
        }
    }
    match end {
        Some(ListEnd::Partial(_)) => unbound = true,
        Some(ListEnd::Other(_)) => {
            let whole = m.st.deref(l);
            return Err(type_error(m, "list", whole));
        }
        _ => {}
    }
    Ok(if unbound {
        Parts::Unbound
    } else {
        Parts::Texts(out)
    })
}

/// The length of `parts` joined with `sep` between them.
fn joined_len(parts: &[String], sep: &str) -> usize {
    let seps = sep.len().saturating_mul(parts.len().saturating_sub(1));
    parts.iter().fold(seps, |n, p| n.saturating_add(p.len()))
}

fn atomic_list_concat2(m: &mut Ctx, a: &[Cell]) -> Res {
    match list_parts(m, a[0])? {
        Parts::Texts(v) => {
            text_room(m, joined_len(&v, ""), Out::Atom)?;
            let t = m.st.new_atom(&v.concat());
            Ok(unify(m, t, a[1]))
        }
        Parts::Unbound => Err(instantiation_error()),
    }
}

/// `atomic_list_concat(?List, +Sep, ?Atom)`: joins when the list is
/// complete; otherwise (or when joining does not match a bound Atom) and
/// Sep is not empty, splits Atom at each Sep into atoms.
fn atomic_list_concat3(m: &mut Ctx, a: &[Cell]) -> Res {
    let sep = match m.st.deref(a[1]) {
        Cell::Var(_) => return Err(instantiation_error()),
        c @ (Cell::Atom(_) | Cell::Text(_) | Cell::Int(_) | Cell::Big(_) | Cell::Flt(_))
            if c != Cell::Atom(atom::NIL) =>
        {
            text_of(m, c).unwrap_or_default()
        }
        c => return Err(type_error(m, "text", c)),
    };
    let parts = list_parts(m, a[0])?;
    let whole = m.st.deref(a[2]);
    if let Parts::Texts(v) = &parts {
        text_room(m, joined_len(v, &sep), Out::Atom)?;
        let t = m.st.new_atom(&v.join(&sep));
        if unify(m, t, a[2]) {
            return Ok(true);
        }
        if matches!(whole, Cell::Var(_)) || sep.is_empty() {
            return Ok(false);
        }
    }
    // Splitting needs a separator first (SWI: the empty one is a domain
    // error, given as written, even with Atom unbound), then the text.
    if sep.is_empty() {
        let e = m.st.deref(a[1]);
        return Err(domain_error(m, "non_empty_atom", e));
    }
    if matches!(whole, Cell::Var(_)) {
        return Err(instantiation_error());
    }
    let text = match whole {
        Cell::Atom(atom::NIL) => return Err(type_error(m, "atom", whole)),
        Cell::Atom(_) | Cell::Text(_) | Cell::Int(_) | Cell::Big(_) | Cell::Flt(_) => {
            text_of(m, whole).unwrap_or_default()
        }
        other => return Err(type_error(m, "atomic", other)),
    };
    // Two list cells an atom (their names are no longer than the text).
    let n = text.matches(sep.as_str()).count() + 1;
    m.room_for_cells(n.saturating_mul(4))?;
    let items: Vec<Cell> = text.split(sep.as_str()).map(|p| m.st.new_atom(p)).collect();
    let l = m.st.new_list(&items, Cell::Atom(atom::NIL));
    Ok(unify(m, l, a[0]))
}

// ---- split_string -----------------------------------------------------------

/// Text for `split_string/4`: atoms, strings and code/char lists; numbers
/// are refused, as in SWI-Prolog.
fn split_arg(m: &mut Ctx, c: Cell) -> Result<String, Flow> {
    match m.st.deref(c) {
        c @ (Cell::Int(_) | Cell::Big(_) | Cell::Flt(_)) => Err(type_error(m, "text", c)),
        c => get_text(m, c, "text"),
    }
}

/// `split_string(+String, +SepChars, +PadChars, -SubStrings)`.
fn split_string(m: &mut Ctx, a: &[Cell]) -> Res {
    let s = split_arg(m, a[0])?;
    let sep = split_arg(m, a[1])?;
    let pad = split_arg(m, a[2])?;
    let l = m.st.deref(a[3]);
    if !matches!(l, Cell::Var(_) | Cell::Lst(_) | Cell::Atom(atom::NIL)) {
        return Err(type_error(m, "list", l));
    }
    let fields = split_fields(&s, &sep, &pad);
    let cells = fields
        .iter()
        .fold(0usize, |n, f| n.saturating_add(f.len() / 8 + 4));
    m.room_for_cells(cells)?;
    let items: Vec<Cell> = fields.iter().map(|f| m.st.new_string(f)).collect();
    let list = m.st.new_list(&items, Cell::Atom(atom::NIL));
    Ok(unify(m, list, a[3]))
}

/// SWI-Prolog's splitting: strip pad from both ends of the whole text;
/// then each field runs from after the pad at its start to the next
/// separator, with trailing pad removed. When separators are also pad,
/// runs of them act as one.
pub(super) fn split_fields(s: &str, sep: &str, pad: &str) -> Vec<String> {
    let chars: Vec<char> = s.chars().collect();
    let is_pad = |c: char| pad.contains(c);
    let is_sep = |c: char| sep.contains(c);
    let (mut start, mut end) = (0, chars.len());
    while start < end && is_pad(chars[start]) {
        start += 1;
    }
    while end > start && is_pad(chars[end - 1]) {
        end -= 1;
    }
    let mut out = Vec::new();
    loop {
        while start < end && is_pad(chars[start]) {
            start += 1;
        }
        let mut stop = start;
        while stop < end && !is_sep(chars[stop]) {
            stop += 1;
        }
        let mut fe = stop;
        while fe > start && is_pad(chars[fe - 1]) {
            fe -= 1;
        }
        out.push(chars[start..fe].iter().collect());
        if stop >= end {
            return out;
        }
        start = stop + 1;
    }
}
