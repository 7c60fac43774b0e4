% A consulted clause of a dynamic predicate keeps its leading head
% unifications in its body, as SWI does (it folds them into the head only
% for static predicates): clause/2, retract/1 and listing/1 see the
% clause as written. Found while writing unkeyed_clauses (issue 12).

:- dynamic p/1.

p(X) :- X = a.
p(b).

q(X) :- X = a.

main :-
    forall(clause(p(H), B), ( T = H-B, numbervars(T, 0, _), print(T), nl )),
    forall(clause(q(H), B), ( print(H-B), nl )),
    ( retract(p(a)) -> print(retracted_fact) ; print(no_fact) ), nl,
    ( retract((p(Y) :- Y = a)) -> print(retracted_rule) ; print(no_rule) ), nl,
    findall(Z, p(Z), Zs), print(Zs), nl,
    listing(q/1).
