//! Expected answers and error terms are those of SWI-Prolog 9.0.4.

use super::count::{bi_between, bi_length};
use super::sort::{bi_keysort, bi_msort, bi_sort, bi_sort4};
use super::testkit::Kit;
use super::*;
use crate::builtins::attvar::bi_copy_term;

#[test]
fn type_tests() {
    let mut k = Kit::new();
    let cases: &[(Builtin, &str, bool)] = &[
        (bi_var, "_", true),
        (bi_var, "a", false),
        (bi_nonvar, "f(_)", true),
        (bi_nonvar, "_", false),
        (bi_atom, "a", true),
        (bi_atom, "[]", false),
        (bi_atom, "\"s\"", false),
        (bi_atom, "1", false),
        (bi_number, "1", true),
        (bi_number, "1.5", true),
        (bi_number, "a", false),
        (bi_integer, "1", true),
        (bi_integer, "1.0", false),
        (bi_float, "1.0", true),
        (bi_float, "1", false),
        (bi_atomic, "\"s\"", true),
        (bi_atomic, "a", true),
        (bi_atomic, "f(a)", false),
        (bi_atomic, "_", false),
        (bi_compound, "[a]", true),
        (bi_compound, "f(a)", true),
        (bi_compound, "a", false),
        (bi_callable, "a", true),
        (bi_callable, "[a]", true),
        (bi_callable, "\"s\"", false),
        (bi_callable, "1", false),
        (bi_string, "\"s\"", true),
        (bi_string, "a", false),
        (bi_is_list, "[a, b]", true),
        (bi_is_list, "[]", true),
        (bi_is_list, "[a|_]", false),
        (bi_is_list, "[a|b]", false),
        (bi_ground, "f(a, [b])", true),
        (bi_ground, "f(a, _)", false),
    ];
    for &(f, t, want) in cases {
        assert_eq!(k.run(f, &[t]).unwrap(), want, "type test on {t}");
    }
}

#[test]
fn is_list_on_a_cyclic_list_terminates() {
    let mut k = Kit::new();
    let l = k.t("[a, b | T]");
    let t = k.t("T");
    assert!(k.m.st.unify(t, l));
    assert!(!bi_is_list(&mut k.m, &[l]).unwrap());
    let n = k.t("N");
    assert!(bi_length(&mut k.m, &[l, n, Cell::Atom(atom::NIL)]).is_err());
}

#[test]
fn unification_and_identity() {
    let mut k = Kit::new();
    k.ok(bi_unify, &["f(X, b)", "f(a, Y)"]);
    assert_eq!(k.var("X"), "a");
    assert_eq!(k.var("Y"), "b");
    k.ok(bi_not_unify, &["a", "b"]);
    k.fails(bi_not_unify, &["a", "_"]);
    // \= leaves no bindings behind, even for a partial match.
    k.ok(bi_not_unify, &["f(P, b)", "f(a, c)"]);
    assert!(k.var("P").starts_with("_G"));
    k.fails(bi_eq, &["_", "_"]);
    k.ok(bi_eq, &["f(Q)", "f(Q)"]);
    k.ok(bi_neq, &["a", "b"]);
    k.fails(bi_eq, &["1.0", "1"]);
    k.ok(bi_lt, &["f(_)", "f(a)"]);
    k.ok(bi_lt, &["1.0", "1"]);
    k.ok(bi_gt, &["f(a, b)", "g(a)"]);
    k.ok(bi_le, &["a", "a"]);
    k.ok(bi_ge, &["zzz", "\"s\""]);
    k.ok(bi_can_compare, &["a", "b"]);
    k.ok(bi_can_compare, &["R", "R"]);
    k.fails(bi_can_compare, &["R", "a"]);
}

#[test]
fn compare_and_its_errors() {
    let mut k = Kit::new();
    k.ok(bi_compare, &["O", "1", "2"]);
    assert_eq!(k.var("O"), "<");
    k.ok(bi_compare, &["<", "1", "2"]);
    k.fails(bi_compare, &["=", "1", "1.0"]);
    k.ok(bi_compare, &[">", "1", "1.0"]);
    k.ok(bi_compare, &["<", "1.0", "1"]);
    k.ok(bi_compare, &[">", "2", "1.5"]);
    assert_eq!(
        k.err(bi_compare, &["foo", "1", "2"]),
        "domain_error(order,foo)"
    );
    assert_eq!(k.err(bi_compare, &["1", "1", "2"]), "type_error(atom,1)");
}

