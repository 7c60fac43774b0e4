//! Character classes: `char_type/2` and `code_type/2`, which enumerate
//! their answers one by one, and `'$char_type'(C, Type, R)`,
//! `'$code_type'(C, Type, R)`, which give them all at once.
//!
//! Classes follow SWI-Prolog on a glibc system, including its asymmetric
//! `to_lower/1` and `to_upper/1`: with the argument unbound,
//! `to_lower(U)` gives the upper case of the char; with it bound, the
//! char must be the lower case of `U`.

use std::sync::OnceLock;

use super::convert::{to_lower, to_upper};
use super::{atom_char, code_char, deliver};
use crate::builtins::Ctx;
use crate::builtins::{
    instantiation_error, type_error, Flow, NondetBuiltin, Redo, Registry, Res, Step,
};
use crate::term::Cell;

pub(super) fn register(r: &mut Registry) {
    r.add("$char_type", 3, |m, a| char_type(m, a, Kind::Char));
    r.add("$code_type", 3, |m, a| char_type(m, a, Kind::Code));
}

pub(super) fn register_nondet(r: &mut Registry<NondetBuiltin>) {
    r.add("char_type", 2, |m, a, redo| {
        char_type_nondet(m, a, redo, Kind::Char)
    });
    r.add("code_type", 2, |m, a, redo| {
        char_type_nondet(m, a, redo, Kind::Code)
    });
}

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Char,
    Code,
}

/// What the argument of a class is.
#[derive(Clone, Copy, PartialEq)]
enum Arg {
    None,
    Weight,
    Char,
}

/// Every class, in the order the types of a char are enumerated.
const CLASSES: &[(&str, Arg)] = &[
    ("alnum", Arg::None),
    ("alpha", Arg::None),
    ("csym", Arg::None),
    ("csymf", Arg::None),
    ("prolog_var_start", Arg::None),
    ("prolog_atom_start", Arg::None),
    ("prolog_identifier_continue", Arg::None),
    ("prolog_symbol", Arg::None),
    ("ascii", Arg::None),
    ("white", Arg::None),
    ("cntrl", Arg::None),
    ("digit", Arg::None),
    ("print", Arg::None),
    ("space", Arg::None),
    ("end_of_line", Arg::None),
    ("newline", Arg::None),
    ("graph", Arg::None),
    ("punct", Arg::None),
    ("period", Arg::None),
    ("quote", Arg::None),
    ("lower", Arg::None),
    ("lower", Arg::Char),
    ("upper", Arg::None),
    ("upper", Arg::Char),
    ("to_lower", Arg::Char),
    ("to_upper", Arg::Char),
    ("paren", Arg::None),
    ("digit", Arg::Weight),
    ("xdigit", Arg::Weight),
    ("end_of_file", Arg::None),
];

/// glibc's `iswspace`: no non-breaking spaces, unlike `char::is_whitespace`.
fn is_space(c: char) -> bool {
    matches!(c as u32, 9..=13 | 32 | 0x1680 | 0x2000..=0x2006 | 0x2008..=0x200A | 0x2028 | 0x2029 | 0x205F | 0x3000)
}

fn is_graph(c: char) -> bool {
    !c.is_control() && !is_space(c) && !c.is_whitespace()
}

/// Whether class `i` holds for `code` (-1 is end of file), with the
/// class argument as an integer (a weight or a code).
/// A code in a class, with the class's argument for it (`upper(L)`: L).
type Member = (i64, Option<i64>);

/// Every code (and `-1`, end of file) in class `i`, with its argument:
/// computed once per class, since enumerating a class means scanning
/// all of Unicode (`code_type(D, digit)` in a loop rescanned it per call).
fn members(i: usize) -> &'static [Member] {
    static TABLES: OnceLock<Vec<OnceLock<Vec<Member>>>> = OnceLock::new();
    let tables = TABLES.get_or_init(|| CLASSES.iter().map(|_| OnceLock::new()).collect());
    tables[i].get_or_init(|| {
        (-1..=0x10FFFF)
            .filter(|&c| c == -1 || code_char(c).is_some())
            .filter_map(|c| eval(c, i).map(|arg| (c, arg)))
            .collect()
    })
}

