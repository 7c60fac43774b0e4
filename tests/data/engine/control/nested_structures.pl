% Nested structures in heads and bodies compile through temporary
% registers: variables first seen deep inside must bind the same way in
% read mode (the argument is bound) and write mode (it is unbound).
h(f(g(X), X), X).
h2([A, B|T], p(A, q(B, T))).
h3(t(l(L), r(R), L-R)).
body(X, Y) :- Y = w(k(X, [X|Z]), Z, m(n(o(X)))).

main :-
    ( h(f(g(1), A), B) -> print(A-B) ; print(no) ), nl,
    ( h(T, 2) -> print(T) ; print(no) ), nl,
    ( h(f(g(1), 2), _) -> print(yes) ; print(no) ), nl,
    h2([1, 2, 3, 4], P), print(P), nl,
    ( h2(L, p(a, q(b, [c]))) -> print(L) ; print(no) ), nl,
    h3(t(l(1), R, M)), R = r(9), print(R/M), nl,
    ( h3(t(L3, r(2), x-y)) -> print(L3) ; print(no) ), nl,
    body(7, W), W = w(_, [], _), print(W), nl.
