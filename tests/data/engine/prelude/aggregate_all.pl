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

p(1, a). p(3, b). p(2, c). p(3, d).
main :-
    t(aggregate_all(count, p(_, _), _)),
    t(aggregate_all(count, fail, _)),
    t(aggregate_all(sum(X), p(X, _), _)),
    t(aggregate_all(sum(X * 2), p(X, _), _)),
    t(aggregate_all(sum(X), fail, _)),
    t(aggregate_all(max(X), p(X, _), _)),
    t(aggregate_all(min(X), p(X, _), _)),
    t(aggregate_all(max(X), fail, _)),
    t(aggregate_all(max(X, W), p(X, W), _)),
    t(aggregate_all(min(X, W), p(X, W), _)),
    t(aggregate_all(bag(W), p(_, W), _)),
    t(aggregate_all(set(X), p(X, _), _)),
    t(aggregate_all(max(X), member(X, [1, 2.5, 2]), _)),
    t(aggregate_all(foo, true, _)),
    t(aggregate_all(max(X), member(X, [a]), _)).
