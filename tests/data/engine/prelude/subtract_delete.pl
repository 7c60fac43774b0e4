:- ensure_loaded(harness).

main :-
    t(subtract([a,b,c,a,d], [a,c], _)),
    t(subtract([], [a], _)),
    t(subtract([1,2,3], [], _)),
    t(delete([a,b,a,c], a, _)),
    t(delete([f(1),g(2),f(3)], f(_), _)),
    t(delete([a,B,c], b, _)), ( var(B) -> write(b_unbound) ; write(b_bound) ), nl,
    t(delete([], x, _)),
    t(intersection([a,b,c,d], [d,b,e], _)),
    t(union([a,b], [b,c], _)).
