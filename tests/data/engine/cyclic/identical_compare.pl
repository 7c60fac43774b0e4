% Comparing a cyclic term with itself (the same compound) is immediate:
% ==, compare/3 and sorting find it equal without walking it.  zebralog
% walked 16M steps before its cycle guard, about 0.35 s a comparison, so
% a loop of them timed out (found by the differential fuzzer, seed 7777
% case 3422: X = f(X), arg(1, X, Y), Y == X inside a maplist/2 retry).
same(X, Y) :- ( X == Y -> write(same) ; write(differ) ), nl.

main :-
    X = f(X),
    arg(1, X, Y),
    same(X, Y),
    forall(between(1, 200, _), ( X == Y, compare(=, X, Y), \+ X @< Y )),
    L = [a|L],
    forall(between(1, 200, _), L == L),
    Z = g(X, L, X),
    arg(3, Z, X3),
    same(X3, X),
    msort([X, X, Y], S), length(S, N), write(N), nl,
    sort([X, Y, X], T), length(T, M), write(M), nl,
    compare(O, g(X, 1), g(Y, 2)), write(O), nl.
