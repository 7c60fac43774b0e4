main :-
    X is 3 + 4, print(X), nl,
    ( 7 is 3 + 4 -> write(yes) ; write(no) ), nl,
    ( 7.0 is 3 + 4 -> write(yes) ; write(no) ), nl,
    Y = 1 + 2, Z is Y * 2, print(Z), nl,
    E = 2, F is E ** 3, print(F), nl,
    succ(3, S), print(S), nl,
    succ(P, 4), print(P), nl,
    plus(1, Q, 5), print(Q), nl,
    C is "a" + 0, print(C), nl,
    D is 0'a, print(D), nl,
    T is max(1, 2.0) * 2, print(T), nl.
