//! Atoms, characters and strings: conversion between text types, length,
//! case, concatenation, splitting, substrings and character classes.
//!
//! Every predicate here reads its text arguments through [`text_of`] (or
//! the erroring [`get_text`]), which accepts what SWI-Prolog's text
//! conversion accepts: atoms, strings, numbers, code lists and char lists.
//! Positions and lengths count Unicode scalar values, never bytes.
//!
//! Nondeterministic predicates (`atom_concat/3`, `sub_atom/5`,
//! `char_type/2`, ...) are a `'$...'` primitive here that either settles
//! the common deterministic case itself or returns the list of all
//! solutions, plus a wrapper in `prelude/text.pl` that enumerates it.
//!
//! **Invariant:** nothing here panics on user input: malformed or partial
//! lists, huge numbers and invalid code points become ISO errors.

use super::{instantiation_error, type_error, Flow, Registry};
use crate::builtins::Ctx;
use crate::term::{atom, BigIntExt, Cell, ListEnd, Store};

mod concat;
mod convert;
mod ctype;
mod number;
mod sub;
mod term;
#[cfg(test)]
mod tests;

#[cfg(test)]
pub(crate) use number::parse_number_value;
pub use number::{parse_number_text, NumberError};

pub fn register_nondet(r: &mut Registry<super::NondetBuiltin>) {
    sub::register_nondet(r);
    ctype::register_nondet(r);
}

pub fn register(r: &mut Registry) {
    convert::register(r);
    concat::register(r);
    ctype::register(r);
    term::register(r);
}

// ---- reading text -------------------------------------------------------

/// The text of an atom, string, number, code list or char list; `None`
/// for anything else, including unbound and partial lists.
pub fn text_of(m: &Ctx, c: Cell) -> Option<String> {
    match m.st.deref(c) {
        Cell::Atom(atom::NIL) => Some(String::new()),
        Cell::Atom(a) => Some(m.st.atom_name(a).to_string()),
        Cell::Text(_) => m.st.text(m.st.deref(c)),
        Cell::Int(i) => Some(i.to_string()),
        c @ Cell::Big(_) => m.st.integer(c).map(|b| b.to_radix_string(10)),
        Cell::Flt(f) => Some(format_float(f)),
        l @ Cell::Lst(_) => decode_list(&m.st, l, ListKind::Codes).ok(),
        _ => None,
    }
}

/// [`text_of`] or the error SWI raises: an instantiation error for an
/// unbound term or a partial list, the list element's error for a bad
/// code or char list, otherwise `type_error(Type, Culprit)`.
pub fn get_text(m: &mut Ctx, c: Cell, ty: &str) -> Result<String, Flow> {
    let c = m.st.deref(c);
    match c {
        Cell::Var(_) => Err(instantiation_error()),
        Cell::Lst(_) => decode_list(&m.st, c, ListKind::Codes).map_err(|e| match e {
            ListError::NotList(_) => type_error(m, ty, c),
            e => e.into_flow(m),
        }),
        _ => match text_of(m, c) {
            Some(s) => Ok(s),
            None => Err(type_error(m, ty, c)),
        },
    }
}

/// Hands a nondeterministic primitive's solutions to its prelude wrapper:
/// no solution fails; a single one is unified with `outs` here and `r`
/// becomes `true`; several make `r` the list of `s(V1, ..., Vn)` terms
/// for the wrapper to enumerate with `member/2`.
pub(crate) fn deliver(m: &mut Ctx, outs: &[Cell], mut sols: Vec<Vec<Cell>>, r: Cell) -> bool {
    match sols.len() {
        0 => false,
        1 => {
            let sol = sols.pop().unwrap_or_default();
            outs.iter().zip(sol).all(|(&o, v)| m.st.unify(o, v))
                && m.st.unify(r, Cell::Atom(atom::TRUE))
        }
        _ => {
            let s = m.st.intern("s");
            let items: Vec<Cell> = sols.iter().map(|sol| m.st.new_compound(s, sol)).collect();
            let l = m.st.new_list(&items, Cell::Atom(atom::NIL));
            m.st.unify(r, l)
        }
    }
}

/// Which kind of list a predicate prefers; the first element decides the
/// kind actually used, the preference names the error when it fits
/// neither.
#[derive(Clone, Copy, PartialEq, Debug)]
pub(crate) enum ListKind {
    Codes,
    Chars,
}

/// Why a term is not a code or char list.
#[derive(Clone, Copy, Debug)]
pub(crate) enum ListError {
    /// Partial list or unbound element.
    Partial,
    /// Not a list at all (the dereferenced culprit).
    NotList(Cell),
    /// `type_error(character_code, X)`.
    BadCode(Cell),
    /// `type_error(character, X)`.
    BadChar(Cell),
}

impl ListError {
    pub(crate) fn into_flow(self, m: &mut Ctx) -> Flow {
        match self {
            ListError::Partial => instantiation_error(),
            ListError::NotList(c) => type_error(m, "list", c),
            ListError::BadCode(c) => type_error(m, "character_code", c),
            ListError::BadChar(c) => type_error(m, "character", c),
        }
    }
}

