p(1). p(2).
main :-
    ( \+ p(3) -> write(not_p3) ; write(p3) ), nl,
    ( \+ p(1) -> write(not_p1) ; write(p1) ), nl,
    ( not(p(3)) -> write(not_p3) ; write(p3) ), nl,
    % \+ leaves no bindings
    ( double_negation_binds_nothing(_) -> write(still_var) ; write(bound) ), nl,
    findall(Y, (member(Y, [1,2,3]), \+ p(Y)), L), print(L), nl.
double_negation_binds_nothing(X) :- \+ \+ X = bound, var(X).
