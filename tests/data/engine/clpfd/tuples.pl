% tuples_in/2: table constraints, the domains they give each column,
% every solution in labeling order, and errors.
:- use_module(library(clpfd)).

v(L, G, T) :-
    catch(( G -> R = T ; R = no ), error(E, _), R = error(E)),
    copy_term(R, C, _), numbervars(C, 0, _),
    format("~w: ~q~n", [L, C]).

all(L, Vs, G) :- v(L, findall(Vs, (G, label(Vs)), S), S).

table([[1, 2, 3], [1, 3, 2], [2, 1, 3], [3, 3, 1], [3, 3, 3]]).

main :-
    table(T),
    all(all_rows, [A, B, C], tuples_in([[A, B, C]], T)),
    v(column_domains, (tuples_in([[A1, B1, C1]], T), maplist(fd_dom, [A1, B1, C1], D1)), D1),
    v(first_bound, (tuples_in([[A2, B2, C2]], T), A2 = 3, maplist(fd_dom, [B2, C2], D2)), D2),
    v(decides, (tuples_in([[A3, B3, C3]], T), B3 = 1), [A3, B3, C3]),
    v(domain_restricts, (C4 in 1..2, tuples_in([[A4, B4, C4]], T), maplist(fd_dom, [A4, B4], D4)), D4),
    all(two_tuples, [A5, B5, C5, D5], tuples_in([[A5, B5], [C5, D5]], [[1, 2], [2, 3], [3, 1]])),
    all(shared_var, [X, Y, Z], tuples_in([[X, Y], [Y, Z]], [[1, 2], [2, 3], [3, 1], [2, 2]])),
    all(chained_with_lt, [X6, Y6], (tuples_in([[X6, Y6]], [[1, 2], [2, 1], [3, 4], [4, 3]]), X6 #< Y6)),
    v(ground_member, tuples_in([[1, 3, 2]], T), yes),
    v(ground_not_member, tuples_in([[1, 1, 1]], T), yes),
    v(no_tuples, tuples_in([[_]], []), yes),
    v(no_vars, tuples_in([], [[1]]), yes),
    v(arity_mismatch, tuples_in([[_, _]], [[1]]), yes),
    v(not_list, tuples_in(foo, [[1]]), yes),
    v(relation_not_list, tuples_in([[_]], foo), yes),
    v(atom_in_relation, tuples_in([[_]], [[a]]), yes),
    v(var_in_relation, tuples_in([[_]], [[_]]), yes).
