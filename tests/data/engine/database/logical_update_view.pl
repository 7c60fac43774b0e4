% A goal sees the clauses as they were when it was called.
:- dynamic p/1, q/1.
p(1). p(2). p(3).
q(1).
main :-
    forall(p(X), (retract(p(X)), write(saw(X)), nl)),
    findall(X, p(X), L1), print(L1), nl,
    forall(q(X), (Y is X + 1, Y < 5 -> assertz(q(Y)) ; true)),
    findall(X, q(X), L2), print(L2), nl,
    assertz(p(a)), assertz(p(b)),
    findall(X, (p(X), retract(p(b))), L3), print(L3), nl.
