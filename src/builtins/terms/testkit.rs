//! Test helpers: build terms from canonical text and print them back.
//!
//! The syntax is canonical Prolog without operators: `f(a, X, 1.5)`,
//! `[a, b | T]`, `"string"`, `'quoted atom'`, symbol atoms such as `+`
//! or `@<` in functor position (`+(1, 2)`), and negative numbers.
//! Variables with the same name within one [`Kit`] are the same variable.

use std::collections::HashMap;

use crate::builtins::Ctx;
use crate::builtins::Flow;
use crate::term::{atom, Cell};

/// A bare machine (no prelude: the builtins are called directly) and the
/// variables named so far.
pub struct Kit {
    pub m: Ctx,
    vars: HashMap<String, Cell>,
}

impl Kit {
    pub fn new() -> Self {
        Kit {
            m: Ctx::new(),
            vars: HashMap::new(),
        }
    }

    /// Builds the term written in `src`.
    pub fn t(&mut self, src: &str) -> Cell {
        let chars: Vec<char> = src.chars().collect();
        let mut p = Parser { s: &chars, i: 0 };
        let c = p.term(self);
        p.ws();
        assert_eq!(p.i, chars.len(), "trailing text in {src:?}");
        c
    }

    /// The term bound to the named variable, printed.
    pub fn var(&mut self, name: &str) -> String {
        let c = self.vars[name];
        self.show(c)
    }

    pub fn show(&self, c: Cell) -> String {
        let mut out = String::new();
        show(&self.m, c, &mut out);
        out
    }

    /// Runs a builtin on terms written as text.
    pub fn run(&mut self, f: crate::builtins::Builtin, args: &[&str]) -> Result<bool, Flow> {
        let cells: Vec<Cell> = args.iter().map(|a| self.t(a)).collect();
        f(&mut self.m, &cells)
    }

    /// Runs a builtin that must succeed.
    pub fn ok(&mut self, f: crate::builtins::Builtin, args: &[&str]) {
        let r = self.run(f, args);
        assert!(
            matches!(r, Ok(true)),
            "expected success of {args:?}, got {}",
            self.res(r)
        );
    }

    /// Runs a builtin that must fail.
    pub fn fails(&mut self, f: crate::builtins::Builtin, args: &[&str]) {
        let r = self.run(f, args);
        assert!(
            matches!(r, Ok(false)),
            "expected failure of {args:?}, got {}",
            self.res(r)
        );
    }

    /// Runs a builtin that must raise an error; returns the formal term.
    pub fn err(&mut self, f: crate::builtins::Builtin, args: &[&str]) -> String {
        match self.run(f, args) {
            Err(Flow::Error(e)) => self.show(e),
            r => panic!("expected an error from {args:?}, got {}", self.res(r)),
        }
    }

    fn res(&self, r: Result<bool, Flow>) -> String {
        match r {
            Ok(b) => b.to_string(),
            Err(Flow::Error(e)) => format!("error {}", self.show(e)),
            Err(Flow::Throw(e)) => format!("throw {}", self.show(e)),
            Err(Flow::Halt(c)) => format!("halt {c}"),
            Err(Flow::Abort) => "abort".into(),
        }
    }
}

struct Parser<'a> {
    s: &'a [char],
    i: usize,
}

const SYMBOL: &str = "+-*/\\^<>=~:.?@#&$";

