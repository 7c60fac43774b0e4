% A clause/2 or retract/1 walk that is still open keeps its place while
% the predicate's retracted clauses are compacted away (issue 12).
:- dynamic p/1, q/1.

main :-
    forall(between(1, 100, I), assertz(p(I))),
    findall(X, ( clause(p(X), true),
                 ( X =:= 2 -> forall(between(3, 100, J), retract(p(J))) ; true ) ), L1),
    length(L1, N1), print(N1), nl,
    findall(X, p(X), L2), print(L2), nl,
    forall(between(1, 100, I), assertz(q(I))),
    findall(X, ( retract(q(X)), X mod 10 =:= 0,
                 forall(( between(1, 100, J), J mod 10 =\= 0 ), ignore(retract(q(J)))) ), L3),
    print(L3), nl,
    findall(X, q(X), L4), print(L4), nl,
    forall(between(1, 50, I), assertz(q(I))),
    findall(X, ( q(X), X > 45, retract(q(_)) ), L5), print(L5), nl,
    aggregate_all(count, q(_), C), print(C), nl.
