% Residual goals of arithmetic constraints as SWI shows them (issue 11
% sweep): SWI's first shapes (X #= Y+Z is Y+Z#=X, X #= Y-Z is X+Z#=Y,
% X #\= Y+Z, A#>=B, A#=<B+C, an auxiliary sum for A+B #=< C), scalar
% products shown from their current state (known variables folded) and
% turned into those shapes once two or three terms are left, goals
% listed value-waiting first, then bounds, then the others; expressions
% in reified comparisons and non-linear ones parsed into auxiliary
% variables.
:- use_module(library(clpfd)).

v(L, G, T) :-
    catch(( G -> R = T ; R = no ), error(E, _), R = error(E)),
    copy_term(R, C, Gs), numbervars(C-Gs, 0, _),
    format("~w: ~q~n", [L, C-Gs]).

puzzle([S,E,N,D] + [M,O,R,E] = [M,O,N,E,Y]) :-
    Vars = [S,E,N,D,M,O,R,Y],
    Vars ins 0..9,
    all_different(Vars),
    S*1000 + E*100 + N*10 + D + M*1000 + O*100 + R*10 + E #=
    M*10000 + O*1000 + N*100 + E*10 + Y,
    M #\= 0, S #\= 0.

main :-
    v(plus_one, X1 #= Y1+1, [X1,Y1]),
    v(minus_one, X2 #= Y2-1, [X2,Y2]),
    v(plus_left, X3+1 #= Y3, [X3,Y3]),
    v(from_const, X4 #= 1-Y4, [X4,Y4]),
    v(sum_const, X5+Y5 #= 10, [X5,Y5]),
    v(sum3, X6+Y6 #= Z6, [X6,Y6,Z6]),
    v(diff3, X7-Y7 #= Z7, [X7,Y7,Z7]),
    v(times_const, X8 #= 2*Y8, [X8,Y8]),
    v(const_times, X9*2 #= Y9, [X9,Y9]),
    v(linear2, 2*X10+3*Y10 #= 10, [X10,Y10]),
    v(neq_plus, X11 #\= Y11+1, [X11,Y11]),
    v(neq_sum, X12+Y12 #\= 3, [X12,Y12]),
    v(leq_plus, X13 #=< Y13+2, [X13,Y13]),
    v(lt, X14 #< Y14, [X14,Y14]),
    v(sum_leq, X15+Y15 #=< 5, [X15,Y15]),
    v(geq, X16 #>= Y16, [X16,Y16]),
    v(neg, X17 #= -Y17, [X17,Y17]),
    v(neg_left, -X18 #= Y18+3, [X18,Y18]),
    v(diff_const, X19-Y19 #= 3, [X19,Y19]),
    v(sum_minus, X20+Y20-Z20 #= 0, [X20,Y20,Z20]),
    v(neq_vars, X21 #\= Y21, [X21,Y21]),
    v(leq_times, X22 #=< 2*Y22, [X22,Y22]),
    v(double, X23+X23 #= Y23, [X23,Y23]),
    v(square, X24*X24 #= Y24, [X24,Y24]),
    v(product, X25*Y25 #= Z25, [X25,Y25,Z25]),
    v(max, max(X26,Y26) #= Z26, [X26,Y26,Z26]),
    v(abs_const, abs(X27) #= 3, X27),
    v(abs_geq, abs(X28) #>= 3, X28),
    v(abs_leq, abs(X29) #=< 3, X29),
    v(times_plus, X30 #= Y30*Z30 + 1, [X30,Y30,Z30]),
    v(mod, X31 mod 3 #= Y31, [X31,Y31]),
    v(scalar_sum, (length(L32, 3), sum(L32, #=, 10)), L32),
    v(scalar_sum2, (length(L33, 2), sum(L33, #=, 10)), L33),
    v(scalar_leq, (length(L34, 2), sum(L34, #=<, 10)), L34),
    v(scalar_gcd, 4*X35 + 6*Y35 #= 10*Z35 + 2, [X35,Y35,Z35]),
    v(send, (puzzle(P36), term_variables(P36, V36)), V36),
    v(send_fold, (puzzle(P37), P37 = ([_,E37|_]+_=_), E37 = 5, term_variables(P37, V37)), V37),
    v(scalar_to_plus, (length(L38, 4), L38 = [A38,B38|_], sum(L38, #=, 10), A38 = 1, B38 = 2), L38),
    v(scalar_to_neq, (length(L39, 3), L39 = [A39|_], A39 #\= 0, sum(L39, #\=, 10), A39 = 4), L39),
    v(reif_lt, B40 #<==> (X40 #< 3), [B40,X40]),
    v(reif_gt_var, B41 #<==> (X41 #> Y41), [B41,X41,Y41]),
    v(reif_leq, B42 #<==> (X42 #=< 3), [B42,X42]),
    v(reif_sum, B43 #<==> (X43 + Y43 #= 3), [B43,X43,Y43]),
    v(reif_times, B44 #<==> (2*X44 #= Y44), [B44,X44,Y44]),
    v(reif_minus, B45 #<==> (X45 - Y45 #\= 1), [B45,X45,Y45]),
    v(reif_abs, B46 #<==> (abs(X46) #= 2), [B46,X46]),
    v(reif_max, B47 #<==> (max(X47,Y47) #= 2), [B47,X47,Y47]),
    v(reif_mod, B48 #<==> (X48 mod 2 #= 0), [B48,X48]).