fn eval(code: i64, i: usize) -> Option<Option<i64>> {
    let (name, _) = CLASSES[i];
    if code == -1 {
        return (name == "end_of_file").then_some(None);
    }
    let c = code_char(code)?;
    let yes = |b: bool| b.then_some(None);
    let with = |b: bool, v: i64| b.then_some(Some(v));
    match (name, CLASSES[i].1) {
        ("alnum", _) => yes(c.is_alphanumeric()),
        ("alpha", _) => yes(c.is_alphabetic()),
        ("csym" | "prolog_identifier_continue", _) => yes(c.is_alphanumeric() || c == '_'),
        ("csymf", _) => yes(c.is_alphabetic() || c == '_'),
        ("prolog_var_start", _) => yes(c.is_uppercase() || c == '_'),
        ("prolog_atom_start", _) => yes(c.is_alphabetic() && !c.is_uppercase()),
        ("prolog_symbol", _) => yes("#$&*+-./:<=>?@\\^~".contains(c)),
        ("ascii", _) => yes(c.is_ascii()),
        ("white", _) => yes(c == ' ' || c == '\t'),
        ("cntrl", _) => yes(c.is_control()),
        ("digit", Arg::None) => yes(c.is_ascii_digit()),
        ("digit", _) => with(c.is_ascii_digit(), code - '0' as i64),
        ("space", _) => yes(is_space(c)),
        ("end_of_line", _) => yes(('\n'..='\r').contains(&c)),
        ("newline", _) => yes(c == '\n'),
        ("period", _) => yes(matches!(c, '.' | '!' | '?')),
        ("quote", _) => yes(matches!(c, '\'' | '"' | '`')),
        ("paren", _) => yes(matches!(c, '(' | ')')),
        ("print", _) => yes(is_graph(c) || c == ' '),
        ("graph", _) => yes(is_graph(c)),
        ("punct", _) => yes(is_graph(c) && !c.is_alphanumeric()),
        ("lower", Arg::None) => yes(c.is_lowercase()),
        ("lower", _) => with(c.is_lowercase(), to_upper(c) as i64),
        ("upper", Arg::None) => yes(c.is_uppercase()),
        ("upper", _) => with(c.is_uppercase(), to_lower(c) as i64),
        ("to_lower", _) => with(true, to_upper(c) as i64),
        ("to_upper", _) => with(true, to_lower(c) as i64),
        ("xdigit", _) => with(c.is_ascii_hexdigit(), c.to_digit(16).unwrap_or(0) as i64),
        _ => None,
    }
}

/// The chars (as codes) of class `i` whose argument is `v`, computed
/// without enumerating all chars.
fn reverse(i: usize, v: i64) -> Vec<i64> {
    let as_char = |v: i64| code_char(v);
    let code = |c: char| c as i64;
    match CLASSES[i].0 {
        "digit" => (0..=9)
            .contains(&v)
            .then(|| '0' as i64 + v)
            .into_iter()
            .collect(),
        "xdigit" => match v {
            0..=9 => vec!['0' as i64 + v],
            // As SWI-Prolog: a given weight names the lower-case digit.
            10..=15 => vec!['a' as i64 + v - 10],
            _ => vec![],
        },
        "lower" => as_char(v)
            .map(to_lower)
            .filter(|&c| c.is_lowercase() && code(to_upper(c)) == v)
            .map(code)
            .into_iter()
            .collect(),
        "upper" => as_char(v)
            .map(to_upper)
            .filter(|&c| c.is_uppercase() && code(to_lower(c)) == v)
            .map(code)
            .into_iter()
            .collect(),
        "to_lower" => as_char(v).map(|c| code(to_lower(c))).into_iter().collect(),
        "to_upper" => as_char(v).map(|c| code(to_upper(c))).into_iter().collect(),
        _ => vec![],
    }
}

/// The char or code argument as a code: `Ok(None)` if unbound, `Err(())`
/// if it can never match (the caller fails).
fn char_arg(m: &mut Ctx, c: Cell, kind: Kind) -> Result<Result<Option<i64>, ()>, Flow> {
    match m.st.deref(c) {
        Cell::Var(_) => Ok(Ok(None)),
        Cell::Int(-1) if kind == Kind::Code => Ok(Ok(Some(-1))),
        Cell::Int(i) if code_char(i).is_some() => Ok(Ok(Some(i))),
        a @ Cell::Atom(_) => match atom_char(&m.st, a) {
            Some(ch) => Ok(Ok(Some(ch as i64))),
            None => Err(type_error(m, "character", a)),
        },
        _ => Ok(Err(())),
    }
}

