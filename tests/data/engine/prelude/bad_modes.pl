% Issue 10: library predicates given an unbound or odd argument where
% SWI fails or raises used to enumerate for ever.  SWI's => rules
% (subtract/3, intersection/3, union/3, subset/2, sum_list/2, max_list/2,
% min_list/2, max_member/2, min_assoc/3, max_assoc/3, put_assoc/4) raise
% existence_error(matching_rule, Module:Goal) when no head matches.

% The goal once it succeeded, false, or the formal of the error, with
% variables numbered (the culprit goals hold fresh ones).
t(G) :-
    catch(( call(G) -> R = G ; R = false ), error(F, _), R = error(F)),
    \+ \+ ( numbervars(R, 0, _), print(R) ),
    nl.
:- use_module(library(dcg/basics)).

main :-
    t(random_permutation(_, utf8)),
    t(random_permutation(_, _)),
    t(random_permutation(foo, _)),
    t(subtract(_, _, xxx)),
    t(subtract([a|_], [], _)),
    t(subtract([a, b], [b], _)),
    t(intersection(_, [], x)),
    t(intersection([a, b], [b], _)),
    t(union(_, [], x)),
    t(union([a], [b], _)),
    t(subset(_, [a])),
    t(subset([a], [a, b])),
    t(sum_list(_, x)),
    t(sum_list(x, _)),
    t(sum_list([1, 2|_], _)),
    t(sum_list([1, 2], _)),
    t(sumlist(_, _)),
    t(max_list(_, x)),
    t(max_list([], _)),
    t(max_list([1, 3, 2], _)),
    t(min_list([3|_], _)),
    t(min_list([3, 1], _)),
    t(max_member(_, _)),
    t(max_member(_, [a, c, b])),
    t(min_member(_, [b|_])),
    t(min_member(_, [b, a])),
    t(min_member(@=<, _, [c, a, b])),
    t(min_assoc(_, _, x)),
    t(max_assoc(_, _, x)),
    t(min_assoc(t, _, _)),
    t((list_to_assoc([b-2, a-1, c-3], A1), min_assoc(A1, K1, V1), max_assoc(A1, K2, V2), K1-V1-K2-V2 == a-1-c-3)),
    t(put_assoc(a, _, b, x)),
    t(put_assoc(a, t(k, v, <, _, t), b, _)),
    t((list_to_assoc([a-1], A2), put_assoc(b, A2, 2, A3), assoc_to_list(A3, L3), L3 == [a-1, b-2])),
    t(ord_intersection([a, b, c], _, x, y)),
    t(ord_intersection([a, b, c], [b, d], _, _)),
    t(ord_intersection([], [b, d], _, _)),
    t(phrase(float(_), `1e`)),
    t(phrase(float(_), `1.`)),
    t(phrase(float(_), `-`)),
    t(phrase(integer(_), `-`)),
    t(phrase(integer(_), `+`)),
    t(phrase(number(_), `1e`)),
    t(phrase(number(_), `1.5e3`)),
    t(phrase(integer(_), `-12`)).
