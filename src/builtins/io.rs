//! Streams as Prolog sees them: `open/3,4`, `close/1,2`, the current
//! input and output, stream properties, and the primitives behind
//! `stream_property/2` (prelude/io.pl). Character, byte and line I/O and
//! whole files are in `io/chars.rs` and `io/files.rs`; file name
//! patterns and the terminal's size in `io/glob.rs`.
//!
//! The streams themselves are the machine's stream table
//! (`vm/stream.rs`); this module only parses arguments and options.

mod chars;
mod files;
mod fs;
mod glob;

use std::io::BufReader;

use super::{
    domain_error, existence_error, instantiation_error, permission_error, type_error, Flow,
    Registry, Res,
};
use crate::builtins::stream::{Backend, Dir, EofAction, Mode, Stream, USER_INPUT};
use crate::builtins::Ctx;
use crate::term::{atom, Cell};

pub fn register(r: &mut Registry) {
    r.add("open", 3, |m, a| {
        open(m, a[0], a[1], a[2], Cell::Atom(atom::NIL))
    });
    r.add("open", 4, |m, a| open(m, a[0], a[1], a[2], a[3]));
    r.add("close", 1, |m, a| close(m, a[0], Cell::Atom(atom::NIL)));
    r.add("close", 2, |m, a| close(m, a[0], a[1]));
    r.add("prompt", 2, prompt);
    r.add("current_input", 1, |m, a| current(m, a[0], Dir::In));
    r.add("current_output", 1, |m, a| current(m, a[0], Dir::Out));
    r.add("set_input", 1, |m, a| {
        m.streams.cur_in = m.stream_arg(a[0], Dir::In)?;
        Ok(true)
    });
    r.add("set_output", 1, |m, a| {
        m.streams.cur_out = m.stream_arg(a[0], Dir::Out)?;
        Ok(true)
    });
    r.add("set_stream", 2, set_stream);
    r.add("is_stream", 1, |m, a| {
        let s = m.st.deref(a[0]);
        Ok(!matches!(s, Cell::Var(_)) && m.stream_arg(s, Dir::Any).is_ok())
    });
    r.add("$streams", 1, streams);
    r.add("$stream_properties", 2, properties);
    r.add("line_count", 2, |m, a| {
        let id = m.stream_arg(a[0], Dir::Any)?;
        let n = m.streams.std(id).lines as i64;
        Ok(m.st.unify(a[1], Cell::Int(n)))
    });
    r.add("line_position", 2, |m, a| {
        let id = m.stream_arg(a[0], Dir::Any)?;
        let n = m.streams.std(id).line_pos as i64;
        Ok(m.st.unify(a[1], Cell::Int(n)))
    });
    r.add("character_count", 2, |m, a| {
        let id = m.stream_arg(a[0], Dir::Any)?;
        let n = m.streams.std(id).chars as i64;
        Ok(m.st.unify(a[1], Cell::Int(n)))
    });
    chars::register(r);
    files::register(r);
    fs::register(r);
    glob::register(r);
}

/// A file name: an atom or a string.
pub(crate) fn file_name(m: &mut Ctx, c: Cell) -> Result<String, Flow> {
    match m.st.deref(c) {
        Cell::Var(_) => Err(instantiation_error()),
        Cell::Atom(a) => Ok(m.st.atom_name(a).to_string()),
        t @ Cell::Text(_) => Ok(m.st.text(t).unwrap_or_default()),
        other => Err(type_error(m, "text", other)),
    }
}

/// Options of `open/4` that change the stream.
struct OpenOptions {
    aliases: Vec<crate::term::Atom>,
    eof_action: EofAction,
    binary: bool,
}

