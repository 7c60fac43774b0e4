:- ensure_loaded(harness).

double(X, Y) :- Y is X * 2.
add3(X, Y, Z, S) :- S is X + Y + Z.
main :-
    t(maplist(atom, [a,b])), t(maplist(atom, [a,1])),
    t(maplist(double, [1,2,3], _)),
    t(maplist(succ, _, [1,2,3])),
    t(maplist(add3, [1,2], [10,20], [100,200], _)),
    t(maplist(=(z), [_, _])),
    t(maplist(double, [], _)),
    all(L, maplist(member, L, [[a,b],[c]])),
    t(maplist(double, [1,2], [2,5])).
