//! Writer tests: each expected string is what SWI-Prolog 9.0.4 printed
//! for the same term. Terms are built with a tiny canonical-syntax
//! builder (no operators), since the reader is written separately.

use crate::Machine;
use std::collections::HashMap;
use std::io::Write;
use std::sync::{Arc, Mutex};

use super::{format_float, print_opts, term_to_string, write_opts, writeq_opts, WriteOpts};
use crate::builtins::Ctx;
use crate::builtins::{Flow, Registry, Res};
use crate::term::{atom, Cell};

/// Builds a term from canonical text: `f(a,'B',[1,2|T],"s",1.5,-1)`.
/// Variables with the same name share a cell. Test-only; panics on bad input.
pub(crate) fn build(m: &mut Ctx, s: &str) -> Cell {
    build_all(m, &[s])[0]
}

/// Builds several terms that share variables by name.
pub(crate) fn build_all(m: &mut Ctx, srcs: &[&str]) -> Vec<Cell> {
    let mut vars = HashMap::new();
    srcs.iter()
        .map(|s| {
            let mut b = Builder {
                s: s.chars().collect(),
                i: 0,
                vars: std::mem::take(&mut vars),
            };
            let t = b.term(m);
            assert_eq!(b.i, b.s.len(), "trailing text in {s:?}");
            vars = b.vars;
            t
        })
        .collect()
}

struct Builder {
    s: Vec<char>,
    i: usize,
    vars: HashMap<String, Cell>,
}

const SYMBOL: &str = "#$&*+-./:<=>?@\\^~";

impl Builder {
    fn peek(&self) -> Option<char> {
        self.s.get(self.i).copied()
    }

    fn eat(&mut self, c: char) -> bool {
        let ok = self.peek() == Some(c);
        if ok {
            self.i += 1;
        }
        ok
    }

    fn quoted(&mut self, q: char) -> String {
        let mut out = String::new();
        loop {
            let c = self.s[self.i];
            self.i += 1;
            match c {
                _ if c == q => return out,
                '\\' => {
                    let e = self.s[self.i];
                    self.i += 1;
                    out.push(match e {
                        'n' => '\n',
                        't' => '\t',
                        'x' => {
                            let mut v = 0;
                            while self.s[self.i] != '\\' {
                                v = v * 16 + self.s[self.i].to_digit(16).unwrap();
                                self.i += 1;
                            }
                            self.i += 1;
                            char::from_u32(v).unwrap()
                        }
                        other => other,
                    });
                }
                _ => out.push(c),
            }
        }
    }

    fn term(&mut self, m: &mut Ctx) -> Cell {
        let c = self.peek().unwrap();
        let neg_number = c == '-' && self.s.get(self.i + 1).is_some_and(|d| d.is_ascii_digit());
        if c.is_ascii_digit() || neg_number {
            let start = self.i;
            self.i += 1;
            while let Some(c) = self.peek() {
                let exponent_sign =
                    matches!(c, '+' | '-') && matches!(self.s[self.i - 1], 'e' | 'E');
                if !(c.is_ascii_alphanumeric() || c == '.' || exponent_sign) {
                    break;
                }

                self.i += 1;
            }
            let text: String = self.s[start..self.i].iter().collect();
            return match text.parse::<i64>() {
                Ok(n) => Cell::Int(n),
                Err(_) => Cell::Flt(text.parse().unwrap()),
            };
        }
        if c == '"' {
            self.i += 1;
            let text = self.quoted('"');
            return m.st.new_string(&text);
        }
        if c == '[' && self.s.get(self.i + 1) != Some(&']') {
            self.i += 1;
            let mut items = vec![self.term(m)];
            while self.eat(',') {
                items.push(self.term(m));
            }
            let tail = if self.eat('|') {
                self.term(m)
            } else {
                Cell::Atom(atom::NIL)
            };
            assert!(self.eat(']'));
            return m.st.new_list(&items, tail);
        }
        if c.is_uppercase() || c == '_' {
            let start = self.i;
            while self.peek().is_some_and(|c| c.is_alphanumeric() || c == '_') {
                self.i += 1;
            }
            let name: String = self.s[start..self.i].iter().collect();
            return *self.vars.entry(name).or_insert_with(|| m.st.new_var());
        }
        if c == '[' && self.s.get(self.i + 2).is_none_or(|&c| c != '(') {
            self.i += 2;
            return Cell::Atom(atom::NIL);
        }
        let name: String = if c == '\'' {
            self.i += 1;
            self.quoted('\'')
        } else if c == '[' || c == '{' {
            self.i += 2;
            if c == '[' { "[]" } else { "{}" }.to_string()
        } else if SYMBOL.contains(c) {
            let start = self.i;
            while self.peek().is_some_and(|c| SYMBOL.contains(c)) {
                self.i += 1;
            }
            self.s[start..self.i].iter().collect()
        } else if c.is_alphanumeric() {
            let start = self.i;
            while self.peek().is_some_and(|c| c.is_alphanumeric() || c == '_') {
                self.i += 1;
            }
            self.s[start..self.i].iter().collect()
        } else {
            self.i += 1;
            c.to_string()
        };
        if !self.eat('(') {
            return m.st.new_atom(&name);
        }
        let mut args = vec![self.term(m)];
        while self.eat(',') {
            args.push(self.term(m));
        }
        assert!(self.eat(')'));
        m.st.new_compound_str(&name, &args)
    }
}

