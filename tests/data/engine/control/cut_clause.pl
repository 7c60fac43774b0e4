% A cut commits to the clause and to the choices made before it.
t(X) :- member(X, [1,2,3]), X >= 2, !.
t(9).
u(a) :- !.
u(b).
w(X, Y) :- member(X, [1,2]), !, member(Y, [x,y]).
main :-
    findall(X, t(X), L1), print(L1), nl,
    findall(X, u(X), L2), print(L2), nl,
    ( u(b) -> write(u_b_true) ; write(u_b_false) ), nl,
    findall(X-Y, w(X, Y), L3), print(L3), nl.
