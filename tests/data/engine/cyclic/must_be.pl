% Issue 25: must_be/2 and is_of_type/2 with a list type end on a cyclic
% list with SWI's type error (the partial-list check walked the tails
% by hand and never returned).
:- ensure_loaded(harness).

main :-
    L = [a|L],
    P = [1, 2|P],
    t(list, must_be(list, L)),
    t(list_prefix, must_be(list, [x, y|P])),
    t(list_of, must_be(list(atom), L)),
    t(list_of_integer, must_be(list(integer), P)),
    t(proper_list, must_be(proper_list, L)),
    t(list_or_partial_list, must_be(list_or_partial_list, L)),
    t(chars, must_be(chars, L)),
    t(codes, must_be(codes, P)),
    t(is_of_type_list, is_of_type(list, L)),
    t(is_of_type_list_of, is_of_type(list(atom), L)),
    t(is_of_type_partial, is_of_type(list_or_partial_list, L)),
    t(element_cyclic, must_be(list(list), [L])),
    t(partial_still, must_be(list, [a|_])),
    t(partial_or_list, must_be(list_or_partial_list, [a|_])).
