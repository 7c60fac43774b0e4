:- ensure_loaded(harness).

main :-
    t(append([1,2], [3], _)),
    all(X+Y, append(X, Y, [a,b,c])),
    t(append(X1, [c], [a,b,c])), print(X1), nl,
    t(append([a], Y1, [a,b,c])), print(Y1), nl,
    t(append([a,b], [c], [a,b,d])),
    t(append([], [], _)),
    all(P, (append(P, _, [1,2,3]), P \== [])),
    t(append([[1], [], [2,3]], _)),
    all(X-Y, append([X, [b], Y], [a, b, c])),
    t(append(a, _)).
