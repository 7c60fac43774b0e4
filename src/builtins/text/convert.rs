//! Conversions between atoms, strings, numbers and code/char lists;
//! lengths and case mapping.

use super::{
    char_list, code_char, code_list, decode_list, get_text, make_text, number_text, opt_len,
    parse_number_text, text_of, unify, ListKind, NumberError, Out,
};
use crate::builtins::Ctx;
use crate::builtins::{
    domain_error, instantiation_error, representation_error, type_error, Flow, Registry, Res,
};
use crate::term::{atom, Cell};

pub(super) fn register(r: &mut Registry) {
    r.add("atom_codes", 2, atom_codes);
    r.add("atom_chars", 2, atom_chars);
    r.add("char_code", 2, char_code);
    r.add("atom_length", 2, atom_length);
    r.add("string_length", 2, string_length);
    r.add("atom_number", 2, atom_number);
    r.add("number_codes", 2, number_codes);
    r.add("number_chars", 2, number_chars);
    r.add("number_string", 2, number_string);
    r.add("atom_string", 2, atom_string);
    r.add("string_to_atom", 2, string_to_atom);
    r.add("string_codes", 2, string_codes);
    r.add("string_chars", 2, string_chars);
    r.add("$string_code", 4, string_code);
    r.add("upcase_atom", 2, upcase_atom);
    r.add("downcase_atom", 2, downcase_atom);
    r.add("string_upper", 2, string_upper);
    r.add("string_lower", 2, string_lower);
}

// ---- text <-> list ----------------------------------------------------------

/// Text of an atomic first argument (no lists: `atom_codes([], L)` is a
/// type error in SWI-Prolog).
fn atomic_text(m: &mut Ctx, c: Cell, ty: &str) -> Result<Option<String>, Flow> {
    match m.st.deref(c) {
        Cell::Var(_) => Ok(None),
        // Under the `iso` flag `[]` is the atom `'[]'`.
        Cell::Atom(atom::NIL) if m.flags.read.iso => Ok(Some("[]".into())),
        c @ (Cell::Atom(atom::NIL) | Cell::Lst(_) | Cell::Str(_)) => Err(type_error(m, ty, c)),
        c => Ok(text_of(m, c)),
    }
}

/// `Text <-> List` where `Text` is produced as `out` and the list is of
/// `kind`.
fn text_list(m: &mut Ctx, args: &[Cell], ty: &str, out: Out, kind: ListKind) -> Res {
    if let Some(s) = atomic_text(m, args[0], ty)? {
        let l = match kind {
            ListKind::Codes => code_list(m, &s)?,
            ListKind::Chars => char_list(m, &s)?,
        };
        return Ok(unify(m, l, args[1]));
    }
    let s = decode_list(&m.st, args[1], kind).map_err(|e| e.into_flow(m))?;
    let t = make_text(m, &s, out)?;
    Ok(unify(m, t, args[0]))
}

fn atom_codes(m: &mut Ctx, a: &[Cell]) -> Res {
    text_list(m, a, "atom", Out::Atom, ListKind::Codes)
}

fn atom_chars(m: &mut Ctx, a: &[Cell]) -> Res {
    text_list(m, a, "atom", Out::Atom, ListKind::Chars)
}

fn string_codes(m: &mut Ctx, a: &[Cell]) -> Res {
    if m.st.deref(a[0]).is_atomic() || matches!(m.st.deref(a[0]), Cell::Lst(_)) {
        let s = get_text(m, a[0], "text")?;
        let l = code_list(m, &s)?;
        return Ok(unify(m, l, a[1]));
    }
    text_list(m, a, "text", Out::Str, ListKind::Codes)
}

fn string_chars(m: &mut Ctx, a: &[Cell]) -> Res {
    if m.st.deref(a[0]).is_atomic() || matches!(m.st.deref(a[0]), Cell::Lst(_)) {
        let s = get_text(m, a[0], "text")?;
        let l = char_list(m, &s)?;
        return Ok(unify(m, l, a[1]));
    }
    text_list(m, a, "text", Out::Str, ListKind::Chars)
}

