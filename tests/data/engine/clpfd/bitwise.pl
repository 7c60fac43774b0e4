% The bitwise functions of SWI's clpfd (<<, >>, /\, \/, xor, \, msb, lsb,
% popcount) were a clpfd_expression error (issue 11 sweep): computed
% when their arguments are known (exactly, however big), propagated
% once they are, shown as SWI shows them; ?(X) and #(X) mark variables.
:- use_module(library(clpfd)).

v(L, G, T) :-
    catch(( G -> R = T ; R = no ), error(E, _), R = error(E)),
    copy_term(R, C, Gs), numbervars(C-Gs, 0, _),
    format("~w: ~q~n", [L, C-Gs]).

main :-
    v(shl, X1 #= 5 << 2, X1),
    v(shr, X2 #= 20 >> 2, X2),
    v(and, X3 #= 5 /\ 3, X3),
    v(or, X4 #= 5 \/ 3, X4),
    v(xor, X5 #= 5 xor 3, X5),
    v(not, X6 #= \ 5, X6),
    v(msb, X7 #= msb(1000), X7),
    v(lsb, X8 #= lsb(40), X8),
    v(popcount, X9 #= popcount(255), X9),
    v(big_shift, X10 #= 1 << 100, X10),
    v(later, (Y11 #= X11 /\ 6, X11 = 13), Y11),
    v(shift_later, (Y12 #= X12 << 3, X12 = 5), Y12),
    v(goals_and, Y13 #= X13 /\ 6, [X13,Y13]),
    v(goals_shift, Y14 #= X14 >> 1, [X14,Y14]),
    v(labeling, findall(X-Y, (X in 0..3, Y in 0..3, X xor Y #= 3, label([X,Y])), L15), L15),
    v(question, X16 #= ?(Y16) + 1, [X16,Y16]),
    v(hash, (X17 #= #(Y17) * 2, Y17 = 4), X17),
    v(question_int, X18 #= ?(3) + 1, X18),
    v(question_bad, _ #= ?(a) + 1, yes).
