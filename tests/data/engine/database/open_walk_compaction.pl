% Issue 25: clauses that come and go while a clause/2 or retract/1 walk
% is open are dropped once no walk can see them, and the open walks go
% on from where they were: each still returns exactly the clauses of its
% start (the logical update view), front (asserta) and back alike.
:- dynamic r/1, s/1.

churn(N) :-
    forall(between(1, N, I),
           ( assertz(r(x(I))), asserta(r(y(I))),
             retract(r(x(I))), retract(r(y(I))) )).

walk_clause(Xs) :-
    findall(X, (clause(r(X), true), churn(50)), Xs).

walk_retract(Xs) :-
    findall(X, (retract(r(X)), churn(50), asserta(r(X))), Xs).

nested(Ps) :-
    findall(X-Y, (clause(s(X), true), retract(s(Y)), churn(20), assertz(s(Y))), Ps).

main :-
    forall(member(X, [c, d]), asserta(r(X))),
    forall(member(X, [e, f]), assertz(r(X))),
    walk_clause(A), writeln(A),
    walk_retract(B), writeln(B),
    findall(X, r(X), C), writeln(C),
    forall(member(X, [1, 2, 3]), assertz(s(X))),
    nested(P), writeln(P),
    findall(X, s(X), S), writeln(S).
