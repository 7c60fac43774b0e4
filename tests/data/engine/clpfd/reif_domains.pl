% Reifying domains (issue 11 sweep): B #<==> (X in Dom) and #\ X in Dom
% were a domain error; X #= 1 #\/ X #= 3 (the same variable, integers)
% is X in 1\/3 as in SWI, reified too, and a conjunction of X #\= N is X
% outside them; connectives show as SWI shows them (C#\/D#<==>1,
% C#==>D, #\C#<==>B, E#/\F#<==>0) with their parts' goals, the left
% part's before the right's.
:- use_module(library(clpfd)).

v(L, G, T) :-
    catch(( G -> R = T ; R = no ), error(E, _), R = error(E)),
    copy_term(R, C, Gs), numbervars(C-Gs, 0, _),
    format("~w: ~q~n", [L, C-Gs]).

main :-
    v(in, B1 #<==> (X1 in 1..3), [B1,X1]),
    v(in_known, (B2 #<==> (X2 in 1..3), X2 = 2), B2),
    v(in_false, (B3 #<==> (X3 in 1..3), B3 = 0), X3),
    v(in_disjoint, (X4 in 0..5, B4 #<==> (X4 in 7..9)), B4),
    v(not_in, #\ X5 in 1..3, X5),
    v(not_in_union, (X6 in 0..20, #\ X6 in 2..4 \/ 10), X6),
    v(eqs_domain, (X7 in 0..9, X7 #= 1 #\/ X7 #= 5 #\/ 7 #= X7), X7),
    v(eqs_reified, B8 #<==> (X8 #= 1 #\/ X8 #= 3), [B8,X8]),
    v(neqs_reified, B9 #<==> (X9 #\= 1 #/\ X9 #\= 3), [B9,X9]),
    v(in_ints, (X10 in 0..9, X10 in 1 #\/ X10 in 3), X10),
    v(not_eqs, (X11 in 0..3, #\ (X11 #= 1 #\/ X11 #= 2)), X11),
    v(eqs_false, (X12 in 0..9, (X12 #= 1 #\/ X12 #= 2) #<==> B12, B12 = 0), X12),
    v(in_implies, (X13 in 1..3 #==> Y13 #= 1, X13 = 2), Y13),
    v(in_conj, (B14 #<==> (X14 in 1..3 #/\ X14 in 2..5), X14 = 4), B14),
    v(in_not_int, B15 #<==> (a in 1..3), B15),
    v(in_bad_domain, B16 #<==> (_ in a..3), B16),
    v(in_var_domain, B17 #<==> (_ in _), B17),
    v(eq_atom, (X18 #= 1 #\/ X18 #= a), X18),
    v(or, (X19 #= 1) #\/ (Y19 #= 2), [X19,Y19]),
    v(implies, (X20 #= 1) #==> (Y20 #= 2), [X20,Y20]),
    v(implied_by, (X21 #= 1) #<== (Y21 #= 2), [X21,Y21]),
    v(xor, (X22 #= 1) #\ (Y22 #= 2), [X22,Y22]),
    v(xor_vars, X23 #\ Y23, [X23,Y23]),
    v(or_vars, X24 #\/ Y24, [X24,Y24]),
    v(impl_var, B25 #==> (X25 #= 1), [B25,X25]),
    v(impl_into_var, (X26 #> 3) #==> B26, [X26,B26]),
    v(reif_and, B27 #<==> (X27 #= 1 #/\ Y27 #= 2), [B27,X27,Y27]),
    v(reif_not, B28 #<==> (#\ X28 #= 1), [B28,X28]),
    v(reif_impl, B29 #<==> (X29 #= 1 #==> Y29 #= 2), [B29,X29,Y29]),
    v(reif_xor, B30 #<==> (C30 #\ D30), [B30,C30,D30]),
    v(reif_var, B31 #<==> C31, [B31,C31]),
    v(or_solutions, findall(X-Y, (X in 0..2, Y in 0..2, (X #= 0 #\/ Y #= 0) #==> (X #= Y), label([X,Y])), L32), L32).
