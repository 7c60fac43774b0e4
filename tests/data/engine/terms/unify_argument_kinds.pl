% Unification of compound arguments of every kind of cell: the flat
% argument loop settles variables and atomic pairs in place, and
% compound pairs (first at once, the rest from the work stack) must
% still be taken in argument order, to any depth, and fail on any
% mismatch (issue 12).
t(ok1) :- A = [1, 2.5, "str", 100000000000000000000, f(-0.0), x],
    B = [1, 2.5, "str", 100000000000000000000, f(-0.0), x], A = B.
t(ok2) :- f(X, g(Y, h(Z)), [Z|W]) = f(a, g(b, h(c)), L), X-Y-Z-L == a-b-c-[c|W].
t(ok3) :- f(g(A), g(B), g(C)) = f(g(1), g(2), g(3)), A-B-C == 1-2-3.
t(ok4) :- X = f(X, Y, a), Z = f(Z, W, a), X = Z, Y == W.
t(ok5) :- f(A, B, A) = f(B, C, 1), A-B-C == 1-1-1.
t(ok6) :- T = h(P, Q), f(T, T) = f(h(1, R), h(S, 2)), P-Q-R-S == 1-2-2-1.
t(fail1) :- f(0.0) = f(-0.0).
t(fail2) :- f("a") = f("b").
t(fail3) :- f(a) = f(1).
t(fail4) :- f([a]) = f(g(a)).
t(fail5) :- f(g(1), h(2), k(3)) = f(g(1), h(2), k(4)).
t(fail6) :- X = f(X, b), Z = f(Z, c), X = Z.
t(fail7) :- f(100000000000000000000) = f(100000000000000000001).
t(fail8) :- f(1.0) = f(1).
t(fail9) :- [a, b, c|T] = [a, b, c, d], T == [].

main :-
    forall(clause(t(N), _), ( t(N) -> writeln(N-yes) ; writeln(N-no) )).
