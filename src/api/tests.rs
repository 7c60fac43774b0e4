//! The embedding contract of issue 4, one test per promise.

use crate::{Error, Limit, Machine, Term};

fn family() -> Machine {
    let mut m = Machine::new();
    m.run_goal("assertz(parent(tom, bob)), assertz(parent(bob, ann)), assertz(parent(bob, pat))");
    m
}

#[test]
fn a_query_iterates_over_its_answers() {
    let mut m = family();
    let kids: Vec<String> = m
        .query("parent(bob, X)")
        .unwrap()
        .map(|s| s.unwrap().get("X").unwrap().to_string())
        .collect();
    assert_eq!(kids, ["ann", "pat"]);
}

#[test]
fn dropping_a_query_early_cuts_it_and_the_next_query_works() {
    let mut m = family();
    let mut q = m.query("parent(P, C)").unwrap();
    let first = q.next().unwrap().unwrap();
    assert_eq!(first.get("P"), Some(&Term::atom("tom")));
    drop(q);
    let n = m
        .query_once("findall(C, parent(_, C), L), length(L, N)")
        .unwrap()
        .unwrap();
    assert_eq!(n.get("N"), Some(&Term::from(3)));
}

#[test]
fn query_once_answers_the_first_solution_or_none() {
    let mut m = Machine::new();
    let s = m.query_once("X is 6*7").unwrap().unwrap();
    assert_eq!(s.get("X").and_then(Term::as_i64), Some(42));
    assert!(m.query_once("member(x, [a, b])").unwrap().is_none());
}

/// A builtin's error context is `system:`-qualified as in SWI, but an
/// unknown procedure of the program is never named as a system one.
#[test]
fn only_builtins_are_named_system_in_error_contexts() {
    let mut m = Machine::new();
    m.consult_str("t :- undefined_xyz, true.").unwrap();
    let ask = "catch(t, error(_, context(C, _)), true), C \\= system:_";
    assert!(m.query_once(ask).unwrap().is_some());
    let ask = "catch(atom_length(_, _), error(_, context(system:atom_length/2, _)), true)";
    assert!(m.query_once(ask).unwrap().is_some());
}

#[test]
fn uncaught_exceptions_are_errors_with_the_term_and_the_sentence() {
    let mut m = Machine::new();
    let err = m.query_once("X is foo + 1").unwrap_err();
    let Error::Exception { term, message } = err else {
        panic!("expected an exception, got {err:?}");
    };
    assert_eq!(message, "Arithmetic: evaluable foo/0 does not exist");
    assert_eq!(
        term.to_string(),
        "error(type_error(evaluable, foo/0), context(system:(is)/2, _A))"
    );
    // The machine is still usable.
    assert!(m.query_once("true").unwrap().is_some());
}

#[test]
fn syntax_errors_in_query_text_carry_line_and_column() {
    let mut m = Machine::new();
    let err = m.query("X = f(").err().expect("a syntax error");
    let Error::Syntax { line, column, .. } = &err else {
        panic!("expected a syntax error, got {err:?}");
    };
    assert_eq!((*line, *column), (1, 8));
    assert!(err.to_string().starts_with("1:8: syntax error"), "{err}");
}

#[test]
fn terms_are_passed_in_without_building_query_text() {
    let mut m = Machine::new();
    let evil = Term::atom("x), halt, (y");
    let s = m
        .query_once_with("atom_length(A, N), T = f(A)", &[("A", evil.clone())])
        .unwrap()
        .unwrap();
    assert_eq!(s.get("N"), Some(&Term::from(12)));
    assert_eq!(s.get("T"), Some(&Term::compound("f", [evil])));
    let list = Term::from(vec![3, 1, 2]);
    let s = m
        .query_once_with("msort(L, S)", &[("L", list)])
        .unwrap()
        .unwrap();
    let sorted: Vec<i64> = Vec::try_from(s.get("S").unwrap()).unwrap();
    assert_eq!(sorted, [1, 2, 3]);
}

#[test]
fn unbound_and_shared_variables_come_back_as_vars() {
    let mut m = Machine::new();
    let s = m.query_once("X = f(Y, Z, Y)").unwrap().unwrap();
    assert_eq!(s.get("X").unwrap().to_string(), "f(_A, _B, _A)");
    assert!(s.get("Y").unwrap().is_var());
    assert_eq!(
        s.get("X").unwrap().as_compound().unwrap().1[0],
        *s.get("Y").unwrap()
    );
}

#[test]
fn halt_ends_the_query_with_its_status() {
    let mut m = Machine::new();
    assert!(matches!(m.query_once("halt(3)"), Err(Error::Halt(3))));
}

#[test]
fn an_inference_limit_stops_a_runaway_query_and_the_machine_goes_on() {
    let mut m = Machine::new();
    let r = m
        .query("repeat, fail")
        .unwrap()
        .inference_limit(100_000)
        .next();
    assert!(
        matches!(r, Some(Err(Error::Limit(Limit::Inferences(100_000))))),
        "{r:?}"
    );
    // A limit belongs to its query: the next one runs without it.
    let s = m
        .query_once("numlist(1, 200000, L), sum_list(L, S)")
        .unwrap()
        .unwrap();
    assert_eq!(s.get("S"), Some(&Term::from(20_000_100_000i64)));
    // A query within its budget is not disturbed.
    let within = m.query("X is 1 + 1").unwrap().inference_limit(10).next();
    assert!(matches!(within, Some(Ok(_))), "{within:?}");
}

