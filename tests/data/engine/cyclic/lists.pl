% Issue 10: list builtins and library(lists) predicates on a cyclic list
% end with SWI's answer or error (they used to loop or abort).
:- ensure_loaded(harness).

main :-
    L = [a|L],
    P = [b, a|P],
    K = [a-1|K],
    t(msort, msort(L, _)),
    % Sorts that drop duplicates take a cyclic list as its set of elements.
    t(sort2, (sort(P, S2), S2 == [a, b])),
    t(sort4_dedup, (sort(0, @>, P, S4), S4 == [b, a])),
    t(sort4_keep, sort(0, @=<, P, _)),
    t(keysort, keysort(K, _)),
    t(predsort, predsort(compare, L, _)),
    t(length, length(L, _)),
    t(length_n, length(L, 3)),
    t(is_list, is_list(L)),
    t(proper_length, proper_length(L, _)),
    t(memberchk_found, memberchk(a, P)),
    t(memberchk_missing, memberchk(c, P)),
    t(list_to_set, list_to_set(L, _)),
    t(sum_list_prefix, nth0(5, P, _)),
    t(univ, _ =.. [f|L]),
    t(atomic_list_concat2, atomic_list_concat(L, _)),
    t(atomic_list_concat3, atomic_list_concat(L, -, _)),
    t(list_to_assoc, list_to_assoc(K, _)),
    t(permutation, permutation(L, _)),
    t(append2, append(L, _)),
    t(consult, consult(L)),
    t(call_list, call(L)),
    t(unify_occurs, unify_with_occurs_check(L, L)),
    t(compare, compare(_, L, P)).
