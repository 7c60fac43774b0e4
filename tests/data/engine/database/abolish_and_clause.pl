:- dynamic item/2.
item(1, one).
item(2, two).
main :-
    findall(K-V, clause(item(K, V), true), L1), print(L1), nl,
    abolish(item/2),
    catch(item(_, _), error(E, _), (print(E), nl)),
    assertz(item(3, three)),
    findall(K-V, item(K, V), L2), print(L2), nl,
    retract(item(3, _)),
    ( item(_, _) -> write(some) ; write(none) ), nl.
