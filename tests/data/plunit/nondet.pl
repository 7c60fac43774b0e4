% A test that succeeds leaving a choicepoint passes with SWI's warning,
% unless it says `nondet`; a test flagged fixme that does is marked `!`.

p(1). p(2).

:- begin_tests(nondet).

test(choicepoint) :- p(_).
test(declared, nondet) :- p(_).
test(det) :- p(2).
test(fixme_choicepoint, fixme(why)) :- p(_).

:- end_tests(nondet).
