:- ensure_loaded(harness).

pos(X) :- X > 0.
cmp3(X, O) :- compare(O, X, 3).
main :-
    t(include(pos, [1,-2,3,0,5], _)),
    t(exclude(pos, [1,-2,3,0,5], _)),
    t(partition(pos, [1,-2,3,0,5], _, _)),
    t(partition(cmp3, [1,5,3,2,4,3], _, _, _)),
    t(include(atom, [], _)),
    t(include(==(a), [a,b,a], _)),
    t(exclude(member(x), [[x],[y],[x,y]], _)).