fn open_options(m: &mut Ctx, opts: Cell) -> Result<OpenOptions, Flow> {
    let mut o = OpenOptions {
        aliases: Vec::new(),
        eof_action: EofAction::EofCode,
        binary: false,
    };
    for opt in super::get_list(m, opts)? {
        let Some((name, v)) = super::option_of(m, opt)? else {
            continue;
        };
        let opt = m.st.deref(opt);
        let v = m.st.deref(v);
        let bad = |m: &mut Ctx| domain_error(m, "stream_option", opt);
        match m.st.atom_name(name) {
            "alias" => {
                let a = super::get_atom(m, v)?;
                if m.streams.alias_in_use(a) {
                    let alias = m.st.new_compound_str("alias", &[v]);
                    return Err(permission_error(m, "open", "source_sink", alias));
                }
                o.aliases.push(a);
            }
            "type" => match v {
                Cell::Atom(a) if m.st.atom_name(a) == "text" => o.binary = false,
                Cell::Atom(a) if m.st.atom_name(a) == "binary" => o.binary = true,
                Cell::Var(_) => return Err(instantiation_error()),
                _ => return Err(bad(m)),
            },
            "eof_action" => {
                o.eof_action = match v {
                    Cell::Atom(a) => match m.st.atom_name(a) {
                        "eof_code" => EofAction::EofCode,
                        "error" => EofAction::Error,
                        "reset" => EofAction::Reset,
                        _ => return Err(domain_error(m, "eof_action", v)),
                    },
                    Cell::Var(_) => return Err(instantiation_error()),
                    _ => return Err(type_error(m, "atom", v)),
                }
            }
            "encoding" => match v {
                Cell::Atom(a)
                    if matches!(
                        m.st.atom_name(a),
                        "utf8"
                            | "text"
                            | "octet"
                            | "ascii"
                            | "iso_latin_1"
                            | "unicode_le"
                            | "unicode_be"
                            | "wchar_t"
                            | "utf16le"
                            | "utf16be"
                    ) => {}
                Cell::Var(_) => return Err(instantiation_error()),
                _ => return Err(domain_error(m, "encoding", v)),
            },
            _ => {}
        }
    }
    Ok(o)
}

fn open(m: &mut Ctx, file: Cell, mode: Cell, stream: Cell, opts: Cell) -> Res {
    let name = file_name(m, file)?;
    let mode = match m.st.deref(mode) {
        Cell::Var(_) => return Err(instantiation_error()),
        Cell::Atom(a) => match m.st.atom_name(a) {
            "read" => Mode::Read,
            "write" => Mode::Write,
            "append" | "update" => Mode::Append,
            _ => return Err(domain_error(m, "io_mode", Cell::Atom(a))),
        },
        other => return Err(type_error(m, "atom", other)),
    };
    let o = open_options(m, opts)?;
    let opened = match mode {
        Mode::Read => std::fs::File::open(&name).and_then(|f| {
            if f.metadata()?.is_dir() {
                Err(std::io::Error::from(std::io::ErrorKind::PermissionDenied))
            } else {
                Ok(Backend::Read(Box::new(BufReader::new(f))))
            }
        }),
        Mode::Write | Mode::Append => std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(mode == Mode::Write)
            .append(mode == Mode::Append)
            .open(&name)
            .map(|f| Backend::Write(Box::new(std::io::BufWriter::new(f)))),
    };
    let backend = match opened {
        Ok(b) => b,
        Err(e) => {
            let f = m.st.deref(file);
            return Err(match e.kind() {
                std::io::ErrorKind::NotFound => existence_error(m, "source_sink", f),
                _ => permission_error(m, "open", "source_sink", f),
            });
        }
    };
    let s = m.st.deref(stream);
    if !matches!(s, Cell::Var(_)) {
        let e = m.st.new_compound_str("uninstantiation_error", &[s]);
        return Err(Flow::Error(e));
    }
    let mut st = Stream::new(backend, mode);
    st.aliases = o.aliases;
    st.eof_action = o.eof_action;
    st.binary = o.binary;
    st.file_name = Some(m.st.intern(&name));
    let id = m.streams.add(st);
    let t = m.stream_term(id);
    Ok(m.st.unify(stream, t))
}