fn char_code(m: &mut Ctx, a: &[Cell]) -> Res {
    match m.st.deref(a[0]) {
        Cell::Var(_) => {}
        c => {
            let ch = super::atom_char(&m.st, c).ok_or_else(|| type_error(m, "character", c))?;
            // ISO and SWI: a code that is neither a variable nor an
            // integer is a type error, not a failure.
            return match m.st.deref(a[1]) {
                Cell::Var(_) | Cell::Int(_) => Ok(unify(m, Cell::Int(ch as i64), a[1])),
                other => Err(type_error(m, "integer", other)),
            };
        }
    }
    match m.st.deref(a[1]) {
        Cell::Var(_) => Err(instantiation_error()),
        Cell::Int(i) => match code_char(i) {
            Some(ch) => {
                let c = m.st.new_atom(ch.encode_utf8(&mut [0u8; 4]));
                Ok(unify(m, c, a[0]))
            }
            // ISO: an integer that is no character code is a
            // representation error; SWI says type error.
            None if m.flags.read.iso => Err(representation_error(m, "character_code")),
            None => Err(type_error(m, "character_code", Cell::Int(i))),
        },
        other => Err(type_error(m, "integer", other)),
    }
}

/// `atom_length/2` and `string_length/2`: any text; SWI fails (rather
/// than raising a domain error) for a negative length.
fn atom_length(m: &mut Ctx, a: &[Cell]) -> Res {
    if m.flags.read.iso {
        match m.st.deref(a[0]) {
            // Under the `iso` flag (as SWI's) only an atom has a length.
            Cell::Atom(atom::NIL) => return Ok(unify(m, Cell::Int(2), a[1])),
            c if !matches!(c, Cell::Atom(_) | Cell::Var(_)) => {
                return Err(type_error(m, "atom", c))
            }
            _ => {}
        }
    }
    string_length(m, a)
}

fn string_length(m: &mut Ctx, a: &[Cell]) -> Res {
    let n = match m.st.deref(a[0]) {
        // An ASCII atom's length is its byte length: no copy, no count.
        Cell::Atom(x) if x != atom::NIL && m.st.atom_is_ascii(x) => m.st.atom_name(x).len() as i64,
        _ => get_text(m, a[0], "text")?.chars().count() as i64,
    };
    let len = opt_len(m, a[1])?;
    Ok(len.is_none_or(|l| l == n) && unify(m, Cell::Int(n), a[1]))
}

// ---- numbers ------------------------------------------------------------------

/// The formal term for a number that does not parse.
fn number_error(m: &mut Ctx, e: NumberError) -> Flow {
    match e {
        NumberError::Illegal => {
            let what = m.st.new_atom("illegal_number");
            Flow::Error(m.st.new_compound(atom::SYNTAX_ERROR, &[what]))
        }
        NumberError::FloatOverflow => {
            let what = m.st.new_atom("float_overflow");
            Flow::Error(m.st.new_compound(atom::SYNTAX_ERROR, &[what]))
        }
    }
}

/// A bound first argument must be a number; `Ok(None)` when unbound.
fn number_arg(m: &mut Ctx, c: Cell) -> Result<Option<String>, Flow> {
    match m.st.deref(c) {
        Cell::Var(_) => Ok(None),
        c => match number_text(&m.st, c) {
            Some(s) => Ok(Some(s)),
            None => Err(type_error(m, "number", c)),
        },
    }
}

/// `number_codes/2`, `number_chars/2`: the list, when complete, is parsed
/// (leading layout allowed) and wins over the number, as ISO requires.
fn number_list(m: &mut Ctx, a: &[Cell], kind: ListKind) -> Res {
    let given = number_arg(m, a[0])?;
    match decode_list(&m.st, a[1], kind) {
        Ok(s) => {
            let n = parse_number_text(&mut m.st, s.trim_start()).map_err(|e| number_error(m, e))?;
            Ok(unify(m, n, a[0]))
        }
        Err(e) => match given {
            Some(s) => {
                let l = match kind {
                    ListKind::Codes => code_list(m, &s)?,
                    ListKind::Chars => char_list(m, &s)?,
                };
                Ok(unify(m, l, a[1]))
            }
            None => Err(e.into_flow(m)),
        },
    }
}

fn number_codes(m: &mut Ctx, a: &[Cell]) -> Res {
    number_list(m, a, ListKind::Codes)
}

