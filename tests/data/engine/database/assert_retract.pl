:- dynamic fact/1.
main :-
    assertz(fact(b)), assertz(fact(c)), asserta(fact(a)),
    findall(X, fact(X), L1), print(L1), nl,
    retract(fact(b)),
    findall(X, fact(X), L2), print(L2), nl,
    assertz(fact(d)), assertz(fact(e)),
    retract(fact(X1)), print(retracted(X1)), nl,
    findall(X, fact(X), L3), print(L3), nl,
    ( retract(fact(zzz)) -> write(yes) ; write(no_such_fact) ), nl,
    retractall(fact(_)),
    findall(X, fact(X), L4), print(L4), nl,
    ( catch(fact(_), _, fail) -> write(yes) ; write(still_defined_but_empty) ), nl.
