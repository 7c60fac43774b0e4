//! `format/1,2,3`: SWI-Prolog's formatted output.
//!
//! A format string is run directive by directive into a small column
//! buffer: text since the last column stop is kept pending with its fill
//! points (`~t`) so that a stop (`~N|`, `~N+`) can pad it left, right or
//! centred. Output that precedes an error (or a `~@` goal's failure) is
//! still emitted, as in SWI.
//!
//! Columns count from the start of the output stream's line, as in SWI:
//! a format that starts mid-line knows where it starts. Into a string
//! (`format/3` sinks) they count from the start of the text.
//!
//! `~@` calls a goal and inserts what it wrote. Only the machine can run
//! a goal, so the interpreter is generic over a `FormatHost`, and
//! format/1,2,3 are registered by `vm/control.rs` as machine builtins.
//! The arguments are `:` (SWI's `format(+, :)`): `M:Args` runs Args'
//! goals in M.

#[cfg(test)]
mod tests;

use super::arith::{eval, Num};
use super::write::{
    canonical_opts, emit_to, out_stream, print_opts, term_to_string, write_opts, writeq_opts,
    OutStream,
};
use super::{domain_error, existence_error, instantiation_error, type_error, Flow, Res};
use crate::builtins::stream::{USER_ERROR, USER_OUTPUT};
use crate::builtins::Ctx;
use crate::term::{atom, Atom, BigInt, BigIntExt, Cell};

/// What a format runs with: the builtins' context and, for `~@`, a way
/// to run a goal.
pub trait FormatHost {
    fn cx(&mut self) -> &mut Ctx;
    /// Runs `goal` once with its output captured and its bindings
    /// undone, keeping `keep` alive (relocated in place, as running
    /// Prolog may move the heap): the text it wrote, or `None` if it
    /// failed.
    fn output_of(&mut self, goal: Cell, keep: &mut [Cell]) -> Result<Option<String>, Flow>;
}

/// `format(+Format)`.
pub fn format1<H: FormatHost>(h: &mut H, a: &[Cell]) -> Res {
    format_out(h, None, a[0], Cell::Atom(atom::NIL))
}

/// `format(+Format, :Args)`.
pub fn format2<H: FormatHost>(h: &mut H, a: &[Cell]) -> Res {
    format_out(h, None, a[0], a[1])
}

/// Runs `format(Fmt, Args)` and returns the text, for builtins that
/// format into a string (`format/3` sinks, messages); `None` if a `~@`
/// goal failed.
pub fn format_to_string<H: FormatHost>(
    h: &mut H,
    fmt: Cell,
    args: Cell,
) -> Result<Option<String>, Flow> {
    let (text, r) = run(h, fmt, args, 0, &mut []);
    r.map(|ok| ok.then_some(text))
}

fn format_out<H: FormatHost>(h: &mut H, stream: Option<OutStream>, fmt: Cell, args: Cell) -> Res {
    let m = h.cx();
    let id = match stream {
        Some(OutStream::Id(id)) => id,
        _ => m.streams.cur_out,
    };
    // user_output and user_error are one terminal, as in SWI-Prolog:
    // `~N` and column stops count from where either of them left it.
    let start = match id {
        USER_OUTPUT | USER_ERROR => m.streams.user_column() as usize,
        _ => m.streams.get(id).map_or(0, |s| s.line_pos as usize),
    };
    let (text, r) = run(h, fmt, args, start, &mut []);
    // What was formatted before an error is written, as SWI does.
    emit_to(h.cx(), stream.unwrap_or(OutStream::Current), &text)?;
    r
}