fn number_chars(m: &mut Ctx, a: &[Cell]) -> Res {
    number_list(m, a, ListKind::Chars)
}

/// `atom_number(?Atom, ?Number)`: fails when the text is not a number.
fn atom_number(m: &mut Ctx, a: &[Cell]) -> Res {
    match m.st.deref(a[0]) {
        Cell::Var(_) => match number_arg(m, a[1])? {
            Some(s) => {
                let t = m.st.new_atom(&s);
                Ok(unify(m, t, a[0]))
            }
            None => Err(instantiation_error()),
        },
        c @ (Cell::Atom(_) | Cell::Text(_)) if c != Cell::Atom(atom::NIL) => {
            let s = text_of(m, c).unwrap_or_default();
            match parse_number_text(&mut m.st, &s) {
                Ok(n) => Ok(unify(m, n, a[1])),
                Err(_) => Ok(false),
            }
        }
        other => Err(type_error(m, "atom", other)),
    }
}

/// `number_string(?Number, ?String)`: the string side is a string or a
/// code/char list; fails when it is not a number.
fn number_string(m: &mut Ctx, a: &[Cell]) -> Res {
    let given = number_arg(m, a[0])?;
    let s = match m.st.deref(a[1]) {
        Cell::Var(_) => None,
        c @ Cell::Text(_) => text_of(m, c),
        c @ (Cell::Lst(_) | Cell::Atom(atom::NIL)) => {
            Some(decode_list(&m.st, c, ListKind::Codes).map_err(|e| e.into_flow(m))?)
        }
        other => return Err(type_error(m, "list", other)),
    };
    match (s, given) {
        (Some(s), _) => match parse_number_text(&mut m.st, &s) {
            Ok(n) => Ok(unify(m, n, a[0])),
            Err(_) => Ok(false),
        },
        (None, Some(g)) => {
            let t = m.st.new_string(&g);
            Ok(unify(m, t, a[1]))
        }
        (None, None) => Err(instantiation_error()),
    }
}

// ---- atom <-> string --------------------------------------------------------

/// `X <-> Y` as SWI's atom_string/2 and string_to_atom/2: the first
/// side that reads as text (X, then Y) gives the other, made as `out`
/// when unbound and otherwise compared as text (`atom_string('1', 1)`
/// holds; `atom_string(a, f(x))` fails).  When neither side reads as
/// text (unbound, a partial list, a bad code, a compound), the error is
/// `type_error` on the string side if it is bound, else on the atom side,
/// else an instantiation error. `string_side` is 0 or 1.
fn convert_pair(m: &mut Ctx, x: Cell, y: Cell, types: [&str; 2], out: [Out; 2]) -> Res {
    let string_side = usize::from(types[1] == "string");
    let sides = [x, y];
    for (from, to) in [(0, 1), (1, 0)] {
        let Some(s) = try_text(m, sides[from]) else {
            continue;
        };
        if matches!(m.st.deref(sides[to]), Cell::Var(_)) {
            let t = make_text(m, &s, out[to])?;
            return Ok(unify(m, t, sides[to]));
        }
        return Ok(try_text(m, sides[to]).is_some_and(|t| t == s));
    }
    for side in [string_side, 1 - string_side] {
        let c = m.st.deref(sides[side]);
        if !matches!(c, Cell::Var(_)) {
            return Err(type_error(m, types[side], c));
        }
    }
    Err(instantiation_error())
}

/// The text of `c` as get_text/3 reads it; `None` where that is an error.
fn try_text(m: &mut Ctx, c: Cell) -> Option<String> {
    if matches!(m.st.deref(c), Cell::Var(_)) {
        return None;
    }
    get_text(m, c, "text").ok()
}

fn atom_string(m: &mut Ctx, a: &[Cell]) -> Res {
    convert_pair(m, a[0], a[1], ["atom", "string"], [Out::Atom, Out::Str])
}

fn string_to_atom(m: &mut Ctx, a: &[Cell]) -> Res {
    convert_pair(m, a[0], a[1], ["string", "atom"], [Out::Str, Out::Atom])
}

