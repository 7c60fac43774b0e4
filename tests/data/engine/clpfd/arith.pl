% The arithmetic constraints #= #\= #< #> #=< #>=: linear equations that
% decide their variables, the domains bounds reasoning gives, and the
% non-linear operators (* abs min max // div mod rem ^), whose solutions
% are listed in labeling order with findall/3.
:- use_module(library(clpfd)).

v(L, G, T) :-
    catch(( G -> R = T ; R = no ), error(E, _), R = error(E)),
    out(L, R).

% A variable left in R prints as A, B, ...
out(L, R) :-
    copy_term(R, C, _), numbervars(C, 0, _),
    format("~w: ~q~n", [L, C]).

t(L, G) :- v(L, G, yes).

% all(Label, Vars, Goal): every labeling of Vars after Goal.
all(L, Vs, G) :- v(L, findall(Vs, (G, label(Vs)), S), S).

main :-
    % Linear, decided outright.
    v(sum_ground, X1 #= 3+4, X1),
    v(sum_left, 3 #= X2+4, X2),
    v(times, X3*2 #= 10, X3),
    v(times_left, 10 #= 2*X4, X4),
    v(linear, 3*X5 + 2 #= 17, X5),
    v(linear_both_sides, X6 + 5 #= 2*X6 - 1, X6),
    v(minus, X7 - 8 #= -3, X7),
    v(unary_minus, -X8 #= 4, X8),
    v(ground_expr, 12 #= 3*4, yes),
    t(ground_false, 12 #= 3*5),
    t(no_integer_solution, _X9*2 #= 7),
    t(ground_neq, 3 #\= 4),
    t(ground_neq_false, 3 #\= 3),
    t(ground_lt, 3 #< 4),
    t(ground_gt, 3 #> 4),
    t(ground_le, 4 #=< 4),
    t(ground_ge, 3 #>= 4),
    v(eq_var_var, (X10 #= Y10, Y10 = 5), X10),
    % Domains from bounds reasoning.
    v(plus_one, (X11 #= Y11+1, Y11 in 1..3, fd_dom(X11, D11)), D11),
    v(plus_one_back, (X12 #= Y12+1, X12 in 1..3, fd_dom(Y12, D12)), D12),
    v(sum_two, ([Y13, Z13] ins 0..5, X13 #= Y13+Z13, fd_dom(X13, D13)), D13),
    v(diff_two, ([Y14, Z14] ins 0..5, X14 #= Y14-Z14, fd_dom(X14, D14)), D14),
    v(scaled, (Y15 in 1..4, X15 #= 3*Y15, fd_inf(X15, I15), fd_sup(X15, S15)), I15-S15),
    v(lt_vars, ([X16, Y16] ins 1..5, X16 #< Y16, fd_dom(X16, Dx16), fd_dom(Y16, Dy16)), Dx16/Dy16),
    v(le_vars, ([X17, Y17] ins 1..5, X17 #>= Y17 + 2, fd_dom(X17, Dx17), fd_dom(Y17, Dy17)), Dx17/Dy17),
    v(gt_const, (X18 in 1..10, X18 #> 7, fd_dom(X18, D18)), D18),
    v(le_const, (X19 in 1..10, 2*X19 #=< 9, fd_dom(X19, D19)), D19),
    v(neq_const, (X20 in 1..3, X20 #\= 2, fd_dom(X20, D20)), D20),
    v(neq_decides, (X21 in 1..2, X21 #\= 1), X21),
    v(neq_var_bound, (X22 in 1..3, X22 #\= Y22, Y22 = 3, fd_dom(X22, D22)), D22),
    v(chain, ([A, B, C] ins 1..3, A #< B, B #< C), [A, B, C]),
    v(unbounded_sum, (X23 #= Y23 + 3, Y23 #>= 0, fd_dom(X23, D23)), D23),
    % Non-linear: every solution, in labeling order.
    all(times_vars, [X24, Y24], ([X24, Y24] ins 1..6, X24*Y24 #= 6)),
    all(square, [X25], (X25 in -4..4, X25*X25 #= 9)),
    all(abs, [X26], (X26 in -5..5, abs(X26) #= 3)),
    all(abs_le, [X27], (X27 in -5..5, abs(X27 - 1) #=< 1)),
    all(min, [X28, Y28], ([X28, Y28] ins 1..3, min(X28, Y28) #= 2)),
    all(max, [X29, Y29], ([X29, Y29] ins 1..3, max(X29, Y29) #= 2)),
    all(int_div, [X30], (X30 in 0..20, X30 // 4 #= 3)),
    all(int_div_neg, [X31], (X31 in -10..10, X31 // 3 #= -2)),
    all(div, [X32], (X32 in -10..10, X32 div 3 #= -2)),
    all(mod, [X33], (X33 in -7..7, X33 mod 3 #= 1)),
    all(rem, [X34], (X34 in -7..7, X34 rem 3 #= 1)),
    all(mod_neg_divisor, [X35], (X35 in -7..7, X35 mod -3 #= -1)),
    all(power, [X36, Y36], (X36 in 0..4, Y36 in 0..3, X36^Y36 #= 16)),
    all(power_var_exp, [Y37], (Y37 in 0..10, 2^Y37 #= 32)),
    all(pythagoras, [X38, Y38, Z38],
        ([X38, Y38, Z38] ins 1..13, X38 #< Y38, X38*X38 + Y38*Y38 #= Z38*Z38)),
    all(mixed, [X39, Y39], ([X39, Y39] ins 0..9, X39*Y39 + X39 #= 12)),
    % Non-linear, decided.
    v(times_ground, X40 #= 6*7, X40),
    v(abs_ground, X41 #= abs(-9), X41),
    v(min_ground, X42 #= min(4, -2), X42),
    v(max_ground, X43 #= max(4, -2), X43),
    v(div_ground, X44 #= 17 // 5, X44),
    v(div_ground_neg, X45 #= -17 // 5, X45),
    v(floor_div_ground_neg, X46 #= -17 div 5, X46),
    v(mod_ground, X47 #= -17 mod 5, X47),
    v(rem_ground, X48 #= -17 rem 5, X48),
    v(power_ground, X49 #= 3^4, X49),
    v(big, X50 #= 2^62 + 1, X50),
    v(square_decides, (X51 #>= 0, X51*X51 #= 49), X51),
    v(abs_dom, (X52 in -10..10, abs(X52) #< 3, fd_dom(X52, D52)), D52),
    v(division_by_zero, (X53 #= 5 // 0), X53),
    v(mod_by_zero, (X54 #= 5 mod 0), X54).
