% Tests that fail, each in its own way: the messages, `% N tests
% failed`, and run_tests failing, so `-g run_tests` exits with status 1.

p(1). p(2). p(3).

:- begin_tests(failing).

test(ok) :- true.
test(wrong_answer, X == 4) :- X is 1 + 2.
test(wrong_unify, X = g(_)) :- X = f(a).
test(fails) :- 1 =:= 2.
test(error) :- atom_length(_, _).
test(type_error) :- atom_length(f(x), _).
test(thrown) :- throw(custom(ball)).
test(wrong_all, all(X == [1, 2])) :- p(X).
test(wrong_set, set(X == [a, b])) :- p(X).
test(must_fail, fail) :- true.
test(wrong_ball, throws(foo)) :- throw(bar).
test(no_exception, throws(foo)) :- true.
test(wrong_error, error(type_error(_, _))) :- throw(error(existence_error(a, b), _)).
test(forall, forall(member(X, [1, 2, 3, 4]))) :- X < 3.
test(comparison_error, true(atom_length(X, _))) :- X = _.
test(ok_again) :- true.

:- end_tests(failing).
