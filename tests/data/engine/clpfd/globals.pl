% More of all_distinct/1, element/3, global_cardinality/2,3, tuples_in/2
% and lex_chain/1: Hall sets against large and unbounded domains, a
% variable listed twice, unification by element/3, count variables that
% are also constrained variables, the cost option, the relation residual
% goals show, and more errors.
:- use_module(library(clpfd)).

v(L, G, T) :-
    catch(( G -> R = T ; R = no ), error(E, _), R = error(E)),
    copy_term(R, C, _), numbervars(C, 0, _),
    format("~w: ~q~n", [L, C]).

% r(Label, Goal, T): T and its residual goals (sorted) after Goal.
r(L, G, T) :-
    catch(( call(G)
          -> copy_term(T, C, Gs0), msort(Gs0, Gs), numbervars(C-Gs, 0, _), R = C-Gs
          ;  R = no
          ),
          error(E, _), R = error(E)),
    format("~w: ", [L]), print(R), nl.

all(L, Vs, G) :- v(L, findall(Vs, (G, label(Vs)), S), S).

trains([[1,2,0,1], [2,3,4,5], [2,3,0,1], [3,4,5,6], [3,4,2,3], [3,4,8,9]]).

threepath(A, D, Ps) :-
    Ps = [[A,B,_T0,T1],[B,C,T2,T3],[C,D,T4,_T5]],
    T2 #> T1,
    T4 #> T3,
    trains(Ts),
    tuples_in(Ps, Ts).

main :-
    % all_distinct/1
    v(hall_in_large_domain, ([X1, Y1] ins 1..2, Z1 in 0..10000, all_distinct([X1, Y1, Z1]),
                             fd_dom(Z1, D1)), D1),
    v(unbounded_untouched, ([X2, Y2] ins 1..2, Z2 #> 0, all_distinct([X2, Y2, Z2]),
                            fd_dom(Z2, D2)), D2),
    v(far_apart_values, ([X3, Y3] ins 1000000000000\/2000000000000,
                         Z3 in 1000000000000..1000000000002, all_distinct([X3, Y3, Z3]),
                         fd_dom(Z3, D3)), D3),
    v(manual_example, (maplist(in, Vs4, [1\/3..4, 1..2\/4, 1..2\/4, 1..3, 1..3, 1..6]),
                       all_distinct(Vs4)), yes),
    v(listed_twice_pigeonhole, ([X5, Y5] ins 1..2, all_distinct([X5, X5, Y5])), yes),
    v(forced_chain, ([A6, B6, C6, D6] ins 1..4, A6 in 1..1\/4, B6 in 1..1\/4, C6 #\= 4,
                     all_distinct([A6, B6, C6, D6]), fd_dom(C6, E6), fd_dom(D6, F6)), E6-F6),
    r(residual_after_binding, (all_distinct([A7, B7, C7]), A7 = 1, B7 = 2), C7),
    r(residual_distinct, ([P8, Q8] ins 1..3, all_distinct([P8, Q8])), [P8, Q8]),
    v(not_list, all_distinct(foo), yes),
    v(partial_list, all_distinct([_|_]), yes),
    v(atom_in_list, all_distinct([a]), yes),
    % element/3
    v(element_unifies, (element(I9, [A9, B9], X9), I9 = 2), X9-A9-B9),
    v(element_fixed_index, (element(2, [A10, 5], X10)), X10-A10),
    v(element_var_value_bound, (element(2, [_, B11], 5)), B11),
    all(element_all, [I12, X12], (element(I12, [A12, 7, A12], X12), A12 in 1..2)),
    v(element_index_float, element(1.0, [1, 2], _), yes),
    v(element_partial_list, element(_, [1|_], _), yes),
    v(element_out_of_range_first, element(5, [a, b], _), yes),
    % global_cardinality/2,3
    all(gcc_listed_twice, [A13, N13, M13], global_cardinality([A13, A13], [1-N13, 2-M13])),
    v(gcc_count_is_var, global_cardinality([X14], [1-X14]), X14),
    all(gcc_cost, [A15, B15, C15], (global_cardinality([A15, B15], [1-_, 2-_],
                                                       [cost(C15, [[1, 2], [3, 4]])]))),
    r(gcc_value_residual, global_cardinality([A16, B16], [1-1, 2-_], [consistency(value)]), [A16, B16]),
    v(gcc_option_var, global_cardinality([_], [1-_], [_]), yes),
    v(gcc_options_atom, global_cardinality([_], [1-1], foo), yes),
    v(gcc_pair_var, global_cardinality([_], [_]), yes),
    v(gcc_count_atom, global_cardinality([_], [1-a]), yes),
    v(gcc_no_keys, global_cardinality([_], []), yes),
    % tuples_in/2
    r(tuples_filtered_residual, (tuples_in([[A17, B17]], [[1, 2], [2, 3], [5, 6]]), A17 in 1..2), [A17, B17]),
    r(tuples_one_column, tuples_in([[A18]], [[1], [3]]), A18),
    v(threepath, threepath(1, 4, Ps19), Ps19),
    v(tuples_empty_tuple, tuples_in([[]], [[]]), yes),
    v(tuples_empty_tuple_absent, tuples_in([[]], [[1]]), yes),
    v(tuples_row_not_list, tuples_in([[_]], [foo]), yes),
    v(tuples_tuple_not_list, tuples_in([foo], [[1]]), yes),
    v(tuples_float, tuples_in([[_]], [[1.0]]), yes),
    v(tuples_partial_relation, tuples_in([[_]], [[1]|_]), yes),
    % lex_chain/1
    v(lex_squeezed, (X20 in 0..5, lex_chain([[X20], [3], [X20]])), X20),
    v(lex_ragged_pending, lex_chain([[_, _], [_, _], [_]]), yes),
    v(lex_row_not_list, lex_chain([[_], foo]), yes),
    v(lex_float, lex_chain([[1.5]]), yes),
    v(lex_partial, lex_chain([[_]|_]), yes).
