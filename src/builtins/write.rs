//! Term output: `write/1`, `writeq/1`, `print/1`, `write_canonical/1`,
//! `write_term/2`, `nl/0`, `tab/1`, `put_char/1` and their stream forms.
//!
//! The writer itself (`writer.rs`) turns a heap term into text without
//! touching the machine; `lexical.rs` holds the character classes,
//! quoting and float printing. This file parses options and resolves
//! streams (see `vm/stream.rs`); without a stream argument they write to
//! the current output.
//!
//! **Invariant:** writing never recurses natively on term depth.

pub(crate) mod capture;
mod lexical;
#[cfg(test)]
pub(crate) mod tests;
mod writer;

pub use lexical::{atom_needs_quotes, format_float, quote_atom, Escapes};
pub(crate) use lexical::{is_symbol_char, var_letter_name};
pub use writer::{term_to_string, WriteOpts};

use super::format::eval_int;
use super::{domain_error, instantiation_error, type_error};
use super::{Flow, Registry, Res};
use crate::builtins::stream::Dir;
use crate::builtins::Ctx;
use crate::term::{atom, Cell};

pub fn register(r: &mut Registry) {
    r.add("write", 1, |m, a| write_with(m, None, a[0], write_opts()));
    r.add("write", 2, |m, a| {
        write_with(m, Some(a[0]), a[1], write_opts())
    });
    r.add("print", 1, |m, a| write_with(m, None, a[0], print_opts()));
    r.add("print", 2, |m, a| {
        write_with(m, Some(a[0]), a[1], print_opts())
    });
    r.add("writeq", 1, |m, a| write_with(m, None, a[0], writeq_opts()));
    r.add("writeq", 2, |m, a| {
        write_with(m, Some(a[0]), a[1], writeq_opts())
    });
    r.add("write_canonical", 1, |m, a| write_canonical(m, None, a[0]));
    r.add("write_canonical", 2, |m, a| {
        write_canonical(m, Some(a[0]), a[1])
    });
    r.add("write_term", 2, |m, a| write_term(m, None, a[0], a[1]));
    r.add("write_term", 3, |m, a| {
        write_term(m, Some(a[0]), a[1], a[2])
    });
    r.add("writeln", 1, |m, a| writeln(m, None, a[0]));
    r.add("writeln", 2, |m, a| writeln(m, Some(a[0]), a[1]));
    r.add("nl", 0, |m, _| emit(m, None, "\n"));
    r.add("nl", 1, |m, a| emit(m, Some(a[0]), "\n"));
    r.add("tab", 1, |m, a| tab(m, None, a[0]));
    r.add("tab", 2, |m, a| tab(m, Some(a[0]), a[1]));
    r.add("put_char", 1, |m, a| put_char(m, None, a[0]));
    r.add("put_char", 2, |m, a| put_char(m, Some(a[0]), a[1]));
    capture::register(r);
}

/// `write/1`: unquoted, operators, `'$VAR'(N)` as names.
pub fn write_opts() -> WriteOpts {
    WriteOpts {
        numbervars: true,
        ..WriteOpts::default()
    }
}

/// `writeq/1`: quoted, operators, `'$VAR'(N)` as names.
pub fn writeq_opts() -> WriteOpts {
    WriteOpts {
        quoted: true,
        numbervars: true,
        ..WriteOpts::default()
    }
}

/// `print/1`: like `writeq/1` with `\uXXXX` escapes (no portray hook yet).
pub fn print_opts() -> WriteOpts {
    WriteOpts {
        escapes: Escapes::Unicode,
        ..writeq_opts()
    }
}

// ---- streams -------------------------------------------------------------

/// An output stream a builtin writes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum OutStream {
    /// The current output (what `set_output/1` chose).
    Current,
    /// A stream of the table, by number.
    Id(u32),
}

/// Resolves a stream argument for output: an alias or a stream term.
pub(crate) fn out_stream(m: &mut Ctx, s: Cell) -> Result<OutStream, Flow> {
    m.stream_arg(s, Dir::Out).map(OutStream::Id)
}