/// `format(+Sink, +Format, :Args)`: Sink a stream, or `atom(A)`,
/// `string(S)`, `codes(C)`, `codes(C, Tail)`, `chars(C)`, `chars(C, Tail)`.
pub fn format3<H: FormatHost>(h: &mut H, a: &[Cell]) -> Res {
    let m = h.cx();
    let sink = m.st.deref(a[0]);
    let kind = match m.st.functor(sink) {
        Some((name, n @ (1 | 2))) if matches!(sink, Cell::Str(_)) => {
            let k = m.st.atom_name(name).to_string();
            match (k.as_str(), n) {
                ("atom" | "string", 1) | ("codes" | "chars", 1 | 2) => Some(k),
                _ => None,
            }
        }
        _ => None,
    };
    let Some(kind) = kind else {
        if matches!(sink, Cell::Str(_)) && m.st.functor(sink) != Some((m.streams.functor, 1)) {
            return Err(type_error(m, "output", sink));
        }
        let s = out_stream(m, sink)?;
        return format_out(h, Some(s), a[1], a[2]);
    };
    // The sink is kept alive (and relocated) across `~@` goals.
    let mut keep = [sink];
    let (text, r) = run(h, a[1], a[2], 0, &mut keep);
    if !r? {
        return Ok(false);
    }
    let (m, sink) = (h.cx(), keep[0]);
    let result = match kind.as_str() {
        "atom" => m.st.new_atom(&text),
        "string" => m.st.new_string(&text),
        _ => {
            let items: Vec<Cell> = if kind == "codes" {
                text.chars().map(|c| Cell::Int(c as i64)).collect()
            } else {
                text.chars()
                    .map(|c| m.st.new_atom(c.encode_utf8(&mut [0; 4])))
                    .collect()
            };
            let tail = if m.st.functor(sink).is_some_and(|(_, n)| n == 2) {
                m.st.arg(sink, 1)
            } else {
                Cell::Atom(atom::NIL)
            };
            m.st.new_list(&items, tail)
        }
    };
    let target = m.st.arg(sink, 0);
    Ok(m.st.unify(target, result))
}

// ---- the interpreter -------------------------------------------------------

/// Output with column stops: committed text, the pending segment since
/// the last stop, and the fill points in it (byte offset, fill char).
/// `start` is the column the output starts at.
#[derive(Default)]
struct Columns {
    start: usize,
    done: String,
    pending: String,
    fills: Vec<(usize, char)>,
    last_stop: usize,
}

impl Columns {
    fn column(&self) -> usize {
        let col = |s: &str| s.rsplit('\n').next().map_or(0, |l| l.chars().count());
        if self.pending.contains('\n') {
            col(&self.pending)
        } else if self.done.contains('\n') {
            col(&self.done) + self.pending.chars().count()
        } else {
            self.start + self.done.chars().count() + self.pending.chars().count()
        }
    }

    /// A column stop at `target`: pad the pending text at its fill points
    /// (or at its end if it has none), then commit it.
    fn stop(&mut self, target: usize) {
        let cur = self.column();
        if target > cur {
            let pad = target - cur;
            if self.fills.is_empty() {
                self.pending.extend(std::iter::repeat_n(' ', pad));
            } else {
                // Even shares; the remainder goes to the last fill points.
                let n = self.fills.len();
                let (base, extra) = (pad / n, pad % n);
                for (i, &(pos, c)) in self.fills.iter().enumerate().rev() {
                    let k = base + usize::from(i >= n - extra);
                    let fill: String = std::iter::repeat_n(c, k).collect();
                    self.pending.insert_str(pos, &fill);
                }
            }
        }
        self.done.push_str(&self.pending);
        self.pending.clear();
        self.fills.clear();
        self.last_stop = target.max(cur);
    }

    fn finish(mut self) -> String {
        self.done.push_str(&self.pending);
        self.done
    }
}

/// Runs a format starting at column `start`; returns the text produced
/// and the outcome: success, failure (a `~@` goal failed) or the error
/// that stopped it. `keep` is relocated across `~@` goals.
fn run<H: FormatHost>(
    h: &mut H,
    fmt: Cell,
    args: Cell,
    start: usize,
    keep: &mut [Cell],
) -> (String, Res) {
    let m = h.cx();
    let fmt = match format_text(m, fmt) {
        Ok(f) => f,
        Err(e) => return (String::new(), Err(in_format3(m, e))),
    };
    let (module, args) = strip_module(m, args);
    let args = match m.st.list_to_vec(args) {
        Ok(v) => v,
        Err(_) => vec![args],
    };
    // As SWI, a `~N+` before any stop counts from column 0.
    let mut out = Columns {
        start,
        ..Columns::default()
    };
    let r = interpret(h, &fmt, module, args, keep, &mut out);
    (out.finish(), r)
}