#[test]
fn a_deadline_stops_a_runaway_query() {
    let mut m = Machine::new();
    let start = std::time::Instant::now();
    let r = m
        .query("repeat, fail")
        .unwrap()
        .time_limit(std::time::Duration::from_millis(100))
        .next();
    assert!(
        matches!(r, Some(Err(Error::Limit(Limit::Deadline)))),
        "{r:?}"
    );
    assert!(start.elapsed() < std::time::Duration::from_secs(10));
    assert!(m.query_once("true").unwrap().is_some());
}

#[test]
fn a_cancel_handle_stops_the_query_from_another_thread() {
    let mut m = Machine::new();
    let cancel = m.cancel_handle();
    let stopper = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(100));
        cancel.cancel();
    });
    let r = m.query_once("repeat, fail");
    assert!(matches!(r, Err(Error::Limit(Limit::Cancelled))), "{r:?}");
    stopper.join().unwrap();
    assert!(m.query_once("true").unwrap().is_some());
}

#[test]
fn a_machine_can_move_to_another_thread() {
    fn assert_send<T: Send>() {}
    assert_send::<Machine>();
    let mut m = Machine::new();
    m.run_goal("assertz(answer(42))");
    let answer = std::thread::spawn(move || {
        let s = m.query_once("answer(X)").unwrap().unwrap();
        s.get("X").and_then(Term::as_i64)
    })
    .join()
    .unwrap();
    assert_eq!(answer, Some(42));
}

#[test]
fn a_deterministic_host_predicate_succeeds_fails_and_throws() {
    use crate::HostResult;
    let mut m = Machine::new();
    m.register_predicate("shout", 2, |args| match args[0].as_atom() {
        Some("") => HostResult::Fail,
        Some(a) => HostResult::Succeed(vec![args[0].clone(), Term::atom(a.to_uppercase())]),
        None => HostResult::Throw(Term::error(Term::compound(
            "type_error",
            [Term::atom("atom"), args[0].clone()],
        ))),
    })
    .unwrap();
    let s = m.query_once("shout(hello, X)").unwrap().unwrap();
    assert_eq!(s.get("X"), Some(&Term::atom("HELLO")));
    assert!(m.query_once("shout('', _)").unwrap().is_none());
    assert!(m.query_once("shout(hello, 'Nope')").unwrap().is_none());
    let s = m
        .query_once("catch(shout(1, _), error(type_error(T, V), _), true)")
        .unwrap()
        .unwrap();
    assert_eq!(s.get("T"), Some(&Term::atom("atom")));
    assert_eq!(s.get("V"), Some(&Term::from(1)));
    let err = m.query_once("shout(1, _)").unwrap_err();
    assert_eq!(
        err.to_string(),
        "Type error: `atom' expected, found `1' (an integer)"
    );
}

#[test]
fn a_host_predicate_keeps_its_state_between_calls() {
    use crate::HostResult;
    let mut m = Machine::new();
    let mut count = 0;
    m.register_predicate("tick", 1, move |_| {
        count += 1;
        HostResult::Succeed(vec![Term::from(count)])
    })
    .unwrap();
    let s = m.query_once("tick(_), tick(_), tick(N)").unwrap().unwrap();
    assert_eq!(s.get("N"), Some(&Term::from(3)));
}

#[test]
fn a_nondeterministic_host_predicate_yields_solutions_on_backtracking() {
    let mut m = Machine::new();
    m.register_nondet_predicate("split", 3, |args| {
        let text = args[0].as_str().unwrap_or_default().to_string();
        let n = text.chars().count();
        (0..=n).map(move |i| {
            let (a, b): (String, String) = (
                text.chars().take(i).collect(),
                text.chars().skip(i).collect(),
            );
            Ok(vec![Term::atom(text.clone()), Term::atom(a), Term::atom(b)])
        })
    })
    .unwrap();
    let all: Vec<String> = m
        .query("split(abc, X, Y)")
        .unwrap()
        .map(|s| {
            let s = s.unwrap();
            format!("{}+{}", s.get("X").unwrap(), s.get("Y").unwrap())
        })
        .collect();
    assert_eq!(all, ["''+abc", "a+bc", "ab+c", "abc+''"]);
    // Bound arguments filter the solutions; a cut stops the stream.
    let s = m.query_once("split(abc, X, c)").unwrap().unwrap();
    assert_eq!(s.get("X"), Some(&Term::atom("ab")));
    let s = m
        .query_once("findall(X, (split(abcd, X, _), !), L)")
        .unwrap()
        .unwrap();
    assert_eq!(s.get("L").unwrap().to_string(), "['']");
}

#[test]
fn a_nondeterministic_host_predicate_can_throw_midway() {
    let mut m = Machine::new();
    m.register_nondet_predicate("shaky", 1, |_| {
        vec![Ok(vec![Term::from(1)]), Err(Term::atom("broken"))]
    })
    .unwrap();
    let mut q = m.query("shaky(X)").unwrap();
    assert_eq!(q.next().unwrap().unwrap().get("X"), Some(&Term::from(1)));
    let err = q.next().unwrap().unwrap_err();
    assert!(
        matches!(&err, Error::Exception { term, .. } if *term == Term::atom("broken")),
        "{err:?}"
    );
}

