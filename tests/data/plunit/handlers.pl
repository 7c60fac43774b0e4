% What goes wrong around the tests: a setup that fails or raises, a
% cleanup that fails or raises, a condition that raises (each reported,
% the test not counted), and test clauses refused while loading (no
% body, an unknown option, two modes, a variable option), reported at
% their line, as SWI does; an end_tests with no open unit.

:- begin_tests(handlers).

test(setup_fails, setup(fail)) :- true.
test(setup_raises, setup(atom_length(_, _))) :- true.
test(cleanup_fails, cleanup(fail)) :- true.
test(cleanup_raises, cleanup(atom_length(_, _))) :- true.
test(condition_raises, condition(atom_length(_, _))) :- true.
test(fact_test).
test(bad_option, [foo]) :- true.
test(two_modes, [fail, true(true)]) :- true.
test(var_option, [_]) :- true.
test(after) :- true.
test(any_ball, throws(_)) :- throw(x).
test(all_pairs, all(X-Y == [1-a, 2-b])) :- member(X-Y, [1-a, 2-b]).
test(set_arith, set(X =:= [1, 2])) :- member(X, [2.0, 1]).

:- end_tests(handlers).
:- end_tests(handlers).
