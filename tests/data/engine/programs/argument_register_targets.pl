% A variable passed as argument J of a clause's only call may live in
% argument register J when the head no longer needs what it held: the
% shapes below put the head's reads and the body's writes of those
% registers in every order (issue 12).
app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

swap(X, Y) :- show(Y, X).
rot(X, Y, Z) :- show3(Y, Z, X).
inner(f(X), Y) :- show(X, Y).
inner2(f(X, Y), g(Z)) :- show3(Z, X, Y).
again(f(X), Y, X) :- show(X, Y).
later(A, f(B)) :- show(B, A).
wider(f(X)) :- show3(a, b, X).
wider2(f(X), Y) :- show3(Y, X, X).
built(f(X), Y) :- show(g(Y), X).
built2(f(X), Y) :- show(X, g(X, Y)).
inline(f(X), Y) :- atom(X), show(X, Y).
inline2(f(X), Y) :- Z is Y + 1, show(Z, X).
inline3(f(X), Y) :- atom_length(X, N), show(N, Y).
inline4(f(X), Y) :- succ_or_zero(Y), show(X, Y).
twice(f(X), g(Y)) :- show(Y, X).
alias(P, Q) :- P = f(X), show(X, P), Q = done.
cut(f(X), Y) :- !, show(Y, X).
cut(_, _).
first(X, Y) :- show(Y, X-Y).
len([], N, N).
len([_|T], N0, N) :- N1 is N0 + 1, len(T, N1, N).

succ_or_zero(_).
show(A, B) :- print(A/B), nl.
show3(A, B, C) :- print(A/B/C), nl.

main :-
    app([1,2], [3], L), print(L), nl,
    app(X1, Y1, [a,b]), print(X1+Y1), nl, fail ; true,
    swap(1, 2), rot(1, 2, 3), inner(f(1), 2), inner2(f(1, 2), g(3)),
    again(f(1), 2, 1), ( again(f(1), 2, 3) -> true ; writeln(again_fails) ),
    later(1, f(2)), wider(f(1)), wider2(f(1), 2), built(f(1), 2),
    built2(f(1), 2), inline(f(a), 2), inline2(f(1), 2), inline3(f(abc), 2),
    inline4(f(1), 2), twice(f(1), g(2)), alias(f(1), B), print(B), nl,
    cut(f(1), 2), first(p, q),
    len([a,b,c], 0, N), print(N), nl.