#[test]
fn builtins_cannot_be_redefined_by_the_host() {
    let mut m = Machine::new();
    let err = m
        .register_predicate("atom_length", 2, |_| crate::HostResult::Fail)
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "No permission to modify static procedure `atom_length/2'"
    );
    assert!(m.query_once("atom_length(abc, 3)").unwrap().is_some());
}

#[test]
fn output_and_error_output_can_be_captured() {
    let mut m = Machine::new();
    let (out, err) = (crate::OutputBuffer::new(), crate::OutputBuffer::new());
    m.set_output(out.clone());
    m.set_error_output(err.clone());
    m.query_once("write(hello), nl, format(user_error, \"oops~n\", []), print_message(error, format(\"bad ~w\", [x]))")
        .unwrap();
    assert_eq!(out.take(), "hello\n");
    assert_eq!(err.contents(), "oops\nERROR: bad x\n");
    let s = m
        .query_once("with_output_to(string(S), write(inner)), write(outer)")
        .unwrap()
        .unwrap();
    assert_eq!(s.get("S"), Some(&Term::string("inner")));
    assert_eq!(out.take(), "outer");
}

#[test]
fn consult_str_loads_the_rest_after_a_syntax_error_and_returns_it() {
    let mut m = Machine::new();
    let err = m.consult_str("a(1).\nb(2 .\nc(X) :- a(X).\n").unwrap_err();
    let Error::Syntax { line, .. } = err else {
        panic!("expected a syntax error, got {err:?}");
    };
    assert_eq!(line, 2);
    assert!(m.query_once("c(1)").unwrap().is_some());
    // Clauses of later calls add to earlier ones.
    m.consult_str("a(2).").unwrap();
    assert_eq!(m.query("a(X)").unwrap().count(), 2);
}

#[test]
fn loader_warnings_are_kept_not_printed() {
    let mut m = Machine::new();
    let err = crate::OutputBuffer::new();
    m.set_error_output(err.clone());
    m.consult_str("p(X, Y) :- q(X).\nq(1).\n:- fail.\n")
        .unwrap();
    let messages = m.take_messages();
    assert_eq!(messages.len(), 2, "{messages:?}");
    assert!(
        messages[0].contains("Singleton variables: [Y]"),
        "{messages:?}"
    );
    assert!(
        messages[1].contains("Goal (directive) failed"),
        "{messages:?}"
    );
    assert_eq!(err.contents(), "");
    assert!(m.take_messages().is_empty());
}

#[test]
fn consult_file_loads_a_puzzle_and_reports_missing_files() {
    let mut m = Machine::new();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    m.consult_file(root.join("examples/zebra.pl")).unwrap();
    let s = m
        .query_once("street(H), member(h(_, Who, _, _, fish), H)")
        .unwrap()
        .unwrap();
    assert_eq!(s.get("Who"), Some(&Term::atom("german")));
    let err = m.consult_file("no/such/file.pl").unwrap_err();
    assert!(matches!(err, Error::Load { .. }), "{err:?}");
    assert_eq!(
        err.to_string(),
        "source_sink `no/such/file.pl' does not exist"
    );
}

#[test]
fn initialization_goals_run_after_loading() {
    let mut m = Machine::new();
    let out = crate::OutputBuffer::new();
    m.set_output(out.clone());
    m.consult_str(":- initialization(write(loaded)).\n:- initialization(fail).\np.\n")
        .unwrap();
    assert_eq!(out.take(), "loaded");
    let messages = m.take_messages();
    assert_eq!(
        messages,
        ["Warning: user:2: Initialization goal failed\n"],
        "{messages:?}"
    );
    assert!(matches!(
        m.consult_str(":- initialization(halt(4))."),
        Err(Error::Halt(4))
    ));
    // The machine goes on after a halt in a directive.
    assert!(m.query_once("p").unwrap().is_some());
}

#[test]
fn a_cyclic_answer_is_an_error_not_a_hang() {
    let mut m = Machine::new();
    let err = m.query_once("X = f(X)").unwrap_err();
    assert_eq!(err.to_string(), "Cannot represent due to `cyclic_term'");
    let err = m.query_once("L = [a, b|L]").unwrap_err();
    assert!(matches!(err, Error::Exception { .. }), "{err:?}");
    // Shared but acyclic subterms are fine.
    let s = m
        .query_once("X = [1, 2], Y = f(X, X, [X])")
        .unwrap()
        .unwrap();
    assert_eq!(
        s.get("Y").unwrap().to_string(),
        "f([1, 2], [1, 2], [[1, 2]])"
    );
    m.register_predicate("inspect", 1, |_| crate::HostResult::Succeed(vec![]))
        .unwrap();
    let s = m
        .query_once("X = g(X), catch(inspect(X), error(E, _), true)")
        .unwrap_err();
    // The answer itself is cyclic too; the host saw a representation error.
    assert!(matches!(s, Error::Exception { .. }));
    let s = m
        .query_once("catch((X = g(X), inspect(X)), error(E, _), true), var(X)")
        .unwrap()
        .unwrap();
    assert_eq!(
        s.get("E").unwrap().to_string(),
        "representation_error(cyclic_term)"
    );
}

