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

add(X, A0, A) :- A is A0 + X.
pair(X, Y, A0, [X-Y|A0]).
cons(X, L, [X|L]).
main :-
    t(foldl(add, [1,2,3], 0, _)),
    t(foldl(pair, [a,b], [1,2], [], _)),
    t(foldl(cons, [1,2,3], [], _)),
    t(foldl(add, [], 7, _)).
