% dif/2 (issue 11): sound on partial terms, with SWI's residual goals.
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
    t(dif(a, a)),
    t(dif(a, b)),
    t((dif(X, Y), X = Y)),
    t((dif(f(A, B), f(a, b)), A = a, print(pending), nl, B = b)),
    t((dif(f(A1, B1), f(a, b)), A1 = a, B1 = c)),
    t((dif(P, Q), P = f(Z1), Q = f(Z2), Z1 = 1, print(still), nl, Z2 = 1)),
    t((dif(P1, Q1), P1 = f(Z3), Q1 = f(Z4), Z3 = 1, Z4 = 2)),
    % X \= Y asks the hooks, as \+ X = Y does.
    t((dif(X1, a), X1 \= a)),
    t((dif(X2, a), X2 \= b)),
    t((dif(X3, a), \+ X3 = a)),
    r((dif(f(C1, D1), f(a, b))), C1-D1),
    r((dif(C2, a), dif(C2, b)), C2),
    r((dif(f(C3, D3), f(a, b)), C3 = c), C3-D3),
    r((dif(C4, D4), C4 = a), C4-D4),
    r((dif(C5-D5, a-b)), C5-D5),
    r((dif(C6, f(D6))), C6-D6),
    r((dif(f(C7, D7), f(a, b)), C7 = a), C7-D7),
    r((dif(C8, D8)), C8-D8),
    findall(S, (member(S, [a, b, c]), dif(S, b)), Ss), print(Ss), nl.
