% Issue 12: a predicate whose clauses all have a variable first argument,
% none retracted, runs its clauses in order without looking at keys.
% These pin what must still hold around that shortcut: the logical
% update view while clauses are added and retracted during a call, a
% keyed clause added later, and rules (=>), which commit.

:- dynamic p/2, q/2.

p(_, a).
p(_, b).
p(X, c) :- X = 1.

q(X, one) :- X == 1.
q(_, any).

r(X, Y), X = 1 => Y = one.
r(_, Y) => Y = other.

main :-
    findall(V, p(0, V), L1), print(L1), nl,
    % Clauses asserted during the call are not seen by it.
    findall(V, ( p(1, V), assertz(p(_, new)) ), L2), print(L2), nl,
    retractall(p(_, new)),
    % A clause retracted during the call is still seen by it.
    findall(V, ( p(1, V), retract(p(_, b)) ), L3), print(L3), nl,
    findall(V, p(1, V), L4), print(L4), nl,
    assertz(p(_, b)),
    findall(V, p(1, V), L5), print(L5), nl,
    % A keyed clause makes the first argument count again.
    findall(V, q(1, V), Q1), print(Q1), nl,
    asserta(q(2, two)),
    findall(V, q(2, V), Q2), print(Q2), nl,
    findall(V, q(1, V), Q3), print(Q3), nl,
    % Rules commit to the first that matches: no second answer.
    findall(Y, r(1, Y), R1), print(R1), nl,
    findall(Y, r(2, Y), R2), print(R2), nl.
