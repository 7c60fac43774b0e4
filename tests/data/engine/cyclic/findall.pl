% findall/3 and what collects through it (findall/4, bagof/3, setof/3,
% aggregate_all/3, forall/2) copy a cyclic solution with its cycles, as
% in SWI-Prolog 9.  Identity is told with setarg/3 (same/2); every case
% binds fresh variables, and only setof/3 and aggregate_all(set) compare
% two cyclic copies (they must, to drop the duplicate).
:- ensure_loaded(harness).

% same(A, B): A and B are one compound, not equal copies.
same(A, B) :- \+ \+ ( setarg(1, A, marker), arg(1, B, M), M == marker ).

% lap(L): L = [a|L] exactly, a cyclic list of one cell.
lap(L) :- cyclic_term(L), L = [a|T], same(L, T).

main :-
    X = [a|X],
    t(findall, ( findall(X, true, L1), L1 = [E1], lap(E1), \+ same(E1, X) )),
    t(findall_pairs,
      ( findall(X-N, member(N, [1, 2]), L2),
        L2 = [E2-1, E3-2], lap(E2), lap(E3), \+ same(E2, E3) )),
    t(findall_inside,
      ( findall(g(X, V, V), member(_, [1]), L3),
        L3 = [g(E4, V1, V2)], lap(E4), var(V1), V1 == V2, V1 \== V )),
    t(findall_mixed,
      ( findall(Y, member(Y, [b, X, c]), L4),
        L4 = [b, E5, c], lap(E5) )),
    t(findall4, ( findall(X, member(_, [1]), L5, T5), L5 = [E6|T6], T6 == T5, var(T5), lap(E6) )),
    t(bagof, ( bagof(X, member(_, [1]), L6), L6 = [E7], lap(E7) )),
    t(bagof_caret, ( bagof(X-N, N^member(N, [1, 2]), L7), length(L7, 2) )),
    t(setof, ( setof(X, N^member(N, [1, 2]), L8), L8 = [E8], lap(E8) )),
    t(aggregate_bag, ( aggregate_all(bag(X), member(_, [1, 2]), L9), length(L9, 2) )),
    t(aggregate_set, ( aggregate_all(set(X), member(_, [1, 2]), L10), L10 = [E10], lap(E10) )),
    t(aggregate_count, aggregate_all(count, member(X, [X]), 1)),
    t(forall, forall(member(_, [1, 2]), ( copy_term(X, C), lap(C) ))),
    t(forall_findall, forall(member(_, [1]), ( findall(X, true, [C2]), lap(C2) ))).
