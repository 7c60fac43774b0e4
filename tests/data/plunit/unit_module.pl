% A unit's clauses are its own module's (plunit_Unit), as in SWI: the
% unit's helper double/2 is not the program's, a program predicate of
% the same name stays as it was, and the unit sees the program's
% predicates. (An unknown procedure in a test is reported as
% plunit_unit_module:foo/0, without SWI's setup_call_catcher_cleanup/4
% context: README.)
double(_, program).
base(10).

:- begin_tests(unit_module).

double(X, Y) :- Y is 2 * X.

test(local_helper, Y == 20) :- base(X), double(X, Y).

:- end_tests(unit_module).

test_program :- double(1, D), D == program.
:- initialization(test_program -> true ; writeln(broken)).
