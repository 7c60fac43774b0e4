% memberchk/2 on attributed variables: an element whose unification the
% hooks reject is passed over, as in SWI (issue 11).
t(N, G, V) :-
    (   G
    ->  copy_term(V, C, Gs), numbervars(C-Gs, 0, _), print(N:C-Gs)
    ;   print(N:no)
    ),
    nl.

main :-
    t(frozen_fail_first, (freeze(X1, X1 > 1), memberchk(X1, [1, 2, 3])), X1),
    t(frozen_all_fail, (freeze(X2, fail), memberchk(X2, [1, 2])), X2),
    t(dif_skips, (dif(X3, a), memberchk(X3, [a, b])), X3),
    t(in_list, (dif(X4, a), memberchk(f(X4), [f(a), f(b)])), X4),
    t(element_attvar, (freeze(Y5, Y5 == 2), memberchk(1, [Y5, 1])), Y5),
    t(partial_list, (dif(X6, a), memberchk(X6, [a|T6]), T6 = [Z6|_], Z6 == X6), X6),
    t(plain, memberchk(X7, [1, 2]), X7).
