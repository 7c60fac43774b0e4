//! listing/0, make/0, apropos/1 and help/1 on a live machine, and the
//! layout of terms too deep for native recursion. What SWI-Prolog prints
//! for listing/1 and portray_clause/1 is checked by the engine cases in
//! `tests/data/engine/listing/`.

use std::path::PathBuf;
use std::time::Duration;

use crate::builtins::write::tests::capture;
use crate::term::atom;
use crate::vm::Machine;
use crate::GoalStatus;

/// A file in the temporary directory, unique to this process and test.
fn temp_file(name: &str, text: &str) -> PathBuf {
    let path =
        std::env::temp_dir().join(format!("zebralog-listing-{}-{name}.pl", std::process::id()));
    std::fs::write(&path, text).expect("write temp file");
    path
}

/// Rewrites a file and moves its modification time well past the one it
/// had, so the change shows even on file systems with coarse timestamps.
fn rewrite(path: &PathBuf, text: &str) {
    let before = std::fs::metadata(path).and_then(|m| m.modified()).unwrap();
    std::fs::write(path, text).expect("rewrite temp file");
    let f = std::fs::File::options().write(true).open(path).unwrap();
    f.set_modified(before + Duration::from_secs(5)).unwrap();
}

/// Runs a goal and returns what it printed.
fn run(m: &mut Machine, buf: &std::sync::Arc<std::sync::Mutex<Vec<u8>>>, goal: &str) -> String {
    buf.lock().unwrap().clear();
    let status = m.run_goal(goal);
    assert!(matches!(status, GoalStatus::Success), "{goal}: {status:?}");
    String::from_utf8(buf.lock().unwrap().clone()).unwrap()
}

/// Issue 3: make/0 reloads a consulted file whose modification time
/// changed, replacing its clauses as a reconsult does.
#[test]
fn make_reconsults_a_file_changed_on_disk() {
    let path = temp_file("make", "version(1).\nold_only.\n");
    let (mut m, buf) = capture();
    m.consult_file(path.to_str().unwrap()).unwrap();
    assert_eq!(
        run(&mut m, &buf, "forall(version(V), (write(V), nl))"),
        "1\n"
    );
    rewrite(&path, "version(2).\nnew_only.\n");
    assert_eq!(run(&mut m, &buf, "make"), "");
    assert_eq!(
        run(&mut m, &buf, "forall(version(V), (write(V), nl))"),
        "2\n"
    );
    assert_eq!(
        run(&mut m, &buf, "new_only, \\+ catch(old_only, _, fail)"),
        ""
    );
    std::fs::remove_file(&path).unwrap();
}

/// make/0 leaves unchanged files alone: it prints nothing and does not
/// reload, so clauses asserted since stay.
#[test]
fn make_is_silent_and_reloads_nothing_when_no_file_changed() {
    let path = temp_file("make_unchanged", ":- dynamic seen/1.\nseen(loaded).\n");
    let (mut m, buf) = capture();
    m.consult_file(path.to_str().unwrap()).unwrap();
    run(&mut m, &buf, "assertz(seen(asserted))");
    assert_eq!(run(&mut m, &buf, "make"), "");
    assert_eq!(
        run(&mut m, &buf, "forall(seen(X), (write(X), nl))"),
        "loaded\nasserted\n"
    );
    std::fs::remove_file(&path).unwrap();
}

