//! Terms as text: `term_to_atom/2`, `term_string/2`, `atom_to_term/3`
//! and `read_term_from_atom/3`.
//!
//! Writing uses the term writer with `quoted(true)`, as SWI-Prolog does;
//! reading uses the reader with the machine's operator table, so a text
//! that does not parse raises `syntax_error(Message)` and never panics.

use super::get_text;
use crate::builtins::write::{term_to_string, writeq_opts, WriteOpts};
use crate::builtins::Ctx;
use crate::builtins::{Flow, Registry, Res};
use crate::reader::parse_term;
use crate::term::{atom, Cell};

pub(super) fn register(r: &mut Registry) {
    r.add("term_to_atom", 2, term_to_atom);
    r.add("term_string", 2, term_string);
    r.add("term_string", 3, term_string3);
    r.add("atom_to_term", 3, atom_to_term);
    r.add("read_term_from_atom", 3, read_term_from_atom);
}

/// `atom_to_term(+Text, -Term, -Bindings)`: parses Text; Bindings is the
/// list of `'Name' = Var` for its named variables, in order of appearance.
fn atom_to_term(m: &mut Ctx, a: &[Cell]) -> Res {
    let s = get_text(m, a[0], "text")?;
    let (t, names) = parse(m, &s)?;
    let bindings = bindings(m, names);
    Ok(m.st.unify(a[1], t) && m.st.unify(a[2], bindings))
}

/// `read_term_from_atom(+Atom, -Term, +Options)`: of the options,
/// `variable_names(V)` is honoured, the rest ignored.
fn read_term_from_atom(m: &mut Ctx, a: &[Cell]) -> Res {
    let s = get_text(m, a[0], "text")?;
    let (t, names) = parse(m, &s)?;
    Ok(m.st.unify(a[1], t) && variable_names_option(m, a[2], names)?)
}

/// `term_string(?Term, ?String, +Options)`: as term_string/2; reading
/// honours `variable_names(V)`.
fn term_string3(m: &mut Ctx, a: &[Cell]) -> Res {
    let text = m.st.deref(a[1]);
    if matches!(text, Cell::Var(_)) {
        return term_string(m, a);
    }
    let s = get_text(m, text, "text")?;
    let (t, names) = parse(m, &s)?;
    Ok(m.st.unify(a[0], t) && variable_names_option(m, a[2], names)?)
}

/// The list of `'Name' = Var` for a read term's named variables.
fn bindings(m: &mut Ctx, names: Vec<(String, Cell)>) -> Cell {
    let pairs: Vec<Cell> = names
        .into_iter()
        .map(|(name, var)| {
            let n = m.st.new_atom(&name);
            m.st.new_compound(atom::EQUALS, &[n, var])
        })
        .collect();
    m.st.new_list(&pairs, Cell::Atom(atom::NIL))
}

/// Unifies `variable_names(V)` in the option list with the read term's
/// `'Name' = Var` list, in order of appearance.
fn variable_names_option(m: &mut Ctx, opts: Cell, names: Vec<(String, Cell)>) -> Res {
    let opts = crate::builtins::get_list(m, opts)?;
    let Some(want) = opts.into_iter().find(|&o| {
        m.st.functor(o)
            .is_some_and(|(f, n)| n == 1 && m.st.atom_name(f) == "variable_names")
    }) else {
        return Ok(true);
    };
    let l = bindings(m, names);
    let target = m.st.arg(want, 0);
    Ok(m.st.unify(target, l))
}

/// `term_to_atom(?Term, ?Atom)`: with `Atom` bound, parses it and unifies
/// the result with `Term`; otherwise writes `Term` quoted into an atom.
fn term_to_atom(m: &mut Ctx, a: &[Cell]) -> Res {
    convert(m, a, "text", |m, s| m.st.new_atom(s))
}

/// `term_string(?Term, ?String)`: as `term_to_atom/2`, with a string.
fn term_string(m: &mut Ctx, a: &[Cell]) -> Res {
    convert(m, a, "text", |m, s| m.st.new_string(s))
}

/// Parses `a[1]` (text of type `ty`) into `a[0]`, or writes `a[0]` as
/// text made by `make` when `a[1]` is unbound.
fn convert(m: &mut Ctx, a: &[Cell], ty: &str, make: fn(&mut Ctx, &str) -> Cell) -> Res {
    let text = m.st.deref(a[1]);
    if !matches!(text, Cell::Var(_)) {
        let s = get_text(m, text, ty)?;
        let (t, _) = parse(m, &s)?;
        return Ok(m.st.unify(a[0], t));
    }
    // Quoted, with '$VAR'(N) as written (SWI: numbervars(false)) and
    // quotes doubled rather than escaped (`'don''t'`), as SWI writes here.
    let opts = WriteOpts {
        numbervars: false,
        escapes: crate::builtins::write::Escapes::Off,
        ..writeq_opts()
    };
    let s = term_to_string(&m.st, &m.ops, a[0], &opts);
    let out = make(m, &s);
    Ok(m.st.unify(a[1], out))
}

/// Reads one term from `text` with fresh variables; returns it with its
/// named variables.
///
/// Text with no term in it (empty, or only layout) reads as
/// `end_of_file`, as SWI reads it.
fn parse(m: &mut Ctx, text: &str) -> Result<(Cell, Vec<(String, Cell)>), Flow> {
    if text.trim().is_empty() {
        return Ok((Cell::Atom(atom::END_OF_FILE), Vec::new()));
    }
    let flags = m.flags.read;
    match parse_term(text, &m.ops, &flags) {
        Ok(rt) => m.import_read_term(&rt),
        Err(e) => {
            let msg = match e.eof_in_quote() {
                Some(q) => {
                    let q = m.st.new_atom(&q.to_string());
                    m.st.new_compound_str("end_of_file_in_quoted", &[q])
                }
                None => m.st.new_atom(&e.formal()),
            };
            Err(Flow::Error(m.st.new_compound(atom::SYNTAX_ERROR, &[msg])))
        }
    }
}
