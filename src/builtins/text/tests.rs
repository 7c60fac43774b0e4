//! Unit tests: each builtin called directly on terms built with the store
//! API; expected answers and errors checked against SWI-Prolog 9.

use super::*;
use crate::builtins::arith::Num;
use crate::builtins::{Builtin, Flow};
use crate::term::{BigInt, ListEnd};
use crate::Machine;

/// A tiny writer for assertions: atoms bare, strings in double quotes,
/// lists in brackets, variables as `_`.
fn show(m: &Ctx, c: Cell) -> String {
    match m.st.deref(c) {
        Cell::Var(_) => "_".into(),
        Cell::Atom(a) => m.st.atom_name(a).into(),
        Cell::Int(i) => i.to_string(),
        b @ Cell::Big(_) => m.st.integer(b).unwrap().to_string(),
        Cell::Flt(f) => format_float(f),
        t @ Cell::Text(_) => format!("{:?}", m.st.text(t).unwrap_or_default()),
        l @ Cell::Lst(_) => {
            let mut it = m.st.list_cells(l);
            let v: Vec<Cell> = it.by_ref().collect();
            let tail = match it.end() {
                Some(ListEnd::Partial(t) | ListEnd::Other(t)) => format!("|{}", show(m, t)),
                Some(ListEnd::Cyclic) => "|...".to_string(),
                _ => String::new(),
            };
            let items: Vec<String> = v.iter().map(|&e| show(m, e)).collect();
            format!("[{}{tail}]", items.join(","))
        }
        t @ Cell::Str(_) => {
            let (name, n) = m.st.functor(t).unwrap_or((atom::NIL, 0));
            let args: Vec<String> = (0..n).map(|i| show(m, m.st.arg(t, i))).collect();
            format!("{}({})", m.st.atom_name(name), args.join(","))
        }
        other => format!("{other:?}"),
    }
}

/// Parses a tiny term syntax for test arguments: `_` fresh variable,
/// `"s"` string, `[a,b]` list, integers, floats, `f(x)` compounds and
/// anything else an atom. Commas inside quotes or brackets are fine.
fn term(m: &mut Ctx, s: &str) -> Cell {
    let s = s.trim();
    if s == "_" {
        return m.st.new_var();
    }
    if let Some(q) = s.strip_prefix('"').and_then(|r| r.strip_suffix('"')) {
        return m.st.new_string(q);
    }
    if s == "[]" {
        return Cell::Atom(atom::NIL);
    }
    if let Some(inner) = s.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
        let (items, tail) = match inner.rsplit_once('|') {
            Some((i, t)) if !t.contains(']') => (i, term(m, t)),
            _ => (inner, Cell::Atom(atom::NIL)),
        };
        let cells: Vec<Cell> = split_top(items).iter().map(|e| term(m, e)).collect();
        return m.st.new_list(&cells, tail);
    }
    if let Ok(i) = s.parse::<i64>() {
        return Cell::Int(i);
    }
    if s.contains('.') && s.len() > 1 {
        if let Ok(f) = s.parse::<f64>() {
            return Cell::Flt(f);
        }
    }
    if let Some((name, rest)) = s.split_once('(') {
        if let Some(args) = rest.strip_suffix(')') {
            if !name.is_empty() {
                let cells: Vec<Cell> = split_top(args).iter().map(|e| term(m, e)).collect();
                return m.st.new_compound_str(name, &cells);
            }
        }
    }
    let name = s
        .strip_prefix('\'')
        .and_then(|r| r.strip_suffix('\''))
        .unwrap_or(s);
    m.st.new_atom(name)
}

