% Negating a NaN keeps its sign, as in SWI-Prolog: `X is -nan` prints
% 1.5NaN (zebralog printed -1.5NaN; differential fuzzer, seed 8888
% case 600, issue 10), in compiled and in called arithmetic; -0.0 and
% infinities negate as usual.
neg(X, Y) :- Y is -X.

main :-
    X is -nan, print(X), nl,
    Y is nan, neg(Y, Z), print(Z), nl,
    S is copysign(1, -nan), print(S), nl,
    A is -(0.0), print(A), nl,
    neg(0.0, B), print(B), nl,
    C is -inf, print(C), nl,
    neg(-inf, D), print(D), nl.