// Found by review of the embedding API (issue 4).

#[test]
fn output_comes_back_after_a_query_stopped_inside_with_output_to() {
    let mut m = Machine::new();
    let out = crate::OutputBuffer::new();
    m.set_output(out.clone());
    let r = m
        .query("with_output_to(string(_), (repeat, fail))")
        .unwrap()
        .inference_limit(10_000)
        .next();
    assert!(matches!(r, Some(Err(Error::Limit(_)))), "{r:?}");
    assert!(matches!(
        m.query_once("with_output_to(string(_), halt)"),
        Err(Error::Halt(0))
    ));
    m.query_once("write(hello)").unwrap();
    assert_eq!(out.take(), "hello");
}

#[test]
fn internal_host_primitives_called_by_a_program_fail_instead_of_panicking() {
    let mut m = Machine::new();
    m.register_nondet_predicate("digit", 1, |_| (0..10).map(|d| Ok(vec![Term::from(d)])))
        .unwrap();
    for q in [
        "'$host_next'(5, [], V)",
        "'$host_next'(-1, [], V)",
        "'$host_start'(7, [], H)",
        "'$host_start'(-1, [], H)",
        "'$host_start'(0, [], H)",
    ] {
        assert!(m.query_once(q).unwrap().is_none(), "{q}");
    }
    let r = m
        .query("X = 1")
        .unwrap()
        .time_limit(std::time::Duration::MAX)
        .next();
    assert!(matches!(r, Some(Ok(_))));
}

#[test]
fn host_solution_streams_are_dropped_with_their_query() {
    let mut m = Machine::new();
    m.register_nondet_predicate("digit", 1, |_| (0..10).map(|d| Ok(vec![Term::from(d)])))
        .unwrap();
    for _ in 0..100 {
        let mut q = m.query("digit(X)").unwrap();
        q.next();
    }
    m.query_once("once(digit(_)), once(digit(_))").unwrap();
    assert!(m.hosts.running.is_empty());
}

#[test]
fn query_with_rejects_unknown_names_and_contradictions() {
    let mut m = Machine::new();
    let err = m
        .query_once_with("member(X, [a, b])", &[("x", Term::atom("b"))])
        .unwrap_err();
    assert_eq!(err.to_string(), "variable `x' does not exist");
    let none = m
        .query_once_with("X == a", &[("X", Term::atom("a")), ("X", Term::atom("b"))])
        .unwrap();
    assert!(none.is_none());
}

#[test]
fn a_cancel_stops_a_load() {
    let mut m = Machine::new();
    let cancel = m.cancel_handle();
    let stopper = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(100));
        cancel.cancel();
    });
    let r = m.consult_str(":- repeat, fail.\n:- repeat, fail.\nafter.\n");
    stopper.join().unwrap();
    assert!(matches!(r, Err(Error::Limit(Limit::Cancelled))), "{r:?}");
    assert!(m.query_once("X = 1").unwrap().is_some());
}

#[test]
fn answers_name_each_variable_alike_in_every_binding() {
    let mut m = Machine::new();
    let s = m.query_once("length(L, 2), L = [A, B]").unwrap().unwrap();
    let shown: Vec<String> = s.iter().map(|(n, t)| format!("{n} = {t}")).collect();
    assert_eq!(shown, ["L = [_A, _B]", "A = _A", "B = _B"]);
}

#[test]
fn control_constructs_and_internal_names_cannot_be_host_predicates() {
    let mut m = Machine::new();
    for (name, arity) in [(",", 2), ("\\+", 1), ("!", 0), ("$host_solutions", 2)] {
        let r = m.register_predicate(name, arity, |_| crate::HostResult::Fail);
        assert!(r.is_err(), "{name}/{arity}");
    }
    let r = m.register_predicate("wide", 5000, |_| crate::HostResult::Fail);
    assert!(r.is_err());
}

#[test]
fn cyclic_terms_end_in_errors_or_answers_never_hangs_or_aborts() {
    // X = f(X) is made without the occurs check; asserting it raises an
    // error; copying, comparing, unifying and writing it terminate.
    let mut m = Machine::new();
    let out = crate::OutputBuffer::new();
    m.set_output(out.clone());
    let goal = "catch((X = f(X), assertz(p(X))), error(F, _), true), var(X)";
    let s = m.query_once(goal).unwrap().unwrap();
    assert_eq!(
        s.get("F").unwrap().to_string(),
        "representation_error(cyclic_term)"
    );
    for q in [
        "X = f(X), Y = f(Y), X = Y, X == Y, ground(X), term_variables(X, [])",
        "X = f(X), msort([X, X], [_, _])",
        "X = f(X), findall(X, true, [Y]), Y = f(Z), cyclic_term(Z)",
        "X = f(X), copy_term(X, Y), Y = f(Z), cyclic_term(Z)",
        "X = f(X), nb_setval(k, X), nb_getval(k, Y), Y = f(Z), cyclic_term(Z)",
    ] {
        let goal = format!("\\+ \\+ ({q})");
        assert!(m.query_once(&goal).unwrap().is_some(), "{q}");
    }
    // A thrown ball keeps its cycles (issue 10: SWI's errors hold the
    // cyclic culprit); a host sees an uncaught one as not representable.
    let q = "\\+ \\+ (catch((X = f(X), throw(X)), B, true), B = f(C), C == B, cyclic_term(B))";
    assert!(m.query_once(q).unwrap().is_some());
    let err = m.query_once("X = f(X), throw(X)").unwrap_err();
    assert_eq!(err.to_string(), "Cannot represent due to `cyclic_term'");
    m.query_once("\\+ \\+ (X = f(X), write(X))").unwrap();
    assert_eq!(out.take(), "f(f(f(f(f(f(f(f(f(f(...))))))))))");
}