/// `M:T` (any depth) as the innermost M and T; `user` for a plain T.
fn strip_module(m: &Ctx, c: Cell) -> (Atom, Cell) {
    let mut module = atom::USER;
    let mut c = m.st.deref(c);
    while m.st.functor(c) == Some((atom::COLON, 2)) {
        let Cell::Atom(x) = m.st.deref(m.st.arg(c, 0)) else {
            break;
        };
        module = x;
        c = m.st.deref(m.st.arg(c, 1));
    }
    (module, c)
}

/// The format as characters: an atom, a string, or a code or char list.
fn format_text(m: &mut Ctx, fmt: Cell) -> Result<Vec<char>, Flow> {
    let f = m.st.deref(fmt);
    match f {
        Cell::Var(_) => Err(instantiation_error()),
        Cell::Atom(a) => Ok(if a == atom::NIL {
            vec![]
        } else {
            m.st.atom_name(a).chars().collect()
        }),
        Cell::Text(_) => Ok(m.st.text(f).unwrap_or_default().chars().collect()),
        Cell::Lst(_) => match text_of_list(m, f) {
            Some(t) => Ok(t.chars().collect()),
            None => Err(type_error(m, "text", f)),
        },
        other => Err(type_error(m, "text", other)),
    }
}

/// The text of a proper list of codes or one-character atoms.
/// The text of a code list or a char list (not a mix of the two, which
/// SWI-Prolog refuses).
fn text_of_list(m: &Ctx, l: Cell) -> Option<String> {
    let items = m.st.list_to_vec(l).ok()?;
    let codes = matches!(items.first().map(|&c| m.st.deref(c)), Some(Cell::Int(_)));
    items
        .into_iter()
        .map(|c| match m.st.deref(c) {
            Cell::Int(i) if codes => u32::try_from(i).ok().and_then(char::from_u32),
            Cell::Atom(a) if !codes => {
                let mut cs = m.st.atom_name(a).chars();
                match (cs.next(), cs.next()) {
                    (Some(c), None) => Some(c),
                    _ => None,
                }
            }
            _ => None,
        })
        .collect()
}

/// An error about the format itself, which SWI-Prolog raises in the
/// context of format/3 whichever arity was called.
fn in_format3(m: &mut Ctx, e: Flow) -> Flow {
    let Flow::Error(formal) = e else {
        return e;
    };
    let name = Cell::Atom(m.st.intern("format"));
    let pi = m.st.new_compound(atom::SLASH, &[name, Cell::Int(3)]);
    let pi =
        m.st.new_compound(atom::COLON, &[Cell::Atom(atom::SYSTEM), pi]);
    let free = m.st.new_var();
    let context = m.st.new_compound(atom::CONTEXT, &[pi, free]);
    Flow::Throw(m.st.new_compound(atom::ERROR, &[formal, context]))
}

fn format_error(m: &mut Ctx, msg: &str) -> Flow {
    let msg = m.st.new_atom(msg);
    Flow::Error(m.st.new_compound_str("format", &[msg]))
}

/// `format_argument_type(Directive, Arg)`, SWI's error for an argument
/// of the wrong type.
fn arg_type_error(m: &mut Ctx, directive: char, arg: Cell) -> Flow {
    let d = m.st.new_atom(directive.encode_utf8(&mut [0; 4]));
    Flow::Error(m.st.new_compound_str("format_argument_type", &[d, arg]))
}

/// The next argument of `live` (at `*next`), or SWI's error.
fn next_arg(m: &mut Ctx, live: &[Cell], next: &mut usize) -> Result<Cell, Flow> {
    let a = live
        .get(*next)
        .copied()
        .ok_or_else(|| format_error(m, "not enough arguments"))?;
    *next += 1;
    Ok(a)
}

