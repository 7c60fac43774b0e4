% #= between a variable (or integer) and an integer expression whose
% value does not fit 64 bits gives that value, as SWI's clpfd does with
% its unbounded integers (issue 11 sweep); the solver itself stays
% 64-bit (a domain bound beyond it is a representation error).
:- use_module(library(clpfd)).

v(L, G, T) :-
    catch(( G -> R = T ; R = no ), error(E, _), R = error(E)),
    copy_term(R, C, _), numbervars(C, 0, _),
    format("~w: ~q~n", [L, C]).

main :-
    v(power, X1 #= 10^30, X1),
    v(sum, X2 #= 2^62 + 2^62, X2),
    v(reversed, 2^64 - 1 #= X3, X3),
    v(product, X4 #= 4000000000 * 3000000000 * 2000000000, X4),
    v(check_true, 10^20 #= 10^10 * 10^10, yes),
    v(check_false, 10^20 #= 10^10 * 10^10 + 1, yes),
    v(given, (X7 = 100000000000000000000, X7 #= 10^20), X7),
    v(mod_div, X8 #= (10^25 + 7) mod 10^20 + (10^25) // 10^20, X8),
    v(neg_power, X9 #= (-1)^101 * 2^100, X9),
    v(min_max, X10 #= max(2^70, 3^40) - min(2^70, 3^40), X10),
    v(small_stays, (X11 #= 2^10, fd_dom(X11, D11)), D11),
    v(minus_one_power, X13 #= 10^20 * (-1)^(-3), X13).
