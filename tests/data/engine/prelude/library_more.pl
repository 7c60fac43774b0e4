% foreach/2, aggregate_all/4, divmod/4, must_be/2, b_setval/2 and friends.
:- ensure_loaded(harness).
:- use_module(library(aggregate)).
:- use_module(library(error)).
:- use_module(library(pairs)).
:- use_module(library(clpfd)).

main :-
    t(foreach(member(X, [1, 2]), X > 0)),
    t(foreach(member(X1, [1, 2]), X1 > 1)),
    t(foreach(member(X2, [1, 2]), _ \== X2)),
    t(( foreach(member(X4, [a, b]), member(X4, L)), length(L, 2) )),
    t(aggregate_all(count, X5, member(X5, [a, b, a]), _)),
    t(aggregate_all(sum(V), K, member(K-V, [a-1, b-2, a-1]), _)),
    t(aggregate_all(bag(V1), K1, member(K1-V1, [b-1, a-2, b-1]), _)),
    t(divmod(7, 2, _, _)),
    t(divmod(-7, 2, _, _)),
    t(divmod(7, -2, _, _)),
    t(must_be(integer, 3)),
    t(must_be(integer, a)),
    t(must_be(integer, _)),
    t(must_be(positive_integer, 0)),
    t(must_be(positive_integer, a)),
    t(must_be(nonneg, -1)),
    t(must_be(list, [a|_])),
    t(must_be(boolean, yes)),
    t(must_be(oneof([a, b]), c)),
    t(must_be(between(1, 5), 7)),
    t(must_be(callable, 3)),
    t(must_be(atom, "s")),
    t(is_of_type(list, [a])),
    t(is_of_type(atom, 1)),
    t(transpose([[1, 2, 3], [4, 5, 6]], _)),
    t(transpose([], _)),
    t(map_list_to_pairs(atom_length, [abc, a, ab], _)),
    t(transpose_pairs([a-1, b-2, c-1], _)),
    t(numbervars(f(_, _))),
    t(proper_list([a])),
    t(proper_list([a|_])),
    nb_setval(v3, 0),
    t(( b_setval(v3, 1), fail ; b_getval(v3, _) )),
    t(( b_setval(v3, 2), b_getval(v3, _) )),
    t(findall(W, ( ( b_setval(v4, 1) ; b_setval(v4, 2) ), b_getval(v4, W) ), _)),
    t(b_getval(nokey, _)),
    t(current_op(_, _, mod)),
    t(current_op(_, _, divmod)),
    t(findall(P-T, current_op(P, T, -), _)).