/// A code as the predicate's kind of char; end of file is -1 as a code
/// and `end_of_file` as a char, as in SWI.
fn out_char(m: &mut Ctx, code: i64, kind: Kind) -> Cell {
    match (kind, code_char(code)) {
        (Kind::Char, Some(ch)) => m.st.new_atom(ch.encode_utf8(&mut [0u8; 4])),
        (Kind::Char, None) if code == -1 => m.st.new_atom("end_of_file"),
        _ => Cell::Int(code),
    }
}

/// A call's question, once its arguments are read: the char (as a
/// code) if given, the type term, the classes it can name and the class
/// argument if that is given.
struct Query {
    ch: Option<i64>,
    t: Cell,
    classes: Vec<usize>,
    bound_arg: Option<i64>,
}

/// One answer: the code, the class and the class's argument for it.
type Sol = (i64, usize, Option<i64>);

/// Reads the arguments: `Ok(None)` if no answer is possible.
fn query(m: &mut Ctx, a: &[Cell], kind: Kind) -> Result<Option<Query>, Flow> {
    let ch = match m.st.deref(a[0]) {
        Cell::Var(_) => None,
        Cell::Int(-1) if kind == Kind::Code => Some(-1),
        Cell::Atom(x) if kind == Kind::Char && m.st.atom_name(x) == "end_of_file" => Some(-1),
        Cell::Int(i) if code_char(i).is_some() => Some(i),
        c => match atom_char(&m.st, c) {
            Some(x) => Some(x as i64),
            None => return Err(type_error(m, "character", c)),
        },
    };
    // The classes the type term can name, with its argument.
    let t = m.st.deref(a[1]);
    let (classes, targ): (Vec<usize>, Option<Cell>) = match t {
        Cell::Var(_) if ch.is_none() => return Err(instantiation_error()),
        Cell::Var(_) => ((0..CLASSES.len()).collect(), None),
        _ => {
            let Some((name, arity)) = m.st.functor(t) else {
                return Err(crate::builtins::type_error(m, "char_type", t));
            };
            let name = m.st.atom_name(name).to_string();
            let want = if arity == 0 {
                None
            } else {
                Some(m.st.arg(t, 0))
            };
            let found: Vec<usize> = classes_named(&name, arity == 1).collect();
            if found.is_empty() || arity > 1 {
                return Err(type_error(m, "char_type", t));
            }
            (found, want)
        }
    };
    // A bound class argument determines the chars directly.
    let bound_arg = match targ {
        Some(c) => match CLASSES[classes[0]].1 {
            Arg::Weight => match m.st.deref(c) {
                Cell::Var(_) => None,
                Cell::Int(w) => Some(w),
                _ => return Ok(None),
            },
            _ => match char_arg(m, c, kind)? {
                Ok(v) => v,
                Err(()) => return Ok(None),
            },
        },
        None => None,
    };
    Ok(Some(Query {
        ch,
        t,
        classes,
        bound_arg,
    }))
}

/// The first answer at or after position (`pos` in the query's classes,
/// `idx` among that class's answers), with its position. Enumerating a
/// class reads its member table, so each answer costs O(1).
fn answer_from(q: &Query, mut pos: usize, mut idx: usize) -> Option<(Sol, usize, usize)> {
    while pos < q.classes.len() {
        let i = q.classes[pos];
        let found = match (q.ch, q.bound_arg) {
            (ch, Some(v)) => reverse(i, v)
                .into_iter()
                .filter(|&c| ch.is_none_or(|x| x == c))
                .nth(idx)
                .map(|c| (c, i, Some(v))),
            (Some(c), None) => (idx == 0)
                .then(|| eval(c, i).map(|arg| (c, i, arg)))
                .flatten(),
            (None, None) => members(i).get(idx).map(|&(c, arg)| (c, i, arg)),
        };
        if let Some(sol) = found {
            return Some((sol, pos, idx));
        }
        pos += 1;
        idx = 0;
    }
    None
}