fn show(m: &mut Ctx, src: &str, opts: &WriteOpts) -> String {
    let t = build(m, src);
    term_to_string(&m.st, &m.ops, t, opts)
}

/// A machine whose user_output and user_error are captured.
pub(crate) fn capture() -> (Machine, Arc<Mutex<Vec<u8>>>) {
    struct Shared(Arc<Mutex<Vec<u8>>>);
    impl Write for Shared {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let buf = Arc::new(Mutex::new(Vec::new()));
    let mut m = Machine::new();
    m.set_output(Shared(buf.clone()));
    m.set_error_output(Shared(buf.clone()));
    (m, buf)
}

/// Runs builtin `name/arity` on terms given as canonical text; returns
/// what it printed, or the error term written with writeq.
pub(crate) fn call(name: &str, args: &[&str]) -> String {
    let (mut m, buf) = capture();
    let cells = build_all(&mut m.cx, args);
    let r = Registry::all();
    let f = r.map[&(name.to_string(), args.len())];
    let res = f(&mut m.cx, &cells);
    let out = String::from_utf8(buf.lock().unwrap().clone()).unwrap();
    shown(&m, out, res)
}

/// What a builtin printed, then `<fail>`, `<error E>` or `<error E in
/// PI>` (an error thrown with its own context).
pub(crate) fn shown(m: &Machine, out: String, res: Res) -> String {
    match res {
        Ok(true) => out,
        Ok(false) => format!("{out}<fail>"),
        Err(Flow::Error(e)) => format!(
            "{out}<error {}>",
            term_to_string(&m.cx.st, &m.cx.ops, e, &writeq_opts())
        ),
        // An error thrown with its own context: `<error Formal in PI>`.
        Err(Flow::Throw(b)) if m.cx.st.functor(b) == Some((atom::ERROR, 2)) => {
            let show = |c| term_to_string(&m.cx.st, &m.cx.ops, c, &writeq_opts());
            let context = m.cx.st.deref(m.cx.st.arg(b, 1));
            let pi = m.cx.st.arg(context, 0);
            let formal = m.cx.st.arg(b, 0);
            format!("{out}<error {} in {}>", show(formal), show(pi))
        }
        Err(_) => format!("{out}<other>"),
    }
}

#[test]
fn writeq_matches_swi() {
    let cases: &[(&str, &str)] = &[
        // operators and spacing
        (":-(a,b)", "a:-b"),
        ("+(1,*(2,3))", "1+2*3"),
        ("f(','(a,b))", "f((a,b))"),
        ("f(:-(a,b))", "f((a:-b))"),
        ("-(1,-(2,3))", "1-(2-3)"),
        ("-(-(1,2),3)", "1-2-3"),
        ("-(1,-1)", "1- -1"),
        ("-(1,-(1))", "1- - 1"),
        ("-(1)", "- 1"),
        ("-(a)", "-a"),
        ("-(-(1))", "- - 1"),
        ("-(-(a))", "- -a"),
        ("-(2,-(a))", "2- -a"),
        ("-(1.5)", "- 1.5"),
        ("-(-1)", "- -1"),
        ("+(1)", "+1"),
        ("+(-(1))", "+ - 1"),
        ("+(1,+(1))", "1+ +1"),
        ("mod(a,b)", "a mod b"),
        ("mod(a,mod(b,c))", "a mod (b mod c)"),
        ("is(x,y)", "x is y"),
        ("rdiv(1,2)", "1 rdiv 2"),
        ("\\+(a)", "\\+a"),
        ("\\+(','(a,b))", "\\+ (a,b)"),
        ("\\+(\\+(a))", "\\+ \\+a"),
        (";(->(a,b),c)", "a->b;c"),
        (":(a,:(b,c))", "a:b:c"),
        (":(:(a,b),c)", "(a:b):c"),
        ("-(+(1,2))", "- (1+2)"),
        ("-(f(x))", "-f(x)"),
        ("-([1])", "-[1]"),
        ("-(\"s\")", "-\"s\""),
        ("-({}(a))", "-{a}"),
        ("^(-(a),2)", "(-a)^2"),
        ("^(-(2),2)", "(- 2)^2"),
        ("-(^(2,2))", "- 2^2"),
        ("^(-1,2)", "-1^2"),
        ("^(a,-1)", "a^ -1"),
        ("^(1,^(2,3))", "1^2^3"),
        ("^(^(1,2),3)", "(1^2)^3"),
        ("**(**(2,3),4)", "(2**3)**4"),
        ("=(a,-1)", "a= -1"),
        ("=(a,-(a))", "a= -a"),
        ("=(=(a,b),c)", "(a=b)=c"),
        ("=(a,=(b,c))", "a=(b=c)"),
        ("*(2,-(a))", "2* -a"),
        ("*(1,+(2,3))", "1*(2+3)"),
        ("-(-(3),2)", "- 3-2"),
        ("-(a,:-(b,c))", "a-(b:-c)"),
        ("=..(a,b)", "a=..b"),
        ("f(;(a,b))", "f((a;b))"),
        ("'|'(a,b)", "a|b"),
        (":-('|'(a,b),c)", "a|b:-c"),
        (":-(:-(a,b),c)", "(a:-b):-c"),
        (":-(:-(a))", ":- (:-a)"),
        ("dynamic(','(a,b))", "dynamic a,b"),
        ("?-(a)", "?-a"),
        (":-(a,;(','(b,c),->(d,e)))", "a:-b,c;d->e"),
        ("f(:-(a,b),c)", "f((a:-b),c)"),
        ("-(-(-(a)))", "- - -a"),
        ("\\(\\(a))", "\\ \\a"),
        // operators as atoms
        ("f(+)", "f(+)"),
        ("[-]", "[-]"),
        ("-(-)", "- (-)"),
        ("\\+(-)", "\\+ (-)"),
        ("f(:-)", "f(:-)"),
        ("-(-,a)", "(-)-a"),
        ("-('..',a)", ".. - a"),
        ("-('.')", "- ('.')"),
        (":-", ":-"),
        ("-({})", "-{}"),
        ("-([])", "-[]"),
        // curly terms and lists
        ("{}(','(a,b))", "{a,b}"),
        ("{}", "{}"),
        ("{}(x)", "{x}"),
        ("{}(-)", "{-}"),
        ("{}(:-(a,b))", "{a:-b}"),
        ("{}(a,b)", "{}(a,b)"),
        ("[a|b]", "[a|b]"),
        ("[a,b,c]", "[a,b,c]"),
        ("[:-(a,b)|:-(c,d)]", "[(a:-b)|(c:-d)]"),
        ("[','(a,b)]", "[(a,b)]"),
        ("'[|]'", "'[|]'"),
        // $VAR
        ("'$VAR'(1)", "B"),
        ("'$VAR'(25)", "Z"),
        ("'$VAR'(27)", "B1"),
        ("'$VAR'(1000)", "M38"),
        ("'$VAR'(-5)", "'$VAR'(-5)"),
        ("'$VAR'('Foo')", "Foo"),
        ("'$VAR'('_')", "_"),
        ("'$VAR'(x)", "'$VAR'(x)"),
        ("'$VAR'('a b')", "'$VAR'('a b')"),
        ("'$VAR'(1.0)", "'$VAR'(1.0)"),
        ("'$VAR'(1,2)", "'$VAR'(1,2)"),
        ("-('$VAR'(1))", "-B"),
        // atoms
        ("'hello world'", "'hello world'"),
        ("[]", "[]"),
        ("''", "''"),
        ("'A'", "'A'"),
        ("'_x'", "'_x'"),
        ("aB", "aB"),
        ("a1_B", "a1_B"),
        ("+", "+"),
        ("'/*'", "'/*'"),
        ("'/**/'", "'/**/'"),
        (";", ";"),
        ("!", "!"),
        ("'!!'", "'!!'"),
        ("','", "','"),
        ("'|'", "'|'"),
        ("'||'", "'||'"),
        ("'.'", "'.'"),
        ("'a.'", "'a.'"),
        ("'%'", "'%'"),
        ("'\\n'", "'\\n'"),
        ("'a\\\\b'", "'a\\\\b'"),
        ("'it\\'s'", "'it\\'s'"),
        ("'\\x1\\'", "'\\1\\'"),
        ("'a\\x7f\\'", "'a\\177\\'"),
        ("'\\xA0\\'", "'\\xA0\\'"),
        ("'\\x200B\\'", "'\\x200B\\'"),
        ("'a\"b'", "'a\"b'"),
        ("'\\\\'", "\\"),
        ("é", "é"),
        ("'Über'", "'Über'"),
        ("'Ωmega'", "'Ωmega'"),
        ("αβ", "αβ"),
        ("'日本'", "日本"),
        ("'→'", "→"),
        ("'a·b'", "'a·b'"),
        ("'·'", "·"),
        ("'hello'(world)", "hello(world)"),
        ("'Hello'(x)", "'Hello'(x)"),
        // strings and numbers
        ("\"str\"", "\"str\""),
        ("\"a\\\"b\\nc\"", "\"a\\\"b\\nc\""),
        ("\"a'b\"", "\"a'b\""),
        ("f('\\\\',\"\\\\\")", "f(\\,\"\\\\\")"),
        ("1.0", "1.0"),
        ("-0.0", "-0.0"),
        ("1.0e20", "1.0e+20"),
        ("f(-1)", "f(-1)"),
        ("f(-(1))", "f(- 1)"),
    ];
    let mut m = Machine::new();
    let opts = writeq_opts();
    let bad: Vec<String> = cases
        .iter()
        .filter_map(|(src, want)| {
            let got = show(&mut m.cx, src, &opts);
            (got != *want).then(|| format!("{src}: got {got:?}, want {want:?}"))
        })
        .collect();
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn print_and_write_differ_from_writeq() {
    let mut m = Machine::new();
    let cases: &[(&str, WriteOpts, &str)] = &[
        (
            "f('A',\"s\",'$VAR'(3),'a b',[x,y],{}(z))",
            write_opts(),
            "f(A,s,D,a b,[x,y],{z})",
        ),
        ("+('hello world','\\n')", write_opts(), "hello world+\n"),
        ("-(1,-1)", write_opts(), "1- -1"),
        ("f('hello\\x7f\\')", print_opts(), "f('hello\\u007F')"),
        ("'a\\x1\\b'", print_opts(), "'a\\u0001b'"),
        ("'x\\x10000\\'", print_opts(), "x\u{10000}"),
    ];
    for (src, opts, want) in cases {
        assert_eq!(show(&mut m.cx, src, opts), *want, "{src}");
    }
}

#[test]
fn floats_print_as_swi() {
    let cases: &[(f64, &str)] = &[
        (1.0, "1.0"),
        (0.1, "0.1"),
        (1.0e20, "1.0e+20"),
        (1.0e-10, "1.0e-10"),
        (1e100, "1.0e+100"),
        (1e15, "1.0e+15"),
        (1e14, "100000000000000.0"),
        (123456789012345.6, "123456789012345.6"),
        (1234567890123456.0, "1.234567890123456e+15"),
        (1.0 / 3.0, "0.3333333333333333"),
        (0.0001, "0.0001"),
        (0.00001, "1.0e-5"),
        (0.00012, "0.00012"),
        (5e-324, "5.0e-324"),
        (f64::MAX, "1.7976931348623157e+308"),
        (12345.678, "12345.678"),
        (0.30000000000000004, "0.30000000000000004"),
        (-2.5, "-2.5"),
        (-0.0, "-0.0"),
        (100.0, "100.0"),
        (f64::INFINITY, "1.0Inf"),
        (f64::NEG_INFINITY, "-1.0Inf"),
        (f64::NAN, "1.5NaN"),
    ];
    for (f, want) in cases {
        assert_eq!(format_float(*f), *want);
    }
}

#[test]
fn max_depth_elides_as_swi() {
    let mut m = Machine::new();
    let cases: &[(usize, &str)] = &[
        (1, "[...|...] f(...,...) ... + ... ... + ..."),
        (
            2,
            "[1|...] f(g(...),[...|...]) 'hello world'+g(...,...,...) ... + ... + 5",
        ),
        (
            3,
            "[1,2|...] f(g(h(...)),[a|...]) 'hello world'+g(x,y,z) ... + ... + 4+5",
        ),
        (
            5,
            "[1,2,3,4|...] f(g(h(i(j))),[a,b,c]) 'hello world'+g(x,y,z) 1+2+3+4+5",
        ),
    ];
    for (d, want) in cases {
        let plain = WriteOpts {
            max_depth: *d,
            ..WriteOpts::default()
        };
        let quoted = WriteOpts {
            quoted: true,
            ..plain.clone()
        };
        let got = [
            show(&mut m.cx, "[1,2,3,4,5,6]", &plain),
            show(&mut m.cx, "f(g(h(i(j))),[a,b,c])", &plain),
            show(&mut m.cx, "+('hello world',g(x,y,z))", &quoted),
            show(&mut m.cx, "+(+(+(+(1,2),3),4),5)", &plain),
        ]
        .join(" ");
        assert_eq!(got, *want, "depth {d}");
    }
}

#[test]
fn canonical_and_ignore_ops() {
    assert_eq!(call("write_canonical", &["f(Y,X,X,Y,Z)"]), "f(A,B,B,A,_)");
    assert_eq!(call("write_canonical", &["[a,'B'|c]"]), "[a,'B'|c]");
    assert_eq!(call("write_canonical", &["+(1,2)"]), "+(1,2)");
    assert_eq!(call("write_canonical", &["{}(a)"]), "{}(a)");
    assert_eq!(call("write_canonical", &["-(-(1))"]), "-(-(1))");
    assert_eq!(call("write_canonical", &["'$VAR'(1)"]), "'$VAR'(1)");
    assert_eq!(call("write_canonical", &["\"abc\""]), "\"abc\"");
    assert_eq!(
        call(
            "write_term",
            &["+('a b',[c])", "[quoted(true),ignore_ops(true)]"]
        ),
        "+('a b',[c])"
    );
    assert_eq!(call("write_term", &["{}(a)", "[ignore_ops(true)]"]), "{a}");
    assert_eq!(
        call("write_term", &["-(1,-1)", "[ignore_ops(true)]"]),
        "-(1,-1)"
    );
}

#[test]
fn write_term_options() {
    assert_eq!(
        call(
            "write_term",
            &["f(X,'$VAR'(1))", "[variable_names([=('Foo',X)])]"]
        ),
        "f(Foo,$VAR(1))"
    );
    assert_eq!(call("write_term", &["'$VAR'(1)", "[portray(true)]"]), "B");
    assert_eq!(call("write_term", &["+(1,2)", "[priority(200)]"]), "(1+2)");
    assert_eq!(call("write_term", &["+(a,b)", "[fullstop(true)]"]), "a+b. ");
    assert_eq!(
        call("write_term", &["+", "[fullstop(true),nl(true)]"]),
        "+ .\n"
    );
    assert_eq!(
        call("write_term", &["[a,b|c]", "[spacing(next_argument)]"]),
        "[a, b|c]"
    );
    assert_eq!(call("write_term", &["a", "[foo(1)]"]), "a");
    assert_eq!(
        call("write_term", &["a", "[foo]"]),
        "<error type_error(option,foo)>"
    );
    assert_eq!(
        call("write_term", &["a", "[quoted(maybe)]"]),
        "<error type_error(bool,maybe)>"
    );
    assert_eq!(
        call("write_term", &["a", "foo"]),
        "<error type_error(list,foo)>"
    );
    assert_eq!(
        call("write_term", &["a", "[_]"]),
        "<error instantiation_error>"
    );
    assert_eq!(
        call("write_term", &["a", "[max_depth(a)]"]),
        "<error type_error(integer,a)>"
    );
}

#[test]
fn stream_builtins() {
    assert_eq!(
        call("write", &["foo", "a"]),
        "<error existence_error(stream,foo)>"
    );
    assert_eq!(call("write", &["_", "a"]), "<error instantiation_error>");
    assert_eq!(
        call("nl", &["3"]),
        "<error domain_error(stream_or_alias,3)>"
    );
    assert_eq!(
        call("writeln", &["user_input", "x"]),
        "<error permission_error(output,stream,user_input)>"
    );
    assert_eq!(call("writeln", &["user_error", "hello"]), "hello\n");
    assert_eq!(call("write", &["user_output", "'a b'"]), "a b");
    assert_eq!(call("writeq", &["user_output", "'a b'"]), "'a b'");
    assert_eq!(call("print", &["'$VAR'(1)"]), "B");
    assert_eq!(call("tab", &["+(2,1)"]), "   ");
    assert_eq!(call("tab", &["-1"]), "");
    assert_eq!(call("tab", &["a"]), "<error type_error(evaluable,a/0)>");
    assert_eq!(call("put_char", &["a"]), "a");
    assert_eq!(
        call("put_char", &["ab"]),
        "<error type_error(character,ab)>"
    );
    assert_eq!(call("put_char", &["_"]), "<error instantiation_error>");
    assert_eq!(call("nl", &[]), "\n");
}

#[test]
fn deep_terms_do_not_overflow_the_stack() {
    let mut m = Machine::new();
    let mut t = m.cx.st.new_atom("x");
    let f = m.cx.st.intern("f");
    let minus = m.cx.st.intern("-");
    for i in 0..1_000_000 {
        t =
            m.cx.st
                .new_compound(if i % 2 == 0 { f } else { minus }, &[t]);
    }
    let s = term_to_string(&m.cx.st, &m.cx.ops, t, &writeq_opts());
    assert!(s.len() > 2_000_000);
    let items: Vec<Cell> = (0..1_000_000).map(Cell::Int).collect();
    let l = m.cx.st.new_list(&items, Cell::Atom(crate::term::atom::NIL));
    let s = term_to_string(&m.cx.st, &m.cx.ops, l, &writeq_opts());
    assert!(s.starts_with("[0,1,2,") && s.ends_with(",999999]"));
}

#[test]
fn atoms_are_quoted_only_when_they_would_not_read_back() {
    use crate::builtins::write::atom_needs_quotes;
    assert!(!atom_needs_quotes("hello"));
    assert!(atom_needs_quotes("hello world"));
    assert!(!atom_needs_quotes("[]"));
    assert!(atom_needs_quotes(","));
}
