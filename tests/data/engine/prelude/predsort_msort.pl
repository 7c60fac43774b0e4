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

cmp_len(O, A, B) :- length(A, LA), length(B, LB), compare(O, LA, LB).
main :-
    t(predsort(cmp_len, [[a,b], [c], [d,e,f], [g]], _)),
    t(msort([b,a,c,a], _)),
    t(sort(0, @>=, [b,a,c,a], _)),
    t(predsort(compare, [3,1,2,1], _)).
