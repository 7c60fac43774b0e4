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
    all(X, member(X, [a,b,c])),
    all(X-Y, member(X-Y, [1-a, 2-b])),
    t(member(b, [a,b,c])), t(member(d, [a,b,c])), t(member(_, [])),
    all(L, (member(x, L), !)),
    all(X, (member(X, [1,2,3,2]), X >= 2)),
    all(L, (length(L, 2), member(q, L))).
