:- ensure_loaded(harness).

main :-
    t(pairs_keys_values(_, [a,b], [1,2])),
    t(pairs_keys_values([x-1, y-2], _, _)),
    t(pairs_keys([k-v, j-w], _)),
    t(pairs_values([k-v, j-w], _)),
    t(pairs_keys_values(_, _, [])).
