:- ensure_loaded(harness).

main :-
    all(P, permutation([1,2,3], P)),
    all(P, permutation(P, [a,b,c])),
    t(permutation([1,2,3], [3,1,2])), t(permutation([1,2], [1,2,3])),
    all(P, permutation([x,x], P)),
    all(P, permutation([], P)),
    t(permutation(a, _)).
