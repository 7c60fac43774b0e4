:- ensure_loaded(harness).

main :-
    t(once(member(_, [a,b]))),
    t(ignore(fail)),
    t(forall(member(X, [1,2]), X > 0)),
    t(forall(member(X, [1,2]), X > 1)),
    t(not(member(z, [a]))).