/// `close(+Stream, +Options)`: the stream is closed even when its last
/// output cannot be written, and then the error is raised, unless
/// `force(true)` is given (SWI-Prolog's `close/2`).
fn close(m: &mut Ctx, stream: Cell, opts: Cell) -> Res {
    let id = m.stream_arg(stream, Dir::Any)?;
    let mut force = false;
    for opt in super::get_list(m, opts)? {
        let Some((name, v)) = super::option_of(m, opt)? else {
            continue;
        };
        if m.st.atom_name(name) == "force" {
            force = match m.st.deref(v) {
                Cell::Atom(atom::TRUE) => true,
                Cell::Atom(a) if m.st.atom_name(a) == "false" => false,
                Cell::Var(_) => return Err(instantiation_error()),
                other => return Err(type_error(m, "bool", other)),
            };
        }
    }
    // The culprit is named before the stream (and its alias) is gone.
    let culprit = match m.streams.get(id).map(|s| s.flush()) {
        Some(Err(e)) => Some(m.io_error(id, "write", &e)),
        _ => None,
    };
    let _ = m.streams.remove(id);
    match culprit {
        Some(e) if !force => Err(e),
        _ => Ok(true),
    }
}

/// `current_input/1`, `current_output/1`: with a stream given, checks it
/// names the current one.
fn current(m: &mut Ctx, s: Cell, dir: Dir) -> Res {
    let cur = match dir {
        Dir::In => m.streams.cur_in,
        _ => m.streams.cur_out,
    };
    match m.st.deref(s) {
        Cell::Var(_) => {
            let t = m.stream_term(cur);
            Ok(m.st.unify(s, t))
        }
        Cell::Atom(a) if m.st.atom_name(a) == "user" => {
            Err(existence_error(m, "stream", Cell::Atom(a)))
        }
        _ => Ok(m.stream_arg(s, Dir::Any)? == cur),
    }
}

/// `set_stream(+Stream, +Attribute)`: `alias(A)` (taken from any
/// stream that had it) and `eof_action(A)` take effect; SWI's other
/// attributes (buffering, encoding, tty, ...) are accepted and ignored.
fn set_stream(m: &mut Ctx, a: &[Cell]) -> Res {
    let id = m.stream_arg(a[0], Dir::Any)?;
    let attr = m.st.deref(a[1]);
    let name = match attr {
        Cell::Var(_) => return Err(instantiation_error()),
        Cell::Str(_) => match m.st.functor(attr) {
            Some((f, 1)) => m.st.atom_name(f).to_string(),
            _ => return Err(domain_error(m, "stream_attribute", attr)),
        },
        _ => return Err(type_error(m, "stream_attribute", attr)),
    };
    let v = m.st.deref(m.st.arg(attr, 0));
    match name.as_str() {
        "alias" => {
            let al = super::get_atom(m, v)?;
            m.streams.set_alias(id, al);
        }
        "eof_action" => {
            let action = match v {
                Cell::Var(_) => return Err(instantiation_error()),
                Cell::Atom(x) => match m.st.atom_name(x) {
                    "eof_code" => EofAction::EofCode,
                    "error" => EofAction::Error,
                    "reset" => EofAction::Reset,
                    _ => return Err(domain_error(m, "eof_action", v)),
                },
                _ => return Err(type_error(m, "atom", v)),
            };
            m.streams.std(id).eof_action = action;
        }
        "buffer"
        | "buffer_size"
        | "close_on_abort"
        | "close_on_exec"
        | "encoding"
        | "type"
        | "file_name"
        | "line_position"
        | "locale"
        | "newline"
        | "timeout"
        | "record_position"
        | "representation_errors"
        | "tty"
        | "write_errors" => {}
        _ => return Err(domain_error(m, "stream_attribute", attr)),
    }
    Ok(true)
}

