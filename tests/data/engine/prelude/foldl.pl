:- ensure_loaded(harness).

add(X, A0, A) :- A is A0 + X.
pair(X, Y, A0, [X-Y|A0]).
cons(X, L, [X|L]).
main :-
    t(foldl(add, [1,2,3], 0, _)),
    t(foldl(pair, [a,b], [1,2], [], _)),
    t(foldl(cons, [1,2,3], [], _)),
    t(foldl(add, [], 7, _)).
