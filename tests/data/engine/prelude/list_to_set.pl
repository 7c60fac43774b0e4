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
    t(list_to_set([a,b,a,c,b], _)),
    t(list_to_set([1, 1.0, 1], _)),
    t(list_to_set([], _)),
    t(list_to_set([f(x), g, f(x)], _)),
    t(is_set([a,b])), t(is_set([a,b,a])).