#[test]
fn occurs_check_unification() {
    let mut k = Kit::new();
    k.fails(bi_unify_occurs_check, &["X", "f(X)"]);
    k.fails(bi_unify_occurs_check, &["f(A, B)", "f(B, g(A))"]);
    k.ok(bi_unify_occurs_check, &["f(C, D)", "f(D, g(a))"]);
    assert_eq!(k.var("C"), "g(a)");
    k.ok(bi_unify_occurs_check, &["[E|F]", "[1, 2, 3]"]);
    assert_eq!(k.var("F"), "[2,3]");
    k.ok(bi_unify_occurs_check, &["G", "G"]);
    k.ok(bi_unify_occurs_check, &["\"s\"", "\"s\""]);
    k.fails(bi_unify_occurs_check, &["f(a)", "g(a)"]);
    k.fails(bi_unify_occurs_check, &["H", "[a, f(H)]"]);
}

#[test]
fn functor_modes() {
    let mut k = Kit::new();
    k.ok(bi_functor, &["foo(a, b)", "N", "A"]);
    assert_eq!((k.var("N"), k.var("A")), ("foo".into(), "2".into()));
    k.ok(bi_functor, &["[a]", "N2", "A2"]);
    assert_eq!((k.var("N2"), k.var("A2")), ("[|]".into(), "2".into()));
    k.ok(bi_functor, &["1.5", "N3", "A3"]);
    assert_eq!((k.var("N3"), k.var("A3")), ("1.5".into(), "0".into()));
    k.ok(bi_functor, &["\"s\"", "\"s\"", "0"]);
    k.ok(bi_functor, &["T", "foo", "3"]);
    assert!(k.var("T").starts_with("foo(_G"));
    k.ok(bi_functor, &["T2", "foo", "0"]);
    assert_eq!(k.var("T2"), "foo");
    k.ok(bi_functor, &["T3", "1.5", "0"]);
    assert_eq!(k.var("T3"), "1.5");
    k.ok(bi_functor, &["T4", "'[|]'", "2"]);
    assert!(k.var("T4").starts_with('['));
    k.ok(bi_functor, &["T5", "[]", "2"]);
    assert!(k.var("T5").starts_with("[]("));
    let e = |k: &mut Kit, a: &[&str]| k.err(bi_functor, a);
    assert_eq!(e(&mut k, &["_", "1.5", "1"]), "type_error(atom,1.5)");
    assert_eq!(e(&mut k, &["_", "\"s\"", "1"]), "type_error(atom,\"s\")");
    assert_eq!(
        e(&mut k, &["_", "foo", "-1"]),
        "domain_error(not_less_than_zero,-1)"
    );
    assert_eq!(e(&mut k, &["_", "foo", "a"]), "type_error(integer,a)");
    assert_eq!(e(&mut k, &["_", "_", "3"]), "instantiation_error");
    assert_eq!(e(&mut k, &["_", "foo", "_"]), "instantiation_error");
    assert_eq!(e(&mut k, &["_", "_", "0"]), "instantiation_error");
    assert_eq!(
        e(&mut k, &["_", "foo(a)", "1"]),
        "type_error(atomic,foo(a))"
    );
    assert_eq!(
        e(&mut k, &["_", "foo(a)", "0"]),
        "type_error(atomic,foo(a))"
    );
    assert_eq!(
        e(&mut k, &["_", "foo", "1000000000000"]),
        "representation_error(max_arity)"
    );
}

