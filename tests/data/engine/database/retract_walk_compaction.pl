% Issue 25: a retract/1 walk whose first call retracts the clause that
% makes the predicate worth compacting kept its position in the old
% clause lists: later solutions were skipped, or the walk indexed past
% the list and panicked. The walk's predicate must stay as it is while
% the walk may go on.
:- dynamic zd/1.

% Retracts all but the clauses the next walk sees.
thin(N) :- forall(between(1, N, I), retract(zd(I))).

main :-
    forall(between(1, 10, I), asserta(zd(I))),
    thin(7),
    findall(X, (retract(zd(X)), \+ zd(X)), L1),
    writeq(L1), nl,
    forall(between(1, 12, I), assertz(zd(I))),
    thin(8),
    findall(X, retract(zd(X)), L2),
    writeq(L2), nl.
