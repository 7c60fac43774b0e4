% Prints the outcome of each goal: the goal itself once it succeeded
% (with its bindings), "false", or the formal part of an error.  Unbound
% variables are printed as A, B, ... (numbervars/3) so that the output does
% not depend on how an engine names fresh variables.
t(G) :-
    catch(( call(G) -> show(G) ; write(false) ), error(F, _), print(error(F))),
    nl.
% All solutions of G, as instances of T.
all(T, G) :- findall(T, G, L), show(L), nl.
show(T) :- \+ \+ ( numbervars(T, 0, _), print(T) ).

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
