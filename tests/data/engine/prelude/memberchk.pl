:- ensure_loaded(harness).

main :-
    t(memberchk(b, [a,b,c])), t(memberchk(z, [a,b,c])),
    all(X, memberchk(X, [a,b,c])),
    t(memberchk(k-V, [j-1, k-2, k-3])), print(V), nl,
    t(memberchk(f(A), [g(1), f(2), f(3)])), print(A), nl.
