% X mod M #= Z with M known moves X's bounds to the nearest values with
% a possible remainder, as SWI's pmod does (issue 11 sweep: X in
% 1..100000, X mod 997 #= 3 left X in 1..100000, and two such
% congruences with no common solution in range did not fail). Domains
% too large for value-by-value filtering, so only bounds show.
:- use_module(library(clpfd)).

v(L, G, T) :-
    catch(( G -> R = T ; R = no ), error(E, _), R = error(E)),
    copy_term(R, C, _), numbervars(C, 0, _),
    format("~w: ~q~n", [L, C]).

main :-
    v(one, (A1 in 1..100000, A1 mod 997 #= 3, fd_dom(A1, D1)), D1),
    v(two, (A2 in 1..100000, A2 mod 997 #= 3, A2 mod 991 #= 5), A2),
    v(two_sat, (A3 in 1..1000000, A3 mod 997 #= 3, A3 mod 991 #= 5, fd_inf(A3, I3), fd_sup(A3, S3)), I3-S3),
    v(negative, (A4 in -100000..100000, A4 mod 7 #= 3, fd_inf(A4, I4), fd_sup(A4, S4)), I4-S4),
    v(result_dom, (A5 in 0..100000, Z5 in 2..3, A5 mod 1000 #= Z5, fd_inf(A5, I5), fd_sup(A5, S5)), I5-S5),
    v(unbounded, (A6 #> 10, A6 mod 6 #= 1, fd_inf(A6, I6)), I6),
    v(labeled, (A7 in 1..50000, A7 mod 1234 #= 5, A7 mod 2 #= 1, findall(A7, label([A7]), L7)), L7).
