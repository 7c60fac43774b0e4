//! `read/1,2` and `read_term/2,3` on any input stream: the same reader
//! as for files, fed from the stream's decoded text until a clause is
//! complete (see `Stream::clause_text`).

use super::Machine;
use super::Registry;
use crate::builtins::stream::Dir;
use crate::builtins::{instantiation_error, type_error, Flow, Res};
use crate::reader::Reader;
use crate::term::{atom, Cell};

pub(crate) fn register(r: &mut Registry) {
    r.add("read", 1, |m, a| {
        let s = m.cx.streams.cur_in;
        read_term(m, s, a[0], Cell::Atom(atom::NIL))
    });
    r.add("read", 2, |m, a| {
        let s = m.cx.stream_arg(a[0], Dir::In)?;
        read_term(m, s, a[1], Cell::Atom(atom::NIL))
    });
    r.add("read_term", 2, |m, a| {
        let s = m.cx.streams.cur_in;
        read_term(m, s, a[0], a[1])
    });
    r.add("read_term", 3, |m, a| {
        let s = m.cx.stream_arg(a[0], Dir::In)?;
        read_term(m, s, a[1], a[2])
    });
}

fn read_term(m: &mut Machine, id: u32, term: Cell, opts: Cell) -> Res {
    let opts = crate::builtins::get_list(&mut m.cx, opts)?;
    let Some(stream) = m.cx.streams.get(id) else {
        return Ok(false);
    };
    let file = stream
        .file_name
        .map(|a| m.cx.st.atom_name(a).to_string())
        .unwrap_or_else(|| "user_input".into());
    let limit = m.cx.flags.stack_limit;
    let stream = m.cx.streams.std(id);
    stream.text_limit = limit;
    let text = stream.clause_text().to_string();
    // A clause that does not fit under the stack limit (a source without
    // end, /dev/zero) is dropped, so a later read goes on after it.
    if stream.take_overflow() {
        stream.consume(text.len());
        return Err(crate::builtins::resource_error(&mut m.cx, "memory"));
    }
    let flags = m.cx.flags.read;
    let mut reader = Reader::new(&text, Some(file));
    let res = reader.next_term(&m.cx.ops, &flags);
    m.cx.streams.std(id).consume(reader.offset());
    let (t, rt) = match res {
        None => {
            if m.cx.streams.std(id).at_eof_for_read().is_err() {
                return Err(m.cx.past_eof_error(id));
            }
            (Cell::Atom(atom::END_OF_FILE), None)
        }
        Some(Err(e)) => {
            let msg = if let Some(q) = e.eof_in_quote() {
                let q = m.cx.st.new_atom(&q.to_string());
                m.cx.st.new_compound_str("end_of_file_in_quoted", &[q])
            } else if e.message == "unterminated block comment" {
                m.cx.st.new_atom("end_of_file_in_block_comment")
            } else if e.message.contains("end of file") {
                m.cx.st.new_atom("end_of_file")
            } else {
                let f = e.formal();
                m.cx.st.new_atom(&f)
            };
            let f = m.cx.st.new_compound(atom::SYNTAX_ERROR, &[msg]);
            return Err(Flow::Error(f));
        }
        Some(Ok(rt)) => (Cell::Atom(atom::NIL), Some(rt)),
    };
    let (t, names, singles) = match &rt {
        None => (t, Vec::new(), Vec::new()),
        Some(rt) => {
            let (t, names) = m.cx.import_read_term(rt)?;
            // The reader lists variables in order of first occurrence,
            // the order term_variables/2 finds them in.
            let all = m.cx.st.term_variables(t);
            let singles = rt
                .vars
                .iter()
                .zip(all)
                .filter(|(v, _)| v.occurrences == 1)
                .map(|(v, c)| (v.name.clone(), c))
                .collect();
            (t, names, singles)
        }
    };
    for o in opts {
        let o = m.cx.st.deref(o);
        let functor = match o {
            Cell::Str(_) => m.cx.st.functor(o),
            _ => None,
        };
        let ok = match functor.map(|(f, n)| (m.cx.st.atom_name(f).to_string(), n)) {
            Some((ref f, 1)) if f == "variable_names" || f == "singletons" => {
                let which = if f == "singletons" { &singles } else { &names };
                let mut pairs = Vec::new();
                for (name, v) in which {
                    let n = m.cx.st.new_atom(name);
                    pairs.push(m.cx.st.new_compound(atom::EQUALS, &[n, *v]));
                }
                let l = m.cx.st.new_list(&pairs, Cell::Atom(atom::NIL));
                m.cx.st.unify(m.cx.st.arg(o, 0), l)
            }
            Some((ref f, 1)) if f == "variables" => {
                let all = m.cx.st.term_variables(t);
                let l = m.cx.st.new_list(&all, Cell::Atom(atom::NIL));
                m.cx.st.unify(m.cx.st.arg(o, 0), l)
            }
            Some(_) => true,
            None if matches!(o, Cell::Var(_)) => return Err(instantiation_error()),
            None => return Err(type_error(&mut m.cx, "option", o)),
        };
        if !ok {
            return Ok(false);
        }
    }
    Ok(m.cx.st.unify(term, t))
}
