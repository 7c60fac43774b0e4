//! The term writer: a term on the heap to text, as SWI-Prolog's
//! `write_term/2` prints it.
//!
//! Spacing follows SWI's token model: before each token the writer
//! checks whether it would glue to the previous character (two symbol
//! characters, two identifier characters, a sign followed by a digit, a
//! prefix operator followed by `(`) and inserts a space only then.
//!
//! **Invariant:** no native recursion on term structure: pending output
//! is an explicit stack of [`Piece`]s, so a term nested a million deep
//! writes in constant native stack.

use std::collections::HashMap;

use crate::reader::OpTable;
use crate::term::{atom, Atom, BigIntExt, Cell, Store};

use super::lexical::{
    atom_needs_quotes, format_float, is_ident_continue, is_symbol_char, is_var_name, push_quoted,
    var_letter_name, Escapes,
};

/// How to write a term: the options of `write_term/2`.
#[derive(Clone, Debug)]
pub struct WriteOpts {
    /// Quote atoms and strings where needed so the text reads back.
    pub quoted: bool,
    /// Write operator terms in canonical form `op(A, B)`.
    pub ignore_ops: bool,
    /// Write `'$VAR'(N)` as a variable name (`A`, `B`, ... `A1`).
    pub numbervars: bool,
    /// Depth limit; deeper subterms print as `...`. 0 means no limit.
    pub max_depth: usize,
    /// Stop writing once the text surely has more characters than this
    /// (it may be cut anywhere past that point); for measuring a term,
    /// as `write_length/3` with `max_length`. 0 means no limit.
    pub max_length: usize,
    /// Write `{}(X)` as `{X}` (true unless `brace_terms(false)`).
    pub brace_terms: bool,
    /// How quoted text escapes characters (`\xX\` as `writeq/1`,
    /// `\uXXXX` as `print/1` and `write_term/2`, or not at all as
    /// `term_to_atom/2`).
    pub escapes: Escapes,
    /// `spacing(next_argument)`: a space after argument commas.
    pub space_args: bool,
    /// Context precedence of the whole term (`priority(P)`), normally 1200.
    pub priority: u16,
    /// Names for unbound variables: the variable cell and its name.
    pub variable_names: Vec<(Cell, String)>,
    /// The `iso` flag: write as ISO where SWI-Prolog differs (`- (1)`
    /// for `-(1)`, `'don''t'`, `1.0e100`, `a | b`).
    pub iso: bool,
}

impl Default for WriteOpts {
    fn default() -> Self {
        WriteOpts {
            quoted: false,
            ignore_ops: false,
            numbervars: false,
            max_depth: 0,
            max_length: 0,
            brace_terms: true,
            escapes: Escapes::Hex,
            space_args: false,
            priority: 1200,
            variable_names: Vec::new(),
            iso: false,
        }
    }
}

/// Writes `c` as text.
///
/// Unbound variables print as `_` followed by their heap address unless
/// `opts.variable_names` names them.
///
/// A cyclic term (made without the occurs check) has no end: once the
/// text passes `CYCLIC_CHECK` bytes the writer looks for a cycle once,
/// and writes a cyclic term to depth 10 (`f(f(...))`), as the toplevel
/// does, instead of writing until memory runs out.
pub fn term_to_string(st: &Store, ops: &OpTable, c: Cell, opts: &WriteOpts) -> String {
    let mut w = Writer::new(st, ops, opts);
    w.check_cycles = opts.max_depth == 0;
    w.run(c);
    if w.cyclic {
        let opts = WriteOpts {
            max_depth: 10,
            ..opts.clone()
        };
        let mut w = Writer::new(st, ops, &opts);
        w.run(c);
        return w.out;
    }
    w.out
}

/// Text length at which an unbounded write checks for a cyclic term.
const CYCLIC_CHECK: usize = if cfg!(test) { 1 << 12 } else { 1 << 24 };

/// The longest text one term is written as (64 MiB); a term whose
/// shared subterms unfold further ends in `...`.
const MAX_TEXT: usize = 1 << 26;

