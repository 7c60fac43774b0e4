:- dynamic stack/1.
push(X) :- asserta(stack(X)).
pop(X) :- retract(stack(X)), !.
main :-
    push(1), push(2), push(3),
    findall(X, stack(X), L), print(L), nl,
    pop(A), pop(B), print(A/B), nl,
    findall(X, stack(X), L2), print(L2), nl,
    assertz(stack(f(g(h), "str", 1.5))), findall(X, stack(X), L3), print(L3), nl.
