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
    t(append([1,2], [3], _)),
    all(X+Y, append(X, Y, [a,b,c])),
    t(append(X1, [c], [a,b,c])), print(X1), nl,
    t(append([a], Y1, [a,b,c])), print(Y1), nl,
    t(append([a,b], [c], [a,b,d])),
    t(append([], [], _)),
    all(P, (append(P, _, [1,2,3]), P \== [])),
    t(append([[1], [], [2,3]], _)),
    all(X-Y, append([X, [b], Y], [a, b, c])),
    t(append(a, _)).