// Flags OR-ed into the "last character" state, as SWI does.
const PREFIX_SIGN: u8 = 1; // a prefix minus: a digit after it needs a space
const PREFIX_OP: u8 = 2; // any prefix operator: `(` after it needs a space
const INFIX_OP: u8 = 4; // an infix operator: `(` after it needs no space

/// Pending output, innermost last.
enum Piece {
    /// A subterm: context precedence, whether it is an operand of an
    /// operator (atoms that are operators get brackets there), and the
    /// depth of its parent.
    Term {
        c: Cell,
        prec: u16,
        op_arg: bool,
        depth: usize,
    },
    /// Text that is not a token start (punctuation).
    Raw(&'static str),
    /// `(` added to resolve precedence.
    OpenBrace,
    /// An atom written as a token (quoted if needed).
    Atom(Atom),
    /// An infix operator name, followed by the infix flag.
    Infix(Atom),
    /// Mark the last written character as ending a prefix operator.
    Flags(u8),
    /// The rest of a list after an element: its tail, the element index
    /// and the depth of the list term.
    ListRest {
        tail: Cell,
        index: usize,
        depth: usize,
    },
}

struct Writer<'a> {
    st: &'a Store,
    ops: &'a OpTable,
    opts: &'a WriteOpts,
    out: String,
    last: Option<char>,
    flags: u8,
    stack: Vec<Piece>,
    names: HashMap<u32, &'a str>,
    /// Look for a cycle once the text grows long (unbounded writes only).
    check_cycles: bool,
    /// The term turned out to be cyclic; the text is abandoned.
    cyclic: bool,
}

impl<'a> Writer<'a> {
    fn new(st: &'a Store, ops: &'a OpTable, opts: &'a WriteOpts) -> Self {
        let mut names = HashMap::new();
        for (v, name) in &opts.variable_names {
            if let Cell::Var(a) = st.deref(*v) {
                names.entry(a).or_insert(name.as_str());
            }
        }
        Writer {
            st,
            ops,
            opts,
            out: String::new(),
            last: None,
            flags: 0,
            stack: Vec::new(),
            names,
            check_cycles: false,
            cyclic: false,
        }
    }

    fn run(&mut self, c: Cell) {
        self.stack.push(Piece::Term {
            c,
            prec: self.opts.priority,
            op_arg: false,
            depth: 0,
        });
        while let Some(p) = self.stack.pop() {
            let max = self.opts.max_length;
            if max > 0 && self.out.len() > max && self.out.chars().count() > max {
                break;
            }
            if self.out.len() > MAX_TEXT {
                // Shared subterms can unfold into more text than memory
                // holds; no program wants to write this much in one term.
                self.out.push_str("...");
                break;
            }
            if self.check_cycles && self.out.len() > CYCLIC_CHECK {
                self.check_cycles = false;
                if self.st.is_cyclic(c) {
                    self.cyclic = true;
                    break;
                }
            }
            match p {
                Piece::Term {
                    c,
                    prec,
                    op_arg,
                    depth,
                } => self.term(c, prec, op_arg, depth),
                Piece::Raw(s) => self.put_raw(s),
                Piece::OpenBrace => {
                    self.put_token("(");
                }
                Piece::Atom(a) => {
                    self.put_atom(a);
                }
                Piece::Infix(a) => self.infix_op(a),
                Piece::Flags(f) => self.flags |= f,
                Piece::ListRest { tail, index, depth } => self.list_rest(tail, index, depth),
            }
        }
    }

    // ---- tokens and spacing ------------------------------------------------

    /// Would `c` glue to what was written last?
    fn need_space(&self, c: char) -> bool {
        let Some(last) = self.last else { return false };
        if self.flags & PREFIX_SIGN != 0 && (c.is_ascii_digit() || is_symbol_char(c)) {
            return true;
        }
        if self.flags & PREFIX_OP != 0 && c == '(' {
            return true;
        }
        if self.flags & INFIX_OP != 0 && c == '(' {
            return false;
        }
        (is_ident_continue(last) && is_ident_continue(c))
            || (is_symbol_char(last) && is_symbol_char(c))
            || (c == '(' && !is_punct(last))
            || (c == '\'' && last.is_ascii_digit())
            || ((c == '\'' || c == '"') && last == c)
    }

