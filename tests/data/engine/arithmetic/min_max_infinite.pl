% max/2 and min/2 of two equal infinities overflow in SWI-Prolog, while
% an infinity beside another number is the answer; so aggregate_all/3
% over one infinite solution raises too.  Compiled clauses and goals
% built at run time agree.  Differential fuzzer, seed 8888 cases 3061
% and 3089 (issue 10).
mx(X, Y, Z) :- Z is max(X, Y).
mn(X, Y, Z) :- Z is min(X, Y).

r(G, Z, R) :- catch((G, R = Z), error(E, _), R = E).

main :-
    Inf is inf, NInf is -inf,
    forall(member(X-Y, [Inf-Inf, NInf-NInf, Inf-1, 1-Inf, NInf-Inf, Inf-2.0, 2.0-2.0]),
           ( r(mx(X, Y, A), A, RA), r(mn(X, Y, B), B, RB),
             r(C is max(X, Y), C, RC), print([RA, RB, RC]), nl )),
    r(aggregate_all(max(inf), true, M), M, RM), print(RM), nl,
    r(aggregate_all(min(integer(inf)), true, N), N, RN), print(RN), nl.
