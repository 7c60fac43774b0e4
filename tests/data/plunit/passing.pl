% Tests of every kind that pass: `% All N tests passed`, status 0.

p(1). p(2). p(3).

:- dynamic tmp/1.

:- begin_tests(passing).

test(plain) :- X is 1 + 2, X =:= 3.
test(shorthand_eq, X == 3) :- X is 1 + 2.
test(shorthand_unify, X = f(_)) :- X = f(a).
test(shorthand_arith, X =:= 2.0) :- X = 2.
test(true_option, true(X == [a, b])) :- X = [a, b].
test(options_list, [true(X > 1)]) :- X = 5.
test(all, all(X == [1, 2, 3])) :- p(X).
test(set, set(X == [3, 2, 1, 1])) :- ( p(X) ; X = 1 ).
test(fails, fail) :- p(4).
test(throws, throws(oops)) :- throw(oops).
test(throws_pattern, throws(error(type_error(_, _), _))) :- atom_length(f(x), _).
test(error, error(instantiation_error)) :- atom_length(_, _).
test(nondet, [nondet]) :- p(_).
test(setup_cleanup, [setup(assertz(tmp(1))), cleanup(retractall(tmp(_)))]) :- tmp(1).
test(cleaned_up) :- \+ tmp(_).
test(condition, condition(true)) :- true.
test(forall, forall(member(X, [1, 2, 3]))) :- p(X).

:- end_tests(passing).