#[test]
fn format_refuses_counts_no_memory_could_hold() {
    let mut m = Machine::new();
    for q in [
        "format(atom(_), '~9999999999d', [1])",
        "format(atom(_), '~t~9999999999|', [])",
    ] {
        let goal = format!("catch({q}, error(E, _), true)");
        let s = m.query_once(&goal).unwrap().unwrap();
        assert_eq!(
            s.get("E").unwrap().to_string(),
            "resource_error(memory)",
            "{q}"
        );
    }
    let s = m
        .query_once("format(atom(A), '~3d|~t~6|', [12345])")
        .unwrap()
        .unwrap();
    assert_eq!(s.get("A"), Some(&Term::atom("12.345|")));
}

#[test]
fn the_heap_goes_back_after_each_query() {
    let mut m = Machine::new();
    m.query_once("true").unwrap();
    let before = m.cx.st.heap.len();
    for _ in 0..1000 {
        m.query_once("X = f(Y, g(Z), [1, 2, 3]), atom_length(abc, _)")
            .unwrap();
        let mut q = m.query("member(X, [a, b, c])").unwrap();
        q.next();
    }
    assert_eq!(m.cx.st.heap.len(), before);
    // Still correct afterwards.
    let s = m
        .query_once("numlist(1, 5, L), sum_list(L, S)")
        .unwrap()
        .unwrap();
    assert_eq!(s.get("S"), Some(&Term::from(15)));
}

#[test]
fn conversions_cover_the_common_rust_types_and_join_error() {
    fn first_digit(m: &mut Machine) -> Result<u32, Error> {
        let s = m.query_once("X = 7")?.expect("an answer");
        Ok(u32::try_from(s.get("X").unwrap())?)
    }
    let mut m = Machine::new();
    assert_eq!(first_digit(&mut m).unwrap(), 7);
    assert!(u32::try_from(&Term::from(-1)).is_err());
    assert_eq!(usize::try_from(Term::from(3)), Ok(3));
    let t = Term::from(("a", 1, 2.5));
    assert_eq!(t.to_string(), "a-1-2.5");
    let back: (String, i64, f64) = <(String, i64, f64)>::try_from(&t).unwrap();
    assert_eq!(back, ("a".into(), 1, 2.5));
    assert_eq!(Term::from(['x', 'y']).to_string(), "[x, y]");
    assert_eq!(Term::from(&[1u8, 2][..]).to_string(), "[1, 2]");
    let v: Vec<i64> = Vec::try_from(Term::from(vec![1, 2])).unwrap();
    assert_eq!(v, [1, 2]);
    let err: Error = i64::try_from(&Term::atom("x")).unwrap_err().into();
    assert_eq!(err.to_string(), "expected integer, found x");
}

#[test]
fn an_answer_whose_sharing_unfolds_too_far_is_an_error() {
    // T is f(f(...)) 40 deep with both arguments shared: 2^40 nodes as a tree.
    let mut m = Machine::new();
    let err = m
        .query_once("length(L, 40), foldl([_, A, f(A, A)]>>true, L, a, T)")
        .unwrap_err();
    assert_eq!(err.to_string(), "Not enough resources: memory");
    let s = m
        .query_once("length(L, 10), foldl([_, A, f(A, A)]>>true, L, a, T), T = f(X, _)")
        .unwrap();
    assert!(s.is_some());
}

#[test]
fn findall_bags_count_against_the_stack_limit() {
    let mut m = Machine::new();
    let s = m
        .query_once(
            "set_prolog_flag(stack_limit, 50000000), \
             catch(findall(X, between(1, 10000000, X), _), error(E, _), true)",
        )
        .unwrap()
        .unwrap();
    assert_eq!(s.get("E").unwrap().to_string(), "resource_error(stack)");
    // Bags abandoned by an exception are gone once the query ends.
    m.query_once("catch(findall(X, (member(X, [1, 2]), throw(oops)), _), _, true)")
        .unwrap();
    assert!(m.findall.is_empty());
    assert_eq!(m.findall_cells, 0);
    let s = m
        .query_once("findall(X, between(1, 100, X), L), length(L, N)")
        .unwrap()
        .unwrap();
    assert_eq!(s.get("N"), Some(&Term::from(100)));
}

#[test]
fn a_program_writes_a_file_and_reads_it_back() {
    let mut m = Machine::new();
    let path = std::env::temp_dir().join(format!("zebralog_api_io_{}.txt", std::process::id()));
    let name = path.to_str().expect("a UTF-8 temp dir").replace('\'', "''");
    m.consult_str(
        "save(F, Ts) :- setup_call_cleanup(open(F, write, S), \
             forall(member(T, Ts), (writeq(S, T), write(S, '.'), nl(S))), close(S)).\n\
         load(F, Ts) :- read_file_to_terms(F, Ts, []).\n",
    )
    .unwrap();
    m.query_once(&format!("save('{name}', [f(x, \"é\"), [1, 2], 'A b'])"))
        .unwrap()
        .expect("save succeeds");
    let s = m
        .query_once(&format!("load('{name}', Ts)"))
        .unwrap()
        .expect("load succeeds");
    assert_eq!(
        s.get("Ts").map(|t| t.to_string()),
        Some("[f(x, \"é\"), [1, 2], 'A b']".to_string())
    );
    std::fs::remove_file(&path).unwrap();
}