/// A code point as a char, refusing negatives, surrogates and values past
/// U+10FFFF.
pub(crate) fn code_char(i: i64) -> Option<char> {
    u32::try_from(i).ok().and_then(char::from_u32)
}

/// The single char of a one-character atom.
pub(crate) fn atom_char(st: &Store, c: Cell) -> Option<char> {
    match c {
        Cell::Atom(a) => {
            let mut it = st.atom_name(a).chars();
            match (it.next(), it.next()) {
                (Some(ch), None) => Some(ch),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Decodes a proper list of codes or one-char atoms (or a string) into
/// a string.
pub(crate) fn decode_list(st: &Store, c: Cell, prefer: ListKind) -> Result<String, ListError> {
    let mut out = String::new();
    let mut kind: Option<ListKind> = None;
    let cur = st.deref(c);
    // A string stands for its codes or chars, as SWI's text conversion has it.
    if let Cell::Text(_) = cur {
        return Ok(st.text(cur).unwrap_or_default());
    }
    let mut items = st.list_cells(cur);
    for e in items.by_ref() {
        let e = st.deref(e);
        let k = match (kind, e) {
            (_, Cell::Var(_)) => return Err(ListError::Partial),
            (Some(k), _) => k,
            (None, Cell::Int(_)) => ListKind::Codes,
            (None, Cell::Atom(_)) if atom_char(st, e).is_some() => ListKind::Chars,
            (None, _) => prefer,
        };
        kind = Some(k);
        let ch = match k {
            ListKind::Codes => match e {
                Cell::Int(i) => code_char(i),
                _ => None,
            }
            .ok_or(ListError::BadCode(e))?,
            ListKind::Chars => atom_char(st, e).ok_or(ListError::BadChar(e))?,
        };
        out.push(ch);
    }
    match items.end() {
        Some(ListEnd::Nil) => Ok(out),
        Some(ListEnd::Partial(_)) => Err(ListError::Partial),
        _ => Err(ListError::NotList(cur)),
    }
}

// ---- building text --------------------------------------------------------

/// The type of text a predicate produces.
#[derive(Clone, Copy, PartialEq, Debug)]
pub(crate) enum Out {
    Atom,
    Str,
}

/// Text `s` as an atom or a string, refused (`resource_error`) when it
/// does not fit under the stack limit.
pub(crate) fn make_text(m: &mut Ctx, s: &str, out: Out) -> Result<Cell, Flow> {
    text_room(m, s.len(), out)?;
    Ok(match out {
        Out::Atom => m.st.new_atom(s),
        Out::Str => m.st.new_string(s),
    })
}

/// Whether text of `len` bytes fits under the stack limit as `out`: a
/// string takes a cell for every eight bytes on the heap, an atom its
/// bytes in the atom table. Builtins that join texts ask before they
/// build the joined text in Rust.
pub(crate) fn text_room(m: &mut Ctx, len: usize, out: Out) -> Result<(), Flow> {
    match out {
        Out::Atom => m.room_for_bytes(len),
        Out::Str => m.room_for_cells(len / 8 + 2),
    }
}

/// The codes of `s` as a list: two cells a character, and as many for
/// the Rust vector on the way.
pub(crate) fn code_list(m: &mut Ctx, s: &str) -> Result<Cell, Flow> {
    m.room_for_cells(s.len().saturating_mul(4))?;
    let items: Vec<Cell> = s.chars().map(|ch| Cell::Int(ch as i64)).collect();
    Ok(m.st.new_list(&items, Cell::Atom(atom::NIL)))
}

pub(crate) fn char_list(m: &mut Ctx, s: &str) -> Result<Cell, Flow> {
    m.room_for_cells(s.len().saturating_mul(4))?;
    let mut buf = [0u8; 4];
    let items: Vec<Cell> = s
        .chars()
        .map(|ch| m.st.new_atom(ch.encode_utf8(&mut buf)))
        .collect();
    Ok(m.st.new_list(&items, Cell::Atom(atom::NIL)))
}

pub(crate) fn unify(m: &mut Ctx, a: Cell, b: Cell) -> bool {
    m.st.unify(a, b)
}

/// A non-negative integer argument, `None` when unbound; the ISO errors
/// for anything else.
pub(crate) fn opt_len(m: &mut Ctx, c: Cell) -> Result<Option<i64>, Flow> {
    match m.st.deref(c) {
        Cell::Var(_) => Ok(None),
        Cell::Int(i) => Ok(Some(i)),
        other => Err(type_error(m, "integer", other)),
    }
}

// ---- numbers as text --------------------------------------------------------

pub(crate) use crate::builtins::write::format_float;

/// The text of a number cell (`c` dereferenced), `None` for non-numbers.
pub(crate) fn number_text(st: &Store, c: Cell) -> Option<String> {
    match c {
        Cell::Int(i) => Some(i.to_string()),
        Cell::Big(_) => st.integer(c).map(|b| b.to_radix_string(10)),
        Cell::Flt(f) => Some(format_float(f)),
        _ => None,
    }
}
