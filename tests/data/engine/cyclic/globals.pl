% Global variables hold a cyclic value, as in SWI-Prolog 9: nb_setval/2
% copies it with its cycles (zebralog stores it as a skeleton and the
% bindings that close its cycles), b_setval/2 undoes it on backtracking.
% Identity is told with setarg/3 (same/2); every case binds fresh
% variables, so no two cyclic terms are compared or unified.
:- ensure_loaded(harness).

% same(A, B): A and B are one compound, not equal copies.
same(A, B) :- \+ \+ ( setarg(1, A, marker), arg(1, B, M), M == marker ).

% self(T): T = f(T) exactly.
self(T) :- cyclic_term(T), T = f(A), same(T, A).

main :-
    X = f(X),
    t(nb_setval, ( nb_setval(k, X), nb_getval(k, Y1), self(Y1), \+ same(Y1, X) )),
    t(nb_getval_again, ( nb_getval(k, Y2), self(Y2) )),
    t(nb_current, ( nb_current(k, Y4), self(Y4) )),
    t(b_getval, ( b_getval(k, Y5), self(Y5) )),
    t(overwrite, ( nb_setval(k, a), nb_getval(k, a) )),
    F = f(F, V),
    L = [a, b|L],
    t(shared,
      ( nb_setval(k, g(F, F, V, V, W, L)), nb_getval(k, g(F1, F2, V1, V2, W1, L1)),
        same(F1, F2), F1 = f(F3, V3), same(F1, F3), V1 == V2, V3 == V1,
        var(V1), V1 \== V, var(W1), W1 \== V1, W1 \== W,
        L1 = [a, b|L2], same(L1, L2) )),
    t(cyclic_list, ( nb_setval(k, L), nb_getval(k, L3), \+ is_list(L3) )),
    t(b_setval, ( b_setval(k, X), b_getval(k, Y6), self(Y6) )),
    nb_setval(k, old),
    t(b_setval_undone,
      ( ( b_setval(k, X), b_setval(k, g(X)), fail ; true ), nb_getval(k, old) )),
    t(b_setval_restores_cyclic,
      ( nb_setval(k, X), ( b_setval(k, new), fail ; true ), nb_getval(k, Y7), self(Y7) )),
    t(key_cyclic, nb_setval(X, 1)).