    fn put_raw(&mut self, s: &str) {
        if let Some(c) = s.chars().next_back() {
            self.out.push_str(s);
            self.last = Some(c);
            self.flags = 0;
        }
    }

    /// Writes a token, with a space first if it would glue; returns
    /// whether a space was inserted.
    fn put_token(&mut self, s: &str) -> bool {
        let Some(first) = s.chars().next() else {
            return false;
        };
        let space = self.need_space(first);
        if space {
            self.out.push(' ');
        }
        self.put_raw(s);
        space
    }

    fn put_atom(&mut self, a: Atom) -> bool {
        let name = self.st.atom_name(a);
        // The atom `'[]'` is quoted, unlike the empty list.
        if self.opts.quoted && (atom_needs_quotes(name) || a == atom::BRACKETS) {
            let space = self.need_space('\'');
            if space {
                self.out.push(' ');
            }
            let escapes = match self.opts.escapes {
                Escapes::Hex if self.opts.iso => Escapes::Iso,
                e => e,
            };
            push_quoted(&mut self.out, name, '\'', escapes);
            self.last = Some('\'');
            self.flags = 0;
            space
        } else {
            self.put_token(name)
        }
    }

    fn infix_op(&mut self, a: Atom) {
        if a == atom::COMMA {
            self.put_raw(if self.opts.space_args { ", " } else { "," });
        } else if a == atom::BAR && self.opts.iso {
            self.put_raw(" | ");
        } else if a == atom::BAR {
            self.put_raw(if self.opts.space_args { "| " } else { "|" });
        } else if self.put_atom(a) {
            self.put_raw(" ");
        }
        self.flags |= INFIX_OP;
    }

    // ---- terms -------------------------------------------------------------

    fn term(&mut self, c: Cell, prec: u16, op_arg: bool, depth: usize) {
        let depth = depth + 1;
        if self.opts.max_depth > 0 && depth > self.opts.max_depth {
            if self.need_space('.') {
                self.out.push(' ');
            }
            self.put_raw("...");
            return;
        }
        let c = self.st.deref(c);
        match c {
            Cell::Var(a) => self.var(a),
            Cell::Atom(a) => {
                let is_op = op_arg && self.ops.is_op(self.st.atom_name(a));
                if is_op {
                    self.put_token("(");
                }
                self.put_atom(a);
                if is_op {
                    self.put_raw(")");
                }
            }
            Cell::Int(i) => {
                self.put_token(&i.to_string());
            }
            Cell::Flt(f) => {
                let text = format_float(f);
                // ISO writes no `+` in a positive exponent (`1.0e100`).
                let text = if self.opts.iso {
                    text.replacen("e+", "e", 1)
                } else {
                    text
                };
                self.put_token(&text);
            }
            Cell::Big(_) => {
                let text = self.st.integer(c).unwrap_or_default().to_radix_string(10);
                self.put_token(&text);
            }
            Cell::Text(_) => self.string(c),
            Cell::Lst(_) => self.list(c, depth),
            Cell::Str(_) => self.compound(c, prec, depth),
            // Heap-internal cells never appear as terms; print something
            // harmless rather than panic.
            Cell::Fun(..)
            | Cell::TextHdr(_)
            | Cell::Bytes(_)
            | Cell::BigHdr(..)
            | Cell::Limb(_)
            | Cell::Attv(_) => {
                self.put_token("<cell>");
            }
        }
    }

    fn var(&mut self, addr: u32) {
        match self.names.get(&addr) {
            Some(name) => {
                let name: &str = name;
                self.put_token(name);
            }
            None => {
                self.put_token(&format!("_{addr}"));
            }
        }
    }

    fn string(&mut self, c: Cell) {
        let text = self.st.text(c).unwrap_or_default();
        if self.opts.quoted {
            let mut s = String::new();
            push_quoted(&mut s, &text, '"', self.opts.escapes);
            self.put_raw(&s);
        } else {
            self.put_raw(&text);
        }
    }

    fn list(&mut self, c: Cell, depth: usize) {
        let Cell::Lst(a) = c else { return };
        self.put_raw("[");
        self.stack.push(Piece::ListRest {
            tail: self.st.heap[a as usize + 1],
            index: 0,
            depth,
        });
        self.stack.push(Piece::Term {
            c: self.st.heap[a as usize],
            prec: 999,
            op_arg: false,
            depth,
        });
    }

