% Reification: #<==> #==> #<== #\/ #\ (binary xor, unary not) #/\ with
% every solution listed in labeling order, Boolean variables taking 0/1,
% and counting with sums of reified constraints.
:- use_module(library(clpfd)).

v(L, G, T) :-
    catch(( G -> R = T ; R = no ), error(E, _), R = error(E)),
    copy_term(R, C, _), numbervars(C, 0, _),
    format("~w: ~q~n", [L, C]).

t(L, G) :- v(L, G, yes).

all(L, Vs, G) :- v(L, findall(Vs, (G, label(Vs)), S), S).

% count_eq(Xs, V, N): N of the Xs equal V.
count_eq([], _, 0).
count_eq([X|Xs], V, N) :-
    B #<==> (X #= V),
    N #= B + N1,
    count_eq(Xs, V, N1).

main :-
    all(equiv, [X1, B1], (X1 in 0..3, B1 #<==> (X1 #= 1))),
    all(equiv_bool_first, [B2, X2], (X2 in 0..3, B2 #<==> (X2 #> 1))),
    all(implies, [X3, Y3], ([X3, Y3] ins 0..2, (X3 #= 1) #==> (Y3 #= 2))),
    all(implied_by, [X4, Y4], ([X4, Y4] ins 0..2, (X4 #= 1) #<== (Y4 #= 2))),
    all(or, [X5, Y5], ([X5, Y5] ins 0..2, X5 #= 0 #\/ Y5 #= 0)),
    all(and, [X6, Y6], ([X6, Y6] ins 0..2, X6 #> 0 #/\ Y6 #< 2)),
    all(xor, [X7, Y7], ([X7, Y7] ins 0..1, (X7 #= 1) #\ (Y7 #= 1))),
    all(not, [X8], (X8 in 0..3, #\ (X8 #= 2))),
    all(not_not, [X9], (X9 in 0..3, #\ #\ (X9 #= 2))),
    all(bool_ops, [P, Q], (P #\/ Q)),
    all(bool_and, [P1, Q1], (P1 #/\ Q1)),
    all(bool_xor, [P2, Q2], (P2 #\ Q2)),
    all(bool_not, [P3], (#\ P3)),
    all(bool_implies, [P4, Q4], (P4 #==> Q4)),
    all(bool_equiv, [P5, Q5], (P5 #<==> Q5)),
    all(bool_nested, [P6, Q6, R6], ((P6 #/\ Q6) #\/ (#\ R6 #<==> Q6))),
    all(mixed, [X10, B10], (X10 in 1..4, B10 #<==> (X10 #> 2 #/\ X10 #< 4))),
    all(equiv_neq, [X11, B11], (X11 in 1..3, B11 #<==> (X11 #\= 2))),
    all(equiv_vars, [X12, Y12, B12], ([X12, Y12] ins 1..2, B12 #<==> (X12 #= Y12))),
    all(equiv_le, [X13, Y13, B13], ([X13, Y13] ins 1..2, B13 #<==> (X13 #=< Y13))),
    all(two_reifs, [X14, B14, C14], (X14 in 1..3, B14 #<==> (X14 #>= 2), C14 #<==> (X14 #=< 2))),
    % The Boolean decides the constraint and the constraint the Boolean.
    v(bool_domain, (B15 #<==> (_ #= 1), fd_dom(B15, D15)), D15),
    v(bool_decided_0, (X16 in 0..3, B16 #<==> (X16 #> 5)), B16),
    v(bool_decided_1, (X17 in 0..3, B17 #<==> (X17 #< 5)), B17),
    v(bool_set_1, (X18 in 0..3, B18 #<==> (X18 #> 1), B18 = 1, fd_dom(X18, D18)), D18),
    v(bool_set_0, (X19 in 0..3, B19 #<==> (X19 #> 1), B19 = 0, fd_dom(X19, D19)), D19),
    v(bool_eq_var, (X20 in 0..3, B20 #<==> (X20 #= 2), B20 = 1), X20),
    v(bool_neq_set_0, (X21 in 0..3, B21 #<==> (X21 #= 2), B21 = 0, fd_dom(X21, D21)), D21),
    v(implies_forward, (X22 in 0..5, Y22 in 0..5, (X22 #> 2) #==> (Y22 #< 2), X22 = 4, fd_dom(Y22, D22)), D22),
    v(implies_backward, (X23 in 0..5, Y23 in 0..5, (X23 #> 2) #==> (Y23 #< 2), Y23 = 4, fd_dom(X23, D23)), D23),
    t(true_constant, (1 #<==> (3 #> 2))),
    t(false_constant, (1 #<==> (3 #< 2))),
    t(constant_or, (0 #\/ 1)),
    t(constant_and, (1 #/\ 0)),
    % Counting.
    v(count_threes, findall(N24, (length(L24, 3), L24 ins 2..3, count_eq(L24, 3, N24), label(L24)), S24), S24),
    v(count_decides, (length(L25, 3), L25 ins 0..1, count_eq(L25, 1, 3)), L25),
    all(exactly_two, [A, B, C], ([A, B, C] ins 1..3,
                                 BA #<==> (A #= 1), BB #<==> (B #= 1), BC #<==> (C #= 1),
                                 BA + BB + BC #= 2)),
    all(at_least_two_sum, [A1, B1x, C1], ([A1, B1x, C1] ins 0..1, A1 + B1x + C1 #>= 2)),
    all(reif_in_expression, [X26, Y26, N26], ([X26, Y26] ins 1..3, N26 #= (X26 #< 2) + (Y26 #> 2))).
