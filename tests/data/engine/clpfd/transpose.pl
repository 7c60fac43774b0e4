% transpose/2 on lists of lists: square, rectangular, empty, partial
% lists of variables, ragged lists (which fail), and errors.
:- use_module(library(clpfd)).

v(L, G, T) :-
    catch(( G -> R = T ; R = no ), error(E, _), R = error(E)),
    copy_term(R, C, _), numbervars(C, 0, _),
    format("~w: ~q~n", [L, C]).

main :-
    v(square, transpose([[1, 2, 3], [4, 5, 6], [7, 8, 9]], T1), T1),
    v(wide, transpose([[1, 2, 3], [4, 5, 6]], T2), T2),
    v(tall, transpose([[1, 2], [3, 4], [5, 6]], T3), T3),
    v(one_row, transpose([[a, b, c]], T4), T4),
    v(one_column, transpose([[a], [b], [c]], T5), T5),
    v(empty, transpose([], T6), T6),
    v(empty_rows, transpose([[], []], T7), T7),
    v(one_empty_row, transpose([[]], T8), T8),
    v(variables, transpose([[A, B], [C, D]], T9), [A, B, C, D]-T9),
    v(reverse_mode, transpose(T10, [[1, 3], [2, 4]]), T10),
    v(both_given, transpose([[1, 2], [3, 4]], [[1, 3], [2, 4]]), yes),
    v(both_given_wrong, transpose([[1, 2], [3, 4]], [[1, 2], [3, 4]]), yes),
    v(shape_given, (length(R11, 2), maplist([Row]>>length(Row, 3), R11),
                    transpose(R11, T11), maplist(length, T11, N11)), N11),
    v(ragged, transpose([[1, 2], [3]], T12), T12),
    v(ragged_longer, transpose([[1], [2, 3]], T13), T13),
    v(not_list, transpose(foo, T14), T14),
    v(rows_not_lists, transpose([a, b], T15), T15),
    v(involution, (transpose([[1, 2, 3], [4, 5, 6]], T16), transpose(T16, T17)), T17),
    v(any_terms, transpose([[f(x), "s"], [1.5, []]], T18), T18).
