main :-
    T = f(X, Y, X),
    copy_term(T, C),
    C = f(A, B, A2),
    ( A == A2 -> write(sharing_kept) ; write(sharing_lost) ), nl,
    ( A \== X -> write(fresh) ; write(same) ), nl,
    ( var(B), var(Y) -> write(both_vars) ; write(bound) ), nl,
    term_variables(g(P, h(Q, P), _R, 1), Vs), length(Vs, NV), print(NV), nl,
    Vs = [v1, v2, v3], print(P-Q), nl,
    copy_term(k(1, a), K), print(K), nl,
    term_variables(ground(term), G), print(G), nl,
    T2 = p(M, N), copy_term(T2, T3), M = 1, N = 2, T3 = p(5, 6), print(T2/T3), nl,
    numbervars(q(E1, E2, E1), 0, End), print(End), nl, print(q(E1, E2)), nl.
