% A cut inside a branch of ; cuts the whole clause, including the
% other branch and the clauses below.
a(X) :- ( X = 1, ! ; X = 2 ).
a(3).
b(X) :- ( member(X, [1,2,3]), X > 1, ! ; X = 0 ).
b(4).
c(X) :- ( fail, ! ; X = else ).
c(last).
main :-
    findall(X, a(X), L1), print(L1), nl,
    findall(X, b(X), L2), print(L2), nl,
    findall(X, c(X), L3), print(L3), nl.
