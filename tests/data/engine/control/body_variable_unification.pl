% `X = Y` of two variables in a clause body, compiled inline (issue 12):
% every mix of first and later occurrences, in temporary and permanent
% registers, with failure, attributed variables (freeze/2, dif/2: their
% goals run before the next goal) and the same variable on both sides.
first_first(X, Y) :- A = B, X = A, Y = B.
first_seen(X, Y) :- Y = X.
seen_first(X, Y) :- X = Y.
seen_seen(X, Y) :- X = Y.
same(X) :- X = X.
across_call(X, Y) :- A = X, atom_length(abc, _), B = A, Y = B.
permanent(X, Y, Z) :- A = X, atom_length(abc, _), B = Y, atom_length(ab, _), A = B, Z = A.
chain(A, E) :- A = B, B = C, C = D, D = E.
woken(X, Y, L) :- freeze(X, L = woke), X = Y, Y = 1.
dif_fails(X, Y) :- dif(X, Y), X = Y.
loop(0, A, A) :- !.
loop(N, A0, A) :- A1 = A0, N1 is N - 1, loop(N1, A1, A).

main :-
    first_first(P, Q), ( P == Q -> print(aliased) ; print(distinct) ), nl,
    first_seen(1, R), print(R), nl,
    seen_first(S, 2), print(S), nl,
    ( seen_seen(a, b) -> print(yes) ; print(no) ), nl,
    ( seen_seen(f(U), f(3)) -> print(U) ; print(no) ), nl,
    ( same(V) -> ( var(V) -> print(still_var) ; print(bound) ) ; print(no) ), nl,
    across_call(x, W), print(W), nl,
    ( permanent(p, p, Z) -> print(Z) ; print(no) ), nl,
    ( permanent(p, q, _) -> print(yes) ; print(no) ), nl,
    chain(K, end), print(K), nl,
    woken(_, _, L), print(L), nl,
    ( dif_fails(_, _) -> print(yes) ; print(no) ), nl,
    loop(100000, done, Out), print(Out), nl.