#[test]
fn arg_primitive() {
    let mut k = Kit::new();
    k.ok(bi_arg, &["1", "foo(a, b)", "X"]);
    assert_eq!(k.var("X"), "a");
    k.ok(bi_arg, &["2", "[a|b]", "b"]);
    k.fails(bi_arg, &["0", "foo(a)", "_"]);
    k.fails(bi_arg, &["3", "foo(a)", "_"]);
    assert_eq!(
        k.err(bi_arg, &["a", "foo(a)", "_"]),
        "type_error(integer,a)"
    );
    assert_eq!(
        k.err(bi_arg, &["1.0", "foo(a)", "_"]),
        "type_error(integer,1.0)"
    );
    assert_eq!(k.err(bi_arg, &["1", "a", "_"]), "type_error(compound,a)");
    assert_eq!(k.err(bi_arg, &["1", "3", "_"]), "type_error(compound,3)");
    assert_eq!(
        k.err(bi_arg, &["1", "\"s\"", "_"]),
        "type_error(compound,\"s\")"
    );
    assert_eq!(k.err(bi_arg, &["1", "_", "_"]), "instantiation_error");
    assert_eq!(k.err(bi_arg, &["a", "b", "_"]), "type_error(compound,b)");
    assert_eq!(
        k.err(bi_arg, &["-1", "foo(a)", "_"]),
        "domain_error(not_less_than_zero,-1)"
    );
}

#[test]
fn univ_modes() {
    let mut k = Kit::new();
    k.ok(bi_univ, &["[1, 2]", "L"]);
    assert_eq!(k.var("L"), "[[|],1,[2]]");
    k.ok(bi_univ, &["foo(a)", "[foo, a]"]);
    k.ok(bi_univ, &["1.5", "[1.5]"]);
    k.ok(bi_univ, &["\"s\"", "[\"s\"]"]);
    k.ok(bi_univ, &["X", "[foo, a, B]"]);
    assert!(k.var("X").starts_with("foo(a,_G"));
    k.ok(bi_univ, &["Y", "[foo]"]);
    assert_eq!(k.var("Y"), "foo");
    k.ok(bi_univ, &["Z", "[1.5]"]);
    assert_eq!(k.var("Z"), "1.5");
    k.ok(bi_univ, &["W", "['[|]', 1, 2]"]);
    assert_eq!(k.var("W"), "[1|2]");
    k.ok(bi_univ, &["V", "[[], a]"]);
    assert_eq!(k.var("V"), "[](a)");
    let e = |k: &mut Kit, a: &[&str]| k.err(bi_univ, a);
    assert_eq!(e(&mut k, &["_", "[1.5, a]"]), "type_error(atom,1.5)");
    assert_eq!(e(&mut k, &["_", "[\"s\", a]"]), "type_error(atom,\"s\")");
    assert_eq!(e(&mut k, &["_", "[f(a), b]"]), "type_error(atom,f(a))");
    assert_eq!(e(&mut k, &["_", "[f(a)]"]), "type_error(atomic,f(a))");
    assert_eq!(e(&mut k, &["_", "[foo|_]"]), "instantiation_error");
    assert_eq!(e(&mut k, &["_", "[f, a|_]"]), "instantiation_error");
    assert_eq!(e(&mut k, &["_", "[_, a]"]), "instantiation_error");
    assert_eq!(e(&mut k, &["_", "_"]), "instantiation_error");
    assert_eq!(e(&mut k, &["_", "[]"]), "domain_error(non_empty_list,[])");
    assert_eq!(e(&mut k, &["_", "a"]), "type_error(list,a)");
    assert_eq!(e(&mut k, &["_", "[foo|a]"]), "type_error(list,[foo|a])");
}

#[test]
fn copy_and_variables() {
    let mut k = Kit::new();
    k.ok(bi_copy_term, &["f(X, Y, X, a)", "C"]);
    let c = k.t("C");
    let c = k.m.st.deref(c);
    let (a0, a1, a2) = (k.m.st.arg(c, 0), k.m.st.arg(c, 1), k.m.st.arg(c, 2));
    assert_eq!(k.m.st.deref(a0), k.m.st.deref(a2));
    assert_ne!(k.m.st.deref(a0), k.m.st.deref(a1));
    let x = k.t("X");
    assert_ne!(k.m.st.deref(a0), k.m.st.deref(x));
    k.ok(bi_term_variables, &["f(P, g(Q, P), R)", "[P, Q, R]"]);
    k.ok(bi_term_variables, &["f(a)", "[]"]);
    k.ok(bi_term_variables3, &["f(P, Q)", "L", "[z]"]);
    assert_eq!(k.var("L"), format!("[{},{},z]", k.var("P"), k.var("Q")));
}

