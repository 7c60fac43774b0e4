% Constrained variables unified with each other after posting: the
% propagators see one variable where they had two (issue 11).
:- use_module(library(clpfd)).

t(Name, Goal, Show) :-
    (   catch(Goal, error(E, _), (format("~w: error(~q)~n", [Name, E]), fail))
    ->  copy_term(Show, S, Gs), numbervars(S-Gs, 0, _),
        format("~w: ~q~n", [Name, S-Gs])
    ;   format("~w: no~n", [Name])
    ).

main :-
    t(ne_then_equal, (X1 #\= Y1, X1 = Y1), X1),
    t(offset_then_equal, (X2 #= Y2 + 1, X2 = Y2), X2),
    t(sum_then_equal, (X3 + Y3 #= 4, X3 = Y3), X3),
    t(domains_meet, (X4 in 1..5, Y4 in 3..8, X4 = Y4), X4),
    t(domains_disjoint, (X5 in 1..2, Y5 in 3..4, X5 = Y5), X5),
    t(le_both_ways, (X6 #< Y6, X6 = Y6), X6),
    t(reified, (B9 #<==> (X9 #= Y9), X9 = Y9), B9),
    t(times, (X10 * Y10 #= 9, X10 = Y10, X10 #> 0), X10),
    t(with_freeze, (freeze(X11, true), X11 in 1..3, Y11 in 2..5, X11 = Y11), X11),
    t(plain_then_fd, (X12 = Y12, X12 in 1..3, Y12 #> 2), X12).
