% Several units: one whose condition fails is skipped, a blocked unit
% says so, and helpers between begin_tests and end_tests are ordinary
% predicates (there are no unit modules yet). Run as
% `-g "run_tests(first), run_tests(second:one), run_tests" -t halt`.

:- begin_tests(first).

double(X, Y) :- Y is 2 * X.

test(one, Y == 4) :- double(2, Y).

:- end_tests(first).

:- begin_tests(second).

test(one) :- true.
test(two) :- true.

:- end_tests(second).

:- begin_tests(skipped, [condition(fail)]).

test(never) :- fail.

:- end_tests(skipped).

:- begin_tests(held_back, [blocked(not_yet)]).

test(never) :- fail.

:- end_tests(held_back).
