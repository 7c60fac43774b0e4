% Y #= C*X with C an integer is SWI's ptimes with a known factor (issue
% 11 sweep): Y's domain is X's scaled interval by interval, X's is Y's
% divided, on every change (a value removed inside Y's domain reaches
% X), so domains and first-fail labeling are SWI's.
:- use_module(library(clpfd)).

v(L, G, T) :-
    catch(( G -> R = T ; R = no ), error(E, _), R = error(E)),
    copy_term(R, C, Gs), numbervars(C-Gs, 0, _),
    format("~w: ~q~n", [L, C-Gs]).

main :-
    v(hole, (X1 in 0..5, Y1 #= 2*X1, Y1 #\= 4), [X1,Y1]),
    v(intervals, (X2 in 1..3 \/ 7..9, Y2 #= 3*X2), Y2),
    v(negative, (X3 in 1..3 \/ 7..9, Y3 #= -2*X3), Y3),
    v(right_factor, (X4 in 0..4, X4*3 #= Y4, Y4 #\= 6), [X4,Y4]),
    v(known_result, (2*X5 #= 6), X5),
    v(odd_result, (2*X6 #= 7), X6),
    v(zero, (X7 in 0..9, Y7 #= 0*X7), Y7),
    v(unbounded, (X8 #> 3, Y8 #= 5*X8), Y8),
    v(reified, (B9 #<==> (2*X9 #= Y9), X9 in 0..3, Y9 = 5), B9),
    v(ff, (length(L10, 4), L10 ins 1..9, L10 = [A,B,C,D], B #= 2*A, D #= 3*C, all_different(L10),
           B #\= 4, findall(L10, labeling([ff], L10), S10)), S10).
