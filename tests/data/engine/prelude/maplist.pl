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

double(X, Y) :- Y is X * 2.
add3(X, Y, Z, S) :- S is X + Y + Z.
main :-
    t(maplist(atom, [a,b])), t(maplist(atom, [a,1])),
    t(maplist(double, [1,2,3], _)),
    t(maplist(succ, _, [1,2,3])),
    t(maplist(add3, [1,2], [10,20], [100,200], _)),
    t(maplist(=(z), [_, _])),
    t(maplist(double, [], _)),
    all(L, maplist(member, L, [[a,b],[c]])),
    t(maplist(double, [1,2], [2,5])).
