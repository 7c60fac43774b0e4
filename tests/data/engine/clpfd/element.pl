% element/3: the index and value domains it gives, every solution in
% labeling order, and its errors.
:- use_module(library(clpfd)).

v(L, G, T) :-
    catch(( G -> R = T ; R = no ), error(E, _), R = error(E)),
    copy_term(R, C, _), numbervars(C, 0, _),
    format("~w: ~q~n", [L, C]).

all(L, Vs, G) :- v(L, findall(Vs, (G, label(Vs)), S), S).

main :-
    v(ground_index, element(2, [10, 20, 30], V1), V1),
    v(ground_value, element(I2, [10, 20, 30], 30), I2),
    v(ground_both, element(3, [10, 20, 30], 30), yes),
    v(ground_both_wrong, element(3, [10, 20, 30], 20), yes),
    v(index_out_of_range, element(4, [10, 20, 30], _), yes),
    v(index_zero, element(0, [10, 20, 30], _), yes),
    v(value_absent, element(_, [10, 20, 30], 25), yes),
    v(empty_list, element(_, [], _), yes),
    v(index_domain, (element(I3, [10, 20, 30], _), fd_dom(I3, D3)), D3),
    v(value_domain, (element(_, [10, 20, 30], V4), fd_dom(V4, D4)), D4),
    v(value_bounds, (element(_, [10, 20, 30], V5), fd_inf(V5, L5), fd_sup(V5, U5)), L5-U5),
    v(index_restricts_value, (I6 in 2..3, element(I6, [10, 20, 30], V6),
                              fd_inf(V6, L6), fd_sup(V6, U6)), L6-U6),
    v(value_restricts_index, (V7 in 15..35, element(I7, [10, 20, 30], V7),
                              fd_dom(I7, D7)), D7),
    v(value_bound_after, (element(I8, [10, 20, 30], V8), V8 = 20), I8),
    v(index_bound_after, (element(I9, [10, 20, 30], V9), I9 = 1), V9),
    v(duplicates, (element(I10, [5, 7, 5], 5), fd_dom(I10, D10)), D10),
    all(all_pairs, [I11, V11], element(I11, [3, 1, 2], V11)),
    all(var_list, [I12, A12, B12], ([A12, B12] ins 0..1, element(I12, [A12, B12], 1))),
    all(var_list_value, [I13, V13], (element(I13, [X13, Y13], V13), X13 in 4..5, Y13 = 7)),
    all(index_expr, [I14, V14], (element(I14, [4, 6, 8, 10], V14), V14 + I14 #> 9)),
    v(index_not_list, element(_, foo, _), yes),
    v(index_atom, element(a, [1, 2], _), yes),
    v(list_atom, element(_, [1, a], _), yes),
    v(value_atom, element(_, [1, 2], a), yes).
