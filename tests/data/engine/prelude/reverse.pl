:- ensure_loaded(harness).

main :-
    t(reverse([1,2,3], _)), t(reverse([], _)),
    t(reverse(_, [a,b])),
    t(reverse([a,[b,c]], _)),
    t(reverse([1,2], [2,1])), t(reverse([1,2], [1,2])).