#[test]
fn user_input_comes_from_set_input_and_captures_leave_no_streams() {
    let mut m = Machine::new();
    m.set_input(std::io::Cursor::new("héllo.\nx"));
    let s = m
        .query_once("read(T), get_char(_), get_char(C), peek_char(D)")
        .unwrap()
        .unwrap();
    assert_eq!(s.get("T"), Some(&Term::atom("héllo")));
    assert_eq!(s.get("C"), Some(&Term::atom("x")));
    assert_eq!(s.get("D"), Some(&Term::atom("end_of_file")));
    let r = m
        .query("with_output_to(string(_), (repeat, fail))")
        .unwrap()
        .inference_limit(10_000)
        .next();
    assert!(matches!(r, Some(Err(Error::Limit(_)))), "{r:?}");
    let s = m
        .query_once("findall(S, stream_property(S, mode(_)), L), length(L, N)")
        .unwrap()
        .unwrap();
    assert_eq!(s.get("N"), Some(&Term::Integer(3)));
}

/// `set_argv` is what the program reads as the argv and os_argv flags.
#[test]
fn set_argv_sets_the_argv_flags() {
    let mut m = Machine::new();
    m.set_argv(
        vec!["puzzle.txt".into()],
        vec!["host".into(), "puzzle.txt".into()],
    );
    let s = m
        .query_once("current_prolog_flag(argv, A), current_prolog_flag(os_argv, O)")
        .unwrap()
        .unwrap();
    assert_eq!(
        s.get("A"),
        Some(&Term::List(vec![Term::atom("puzzle.txt")]))
    );
    assert_eq!(
        s.get("O"),
        Some(&Term::List(vec![
            Term::atom("host"),
            Term::atom("puzzle.txt")
        ]))
    );
}

#[test]
fn big_integers_come_back_as_big_integer_terms_and_go_in_normalised() {
    let mut m = Machine::new();
    let s = m.query_once("X is 2**100, Y is X - X").unwrap().unwrap();
    let x = s.get("X").unwrap();
    assert_eq!(x.to_string(), "1267650600228229401496703205376");
    assert!(matches!(x, Term::BigInteger(_)));
    assert_eq!(i128::try_from(x).ok(), Some(1 << 100));
    assert_eq!(s.get("Y"), Some(&Term::Integer(0)));
    assert_eq!(Term::from(1i128 << 100), *x);
    assert_eq!(Term::from(5i128), Term::Integer(5));
}

/// Issue 10: the code of retracted clauses is reclaimed while the query
/// that retracts them still runs (it used to wait for the query's end:
/// 2 GB after 30M assert/retract cycles).
#[test]
fn retracted_code_is_reclaimed_while_the_query_runs() {
    let mut m = Machine::new();
    m.consult_str(
        ":- dynamic c/1.\n\
         churn(0) :- !.\n\
         churn(N) :- assertz(c(N)), retract(c(N)), N1 is N-1, churn(N1).\n",
    )
    .unwrap();
    let before = m.code.instrs.len();
    // The choicepoint member/2 leaves keeps the query open, so nothing
    // was reclaimed at its end.
    let mut q = m.query("churn(60000), member(X, [1, 2])").unwrap();
    assert!(q.next().is_some());
    assert!(!q.m.cps.is_empty());
    let during = q.m.code.instrs.len();
    // 120000 instructions were compiled; a rebuild is due at 64K.
    assert!(
        during < (1 << 16) + 4096,
        "{during} instructions after 60000 cycles, {before} before"
    );
    assert!(q.m.db.graveyard.len() < 1 << 16);
}

/// Issue 10: atoms made by a running query are collected while it runs
/// (a loop making temporary atoms used to grow without bound: 2.4 GB).
#[test]
fn temporary_atoms_are_collected_while_the_query_runs() {
    let mut m = Machine::new();
    let before = m.cx.st.atoms.len();
    m.query_once("forall(between(1, 80000, I), atom_concat(tmp_, I, _))")
        .unwrap()
        .unwrap();
    // At most 50000 atoms are made between two collections.
    let after = m.cx.st.atoms.len();
    assert!(
        after < before + 50_000 + 4096,
        "{before} atoms, then {after}"
    );
}

/// Issue 10: an API query may also collect the atoms earlier queries
/// left behind (the embedding program holds only names).
#[test]
fn atoms_left_by_earlier_queries_are_collected_by_later_ones() {
    let mut m = Machine::new();
    let before = m.cx.st.atoms.len();
    m.query_once("forall(between(1, 30000, I), atom_concat(old_, I, _))")
        .unwrap()
        .unwrap();
    // 50000 atoms made in all: one collection, 20000 atoms into this.
    m.query_once("forall(between(1, 40000, I), atom_concat(new_, I, _))")
        .unwrap()
        .unwrap();
    let after = m.cx.st.atoms.len();
    assert!(after < before + 25_000, "{before} atoms, then {after}");
}

