//! Reader tests. The cases are data: each `tests/data/reader/*.pl` file is
//! read clause by clause and its snapshot lists, per clause, the term in
//! canonical form (or the syntax error). Directives `:- op(P, T, Names)`
//! and `:- set_prolog_flag(double_quotes, V)` in a case file change how
//! the rest of it is read, as they do when the machine consults a file.

use super::*;

/// `write_canonical`-like text: no operators, lists as `'[|]'(H,T)`,
/// variables as `_G0`, `_G1`, ... in order of first occurrence.
fn canonical(t: &ReadTerm) -> String {
    let mut out = String::new();
    // Explicit stack: Left(node) to print, Right(text) to emit.
    let mut todo: Vec<Result<NodeId, &str>> = vec![Ok(t.root)];
    while let Some(x) = todo.pop() {
        match x {
            Err(s) => out.push_str(s),
            Ok(id) => match t.node(id) {
                Node::Var(i) => out.push_str(&format!("_G{i}")),
                Node::Nil => out.push_str("[]"),
                Node::Atom(a) => out.push_str(&quote_atom(a)),
                Node::Int(i) => out.push_str(&i.to_string()),
                Node::BigInt(s) => out.push_str(s),
                Node::Float(f) => out.push_str(&float_text(*f)),
                Node::Str(s) => out.push_str(&format!("{s:?}")),
                Node::Compound(f, args) => {
                    if f == ast::NIL_FUNCTOR {
                        out.push_str("[]");
                    } else {
                        out.push_str(&quote_atom(f));
                    }
                    out.push('(');
                    todo.push(Err(")"));
                    for (k, a) in args.iter().enumerate().rev() {
                        todo.push(Ok(*a));
                        if k > 0 {
                            todo.push(Err(","));
                        }
                    }
                }
            },
        }
    }
    out
}

fn float_text(f: f64) -> String {
    if f.is_nan() {
        return "1.5NaN".into();
    }
    if f.is_infinite() {
        return if f > 0.0 {
            "1.0Inf".into()
        } else {
            "-1.0Inf".into()
        };
    }
    let s = format!("{f:?}");
    match s.find('e') {
        Some(i) if !s[..i].contains('.') => format!("{}.0{}", &s[..i], &s[i..]),
        _ => s,
    }
}

fn quote_atom(a: &str) -> String {
    let solo = matches!(a, "{}" | "!" | ";");
    let letters = a.starts_with(|c: char| c.is_lowercase()) && a.chars().all(lexer::is_alnum);
    let symbols = !a.is_empty() && a != "." && a.chars().all(lexer::is_symbol_char);
    if solo || letters || symbols {
        return a.to_string();
    }
    let mut s = String::from("'");
    for c in a.chars() {
        match c {
            '\'' => s.push_str("\\'"),
            '\\' => s.push_str("\\\\"),
            '\n' => s.push_str("\\n"),
            '\t' => s.push_str("\\t"),
            '\x07' => s.push_str("\\a"),
            '\x08' => s.push_str("\\b"),
            '\x0b' => s.push_str("\\v"),
            '\x0c' => s.push_str("\\f"),
            '\r' => s.push_str("\\r"),
            c if c.is_control() => s.push_str(&format!("\\x{:X}\\", c as u32)),
            c => s.push(c),
        }
    }
    s.push('\'');
    s
}

/// Applies `:- op/3` and `:- set_prolog_flag(double_quotes, _)`.
fn apply_directive(t: &ReadTerm, ops: &mut OpTable, flags: &mut ReadFlags) {
    let Node::Compound(f, a) = t.node(t.root) else {
        return;
    };
    if f != ":-" || a.len() != 1 {
        return;
    }
    let atom = |id: NodeId| match t.node(id) {
        Node::Atom(s) => Some(s.clone()),
        _ => None,
    };
    match t.node(a[0]) {
        Node::Compound(g, b) if g == "op" && b.len() == 3 => {
            let (Node::Int(p), Some(ty)) =
                (t.node(b[0]), atom(b[1]).and_then(|s| OpType::parse(&s)))
            else {
                return;
            };
            let mut names = vec![];
            let mut l = b[2];
            while let Node::Compound(c, e) = t.node(l) {
                if c != "[|]" {
                    break;
                }
                names.extend(atom(e[0]));
                l = e[1];
            }
            names.extend(atom(b[2]).filter(|s| s != "[]"));
            for n in names {
                ops.add(*p as u16, ty, &n);
            }
        }
        Node::Compound(g, b)
            if g == "set_prolog_flag"
                && b.len() == 2
                && atom(b[0]).as_deref() == Some("double_quotes") =>
        {
            flags.double_quotes = match atom(b[1]).as_deref() {
                Some("codes") => DoubleQuotes::Codes,
                Some("chars") => DoubleQuotes::Chars,
                Some("atom") => DoubleQuotes::Atom,
                _ => DoubleQuotes::String,
            };
        }
        _ => {}
    }
}

