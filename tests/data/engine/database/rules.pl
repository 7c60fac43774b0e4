:- dynamic double/2, counter/1.
counter(0).
next(N) :- retract(counter(N0)), N is N0 + 1, assertz(counter(N)).
main :-
    assertz((double(X, Y) :- Y is 2 * X)),
    double(21, D), print(D), nl,
    clause(double(A, B), Body), A = 1, B = 2, print(Body), nl,
    next(N1), next(N2), next(N3), print([N1,N2,N3]), nl,
    retract((double(_, _) :- _)),
    ( catch(double(1, _), _, fail) -> write(yes) ; write(gone) ), nl,
    asserta(counter(100)), findall(C, counter(C), Cs), print(Cs), nl.
