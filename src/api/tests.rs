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
        "error(type_error(evaluable, foo/0), context((is)/2, _A))"
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
