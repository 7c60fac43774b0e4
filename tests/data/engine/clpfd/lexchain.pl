% lex_chain/1: lists in lexicographic non-decreasing order; every
% solution in labeling order, bounds it decides, and its errors.
:- use_module(library(clpfd)).

v(L, G, T) :-
    catch(( G -> R = T ; R = no ), error(E, _), R = error(E)),
    copy_term(R, C, _), numbervars(C, 0, _),
    format("~w: ~q~n", [L, C]).

all(L, Vs, G) :- v(L, findall(Vs, (G, label(Vs)), S), S).

main :-
    all(two_pairs, [A, B, C, D], ([A, B, C, D] ins 0..1, lex_chain([[A, B], [C, D]]))),
    all(three_lists, [A1, B1, C1], ([A1, B1, C1] ins 1..3, lex_chain([[A1], [B1], [C1]]))),
    all(against_ground, [X, Y], ([X, Y] ins 0..2, lex_chain([[1, 1], [X, Y], [2, 0]]))),
    v(ground_ordered, lex_chain([[1, 2], [1, 3], [2, 0]]), yes),
    v(ground_equal, lex_chain([[1, 2], [1, 2]]), yes),
    v(ground_unordered, lex_chain([[1, 3], [1, 2]]), yes),
    v(first_pruned, ([X2, Y2] ins 0..5, lex_chain([[X2, Y2], [2, 1]]), fd_dom(X2, D2)), D2),
    v(first_decided, ([X3, Y3] ins 0..5, lex_chain([[3, 4], [X3, Y3]]), X3 = 3, fd_dom(Y3, D3)), D3),
    v(single_list, lex_chain([[_, _]]), yes),
    v(empty_chain, lex_chain([]), yes),
    v(empty_lists, lex_chain([[], []]), yes),
    v(not_list, lex_chain(foo), yes),
    v(ragged, lex_chain([[1], [1, 2]]), yes),
    v(element_atom, lex_chain([[a], [1]]), yes).
