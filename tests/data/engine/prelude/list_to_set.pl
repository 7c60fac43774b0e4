:- ensure_loaded(harness).

main :-
    t(list_to_set([a,b,a,c,b], _)),
    t(list_to_set([1, 1.0, 1], _)),
    t(list_to_set([], _)),
    t(list_to_set([f(x), g, f(x)], _)),
    t(is_set([a,b])), t(is_set([a,b,a])).
