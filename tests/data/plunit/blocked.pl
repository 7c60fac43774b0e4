% Blocked tests, tests whose condition fails and tests flagged fixme:
% none of them fails the run.

:- begin_tests(blocked).

test(runs) :- true.
test(blocked, blocked(not_ready)) :- fail.
test(another_blocked, [blocked('waits for issue 14')]) :- fail.
test(condition_false, condition(fail)) :- fail.
test(fixme_fails, fixme(later)) :- fail.
test(fixme_passes, fixme(later)) :- true.
test(runs_too) :- true.

:- end_tests(blocked).
