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
    t(nth0(0, [a,b,c], _)), t(nth1(1, [a,b,c], _)), t(nth0(5, [a,b,c], _)),
    t(nth1(0, [a,b,c], _)), t(nth0(-1, [a,b,c], _)),
    all(I-E, nth0(I, [a,b,c], E)),
    all(I-E, nth1(I, [a,b,c], E)),
    all(I, nth1(I, [a,b,a], a)),
    t(nth0(1, _, x)), t(nth0(a, [a], _)),
    t(nth0(1, [a,b,c], _, _)), t(nth1(3, [a,b,c], _, _)),
    all(I-E-R, nth0(I, [x,y,z], E, R)),
    all(L2, nth1(2, L2, new, [a,b])),
    t(nth0(-1, [a], _, _)), t(nth1(0, [a], _, _)).
