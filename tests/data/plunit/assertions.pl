% assertion/1 inside a test: the failed assertion is reported where it
% happens, the test goes on, and then counts as failed (`A`), with
% `% N assertions failed` in the summary.

:- begin_tests(assertions).

test(false_assertion) :- assertion(1 =:= 2).
test(passes) :- assertion(1 =:= 1).
test(assertion_then_failure) :- assertion(fail), fail.

:- end_tests(assertions).
