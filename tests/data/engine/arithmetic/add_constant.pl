% X is Y + K with a small integer K has a fast path; every other case
% goes through the evaluator and must behave the same.
inc(Y, X) :- X is Y + 1.
dec(Y, X) :- X is Y - 2.
t(G) :- catch((G -> true ; write(no)), error(E, _), print(E)), nl.
main :-
    t((inc(41, A), print(A))), t((dec(0, B), print(B))),
    t((inc(1.5, C), print(C))), t((Y = 2*3, inc(Y, D), print(D))),
    t((inc(_, _))), t((inc(foo, _))), t((inc("a", E), print(E))),
    t((dec(-9223372036854775806, F), print(F))),
    count(0, 100000, N), print(N), nl.
count(N, N, N) :- !.
count(I, Max, N) :- I1 is I + 1, count(I1, Max, N).