/// `'$streams'(-List)`: every open stream.
fn streams(m: &mut Ctx, a: &[Cell]) -> Res {
    let ids = m.streams.ids();
    let terms: Vec<Cell> = ids.into_iter().map(|id| m.stream_term(id)).collect();
    let l = m.st.new_list(&terms, Cell::Atom(atom::NIL));
    Ok(m.st.unify(a[0], l))
}

/// `'$stream_properties'(+Stream, -List)`: the properties of a stream,
/// in SWI's order.
fn properties(m: &mut Ctx, a: &[Cell]) -> Res {
    let id = m.stream_arg(a[0], Dir::Any)?;
    let s = m.streams.std(id);
    let (file, mode, input, aliases) = (s.file_name, s.mode, s.is_input(), s.aliases.clone());
    let (chars, lines, line_pos) = (s.chars as i64, s.lines as i64, s.line_pos as i64);
    let bytes = s.bytes as i64;
    let (eof_action, binary) = (s.eof_action, s.binary);
    // Peeking at the user's terminal would wait for a line.
    let end = if input && id != USER_INPUT {
        Some(s.end_state())
    } else if input {
        Some("not")
    } else {
        None
    };
    let mut props = Vec::new();
    if let Some(f) = file {
        props.push(m.st.new_compound_str("file_name", &[Cell::Atom(f)]));
    }
    let mode = m.st.new_atom(mode.name());
    props.push(m.st.new_compound_str("mode", &[mode]));
    props.push(m.st.new_atom(if input { "input" } else { "output" }));
    for al in aliases {
        props.push(m.st.new_compound_str("alias", &[Cell::Atom(al)]));
    }
    let pos = m.st.new_compound_str(
        "$stream_position",
        &[
            Cell::Int(chars),
            Cell::Int(lines),
            Cell::Int(line_pos),
            Cell::Int(bytes),
        ],
    );
    props.push(m.st.new_compound_str("position", &[pos]));
    if let Some(e) = end {
        let e = m.st.new_atom(e);
        props.push(m.st.new_compound_str("end_of_stream", &[e]));
    }
    let ea = m.st.new_atom(eof_action.name());
    props.push(m.st.new_compound_str("eof_action", &[ea]));
    let ty = m.st.new_atom(if binary { "binary" } else { "text" });
    props.push(m.st.new_compound_str("type", &[ty]));
    let enc = m.st.new_atom(if binary { "octet" } else { "utf8" });
    props.push(m.st.new_compound_str("encoding", &[enc]));
    let l = m.st.new_list(&props, Cell::Atom(atom::NIL));
    Ok(m.st.unify(a[1], l))
}

/// The stream of an optional stream argument, for input or output.
pub(crate) fn stream_or_current(m: &mut Ctx, s: Option<Cell>, dir: Dir) -> Result<u32, Flow> {
    match (s, dir) {
        (Some(s), _) => m.stream_arg(s, dir),
        (None, Dir::In) => Ok(m.streams.cur_in),
        (None, _) => Ok(m.streams.cur_out),
    }
}

/// `prompt(-Old, +New)`: the prompt for lines read from user_input (shown
/// only at the interactive toplevel, as SWI-Prolog shows it only on a
/// terminal).
fn prompt(m: &mut Ctx, a: &[Cell]) -> Res {
    let input = crate::builtins::stream::USER_INPUT;
    let old = m.streams.std(input).prompt.clone();
    let old = m.st.new_atom(&old);
    // Old first, so prompt(P, P) reads the prompt.
    if !m.st.unify(a[0], old) {
        return Ok(false);
    }
    let new = match m.st.deref(a[1]) {
        Cell::Var(_) => return Err(instantiation_error()),
        Cell::Atom(x) => m.st.atom_name(x).to_string(),
        other => return Err(type_error(m, "atom", other)),
    };
    m.streams.std(input).prompt = new;
    Ok(true)
}
