% An asserted clause keeps its body as given: SWI moves leading head
% unifications into the head only when it compiles a file, so after
% assertz((d(X, Y) :- X = a)) the clause is a rule, clause/2 shows the
% body, and retract(d(Q, abc)) (a fact) skips it. Found by the
% differential fuzzer (issue 10).
:- dynamic d/2.

show(T) :- copy_term(T, C), numbervars(C, 0, _), writeq(C), nl.

main :-
    assertz((d(X, _) :- X = a)),
    assertz(d(1, abc)),
    forall(clause(d(H, B), Body), show(d(H, B) :- Body)),
    ( retract(d(Q, abc)) -> show(retracted(Q)) ; writeln(none) ),
    ( retract((d(A, B2) :- true)) -> show(retracted(A, B2)) ; writeln(no_fact) ),
    ( retract((d(P, _) :- P = Z)) -> show(retracted_rule(Z)) ; writeln(no_rule) ).
