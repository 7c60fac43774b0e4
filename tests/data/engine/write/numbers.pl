main :-
    forall(member(T, [0, -0, 42, -42, 1.0, -1.5, 0.1, 100000000000000.0, 1.0e15, 1.0e-5,
                      123.456, 1.0e100, -0.0, 1.5e300, 2.0e-10, 9007199254740992.0]),
           ( writeq(T), nl )),
    X is 10 ** 15, writeq(X), nl,
    Y is 1/3, write(Y), nl,
    writeq(f(-1)), nl, writeq(- 1), nl, writeq(-(1)), nl, writeq(1 - 1), nl,
    writeq([-1, - 1]), nl.