/// Reads a whole text the way the machine consults a file.
fn read_all(src: &str) -> String {
    let mut ops = OpTable::new();
    let mut flags = ReadFlags::default();
    let mut r = Reader::new(src, Some("case.pl".into()));
    let mut out = String::new();
    while let Some(res) = r.next_term(&ops, &flags) {
        match res {
            Ok(t) => {
                out.push_str(&format!("{}: {}", t.line, canonical(&t)));
                let s = t.singletons();
                if !s.is_empty() {
                    out.push_str(&format!("   % singletons: {}", s.join(", ")));
                }
                out.push('\n');
                apply_directive(&t, &mut ops, &mut flags);
            }
            Err(e) => out.push_str(&format!("{}:{}: error: {}\n", e.line, e.col, e.message)),
        }
    }
    out
}

#[test]
fn reader_cases() {
    insta::glob!("../../tests/data/reader", "*.pl", |path| {
        let src = std::fs::read_to_string(path).unwrap();
        insta::assert_snapshot!(read_all(&src));
    });
}

fn read1(text: &str) -> Result<String, String> {
    parse_term(text, &OpTable::new(), &ReadFlags::default())
        .map(|t| canonical(&t))
        .map_err(|e| format!("{}:{}: {}", e.line, e.col, e.message))
}

#[test]
fn parse_term_end_token_is_optional() {
    assert_eq!(read1("foo(X, Y)"), Ok("foo(_G0,_G1)".into()));
    assert_eq!(read1("a :- b.  "), Ok(":-(a,b)".into()));
    assert_eq!(read1("- 1"), Ok("-(1)".into()));
    assert_eq!(read1("-"), Ok("-".into()));
    assert_eq!(read1(""), Err("1:1: unexpected end of file".into()));
    assert_eq!(
        read1("a. b"),
        Err("1:4: end of input expected after the term".into())
    );
    assert_eq!(read1("a b"), Err("1:3: operator expected".into()));
}

#[test]
fn parse_number_accepts_what_atom_number_accepts() {
    assert_eq!(parse_number("42"), Some(Node::Int(42)));
    assert_eq!(parse_number("  -17 "), Some(Node::Int(-17)));
    assert_eq!(parse_number("+5"), Some(Node::Int(5)));
    assert_eq!(parse_number("0'a"), Some(Node::Int(97)));
    assert_eq!(parse_number("0b101"), Some(Node::Int(5)));
    assert_eq!(parse_number("1.5e3"), Some(Node::Float(1500.0)));
    assert_eq!(
        parse_number("-1.0Inf"),
        Some(Node::Float(f64::NEG_INFINITY))
    );
    assert_eq!(parse_number("1_000"), Some(Node::Int(1000)));
    assert_eq!(
        parse_number("-9223372036854775808"),
        Some(Node::Int(i64::MIN))
    );
    assert_eq!(
        parse_number("123456789012345678901234567890"),
        Some(Node::BigInt("123456789012345678901234567890".into()))
    );
    assert_eq!(
        parse_number("0xFFFFFFFFFFFFFFFFFF"),
        Some(Node::BigInt("4722366482869645213695".into()))
    );
    // SWI's digit groups: one space between digits (issue 29).
    assert_eq!(parse_number("1 2"), Some(Node::Int(12)));
    for bad in ["", "-", "abc", "1  2", "- 1", "1.", "1e", "0x", "1a", "--1"] {
        assert_eq!(parse_number(bad), None, "{bad:?}");
    }
}