fn interpret<H: FormatHost>(
    h: &mut H,
    fmt: &[char],
    module: Atom,
    args: Vec<Cell>,
    keep: &mut [Cell],
    out: &mut Columns,
) -> Res {
    // What a `~@` goal may move: the caller's cells, then the arguments.
    let mut live = keep.to_vec();
    live.extend(args);
    let mut next = keep.len();
    let mut i = 0;
    while i < fmt.len() {
        let m = h.cx();
        let c = fmt[i];
        i += 1;
        if c != '~' {
            out.pending.push(c);
            continue;
        }
        // The numeric argument: digits, `*` (taken from the arguments) or
        // a backquoted character.
        let mut num: Option<i64> = None;
        let mut digits = false;
        match fmt.get(i) {
            Some('*') => {
                i += 1;
                let a = next_arg(m, &live, &mut next)?;
                match m.st.deref(a) {
                    Cell::Int(n) if n >= 0 => num = Some(n),
                    _ => return Err(format_error(m, "no or negative integer for `*' argument")),
                }
            }
            Some('`') => {
                num = fmt.get(i + 1).map(|&c| c as i64);
                i += 2;
            }
            _ => {
                while let Some(d) = fmt.get(i).and_then(|c| c.to_digit(10)) {
                    num = Some(num.unwrap_or(0).saturating_mul(10).saturating_add(d as i64));
                    i += 1;
                    digits = true;
                }
            }
        }
        // Every directive's numeric argument is a count of characters to
        // produce (digits, padding, repeats, a column): one past what the
        // stack limit could hold is refused before anything is built.
        if let Some(n) = num {
            if !m.can_grow(usize::try_from(n).unwrap_or(usize::MAX) / 8) {
                return Err(crate::builtins::resource_error(m, "memory"));
            }
        }
        if fmt.get(i) == Some(&':') {
            i += 1;
        }
        let Some(&d) = fmt.get(i) else {
            // SWI reads the end of the format as the directive NUL, or
            // (a quirk) as the last digit of a numeric argument ending it.
            let last = match digits.then(|| fmt.get(i - 1)).flatten() {
                Some(&c) if c.is_ascii_digit() => c,
                _ => '\0',
            };
            let c = m.st.new_atom(last.encode_utf8(&mut [0; 4]));
            return Err(existence_error(m, "format_character", c));
        };
        i += 1;
        match d {
            'w' | 'p' | 'q' | 'k' => {
                let a = next_arg(m, &live, &mut next)?;
                let opts = match d {
                    'w' => write_opts(),
                    'p' => print_opts(),
                    'k' => canonical_opts(&m.st, a),
                    _ => writeq_opts(),
                };
                out.pending
                    .push_str(&term_to_string(&m.st, &m.ops, a, &opts));
            }
            'a' => {
                let a = next_arg(m, &live, &mut next)?;
                let text = match m.st.deref(a) {
                    // The empty list is no text to SWI's `~a`.
                    Cell::Atom(x) if x != atom::NIL => m.st.atom_name(x).to_string(),
                    t @ (Cell::Text(_) | Cell::Int(_) | Cell::Big(_) | Cell::Flt(_)) => {
                        term_to_string(&m.st, &m.ops, t, &write_opts())
                    }
                    other => return Err(arg_type_error(m, 'a', other)),
                };
                out.pending.push_str(&text);
            }
            'd' | 'D' => {
                let a = next_arg(m, &live, &mut next)?;
                let n = int_arg(m, a, d)?;
                out.pending
                    .push_str(&format_decimal(&n, num.unwrap_or(0) as usize, d == 'D'));
            }
            's' => {
                let a = next_arg(m, &live, &mut next)?;
                let a = m.st.deref(a);
                let text = match a {
                    Cell::Text(_) => m.st.text(a),
                    // `[]` is the empty code list, not the atom '[]'.
                    Cell::Atom(atom::NIL) => Some(String::new()),
                    Cell::Atom(x) => Some(m.st.atom_name(x).to_string()),
                    Cell::Lst(_) => text_of_list(m, a),
                    _ => None,
                };
                match text {
                    Some(t) => out.pending.push_str(&t),
                    None => return Err(arg_type_error(m, 's', a)),
                }
            }
            'e' | 'f' | 'g' => {
                let a = next_arg(m, &live, &mut next)?;
                let x = eval(m, a)?;
                let prec = num.unwrap_or(6).clamp(0, 1000) as usize;
                out.pending.push_str(&format_c_float(d, x, prec));
            }
            'n' => {
                for _ in 0..num.unwrap_or(1).clamp(0, 1 << 20) {
                    out.pending.push('\n');
                }
            }
            'c' => {
                let a = next_arg(m, &live, &mut next)?;
                let a = m.st.deref(a);
                let ch = match a {
                    Cell::Int(n) => u32::try_from(n).ok().and_then(char::from_u32),
                    _ => None,
                };
                let Some(ch) = ch else {
                    return Err(arg_type_error(m, 'c', a));
                };
                for _ in 0..num.unwrap_or(1).clamp(0, 1 << 20) {
                    out.pending.push(ch);
                }
            }
            'r' | 'R' => {
                let a = next_arg(m, &live, &mut next)?;
                let radix = num.unwrap_or(8);
                if !(2..=36).contains(&radix) {
                    return Err(domain_error(m, "radix", Cell::Int(radix)));
                }
                let n = int_arg(m, a, d)?;
                out.pending
                    .push_str(&format_radix(&n, radix as u32, d == 'R'));
            }
            '~' => out.pending.push('~'),
            '@' => {
                let g = next_arg(m, &live, &mut next)?;
                let g = match m.st.deref(g) {
                    Cell::Var(_) => return Err(instantiation_error()),
                    g @ (Cell::Atom(_) | Cell::Str(_) | Cell::Lst(_)) => g,
                    g => return Err(type_error(m, "callable", g)),
                };
                let g = if module == atom::USER {
                    g
                } else {
                    m.st.new_compound(atom::COLON, &[Cell::Atom(module), g])
                };
                let text = h.output_of(g, &mut live)?;
                keep.copy_from_slice(&live[..keep.len()]);
                match text {
                    Some(t) => out.pending.push_str(&t),
                    None => return Ok(false),
                }
            }
            // A newline unless at the start of a line.
            'N' => {
                if out.column() != 0 {
                    out.pending.push('\n');
                }
            }
            'i' => {
                next_arg(m, &live, &mut next)?;
            }
            't' => {
                let fill = num
                    .and_then(|n| u32::try_from(n).ok())
                    .and_then(char::from_u32)
                    .unwrap_or(' ');
                out.fills.push((out.pending.len(), fill));
            }
            '|' => {
                let target = match num {
                    Some(n) => n.clamp(0, 1 << 20) as usize,
                    None => out.column(),
                };
                out.stop(target);
            }
            '+' => {
                let target = out.last_stop + num.unwrap_or(8).clamp(0, 1 << 20) as usize;
                out.stop(target);
            }
            other => {
                let c = m.st.new_atom(other.encode_utf8(&mut [0; 4]));
                return Err(existence_error(m, "format_character", c));
            }
        }
    }
    if next < live.len() {
        return Err(format_error(h.cx(), "too many arguments"));
    }
    Ok(true)
}

