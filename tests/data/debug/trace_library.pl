% Library predicates called from user code are shown as one goal,
% without their internals; user predicates they call back (maplist,
% findall, forall, call/N) are traced inside them.
double(X, Y) :- Y is 2 * X.
even(X) :- 0 is X mod 2.
small(X) :- X < 3.

main :-
    trace,
    member(X, [a, b, c]),
    X == b,
    maplist(double, [1, 2], Ds),
    findall(Y, (member(Y, [1, 2, 3, 4]), even(Y)), Es),
    forall(member(Z, [1, 2]), small(Z)),
    call(double, 5, T),
    length(L, 2),
    notrace,
    print([X, Ds, Es, T, L]), nl.
