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
    all(P, permutation([1,2,3], P)),
    all(P, permutation(P, [a,b,c])),
    t(permutation([1,2,3], [3,1,2])), t(permutation([1,2], [1,2,3])),
    all(P, permutation([x,x], P)),
    all(P, permutation([], P)),
    t(permutation(a, _)).
