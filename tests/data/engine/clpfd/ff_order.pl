% labeling([ff]) picks the same variables as SWI only if propagation
% leaves the same domains (issue 11 sweep). The manual's n_queens/2 posts
% abs(Q0 - Q) #\= D0, which SWI waits on until Q0 or Q is known; queens
% with all_distinct/1 over diagonals Q + I and Q - I (auxiliary variables)
% need SWI's wake-up rules: X #= Q + 0 unifies X and Q, equations wake on
% bounds only and run again after their own changes, all_distinct/1
% takes a known value from the others before its matching runs.
:- use_module(library(clpfd)).

n_queens(N, Qs) :-
    length(Qs, N),
    Qs ins 1..N,
    safe_queens(Qs).

safe_queens([]).
safe_queens([Q|Qs]) :- safe_queens(Qs, Q, 1), safe_queens(Qs).

safe_queens([], _, _).
safe_queens([Q|Qs], Q0, D0) :-
    Q0 #\= Q,
    abs(Q0 - Q) #\= D0,
    D1 #= D0 + 1,
    safe_queens(Qs, Q0, D1).

queens(N, Qs) :-
    length(Qs, N), Qs ins 1..N,
    all_distinct(Qs),
    diags(Qs, 0, D1, D2),
    all_distinct(D1), all_distinct(D2).

diags([], _, [], []).
diags([Q|Qs], I, [A|As], [B|Bs]) :-
    A #= Q + I, B #= Q - I, I1 is I + 1, diags(Qs, I1, As, Bs).

% A #>= abs(X - Y) style: golomb-like distances with abs(X-Y) #>= C.
spread(Xs) :-
    Xs = [A,B,C,D], Xs ins 0..5,
    abs(A - B) #>= 2, abs(B - C) #> 2, 3 #=< abs(C - D), 2 #< abs(A - D),
    abs(A - C) #\= 4.

v(L, G, T) :-
    catch(( G -> R = T ; R = no ), error(E, _), R = error(E)),
    copy_term(R, C, _), numbervars(C, 0, _),
    format("~w: ~q~n", [L, C]).

main :-
    v(manual_ff_20, (n_queens(20, Q1), labeling([ff], Q1)), Q1),
    v(manual_ff_26, (n_queens(26, Q2), labeling([ff], Q2)), Q2),
    v(manual_ffc_12, (n_queens(12, Q3), labeling([ffc], Q3)), Q3),
    v(manual_min_10, (n_queens(10, Q4), labeling([ff, down], Q4)), Q4),
    v(diag_ff_30, (queens(30, Q5), labeling([ff], Q5)), Q5),
    v(diag_ff_8, findall(Q6, (queens(8, Q6), labeling([ff], Q6)), L6), L6),
    v(diag_dom, (queens(8, [1,3|Q7]), maplist(fd_dom, Q7, D7)), D7),
    v(absdiff, (n_queens(6, [2|Q8]), maplist(fd_dom, Q8, D8)), D8),
    v(absdiff_goals, (abs(X9 - Y9) #\= 3, copy_term([X9,Y9], C9, G9)), C9-G9),
    v(spread, findall(S, (spread(S), labeling([ff], S)), L10), L10),
    v(spread_goals, (abs(X11 - Y11) #>= 3, X11 in 0..9, copy_term([X11,Y11], C11, G11)), C11-G11),
    v(spread_known, (abs(X12 - Y12) #>= 3, Y12 in 0..9, X12 = 4, fd_dom(Y12, D12)), D12).
