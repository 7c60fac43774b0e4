% Left-recursive and right-recursive transitive closure over a cyclic
% graph: tabling terminates and gives every answer once.
:- table path/2.
path(X, Y) :- path(X, Z), edge(Z, Y).
path(X, Y) :- edge(X, Y).

:- table rpath/2.
rpath(X, Y) :- edge(X, Y).
rpath(X, Y) :- edge(X, Z), rpath(Z, Y).

edge(a, b). edge(b, c). edge(c, a). edge(c, d). edge(e, f).

main :-
    findall(X-Y, path(X, Y), L), length(L, N), msort(L, S),
    print(N-S), nl,
    findall(Y, path(a, Y), L2), msort(L2, S2), print(S2), nl,
    findall(Y, rpath(b, Y), L3), msort(L3, S3), print(S3), nl,
    aggregate_all(count, path(_, _), C), print(C), nl,
    ( path(d, _) -> print(yes) ; print(no) ), nl,
    ( path(a, d) -> print(yes) ; print(no) ), nl,
    findall(X, path(X, f), L4), print(L4), nl.