    fn list_rest(&mut self, tail: Cell, index: usize, depth: usize) {
        let tail = self.st.deref(tail);
        let here = depth + index + 1;
        if tail == Cell::Atom(atom::NIL) {
            self.put_raw("]");
        } else if self.opts.max_depth > 0 && here >= self.opts.max_depth {
            self.put_raw("|...]");
        } else if let Cell::Lst(a) = tail {
            self.put_raw(if self.opts.space_args { ", " } else { "," });
            self.stack.push(Piece::ListRest {
                tail: self.st.heap[a as usize + 1],
                index: index + 1,
                depth,
            });
            self.stack.push(Piece::Term {
                c: self.st.heap[a as usize],
                prec: 999,
                op_arg: false,
                depth: here,
            });
        } else {
            self.put_raw("|");
            self.stack.push(Piece::Raw("]"));
            self.stack.push(Piece::Term {
                c: tail,
                prec: 999,
                op_arg: false,
                depth: here,
            });
        }
    }

    fn compound(&mut self, c: Cell, prec: u16, depth: usize) {
        let Some((name, arity)) = self.st.functor(c) else {
            return;
        };
        let arg = |i: usize| self.st.arg(c, i);
        if self.opts.numbervars && name == atom::VAR_FUNCTOR && arity == 1 && self.numbervar(arg(0))
        {
            return;
        }
        if self.opts.brace_terms && name == atom::CURLY && arity == 1 {
            self.put_token("{");
            self.stack.push(Piece::Raw("}"));
            self.stack.push(Piece::Term {
                c: arg(0),
                prec: 1200,
                op_arg: false,
                depth,
            });
            return;
        }
        if !self.opts.ignore_ops && self.operator(c, name, arity, prec, depth) {
            return;
        }
        self.put_atom(name);
        self.put_raw("(");
        self.stack.push(Piece::Raw(")"));
        for i in (0..arity).rev() {
            self.stack.push(Piece::Term {
                c: arg(i),
                prec: 999,
                op_arg: false,
                depth,
            });
            if i > 0 {
                self.stack
                    .push(Piece::Raw(if self.opts.space_args { ", " } else { "," }));
            }
        }
    }

    /// `'$VAR'(N)` as a variable name; false if the argument is not a
    /// number or a variable-like atom.
    fn numbervar(&mut self, arg: Cell) -> bool {
        match self.st.deref(arg) {
            // ISO: only a non-negative number names a variable;
            // `'$VAR'(-1)` writes as it is.
            Cell::Int(n) if n >= 0 => {
                self.put_token(&var_letter_name(n));
                true
            }
            Cell::Atom(a) if is_var_name(self.st.atom_name(a)) => {
                let name = self.st.atom_name(a).to_string();
                self.put_token(&name);
                true
            }
            _ => false,
        }
    }

    /// Pushes an operator term; false if `name/arity` is no operator.
    fn operator(&mut self, c: Cell, name: Atom, arity: usize, prec: u16, depth: usize) -> bool {
        let text = self.st.atom_name(name);
        let arg = |i: usize| self.st.arg(c, i);
        let operand = |c: Cell, prec: u16| Piece::Term {
            c,
            prec,
            op_arg: true,
            depth,
        };
        let mut pieces: Vec<Piece> = Vec::with_capacity(8);
        let op_prec;
        // A postfix reading is preferred when a name is both (ISO's
        // `0 f f` for `f(f(0))`).
        if arity == 1 {
            if let Some(op) = self.ops.postfix(text) {
                op_prec = op.prec;
                self.left_operand(&mut pieces, arg(0), op.prec, op.arg_precs().0, depth);
                pieces.push(Piece::Atom(name));
            } else if let Some(op) = self.ops.prefix(text) {
                op_prec = op.prec;
                if self.opts.iso && name == atom::MINUS && self.iso_bracketed(arg(0)) {
                    // ISO: `- (1)`, as `- 1` reads as the number, and
                    // `- (a^2)`.
                    pieces.push(Piece::Atom(name));
                    pieces.push(Piece::Raw(" ("));
                    pieces.push(Piece::Term {
                        c: arg(0),
                        prec: 1200,
                        op_arg: false,
                        depth,
                    });
                    pieces.push(Piece::Raw(")"));
                    self.push_operator_term(pieces, op_prec > prec);
                    return true;
                }
                pieces.push(Piece::Atom(name));
                let sign = if name == atom::MINUS { PREFIX_SIGN } else { 0 };
                pieces.push(Piece::Flags(PREFIX_OP | sign));
                pieces.push(operand(arg(0), op.arg_precs().1));
            } else {
                return false;
            }
        } else if arity == 2 {
            let Some(op) = self.ops.infix(text) else {
                return false;
            };
            op_prec = op.prec;
            let (lp, rp) = op.arg_precs();
            self.left_operand(&mut pieces, arg(0), op.prec, lp, depth);
            pieces.push(Piece::Infix(name));
            pieces.push(operand(arg(1), rp));
        } else {
            return false;
        }
        self.push_operator_term(pieces, op_prec > prec);
        true
    }