#[test]
fn setarg_is_undone_on_backtracking() {
    let mut k = Kit::new();
    k.ok(bi_univ, &["T", "[f, a, b]"]);
    let mark = k.m.st.trail.len();
    k.ok(bi_setarg, &["1", "T", "c"]);
    assert_eq!(k.var("T"), "f(c,b)");
    k.m.st.undo_trail(mark);
    assert_eq!(k.var("T"), "f(a,b)");
    k.ok(bi_setarg, &["2", "[x, y]", "z"]);
    k.fails(bi_setarg, &["0", "f(a)", "c"]);
    k.fails(bi_setarg, &["2", "f(a)", "c"]);
    k.fails(bi_setarg, &["1", "a", "c"]);
    assert_eq!(
        k.err(bi_setarg, &["a", "f(a)", "c"]),
        "type_error(integer,a)"
    );
    assert_eq!(k.err(bi_setarg, &["1", "_", "c"]), "instantiation_error");
    assert_eq!(
        k.err(bi_setarg, &["-1", "f(a)", "c"]),
        "domain_error(not_less_than_zero,-1)"
    );
}

#[test]
fn nb_setarg_copies_and_is_not_trailed() {
    let mut k = Kit::new();
    k.ok(bi_univ, &["T", "[f, a]"]);
    let mark = k.m.st.trail.len();
    k.ok(bi_nb_setarg, &["1", "T", "g(Y)"]);
    k.m.st.undo_trail(mark);
    let shown = k.var("T");
    assert!(shown.starts_with("f(g(_G"));
    assert_ne!(shown, format!("f(g({}))", k.var("Y")));
}

#[test]
fn numbervars_binds_in_order() {
    let mut k = Kit::new();
    k.ok(bi_numbervars, &["f(X, Y, X)", "0", "E"]);
    assert_eq!(k.var("E"), "2");
    assert_eq!(k.var("Y"), "$VAR(1)");
    k.ok(bi_numbervars, &["g(A, B)", "23", "25"]);
    k.fails(bi_numbervars, &["g(C, D)", "0", "5"]);
    assert_eq!(
        k.err(bi_numbervars, &["g(_)", "a", "_"]),
        "type_error(integer,a)"
    );
}

#[test]
fn sorting() {
    let mut k = Kit::new();
    k.ok(bi_msort, &["[b, a, b]", "[a, b, b]"]);
    k.ok(bi_sort, &["[b, a, b, 1, 1.0, f(x), \"s\"]", "L"]);
    assert_eq!(k.var("L"), "[1.0,1,\"s\",a,b,f(x)]");
    k.fails(bi_sort, &["[b, a]", "[a, b, c]"]);
    assert_eq!(k.err(bi_sort, &["a", "_"]), "type_error(list,a)");
    assert_eq!(k.err(bi_sort, &["[a|_]", "_"]), "instantiation_error");
    assert_eq!(k.err(bi_msort, &["[b, a|_]", "_"]), "instantiation_error");
}

#[test]
fn keysort_is_stable() {
    let mut k = Kit::new();
    k.ok(bi_keysort, &["[-(b, 1), -(a, 2), -(b, 0), -(a, 1)]", "L"]);
    assert_eq!(k.var("L"), "[-(a,2),-(a,1),-(b,1),-(b,0)]");
    assert_eq!(k.err(bi_keysort, &["[a]", "_"]), "type_error(pair,a)");
    assert_eq!(
        k.err(bi_keysort, &["[-(a, 1), _]", "_"]),
        "instantiation_error"
    );
    assert_eq!(
        k.err(bi_keysort, &["[-(a, 1)|_]", "_"]),
        "instantiation_error"
    );
    assert_eq!(k.err(bi_keysort, &["a", "_"]), "type_error(list,a)");
    assert_eq!(
        k.err(bi_keysort, &["[-(b, 1), -(a, 2)|c]", "_"]),
        "type_error(list,[-(b,1),-(a,2)|c])"
    );
    k.fails(bi_keysort, &["[-(a, 1)]", "[x]"]);
}

