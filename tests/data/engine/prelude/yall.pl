% Lambda expressions (library(yall)) called through maplist/foldl/include:
% parameters are bound per call, other variables are local to each call
% unless shared with Free/Lambda.
main :-
    maplist([X, Y]>>(Y is X * 2), [1, 2, 3], L1), print(L1), nl,
    foldl([X, A0, A]>>(A is A0 + X), [1, 2, 3], 0, S), print(S), nl,
    include([X]>>(X > 1), [1, 2, 3], L2), print(L2), nl,
    N = 10,
    maplist([X, Y]>>(Y is X + N), [1, 2], L3), print(L3), nl,
    maplist([X]>>(Z = X), [1, 2]), ( var(Z) -> write(z_local) ; print(Z) ), nl,
    maplist({W}/[X]>>(X = W), [P, Q]), W = w, print(P/Q), nl,
    call([X, Y]>>atom_length(X, Y), abc, Len), print(Len), nl,
    call([X]>>format("~w~n", [X]), hello).
