//! format/2 tests: each expected string is what SWI-Prolog 9.0.4 printed.
//! Output before an error is kept, then `<error ...>` follows.

use crate::builtins::write::tests::{build_all, capture, shown};

/// Calls format/N (a machine builtin: `~@` runs goals) on terms given
/// as canonical text: what it printed, then `<fail>` or `<error E>`.
fn call(_name: &str, args: &[&str]) -> String {
    let (mut m, buf) = capture();
    let cells = build_all(&mut m.cx, args);
    let res = match cells.len() {
        1 => super::format1(&mut m, &cells),
        2 => super::format2(&mut m, &cells),
        _ => super::format3(&mut m, &cells),
    };
    let out = String::from_utf8(buf.lock().unwrap().clone()).unwrap();
    shown(&m, out, res)
}

fn fmt(f: &str, args: &str) -> String {
    call("format", &[f, args])
}

#[test]
fn directives_match_swi() {
    let cases: &[(&str, &str, &str)] = &[
        ("\"~w and ~q\"", "['a b','a b']", "a b and 'a b'"),
        ("\"~a\"", "[abc]", "abc"),
        ("\"~a\"", "[1]", "1"),
        ("\"~a\"", "[\"str\"]", "str"),
        ("\"~p\"", "['X']", "'X'"),
        ("\"~d\"", "[42]", "42"),
        ("\"~2d\"", "[1234]", "12.34"),
        ("\"~2d\"", "[5]", "0.05"),
        ("\"~2d\"", "[-5]", "-0.05"),
        ("\"~0d\"", "[7]", "7"),
        ("\"~10d\"", "[5]", "0.0000000005"),
        ("\"~3d\"", "[-1234]", "-1.234"),
        ("\"~1d\"", "[0]", "0.0"),
        ("\"~d\"", "[+(1,2)]", "3"),
        ("\"~D\"", "[1234567]", "1,234,567"),
        ("\"~2D\"", "[1234567]", "12,345.67"),
        ("\"~D\"", "[-1234567]", "-1,234,567"),
        ("\"~:d\"", "[1234567]", "1234567"),
        ("\"~s\"", "[[104,105]]", "hi"),
        ("\"~s\"", "[\"str\"]", "str"),
        ("\"~s\"", "[[a,b]]", "ab"),
        ("\"~e\"", "[1.5]", "1.500000e+00"),
        ("\"~3e\"", "[12345.678]", "1.235e+04"),
        ("\"~e\"", "[10]", "1.000000e+01"),
        ("\"~2e\"", "[-1.5e-7]", "-1.50e-07"),
        ("\"~0e\"", "[1.5]", "2e+00"),
        ("\"~f\"", "[3.14159]", "3.141590"),
        ("\"~2f\"", "[2.5]", "2.50"),
        ("\"~0f\"", "[2.5]", "2"),
        ("\"~0f\"", "[3.5]", "4"),
        ("\"~f\"", "[10]", "10.000000"),
        ("\"~2f\"", "[-0.005]", "-0.01"),
        ("\"~f\"", "[1.0e20]", "100000000000000000000.000000"),
        ("\"~g\"", "[0.1]", "0.1"),
        ("\"~g\"", "[1.0e20]", "1e+20"),
        ("\"~g\"", "[100000.0]", "100000"),
        ("\"~g\"", "[1000000.0]", "1e+06"),
        ("\"~g\"", "[0.00001234]", "1.234e-05"),
        ("\"~4g\"", "[1234567.0]", "1.235e+06"),
        ("\"~n\"", "[]", "\n"),
        ("\"~2n\"", "[]", "\n\n"),
        ("\"x~cy\"", "[65]", "xAy"),
        ("\"~3c\"", "[120]", "xxx"),
        ("\"~*c\"", "[3,97]", "aaa"),
        ("\"~8r\"", "[64]", "100"),
        ("\"~16r\"", "[255]", "ff"),
        ("\"~16R\"", "[255]", "FF"),
        ("\"~16r\"", "[-255]", "-ff"),
        ("\"~36r\"", "[123456789]", "21i3v9"),
        ("\"~r\"", "[10]", "12"),
        ("\"~~\"", "[]", "~"),
        ("\"~i~w\"", "[a,b]", "b"),
        ("\"~w\"", "a", "a"),
        ("\"~w\"", "\"abc\"", "abc"),
        ("\"~w\"", "[[a]]", "[a]"),
        ("[126,119]", "[x]", "x"),
        ("[~,w]", "[y]", "y"),
        ("'~w'", "[z]", "z"),
        ("\"~q\"", "[[a,'B']]", "[a,'B']"),
        ("\"~w\"", "[\"a\\nb\"]", "a\nb"),
    ];
    let bad: Vec<String> = cases
        .iter()
        .filter_map(|(f, a, want)| {
            let got = fmt(f, a);
            (got != *want).then(|| format!("format({f}, {a}): got {got:?}, want {want:?}"))
        })
        .collect();
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn columns_match_swi() {
    let cases: &[(&str, &str, &str)] = &[
        ("\"~`-t~30|\"", "[]", "------------------------------"),
        (
            "\"~a~t~20|~a\"",
            "[left,right]",
            "left                right",
        ),
        ("\"~t~a~20|\"", "[right]", "               right"),
        ("\"~t~a~t~20|\"", "[center]", "       center       "),
        ("\"~w~30|~w\"", "[a,b]", "a                             b"),
        ("\"~t~d~6|\"", "[123]", "   123"),
        ("\"~a~t~a~12|~a\"", "[ab,cd,ef]", "ab        cdef"),
        ("\"~t~w~10+~t~w~10+\"", "[a,b]", "         a         b"),
        ("\"~w~t~10+~w~t~10+|\"", "[abc,de]", "abc       de        |"),
        ("\"~+~w\"", "[x]", "        x"),
        ("\"abc~+def~+ghi\"", "[]", "abc     def     ghi"),
        ("\"~8|abc\"", "[]", "        abc"),
        ("\"ab~tcd~3|x\"", "[]", "abcdx"),
        ("\"~ta~t~tb~20|\"", "[]", "      a            b"),
        ("\"~`*t~t~20|\"", "[]", "**********          "),
        ("\"~t~2f~10|\"", "[3.14159]", "      3.14"),
        ("\"~ta~tb~t~10|]\"", "[]", "  a   b   ]"),
        ("\"~ta~tb~t~t~11|]\"", "[]", "  a  b     ]"),
        (
            "\"abcdefghijkl~t~10+xyz~t~10+|\"",
            "[]",
            "abcdefghijklxyz       |",
        ),
        ("\"abc~n~t~w~5|]\"", "[x]", "abc\n    x]"),
        ("\"x~3|y~3|z\"", "[]", "x  yz"),
        ("\"~t~w~5|~w~t~5+\"", "[ab,cd]", "   abcd   "),
        ("\"~`xt~5+\"", "[]", "xxxxx"),
    ];
    for (f, a, want) in cases {
        assert_eq!(fmt(f, a), *want, "format({f}, {a})");
    }
}

#[test]
fn errors_match_swi() {
    let cases: &[(&str, &str, &str)] = &[
        ("\"~w\"", "[]", "<error format('not enough arguments')>"),
        ("\"ab~w\"", "[]", "ab<error format('not enough arguments')>"),
        ("\"~w\"", "[a,b]", "a<error format('too many arguments')>"),
        ("\"~d\"", "[a]", "<error type_error(evaluable,a/0)>"),
        ("\"~d\"", "[1.0]", "<error format_argument_type(d,1.0)>"),
        ("\"~a\"", "[f(x)]", "<error format_argument_type(a,f(x))>"),
        ("\"~s\"", "[f(x)]", "<error format_argument_type(s,f(x))>"),
        ("\"~c\"", "[a]", "<error format_argument_type(c,a)>"),
        ("\"~c\"", "[-1]", "<error format_argument_type(c,-1)>"),
        ("\"~e\"", "[a]", "<error type_error(evaluable,a/0)>"),
        (
            "\"~*c\"",
            "[a,120]",
            "<error format('no or negative integer for `*\\' argument')>",
        ),
        (
            "\"~z\"",
            "[a]",
            "<error existence_error(format_character,z)>",
        ),
        ("\"~37r\"", "[1]", "<error domain_error(radix,37)>"),
        // Errors in the format itself name format/3, as SWI's do.
        ("1", "[]", "<error type_error(text,1) in system:format/3>"),
        ("_", "[]", "<error instantiation_error in system:format/3>"),
        // A format ending in a numeric argument: SWI names its last digit.
        (
            "\"~12\"",
            "[]",
            "<error existence_error(format_character,'2')>",
        ),
    ];
    for (f, a, want) in cases {
        assert_eq!(fmt(f, a), *want, "format({f}, {a})");
    }
}

#[test]
fn format3_sinks() {
    let (mut m, buf) = capture();
    let cases: &[(&str, &str)] = &[
        ("atom(X)", "'f(x)-b'"),
        ("string(X)", "\"f(x)-b\""),
        ("codes(X)", "[102,40,120,41,45,98]"),
        ("chars(X)", "[f,'(',x,')',-,b]"),
        ("codes(X,[])", "[102,40,120,41,45,98]"),
    ];
    for (sink, want) in cases {
        let c = build_all(&mut m.cx, &[sink, "\"~w-~a\"", "[f(x),b]"]);
        assert!(matches!(super::format3(&mut m, &c), Ok(true)));
        let x = m.cx.st.arg(m.cx.st.deref(c[0]), 0);
        let got = crate::builtins::write::term_to_string(
            &m.cx.st,
            &m.cx.ops,
            x,
            &crate::builtins::write::writeq_opts(),
        );
        assert_eq!(got, *want);
    }
    let c = build_all(&mut m.cx, &["user_error", "\"err~n\"", "[]"]);
    assert!(matches!(super::format3(&mut m, &c), Ok(true)));
    assert_eq!(
        String::from_utf8(buf.lock().unwrap().clone()).unwrap(),
        "err\n"
    );
    assert_eq!(
        call("format", &["foo", "\"x\"", "[]"]),
        "<error existence_error(stream,foo)>"
    );
    assert_eq!(
        call("format", &["_", "\"x\"", "[]"]),
        "<error instantiation_error>"
    );
    assert_eq!(call("format", &["\"ab\""]), "ab");
}
