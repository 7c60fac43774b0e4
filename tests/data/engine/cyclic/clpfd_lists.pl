% Issue 25: the list arguments of library(clpfd)'s global constraints,
% given a cyclic list (or a cyclic tuple or row), raise SWI's type error
% instead of looping.
:- use_module(library(clpfd)).
:- ensure_loaded(harness).

main :-
    C = [1|C],
    R = [[1]|R],
    t(tuples_cyclic_tuples, tuples_in(R, [[1]])),
    t(tuples_cyclic_tuple, tuples_in([C], [[1]])),
    t(tuples_cyclic_tail, tuples_in([[_]|C], [[1]])),
    t(tuples_cyclic_relation, tuples_in([[_]], R)),
    t(tuples_cyclic_row, tuples_in([[_]], [C])),
    t(tuples_cyclic_rows, tuples_in([[_]], C)),
    t(element, element(1, C, _)),
    t(global_cardinality, global_cardinality(C, [1-2])),
    t(global_cardinality_pairs, global_cardinality([_], R)),
    t(lex_chain, lex_chain([C])),
    t(transpose, transpose(C, _)),
    t(circuit, circuit(C)),
    t(chain, chain(C, #<)),
    t(ins, C ins 1..3),
    t(all_different, all_different(C)),
    t(all_distinct, all_distinct(C)),
    t(sum, sum(C, #=, 3)),
    t(label, label(C)),
    t(tuples_fine, (tuples_in([[X, Y]], [[1, 2], [2, 3]]), X #> 1, Y == 3)).
