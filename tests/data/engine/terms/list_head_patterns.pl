% Head list patterns compiled to fused list instructions (issue 12):
% [X|_], [_|T], [A, B|_], [A, _, B|_] and [[X|Y]|Z] match, build and
% bind attributed variables as plain head unification does.
mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
left_of(L, R, [L, R|_]).
left_of(L, R, [_|T]) :- left_of(L, R, T).
gap(A, B, [A, _, B|_]).
firsts([[X|_]|_], X).
split([[X|Y]|Z], X, Y, Z).

main :-
    findall(X, mem(X, [a, b, c]), L1), print(L1), nl,
    findall(L-R, left_of(L, R, [1, 2, 3, 4]), L2), print(L2), nl,
    ( left_of(x, y, P), P = [x, y|_] -> print(built) ; print(none) ), nl,
    length(Q, 3), ( left_of(p, q, Q) -> Q = [Q1, Q2|_], print(Q1-Q2) ; print(none) ), nl,
    freeze(F, (F = [W1, W2|_], print(woke(W1, W2)), nl)), ( left_of(1, 2, F) -> true ; true ),
    freeze(G, (print(woke_gap), nl)), ( gap(a, b, G) -> G = [G1, _, G3|_], print(G1/G3), nl ; true ),
    ( firsts([[k|v], z], K) -> print(K) ; print(no) ), nl,
    ( firsts([k, z], _) -> print(yes) ; print(no) ), nl,
    ( split([[1, 2]|r], A, B, C) -> print(A/B/C) ; print(no) ), nl,
    ( split(S, 1, [], []) -> print(S) ; print(no) ), nl,
    ( mem(z, [a|b]) -> print(yes) ; print(no) ), nl.
