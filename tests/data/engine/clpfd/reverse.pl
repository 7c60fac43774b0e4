% Relations run backwards (issue 11 sweep): the manual's n_factorial/2 and
% a zcompare/3 factorial with the result given, which terminate only if
% X*Y = Z narrows factors with unbounded domains (N in 1..sup, F1 in
% inf..sup, N*F1 = 6 gives both 1..6), and labeling([min(E)]) where E
% is never bound (an instantiation error, not a loop).
:- use_module(library(clpfd)).

n_factorial(0, 1).
n_factorial(N, F) :-
    N #> 0,
    N1 #= N - 1,
    F #= N * F1,
    n_factorial(N1, F1).

n_fac(N, F) :- zcompare(C, N, 0), n_fac_(C, N, F).
n_fac_(=, _, 1).
n_fac_(>, N, F) :- F #= F0*N, N1 #= N - 1, n_fac(N1, F0).

v(L, G, T) :-
    catch(( G -> R = T ; R = no ), error(E, _), R = error(E)),
    copy_term(R, C, _), numbervars(C, 0, _),
    format("~w: ~q~n", [L, C]).

main :-
    v(forward, n_factorial(5, F1), F1),
    v(twenty, n_factorial(20, F2), F2),
    v(of_6, findall(N, n_factorial(N, 6), Ns1), Ns1),
    v(of_1, findall(N, n_factorial(N, 1), Ns2), Ns2),
    v(of_3, findall(N, n_factorial(N, 3), Ns3), Ns3),
    v(of_7, findall(N, n_factorial(N, 7), Ns4), Ns4),
    v(of_3628800, findall(N, n_factorial(N, 3628800), Ns5), Ns5),
    v(both_open, findall(N-F, limit(6, n_factorial(N, F)), NFs), NFs),
    v(zfac, n_fac(5, F3), F3),
    v(zfac_rev, findall(N, n_fac(N, 120), Ns6), Ns6),
    v(zfac_open, findall(N-F, limit(5, n_fac(N, F)), NFs2), NFs2),
    v(product_6, (N7 #> 0, 6 #= N7 * F7, fd_inf(F7, I7), fd_sup(F7, S7)), I7-S7),
    v(product_pos, (P8 #> 0, Q8 #> 0, P8 * Q8 #= R8, fd_dom(R8, D8)), D8),
    v(product_neg, (P9 #< 0, Q9 #> 2, P9 * Q9 #= R9, fd_dom(R9, D9)), D9),
    v(min_unbound, (X10 in 1..2, labeling([min(_)], [X10])), X10),
    v(min_other, (X11 in 1..2, labeling([max(_ + X11)], [X11])), X11),
    v(max_down, (X12 in 1..3, findall(X12, labeling([max(X12), down], [X12]), L12)), L12),
    v(max_expr, (X13 in 1..3, findall(X13, labeling([max(X13*X13-4*X13)], [X13]), L13)), L13),
    v(min_twice, (X14 in 1..2, findall(X14, labeling([min(X14), min(X14)], [X14]), L14)), L14).