#[test]
fn sort4_variants() {
    let list = "[-(c, 1), -(a, 2), -(b, 3), -(a, 1)]";
    let cases = [
        ("0", "@>=", "[1, 2, 3, 2]", "[3,2,2,1]"),
        ("0", "@=<", list, "[-(a,1),-(a,2),-(b,3),-(c,1)]"),
        ("1", "@<", list, "[-(a,2),-(b,3),-(c,1)]"),
        ("1", "@=<", list, "[-(a,2),-(a,1),-(b,3),-(c,1)]"),
        ("2", "@>", list, "[-(b,3),-(a,2),-(c,1)]"),
        ("2", "@>=", list, "[-(b,3),-(a,2),-(c,1),-(a,1)]"),
        ("0", "@<", "[b, a, b]", "[a,b]"),
    ];
    for (key, ord, input, want) in cases {
        let mut k = Kit::new();
        k.ok(bi_sort4, &[key, ord, input, "L"]);
        assert_eq!(k.var("L"), want, "sort({key}, {ord}, {input})");
    }
    let mut k = Kit::new();
    let e = |k: &mut Kit, a: &[&str]| k.err(bi_sort4, a);
    assert_eq!(
        e(&mut k, &["-1", "@<", "[]", "_"]),
        "domain_error(not_less_than_one,-1)"
    );
    assert_eq!(
        e(&mut k, &["0", "foo", "[]", "_"]),
        "domain_error(order,foo)"
    );
    assert_eq!(e(&mut k, &["0", "1", "[]", "_"]), "type_error(atom,1)");
    assert_eq!(e(&mut k, &["0", "_", "[]", "_"]), "instantiation_error");
    assert_eq!(e(&mut k, &["_", "@<", "[]", "_"]), "instantiation_error");
    assert_eq!(
        e(&mut k, &["1.0", "@<", "[]", "_"]),
        "type_error(sort_key,1.0)"
    );
    assert_eq!(
        e(&mut k, &["1", "@<", "[a]", "_"]),
        "type_error(compound,a)"
    );
    assert_eq!(
        e(&mut k, &["3", "@<", "[f(a)]", "_"]),
        "existence_error(argument,3,f(a))"
    );
    assert_eq!(e(&mut k, &["0", "@<", "[b|_]", "_"]), "instantiation_error");
    assert_eq!(e(&mut k, &["0", "@<", "a", "_"]), "type_error(list,a)");
    k.fails(bi_sort4, &["0", "@<", "[b, a]", "[a|b]"]);
}

/// Runs '$length'(L, N, R) and returns R printed.
fn length_r(k: &mut Kit, l: &str, n: &str) -> Result<String, String> {
    let r = k.t("R");
    let args = [k.t(l), k.t(n), r];
    match bi_length(&mut k.m, &args) {
        Ok(true) => Ok(k.show(r)),
        Ok(false) => Ok("fail".into()),
        Err(Flow::Error(e)) => Err(k.show(e)),
        Err(_) => Err("other".into()),
    }
}

#[test]
fn length_modes() {
    let mut k = Kit::new();
    assert_eq!(length_r(&mut k, "[a, b]", "N"), Ok("true".into()));
    assert_eq!(k.var("N"), "2");
    let mut k = Kit::new();
    assert_eq!(length_r(&mut k, "L", "2"), Ok("true".into()));
    assert!(k.var("L").starts_with("[_G"));
    let mut k = Kit::new();
    assert_eq!(length_r(&mut k, "[a|T]", "3"), Ok("true".into()));
    let mut k = Kit::new();
    assert_eq!(length_r(&mut k, "[a, b|_]", "1"), Ok("fail".into()));
    let mut k = Kit::new();
    assert_eq!(length_r(&mut k, "[a]", "2"), Ok("fail".into()));
    let mut k = Kit::new();
    let r = length_r(&mut k, "[a, b|T]", "N").unwrap();
    assert_eq!(r, format!("partial(2,{})", k.var("T")));
    let mut k = Kit::new();
    assert_eq!(length_r(&mut k, "L", "L"), Ok("fail".into()));
    let mut k = Kit::new();
    assert_eq!(length_r(&mut k, "[a|L]", "L"), Ok("fail".into()));
    let mut k = Kit::new();
    assert_eq!(length_r(&mut k, "a", "_"), Err("type_error(list,a)".into()));
    assert_eq!(
        length_r(&mut k, "[a|b]", "_"),
        Err("type_error(list,[a|b])".into())
    );
    assert_eq!(
        length_r(&mut k, "_", "-1"),
        Err("domain_error(not_less_than_zero,-1)".into())
    );
    assert_eq!(
        length_r(&mut k, "[a]", "-1"),
        Err("domain_error(not_less_than_zero,-1)".into())
    );
    assert_eq!(
        length_r(&mut k, "_", "a"),
        Err("type_error(integer,a)".into())
    );
    assert_eq!(
        length_r(&mut k, "[a]", "a"),
        Err("type_error(integer,a)".into())
    );
    assert_eq!(
        length_r(&mut k, "_", "1.0"),
        Err("type_error(integer,1.0)".into())
    );
    assert_eq!(
        length_r(&mut k, "_", "9223372036854775807"),
        Err("resource_error(memory)".into())
    );
}

