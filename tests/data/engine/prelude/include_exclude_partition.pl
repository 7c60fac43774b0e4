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

pos(X) :- X > 0.
cmp3(X, O) :- compare(O, X, 3).
main :-
    t(include(pos, [1,-2,3,0,5], _)),
    t(exclude(pos, [1,-2,3,0,5], _)),
    t(partition(pos, [1,-2,3,0,5], _, _)),
    t(partition(cmp3, [1,5,3,2,4,3], _, _, _)),
    t(include(atom, [], _)),
    t(include(==(a), [a,b,a], _)),
    t(exclude(member(x), [[x],[y],[x,y]], _)).