/// Writes text to a stream; a system error is `io_error(write, S)`.
pub(crate) fn emit_to(m: &mut Ctx, stream: OutStream, text: &str) -> Result<(), Flow> {
    match stream {
        OutStream::Current => m.write_out(text),
        OutStream::Id(id) => m.write_to(id, text),
    }
}

/// The stream a builtin's optional stream argument names.
fn target(m: &mut Ctx, stream: Option<Cell>) -> Result<OutStream, Flow> {
    match stream {
        Some(s) => out_stream(m, s),
        None => Ok(OutStream::Current),
    }
}

fn emit(m: &mut Ctx, stream: Option<Cell>, text: &str) -> Res {
    let s = target(m, stream)?;
    emit_to(m, s, text)?;
    Ok(true)
}

// ---- builtins ------------------------------------------------------------

fn write_with(m: &mut Ctx, stream: Option<Cell>, t: Cell, mut opts: WriteOpts) -> Res {
    let s = target(m, stream)?;
    opts.iso = m.flags.read.iso;
    let text = term_to_string(&m.st, &m.ops, t, &opts);
    emit_to(m, s, &text)?;
    Ok(true)
}

fn writeln(m: &mut Ctx, stream: Option<Cell>, t: Cell) -> Res {
    let s = target(m, stream)?;
    let opts = WriteOpts {
        iso: m.flags.read.iso,
        ..write_opts()
    };
    let mut text = term_to_string(&m.st, &m.ops, t, &opts);
    text.push('\n');
    emit_to(m, s, &text)?;
    Ok(true)
}

fn write_canonical(m: &mut Ctx, stream: Option<Cell>, t: Cell) -> Res {
    let mut opts = canonical_opts(&m.st, t);
    if m.flags.read.iso {
        // ISO names no variables: each is written as `_N`.
        opts.variable_names.clear();
    }
    write_with(m, stream, t, opts)
}

/// `write_canonical/1` (and `format/2`'s `~k`) for term `t`: quoted,
/// operators ignored, shared variables named.
pub fn canonical_opts(st: &crate::term::Store, t: Cell) -> WriteOpts {
    WriteOpts {
        quoted: true,
        ignore_ops: true,
        brace_terms: false,
        variable_names: canonical_var_names(st, t),
        ..WriteOpts::default()
    }
}

/// Names for `write_canonical/1`, as SWI prints them: variables that occur
/// more than once are `A`, `B`, ... in order of first occurrence, the
/// others `_`.
fn canonical_var_names(st: &crate::term::Store, t: Cell) -> Vec<(Cell, String)> {
    let (order, count) = st.variable_occurrences(&[t]);
    let mut next = 0;
    order
        .into_iter()
        .map(|a| {
            let name = if count[&a] > 1 {
                next += 1;
                lexical::var_letter_name(next - 1)
            } else {
                "_".to_string()
            };
            (Cell::Var(a), name)
        })
        .collect()
}

fn write_term(m: &mut Ctx, stream: Option<Cell>, t: Cell, options: Cell) -> Res {
    let s = target(m, stream)?;
    let (mut opts, fullstop, nl) = parse_write_options(m, options)?;
    opts.iso = m.flags.read.iso;
    let mut text = term_to_string(&m.st, &m.ops, t, &opts);
    if fullstop {
        let glue = text
            .chars()
            .next_back()
            .is_some_and(lexical::is_symbol_char);
        text.push_str(if glue { " ." } else { "." });
        text.push(if nl { '\n' } else { ' ' });
    } else if nl {
        text.push('\n');
    }
    emit_to(m, s, &text)?;
    Ok(true)
}