impl Parser<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_whitespace() {
            self.i += 1;
        }
    }

    fn peek(&self) -> char {
        self.s.get(self.i).copied().unwrap_or('\0')
    }

    fn eat(&mut self, c: char) -> bool {
        self.ws();
        if self.peek() == c {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn take_while(&mut self, f: impl Fn(char) -> bool) -> String {
        let start = self.i;
        while self.i < self.s.len() && f(self.s[self.i]) {
            self.i += 1;
        }
        self.s[start..self.i].iter().collect()
    }

    fn term(&mut self, k: &mut Kit) -> Cell {
        self.ws();
        let c = self.peek();
        let next_digit = self.s.get(self.i + 1).is_some_and(|c| c.is_ascii_digit());
        if c.is_ascii_digit() || (c == '-' && next_digit) {
            let neg = c == '-';
            if neg {
                self.i += 1;
            }
            let mut text = self.take_while(|c| c.is_ascii_alphanumeric() || c == '.');
            if text.ends_with('e') && self.peek() == '-' {
                self.i += 1;
                text.push('-');
                text.push_str(&self.take_while(|c| c.is_ascii_digit()));
            }
            let text = if neg { format!("-{text}") } else { text };
            return if text.contains('.') || text.contains('e') {
                Cell::Flt(text.parse().unwrap())
            } else {
                let n: crate::term::BigInt = text.parse().unwrap();
                k.m.st.new_integer(&n)
            };
        }
        if c == '_' || c.is_ascii_uppercase() {
            let name = self.take_while(|c| c.is_alphanumeric() || c == '_');
            if name == "_" {
                return k.m.st.new_var();
            }
            if let Some(&v) = k.vars.get(&name) {
                return v;
            }
            let v = k.m.st.new_var();
            k.vars.insert(name, v);
            return v;
        }
        if c == '[' {
            self.i += 1;
            let mut items = Vec::new();
            if self.eat(']') {
                return Cell::Atom(atom::NIL);
            }
            loop {
                items.push(self.term(k));
                if !self.eat(',') {
                    break;
                }
            }
            let tail = if self.eat('|') {
                self.term(k)
            } else {
                Cell::Atom(atom::NIL)
            };
            assert!(self.eat(']'));
            return k.m.st.new_list(&items, tail);
        }
        if c == '"' {
            self.i += 1;
            let text = self.take_while(|c| c != '"');
            self.i += 1;
            return k.m.st.new_string(&text);
        }
        let name = if c == '\'' {
            self.i += 1;
            let n = self.take_while(|c| c != '\'');
            self.i += 1;
            n
        } else if c.is_alphabetic() {
            self.take_while(|c| c.is_alphanumeric() || c == '_')
        } else if c == '!' || c == ',' || c == '|' {
            self.i += 1;
            c.to_string()
        } else {
            self.take_while(|c| SYMBOL.contains(c))
        };
        assert!(!name.is_empty() || c == '\'', "cannot parse at {}", self.i);
        let a = k.m.st.intern(&name);
        if self.peek() == '(' {
            self.i += 1;
            let mut args = Vec::new();
            if !self.eat(')') {
                loop {
                    args.push(self.term(k));
                    if !self.eat(',') {
                        break;
                    }
                }
                assert!(self.eat(')'));
            }
            if args.is_empty() {
                // a(): a compound of arity 0 is not supported; an atom.
                return Cell::Atom(a);
            }
            return k.m.st.new_compound(a, &args);
        }
        Cell::Atom(a)
    }
}

/// Canonical text of a term: `f(a,_G12,[1,2|_G3])`. Variables print as
/// `_G<addr>`; floats with Rust's shortest round-trip form.
pub fn show(m: &Ctx, c: Cell, out: &mut String) {
    match m.st.deref(c) {
        Cell::Var(a) => out.push_str(&format!("_G{a}")),
        Cell::Int(i) => out.push_str(&i.to_string()),
        b @ Cell::Big(_) => out.push_str(&m.st.integer(b).unwrap().to_string()),
        Cell::Flt(f) => out.push_str(&format!("{f:?}")),
        Cell::Atom(a) => out.push_str(m.st.atom_name(a)),
        t @ Cell::Text(_) => {
            out.push('"');
            out.push_str(&m.st.text(t).unwrap_or_default());
            out.push('"');
        }
        Cell::Lst(mut a) => {
            out.push('[');
            loop {
                show(m, m.st.heap[a as usize], out);
                match m.st.deref(m.st.heap[a as usize + 1]) {
                    Cell::Atom(atom::NIL) => break,
                    Cell::Lst(b) => {
                        out.push(',');
                        a = b;
                    }
                    other => {
                        out.push('|');
                        show(m, other, out);
                        break;
                    }
                }
            }
            out.push(']');
        }
        Cell::Str(a) => {
            let Cell::Fun(name, n) = m.st.heap[a as usize] else {
                unreachable!()
            };
            out.push_str(m.st.atom_name(name));
            out.push('(');
            for i in 1..=n {
                if i > 1 {
                    out.push(',');
                }
                show(m, m.st.heap[(a + i) as usize], out);
            }
            out.push(')');
        }
        other => out.push_str(&format!("{other:?}")),
    }
}
