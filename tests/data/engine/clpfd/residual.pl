% The residual goals of clpfd constraints, as copy_term/3 gives them
% (the toplevel prints these): domains, linear and non-linear
% constraints, disequalities and reifications, in SWI's order.
:- use_module(library(clpfd)).

% r(Label, Goal, T): T and its residual goals after Goal.  The copy is
% numbered, never the attributed variables themselves.
r(L, G, T) :-
    catch(( call(G)
          -> copy_term(T, C, Gs), numbervars(C-Gs, 0, _), R = C-Gs
          ;  R = failed
          ),
          error(E, _), R = error(E)),
    format("~w: ", [L]), print(R), nl.

main :-
    r(gt, X1 #> 3, X1),
    r(lt, X2 #< 3, X2),
    r(range, X3 in 1..10, X3),
    r(range_neq, (X4 in 1..10, X4 #\= 5), X4),
    r(union, X5 in 1..3\/5..7, X5),
    r(inf_sup, X6 in inf..sup, X6),
    r(neq_const, X7 #\= 3, X7),
    r(sum, X8 #= Y8 + Z8, [X8, Y8, Z8]),
    r(sum_bounded, ([Y9, Z9] ins 0..3, X9 #= Y9 + Z9), [X9, Y9, Z9]),
    r(neq_vars, X10 #\= Y10, [X10, Y10]),
    r(lt_vars, X11 #< Y11, [X11, Y11]),
    r(le_vars_bounded, ([X12, Y12] ins 0..9, X12 #=< Y12), [X12, Y12]),
    r(linear, 2*X13 + 3*Y13 #= 10, [X13, Y13]),
    r(linear_offset, X14 #= Y14 + 1, [X14, Y14]),
    r(times, X15 #= Y15 * Z15, [X15, Y15, Z15]),
    r(abs, X16 #= abs(Y16), [X16, Y16]),
    r(reif, (B17 #<==> (X17 #= 3), X17 in 1..5), [B17, X17]),
    r(reif_gt, B18 #<==> (X18 #> 2), [B18, X18]),
    r(all_different, ([X21, Y21] ins 1..3, all_different([X21, Y21])), [X21, Y21]),
    r(all_distinct, ([X22, Y22] ins 1..3, all_distinct([X22, Y22])), [X22, Y22]),
    r(only_one_var, (X23 #= Y23 + 1, Y23 in 1..3), X23),
    r(decided, (X24 in 1..3, X24 #> 2), X24),
    r(no_constraint, true, _),
    r(ins_list, [X25, Y25] ins 0..1, [X25, Y25]),
    r(sum_list, (sum([X26, Y26], #=, 5)), [X26, Y26]),
    r(tuples_in, tuples_in([[X28, Y28]], [[1, 2], [2, 1]]), [X28, Y28]).