fn split_top(s: &str) -> Vec<String> {
    let (mut out, mut cur, mut depth, mut quote) = (Vec::new(), String::new(), 0, false);
    for c in s.chars() {
        match c {
            '"' | '\'' => quote = !quote,
            '(' | '[' if !quote => depth += 1,
            ')' | ']' if !quote => depth -= 1,
            ',' if depth == 0 && !quote => {
                out.push(std::mem::take(&mut cur));
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if !cur.trim().is_empty() {
        out.push(cur);
    }
    out
}

fn find(name: &str, arity: usize) -> Builtin {
    let mut r = Registry::default();
    register(&mut r);
    *r.map
        .get(&(name.to_string(), arity))
        .unwrap_or_else(|| panic!("no {name}/{arity}"))
}

/// Runs `name(args)` and renders the outcome: the arguments after
/// success, `false`, or the formal error term.
fn run(m: &mut Ctx, name: &str, args: &[&str]) -> String {
    let cells: Vec<Cell> = args.iter().map(|a| term(m, a)).collect();
    match find(name, args.len())(m, &cells) {
        Ok(true) => cells
            .iter()
            .map(|&c| show(m, c))
            .collect::<Vec<_>>()
            .join(" ; "),
        Ok(false) => "false".into(),
        Err(Flow::Error(e)) => format!("error {}", show(m, e)),
        Err(other) => format!("{other:?}"),
    }
}

fn check(name: &str, cases: &[(&[&str], &str)]) {
    for (args, want) in cases {
        let mut m = Machine::new();
        let got = run(&mut m.cx, name, args);
        assert_eq!(&got, want, "{name}({})", args.join(", "));
    }
}

#[test]
fn atom_length_modes_and_errors() {
    check(
        "atom_length",
        &[
            (&["abc", "_"], "abc ; 3"),
            (&["'été'", "3"], "été ; 3"),
            (&["123", "_"], "123 ; 3"),
            (&["1.5", "_"], "1.5 ; 3"),
            (&["\"abc\"", "_"], "\"abc\" ; 3"),
            (&["[a,b]", "_"], "[a,b] ; 2"),
            (&["a", "-1"], "false"),
            (&["_", "_"], "error instantiation_error"),
            (&["a", "foo"], "error type_error(integer,foo)"),
            (&["f(x)", "foo"], "error type_error(text,f(x))"),
            (&["[a|_]", "_"], "error instantiation_error"),
        ],
    );
    check(
        "string_length",
        &[(&["12", "_"], "12 ; 2"), (&["[]", "_"], "[] ; 0")],
    );
}

#[test]
fn atom_codes_and_chars() {
    check(
        "atom_codes",
        &[
            (&["abc", "_"], "abc ; [97,98,99]"),
            (&["12", "_"], "12 ; [49,50]"),
            (&["_", "[97,98]"], "ab ; [97,98]"),
            (&["_", "[a,b]"], "ab ; [a,b]"),
            (&["_", "[]"], " ; []"),
            (&["_", "_"], "error instantiation_error"),
            (&["_", "[97|_]"], "error instantiation_error"),
            (&["_", "[-1]"], "error type_error(character_code,-1)"),
            (
                &["_", "[1114112]"],
                "error type_error(character_code,1114112)",
            ),
            (&["_", "[97,x]"], "error type_error(character_code,x)"),
            (&["_", "foo"], "error type_error(list,foo)"),
            (&["_", "[a|b]"], "error type_error(list,[a|b])"),
            (&["f(x)", "_"], "error type_error(atom,f(x))"),
            (&["[]", "_"], "error type_error(atom,[])"),
            (&["abc", "[97|_]"], "abc ; [97,98,99]"),
        ],
    );
    check(
        "atom_chars",
        &[
            (&["'été'", "_"], "été ; [é,t,é]"),
            (&["_", "[a,bc]"], "error type_error(character,bc)"),
            (&["_", "[a,1]"], "error type_error(character,1)"),
            (&["_", "[a,_]"], "error instantiation_error"),
            (&["abc", "[a|_]"], "abc ; [a,b,c]"),
        ],
    );
}

#[test]
fn char_code_modes() {
    check(
        "char_code",
        &[
            (&["a", "_"], "a ; 97"),
            (&["_", "233"], "é ; 233"),
            (&["_", "_"], "error instantiation_error"),
            (&["ab", "_"], "error type_error(character,ab)"),
            (&["1", "_"], "error type_error(character,1)"),
            (&["_", "-1"], "error type_error(character_code,-1)"),
            (&["_", "foo"], "error type_error(integer,foo)"),
        ],
    );
}

#[test]
fn number_parsing() {
    let p = |s: &str| parse_number_value(s);
    assert_eq!(p("12"), Ok(Num::Int(12)));
    assert_eq!(p("-12"), Ok(Num::Int(-12)));
    assert_eq!(p("+12"), Ok(Num::Int(12)));
    assert_eq!(p("0x1A"), Ok(Num::Int(26)));
    assert_eq!(p("-0x1A"), Ok(Num::Int(-26)));
    assert_eq!(p("0o17"), Ok(Num::Int(15)));
    assert_eq!(p("0b101"), Ok(Num::Int(5)));
    assert_eq!(p("16'ff"), Ok(Num::Int(255)));
    assert_eq!(p("36'zz"), Ok(Num::Int(1295)));
    assert_eq!(p("0'a"), Ok(Num::Int(97)));
    assert_eq!(p("0''"), Ok(Num::Int(39)));
    assert_eq!(p("0'''"), Ok(Num::Int(39)));
    assert_eq!(p("1_000"), Ok(Num::Int(1000)));
    assert_eq!(p("1 000 000"), Ok(Num::Int(1000000)));
    assert_eq!(p("1_\n000"), Ok(Num::Int(1000)));
    assert_eq!(p("0x1_F"), Ok(Num::Int(31)));
    assert_eq!(p("1e10"), Ok(Num::Float(1e10)));
    assert_eq!(p("1.0e-5"), Ok(Num::Float(1e-5)));
    assert_eq!(p("1.0E5"), Ok(Num::Float(1e5)));
    assert_eq!(p("12.5e3"), Ok(Num::Float(12500.0)));
    assert_eq!(p("-0.0"), Ok(Num::Float(-0.0)));
    assert_eq!(p("1.0Inf"), Ok(Num::Float(f64::INFINITY)));
    assert_eq!(p("-1.0Inf"), Ok(Num::Float(f64::NEG_INFINITY)));
    assert!(matches!(p("1.5NaN"), Ok(Num::Float(f)) if f.is_nan()));
    assert_eq!(p("1.0e-400"), Ok(Num::Float(0.0)));
    assert_eq!(p("1.0e1000"), Err(NumberError::FloatOverflow));
    assert_eq!(
        p("99999999999999999999"),
        Ok(Num::from_big("99999999999999999999".parse().unwrap()))
    );
    assert_eq!(
        p("-9223372036854775809"),
        Ok(Num::from_big("-9223372036854775809".parse().unwrap()))
    );
    assert_eq!(
        p("0x1_0000_0000_0000_0000"),
        Ok(Num::from_big(BigInt::from(1u128 << 64)))
    );
    assert_eq!(p("-9223372036854775808"), Ok(Num::Int(i64::MIN)));
    for bad in [
        "", " 12", "12 ", "- 12", "--1", "+-1", "inf", "nan", "+inf", "1.", ".5", "1.e5", "1.5e",
        "1e", "0x", "0'", "0'ab", "0'\\n", "1_000_", "1__000", "1  000", "1.0_0", "1_0.5", "1e1_0",
        "0X1F", "37'1", "1'0", "foo", "1.0inf", "12.", "1.0Inf0",
    ] {
        assert_eq!(p(bad), Err(NumberError::Illegal), "{bad:?}");
    }
}

#[test]
fn float_text_like_swi() {
    for (f, s) in [
        (1.0e14, "100000000000000.0"),
        (1.0e15, "1.0e+15"),
        (1.5e15, "1.5e+15"),
        (0.0001, "0.0001"),
        (0.00012, "0.00012"),
        (1.0e-5, "1.0e-5"),
        (9.99e-5, "9.99e-5"),
        (123.456, "123.456"),
        (1.5e300, "1.5e+300"),
        (-0.0, "-0.0"),
        (0.1, "0.1"),
        (100.0, "100.0"),
        (1234567890123456.8, "1234567890123456.8"),
        (5.0e-324, "5.0e-324"),
        (1.7976931348623157e308, "1.7976931348623157e+308"),
        (f64::INFINITY, "1.0Inf"),
        (f64::NEG_INFINITY, "-1.0Inf"),
    ] {
        assert_eq!(format_float(f), s);
    }
}

#[test]
fn atom_number_modes() {
    check(
        "atom_number",
        &[
            (&["'0x1A'", "_"], "0x1A ; 26"),
            (&["'12'", "_"], "12 ; 12"),
            (&["'1e10'", "_"], "1e10 ; 10000000000.0"),
            (&["\"12\"", "_"], "\"12\" ; 12"),
            (&["' 12'", "_"], "false"),
            (&["'12 '", "_"], "false"),
            (&["foo", "_"], "false"),
            (&["_", "5"], "5 ; 5"),
            (&["_", "1.0e15"], "1.0e+15 ; 1.0e+15"),
            (&["_", "_"], "error instantiation_error"),
            (&["_", "foo"], "error type_error(number,foo)"),
            (&["12", "_"], "error type_error(atom,12)"),
        ],
    );
}

#[test]
fn number_codes_and_chars() {
    check(
        "number_codes",
        &[
            (&["_", "\" 12\""], "12 ; \" 12\""),
            (&["_", "[32,45,49,50]"], "-12 ; [32,45,49,50]"),
            (&["_", "[49,50,32]"], "error syntax_error(illegal_number)"),
            (&["_", "[97]"], "error syntax_error(illegal_number)"),
            (&["_", "[]"], "error syntax_error(illegal_number)"),
            (&["_", "_"], "error instantiation_error"),
            (&["_", "[49|_]"], "error instantiation_error"),
            (&["_", "[-1]"], "error type_error(character_code,-1)"),
            (&["_", "foo"], "error type_error(list,foo)"),
            (&["a", "_"], "error type_error(number,a)"),
            (&["12", "_"], "12 ; [49,50]"),
            (&["12", "[49|_]"], "12 ; [49,50]"),
            (
                &[
                    "_",
                    "[57,57,57,57,57,57,57,57,57,57,57,57,57,57,57,57,57,57,57,57]",
                ],
                "99999999999999999999 ; [57,57,57,57,57,57,57,57,57,57,57,57,57,57,57,57,57,57,57,57]",
            ),
        ],
    );
    check(
        "number_chars",
        &[
            (&["_", "[' ','1']"], "1 ; [ ,1]"),
            (&["_", "['0',x,f]"], "15 ; [0,x,f]"),
            (&["_", "['1',a]"], "error syntax_error(illegal_number)"),
            (&["_", "['1',ab]"], "error type_error(character,ab)"),
            (&["_", "['1',_]"], "error instantiation_error"),
            (&["1.5", "_"], "1.5 ; [1,.,5]"),
        ],
    );
}

#[test]
fn number_string_modes() {
    check(
        "number_string",
        &[
            (&["_", "\"12\""], "12 ; \"12\""),
            (&["_", "\" 12\""], "false"),
            (&["_", "\"foo\""], "false"),
            (&["12", "_"], "12 ; \"12\""),
            (&["_", "abc"], "error type_error(list,abc)"),
            (&["_", "_"], "error instantiation_error"),
            (&["a", "_"], "error type_error(number,a)"),
        ],
    );
}

#[test]
fn atom_string_conversions() {
    check(
        "atom_string",
        &[
            (&["abc", "_"], "abc ; \"abc\""),
            (&["12", "_"], "12 ; \"12\""),
            (&["_", "12"], "12 ; 12"),
            (&["_", "\"abc\""], "abc ; \"abc\""),
            // A bound other side is compared as text, as SWI.
            (&["abc", "abc"], "abc ; abc"),
            (&["abc", "\"abd\""], "false"),
            (&["f(x)", "\"a\""], "false"),
            (&["_", "_"], "error instantiation_error"),
            (&["_", "[_]"], "error type_error(string,[_])"),
            (&["f(x)", "_"], "error type_error(atom,f(x))"),
            (&["_", "f(x)"], "error type_error(string,f(x))"),
        ],
    );
    check(
        "string_to_atom",
        &[
            (&["\"abc\"", "_"], "\"abc\" ; abc"),
            (&["_", "abc"], "\"abc\" ; abc"),
            (&["_", "12"], "\"12\" ; 12"),
            (&["f(x)", "_"], "error type_error(string,f(x))"),
            (&["_", "f(x)"], "error type_error(atom,f(x))"),
        ],
    );
    check(
        "string_codes",
        &[
            (&["abc", "_"], "abc ; [97,98,99]"),
            (&["_", "[97,98]"], "\"ab\" ; [97,98]"),
            (&["_", "foo"], "error type_error(list,foo)"),
            (&["f(x)", "_"], "error type_error(text,f(x))"),
            (&["_", "_"], "error instantiation_error"),
        ],
    );
    check(
        "string_chars",
        &[
            (&["_", "[a|_]"], "error instantiation_error"),
            (&["[]", "_"], "[] ; []"),
        ],
    );
}

#[test]
fn string_code_index() {
    check(
        "$string_code",
        &[
            (&["1", "\"abc\"", "_", "_"], "1 ; \"abc\" ; 97 ; true"),
            (&["1", "abc", "_", "_"], "1 ; abc ; 97 ; true"),
            (&["0", "\"abc\"", "_", "_"], "false"),
            (&["4", "\"abc\"", "_", "_"], "false"),
            (
                &["-1", "\"abc\"", "_", "_"],
                "error domain_error(not_less_than_zero,-1)",
            ),
            (&["a", "\"abc\"", "_", "_"], "error type_error(integer,a)"),
            (&["1", "_", "_", "_"], "error instantiation_error"),
            (&["_", "ab", "_", "_"], "_ ; ab ; _ ; [s(1,97),s(2,98)]"),
        ],
    );
}

#[test]
fn case_mapping_unicode() {
    check(
        "upcase_atom",
        &[
            (&["'été'", "_"], "été ; ÉTÉ"),
            (&["'straße'", "_"], "straße ; STRAßE"),
            (&["\"abc\"", "_"], "\"abc\" ; ABC"),
            (&["12", "_"], "12 ; 12"),
            (&["a", "b"], "false"),
            (&["a", "\"A\""], "a ; \"A\""),
            (&["_", "_"], "error instantiation_error"),
            (&["f(x)", "_"], "error type_error(atomic,f(x))"),
            (&["[a]", "_"], "error type_error(atomic,[a])"),
            (&["a", "f(x)"], "error type_error(atom,f(x))"),
        ],
    );
    check("downcase_atom", &[(&["'ÉtÉ'", "_"], "ÉtÉ ; été")]);
    check(
        "string_upper",
        &[
            (&["abc", "_"], "abc ; \"ABC\""),
            (&["abc", "abc"], "false"),
            (&["_", "_"], "error instantiation_error"),
        ],
    );
    check("string_lower", &[(&["\"ÀB\"", "_"], "\"ÀB\" ; \"àb\"")]);
}

#[test]
fn concat_modes() {
    check(
        "$atom_concat",
        &[
            (&["a", "b", "_", "_"], "a ; b ; ab ; true"),
            (&["1", "2", "_", "_"], "1 ; 2 ; 12 ; true"),
            (&["a", "\"b\"", "_", "_"], "a ; \"b\" ; ab ; true"),
            (&["a", "b", "\"ab\"", "_"], "a ; b ; \"ab\" ; true"),
            (&["_", "b", "ab", "_"], "a ; b ; ab ; true"),
            (&["a", "_", "abc", "_"], "a ; bc ; abc ; true"),
            (&["x", "_", "abc", "_"], "false"),
            (
                &["_", "_", "ab", "_"],
                "_ ; _ ; ab ; [s(,ab),s(a,b),s(ab,)]",
            ),
            (&["_", "_", "_", "_"], "error instantiation_error"),
            (&["f(x)", "b", "_", "_"], "error type_error(atomic,f(x))"),
            (&["_", "_", "f(x)", "_"], "error type_error(atomic,f(x))"),
            (&["_", "'é'", "'ét é'", "_"], "ét  ; é ; ét é ; true"),
        ],
    );
    check(
        "$string_concat",
        &[
            (&["a", "b", "_", "_"], "a ; b ; \"ab\" ; true"),
            (&["a", "b", "ab", "_"], "a ; b ; ab ; true"),
            (&["_", "d", "\"abc\"", "_"], "false"),
            (&["_", "c", "\"abc\"", "_"], "\"ab\" ; c ; \"abc\" ; true"),
        ],
    );
    check(
        "$text_concat",
        &[
            (&["a", "b", "_", "_"], "a ; b ; ab ; true"),
            (&["a", "\"b\"", "_", "_"], "a ; \"b\" ; \"ab\" ; true"),
            (&["_", "\"b\"", "ab", "_"], "a ; \"b\" ; ab ; true"),
        ],
    );
}

#[test]
fn atomic_list_concat_join() {
    check(
        "atomic_list_concat",
        &[
            (&["[a,b,c]", "_"], "[a,b,c] ; abc"),
            (&["[a,\"b\",1,2.5]", "_"], "[a,\"b\",1,2.5] ; ab12.5"),
            (&["[]", "_"], "[] ; "),
            (&["[a,b]", "\"ab\""], "false"),
            (&["[a,_]", "_"], "error instantiation_error"),
            (&["_", "abc"], "error instantiation_error"),
            (&["[a,f(x)]", "_"], "error type_error(text,f(x))"),
            (&["[a,[]]", "_"], "error type_error(text,[])"),
            (&["foo", "_"], "error type_error(list,foo)"),
        ],
    );
}

#[test]
fn atomic_list_concat_split_mode() {
    check(
        "atomic_list_concat",
        &[
            (&["[a,b,c]", "'-'", "_"], "[a,b,c] ; - ; a-b-c"),
            (&["_", "'-'", "'a-b--c'"], "[a,b,,c] ; - ; a-b--c"),
            (&["_", "ab", "xabyabab"], "[x,y,,] ; ab ; xabyabab"),
            (&["_", "'-'", "''"], "[] ; - ; "),
            (&["[a,_,c]", "'-'", "'a-b-c'"], "[a,b,c] ; - ; a-b-c"),
            (&["[_,_]", "'-'", "'a-b-c'"], "false"),
            (&["[a,b]", "'-'", "\"a-b\""], "[a,b] ; - ; \"a-b\""),
            (&["['a-b',c]", "'-'", "\"a-b-c\""], "false"),
            (&["[1,b]", "'-'", "'1-b'"], "[1,b] ; - ; 1-b"),
            (&["_", "'-'", "12"], "[12] ; - ; 12"),
            (&["_", "''", "abc"], "error domain_error(non_empty_atom,)"),
            (&["_", "_", "abc"], "error instantiation_error"),
            (&["_", "'-'", "_"], "error instantiation_error"),
            (&["_", "'-'", "f(x)"], "error type_error(atomic,f(x))"),
            (&["[a,b]", "f(x)", "_"], "error type_error(text,f(x))"),
            (&["[x|_]", "'-'", "'a-b'"], "false"),
            (&["[a,b|_]", "'-'", "'a-b-c'"], "[a,b,c] ; - ; a-b-c"),
            (&["_", "'-'", "'é-ü'"], "[é,ü] ; - ; é-ü"),
        ],
    );
}

#[test]
fn split_string_like_swi() {
    let s = |a: &str, b: &str, c: &str| concat::split_fields(a, b, c);
    assert_eq!(s("a.b.c.d", ".", ""), ["a", "b", "c", "d"]);
    assert_eq!(
        s("/home//jan///nice/path", "/", ""),
        ["", "home", "", "jan", "", "", "nice", "path"]
    );
    assert_eq!(
        s("/home//jan///nice/path", "/", "/"),
        ["home", "jan", "nice", "path"]
    );
    assert_eq!(s("SWI-Prolog, 7.0", ",", " "), ["SWI-Prolog", "7.0"]);
    assert_eq!(s("  ", " ", " "), [""]);
    assert_eq!(s("", "", ""), [""]);
    assert_eq!(s("  a b  ", "", " "), ["a b"]);
    assert_eq!(s("a  b", " ", " "), ["a", "b"]);
    assert_eq!(s("a. . b", ".", " "), ["a", "", "b"]);
    assert_eq!(s(".a.", ".", ""), ["", "a", ""]);
    assert_eq!(s("a ,  ", ",", " "), ["a", ""]);
    assert_eq!(s("..a..", ".", "."), ["a"]);
    check(
        "split_string",
        &[
            (
                &["abc", "\"\"", "\"\"", "_"],
                "abc ; \"\" ; \"\" ; [\"abc\"]",
            ),
            (
                &["\"abc\"", "[98]", "[]", "_"],
                "\"abc\" ; [98] ; [] ; [\"a\",\"c\"]",
            ),
            (&["12", "\"\"", "\"\"", "_"], "error type_error(text,12)"),
            (&["_", "\"\"", "\"\"", "_"], "error instantiation_error"),
            (
                &["f(x)", "\"\"", "\"\"", "_"],
                "error type_error(text,f(x))",
            ),
            (
                &["\"a b\"", "\" \"", "\"\"", "foo"],
                "error type_error(list,foo)",
            ),
        ],
    );
}

#[test]
fn char_type_checks() {
    check(
        "$char_type",
        &[
            (&["a", "alpha", "_"], "a ; alpha ; true"),
            (&["'é'", "alpha", "_"], "é ; alpha ; true"),
            (&["'1'", "alpha", "_"], "false"),
            (&["'_'", "csym", "_"], "_ ; csym ; true"),
            (&["'_'", "punct", "_"], "_ ; punct ; true"),
            (&["'5'", "digit(_)", "_"], "5 ; digit(5) ; true"),
            (&["f", "digit(_)", "_"], "false"),
            (&["_", "digit(5)", "_"], "5 ; digit(5) ; true"),
            (&["'A'", "upper(_)", "_"], "A ; upper(a) ; true"),
            (&["a", "upper(_)", "_"], "false"),
            (&["_", "upper(a)", "_"], "A ; upper(a) ; true"),
            (&["_", "upper('A')", "_"], "false"),
            (&["_", "lower('A')", "_"], "a ; lower(A) ; true"),
            (&["a", "to_lower(_)", "_"], "a ; to_lower(A) ; true"),
            (&["a", "to_lower(a)", "_"], "a ; to_lower(a) ; true"),
            (&["'A'", "to_lower(a)", "_"], "false"),
            (&["_", "to_lower('A')", "_"], "a ; to_lower(A) ; true"),
            (&["_", "to_upper(a)", "_"], "A ; to_upper(a) ; true"),
            (&["'A'", "to_upper(_)", "_"], "A ; to_upper(a) ; true"),
            (&["' '", "space", "_"], "  ; space ; true"),
            (&["' '", "white", "_"], "  ; white ; true"),
            (&["'\n'", "end_of_line", "_"], "\n ; end_of_line ; true"),
            (&["97", "alpha", "_"], "97 ; alpha ; true"),
            (&["ab", "alpha", "_"], "error type_error(character,ab)"),
            (&["a", "foo", "_"], "error type_error(char_type,foo)"),
            (&["a", "f(x)", "_"], "error type_error(char_type,f(x))"),
            (&["_", "_", "_"], "error instantiation_error"),
            (&["_", "upper(ab)", "_"], "error type_error(character,ab)"),
            (&["a", "upper(f(x))", "_"], "false"),
        ],
    );
    let mut m = Machine::new();
    assert_eq!(
        run(&mut m.cx, "$char_type", &["_", "digit(_)", "_"]),
        "_ ; digit(_) ; [s(0,digit(0)),s(1,digit(1)),s(2,digit(2)),s(3,digit(3)),s(4,digit(4)),\
         s(5,digit(5)),s(6,digit(6)),s(7,digit(7)),s(8,digit(8)),s(9,digit(9))]"
    );
    assert_eq!(
        run(&mut m.cx, "$char_type", &["_", "end_of_line", "_"]),
        "_ ; end_of_line ; [s(\n,end_of_line),s(\u{b},end_of_line),s(\u{c},end_of_line),s(\r,end_of_line)]"
    );
    let all = run(&mut m.cx, "$char_type", &["a", "_", "_"]);
    for t in [
        "alpha",
        "csym",
        "lower(A)",
        "to_lower(A)",
        "to_upper(a)",
        "xdigit(10)",
    ] {
        assert!(all.contains(&format!("s(a,{t})")), "{t} in {all}");
    }
}

#[test]
fn code_type_checks() {
    check(
        "$code_type",
        &[
            (&["49", "digit(_)", "_"], "49 ; digit(1) ; true"),
            (&["-1", "end_of_file", "_"], "-1 ; end_of_file ; true"),
            (&["a", "alpha", "_"], "a ; alpha ; true"),
            (&["_", "upper(a)", "_"], "65 ; upper(a) ; true"),
            (&["_", "to_lower(97)", "_"], "97 ; to_lower(97) ; true"),
        ],
    );
    let mut m = Machine::new();
    let spaces = run(&mut m.cx, "$code_type", &["_", "space", "_"]);
    assert!(
        spaces.starts_with("_ ; space ; [s(9,space),s(10,space)"),
        "{spaces}"
    );
    assert!(
        !spaces.contains("s(160,"),
        "no-break space is not a space in SWI"
    );
}

#[test]
fn text_of_accepts_swi_text() {
    let mut m = Machine::new();
    let cases = [
        ("abc", "abc"),
        ("\"s\"", "s"),
        ("42", "42"),
        ("[104,105]", "hi"),
        ("[h,i]", "hi"),
        ("[]", ""),
    ];
    for (t, want) in cases {
        let c = term(&mut m.cx, t);
        assert_eq!(text_of(&m.cx, c).as_deref(), Some(want), "{t}");
    }
    for t in ["_", "f(x)", "[a|_]", "[a,f(x)]", "[-1]"] {
        let c = term(&mut m.cx, t);
        assert_eq!(text_of(&m.cx, c), None, "{t}");
    }
}
