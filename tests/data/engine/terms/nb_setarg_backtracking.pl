% nb_setarg/3 values survive backtracking (the heap under them is kept).
count(G, N) :-
    C = c(0),
    (   call(G), arg(1, C, N0), N1 is N0 + 1, nb_setarg(1, C, N1), fail
    ;   arg(1, C, N)
    ).
main :-
    T = s(0),
    ( between(1, 5, X), nb_setarg(1, T, f(X, [X, X])), fail ; true ),
    arg(1, T, V), print(V), nl,
    count(member(_, [a, b, c, d]), N), print(N), nl,
    S = acc([]),
    ( member(E, [x, y, z]), arg(1, S, L), nb_setarg(1, S, [E|L]), fail ; true ),
    arg(1, S, Acc), print(Acc), nl.
