% *-> keeps all solutions of the condition; else only when it has none.
main :-
    findall(X, (member(X, [1,2,3]) *-> true ; X = none), L1), print(L1), nl,
    findall(X, (fail *-> X = yes ; X = none), L2), print(L2), nl,
    findall(X-Y, (member(X, [a,b]) *-> member(Y, [1,2]) ; Y = 0), L3), print(L3), nl,
    findall(X, (member(X, [1,2,3]) *-> X > 1 ; true), L4), print(L4), nl.
