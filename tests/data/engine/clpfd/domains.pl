% in/2, ins/2 and the domain reflection predicates fd_dom/2, fd_inf/2,
% fd_sup/2, fd_size/2, fd_var/1: bounded and unbounded domains, unions,
% singletons that bind, empty domains that fail, and SWI's errors.
:- use_module(library(clpfd)).

% t(Label, Goal): yes, no or error(E) with E the formal part.
t(L, G) :-
    catch(( G -> R = yes ; R = no ), error(E, _), R = error(E)),
    out(L, R).

% v(Label, Goal, T): T, ground once Goal succeeded; no; or error(E).
v(L, G, T) :-
    catch(( G -> R = T ; R = no ), error(E, _), R = error(E)),
    out(L, R).

% A variable left in R (an error's culprit) prints as A, B, ...
out(L, R) :-
    copy_term(R, C, _), numbervars(C, 0, _),
    format("~w: ~q~n", [L, C]).

% dom(Label, Goal, X): what fd_dom/fd_inf/fd_sup/fd_size say of X.
dom(L, G, X) :-
    v(L, (G, fd_dom(X, D), fd_inf(X, I), fd_sup(X, S), fd_size(X, N)),
      d(D, I, S, N)).

main :-
    dom(range, X1 in 1..3, X1),
    dom(union, X2 in 1..3\/5..7, X2),
    dom(union_unordered, X3 in 5..7\/1..3, X3),
    dom(union_overlap, X4 in 1..5\/3..8, X4),
    dom(union_adjacent, X5 in 1..3\/4..6, X5),
    dom(singletons, X6 in 1\/3\/5, X6),
    dom(gt, X7 #> 3, X7),
    dom(lt, X8 #< 3, X8),
    dom(inf_sup, X9 in inf..sup, X9),
    dom(inf_upper, X10 in inf..10, X10),
    dom(lower_sup, X11 in -5..sup, X11),
    dom(negative, X12 in -3.. -1, X12),
    dom(two_constraints, (X13 in 0..20, X13 #> 4, X13 #=< 9), X13),
    dom(neq_middle, (X14 in 1..5, X14 #\= 3), X14),
    dom(neq_end, (X15 in 1..5, X15 #\= 5), X15),
    dom(intersect, (X16 in 1..10, X16 in 5..15), X16),
    dom(in_twice_union, (X17 in 1..10, X17 in 3..4\/8..12), X17),
    dom(no_constraint, true, _),
    v(singleton_binds, X18 in 4..4, X18),
    v(singleton_binds2, X19 in 7, X19),
    v(narrows_to_one, (X20 in 1..3, X20 #> 2), X20),
    t(empty_range, _ in 3..1),
    t(empty_intersection, (X21 in 1..3, X21 in 5..7)),
    t(in_then_bad_value, (X22 in 1..3, X22 = 5)),
    v(in_then_good_value, (X23 in 1..3, X23 = 2), X23),
    t(integer_in, 2 in 1..3),
    t(integer_not_in, 4 in 1..3),
    t(integer_in_union, 6 in 1..3\/5..7),
    t(integer_in_hole, 4 in 1..3\/5..7),
    t(bad_domain_atom, _ in a),
    t(bad_domain_upper, _ in 1..b),
    t(bad_domain_float, _ in 1..2.5),
    t(bad_domain_var, _ in _),
    t(bad_domain_var_upper, _ in 1.._),
    t(atom_in, a in 1..3),
    t(float_in, 1.0 in 1..3),
    t(compound_in, f(_) in 1..3),
    v(ins, ([A, B, C] ins 0..2, A #< B, B #< C), [A, B, C]),
    dom(ins_shared, ([P, Q] ins 1..4, P #> Q), P),
    dom(ins_shared_q, ([P1, Q1] ins 1..4, P1 #> Q1), Q1),
    t(ins_empty_list, [] ins 1..3),
    t(ins_not_list, a ins 1..3),
    t(ins_partial_list, [_|_] ins 1..3),
    t(ins_bad_element, [_, a] ins 1..3),
    t(ins_ground_ok, [1, 2] ins 1..3),
    t(ins_ground_out, [1, 4] ins 1..3),
    t(fd_var_of_constrained, (Y1 in 1..3, fd_var(Y1))),
    t(fd_var_of_plain, fd_var(_)),
    t(fd_var_of_integer, fd_var(3)),
    v(fd_dom_integer, fd_dom(5, D1), D1),
    v(fd_size_integer, fd_size(5, S1), S1),
    v(fd_inf_integer, fd_inf(5, I1), I1),
    v(fd_sup_integer, fd_sup(5, U1), U1),
    t(fd_dom_atom, fd_dom(a, _)),
    t(fd_size_atom, fd_size(a, _)),
    v(fd_dom_check, (Y2 in 1..3, fd_dom(Y2, 1..3)), ok),
    t(fd_dom_mismatch, (Y3 in 1..3, fd_dom(Y3, 1..4))),
    v(dom_after_unify, (Y4 in 1..5, Y5 in 3..8, Y4 = Y5, fd_dom(Y4, D2)), D2),
    t(unify_disjoint, (Y6 in 1..2, Y7 in 3..4, Y6 = Y7)),
    v(dom_backtracks, ((Y8 in 1..3, fail ; true), fd_dom(Y8, D3)), D3).
