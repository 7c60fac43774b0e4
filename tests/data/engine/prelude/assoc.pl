% library(assoc): the tree shapes of insertion, deletion and building
% match SWI-Prolog's (printed trees are compared), is_assoc/1 holds
% after every step, and the errors of SWI 9 (issue 5).
% Deterministic pseudo-random ops: LCG.
next(S0, S) :- S is (S0 * 1103515245 + 12345) mod 2147483648.
run(0, _, A, A) :- !.
run(N, S0, A0, A) :-
    next(S0, S1), next(S1, S2),
    K is S1 mod 40, Op is S2 mod 3,
    (   Op =:= 0, del_assoc(K, A0, _, A1) -> true
    ;   put_assoc(K, A0, N, A1)
    ),
    ( is_assoc(A1) -> true ; write(bad(N)), nl ),
    N1 is N - 1,
    run(N1, S2, A1, A).
main :-
    forall(between(1, 12, Seed),
           ( empty_assoc(E), run(60, Seed, E, A), print(A), nl,
             assoc_to_list(A, L), print(L), nl,
             ( del_min_assoc(A, K, _, A2) -> print(K-A2) ; true ), nl,
             ( del_max_assoc(A, K2, _, A3) -> print(K2-A3) ; true ), nl,
             findall(X-Y, gen_assoc(X, A, Y), G), print(G), nl,
             ( max_assoc(A, MK, MV) -> print(MK-MV) ; true ), nl )),
    forall(between(1, 20, N),
           ( numlist(1, N, L), findall(K-v, member(K, L), P), reverse(P, RP),
             list_to_assoc(RP, A), print(A), nl )),
    list_to_assoc([a-1,b-2], A), get_assoc(a, A, Old, A2, new), print(Old-A2), nl,
    map_assoc([V,W]>>(W = f(V)), A, MA), print(MA), nl,
    transpose_pairs([a-1,b-2,c-1], TP), print(TP), nl,
    forall(member(G, [list_to_assoc([a-1,a-2],_), list_to_assoc(foo,_), list_to_assoc(_,_),
                      list_to_assoc([foo],_), ord_list_to_assoc([b-1,a-2],_), get_assoc(a, _, _)]),
           ( catch(G, error(E, _), true), print(E), nl )).