/// The char and type terms of an answer.
fn answer_cells(m: &mut Ctx, a: &[Cell], q: &Query, (c, i, arg): Sol, kind: Kind) -> [Cell; 2] {
    let cc = if q.ch.is_some() {
        a[0]
    } else {
        out_char(m, c, kind)
    };
    // A bound class argument is handed back as given: char_type(97, alpha)
    // and code_type(X, upper(a)) must not fail on representation.
    if q.bound_arg.is_some() {
        return [cc, q.t];
    }
    let (name, ty) = CLASSES[i];
    let name = m.st.intern(name);
    let tt = match (ty, arg) {
        (Arg::None, _) | (_, None) => Cell::Atom(name),
        (Arg::Weight, Some(w)) => m.st.new_compound(name, &[Cell::Int(w)]),
        (Arg::Char, Some(v)) => {
            let v = out_char(m, v, kind);
            m.st.new_compound(name, &[v])
        }
    };
    [cc, tt]
}

/// The classes named `name`, with an argument or without (the first
/// byte and the length are compared first: most names are five letters).
fn classes_named(name: &str, with_arg: bool) -> impl Iterator<Item = usize> + '_ {
    let (len, first) = (name.len(), name.as_bytes().first().copied());
    (0..CLASSES.len()).filter(move |&i| {
        let c = CLASSES[i].0;
        c.len() == len
            && c.as_bytes().first().copied() == first
            && c == name
            && (CLASSES[i].1 != Arg::None) == with_arg
    })
}

/// The commonest call, a given char tested against a class without an
/// argument (`code_type(C, alpha)`), answered without building a query:
/// `None` for any other call (and for a char or class that is not one,
/// whose error `query` raises).
fn plain_test(m: &Ctx, a: &[Cell], kind: Kind) -> Option<Step> {
    let code = match (m.st.deref(a[0]), kind) {
        (Cell::Int(i), Kind::Code) if code_char(i).is_some() => i,
        (c @ Cell::Atom(_), Kind::Char) => atom_char(&m.st, c)? as i64,
        _ => return None,
    };
    let Cell::Atom(t) = m.st.deref(a[1]) else {
        return None;
    };
    let mut classes = classes_named(m.st.atom_name(t), false);
    let i = classes.next()?;
    if classes.next().is_some() {
        return None;
    }
    Some(if eval(code, i).is_some() {
        Step::Last
    } else {
        Step::Fail
    })
}

/// `'$char_type'(C, Type, R)`: every answer at once, R `true` for one
/// or the list of `s(C, Type)` (the unit tests' view of the classes).
fn char_type(m: &mut Ctx, a: &[Cell], kind: Kind) -> Res {
    let Some(q) = query(m, a, kind)? else {
        return Ok(false);
    };
    let mut sols = Vec::new();
    let (mut pos, mut idx) = (0, 0);
    while let Some((sol, p, i)) = answer_from(&q, pos, idx) {
        sols.push(answer_cells(m, a, &q, sol, kind).to_vec());
        (pos, idx) = (p, i + 1);
    }
    Ok(deliver(m, &[a[0], a[1]], sols, a[2]))
}

/// `char_type/2` and `code_type/2`: the answers one at a time, so a
/// program that takes the first letter of `code_type(C, alpha)` does not
/// pay for the other hundred thousand.
fn char_type_nondet(m: &mut Ctx, a: &[Cell], redo: Option<Redo>, kind: Kind) -> Result<Step, Flow> {
    if redo.is_none() {
        if let Some(step) = plain_test(m, a, kind) {
            return Ok(step);
        }
    }
    let Some(q) = query(m, a, kind)? else {
        return Ok(Step::Fail);
    };
    let (mut pos, mut idx) = redo.map_or((0, 0), |r| (r.0[0] as usize, r.0[1] as usize));
    while let Some((sol, p, i)) = answer_from(&q, pos, idx) {
        (pos, idx) = (p, i + 1);
        let mark = m.st.mark();
        let [cc, tt] = answer_cells(m, a, &q, sol, kind);
        if m.st.unify(a[0], cc) && m.st.unify(a[1], tt) {
            return Ok(match answer_from(&q, pos, idx) {
                Some((_, p, i)) => Step::More(Redo([p as u64, i as u64, 0])),
                None => Step::Last,
            });
        }
        m.st.undo_to(mark);
    }
    Ok(Step::Fail)
}