/// `'$string_code'(?Index, +String, ?Code, -R)`: with Index bound, checks
/// and binds (R = true); unbound, R is the list of `s(Index, Code)`.
fn string_code(m: &mut Ctx, a: &[Cell]) -> Res {
    // As SWI: the text is checked before the index, and unlike the other
    // text predicates no number is text here (string_code(1, 8, C) is
    // type_error(text, 8)).
    let text = m.st.deref(a[1]);
    if text.is_number() {
        return Err(type_error(m, "text", text));
    }
    let s = get_text(m, text, "text")?;
    let idx = opt_len(m, a[0])?;
    match idx {
        Some(i) if i < 0 => Err(domain_error(m, "not_less_than_zero", Cell::Int(i))),
        Some(i) => match usize::try_from(i - 1).ok().and_then(|i| s.chars().nth(i)) {
            Some(ch) if i >= 1 => {
                Ok(unify(m, Cell::Int(ch as i64), a[2]) && unify(m, Cell::Atom(atom::TRUE), a[3]))
            }
            _ => Ok(false),
        },
        None => {
            let sols: Vec<Vec<Cell>> = s
                .chars()
                .enumerate()
                .map(|(i, ch)| vec![Cell::Int(i as i64 + 1), Cell::Int(ch as i64)])
                .collect();
            Ok(super::deliver(m, &[a[0], a[2]], sols, a[3]))
        }
    }
}

// ---- case -----------------------------------------------------------------

/// Maps each char on its own, keeping it where the mapping is not a
/// single char (`ß` stays `ß`), as SWI-Prolog's `towupper` does.
pub(super) fn map_case(s: &str, upper: bool) -> String {
    s.chars()
        .map(|c| if upper { to_upper(c) } else { to_lower(c) })
        .collect()
}

pub(super) fn to_upper(c: char) -> char {
    let mut it = c.to_uppercase();
    match (it.next(), it.next()) {
        (Some(u), None) => u,
        _ => c,
    }
}

pub(super) fn to_lower(c: char) -> char {
    let mut it = c.to_lowercase();
    match (it.next(), it.next()) {
        (Some(u), None) => u,
        _ => c,
    }
}

/// The text of an atomic term; lists are refused, as in SWI-Prolog.
fn atomic_only(m: &mut Ctx, c: Cell) -> Result<String, Flow> {
    match m.st.deref(c) {
        Cell::Var(_) => Err(instantiation_error()),
        c @ (Cell::Atom(_) | Cell::Text(_) | Cell::Int(_) | Cell::Big(_) | Cell::Flt(_))
            if c != Cell::Atom(atom::NIL) =>
        {
            Ok(text_of(m, c).unwrap_or_default())
        }
        // The empty list is no text here: SWI says an atom was expected.
        c @ Cell::Atom(atom::NIL) => Err(type_error(m, "atom", c)),
        c => Err(type_error(m, "atomic", c)),
    }
}

/// `upcase_atom/2`, `downcase_atom/2`: the result, when bound, may be any
/// text and is compared as text.
fn case_atom(m: &mut Ctx, a: &[Cell], upper: bool) -> Res {
    let s = atomic_only(m, a[0])?;
    let r = map_case(&s, upper);
    match m.st.deref(a[1]) {
        Cell::Var(_) => {
            let t = m.st.new_atom(&r);
            Ok(unify(m, t, a[1]))
        }
        c => match text_of(m, c) {
            Some(t) if !matches!(c, Cell::Lst(_) | Cell::Atom(atom::NIL)) => Ok(t == r),
            _ => Err(type_error(m, "atom", c)),
        },
    }
}

fn upcase_atom(m: &mut Ctx, a: &[Cell]) -> Res {
    case_atom(m, a, true)
}

fn downcase_atom(m: &mut Ctx, a: &[Cell]) -> Res {
    case_atom(m, a, false)
}

fn case_string(m: &mut Ctx, a: &[Cell], upper: bool) -> Res {
    let s = atomic_only(m, a[0])?;
    let t = m.st.new_string(&map_case(&s, upper));
    Ok(unify(m, t, a[1]))
}

fn string_upper(m: &mut Ctx, a: &[Cell]) -> Res {
    case_string(m, a, true)
}

fn string_lower(m: &mut Ctx, a: &[Cell]) -> Res {
    case_string(m, a, false)
}
