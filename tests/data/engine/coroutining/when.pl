% when/2 (issue 11): nonvar/1, ground/1, ?=/2, ',' and ';' conditions,
% SWI's errors and residual goals.
t(G) :-
    catch(( G -> R = yes ; R = no ), error(E, _), R = error(E)),
    print(R), nl.

r(G, T) :-
    (   call(G)
    ->  copy_term(T, C, Gs), numbervars(C-Gs, 0, _), print(C-Gs)
    ;   print(failed)
    ),
    nl.

main :-
    t(when(foo, true)),
    t(when(_, true)),
    t(when((nonvar(a), foo), true)),
    t(when((nonvar(_) ; _), true)),
    t(when(nonvar(_), 1)),
    t(when(nonvar(a), (print(now), nl))),
    t((when(nonvar(A), (print(a), nl)), A = 1)),
    t((when(ground(f(B, C)), (print(g), nl)), B = 1, print(x), nl, C = 2)),
    t((when(?=(D, E), (print(dec), nl)), D = E)),
    t((when(?=(D1, E1), (print(dec2), nl)), D1 = a, print(x), nl, E1 = b)),
    t((when(?=(D2, E2), (print(dec3), nl)), D2 = f(_), E2 = g)),
    t((when((nonvar(F), nonvar(G)), (print(both), nl)), F = 1, print(x), nl, G = 1)),
    t((when((nonvar(H) ; nonvar(I)), (print(either), nl)), I = 1, print(x), nl, H = 1)),
    t((when(ground(J), fail), J = f(K), K = 1)),
    r(when(nonvar(L), true), L),
    r(when(ground(f(M, N)), true), M-N),
    r(when((nonvar(O) ; nonvar(P)), true), O-P),
    r(when(?=(Q, R), true), Q-R).