/// `~Nd` / `~ND`: an integer with `frac` digits after an inserted decimal
/// point, and with `,` between groups of three digits if `group`.
fn format_decimal(n: &BigInt, frac: usize, group: bool) -> String {
    let mut digits = n.abs().to_radix_string(10);
    if frac > 0 && digits.len() <= frac {
        digits = format!("{}{digits}", "0".repeat(frac + 1 - digits.len()));
    }
    let (int, fraction) = digits.split_at(digits.len() - frac);
    let mut s = String::new();
    if n.is_negative() {
        s.push('-');
    }
    if group {
        for (i, c) in int.chars().enumerate() {
            if i > 0 && (int.len() - i) % 3 == 0 {
                s.push(',');
            }
            s.push(c);
        }
    } else {
        s.push_str(int);
    }
    if frac > 0 {
        s.push('.');
        s.push_str(fraction);
    }
    s
}

fn format_radix(n: &BigInt, radix: u32, upper: bool) -> String {
    let s = n.to_radix_string(radix);
    if upper {
        s.to_ascii_uppercase()
    } else {
        s
    }
}

/// C's `%.*e`, `%.*f` and `%.*g`, which SWI's `~e`, `~f`, `~g` use.
fn format_c_float(d: char, x: Num, prec: usize) -> String {
    if let (Some(i), 'f') = (x.to_big(), d) {
        // Integers print exactly, however large.
        return if prec == 0 {
            i.to_string()
        } else {
            format!("{i}.{}", "0".repeat(prec))
        };
    }
    let f = x.to_f64();
    if let (Num::Big(b), false) = (&x, f.is_finite()) {
        // Beyond the float range: from the exact decimal digits.
        let p = if d == 'e' { prec } else { prec.max(1) - 1 };
        let e = big_exp(b, p);
        return if d == 'e' { e } else { strip_zeros(&e) };
    }
    if !f.is_finite() {
        let s = if f.is_nan() { "nan" } else { "inf" };
        return if f.is_sign_negative() && !f.is_nan() {
            format!("-{s}")
        } else {
            s.to_string()
        };
    }
    match d {
        'e' => c_exp(f, prec),
        'f' => format!("{f:.prec$}"),
        _ => {
            let p = prec.max(1);
            let e = c_exp(f, p - 1);
            let x: i32 = e
                .rsplit('e')
                .next()
                .and_then(|s| s.parse().ok())
                .unwrap_or(0);
            let s = if x < -4 || x >= p as i32 {
                e
            } else {
                let decimals = (p as i32 - 1 - x).max(0) as usize;
                format!("{f:.decimals$}")
            };
            strip_zeros(&s)
        }
    }
}

