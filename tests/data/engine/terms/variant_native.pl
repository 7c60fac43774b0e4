% =@=/2 as a builtin (issue 25 follow-up): one-to-one renamings both
% ways, shared variables across the two sides, atomic kinds, cyclic
% terms, and terms that share subterms thousands deep (a walk over the
% unfolded tree would never end).
t(G) :- ( call(G) -> write(yes) ; write(no) ), nl.

chain(0, T, T) :- !.
chain(N, T0, T) :- N1 is N - 1, chain(N1, s(T0, T0), T).

main :-
    t(f(A, B) =@= f(B, A)),
    t(f(A, A, B) =@= f(B, B, A)),
    t(f(A, B, A) =@= f(C, D, D)),
    t(f(A, B) =@= f(C, C)),
    t(f(A, A) =@= f(C, D)),
    t(g(X, Y, Z) =@= g(Z, X, Y)),
    t([A|B] =@= [C|D]),
    t([A|B] =@= [C, D]),
    t(1 =@= 1.0),
    t(1.0 =@= 1.0),
    t("abc" =@= "abc"),
    t("abc" =@= abc),
    t(12345678901234567890123 =@= 12345678901234567890123),
    t(f(12345678901234567890123) =@= f(12345678901234567890124)),
    t('[|]'(a, b) =@= [a|b]),
    t(f(a) =@= f(a, b)),
    t(f(x) =@= g(x)),
    P = f(P, Q), R = f(R, S), t(P =@= R), t(p(P, Q) =@= p(R, S)),
    U = f(U, a), V = f(V, b), t(U =@= V),
    chain(100000, W0, W), chain(100000, W1, W2),
    t(W =@= W2), t(p(W, W0) =@= p(W2, W1)), t(p(W, W0) =@= p(W2, x)),
    t(f(A, B) \=@= f(C, C)),
    t(f(A, B) \=@= f(C, D)).
