% Issue 25: the same retract/asserta loop run twice must give the same
% kind of answer: after asserta/retract churn, a retract/1 walk that
% compacted its own predicate on its first call stopped early (the
% second run gave []-[...] instead of the pairs).
:- dynamic zq/1.

loop(L, R) :-
    findall(X-Y, (retract(zq(X)), Y is X * 2, asserta(zq(Y))), L),
    findall(X, zq(X), R).

main :-
    forall(between(1, 11, I), assertz(zq(I))),
    forall(between(1, 7, I), retract(zq(I))),
    loop(A0, B0), writeq(A0-B0), nl,
    retractall(zq(_)),
    forall(between(1, 5, I), asserta(zq(I))),
    forall(between(1, 3, I), retract(zq(I))),
    loop(A1, B1), writeq(A1-B1), nl,
    forall(between(1, 9, I), asserta(zq(I))),
    forall(between(1, 7, I), retract(zq(I))),
    loop(A2, B2), writeq(A2-B2), nl,
    loop(A3, B3), writeq(A3-B3), nl,
    forall(between(1, 20, I), assertz(zq(I))),
    forall(between(1, 17, I), retract(zq(I))),
    loop(A4, B4), writeq(A4-B4), nl.
