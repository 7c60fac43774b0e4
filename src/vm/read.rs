//! read/1 and read_term/2,3 from user_input: the same reader as for
//! files, fed a line at a time until a clause is complete.

use std::io::BufRead;

use super::Machine;
use crate::builtins::{domain_error, instantiation_error, Flow, Registry, Res};
use crate::reader::Reader;
use crate::term::{atom, Cell};

pub(crate) fn register(r: &mut Registry) {
    r.add("read", 1, |m, a| read_term(m, a[0], Cell::Atom(atom::NIL)));
    r.add("read", 2, |m, a| {
        input_stream(m, a[0])?;
        read_term(m, a[1], Cell::Atom(atom::NIL))
    });
    r.add("read_term", 2, |m, a| read_term(m, a[0], a[1]));
    r.add("read_term", 3, |m, a| {
        input_stream(m, a[0])?;
        read_term(m, a[1], a[2])
    });
}

fn input_stream(m: &mut Machine, s: Cell) -> Result<(), Flow> {
    match m.st.deref(s) {
        Cell::Var(_) => Err(instantiation_error()),
        Cell::Atom(a) if matches!(m.st.atom_name(a), "user_input" | "user") => Ok(()),
        other => Err(crate::builtins::existence_error(m, "stream", other)),
    }
}

/// Does the text end a clause (an end token, then only layout)?
fn ends_clause(buf: &str) -> bool {
    crate::reader::ends_with_end_token(buf)
}

fn read_term(m: &mut Machine, term: Cell, opts: Cell) -> Res {
    let opts = crate::builtins::get_list(m, opts)?;
    loop {
        let eof = !ends_clause(&m.input_buf) && {
            let mut line = String::new();
            let n = m.input.read_line(&mut line).unwrap_or(0);
            m.input_buf.push_str(&line);
            n == 0
        };
        if !eof && !ends_clause(&m.input_buf) {
            continue;
        }
        let text = std::mem::take(&mut m.input_buf);
        let flags = m.flags.read;
        let mut reader = Reader::new(&text, Some("user_input".into()));
        let res = reader.next_term(&m.ops, &flags);
        m.input_buf = text[reader.offset().min(text.len())..].to_string();
        let (t, names) = match res {
            None => (Cell::Atom(atom::END_OF_FILE), Vec::new()),
            Some(Err(e)) => {
                let msg = m.st.new_atom(&e.message);
                let f = m.st.new_compound(atom::SYNTAX_ERROR, &[msg]);
                return Err(Flow::Error(f));
            }
            Some(Ok(rt)) => m.import_read_term(&rt)?,
        };
        let mut pairs = Vec::new();
        for (name, v) in &names {
            let n = m.st.new_atom(name);
            pairs.push(m.st.new_compound(atom::EQUALS, &[n, *v]));
        }
        for o in opts {
            let o = m.st.deref(o);
            let ok = match m
                .st
                .functor(o)
                .map(|(f, n)| (m.st.atom_name(f).to_string(), n))
            {
                Some((ref f, 1)) if f == "variable_names" => {
                    let l = m.st.new_list(&pairs, Cell::Atom(atom::NIL));
                    m.st.unify(m.st.arg(o, 0), l)
                }
                Some((ref f, 1)) if f == "variables" => {
                    let all = m.st.term_variables(t);
                    let l = m.st.new_list(&all, Cell::Atom(atom::NIL));
                    m.st.unify(m.st.arg(o, 0), l)
                }
                Some(_) => true,
                None => return Err(domain_error(m, "read_option", o)),
            };
            if !ok {
                return Ok(false);
            }
        }
        return Ok(m.st.unify(term, t));
    }
}