#[test]
fn syntax_error_displays_like_rustc() {
    let mut r = Reader::new("ok.\nfoo(a b).\n", Some("x.pl".into()));
    let ops = OpTable::new();
    assert!(r.next_term(&ops, &ReadFlags::default()).unwrap().is_ok());
    let e = r
        .next_term(&ops, &ReadFlags::default())
        .unwrap()
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "x.pl:2:7: syntax error: operator expected\nfoo(a b).\n      ^"
    );
}

#[test]
fn variables_are_counted_and_located() {
    let t = parse_term(
        "p(X, _Y, _, _, X, Z)",
        &OpTable::new(),
        &ReadFlags::default(),
    )
    .unwrap();
    let names: Vec<(&str, u32, usize)> = t
        .vars
        .iter()
        .map(|v| (v.name.as_str(), v.occurrences, v.col))
        .collect();
    assert_eq!(
        names,
        vec![
            ("X", 2, 3),
            ("_Y", 1, 6),
            ("_", 1, 10),
            ("_", 1, 13),
            ("Z", 1, 19)
        ]
    );
    assert_eq!(t.singletons(), vec!["Z"]);
}

#[test]
fn million_element_list_reads() {
    let mut s = String::with_capacity(2_000_010);
    s.push('[');
    for i in 0..1_000_000 {
        if i > 0 {
            s.push(',');
        }
        s.push('a');
    }
    s.push_str("].");
    let t = parse_term(&s, &OpTable::new(), &ReadFlags::default()).unwrap();
    let mut n = 0;
    let mut id = t.root;
    while let Node::Compound(f, a) = t.node(id) {
        assert_eq!(f, "[|]");
        n += 1;
        id = a[1];
    }
    assert_eq!(n, 1_000_000);
    assert_eq!(t.node(id), &Node::Nil);
}

#[test]
fn deep_nesting_and_long_operator_chains_read() {
    let depth = 100_000;
    let s = format!("{}a{}", "f(".repeat(depth), ")".repeat(depth));
    let t = parse_term(&s, &OpTable::new(), &ReadFlags::default()).unwrap();
    let mut d = 0;
    let mut id = t.root;
    while let Node::Compound(_, a) = t.node(id) {
        d += 1;
        id = a[0];
    }
    assert_eq!(d, depth);

    let s = format!("{}a{}", "(".repeat(depth), ")".repeat(depth));
    assert!(parse_term(&s, &OpTable::new(), &ReadFlags::default()).is_ok());

    // p :- a, a, ..., a: a right-nested chain of 100k conjunctions.
    let s = format!("p :- {}a.", "a, ".repeat(depth - 1));
    let t = parse_term(&s, &OpTable::new(), &ReadFlags::default()).unwrap();
    let Node::Compound(_, a) = t.node(t.root) else {
        panic!()
    };
    let (mut id, mut n) = (a[1], 1);
    while let Node::Compound(f, a) = t.node(id) {
        assert_eq!(f, ",");
        n += 1;
        id = a[1];
    }
    assert_eq!(n, depth);

    // Left-nested too, and a long chain of prefix operators.
    let s = format!("x{}", " - a".repeat(depth));
    assert!(parse_term(&s, &OpTable::new(), &ReadFlags::default()).is_ok());
    let s = format!("{}a", "- ".repeat(depth));
    assert!(parse_term(&s, &OpTable::new(), &ReadFlags::default()).is_ok());
}

#[test]
fn the_reader_resumes_after_a_syntax_error() {
    let ops = OpTable::new();
    let flags = ReadFlags::default();
    let mut r = Reader::new("p(X) :- q(X).\nbad bad.\nr.\n", None);
    let t = r.next_term(&ops, &flags).unwrap().unwrap();
    assert!(matches!(t.node(t.root), Node::Compound(f, _) if f == ":-"));
    let e = r.next_term(&ops, &flags).unwrap().unwrap_err();
    assert_eq!(
        (e.line, e.col, e.message.as_str()),
        (2, 5, "operator expected")
    );
    assert!(r.next_term(&ops, &flags).unwrap().is_ok());
    assert!(r.next_term(&ops, &flags).is_none());
}