/// Runs '$between'(L, H, X, R) and returns R printed.
fn between_r(k: &mut Kit, l: &str, h: &str, x: &str) -> Result<String, String> {
    let r = k.t("R");
    let args = [k.t(l), k.t(h), k.t(x), r];
    match bi_between(&mut k.m, &args) {
        Ok(true) => Ok(k.show(r)),
        Ok(false) => Ok("fail".into()),
        Err(Flow::Error(e)) => Err(k.show(e)),
        Err(_) => Err("other".into()),
    }
}

#[test]
fn between_checks() {
    let mut k = Kit::new();
    assert_eq!(between_r(&mut k, "1", "3", "2"), Ok("true".into()));
    let mut k = Kit::new();
    assert_eq!(between_r(&mut k, "1", "3", "5"), Ok("fail".into()));
    assert_eq!(between_r(&mut k, "1", "3", "X"), Ok("3".into()));
    let mut k = Kit::new();
    assert_eq!(between_r(&mut k, "1", "inf", "X"), Ok("inf".into()));
    let mut k = Kit::new();
    assert_eq!(between_r(&mut k, "1", "infinite", "7"), Ok("true".into()));
    let mut k = Kit::new();
    assert_eq!(between_r(&mut k, "3", "1", "X"), Ok("fail".into()));
    assert_eq!(
        between_r(&mut k, "a", "3", "_"),
        Err("type_error(integer,a)".into())
    );
    assert_eq!(
        between_r(&mut k, "1", "a", "_"),
        Err("type_error(integer,a)".into())
    );
    assert_eq!(
        between_r(&mut k, "_", "3", "1"),
        Err("instantiation_error".into())
    );
    assert_eq!(
        between_r(&mut k, "1", "_", "2"),
        Err("instantiation_error".into())
    );
    assert_eq!(
        between_r(&mut k, "1", "3", "a"),
        Err("type_error(integer,a)".into())
    );
    assert_eq!(
        between_r(&mut k, "1", "3", "1.0"),
        Err("type_error(integer,1.0)".into())
    );
    assert_eq!(
        between_r(&mut k, "1.0", "3", "_"),
        Err("type_error(integer,1.0)".into())
    );
}

#[test]
fn deep_terms_do_not_overflow_the_stack() {
    let mut k = Kit::new();
    let mut a = Cell::Atom(atom::NIL);
    let mut b = Cell::Atom(atom::NIL);
    let f = k.m.st.intern("f");
    for _ in 0..1_000_000 {
        a = k.m.st.new_compound(f, &[a]);
        b = k.m.st.new_compound(f, &[b]);
    }
    let x = k.m.st.new_var();
    let deep_x = k.m.st.new_compound(f, &[x]);
    assert!(bi_unify_occurs_check(&mut k.m, &[a, b]).unwrap());
    assert!(!bi_unify_occurs_check(&mut k.m, &[x, deep_x]).unwrap());
    assert!(bi_eq(&mut k.m, &[a, b]).unwrap());
    assert!(!bi_not_unify(&mut k.m, &[a, b]).unwrap());
}
