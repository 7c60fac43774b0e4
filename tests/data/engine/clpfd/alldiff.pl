% all_different/1 against all_distinct/1: the first only removes the
% values of bound variables (it waits for labeling), the second reasons
% on Hall sets (pigeonhole) and prunes values others must take.
:- use_module(library(clpfd)).

v(L, G, T) :-
    catch(( G -> R = T ; R = no ), error(E, _), R = error(E)),
    copy_term(R, C, _), numbervars(C, 0, _),
    format("~w: ~q~n", [L, C]).

% doms(Label, Goal, Vs): the domains of Vs after Goal.
doms(L, G, Vs) :- v(L, (G, maplist(fd_dom, Vs, Ds)), Ds).

both(Name, Setup, Vs) :-
    forall(member(C, [all_different, all_distinct]),
           ( format(atom(L), "~w ~w", [Name, C]),
             doms(L, (call(Setup, Vs), call(C, Vs)), Vs) )).

three_in_two(Vs) :- Vs = [_, _, _], Vs ins 1..2.
hall_pair(Vs) :- Vs = [X, Y, Z], [X, Y] ins 1..2, Z in 1..3.
hall_pair_wide(Vs) :- Vs = [X, Y, Z, W], [X, Y] ins 2..3, [Z, W] ins 1..4.
hall_interval(Vs) :- Vs = [A, B, C, D], [A, B, C] ins 1..3, D in 1..5.
holes(Vs) :- Vs = [A, B, C], [A, B] ins 1\/3, C in 1..3.
pigeonhole_holes(Vs) :- Vs = [A, B, C], [A, B, C] ins 1\/3\/5\/7, A in 1\/3, B in 1\/3, C in 1\/3.
bound_one(Vs) :- Vs = [X, Y, Z], X = 2, [Y, Z] ins 1..3.
two_singletons(Vs) :- Vs = [X, Y, Z], [X, Y, Z] ins 1..3, X #\= 1, X #\= 3.
matching(Vs) :- Vs = [A, B, C, D], A in 1..2, B in 1..2, C in 1..4, D in 2..4.
loose(Vs) :- Vs = [_, _, _], Vs ins 1..3.

main :-
    both(three_in_two, three_in_two, _),
    both(hall_pair, hall_pair, _),
    both(hall_pair_wide, hall_pair_wide, _),
    both(hall_interval, hall_interval, _),
    both(holes, holes, _),
    both(pigeonhole_holes, pigeonhole_holes, _),
    both(bound_one, bound_one, _),
    both(two_singletons, two_singletons, _),
    both(matching, matching, _),
    both(loose, loose, _),
    % Later bindings propagate to the others.
    v(different_then_bind,
      ([X, Y, Z] ins 1..3, all_different([X, Y, Z]), X = 1, Y = 2), Z),
    v(distinct_then_bind,
      ([X1, Y1, Z1] ins 1..3, all_distinct([X1, Y1, Z1]), X1 = 1, fd_dom(Y1, D1)), D1),
    v(different_then_clash,
      ([X2, Y2] ins 1..3, all_different([X2, Y2]), X2 = 2, Y2 = 2), yes),
    v(different_ground, all_different([1, 2, 3]), yes),
    v(different_ground_dup, all_different([1, 2, 1]), yes),
    v(distinct_ground_dup, all_distinct([1, 2, 1]), yes),
    v(different_empty, all_different([]), yes),
    v(different_same_var, (X3 in 1..3, all_different([X3, X3])), yes),
    v(distinct_same_var, (X4 in 1..3, all_distinct([X4, X4])), yes),
    v(different_same_var_bound, (X4a in 1..3, all_different([X4a, X4a]), X4a = 1), yes),
    v(distinct_same_var_bound, (X4b in 1..3, all_distinct([X4b, X4b]), X4b = 1), yes),
    v(different_unbounded, (all_different([X5, Y5]), X5 = 3, fd_dom(Y5, D5)), D5),
    v(different_labeling_fails,
      findall(Vs, (length(Vs, 3), Vs ins 1..2, all_different(Vs), label(Vs)), S6), S6),
    v(permutations,
      findall(Vs, (length(Vs, 3), Vs ins 1..3, all_distinct(Vs), label(Vs)), S7), S7),
    v(distinct_then_constraint,
      ([A, B, C] ins 1..3, all_distinct([A, B, C]), A #< B, B #< C), [A, B, C]).
