% Issue 25: retract/1 on backtracking keeps the logical update view:
% a clause in the walk's view that another goal retracted meanwhile is
% still a solution (retracting it again does nothing), as in SWI-Prolog
% and ISO 8.9.3, whose list of matching clauses is fixed at the call.
:- dynamic zd/1.

fill :- retractall(zd(_)), forall(member(X, [5, 3, 7]), assertz(zd(X))).

main :-
    fill,
    findall(X, (retract(zd(X)), findall(Y, retract(zd(Y)), _)), L1),
    writeq(L1), nl,
    fill,
    findall(X, (retract(zd(X)), retractall(zd(_))), L2),
    writeq(L2), nl,
    fill,
    findall(X, (retract(zd(X)), retract(zd(3))), L3),
    writeq(L3), nl,
    fill,
    findall(X-Y, (retract(zd(X)), findall(Z, zd(Z), Y)), L4),
    writeq(L4), nl,
    fill,
    findall(X, (clause(zd(X), true), retract(zd(7))), L5),
    writeq(L5), nl,
    findall(X, zd(X), L6),
    writeq(L6), nl.
