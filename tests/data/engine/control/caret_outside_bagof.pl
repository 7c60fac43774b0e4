% Issue 14 (INRIA suite, bagof/setof): V^G is no predicate outside the
% goal argument of bagof/3 and setof/3, as in SWI-Prolog, so inside a
% disjunction it is an unknown procedure.
e(G) :- catch(G, error(E, _), (writeq(E), nl)).
main :-
    e(call(_^true)),
    e((X = 1, X^true)),
    ( bagof(A, B^(A = 1 ; B = 1), L1) -> length(L1, N1), writeq(N1) ; write(no) ), nl,
    e(( bagof(A2, (B2^(A2 = 1 ; B2 = 1) ; A2 = 3), L2), writeq(L2-B2), nl )),
    e(aggregate_all(count, Y^member(Y, [a]), _)),
    set_prolog_flag(unknown, fail),
    ( setof(A3, (B3^(A3 = 1 ; B3 = 1) ; A3 = 3), L3) -> writeq(L3) ; write(no) ), nl,
    set_prolog_flag(unknown, error).