/// Issue 10: the auxiliary predicates of retracted clauses (one per
/// control construct) go with their code, so churning clauses with
/// if-then-else does not grow the predicate table.
#[test]
fn auxiliary_predicates_of_retracted_clauses_are_reused() {
    let mut m = Machine::new();
    m.consult_str(
        ":- dynamic c/1.\n\
         churn(0) :- !.\n\
         churn(N) :- assertz((c(N) :- (N > 0 -> true ; fail))),\n\
             retract((c(N) :- _)), N1 is N-1, churn(N1).\n",
    )
    .unwrap();
    let before = m.db.preds.len();
    m.query_once("churn(20000)").unwrap().unwrap();
    let after = m.db.preds.len();
    assert!(after < before + 10_000, "{before} predicates, then {after}");
}

/// Issue 10: the cleanup of setup_call_cleanup/3 runs when a query is
/// dropped before its last answer, and when a limit or a cancel stops
/// it; not after halt (as in SWI-Prolog).
#[test]
fn cleanups_run_when_a_query_is_dropped_or_stopped() {
    let mut m = Machine::new();
    m.consult_str(
        ":- dynamic(cleaned/1).\n\
         spin :- repeat, fail.\n",
    )
    .unwrap();
    let cleaned =
        |m: &mut Machine, tag: &str| m.query_once(&format!("cleaned({tag})")).unwrap().is_some();
    {
        let mut q = m
            .query("setup_call_cleanup(true, member(X, [1, 2, 3]), assertz(cleaned(drop)))")
            .unwrap();
        assert!(matches!(q.next(), Some(Ok(_))));
    }
    assert!(cleaned(&mut m, "drop"));
    let r = m
        .query("setup_call_cleanup(true, spin, assertz(cleaned(limit)))")
        .unwrap()
        .inference_limit(10_000)
        .next();
    assert!(matches!(r, Some(Err(Error::Limit(_)))), "{r:?}");
    assert!(cleaned(&mut m, "limit"));
    let r = m
        .query("setup_call_cleanup(true, spin, assertz(cleaned(deadline)))")
        .unwrap()
        .time_limit(std::time::Duration::from_millis(20))
        .next();
    assert!(matches!(r, Some(Err(Error::Limit(_)))), "{r:?}");
    assert!(cleaned(&mut m, "deadline"));
    let cancel = m.cancel_handle();
    let stopper = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(50));
        cancel.cancel();
    });
    let r = m.query_once("setup_call_cleanup(true, spin, assertz(cleaned(cancel)))");
    assert!(matches!(r, Err(Error::Limit(Limit::Cancelled))), "{r:?}");
    stopper.join().unwrap();
    assert!(cleaned(&mut m, "cancel"));
    let r = m.query_once("setup_call_cleanup(true, halt, assertz(cleaned(halt)))");
    assert!(matches!(r, Err(Error::Halt(0))), "{r:?}");
    assert!(!cleaned(&mut m, "halt"));
}

/// An answer carries the goals still waiting on its variables, sharing
/// their variable numbers with the bindings (issue 11).
#[test]
fn solutions_carry_residual_goals() {
    let mut m = Machine::new();
    let s = m
        .query("freeze(X, true), Y = f(X), dif(Z, a)")
        .unwrap()
        .next()
        .unwrap()
        .unwrap();
    let goals: Vec<String> = s.residual_goals().iter().map(|g| g.to_string()).collect();
    assert_eq!(goals, ["freeze(_A, true)", "dif(_B, a)"]);
    let freeze = Term::Compound("freeze".into(), vec![Term::Var(0), Term::atom("true")]);
    assert_eq!(s.residual_goals()[0], freeze);
    let f = Term::Compound("f".into(), vec![Term::Var(0)]);
    assert_eq!(s.get("Y"), Some(&f));
    assert_eq!(s.get("Z"), Some(&Term::Var(1)));
    let s = m
        .query("dif(X, a), X = b")
        .unwrap()
        .next()
        .unwrap()
        .unwrap();
    assert!(s.residual_goals().is_empty());
    // Each answer of a nondeterministic query has its own.
    let answers: Vec<usize> = m
        .query("member(X, [1, Y]), freeze(Y, true)")
        .unwrap()
        .map(|s| s.unwrap().residual_goals().len())
        .collect();
    assert_eq!(answers, [1, 1]);
    assert!(m.query("freeze(X, fail), X = 1").unwrap().next().is_none());
}

/// library(clpfd) through the embedding API: answers carry the domains
/// and constraints left, as the toplevel shows them (issue 11).
#[test]
fn clpfd_answers_carry_their_constraints() {
    let mut m = Machine::new();
    m.consult_str(":- use_module(library(clpfd)).").unwrap();
    let s = m.query_once("X #> 3, X #\\= 5").unwrap().unwrap();
    let goals: Vec<String> = s.residual_goals().iter().map(|g| g.to_string()).collect();
    // A `Term` is written with the standard operators only.
    assert_eq!(goals, ["in(_A, 4\\/ ..(6, sup))"]);
    let s = m.query_once("X #= Y + Z").unwrap().unwrap();
    let goals: Vec<String> = s.residual_goals().iter().map(|g| g.to_string()).collect();
    assert_eq!(goals, ["#=(_B+_C, _A)"]);
    let s = m
        .query_once("Vs = [A,B,C], Vs ins 1..3, all_distinct(Vs), A #< B, B #< C")
        .unwrap()
        .unwrap();
    assert_eq!(s.get("Vs").unwrap().to_string(), "[1, 2, 3]");
    assert!(s.residual_goals().is_empty());
    let n = m
        .query("length(Qs, 6), Qs ins 1..6, all_distinct(Qs), label(Qs)")
        .unwrap()
        .count();
    assert_eq!(n, 720);
}

