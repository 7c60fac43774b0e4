//! Character, code, byte and line I/O on streams: `get_char/1,2`,
//! `peek_char/1,2`, `get_code/1,2`, `peek_code/1,2`, `put_code/1,2`,
//! `get_byte/1,2`, `peek_byte/1,2`, `put_byte/1,2`,
//! `at_end_of_stream/0,1`, `read_line_to_string/2` and
//! `read_line_to_codes/2,3`.
//!
//! At the end of a stream `get_char` gives `end_of_file`, `get_code` and
//! `get_byte` give -1; reading again follows the stream's `eof_action`.

use super::stream_or_current;
use crate::builtins::stream::Dir;
use crate::builtins::Ctx;
use crate::builtins::{instantiation_error, permission_error, type_error, Flow, Registry, Res};
use crate::term::{atom, Cell};

pub(super) fn register(r: &mut Registry) {
    r.add("get_char", 1, |m, a| get(m, None, a[0], Item::Char, false));
    r.add("get_char", 2, |m, a| {
        get(m, Some(a[0]), a[1], Item::Char, false)
    });
    r.add("peek_char", 1, |m, a| get(m, None, a[0], Item::Char, true));
    r.add("peek_char", 2, |m, a| {
        get(m, Some(a[0]), a[1], Item::Char, true)
    });
    r.add("get_code", 1, |m, a| get(m, None, a[0], Item::Code, false));
    r.add("get_code", 2, |m, a| {
        get(m, Some(a[0]), a[1], Item::Code, false)
    });
    r.add("peek_code", 1, |m, a| get(m, None, a[0], Item::Code, true));
    r.add("peek_code", 2, |m, a| {
        get(m, Some(a[0]), a[1], Item::Code, true)
    });
    r.add("get_byte", 1, |m, a| get(m, None, a[0], Item::Byte, false));
    r.add("get_byte", 2, |m, a| {
        get(m, Some(a[0]), a[1], Item::Byte, false)
    });
    r.add("peek_byte", 1, |m, a| get(m, None, a[0], Item::Byte, true));
    r.add("peek_byte", 2, |m, a| {
        get(m, Some(a[0]), a[1], Item::Byte, true)
    });
    r.add("put_code", 1, |m, a| put_code(m, None, a[0]));
    r.add("put_code", 2, |m, a| put_code(m, Some(a[0]), a[1]));
    r.add("put_byte", 1, |m, a| put_byte(m, None, a[0]));
    r.add("put_byte", 2, |m, a| put_byte(m, Some(a[0]), a[1]));
    r.add("at_end_of_stream", 0, |m, _| at_end(m, None));
    r.add("at_end_of_stream", 1, |m, a| at_end(m, Some(a[0])));
    r.add("read_line_to_string", 2, read_line_to_string);
    r.add("read_line_to_codes", 2, read_line_to_codes);
    r.add("read_line_to_codes", 3, read_line_to_codes3);
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Item {
    Char,
    Code,
    Byte,
}

fn get(m: &mut Ctx, s: Option<Cell>, out: Cell, item: Item, peek: bool) -> Res {
    let id = stream_or_current(m, s, Dir::In)?;
    let binary = m.streams.std(id).binary;
    if item == Item::Byte && !binary {
        let t = culprit(m, s, id);
        return Err(permission_error(m, "input", "text_stream", t));
    }
    let stream = m.streams.std(id);
    // Characters of a binary stream are its bytes.
    let got = if binary {
        stream.get_byte(peek).map(|b| b.map(char::from))
    } else if peek {
        Ok(stream.peek_char())
    } else {
        stream.get_char()
    };
    let got = match got {
        Ok(c) => c,
        Err(_) => return Err(m.past_eof_error(id)),
    };
    let value = match (got, item) {
        (Some(c), Item::Char) => m.st.new_atom(c.encode_utf8(&mut [0; 4])),
        (Some(c), _) => Cell::Int(c as i64),
        (None, Item::Char) => Cell::Atom(atom::END_OF_FILE),
        (None, _) => Cell::Int(-1),
    };
    Ok(m.st.unify(out, value))
}

/// The stream as the caller named it, for an error term.
fn culprit(m: &mut Ctx, s: Option<Cell>, id: u32) -> Cell {
    match s {
        Some(s) => m.st.deref(s),
        None => m.stream_term(id),
    }
}

fn put_code(m: &mut Ctx, s: Option<Cell>, c: Cell) -> Res {
    let id = stream_or_current(m, s, Dir::Out)?;
    let ch = match m.st.deref(c) {
        Cell::Var(_) => return Err(instantiation_error()),
        Cell::Int(n) => match u32::try_from(n).ok().and_then(char::from_u32) {
            Some(ch) => ch,
            None => return Err(type_error(m, "character", Cell::Int(n))),
        },
        // SWI also takes a one-character atom.
        Cell::Atom(a) if m.st.atom_name(a).chars().count() == 1 => {
            m.st.atom_name(a).chars().next().unwrap_or(' ')
        }
        other => return Err(type_error(m, "character", other)),
    };
    m.write_to(id, ch.encode_utf8(&mut [0; 4]))?;
    Ok(true)
}

fn put_byte(m: &mut Ctx, s: Option<Cell>, b: Cell) -> Res {
    let id = stream_or_current(m, s, Dir::Out)?;
    let byte = match m.st.deref(b) {
        Cell::Var(_) => return Err(instantiation_error()),
        Cell::Int(n) if (0..=255).contains(&n) => n as u8,
        other => return Err(type_error(m, "byte", other)),
    };
    if !m.streams.std(id).binary {
        let t = culprit(m, s, id);
        return Err(permission_error(m, "output", "text_stream", t));
    }
    if let Err(e) = m.streams.std(id).write_bytes(&[byte]) {
        return Err(m.io_error(id, "write", &e));
    }
    Ok(true)
}

fn at_end(m: &mut Ctx, s: Option<Cell>) -> Res {
    let id = stream_or_current(m, s, Dir::In)?;
    Ok(m.streams.std(id).end_state() != "not")
}

/// The next line of stream `s` without its line end, `None` at the end.
fn line(m: &mut Ctx, s: Cell, keep_newline: bool) -> Result<Option<String>, Flow> {
    let id = m.stream_arg(s, Dir::In)?;
    let limit = m.flags.stack_limit;
    let stream = m.streams.std(id);
    stream.text_limit = limit;
    let line = stream.read_line(keep_newline);
    // A line that does not fit under the stack limit (a source without
    // line ends) is dropped up to where it stopped.
    if stream.take_overflow() {
        return Err(super::super::resource_error(m, "memory"));
    }
    match line {
        Ok(l) => Ok(l),
        Err(_) => Err(m.past_eof_error(id)),
    }
}

fn codes(text: &str) -> Vec<Cell> {
    text.chars().map(|c| Cell::Int(c as i64)).collect()
}

/// `read_line_to_string(+Stream, -String)`: `end_of_file` at the end.
fn read_line_to_string(m: &mut Ctx, a: &[Cell]) -> Res {
    let v = match line(m, a[0], false)? {
        Some(l) => m.st.new_string(&l),
        None => Cell::Atom(atom::END_OF_FILE),
    };
    Ok(m.st.unify(a[1], v))
}

/// `read_line_to_codes(+Stream, -Codes)`: `end_of_file` at the end
/// (SWI documents -1, but 9.0.4 gives the atom).
fn read_line_to_codes(m: &mut Ctx, a: &[Cell]) -> Res {
    let v = match line(m, a[0], false)? {
        Some(l) => m.st.new_list(&codes(&l), Cell::Atom(atom::NIL)),
        None => Cell::Atom(atom::END_OF_FILE),
    };
    Ok(m.st.unify(a[1], v))
}

/// `read_line_to_codes(+Stream, -Codes, ?Tail)`: the line with its
/// newline, as a difference list; `[]` (and `Tail = []`) at the end.
fn read_line_to_codes3(m: &mut Ctx, a: &[Cell]) -> Res {
    match line(m, a[0], true)? {
        Some(l) => {
            let v = m.st.new_list(&codes(&l), a[2]);
            Ok(m.st.unify(a[1], v))
        }
        None => {
            let nil = Cell::Atom(atom::NIL);
            Ok(m.st.unify(a[1], nil) && m.st.unify(a[2], nil))
        }
    }
}