/// The options of `write_term/2`, plus `fullstop(B)` and `nl(B)`.
/// Unknown options are ignored, as SWI does outside ISO mode. The
/// toplevel reads its `answer_write_options` flag with it too.
pub(crate) fn parse_write_options(
    m: &mut Ctx,
    list: Cell,
) -> Result<(WriteOpts, bool, bool), Flow> {
    let mut opts = WriteOpts {
        escapes: Escapes::Unicode,
        ..WriteOpts::default()
    };
    let (mut numbervars, mut portray, mut fullstop, mut nl) = (None, false, false, false);
    let mut char_escapes = true;
    let items = super::get_list(m, list)?;
    for item in items {
        let Some((name, v)) = super::option_of(m, item)? else {
            continue;
        };
        match m.st.atom_name(name) {
            "quoted" => opts.quoted = get_bool(m, v)?,
            "ignore_ops" => opts.ignore_ops = get_bool(m, v)?,
            "numbervars" => numbervars = Some(get_bool(m, v)?),
            "portray" | "portrayed" => portray = get_bool(m, v)?,
            "brace_terms" => opts.brace_terms = get_bool(m, v)?,
            "character_escapes_unicode" => {
                opts.escapes = if get_bool(m, v)? {
                    Escapes::Unicode
                } else {
                    Escapes::Hex
                }
            }
            "character_escapes" => char_escapes = get_bool(m, v)?,
            "fullstop" => fullstop = get_bool(m, v)?,
            "nl" => nl = get_bool(m, v)?,
            "max_depth" => opts.max_depth = super::get_int(m, v)?.max(0) as usize,
            "priority" => {
                let p = super::get_int(m, v)?;
                if !(0..=1200).contains(&p) {
                    return Err(domain_error(m, "operator_priority", Cell::Int(p)));
                }
                opts.priority = p as u16;
            }
            "spacing" => {
                let a = super::get_atom(m, v)?;
                match m.st.atom_name(a) {
                    "standard" => opts.space_args = false,
                    "next_argument" => opts.space_args = true,
                    _ => return Err(domain_error(m, "spacing", Cell::Atom(a))),
                }
            }
            "variable_names" => opts.variable_names = get_variable_names(m, v)?,
            _ => {}
        }
    }
    opts.numbervars = numbervars.unwrap_or(portray);
    // `character_escapes(false)` wins over `character_escapes_unicode`,
    // in whatever order they come, as in SWI-Prolog.
    if !char_escapes {
        opts.escapes = Escapes::Off;
    }
    Ok((opts, fullstop, nl))
}

fn get_bool(m: &mut Ctx, c: Cell) -> Result<bool, Flow> {
    match m.st.deref(c) {
        Cell::Var(_) => Err(instantiation_error()),
        Cell::Atom(atom::TRUE) | Cell::Atom(atom::ON) => Ok(true),
        Cell::Atom(atom::FALSE) | Cell::Atom(atom::OFF) => Ok(false),
        other => Err(type_error(m, "bool", other)),
    }
}

/// `['X'=Var, ...]` as writer names.
fn get_variable_names(m: &mut Ctx, list: Cell) -> Result<Vec<(Cell, String)>, Flow> {
    let mut out = Vec::new();
    for pair in super::get_list(m, list)? {
        let pair = m.st.deref(pair);
        match m.st.functor(pair) {
            Some((atom::EQUALS, 2)) => {
                let name = super::get_atom(m, m.st.arg(pair, 0))?;
                if !lexical::is_var_name(m.st.atom_name(name)) {
                    return Err(domain_error(m, "variable_name", Cell::Atom(name)));
                }
                out.push((m.st.arg(pair, 1), m.st.atom_name(name).to_string()));
            }
            _ if matches!(pair, Cell::Var(_)) => return Err(instantiation_error()),
            _ => return Err(type_error(m, "variable_assignment", pair)),
        }
    }
    Ok(out)
}

fn tab(m: &mut Ctx, stream: Option<Cell>, n: Cell) -> Res {
    let s = target(m, stream)?;
    let n = eval_int(m, n)?;
    if n > 0 {
        emit_to(m, s, &" ".repeat(n.min(1 << 24) as usize))?;
    }
    Ok(true)
}

fn put_char(m: &mut Ctx, stream: Option<Cell>, c: Cell) -> Res {
    let s = target(m, stream)?;
    match m.st.deref(c) {
        Cell::Var(_) => Err(instantiation_error()),
        Cell::Atom(a) if m.st.atom_name(a).chars().count() == 1 => {
            let text = m.st.atom_name(a).to_string();
            emit_to(m, s, &text)?;
            Ok(true)
        }
        other => Err(type_error(m, "character", other)),
    }
}