/// Issue 25: every runaway raises `resource_error(...)` under a small
/// stack limit, uncaught, and the same machine then answers ordinary
/// queries as a fresh one would.
#[test]
fn runaways_raise_resource_errors_and_the_machine_answers_after() {
    let mut m = Machine::new();
    m.consult_str(
        "sgrow(S) :- string_concat(S, S, S2), sgrow(S2).
         agrow(S) :- atom_concat(S, S, S2), agrow(S2).
         nbgrow(N) :- numlist(1, 100000, L), atom_concat(key, N, K),
             nb_setval(K, L), N1 is N + 1, nbgrow(N1).
         deep(N) :- N > 0, N1 is N - 1, deep(N1), true.
         long(L) :- long([x|L]).
         nest(0, a) :- !.
         nest(N, s(T, T)) :- N1 is N - 1, nest(N1, T).",
    )
    .unwrap();
    m.run_goal("set_prolog_flag(stack_limit, 8388608)");
    let runaways = [
        "sgrow(\"abcdefgh\")",
        "agrow(abcdefgh)",
        "nbgrow(0)",
        "X is 7^(10^9)",
        "X is 3^(2^62)",
        "deep(100000000)",
        "long([])",
        "numlist(1, 100000000, L)",
        "length(L, 100000000)",
        // 2^30 leaves unfolded: refused at the limit, not after 1 GiB.
        "nest(30, T), assertz(t(T))",
        // The clause database and the recorded database: 2000 clauses
        // of 1000 elements are four times the limit (without it the
        // loop ends, and the query fails, at 128 MB).
        "numlist(1, 1000, L), between(1, 2000, I), assertz(dbgrow(I, L)), fail",
        "numlist(1, 1000, L), between(1, 2000, _), recordz(dbk, L), fail",
    ];
    for goal in runaways {
        // The old code grew without bound: the inference limit ends it.
        let start = std::time::Instant::now();
        let q = m.query(goal).unwrap().inference_limit(20_000_000);
        let err = q.into_iter().next().expect("an answer").unwrap_err();
        // Near the limit, not after gigabytes.
        assert!(
            start.elapsed().as_secs() < 5,
            "{goal}: {:?}",
            start.elapsed()
        );
        let Error::Exception { term, .. } = &err else {
            panic!("{goal}: expected an exception, got {err:?}");
        };
        assert!(
            term.to_string().starts_with("error(resource_error("),
            "{goal}: {term}"
        );
        m.run_goal("forall(between(0, 1000, I), (atom_concat(key, I, K), nb_delete(K)))");
        m.run_goal("retractall(dbgrow(_, _)), forall(recorded(dbk, _, R), erase(R))");
        for ordinary in [
            "X = 1",
            "length(L, 3)",
            "atom_concat(abc, def, abcdef)",
            "numlist(1, 1000, L), sum_list(L, 500500)",
            "X is 2^100, X > 0",
            "nb_setval(k, f(a)), nb_getval(k, f(a))",
            "findall(X, member(X, [a, b]), [a, b])",
            "numlist(1, 1000, L), assertz(dbgrow(0, L)), retract(dbgrow(0, _))",
            "recordz(dbk, f(x), R), erase(R)",
        ] {
            assert!(
                m.query_once(ordinary).unwrap().is_some(),
                "after {goal}: {ordinary}"
            );
        }
    }
}

/// Issue 25: a deadline stops a big-integer power in the middle of its
/// products, not after a minute of them, and the machine answers after.
#[test]
fn a_deadline_stops_a_huge_power() {
    let mut m = Machine::new();
    let start = std::time::Instant::now();
    let q = m
        .query("X is 7^(10^9)")
        .unwrap()
        .time_limit(std::time::Duration::from_millis(300));
    let err = q.into_iter().next().expect("an answer").unwrap_err();
    assert!(matches!(err, Error::Limit(Limit::Deadline)), "{err:?}");
    assert!(start.elapsed().as_secs() < 10, "{:?}", start.elapsed());
    let s = m.query_once("X is 7^100").unwrap().unwrap();
    assert!(s.get("X").is_some());
    // The decimal text of a 300-million-bit number is given up too.
    let start = std::time::Instant::now();
    let q = m
        .query("X is 1 << 300000000, atom_number(A, X)")
        .unwrap()
        .time_limit(std::time::Duration::from_millis(300));
    let err = q.into_iter().next().expect("an answer").unwrap_err();
    assert!(matches!(err, Error::Limit(Limit::Deadline)), "{err:?}");
    assert!(start.elapsed().as_secs() < 10, "{:?}", start.elapsed());
    let s = m
        .query_once("X is 7^100, atom_number(A, X)")
        .unwrap()
        .unwrap();
    assert!(s.get("A").is_some());
}
