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
    t(numlist(1, 5, _)), t(numlist(3, 3, _)), t(numlist(5, 1, _)), t(numlist(-2, 1, _)),
    t(numlist(a, 3, _)),
    t(flatten([1,[2,[3,4]],[],[[5]]], _)),
    t(flatten(a, _)), t(flatten([], _)),
    t(flatten([a,[b|c]], _)).
