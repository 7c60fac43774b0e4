% repeat/0 was missing (found driving the toplevel, issue 3).
main :-
    nb_setval(n, 0),
    repeat,
    nb_getval(n, N0), N is N0 + 1, nb_setval(n, N),
    N >= 3, !,
    print(N), nl,
    findall(x, (repeat, !), L), print(L), nl.
