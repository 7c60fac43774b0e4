:- ensure_loaded(harness).

main :-
    all(X-R, select(X, [a,b,c], R)),
    all(R, select(b, [a,b,c,b], R)),
    all(L, select(x, L, [1,2])),
    t(selectchk(b, [a,b,c,b], _)),
    t(selectchk(z, [a,b], _)),
    all(M, select(b, [a,b,c,b], z, M)),
    all(X-Y, select(X, [1,2,3], Y, [1,9,3])),
    t(selectchk(b, [a,b,b], z, _)).