/// `%.*e` of an integer, exactly from its decimal digits (rounded half
/// to even, as C rounds the exact value).
fn big_exp(b: &BigInt, prec: usize) -> String {
    let digits = b.abs().to_string();
    let mut exp = digits.len() - 1;
    let keep = (prec + 1).min(digits.len());
    let mut mant: Vec<u8> = digits.as_bytes()[..keep].to_vec();
    let rest = &digits.as_bytes()[keep..];
    let up = match rest.first() {
        Some(b'6'..=b'9') => true,
        Some(b'5') => rest[1..].iter().any(|&c| c != b'0') || mant[keep - 1] % 2 == 1,
        _ => false,
    };
    if up {
        let mut i = keep;
        loop {
            if i == 0 {
                mant.insert(0, b'1');
                mant.pop();
                exp += 1;
                break;
            }
            i -= 1;
            if mant[i] == b'9' {
                mant[i] = b'0';
            } else {
                mant[i] += 1;
                break;
            }
        }
    }
    mant.resize(prec + 1, b'0');
    let sign = if b.is_negative() { "-" } else { "" };
    let (first, frac) = mant.split_at(1);
    let point = if prec > 0 { "." } else { "" };
    format!(
        "{sign}{}{point}{}e+{exp:02}",
        first[0] as char,
        String::from_utf8_lossy(frac)
    )
}

/// `%.*e`: mantissa, `e`, sign, at least two exponent digits.
fn c_exp(f: f64, prec: usize) -> String {
    let s = format!("{f:.prec$e}");
    let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let sign = if exp < 0 { '-' } else { '+' };
    format!("{mant}e{sign}{:02}", exp.unsigned_abs())
}

/// `%g` drops trailing zeros of the fraction, and the point if bare.
fn strip_zeros(s: &str) -> String {
    let (mant, exp) = match s.find('e') {
        Some(i) => s.split_at(i),
        None => (s, ""),
    };
    let mant = if mant.contains('.') {
        mant.trim_end_matches('0').trim_end_matches('.')
    } else {
        mant
    };
    format!("{mant}{exp}")
}

/// The integer a `~d`/`~r` argument evaluates to, or the error SWI gives.
fn int_arg(m: &mut Ctx, a: Cell, d: char) -> Result<BigInt, Flow> {
    match eval(m, a)?.to_big() {
        Some(n) => Ok(n),
        None => {
            let a = m.st.deref(a);
            Err(arg_type_error(m, d, a))
        }
    }
}

/// An arithmetic expression that must evaluate to an integer (tab/1, column
/// arguments).
pub(crate) fn eval_int(m: &mut Ctx, c: Cell) -> Result<i64, Flow> {
    match eval(m, c)? {
        Num::Int(i) => Ok(i),
        Num::Float(f) => Err(super::type_error(m, "integer", Cell::Flt(f))),
        Num::Big(_) => Err(super::representation_error(m, "max_integer")),
    }
}
