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
    t(max_member(_, [3,1,4,1,5])), t(min_member(_, [3,1,4,1,5])),
    t(max_member(_, [a, f(x), 1, "s"])), t(min_member(_, [a, f(x), 1, "s"])),
    t(max_member(_, [])),
    t(max_member(@=<, _, [c,a,b])), t(min_member(@=<, _, [c,a,b])).
