% global_cardinality/2 (and /3 with its consistency option): Key-Count
% pairs whose counts are integers or variables, every solution in
% labeling order, and its errors.
:- use_module(library(clpfd)).

v(L, G, T) :-
    catch(( G -> R = T ; R = no ), error(E, _), R = error(E)),
    copy_term(R, C, _), numbervars(C, 0, _),
    format("~w: ~q~n", [L, C]).

all(L, Vs, G) :- v(L, findall(Vs, (G, label(Vs)), S), S).

main :-
    all(fixed_counts, [A, B, C], global_cardinality([A, B, C], [1-2, 2-1])),
    all(var_counts, [A1, B1, N1, N2], ([A1, B1] ins 1..2,
                                       global_cardinality([A1, B1], [1-N1, 2-N2]))),
    all(three_keys, [A2, B2, C2, N3], (global_cardinality([A2, B2, C2], [1-1, 2-N3, 3-_]),
                                       N3 #>= 1)),
    v(ground_ok, global_cardinality([1, 2, 1], [1-2, 2-1]), yes),
    v(ground_wrong_count, global_cardinality([1, 2, 1], [1-1, 2-2]), yes),
    v(ground_missing_key, global_cardinality([1, 2, 3], [1-1, 2-1]), yes),
    v(counts_from_ground, global_cardinality([1, 2, 1, 1], [1-N4, 2-N5]), N4-N5),
    v(zero_count, (global_cardinality([X6, Y6], [1-0, 2-_, 3-_]), fd_dom(X6, D6), fd_dom(Y6, E6)), D6/E6),
    v(vars_get_key_domain, (global_cardinality([X7], [3-_, 5-_, 9-_]), fd_dom(X7, D7)), D7),
    v(counts_bounded, (global_cardinality([_, _, _], [1-N8, 2-_]), fd_dom(N8, D8)), D8),
    v(count_forces, ([X9, Y9] ins 1..2, global_cardinality([X9, Y9], [1-2, 2-_])), [X9, Y9]),
    v(too_few_places, global_cardinality([_, _], [1-2, 2-1]), yes),
    all(with_consistency, [A10, B10, C10],
        global_cardinality([A10, B10, C10], [1-1, 2-2], [consistency(value)])),
    v(empty, global_cardinality([], []), yes),
    v(empty_vars, global_cardinality([], [1-N11]), N11),
    v(pairs_not_pairs, global_cardinality([_], [1]), yes),
    v(pairs_atom_key, global_cardinality([_], [a-1]), yes),
    v(duplicate_keys, global_cardinality([_], [1-1, 1-1]), yes),
    v(not_list, global_cardinality(foo, [1-1]), yes),
    v(bad_option, global_cardinality([_], [1-1], [foo]), yes).
