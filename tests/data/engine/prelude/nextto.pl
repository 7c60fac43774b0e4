:- ensure_loaded(harness).

main :-
    all(X-Y, nextto(X, Y, [1,2,3,4])),
    t(nextto(2, 3, [1,2,3])), t(nextto(3, 2, [1,2,3])),
    all(Y, nextto(b, Y, [a,b,c,b,d])),
    all(X, nextto(X, c, [a,b,c])).
