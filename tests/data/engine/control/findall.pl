main :-
    findall(X, member(X, [c,a,b,a]), L1), print(L1), nl,
    findall(X, fail, L2), print(L2), nl,
    findall(X-Y, (member(X, [1,2]), member(Y, [a,b])), L3), print(L3), nl,
    findall(X, member(X, [1,2]), L4, [end]), print(L4), nl,
    findall(X, fail, L5, tail), print(L5), nl,
    % copies: bindings inside do not leak out
    findall(Z, (Z = f(W), W = 1), L6), print(L6), nl,
    ( var(W) -> write(w_unbound) ; write(w_bound) ), nl,
    findall(N, (between(1, 3, M), findall(K, between(1, M, K), N)), L7), print(L7), nl.
