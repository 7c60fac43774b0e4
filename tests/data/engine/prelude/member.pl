:- ensure_loaded(harness).

main :-
    all(X, member(X, [a,b,c])),
    all(X-Y, member(X-Y, [1-a, 2-b])),
    t(member(b, [a,b,c])), t(member(d, [a,b,c])), t(member(_, [])),
    all(L, (member(x, L), !)),
    all(X, (member(X, [1,2,3,2]), X >= 2)),
    all(L, (length(L, 2), member(q, L))).
