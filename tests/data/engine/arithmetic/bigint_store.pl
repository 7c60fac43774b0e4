% Big integers survive assert/retract, findall, copy_term, global
% variables, and many garbage collections (the suite also runs this with
% ZEBRALOG_GC_STRESS).
:- dynamic stored/2.

fact(0, 1) :- !.
fact(N, F) :- N1 is N - 1, fact(N1, F1), F is N * F1.

fib(0, 0, 1) :- !.
fib(N, A, B) :- N1 is N - 1, fib(N1, A0, B0), A = B0, B is A0 + B0.

fill(N, N) :- !.
fill(I, N) :- X is 3 ** (I + 40), assertz(stored(I, X)), I1 is I + 1, fill(I1, N).

sum_stored(S) :- findall(X, stored(_, X), Xs), sum_list(Xs, S).

main :-
    fact(100, F100), write(F100), nl,
    fib(300, Fib, _), write(Fib), nl,
    fill(0, 50), sum_stored(S), write(S), nl,
    retract(stored(10, X10)), write(X10), nl,
    sum_stored(S2), D is S - S2, write(D), nl,
    findall(N-Y, (between(1, 5, N), Y is -(7 ** (N * 30))), L), print(L), nl,
    copy_term(t(F100, _, Fib), T), T = t(A, _, B), C is A mod B, write(C), nl,
    nb_setval(big, F100), garbage(2000), nb_getval(big, G), ( G == F100 -> write(same) ; write(differs) ), nl,
    atom_length(F100, Len), write(Len), nl,
    fact(1000, F1000), atom_length(F1000, Len2), write(Len2), nl,
    X is 2 ** 10000, Y is X * X, Z is msb(Y), write(Z), nl,
    format("~d~n", [F1000 mod 1000000007]).

garbage(0) :- !.
garbage(N) :- _ = f(N, [N, N, N], "garbage"), X is N * 10 ** 30, atom_length(X, _), N1 is N - 1, garbage(N1).