/// listing/0 shows the user's predicates, loaded or asserted, each after
/// a blank line — but nothing from the prelude and no `$` helpers.
#[test]
fn listing_0_lists_only_user_predicates() {
    let path = temp_file(
        "listing0",
        ":- dynamic counter/1.\ncounter(0).\ndouble(X, Y) :- Y is X * 2.\n\
         check(X) :- ( X > 0 -> true ; X < -5 ), \\+ X = 3.\n",
    );
    let (mut m, buf) = capture();
    m.consult_file(path.to_str().unwrap()).unwrap();
    run(&mut m, &buf, "assertz(note(\"hi\", _))");
    let expected = "
:- dynamic counter/1.

counter(0).

double(X, Y) :-
    Y is X*2.

check(X) :-
    (   X>0
    ->  true
    ;   X< -5
    ),
    \\+ X=3.

:- dynamic note/2.

note(\"hi\", _).
";
    assert_eq!(run(&mut m, &buf, "listing"), expected);
    std::fs::remove_file(&path).unwrap();
}

#[test]
fn apropos_lists_matching_predicates_sorted_and_marks_the_users() {
    let (mut m, buf) = capture();
    run(&mut m, &buf, "assertz(my_append_log(x))");
    let out = run(&mut m, &buf, "apropos(append)");
    assert_eq!(out, "append/2\nappend/3\nmy_append_log/1  (user-defined)\n");
    assert_eq!(
        run(&mut m, &buf, "apropos(\"ATOM_LEN\")"),
        "atom_length/2\n"
    );
    assert_eq!(
        run(&mut m, &buf, "apropos(zzzqqq)"),
        "Warning: No matches for zzzqqq\n"
    );
}

#[test]
fn help_names_an_imported_predicate_once() {
    // user imports shout/1 from the module file, and library(zebra)
    // re-exports zebra_read/2 from library(zebra/read): one predicate
    // each, not one line per module that sees it.
    let path = temp_file(
        "help_import",
        ":- module(help_import, [shout/1]).\nshout(X) :- write(X).\n",
    );
    let (mut m, buf) = capture();
    m.consult_file(path.to_str().unwrap()).unwrap();
    let shown = run(&mut m, &buf, "help(shout)");
    assert_eq!(
        shown,
        format!("shout/1: user-defined, 1 clause, from {}\n", path.display())
    );
    assert_eq!(
        run(
            &mut m,
            &buf,
            "use_module(library(zebra)), help(zebra_read/2)"
        ),
        "zebra_read/2: library predicate, defined in Prolog by the prelude\n"
    );
}

#[test]
fn help_says_what_kind_each_predicate_is() {
    let path = temp_file("help", "twice(X, Y) :- Y is 2 * X.\n");
    let (mut m, buf) = capture();
    m.consult_file(path.to_str().unwrap()).unwrap();
    run(&mut m, &buf, "assertz(fact(1)), assertz(fact(2))");
    assert_eq!(
        run(&mut m, &buf, "help(append/3)"),
        "append/3: library predicate, defined in Prolog by the prelude\n"
    );
    assert_eq!(
        run(&mut m, &buf, "help(atom_length)"),
        "atom_length/2: built-in predicate\n"
    );
    assert_eq!(
        run(&mut m, &buf, "help(fact)"),
        "fact/1: user-defined, dynamic, 2 clauses, created by assert\n"
    );
    assert_eq!(
        run(&mut m, &buf, "help(twice/2)"),
        format!("twice/2: user-defined, 1 clause, from {}\n", path.display())
    );
    assert_eq!(
        run(&mut m, &buf, "help(is)"),
        "(is)/2: built-in predicate\nOperator: op(700, xfx, is)\n"
    );
    assert_eq!(
        run(&mut m, &buf, "help(no_such_thing)"),
        "Warning: No help for no_such_thing.\n\
         Warning: Use ?- apropos(query). to search for candidates.\n"
    );
    std::fs::remove_file(&path).unwrap();
}

/// The layout keeps its pending work on a stack of its own: a body of
/// 100,000 goals, an else-chain and a negation 100,000 deep, and a goal
/// argument nested 20,000 deep (each level is measured for wrapping, so
/// it costs more) portray without exhausting the native stack.
#[test]
fn deep_clauses_portray_in_constant_native_stack() {
    const N: usize = 100_000;
    let mut m = Machine::new();
    let goal = m.cx.st.new_atom("g");
    let (comma, semi, arrow) = (atom::COMMA, atom::SEMI, atom::ARROW);
    let mut conj = goal;
    let mut chain = goal;
    let mut negated = goal;
    let mut nested = goal;
    let f = m.cx.st.intern("f");
    for _ in 0..N {
        conj = m.cx.st.new_compound(comma, &[goal, conj]);
        let ite = m.cx.st.new_compound(arrow, &[goal, goal]);
        chain = m.cx.st.new_compound(semi, &[ite, chain]);
        negated = m.cx.st.new_compound(atom::NOT_PROVABLE, &[negated]);
    }
    for _ in 0..N / 5 {
        nested = m.cx.st.new_compound(f, &[nested]);
    }
    let head = m.cx.st.new_atom("h");
    for (body, lines) in [(conj, N + 2), (chain, 2 * N + 3), (negated, 2), (nested, 2)] {
        let clause = m.cx.st.new_compound(atom::NECK, &[head, body]);
        let text = super::portray::portray_clause(&m.cx.st, &m.cx.ops, clause, &[]);
        assert_eq!(text.lines().count(), lines);
        assert!(text.ends_with(".\n"));
    }
}
