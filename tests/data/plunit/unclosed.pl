% A unit left open (no end_tests) closes at the end of its file, as in
% SWI-Prolog: a test/1 clause in the next file is an ordinary clause.
% Run as `-g run_tests -t halt unclosed.pl unclosed_next.pl`.

:- begin_tests(unclosed).

test(inside) :- true.
