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
    all(X-R, select(X, [a,b,c], R)),
    all(R, select(b, [a,b,c,b], R)),
    all(L, select(x, L, [1,2])),
    t(selectchk(b, [a,b,c,b], _)),
    t(selectchk(z, [a,b], _)),
    all(M, select(b, [a,b,c,b], z, M)),
    all(X-Y, select(X, [1,2,3], Y, [1,9,3])),
    t(selectchk(b, [a,b,b], z, _)).