    /// Schedules an operator term's pieces, in brackets when `embrace`
    /// (its priority is above what its place allows).
    fn push_operator_term(&mut self, pieces: Vec<Piece>, embrace: bool) {
        if embrace {
            self.stack.push(Piece::Raw(")"));
        }
        self.stack.extend(pieces.into_iter().rev());
        if embrace {
            self.stack.push(Piece::OpenBrace);
        }
    }
}

impl Writer<'_> {
    /// Under the `iso` flag, is `c` written in brackets as the operand
    /// of prefix `-`: a non-negative number, or an infix or postfix
    /// operator term?
    fn iso_bracketed(&self, c: Cell) -> bool {
        let c = self.st.deref(c);
        match c {
            Cell::Int(i) => i >= 0,
            Cell::Flt(f) => f.is_sign_positive(),
            Cell::Big(_) => self.st.integer(c).is_some_and(|n| !n.is_negative()),
            Cell::Str(_) => match self.st.functor(c) {
                Some((f, 2)) => self.ops.infix(self.st.atom_name(f)).is_some(),
                Some((f, 1)) => self.ops.postfix(self.st.atom_name(f)).is_some(),
                _ => false,
            },
            _ => false,
        }
    }

    /// Pushes the left operand of an infix or postfix operator of
    /// priority `prec`. A prefix-operator term there is bracketed when
    /// its operand could take this operator in: `yf(fy(1))` is
    /// `(fy 1)yf`, as `fy 1 yf` reads as `fy(yf(1))`; likewise an infix
    /// term whose right operand could.
    fn left_operand(&self, pieces: &mut Vec<Piece>, c: Cell, prec: u16, lp: u16, depth: usize) {
        let piece = Piece::Term {
            c,
            prec: lp,
            op_arg: true,
            depth,
        };
        let c = self.st.deref(c);
        let captures = match self.st.functor(c) {
            // `yf(xfy(1, 2))` is `(1 xfy 2)yf`, as `1 xfy 2 yf` reads as
            // `xfy(1, yf(2))`.
            Some((f, 2)) if !self.opts.ignore_ops && matches!(c, Cell::Str(_)) => self
                .ops
                .infix(self.st.atom_name(f))
                .is_some_and(|op| op.prec <= lp && op.arg_precs().1 >= prec),
            Some((f, 1)) if !self.opts.ignore_ops && matches!(c, Cell::Str(_)) => {
                let name = self.st.atom_name(f);
                match (self.ops.postfix(name), self.ops.prefix(name)) {
                    (None, Some(op)) => op.prec <= lp && op.arg_precs().1 >= prec,
                    _ => false,
                }
            }
            _ => false,
        };
        if captures {
            pieces.push(Piece::OpenBrace);
            pieces.push(piece);
            pieces.push(Piece::Raw(")"));
        } else {
            pieces.push(piece);
        }
    }
}

/// SWI's punctuation characters: no space is needed before `(` after them.
fn is_punct(c: char) -> bool {
    matches!(
        c,
        '(' | ')' | ',' | '|' | '[' | ']' | '{' | '}' | '!' | ';' | '%' | '"' | '\'' | '`'
    ) || c.is_whitespace()
}
