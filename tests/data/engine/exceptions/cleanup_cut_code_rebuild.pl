% Issue 10: a cut that runs cleanup handlers saves where its clause goes
% on; the handlers here churn enough asserted code that the code arena
% is rebuilt while they run, and execution must resume at the same
% place after the cut, in the same clause, with its registers.
:- dynamic(junk/1).

churn(0) :- !.
churn(N) :-
    assertz((junk(N) :- N > 0, atom(a), atom(b), atom(c))),
    retract((junk(N) :- _)),
    N1 is N - 1,
    churn(N1).

t(X, Y) :-
    setup_call_cleanup(true, member(X, [1, 2, 3]), churn(40000)),
    !,
    Y = after_cut(X),
    write(Y), nl.

u(A, B, C) :-
    setup_call_cleanup(true, member(A, [x, y]), churn(40000)),
    !,
    write(args(A, B, C)), nl.

main :-
    t(X, Y), write(X-Y), nl,
    u(_, b, c),
    write(done), nl.
