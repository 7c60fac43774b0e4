% copy_term/2 of a cyclic term succeeds, as in SWI-Prolog 9: the copy
% has the same cycles (Y = f(Y)) and keeps variables shared with them.
% Identity is told with setarg/3 (same/2), and each case binds fresh
% variables, so no two cyclic terms are ever compared or unified (that
% takes the store's 16M-step guarded walk, seconds in a debug build).
:- ensure_loaded(harness).

% same(A, B): A and B are one compound, not equal copies.
same(A, B) :- \+ \+ ( setarg(1, A, marker), arg(1, B, M), M == marker ).

main :-
    X = f(X),
    t(copy_self, ( copy_term(X, Y1), cyclic_term(Y1), Y1 = f(A1), same(Y1, A1) )),
    t(copy_is_new, ( copy_term(X, Y2), \+ same(X, Y2), \+ same(Y2, X) )),
    F = f(F, V),
    t(copy_shared_var,
      ( copy_term(F-V, G-W), G = f(G1, W1), var(W), W1 == W, W \== V,
        same(G, G1) )),
    L = [a, b|L],
    S = g(L, [1, L], "str", 123456789012345678901234567890, U, U, 2.5),
    t(copy_inner,
      ( copy_term(S, C),
        C = g(L1, [1, L2], Str, Big, U1, U2, Fl),
        same(L1, L2), Str == "str",
        Big == 123456789012345678901234567890,
        var(U1), U1 == U2, U1 \== U, Fl == 2.5,
        L1 = [a, b|L3], same(L1, L3) )),
    t(copy_list_is_list, ( copy_term(L, K1), is_list(K1) )),
    t(copy_list_length, ( copy_term(L, K2), length(K2, _) )),
    t(copy_in_copy, ( copy_term(X, Y3), copy_term(Y3, Y4), Y4 = f(A4), same(Y4, A4) )),
    T = h(a),
    t(nb_setarg, ( nb_setarg(1, T, X), arg(1, T, Z), Z = f(Z1), same(Z, Z1) )).
