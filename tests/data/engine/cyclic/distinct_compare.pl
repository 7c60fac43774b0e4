% Unifying, comparing and walking two distinct cyclic terms ends fast:
% the cycle guard starts after as many steps as the heap has cells (at
% least 65536), since an acyclic term cannot take more, instead of
% after 16M steps (about 0.3 s a comparison, and 268 MB of work stack
% for term_variables/2), so loops of them timed out (differential
% fuzzer, seed 7777 case 4211, issue 10).
main :-
    X = f(X), Y = f(Y),
    forall(between(1, 20, _), ( X == Y, X = Y, compare(=, X, Y) )),
    write(equal), nl,
    A = [a, b|A], B = [a, b, a, b|B],
    forall(between(1, 20, _), A == B),
    write(lists_equal), nl,
    C = g(C, 1), D = g(D, 2),
    compare(O, C, D), write(O), nl,
    ( C = D -> write(unified) ; write(not_unified) ), nl,
    T = h(T, V, W),
    forall(between(1, 20, _), ( term_variables(T, Vs), Vs == [V, W] )),
    write(vars), nl,
    \+ ground(T),
    V = 1, W = 2,
    forall(between(1, 20, _), ground(T)),
    write(ground), nl.
